/// Names with a value each, in the order they were first inserted: a few are compared in
/// turn, more are looked up by hash.
///
/// A target's groups, a one-target family's names and a small matrix's rows hold a handful
/// of names, and hashing each name costs more than comparing it with the others; a family of
/// thousands of targets needs the hash. The table switches once, past ``linearLimit``.
struct NameTable<Value> {
  /// The names and their values, in insertion order.
  private(set) var entries: [(name: String, value: Value)] = []
  /// Each name's position in ``entries``, once there are more than ``linearLimit``.
  private var positions: [String: Int]?

  /// The most names compared in turn.
  static var linearLimit: Int { 8 }

  /// An empty table.
  init() {}

  /// The number of names.
  var count: Int { entries.count }

  /// The names, in insertion order.
  var names: [String] { entries.map(\.name) }

  /// The position of `name` in ``entries``, or `nil` when it is not there.
  func position(of name: String) -> Int? {
    if let positions { return positions[name] }
    return entries.firstIndex { $0.name == name }
  }

  /// The value of `name`, or `nil` when it is not there.
  subscript(name: String) -> Value? {
    position(of: name).map { entries[$0].value }
  }

  /// Adds `name` with `value` unless it is there already.
  ///
  /// - Returns: Whether it was added.
  @discardableResult
  mutating func insert(_ name: String, _ value: Value) -> Bool {
    guard position(of: name) == nil else { return false }
    append(name, value)
    return true
  }

  /// Changes the value of `name`, adding it with `initial` first when it is not there.
  mutating func update(_ name: String, initial: Value, _ change: (inout Value) -> Void) {
    if let position = position(of: name) {
      change(&entries[position].value)
    } else {
      var value = initial
      change(&value)
      append(name, value)
    }
  }

  private mutating func append(_ name: String, _ value: Value) {
    entries.append((name, value))
    if positions != nil {
      positions?[name] = entries.count - 1
    } else if entries.count > Self.linearLimit {
      var all: [String: Int] = [:]
      all.reserveCapacity(entries.count * 2)
      for (position, entry) in entries.enumerated() { all[entry.name] = position }
      positions = all
    }
  }
}

extension NameTable: Sendable where Value: Sendable {}

extension NameTable where Value == Void {
  /// The names of `names` without repeats, in order of first appearance.
  static func distinct(_ names: some Sequence<String>) -> [String] {
    var table = NameTable()
    for name in names { table.insert(name, ()) }
    return table.names
  }
}
