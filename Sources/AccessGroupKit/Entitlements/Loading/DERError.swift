/// A malformed BER/DER element: where it is and what was expected there.
struct DERError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The byte offset of the problem.
  var offset: Int
  /// What is wrong, as a sentence fragment.
  var message: String

  /// `at offset 60: expected OCTET STRING (0x04), found INTEGER (0x02)`.
  var description: String { "at offset \(offset): \(message)" }
}
