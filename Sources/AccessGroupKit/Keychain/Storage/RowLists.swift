/// Row numbers filed under 64-bit keys, each row under at most one key: the rows of a
/// (class, group) or of a (class, group, service), kept as one flat list per key.
///
/// A key finds its list through a ``RowHashIndex`` (one multiply, no SipHash), a row is
/// appended to the end of its list, and each row remembers its position, so removing it
/// moves the list's last row into its place without rehashing anything. A list's order is
/// therefore not the insertion order; searches sort what they find by sequence.
struct RowLists: Sendable {
  /// The list of each key: the "row" stored under a key is its list number. The index keeps
  /// the whole 64-bit key, and each key has one list, so a key's entry is its list without a
  /// further comparison (which at a million rows would be one more cache miss).
  private var listOfKey = RowHashIndex()
  private var lists: [ContiguousArray<Int32>] = []
  private var vacantLists: [Int32] = []
  /// The position of each row in its list, or -1.
  private var positions: ContiguousArray<Int32> = []

  /// The number of the list of `key`, if it has one.
  private func list(of key: Int) -> Int32? {
    listOfKey.firstRow(for: key) { _ in true }
  }

  /// Calls `body` with every row filed under `key`.
  func forEachRow(under key: Int, _ body: (Int32) -> Void) {
    guard let list = list(of: key) else { return }
    for row in lists[Int(list)] { body(row) }
  }

  /// Files `row`, which is under no key, under `key`.
  mutating func insert(_ row: Int32, under key: Int) {
    let list: Int32
    if let existing = self.list(of: key) {
      list = existing
    } else if let vacant = vacantLists.popLast() {
      list = vacant
      listOfKey.insert(list, for: key)
    } else {
      list = Int32(lists.count)
      lists.append([])
      listOfKey.insert(list, for: key)
    }
    while Int(row) >= positions.count { positions.append(-1) }
    positions[Int(row)] = Int32(lists[Int(list)].count)
    lists[Int(list)].append(row)
  }

  /// Takes `row` out from under `key`, if it is there.
  mutating func remove(_ row: Int32, under key: Int) {
    guard Int(row) < positions.count, positions[Int(row)] >= 0, let list = self.list(of: key)
    else { return }
    let position = Int(positions[Int(row)])
    guard position < lists[Int(list)].count, lists[Int(list)][position] == row else { return }
    let last = lists[Int(list)].removeLast()
    if last != row {
      lists[Int(list)][position] = last
      positions[Int(last)] = Int32(position)
    }
    positions[Int(row)] = -1
    if lists[Int(list)].isEmpty {
      // An empty list gives its number back, and its storage with it.
      listOfKey.remove(list, for: key)
      lists[Int(list)] = []
      vacantLists.append(list)
    }
  }

  // MARK: Checking

  /// Calls `body` with every key and the rows filed under it.
  func forEachList(_ body: (_ key: Int, _ rows: ContiguousArray<Int32>) -> Void) {
    listOfKey.forEachEntry { key, list in body(key, lists[Int(list)]) }
  }

  /// What is wrong with the lists themselves: a key without a list or with an empty one, two
  /// keys sharing a list, a row whose remembered position is not where it is, a vacant list
  /// that holds rows; empty when they are sound. For ``ItemDatabase/invariantViolations()``.
  func structuralViolations() -> [String] {
    var violations = listOfKey.structuralViolations()
    var keyed = Set<Int32>()
    var filed = 0
    listOfKey.forEachEntry { key, list in
      guard list >= 0, Int(list) < lists.count, keyed.insert(list).inserted else {
        violations.append("key \(key) names list \(list), which is missing or shared")
        return
      }
      if lists[Int(list)].isEmpty { violations.append("key \(key) has an empty list") }
      for (position, row) in lists[Int(list)].enumerated() {
        filed += 1
        if row < 0 || Int(row) >= positions.count || positions[Int(row)] != Int32(position) {
          violations.append("row \(row) of key \(key) is not at its remembered position")
        }
      }
    }
    if positions.lazy.filter({ $0 >= 0 }).count != filed {
      violations.append("\(filed) rows are filed, but more have positions")
    }
    for list in vacantLists where keyed.contains(list) || !lists[Int(list)].isEmpty {
      violations.append("vacant list \(list) is in use")
    }
    return violations
  }
}
