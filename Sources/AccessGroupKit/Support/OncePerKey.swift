import Foundation

/// Values computed at most once per key, however many threads ask for one at the same time:
/// the first to ask computes it while the others wait for that value instead of computing
/// their own. Different keys are computed in parallel.
///
/// A file that thousands of targets share, evaluated on several threads, is still read and
/// parsed once.
final class OncePerKey<Key: Hashable, Value> {
  /// One key's value, behind its own lock so computing it holds no other key up.
  private final class Slot {
    let lock = NSLock()
    var value: Value?
  }

  private let slots = Locked<[Key: Slot]>([:])
  private let computations = Locked(0)

  /// How many values were computed: one per key asked for.
  var computedCount: Int { computations.withLock { $0 } }

  /// Creates an empty set of values.
  init() {}

  /// The value for `key`, computed by `compute` on first use.
  func value(for key: Key, _ compute: () -> Value) -> Value {
    let slot = slots.withLock { slots in
      if let slot = slots[key] { return slot }
      let slot = Slot()
      slots[key] = slot
      return slot
    }
    slot.lock.lock()
    defer { slot.lock.unlock() }
    if let value = slot.value { return value }
    let value = compute()
    slot.value = value
    computations.withLock { $0 += 1 }
    return value
  }
}

// The slots' table is behind `Locked`, and each slot's value is read and written only while
// its own lock is held, so threads never touch the same state at once. Values are handed
// out to several threads, so they are `Sendable` themselves.
extension OncePerKey: @unchecked Sendable where Key: Sendable, Value: Sendable {}
