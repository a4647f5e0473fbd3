/// A small seeded pseudo-random generator (Steele, Lea and Flood's SplitMix64).
///
/// Fuzz cases are reproducible from one 64-bit seed: the same seed gives the same sequence on
/// every platform, which `SystemRandomNumberGenerator` does not.
struct SplitMix64: RandomNumberGenerator {
  /// The generator's state; it advances by a fixed odd constant per draw.
  private(set) var state: UInt64

  /// Creates a generator that starts from `seed`.
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// The SplitMix64 output function: a good 64-bit mixer on its own, used to derive the seed
  /// of case `index` from a campaign seed.
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The seed of the `index`th case of a campaign started from `seed`.
  static func caseSeed(campaign seed: UInt64, index: Int) -> UInt64 {
    mix(seed ^ mix(UInt64(truncatingIfNeeded: index) &+ 0x5EED))
  }

  /// A value in `0..<bound` (`bound` > 0).
  mutating func below(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &self) }

  /// `true` with probability `percent` / 100.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  /// One element of a non-empty array.
  mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }

  /// `count` random bytes.
  mutating func bytes(_ count: Int) -> [UInt8] {
    (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) }
  }
}
