@testable import AccessGroupKit

/// What fuzz cases draw from the package's SplitMix64: reproducible from one 64-bit seed on
/// every platform.
extension SplitMix64 {
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
