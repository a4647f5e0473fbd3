import Dispatch

/// Monotonic wall-clock timing in nanoseconds.
enum Stopwatch {
  /// Nanoseconds on a monotonic clock.
  static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// Runs `body` once and returns the seconds it took.
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = now()
    try body()
    return Double(now() - start) / 1e9
  }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
