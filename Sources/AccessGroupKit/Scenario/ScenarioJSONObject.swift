/// The members of one JSON object of a scenario, looked up by key.
///
/// A step's objects hold a handful of members and are asked for a dozen keys, most of them
/// absent: comparing a few short keys costs less than building a hashed dictionary per
/// object and hashing every key asked for, and a scenario may have a hundred thousand steps.
/// An object with many members (`apps`, say) is indexed by key once, so that looking up each
/// of its members stays linear in all.
struct ScenarioJSONObject: RandomAccessCollection, Sendable {
  /// The members in the order written; ``JSONReader`` has refused a key written twice.
  private let members: [JSONMember]
  /// Each member's position by key, for an object with more members than a scan suits.
  private let positions: [String: Int]?

  /// The most members looked up by scanning.
  private static let scannedMemberCount = 8

  init(_ members: [JSONMember]) {
    self.members = members
    if members.count > Self.scannedMemberCount {
      var positions: [String: Int] = [:]
      positions.reserveCapacity(members.count)
      for (position, member) in members.enumerated() { positions[member.key] = position }
      self.positions = positions
    } else {
      positions = nil
    }
  }

  var startIndex: Int { members.startIndex }
  var endIndex: Int { members.endIndex }

  /// The member at `position`, as a dictionary's element.
  subscript(position: Int) -> (key: String, value: JSONValue) {
    (members[position].key, members[position].value)
  }

  /// The value of `key`, or `nil` when the object has no such member.
  subscript(key: String) -> JSONValue? {
    if let positions { return positions[key].map { members[$0].value } }
    for member in members where member.key == key { return member.value }
    return nil
  }

  /// The keys in the order written.
  var keys: [String] { members.map(\.key) }
}
