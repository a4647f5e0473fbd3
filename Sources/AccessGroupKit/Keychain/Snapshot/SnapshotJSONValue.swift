/// A JSON value as the fast snapshot reader gives it: only the kinds a snapshot holds.
///
/// Numbers are integers that fit `Int64`; `null`, fractions and exponents are not values
/// here (``SnapshotJSONReader`` gives up on them, and Foundation reads the snapshot
/// instead). Objects keep their members in document order, keys distinct.
enum SnapshotJSONValue {
  case object([SnapshotJSONMember])
  case array([SnapshotJSONValue])
  case string(String)
  case integer(Int64)
  case boolean(Bool)

  /// The value of an object's member `key`, or `nil` when there is none or this is not an
  /// object.
  subscript(key: String) -> SnapshotJSONValue? {
    guard case .object(let members) = self else { return nil }
    for member in members where member.key == key { return member.value }
    return nil
  }

  /// The string, or `nil` for any other kind.
  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The integer, or `nil` for any other kind.
  var integerValue: Int64? {
    if case .integer(let number) = self { return number }
    return nil
  }

  /// The boolean, or `nil` for any other kind.
  var booleanValue: Bool? {
    if case .boolean(let flag) = self { return flag }
    return nil
  }

  /// The object's members, or `nil` for any other kind.
  var members: [SnapshotJSONMember]? {
    if case .object(let members) = self { return members }
    return nil
  }
}

/// One member of a JSON object: its key and value.
struct SnapshotJSONMember {
  var key: String
  var value: SnapshotJSONValue
}
