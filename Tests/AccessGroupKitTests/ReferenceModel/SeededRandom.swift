@testable import AccessGroupKit

/// The property tests' generator: SplitMix64, deterministic for a seed on every platform, so
/// a failing property test can be replayed from the seed it prints.
typealias SeededRandom = SplitMix64
