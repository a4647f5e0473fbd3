/// Why the code signature of an executable could not be read.
///
/// Every error names the file and, inside a universal binary, the slice it is about, so it
/// can be shown as it is. Offsets are from the start of the file.
package struct MachOReadingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong with the file.
  package enum Problem: Hashable, Sendable {
    /// The file could not be read at all; the string is what the file system reported.
    case unreadable(String)

    /// The file starts with neither a Mach-O nor a universal header.
    ///
    /// - Parameter magic: The first four bytes, big-endian, or `nil` when the file is
    ///   shorter than that.
    case notMachO(magic: UInt32?)

    /// A fixed-size structure does not fit in what is left of its container.
    ///
    /// - Parameters:
    ///   - structure: The structure, such as `Mach-O header` or `load command 3`.
    ///   - offset: Where it starts.
    ///   - needed: Its size in bytes.
    ///   - available: The bytes left in its container from `offset`.
    case truncated(structure: String, offset: Int, needed: Int, available: Int)

    /// A declared offset and length point past the end of their container: the file was
    /// cut short or lies about a size.
    ///
    /// - Parameters:
    ///   - structure: The region, such as `code signature` or `slice 1 (arm64)`.
    ///   - offset: Where the region starts.
    ///   - length: The length it declares.
    ///   - limit: The end of its container.
    case outOfBounds(structure: String, offset: UInt64, length: UInt64, limit: Int)

    /// A structure fits but its contents are impossible, such as a wrong magic number or a
    /// load command smaller than its own header.
    ///
    /// - Parameters:
    ///   - structure: The structure.
    ///   - reason: What is wrong.
    case invalid(structure: String, reason: String)

    /// The executable has no `LC_CODE_SIGNATURE` load command (nor a simulator build's
    /// `__TEXT,__entitlements` section): it is not signed, so it has no entitlements.
    case noCodeSignature

    /// The entitlements blob was found, but its property list (or DER) does not parse or
    /// is not a dictionary.
    ///
    /// - Parameter reason: What the parser reported.
    case malformedEntitlements(reason: String)
  }

  /// The file's path or name, as given to the reader.
  package var file: String

  /// The architecture of the slice the error is about, such as `arm64`, when known.
  package var architecture: String?

  /// What is wrong.
  package var problem: Problem

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - file: The file's path or name.
  ///   - architecture: The slice's architecture, when known.
  ///   - problem: What is wrong.
  package init(file: String, architecture: String? = nil, problem: Problem) {
    self.file = file
    self.architecture = architecture
    self.problem = problem
  }

  /// One sentence that starts with the file, such as
  /// `App (arm64): the code signature (offset 4096, 9000 bytes) runs past the end of its
  /// container at offset 8192`.
  package var description: String {
    let subject = architecture.map { "\(file) (\($0))" } ?? file
    return "\(subject): \(problemDescription)"
  }

  /// What is wrong, without the file's name.
  var problemDescription: String {
    switch problem {
    case .unreadable(let reason):
      return "the file cannot be read: \(reason)"
    case .notMachO(let magic):
      guard let magic else {
        return "the file is too short for a Mach-O header; it is not an executable"
      }
      return "the file starts with 0x\(MachOBytes.hex(magic)), which is neither a Mach-O "
        + "(0xFEEDFACE, 0xFEEDFACF) nor a universal (0xCAFEBABE) header"
    case .truncated(let structure, let offset, let needed, let available):
      return "the \(structure) at offset \(offset) is truncated: it needs \(needed) bytes, "
        + "\(max(available, 0)) remain"
    case .outOfBounds(let structure, let offset, let length, let limit):
      return "the \(structure) (offset \(offset), \(length) bytes) runs past the end of its "
        + "container at offset \(limit)"
    case .invalid(let structure, let reason):
      return "the \(structure) is invalid: \(reason)"
    case .noCodeSignature:
      return "the executable has no LC_CODE_SIGNATURE load command: it is not signed, so it "
        + "carries no entitlements"
    case .malformedEntitlements(let reason):
      return "the signed entitlements are malformed: \(reason)"
    }
  }
}
