/// The lookups the snapshot reader makes on a ``JSONValue``: each gives `nil` for a value
/// of another kind, so one `guard` states what a snapshot must hold.
extension JSONValue {
  /// The value of an object's member `key`, or `nil` when there is none or this is not an
  /// object.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    for member in members where member.key == key { return member.value }
    return nil
  }

  /// The integer, or `nil` for any other kind (a real included, even a whole one).
  var integerValue: Int64? {
    if case .integer(let number) = self { return number }
    return nil
  }

  /// The object's members, or `nil` for any other kind.
  var members: [JSONMember]? {
    if case .object(let members) = self { return members }
    return nil
  }
}
