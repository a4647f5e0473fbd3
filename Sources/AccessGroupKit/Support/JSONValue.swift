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

  /// Takes the value of member `key` out of this object, leaving `null` in its place, or
  /// returns `nil` when this is not an object or has no such member.
  ///
  /// A reader that holds the only reference to a document can take a large member (the
  /// steps of a scenario) and let each of its elements go once it has read it, so the text's
  /// values and what is made of them are not all held at once.
  package mutating func takeMember(_ key: String) -> JSONValue? {
    guard case .object(var members) = self else { return nil }
    // Dropped first, so that `members` is the array's only reference and changes in place.
    self = .null
    defer { self = .object(members) }
    guard let index = members.firstIndex(where: { $0.key == key }) else { return nil }
    let value = members[index].value
    members[index].value = .null
    return value
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
