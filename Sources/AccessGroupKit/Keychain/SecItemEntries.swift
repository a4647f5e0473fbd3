/// The keys and values of one SecItem dictionary, each key once, in the order they were
/// added.
///
/// A request holds a handful of keys, and every step of a call asks for a few of them by
/// name, most of them absent. A flat array answers with a few string comparisons (two equal
/// small strings compare as two machine words), where a `[String: InputValue]` hashed the key
/// with SipHash on every lookup and every insertion. Equality and hashing ignore the order,
/// as a dictionary's do; the order the simulation checks keys in is the sorted one
/// (``SecItemRequest/sortedKeys``), never this one.
struct SecItemEntries: Sequence, Sendable {
  /// One key and its value.
  typealias Element = (key: String, value: InputValue)

  private var elements: [Element]

  /// No entries.
  init() {
    elements = []
  }

  /// The entries of `dictionary`.
  init(_ dictionary: [String: InputValue]) {
    elements = []
    elements.reserveCapacity(dictionary.count)
    for (key, value) in dictionary { elements.append((key, value)) }
  }

  /// Entries whose keys are known to be unique, such as those of a dictionary; the caller
  /// vouches for it, since a repeated key would make lookups see only its first value.
  init(uniqueElements: [Element]) {
    elements = uniqueElements
  }

  /// Room for `capacity` entries, so that adding them one by one allocates once.
  mutating func reserveCapacity(_ capacity: Int) {
    elements.reserveCapacity(capacity)
  }

  /// The number of keys.
  var count: Int { elements.count }

  /// Whether there are no keys.
  var isEmpty: Bool { elements.isEmpty }

  /// The keys, in the order they were added.
  var keys: [String] { elements.map(\.key) }

  /// The value of `key`; setting `nil` removes the key, setting a value replaces the key's
  /// value or adds the key at the end.
  subscript(key: String) -> InputValue? {
    get {
      guard let index = index(of: key) else { return nil }
      return elements[index].value
    }
    set {
      if let index = index(of: key) {
        if let newValue {
          elements[index].value = newValue
        } else {
          elements.remove(at: index)
        }
      } else if let newValue {
        elements.append((key, newValue))
      }
    }
  }

  /// Where `key` is.
  private func index(of key: String) -> Int? {
    for index in elements.indices where elements[index].key == key { return index }
    return nil
  }

  /// Removes every entry whose key satisfies `shouldBeRemoved`.
  mutating func removeAll(where shouldBeRemoved: (String) throws -> Bool) rethrows {
    guard try elements.contains(where: { try shouldBeRemoved($0.key) }) else { return }
    try elements.removeAll { try shouldBeRemoved($0.key) }
  }

  /// Iterates the entries in the order they were added.
  func makeIterator() -> IndexingIterator<[Element]> {
    elements.makeIterator()
  }
}

extension SecItemEntries: Hashable {
  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.elements.allSatisfy { rhs[$0.key] == $0.value }
  }

  func hash(into hasher: inout Hasher) {
    // Independent of the order, as `Dictionary`'s hash is.
    var combined = 0
    for (key, value) in elements {
      var entryHasher = Hasher()
      entryHasher.combine(key)
      entryHasher.combine(value)
      combined ^= entryHasher.finalize()
    }
    hasher.combine(count)
    hasher.combine(combined)
  }
}
