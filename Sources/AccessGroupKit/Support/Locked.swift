import Foundation

/// A value behind an `NSLock`: the only way to reach the value is ``withLock(_:)``.
///
/// `NSLock` is used rather than `Synchronization.Mutex`, which needs macOS 15 / iOS 18.
final class Locked<Value> {
  private let lock = NSLock()
  private var value: Value

  /// Wraps `value`.
  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

// Every access to `value` goes through `withLock`, which holds `lock` for the whole
// access, so no two threads ever touch `value` at the same time.
extension Locked: @unchecked Sendable {}
