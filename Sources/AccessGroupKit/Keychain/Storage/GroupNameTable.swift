/// A number for each access-group name a store has seen, and one shared copy of each name,
/// so a million rows hold a handful of strings and the group indexes key on numbers.
///
/// Names compare as Swift strings (canonical equivalence), as the dictionary this replaces
/// did. Every name is in ``numbers``; an ASCII name is also found through a byte hash, which
/// costs a fraction of `String`'s SipHash, and only equal bytes are equal ASCII strings. A
/// name that misses there (not ASCII, or equivalent only to a stored non-ASCII spelling such
/// as a Kelvin sign for `K`) is looked up in ``numbers``.
struct GroupNameTable: Sendable {
  private var numbers: [String: Int32] = [:]
  /// The numbers of the ASCII names, under ``KeyHasher/asciiHash(of:)``.
  private var asciiNumbers = RowHashIndex()
  /// The names, by number.
  private(set) var names: [String] = []

  /// The number of `name`, if it has one.
  func number(of name: String) -> Int32? {
    if let hash = KeyHasher.asciiHash(of: name),
      let number = asciiNumbers.firstRow(for: hash, where: { names[Int($0)] == name })
    {
      return number
    }
    return numbers[name]
  }

  /// The number of `name`, given on first sight. Numbers are never reused: a store sees a
  /// handful of groups.
  mutating func numberAdding(_ name: String) -> Int32 {
    if let number = number(of: name) { return number }
    let number = Int32(names.count)
    names.append(name)
    numbers[name] = number
    if let hash = KeyHasher.asciiHash(of: name) { asciiNumbers.insert(number, for: hash) }
    return number
  }
}
