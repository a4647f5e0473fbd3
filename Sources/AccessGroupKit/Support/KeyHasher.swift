/// The hash of the package's own tables: the store's index keys, the names of a store's
/// groups, the strings a JSON reader shares.
///
/// Those tables check every candidate in full, so a collision costs a comparison, never a
/// wrong answer; but keys that all collide would make each lookup read every entry, and a
/// scenario or a project is written by whoever wrote the repository. So the hash is the
/// standard library's `Hasher` (SipHash, seeded afresh in every process): keys that collide
/// cannot be written without the seed (the JSON reader's table bounds its probes as well).
/// The resulting number is only a key, which a dictionary hashes again with its own seed.
struct KeyHasher {
  private var hasher = Hasher()

  /// Feeds one small number.
  mutating func combine(_ value: UInt64) { hasher.combine(value) }

  /// Feeds a run of bytes and its length, so that ("ab", "c") and ("a", "bc") differ.
  /// Returns the bytes' words OR-ed together, whose high bits say whether any byte is not
  /// ASCII.
  @discardableResult
  mutating func combine(bytes: UnsafeRawBufferPointer) -> UInt64 {
    hasher.combine(bytes.count)
    hasher.combine(bytes: bytes)
    var combined: UInt64 = 0
    var offset = 0
    while offset + 8 <= bytes.count {
      combined |= bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    while offset < bytes.count {
      combined |= UInt64(bytes[offset])
      offset += 1
    }
    return combined
  }

  /// The hash.
  var value: Int {
    let finished = hasher
    return finished.finalize()
  }

  /// The hash of `name`'s UTF-8 bytes when they are all ASCII, else `nil`.
  ///
  /// Byte hashes agree with `String` equality (canonical equivalence) only between ASCII
  /// names: an ASCII name equals no other ASCII spelling, but it may equal a non-ASCII one
  /// (U+212A KELVIN SIGN equals `K`). So a table found by this hash holds only ASCII names
  /// and leaves every other name to a `String`-keyed one.
  static func asciiHash(of name: String) -> Int? {
    let hash = name.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var hasher = KeyHasher()
      let combined = hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
      return combined & 0x8080_8080_8080_8080 == 0 ? hasher.value : nil
    }
    // A bridged string without contiguous UTF-8 is treated as not ASCII.
    return hash ?? nil
  }
}
