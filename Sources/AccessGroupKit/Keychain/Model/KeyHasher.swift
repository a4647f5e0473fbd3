/// A fast, unseeded 64-bit hash for the store's own index keys (FxHash's multiply-rotate
/// step over 8-byte words).
///
/// The indexes key on a hash of an attribute's compared form and check every candidate in
/// full, so a collision costs a comparison, never a wrong answer; what they need is speed,
/// and `Hasher` (SipHash) pays for a resistance to chosen collisions they do not need. The
/// resulting number is only a dictionary key, which the dictionary hashes again with its
/// own seed.
struct KeyHasher {
  private var state: UInt64 = 0

  private mutating func mix(_ word: UInt64) {
    state = ((state << 5) | (state >> 59) ^ word) &* 0x51_7CC1_B727_220A_95
  }

  /// Feeds one small number.
  mutating func combine(_ value: UInt64) { mix(value) }

  /// Feeds a run of bytes and its length, so that ("ab", "c") and ("a", "bc") differ.
  /// Returns the bytes' words OR-ed together, whose high bits say whether any byte is not
  /// ASCII.
  @discardableResult
  mutating func combine(bytes: UnsafeRawBufferPointer) -> UInt64 {
    var combined: UInt64 = 0
    mix(UInt64(bytes.count))
    var offset = 0
    while offset + 8 <= bytes.count {
      let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      combined |= word
      mix(word)
      offset += 8
    }
    if offset < bytes.count {
      var tail: UInt64 = 0
      for index in offset..<bytes.count {
        tail = tail << 8 | UInt64(bytes[index])
      }
      combined |= tail
      mix(tail)
    }
    return combined
  }

  /// The hash.
  var value: Int { Int(truncatingIfNeeded: state) }

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
