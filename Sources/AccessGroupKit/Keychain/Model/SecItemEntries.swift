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
  /// One key and its value, with the key's first byte (0 for an empty key), which is
  /// compared before the key itself.
  fileprivate struct Entry: Sendable {
    let key: String
    let firstByte: UInt8
    var value: InputValue
  }

  /// The entries, each key once, in one array: a request is built and freed once per call,
  /// and one buffer costs one allocation where parallel arrays of keys, first bytes and
  /// values cost three. A lookup reads an entry's first byte and key in place and copies no
  /// value it passes over.
  private var entries: [Entry]
  /// The first bytes present, so that most lookups of an absent key (nearly every lookup)
  /// end without visiting an entry.
  private var firstByteSet: FirstByteSet

  /// No entries.
  init() {
    entries = []
    firstByteSet = FirstByteSet()
  }

  /// The entries of `dictionary`.
  init(_ dictionary: [String: InputValue]) {
    self.init()
    reserveCapacity(dictionary.count)
    for (key, value) in dictionary { append(key, value) }
  }

  /// Room for `capacity` entries, so that adding them one by one allocates once.
  mutating func reserveCapacity(_ capacity: Int) {
    entries.reserveCapacity(capacity)
  }

  /// The number of keys.
  var count: Int { entries.count }

  /// Whether there are no keys.
  var isEmpty: Bool { entries.isEmpty }

  /// The keys, in the order they were added.
  var keys: [String] { entries.map(\.key) }

  /// The value of `key`; setting `nil` removes the key, setting a value replaces the key's
  /// value or adds the key at the end.
  subscript(key: String) -> InputValue? {
    get {
      guard let index = index(of: key) else { return nil }
      return entries[index].value
    }
    set {
      if let index = index(of: key) {
        if let newValue {
          entries[index].value = newValue
        } else {
          remove(at: index)
        }
      } else if let newValue {
        append(key, newValue)
      }
    }
  }

  /// Adds an entry whose key the caller knows is not there yet (a repeated key would make
  /// lookups see only its first value).
  ///
  /// The key and value are taken over, not copied: a converted value goes straight into the
  /// buffer.
  mutating func append(uniqueKey key: consuming String, _ value: consuming InputValue) {
    append(key, value)
  }

  private mutating func append(_ key: consuming String, _ value: consuming InputValue) {
    let first = Self.firstByte(key)
    entries.append(Entry(key: key, firstByte: first, value: value))
    firstByteSet.insert(first)
  }

  private mutating func remove(at index: Int) {
    entries.remove(at: index)
    firstByteSet = FirstByteSet()
    for entry in entries { firstByteSet.insert(entry.firstByte) }
  }

  /// Where `key` is.
  ///
  /// Two strings whose first bytes are different ASCII characters are never equal: an ASCII
  /// character is a starter that no canonical decomposition changes, so each string's
  /// normalized form begins with its own first character. Only keys that share the first
  /// byte, or where either first byte is not ASCII, are compared as strings (where canonical
  /// equivalence decides, as `Dictionary` would).
  private func index(of key: String) -> Int? {
    let first = Self.firstByte(key)
    if first < 0x80 {
      guard firstByteSet.mayHold(first) else { return nil }
      for index in entries.indices {
        let candidate = entries[index].firstByte
        if (candidate == first || candidate >= 0x80) && entries[index].key == key {
          return index
        }
      }
      return nil
    }
    return entries.firstIndex { $0.key == key }
  }

  /// The first UTF-8 byte of `key`, 0 when it is empty.
  private static func firstByte(_ key: String) -> UInt8 {
    key.utf8.first ?? 0
  }

  /// Whether some entry satisfies `predicate`.
  func containsEntry(where predicate: (String, InputValue) throws -> Bool) rethrows -> Bool {
    // Through the buffer, each value is lent to the predicate rather than copied out.
    try entries.withUnsafeBufferPointer { entries in
      for index in entries.indices where try predicate(entries[index].key, entries[index].value) {
        return true
      }
      return false
    }
  }

  /// Removes every entry whose key satisfies `shouldBeRemoved`.
  mutating func removeAll(where shouldBeRemoved: (String) throws -> Bool) rethrows {
    guard try entries.contains(where: { try shouldBeRemoved($0.key) }) else { return }
    var index = 0
    while index < entries.count {
      if try shouldBeRemoved(entries[index].key) { remove(at: index) } else { index += 1 }
    }
  }

  /// Iterates the entries in the order they were added.
  func makeIterator() -> Iterator {
    Iterator(entries: entries.makeIterator())
  }

  /// The entries as `(key, value)` pairs, in the order they were added.
  struct Iterator: IteratorProtocol {
    fileprivate var entries: IndexingIterator<[Entry]>

    mutating func next() -> (String, InputValue)? {
      guard let entry = entries.next() else { return nil }
      return (entry.key, entry.value)
    }
  }
}

extension SecItemEntries: Hashable {
  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.allSatisfy { rhs[$0] == $1 }
  }

  func hash(into hasher: inout Hasher) {
    // Independent of the order, as `Dictionary`'s hash is.
    var combined = 0
    for (key, value) in self {
      var entryHasher = Hasher()
      entryHasher.combine(key)
      entryHasher.combine(value)
      combined ^= entryHasher.finalize()
    }
    hasher.combine(count)
    hasher.combine(combined)
  }
}

/// Which first bytes the keys of a ``SecItemEntries`` have: a bit for each ASCII byte, and
/// one flag for any other byte (a key that starts with one may still equal an ASCII key
/// under canonical equivalence, so it must always be compared).
private struct FirstByteSet: Sendable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0
  private var hasOther = false

  mutating func insert(_ byte: UInt8) {
    switch byte {
    case 0..<64: low |= 1 << UInt64(byte)
    case 64..<128: high |= 1 << UInt64(byte - 64)
    default: hasOther = true
    }
  }

  /// Whether a key starting with the ASCII byte `byte` may be present.
  func mayHold(_ byte: UInt8) -> Bool {
    if hasOther { return true }
    return byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte - 64)) != 0
  }
}
