/// Random version-4 UUIDs for new rows, drawn from a fast generator seeded once per store.
///
/// Securityd gives each new row a random UUID (`s3dl_item_make_new_uuid`, `SecDbItem.c`).
/// Foundation's `UUID()` asks the kernel for random bytes on every call on Linux, which costs
/// a large share of an add; a simulated UUID needs to be unique and unpredictable to a test,
/// not cryptographically strong. So each UUID takes two outputs of xoshiro256** (Blackman and
/// Vigna), with the version and variant bits of RFC 9562 set, and the store skips a UUID
/// already in use.
///
/// The system's source is asked once per process, not once per store: a scenario may make a
/// store for each of a hundred thousand devices, and each ask is a system call. Stores take
/// their seeds from SplitMix64 (Steele, Lea and Flood) over that one random value, the
/// seeding xoshiro's authors recommend, so no two stores share a sequence.
struct RandomUUIDGenerator: Sendable {
  private var s0: UInt64
  private var s1: UInt64
  private var s2: UInt64
  private var s3: UInt64

  /// A generator with a seed of its own, from the process's seed sequence.
  init() {
    self.init(seed: Self.seeds.withLock { ($0.next(), $0.next(), $0.next(), $0.next()) })
  }

  /// The process's seed sequence, started at a value from `SystemRandomNumberGenerator`.
  private static let seeds: Locked<SplitMix64> = {
    var system = SystemRandomNumberGenerator()
    return Locked(SplitMix64(seed: system.next()))
  }()

  /// A generator with the given state (not all zero: an all-zero state is replaced).
  init(seed: (UInt64, UInt64, UInt64, UInt64)) {
    (s0, s1, s2, s3) = seed
    if s0 | s1 | s2 | s3 == 0 { s0 = 0x9E37_79B9_7F4A_7C15 }
  }

  /// The next 64 random bits.
  private mutating func nextWord() -> UInt64 {
    let result = rotate(s1 &* 5, 7) &* 9
    let shifted = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= shifted
    s3 = rotate(s3, 45)
    return result
  }

  private func rotate(_ word: UInt64, _ count: UInt64) -> UInt64 {
    (word << count) | (word >> (64 - count))
  }

  /// The next UUID: version 4 (the high nibble of byte 6) and the RFC variant (the top two
  /// bits of byte 8 are `10`); the other 122 bits random.
  mutating func next() -> ItemUUID {
    let high = nextWord() & ~0xF000 | 0x4000
    let low = nextWord() & ~(0xC0 << 56) | (0x80 << 56)
    return ItemUUID(high: high, low: low)
  }
}
