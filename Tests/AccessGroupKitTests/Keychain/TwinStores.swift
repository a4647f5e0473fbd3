import Foundation
import Testing

@testable import AccessGroupKit

/// Two stores populated alike (``TypedSearchTests/populatedStore(profile:)``): a shortcut
/// answers in one, the general path in the other, and a test compares them call by call.
struct TwinStores {
  /// The store the shortcut answers in.
  let fast: ItemStore
  /// The store the general path answers in.
  let general: ItemStore

  /// Two populated stores of `profile`.
  init(profile: BehaviourProfile = .current) {
    fast = TypedSearchTests.populatedStore(profile: profile)
    general = TypedSearchTests.populatedStore(profile: profile)
  }

  /// Does `change` (a lock, an unlock, a passcode change) to both stores.
  func both(_ change: (ItemStore) -> Void) {
    change(fast)
    change(general)
    checkDatabaseInvariants("a change to both stores")
  }

  /// Records an issue when either store's rows and indexes disagree.
  func checkDatabaseInvariants(
    _ described: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    fast.checkDatabaseInvariants(described(), sourceLocation: sourceLocation)
    general.checkDatabaseInvariants(described(), sourceLocation: sourceLocation)
  }

  /// Locks both stores at step 150 of every 300 and unlocks them at step 200, so a run of
  /// random calls meets locked items in stretches.
  func lockInStretches(atStep step: Int) {
    if step % 300 == 150 {
      both { $0.lock() }
    } else if step % 300 == 200 {
      both { $0.unlock() }
    }
  }

  /// Expects the outcomes of one dictionary call on both stores to be the same (status,
  /// result, explanation), and the stores after it: the call logs and, when
  /// `comparingStores`, the snapshots.
  func expectSame(
    _ fastOutcome: SecItemOutcome, _ generalOutcome: SecItemOutcome,
    comparingStores: Bool = true,
    _ described: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      fastOutcome.status == generalOutcome.status, "\(described)", sourceLocation: sourceLocation)
    #expect(
      SnapshotView.canonicalText(fastOutcome.result)
        == SnapshotView.canonicalText(generalOutcome.result), "\(described)",
      sourceLocation: sourceLocation)
    #expect(
      fastOutcome.explanation == generalOutcome.explanation, "\(described)",
      sourceLocation: sourceLocation)
    #expect(fast.callLog == general.callLog, "\(described)", sourceLocation: sourceLocation)
    checkDatabaseInvariants(described, sourceLocation: sourceLocation)
    if comparingStores {
      #expect(
        fast.exportSnapshot() == general.exportSnapshot(), "\(described)",
        sourceLocation: sourceLocation)
    }
  }
}
