import Foundation

/// Loads entitlements from any file that carries them, recognising the format from the
/// bytes rather than the file name.
///
/// The formats, checked in this order:
///
/// 1. a binary property list (starts with `bplist`);
/// 2. a signed executable: a Mach-O or universal binary, whose code signature's entitlements
///    are read by `SignedExecutable` (the first slice's when a universal binary's slices
///    disagree);
/// 3. an entitlements blob as `codesign --entitlements -` prints it (magic `0xFADE7171`,
///    or `0xFADE7172` for the DER form), or bare DER entitlements (one DER element tagged
///    `[APPLICATION 16]`, `0x70`, spanning the whole input);
/// 4. a provisioning profile: a CMS envelope, DER encoded (starts with `0x30`, a
///    `SEQUENCE`);
/// 5. an XML property list (`.entitlements`, `.xcent`, `.plist`, and the output of
///    `codesign -d --entitlements :-`): after an optional byte-order mark and whitespace,
///    it starts with `<`;
/// 6. `codesign` output with text lines such as `Executable=/path/App` before the blob
///    header or the XML property list.
///
/// The top level must be a dictionary. For a provisioning profile the document's
/// entitlements are the profile's `Entitlements` dictionary.
///
/// ```swift
/// let document = try EntitlementsLoader.load(contentsOf: profileURL)
/// print(document.kind, document.entitlements.keychainAccessGroups ?? [])
/// ```
///
/// ```text
/// provisioningProfile ["QMQYCKL255.*", "com.apple.token"]
/// ```
public enum EntitlementsLoader {
  /// Loads entitlements from a file.
  ///
  /// - Parameter url: A local file URL.
  /// - Returns: The entitlements and the format they came from; the document's `file` is
  ///   the URL's path.
  /// - Throws: ``EntitlementsLoadingError/unreadable(file:reason:)`` when the file is
  ///   missing, a directory or not readable, and the errors of ``load(data:file:)``.
  public static func load(
    contentsOf url: URL
  ) throws(EntitlementsLoadingError)
    -> EntitlementsDocument
  {
    try load(contentsOf: url, checked: nil)
  }

  /// Loads entitlements from a file already looked at (``InputFile/check(_:within:)``), so
  /// a file many targets name is resolved once: one open reads its first bytes, and the
  /// rest unless they start an executable.
  ///
  /// - Parameters:
  ///   - url: A local file URL.
  ///   - checked: The look taken at `url`, or `nil` to take one.
  /// - Returns: The entitlements and the format they came from.
  /// - Throws: The errors of ``load(contentsOf:)``.
  static func load(
    contentsOf url: URL, checked: InputFileCheck?
  ) throws(EntitlementsLoadingError) -> EntitlementsDocument {
    let data = try EntitlementsFile.contents(
      of: url, checked: checked, prefix: executableHeaderSize
    ) { !isExecutable([UInt8]($0)) }
    if isExecutable([UInt8](data.prefix(executableHeaderSize))) {
      // Only its header, load commands and entitlements are read, however large it is.
      return try signedExecutable(file: url.path) { () throws(MachOReadingError) in
        try SignedExecutable(contentsOf: url)
      }
    }
    return try load(data: data, file: url.path)
  }

  /// How many bytes tell an executable (`isExecutable(_:)`).
  private static let executableHeaderSize = 8

  /// Loads entitlements from bytes, recognising their format.
  ///
  /// - Parameters:
  ///   - data: The file's contents.
  ///   - file: The file's path or name, used in the document and in errors.
  /// - Returns: The entitlements and the format they came from.
  /// - Throws: ``EntitlementsLoadingError``: `emptyFile` for no bytes,
  ///   `malformedPropertyList` for a property list (or `codesign` output) that does not
  ///   parse, `notADictionary` for another top-level type, `malformedProvisioningProfile` or
  ///   `missingPropertyList` for a broken profile, and `unsupportedFormat` for `codesign`'s
  ///   bracketed listing (`[Dict]`).
  public static func load(
    data: Data, file: String
  ) throws(EntitlementsLoadingError)
    -> EntitlementsDocument
  {
    guard !data.isEmpty else { throw .emptyFile(file: file) }
    let bytes = [UInt8](data)
    if bytes.starts(with: "bplist".utf8) {
      return try propertyList(data, kind: .binaryPropertyList, file: file)
    }
    if isExecutable(bytes) {
      return try signedExecutable(file: file) { () throws(MachOReadingError) in
        try SignedExecutable(data: data, file: file)
      }
    }
    if bytes.starts(with: CodeSigningOutput.entitlementsMagic)
      || bytes.starts(with: CodeSigningOutput.derEntitlementsMagic)
    {
      return try codeSigningOutput(bytes, file: file)
    }
    if bytes.first == 0x70, isSingleDERElement(bytes) {
      return try derEntitlements(bytes, in: bytes.indices, kind: .signedBinaryOutput, file: file)
    }
    if bytes.first == 0x30 {
      let profile = try ProvisioningProfile(data: data, file: file)
      return EntitlementsDocument(
        entitlements: profile.entitlements, kind: .provisioningProfile,
        provisioningProfile: profile, file: file)
    }
    let text = bytes.drop(while: { isWhitespace($0) || isByteOrderMark($0) })
    if text.first == UInt8(ascii: "<") {
      return try propertyList(data, kind: .xmlPropertyList, file: file)
    }
    return try codeSigningOutput(bytes, file: file)
  }

  private static func codeSigningOutput(
    _ bytes: [UInt8], file: String
  ) throws(EntitlementsLoadingError) -> EntitlementsDocument {
    let location: CodeSigningOutput.Location
    do {
      location = try CodeSigningOutput.propertyList(in: bytes)
    } catch {
      switch error {
      case .malformed(let reason): throw .malformedPropertyList(file: file, reason: reason)
      case .unsupported(let reason): throw .unsupportedFormat(file: file, reason: reason)
      }
    }
    let kind: EntitlementsSourceKind =
      location.hadPreamble ? .signedBinaryOutput : .xmlPropertyList
    let xml: ArraySlice<UInt8>
    switch location.payload {
    case .der(let range):
      return try derEntitlements(bytes, in: range, kind: .signedBinaryOutput, file: file)
    case .xml(let payload):
      xml = payload
    }
    let offset = xml.startIndex
    do {
      return try propertyList(Data(xml), kind: kind, file: file)
    } catch {
      guard case .malformedPropertyList(_, let reason) = error, offset > 0 else { throw error }
      throw .malformedPropertyList(
        file: file, reason: "in the property list starting at offset \(offset): \(reason)")
    }
  }

  private static func derEntitlements(
    _ bytes: [UInt8], in range: Range<Int>, kind: EntitlementsSourceKind, file: String
  ) throws(EntitlementsLoadingError) -> EntitlementsDocument {
    do {
      let dictionary = try DEREntitlements.decode(bytes, in: range)
      return EntitlementsDocument(
        entitlements: Entitlements(dictionary: dictionary), kind: kind, file: file)
    } catch {
      switch error {
      case .malformed(let derError):
        throw .malformedPropertyList(
          file: file, reason: "the DER entitlements are malformed \(derError)")
      case .notADictionary(let found):
        throw .notADictionary(file: file, found: found)
      }
    }
  }

  private static func propertyList(
    _ data: Data, kind: EntitlementsSourceKind, file: String
  ) throws(EntitlementsLoadingError) -> EntitlementsDocument {
    do {
      let result = try PropertyListReader.dictionary(from: data)
      return EntitlementsDocument(
        entitlements: Entitlements(dictionary: result.dictionary),
        kind: result.isBinary ? .binaryPropertyList : kind, file: file)
    } catch {
      switch error {
      case .malformed(let reason): throw .malformedPropertyList(file: file, reason: reason)
      case .notADictionary(let found): throw .notADictionary(file: file, found: found)
      }
    }
  }

  /// Whether `bytes` start with a Mach-O (either word size and byte order) or universal
  /// header; a universal header is followed by a small architecture count, which tells it
  /// from a Java class file (same magic, then a version number of 45 or more).
  private static func isExecutable(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 8 else { return false }
    let magic = bytes[0..<4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    if MachOHeader.Layout(magic: magic) != nil { return true }
    let count = bytes[4..<8].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    return (magic == 0xCAFE_BABE || magic == 0xCAFE_BABF) && count < 45
  }

  /// The entitlements signed into an executable (see `SignedExecutable`), as `read` reads
  /// it.
  private static func signedExecutable(
    file: String, read: () throws(MachOReadingError) -> SignedExecutable
  ) throws(EntitlementsLoadingError) -> EntitlementsDocument {
    let executable: SignedExecutable
    do {
      executable = try read()
    } catch {
      if error.problem == .noCodeSignature {
        throw .unsupportedFormat(
          file: file,
          reason: "the executable is not signed (no LC_CODE_SIGNATURE), so it has no "
            + "entitlements")
      }
      let slice = error.architecture.map { " (\($0) slice)" } ?? ""
      throw .malformedPropertyList(
        file: file, reason: "in the executable\(slice): \(error.problemDescription)")
    }
    return EntitlementsDocument(
      entitlements: executable.entitlements, kind: .signedBinaryOutput, file: file)
  }

  /// Whether `bytes` are exactly one well-formed DER element: tells bare DER entitlements
  /// (`0x70`) from text that happens to start with `p`.
  private static func isSingleDERElement(_ bytes: [UInt8]) -> Bool {
    (try? DERReader(bytes).element(at: 0, limit: bytes.count).end) == bytes.count
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func isByteOrderMark(_ byte: UInt8) -> Bool {
    byte == 0xEF || byte == 0xBB || byte == 0xBF
  }
}
