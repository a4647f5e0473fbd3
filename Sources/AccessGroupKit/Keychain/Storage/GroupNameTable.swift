/// A number for each access-group name a store has seen, and one shared copy of each name,
/// so a million rows hold a handful of strings and the group indexes key on numbers.
///
/// Names compare as Swift strings (canonical equivalence). A table of a few names finds one
/// by comparing it with each; past ``namesComparedInTurn`` it makes an index. There every name
/// is in a dictionary, and an ASCII name is also found through a byte hash, which costs a
/// fraction of `String`'s SipHash, and only equal bytes are equal ASCII strings. A name that
/// misses there (not ASCII, or equivalent only to a stored non-ASCII spelling such as a Kelvin
/// sign for `K`) is looked up in the dictionary.
struct GroupNameTable: Sendable {
  private struct Index: Sendable {
    var numbers: [String: Int32] = [:]
    /// The numbers of the ASCII names, under ``KeyHasher/asciiHash(of:)``.
    var asciiNumbers = RowHashIndex()

    mutating func insert(_ name: String, number: Int32) {
      numbers[name] = number
      if let hash = KeyHasher.asciiHash(of: name) { asciiNumbers.insert(number, for: hash) }
    }
  }

  /// The names, by number.
  private(set) var names: [String] = []
  /// Made when the table first holds more than ``namesComparedInTurn`` names.
  private var index: Index?

  /// The most names a lookup compares in turn before the table makes an index. A device's
  /// store sees a handful of groups, and a scenario may simulate a hundred thousand devices.
  static let namesComparedInTurn = 8

  /// The number of `name`, if it has one.
  func number(of name: String) -> Int32? {
    guard let index else { return names.firstIndex(of: name).map { Int32($0) } }
    if let hash = KeyHasher.asciiHash(of: name),
      let number = index.asciiNumbers.firstRow(for: hash, where: { names[Int($0)] == name })
    {
      return number
    }
    return index.numbers[name]
  }

  /// The number of `name`, given on first sight. Numbers are never reused: a store sees a
  /// handful of groups.
  mutating func numberAdding(_ name: String) -> Int32 {
    if let number = number(of: name) { return number }
    let number = Int32(names.count)
    names.append(name)
    if index != nil {
      index?.insert(name, number: number)
    } else if names.count > Self.namesComparedInTurn {
      var made = Index()
      for (number, name) in names.enumerated() { made.insert(name, number: Int32(number)) }
      index = made
    }
    return number
  }
}
