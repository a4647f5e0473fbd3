/// An attribute name of four bytes as one integer, the bytes in order from the most
/// significant: `acct` is `0x61636374`.
///
/// Securityd's attribute names (`SecItemSchema.c`) are all four ASCII characters, so two
/// names are equal exactly when their codes are, and a lookup compares integers where a
/// dictionary keyed by `String` hashed the name with SipHash.
struct AttributeCode: Hashable, Comparable, Sendable {
  /// The four bytes.
  let rawValue: UInt32

  /// The code of four bytes.
  init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The code of `name`, or `nil` when `name` is not exactly four UTF-8 bytes (then it names
  /// no attribute of any class).
  init?(_ name: String) {
    var name = name
    guard
      let code = name.withUTF8({ bytes -> UInt32? in
        guard bytes.count == 4 else { return nil }
        return UInt32(bytes[0]) << 24 | UInt32(bytes[1]) << 16 | UInt32(bytes[2]) << 8
          | UInt32(bytes[3])
      })
    else { return nil }
    rawValue = code
  }

  /// The code of `name` when it is four ASCII bytes, or `nil` for any other name (whose
  /// equality with another may need Unicode normalization, so its code decides nothing).
  init?(asciiName name: String) {
    guard let code = AttributeCode(name), code.isASCII else { return nil }
    self = code
  }

  /// Whether all four bytes are ASCII. A name with other bytes may equal a differently
  /// spelled one under Unicode canonical equivalence, so only ASCII codes decide equality.
  var isASCII: Bool { rawValue & 0x8080_8080 == 0 }

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension AttributeCode {
  // The codes of the attributes the store itself reads or writes on every row, so the hot
  // paths never compute them from the names.

  /// `agrp`.
  static let accessGroup = AttributeCode(rawValue: 0x6167_7270)
  /// `pdmn`.
  static let accessible = AttributeCode(rawValue: 0x7064_6D6E)
  /// `sha1`.
  static let sha1 = AttributeCode(rawValue: 0x7368_6131)
  /// `cdat`.
  static let creationDate = AttributeCode(rawValue: 0x6364_6174)
  /// `mdat`.
  static let modificationDate = AttributeCode(rawValue: 0x6D64_6174)
  /// `sync`.
  static let synchronizable = AttributeCode(rawValue: 0x7379_6E63)
  /// `tomb`.
  static let tombstone = AttributeCode(rawValue: 0x746F_6D62)
  /// `clip`.
  static let appClipItem = AttributeCode(rawValue: 0x636C_6970)
  /// `musr`.
  static let multiUser = AttributeCode(rawValue: 0x6D75_7372)
}
