import Foundation

extension KeychainClock {
  /// A clock that starts at `start` and moves forward by `step` every time it is read, so
  /// each call gets a later date than the one before — deterministic, and able to order
  /// changes made on several devices (see ``CloudKeychainAccount/sync()``). Share one such
  /// clock between devices to give them a common timeline.
  ///
  /// - Parameters:
  ///   - start: The first date.
  ///   - step: How far each read advances, in seconds.
  /// - Returns: The clock.
  public static func ticking(from start: Date, by step: TimeInterval = 1) -> Self {
    let reads = Locked(0)
    return Self {
      let count = reads.withLock { count -> Int in
        defer { count += 1 }
        return count
      }
      return start.addingTimeInterval(step * Double(count))
    }
  }
}
