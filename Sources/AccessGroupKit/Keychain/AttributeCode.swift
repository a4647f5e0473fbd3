/// An attribute name of four bytes as one integer, the bytes in order from the most
/// significant: `acct` is `0x61636374`.
///
/// Securityd's attribute names (`SecItemSchema.c`) are all four ASCII characters, so two
/// names are equal exactly when their codes are, and a lookup compares integers where a
/// dictionary keyed by `String` hashed the name with SipHash.
struct AttributeCode: Hashable, Comparable, Sendable {
  /// The four bytes.
  let rawValue: UInt32

  /// The code of `name`, or `nil` when `name` is not exactly four UTF-8 bytes (then it names
  /// no attribute of any class).
  init?(_ name: String) {
    var code: UInt32 = 0
    var count = 0
    for byte in name.utf8 {
      guard count < 4 else { return nil }
      code = code << 8 | UInt32(byte)
      count += 1
    }
    guard count == 4 else { return nil }
    rawValue = code
  }

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
