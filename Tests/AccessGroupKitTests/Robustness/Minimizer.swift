/// Delta debugging (Zeller's ddmin): shrinks a failing list of parts to a smaller list that
/// still fails, removing chunks of halving size until no single part can go.
///
/// The parts are dictionary entries, calls of a run, or byte ranges of a file; `stillFails`
/// replays a candidate and says whether the same failure happens.
enum Minimizer {
  /// The smallest failing sublist found, keeping the parts' order.
  ///
  /// - Parameters:
  ///   - parts: A failing input.
  ///   - budget: The most replays to try.
  ///   - stillFails: Whether a candidate still fails.
  static func minimize<Part>(
    _ parts: [Part], budget: Int = 2_000, stillFails: ([Part]) -> Bool
  ) -> [Part] {
    var current = parts
    var chunks = 2
    var replays = 0
    while current.count >= 1, replays < budget {
      let size = max(1, (current.count + chunks - 1) / chunks)
      var reduced = false
      var start = 0
      while start < current.count, replays < budget {
        var candidate = current
        candidate.removeSubrange(start..<min(start + size, current.count))
        replays += 1
        if stillFails(candidate) {
          current = candidate
          reduced = true
          chunks = max(chunks - 1, 2)
        } else {
          start += size
        }
      }
      if !reduced {
        if size == 1 { break }
        chunks = min(chunks * 2, current.count)
      }
    }
    return current
  }

  /// Shrinks a byte string: first whole ranges (ddmin over bytes), bounded for long inputs by
  /// starting from 64 chunks.
  static func minimize(
    bytes: [UInt8], budget: Int = 4_000, stillFails: ([UInt8]) -> Bool
  )
    -> [UInt8]
  {
    minimize(bytes, budget: budget, stillFails: stillFails)
  }
}
