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
