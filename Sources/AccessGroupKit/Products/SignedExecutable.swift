import Foundation

/// The entitlements signed into an executable, read from its Mach-O code signature.
///
/// Signing leaves the entitlements inside the main executable of every app and extension;
/// reading them from there gives what the system will actually grant, whatever the
/// `.entitlements` file in the project says. The reader follows Apple's documented layouts
/// (`mach-o/loader.h`, `mach-o/fat.h`, `osfmk/kern/cs_blobs.h`):
///
/// 1. a universal binary (`FAT_MAGIC` `0xCAFEBABE` or `FAT_MAGIC_64` `0xCAFEBABF`,
///    big-endian) lists its slices; a thin executable is one slice;
/// 2. each slice is a 32- or 64-bit Mach-O in either byte order, whose load commands hold
///    `LC_CODE_SIGNATURE` (`0x1D`): the offset and size of the signature in the slice;
/// 3. the signature is a super blob (`CS_SuperBlob`) whose slots 5 and 7 hold
///    the entitlements as XML (`0xFADE7171`) and DER (`0xFADE7172`);
/// 4. a simulator build also carries its entitlements in a `__TEXT,__entitlements` section,
///    which the linker writes because the simulator build is signed only ad hoc.
///
/// Every offset and length is checked against its container, so a truncated or hostile file
/// throws a `MachOReadingError` that names the file, the slice and the structure, and
/// never traps.
///
/// ```swift
/// let executable = try SignedExecutable(contentsOf: appURL.appendingPathComponent("App"))
/// print(executable.entitlements.keychainAccessGroups ?? [])
/// ```
package struct SignedExecutable: Hashable, Sendable {
  /// The file's path or name, as given.
  package var file: String

  /// Whether the file is a universal (fat) binary.
  package var isUniversal: Bool

  /// Each slice's signature, in file order.
  package var slices: [MachOSignatureSlice]

  /// Findings about the signature as a whole:
  ///
  /// - `slices-disagree` (warning): slices of a universal binary are signed with different
  ///   entitlements, so the app's keychain access depends on the CPU it runs on;
  ///   ``entitlements`` are the first slice's.
  /// - `der-entitlements-differ` (warning): a slice's DER entitlements say something else
  ///   than its XML entitlements; the system may read either form.
  /// - `no-signed-entitlements` (note): the executable is signed without entitlements.
  package var findings: [Finding]

  /// Reads an executable file by ranges: its header, load commands and entitlements, and
  /// nothing else, however large it is.
  ///
  /// - Parameter url: A local file URL.
  /// - Throws: `MachOReadingError` with
  ///   `MachOReadingError.Problem.unreadable(_:)` when the file cannot be read, and the
  ///   errors of ``init(data:file:)``.
  package init(contentsOf url: URL) throws(MachOReadingError) {
    if let refusal = InputFile.refusal(for: url) {
      throw MachOReadingError(file: url.path, problem: .unreadable(refusal.reason))
    }
    try self.init(source: MachOByteSource(contentsOf: url))
  }

  /// Reads an executable's bytes.
  ///
  /// - Parameters:
  ///   - data: The file's contents.
  ///   - file: The file's path or name, used in findings and errors.
  /// - Throws: `MachOReadingError`: `notMachO` for another kind of file, `truncated`,
  ///   `outOfBounds` or `invalid` for a broken structure, `noCodeSignature` for an unsigned
  ///   slice, and `malformedEntitlements` for entitlements that do not parse.
  package init(data: Data, file: String) throws(MachOReadingError) {
    try self.init(source: MachOByteSource(bytes: [UInt8](data), file: file))
  }

  /// Whether a file whose first four bytes, read big-endian, are `magic` is one this reader
  /// reads: a universal file, or a Mach-O file of either word size and byte order. Anything
  /// else is refused from these four bytes alone, so a reader of an archive need not inflate
  /// the rest.
  static func isExecutable(magic: UInt32) -> Bool {
    magic == 0xCAFE_BABE || magic == 0xCAFE_BABF || MachOHeader.Layout(magic: magic) != nil
  }

  /// Reads an executable from `source`, asking it only for the header, the load commands
  /// and the entitlements.
  init(source: MachOByteSource) throws(MachOReadingError) {
    var bytes = MachOBytes(source: source)
    guard bytes.count >= 4 else {
      throw bytes.error(.notMachO(magic: nil))
    }
    let magic = try bytes.uint32(at: 0, bigEndian: true, end: bytes.count, structure: "magic")
    guard Self.isExecutable(magic: magic) else { throw bytes.error(.notMachO(magic: magic)) }
    file = source.file
    switch magic {
    case 0xCAFE_BABE, 0xCAFE_BABF:
      isUniversal = true
      slices = try Self.universalSlices(in: &bytes, is64: magic == 0xCAFE_BABF)
    default:
      isUniversal = false
      slices = [try Self.slice(in: &bytes, range: 0..<bytes.count, name: "Mach-O header")]
    }
    findings = Self.findings(for: slices)
  }

  /// The entitlements the executable is signed with: the first slice's (see
  /// `MachOSignatureSlice.effectiveEntitlements`), empty when it has none.
  package var entitlements: Entitlements {
    slices.first?.effectiveEntitlements ?? Entitlements()
  }

  /// Whether the signature carries entitlements at all.
  package var hasEntitlements: Bool { slices.first?.effectiveEntitlements != nil }

  private static func universalSlices(
    in bytes: inout MachOBytes, is64: Bool
  ) throws(MachOReadingError) -> [MachOSignatureSlice] {
    let end = bytes.count
    let count = try bytes.uint32(
      at: 4, bigEndian: true, end: end, structure: "universal header")
    guard count > 0 else {
      throw bytes.error(
        .invalid(structure: "universal header", reason: "it lists no architectures"))
    }
    let entrySize = is64 ? 32 : 20
    let table = try bytes.region(
      "architecture table of \(count) entries", offset: 8,
      length: UInt64(count) * UInt64(entrySize), end: end)
    var slices: [MachOSignatureSlice] = []
    for (number, entry) in stride(from: table.lowerBound, to: table.upperBound, by: entrySize)
      .enumerated()
    {
      let name = "architecture \(number)"
      let architecture = MachOArchitecture(
        cpuType: try bytes.uint32(at: entry, bigEndian: true, end: end, structure: name),
        cpuSubtype: try bytes.uint32(at: entry + 4, bigEndian: true, end: end, structure: name))
      let offset: UInt64
      let size: UInt64
      if is64 {
        offset = try bytes.uint64(at: entry + 8, bigEndian: true, end: end, structure: name)
        size = try bytes.uint64(at: entry + 16, bigEndian: true, end: end, structure: name)
      } else {
        offset = UInt64(try bytes.uint32(at: entry + 8, bigEndian: true, end: end, structure: name))
        size = UInt64(try bytes.uint32(at: entry + 12, bigEndian: true, end: end, structure: name))
      }
      bytes.architecture = architecture.name
      let range = try bytes.region(
        "slice \(number) (\(architecture.name))", offset: offset, length: size, end: end)
      let read = try slice(in: &bytes, range: range, name: "slice's Mach-O header")
      if read.architecture != architecture {
        throw bytes.error(
          .invalid(
            structure: "slice \(number)",
            reason: "the universal header says \(architecture.name), the slice's own header "
              + "says \(read.architecture.name)"))
      }
      slices.append(read)
    }
    return slices
  }

  private static func slice(
    in bytes: inout MachOBytes, range: Range<Int>, name: String
  ) throws(MachOReadingError) -> MachOSignatureSlice {
    let header = try MachOHeader(in: bytes, range: range, structure: name)
    bytes.architecture = header.architecture.name
    let contents = try header.contents(in: bytes)
    var signed: (xml: Entitlements?, der: Entitlements?) = (nil, nil)
    if let signature = contents.signature {
      signed = try CodeSignatureSuperBlob.entitlements(in: signature, of: bytes)
    }
    var simulated: Entitlements?
    if let section = contents.simulatedEntitlements {
      simulated = try CodeSignatureSuperBlob.decodeXML(section, of: bytes)
    }
    guard contents.signature != nil || simulated != nil else {
      throw bytes.error(.noCodeSignature)
    }
    return MachOSignatureSlice(
      architecture: header.architecture, offset: range.lowerBound,
      entitlements: signed.xml, derEntitlements: signed.der, simulatedEntitlements: simulated)
  }

  private static func findings(for slices: [MachOSignatureSlice]) -> [Finding] {
    var findings: [Finding] = []
    for slice in slices {
      if let xml = slice.entitlements, let der = slice.derEntitlements, xml != der {
        let keys = Set(xml.dictionary.keys).symmetricDifference(der.dictionary.keys)
          .union(xml.dictionary.keys.filter { xml.dictionary[$0] != der.dictionary[$0] })
        findings.append(
          Finding(
            severity: .warning, code: "der-entitlements-differ",
            message: "the \(slice.architecture.name) slice's DER entitlements differ from its "
              + "XML entitlements (\(keys.sorted().joined(separator: ", "))); re-sign with a "
              + "current codesign"))
      }
    }
    if let first = slices.first {
      for slice in slices.dropFirst()
      where slice.effectiveEntitlements != first.effectiveEntitlements {
        findings.append(
          Finding(
            severity: .warning, code: "slices-disagree",
            message: "the \(slice.architecture.name) slice is signed with other entitlements "
              + "than the \(first.architecture.name) slice; keychain access would depend on "
              + "the CPU, and the \(first.architecture.name) slice's are used"))
      }
      if first.effectiveEntitlements == nil {
        findings.append(
          Finding(
            severity: .note, code: "no-signed-entitlements",
            message: "the executable is signed without an entitlements blob, so it has no "
              + "keychain entitlements"))
      }
    }
    return findings
  }
}
