/// The identifier of a BER/DER element: its class, whether it is constructed, and its
/// number (ITU-T X.690, clause 8.1.2).
struct DERTag: Hashable, Sendable, CustomStringConvertible {
  /// The class bits of an identifier octet.
  enum TagClass: UInt8, Hashable, Sendable {
    case universal = 0
    case application = 1
    case contextSpecific = 2
    case `private` = 3
  }

  /// The tag's class.
  var tagClass: TagClass
  /// Whether the element's contents are themselves elements.
  var isConstructed: Bool
  /// The tag number within its class.
  var number: UInt32

  /// `BOOLEAN`.
  static let boolean = DERTag(tagClass: .universal, isConstructed: false, number: 1)
  /// `INTEGER`.
  static let integer = DERTag(tagClass: .universal, isConstructed: false, number: 2)
  /// A primitive `OCTET STRING`.
  static let octetString = DERTag(tagClass: .universal, isConstructed: false, number: 4)
  /// A constructed (chunked, BER) `OCTET STRING`.
  static let constructedOctetString = DERTag(
    tagClass: .universal, isConstructed: true, number: 4)
  /// `OBJECT IDENTIFIER`.
  static let objectIdentifier = DERTag(tagClass: .universal, isConstructed: false, number: 6)
  /// `SEQUENCE`.
  static let sequence = DERTag(tagClass: .universal, isConstructed: true, number: 16)
  /// `SET`.
  static let set = DERTag(tagClass: .universal, isConstructed: true, number: 17)

  /// A constructed context-specific tag such as `[0]`.
  ///
  /// - Parameter number: The tag number.
  /// - Returns: The tag.
  static func context(_ number: UInt32) -> DERTag {
    DERTag(tagClass: .contextSpecific, isConstructed: true, number: number)
  }

  /// The identifier octet when the number fits in the low five bits, else `nil`.
  var identifierOctet: UInt8? {
    guard number < 31 else { return nil }
    return tagClass.rawValue << 6 | (isConstructed ? 0x20 : 0) | UInt8(number)
  }

  /// The tag as ASN.1 names it, with its identifier octet: `SEQUENCE (0x30)`, `[0] (0xa0)`.
  var description: String {
    let name: String
    switch (tagClass, number) {
    case (.universal, 1): name = "BOOLEAN"
    case (.universal, 2): name = "INTEGER"
    case (.universal, 4): name = isConstructed ? "constructed OCTET STRING" : "OCTET STRING"
    case (.universal, 5): name = "NULL"
    case (.universal, 6): name = "OBJECT IDENTIFIER"
    case (.universal, 12): name = "UTF8String"
    case (.universal, 16): name = "SEQUENCE"
    case (.universal, 17): name = "SET"
    case (.universal, let number): name = "universal tag \(number)"
    case (.application, let number): name = "[APPLICATION \(number)]"
    case (.contextSpecific, let number): name = "[\(number)]"
    case (.private, let number): name = "[PRIVATE \(number)]"
    }
    guard let octet = identifierOctet else { return name }
    return "\(name) (0x\(DERReader.hex(octet)))"
  }
}
