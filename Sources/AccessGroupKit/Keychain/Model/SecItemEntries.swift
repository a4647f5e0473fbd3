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
  /// The keys, each once; `values[i]` is the value of `keys[i]`. Two arrays rather than one
  /// of pairs, so that a lookup reads only keys and copies no value it passes over.
  ///
  /// The first byte of each key is compared before the key: it is free to read, and the set
  /// of first bytes present answers most lookups of absent keys.
  private(set) var keys: [String]
  /// The first byte of each key (0 for an empty key), compared before the key itself.
  private var firstBytes: [UInt8]
  /// The first bytes present, so that most lookups of an absent key (nearly every lookup)
  /// end without visiting a key.
  private var firstByteSet: FirstByteSet
  private var values: [InputValue]

  /// No entries.
  init() {
    keys = []
    firstBytes = []
    firstByteSet = FirstByteSet([])
    values = []
  }

  /// The entries of `dictionary`.
  init(_ dictionary: [String: InputValue]) {
    self.init(uniqueKeys: Array(dictionary.keys), values: Array(dictionary.values))
  }

  /// Entries whose keys are known to be unique, such as those of a dictionary; the caller
  /// vouches for it, since a repeated key would make lookups see only its first value.
  init(uniqueKeys keys: [String], values: [InputValue]) {
    self.keys = keys
    let firstBytes = keys.map(Self.firstByte)
    self.firstBytes = firstBytes
    self.firstByteSet = FirstByteSet(firstBytes)
    self.values = values
  }

  /// Room for `capacity` entries, so that adding them one by one allocates once.
  mutating func reserveCapacity(_ capacity: Int) {
    keys.reserveCapacity(capacity)
    firstBytes.reserveCapacity(capacity)
    values.reserveCapacity(capacity)
  }

  /// The number of keys.
  var count: Int { keys.count }

  /// Whether there are no keys.
  var isEmpty: Bool { keys.isEmpty }

  /// The value of `key`; setting `nil` removes the key, setting a value replaces the key's
  /// value or adds the key at the end.
  subscript(key: String) -> InputValue? {
    get {
      guard let index = index(of: key) else { return nil }
      return values[index]
    }
    set {
      if let index = index(of: key) {
        if let newValue {
          values[index] = newValue
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
  mutating func append(uniqueKey key: String, _ value: InputValue) {
    append(key, value)
  }

  private mutating func append(_ key: String, _ value: InputValue) {
    let first = Self.firstByte(key)
    keys.append(key)
    firstBytes.append(first)
    firstByteSet.insert(first)
    values.append(value)
  }

  private mutating func remove(at index: Int) {
    keys.remove(at: index)
    firstBytes.remove(at: index)
    firstByteSet = FirstByteSet(firstBytes)
    values.remove(at: index)
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
      for index in firstBytes.indices {
        let candidate = firstBytes[index]
        if (candidate == first || candidate >= 0x80) && keys[index] == key { return index }
      }
      return nil
    }
    return keys.firstIndex(of: key)
  }

  /// The first UTF-8 byte of `key`, 0 when it is empty.
  private static func firstByte(_ key: String) -> UInt8 {
    key.utf8.first ?? 0
  }

  /// Whether some entry satisfies `predicate`.
  func containsEntry(where predicate: (String, InputValue) throws -> Bool) rethrows -> Bool {
    // Through the buffer, each value is lent to the predicate rather than copied out.
    try values.withUnsafeBufferPointer { values in
      for index in values.indices where try predicate(keys[index], values[index]) {
        return true
      }
      return false
    }
  }

  /// Removes every entry whose key satisfies `shouldBeRemoved`.
  mutating func removeAll(where shouldBeRemoved: (String) throws -> Bool) rethrows {
    guard try keys.contains(where: shouldBeRemoved) else { return }
    var index = 0
    while index < keys.count {
      if try shouldBeRemoved(keys[index]) { remove(at: index) } else { index += 1 }
    }
  }

  /// Iterates the entries in the order they were added.
  func makeIterator() -> Zip2Sequence<[String], [InputValue]>.Iterator {
    zip(keys, values).makeIterator()
  }
}

extension SecItemEntries: Hashable {
  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return zip(lhs.keys, lhs.values).allSatisfy { rhs[$0] == $1 }
  }

  func hash(into hasher: inout Hasher) {
    // Independent of the order, as `Dictionary`'s hash is.
    var combined = 0
    for (key, value) in zip(keys, values) {
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

  init(_ bytes: [UInt8]) {
    for byte in bytes { insert(byte) }
  }

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
