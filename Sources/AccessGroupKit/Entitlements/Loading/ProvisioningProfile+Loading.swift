import Foundation

extension ProvisioningProfile {
  /// Reads a provisioning profile (`embedded.mobileprovision`, `.provisionprofile`).
  ///
  /// A profile is a CMS (PKCS #7) `SignedData` envelope, DER encoded, whose signed content
  /// is a property list. The envelope is walked element by element
  /// (`ContentInfo` → `SignedData` → `encapContentInfo` → `eContent`), with every length
  /// bounds-checked; the signature is **not** verified. The property list's `Name`,
  /// `TeamIdentifier`, `ApplicationIdentifierPrefix`, `ExpirationDate`, `Platform` and
  /// `Entitlements` fill the matching properties; a field that is missing or has another
  /// type is left empty, and the whole property list is kept in ``propertyList``.
  ///
  /// - Parameters:
  ///   - data: The profile's bytes.
  ///   - file: The file's path or name, for error messages.
  /// - Throws: ``EntitlementsLoadingError/emptyFile(file:)`` for no bytes,
  ///   ``EntitlementsLoadingError/malformedProvisioningProfile(file:reason:)`` for a broken
  ///   envelope or embedded property list (the reason names the byte offset),
  ///   ``EntitlementsLoadingError/missingPropertyList(file:)`` when the envelope has no
  ///   content, and ``EntitlementsLoadingError/notADictionary(file:found:)`` when the
  ///   embedded property list is not a dictionary.
  public init(data: Data, file: String) throws(EntitlementsLoadingError) {
    guard !data.isEmpty else { throw .emptyFile(file: file) }
    let content: SignedDataEnvelope.Content?
    do {
      content = try SignedDataEnvelope.encapsulatedContent(in: [UInt8](data))
    } catch {
      throw .malformedProvisioningProfile(file: file, reason: error.description)
    }
    guard let content, !content.bytes.isEmpty else { throw .missingPropertyList(file: file) }
    let parsed: PropertyListReader.Result
    do {
      parsed = try PropertyListReader.dictionary(from: Data(content.bytes))
    } catch {
      switch error {
      case .malformed(let reason):
        throw .malformedProvisioningProfile(
          file: file,
          reason: "the property list in eContent at offset \(content.offset) "
            + "(\(content.bytes.count) bytes) is malformed: \(reason)")
      case .notADictionary(let found):
        throw .notADictionary(file: file, found: found)
      }
    }
    self.init(propertyList: parsed.dictionary)
  }

  /// Reads a provisioning profile from a file.
  ///
  /// - Parameter url: A file URL.
  /// - Throws: ``EntitlementsLoadingError/unreadable(file:reason:)`` when the file cannot be
  ///   read, and the errors of ``init(data:file:)``.
  public init(contentsOf url: URL) throws(EntitlementsLoadingError) {
    let data = try EntitlementsFile.contents(of: url)
    try self.init(data: data, file: url.path)
  }

  /// Creates a profile from its property list, reading the well-known fields.
  ///
  /// - Parameter propertyList: The profile's top-level dictionary.
  init(propertyList: [String: PropertyListValue]) {
    func strings(_ key: String) -> [String] {
      propertyList[key]?.arrayValue?.compactMap(\.stringValue) ?? []
    }
    var expirationDate: Date?
    if case .date(let date) = propertyList["ExpirationDate"] { expirationDate = date }
    self.init(
      name: propertyList["Name"]?.stringValue,
      teamIdentifiers: strings("TeamIdentifier"),
      applicationIdentifierPrefixes: strings("ApplicationIdentifierPrefix"),
      expirationDate: expirationDate,
      platforms: strings("Platform"),
      entitlements: Entitlements(dictionary: propertyList["Entitlements"]?.dictionaryValue ?? [:]),
      propertyList: propertyList)
  }
}
