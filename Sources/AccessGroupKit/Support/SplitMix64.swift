/// SplitMix64 (Steele, Lea and Flood): a 64-bit counter stepped by the golden ratio and
/// mixed, which spreads one seed over a sequence of unrelated values.
///
/// The same seed gives the same sequence on every platform, which
/// `SystemRandomNumberGenerator` does not: it seeds each store's UUID generator from one
/// system value, and the tests' fuzz cases from one seed each.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator's state; it advances by a fixed odd constant per draw.
  package private(set) var state: UInt64

  /// A generator that starts from `seed`.
  package init(seed: UInt64) { state = seed }

  /// The next 64 bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// The output function: a good 64-bit mixer on its own.
  package static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
