import AccessGroupKit
import Foundation

/// A test clock the harness moves forward one second per step, so that creation and
/// modification dates differ between calls and the differential test checks which call
/// stamped which date (`cdat` kept by updates, `mdat` bumped, tombstone dates).
///
/// A clock that never moves would hide those rules, and would also meet a rule neither
/// implementation models: Apple makes a rewritten row's `mdat` at least 1 ms younger than
/// the old one (`SecDbItemMakeAttrYounger`, `SecDbItem.c:1192`), so under a fixed clock a
/// device would report `old mdat + 0.001`.
final class SteppingClock: @unchecked Sendable {
  // `@unchecked`: the one mutable field is only touched under `lock`.
  private let lock = NSLock()
  private var current: Date

  /// Creates a clock reading `start`.
  init(start: Date) { current = start }

  /// The current date.
  var now: Date {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  /// Moves the clock to `date`.
  func set(_ date: Date) {
    lock.lock()
    current = date
    lock.unlock()
  }

  /// A store clock reading this clock.
  var keychainClock: KeychainClock { KeychainClock { [self] in self.now } }
}
