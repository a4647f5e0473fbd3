/// One JSON value as ``JSONReader`` read it: the package's one form of parsed JSON.
///
/// Compact on purpose: a member is a key and a value in an ordered list rather than a
/// Foundation dictionary of boxed objects, so a large file costs a small multiple of its
/// size. A number is kept as an integer when written as one and fits 64 bits, otherwise as
/// a real; what a number means is left to the reader of the value (a scenario, say, counts
/// `2.0` as the integer 2).
package enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number written without a fraction or an exponent that fits in 64 bits.
  case integer(Int64)
  /// Any other number.
  case real(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object: its members in the order written, each key once.
  case object([JSONMember])

  /// The string, when this is one.
  package var stringValue: String? {
    if case .string(let string) = self { return string }
    return nil
  }

  /// The Boolean, when this is one.
  package var boolValue: Bool? {
    if case .bool(let bool) = self { return bool }
    return nil
  }
}

/// One member of a JSON object: a key and its value.
package struct JSONMember: Hashable, Sendable {
  /// The key.
  package var key: String

  /// The value.
  package var value: JSONValue

  /// Creates a member.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - value: The value.
  package init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}
