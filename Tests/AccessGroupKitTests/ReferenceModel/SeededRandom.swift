/// A SplitMix64 generator: deterministic for a seed on every platform, so a failing property
/// test can be replayed from the seed it prints.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator.
  ///
  /// - Parameter seed: The seed.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// True with probability `percent`/100.
  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }

  /// A random element of a non-empty array.
  mutating func pick<T>(_ values: [T]) -> T {
    values[Int.random(in: 0..<values.count, using: &self)]
  }
}
