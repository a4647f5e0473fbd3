import AccessGroupKit
import Foundation
import Testing

@testable import AccessGroupKitTestSupport

/// The atomicity property: after every failing call the store's snapshot
/// (`ItemStore.exportSnapshot()`) is byte-identical to the snapshot before the call, and the
/// item count is unchanged. The same holds for the reference model (its whole value).
@Suite("Atomicity property")
struct AtomicityPropertyTests {
  static let seeds: [UInt64] = [0xA70_0001, 0xA70_0002, 0xA70_0003]
  static let steps = 480
  /// Steps per fresh store in the store test.
  static let storeSteps = 120

  @Test(arguments: seeds)
  func failingStoreCallsLeaveTheSnapshotUnchanged(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var failingCalls = 0
    // Small stores (fresh ones every `storeSteps` steps) keep each export cheap; the snapshot
    // of the state before a call is the one taken after the previous state change.
    for episode in 0..<(Self.steps / Self.storeSteps) {
      let family = RandomAppFamily(using: &random, profile: .current)
      var store = StoreUnderTest(
        family: family, profile: .current, now: DifferentialRun.now, seed: seed)
      var generator = OperationGenerator(family: family)
      var current = store.fingerprint
      for step in 0..<Self.storeSteps {
        let operation = generator.next(using: &random)
        let count = store.itemCount
        let outcome = store.perform(operation)
        let after = store.fingerprint
        guard let outcome, outcome.status != .success else {
          current = after
          continue
        }
        failingCalls += 1
        if after != current || store.itemCount != count {
          Issue.record(
            """
            seed \(seed), episode \(episode), step \(step): a failing call changed the store
            call: \(operation.description)
            outcome: \(outcome.description)
            items: \(count) → \(store.itemCount)
            """)
          return
        }
      }
    }
    #expect(failingCalls > 60, "seed \(seed): only \(failingCalls) failing calls")
  }

  @Test(arguments: seeds)
  func failingReferenceCallsLeaveTheModelUnchanged(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let family = RandomAppFamily(using: &random, profile: .current)
    var reference = ReferenceUnderTest(
      family: family, profile: .current, now: DifferentialRun.now, seed: seed)
    var generator = OperationGenerator(family: family)
    var failingCalls = 0
    for step in 0..<Self.steps {
      let operation = generator.next(using: &random)
      let before = reference.keychain
      guard let outcome = reference.perform(operation), outcome.status != .success else {
        continue
      }
      failingCalls += 1
      if reference.keychain != before {
        Issue.record(
          "seed \(seed), step \(step): \(operation.description) → \(outcome.description) changed the model"
        )
        return
      }
    }
    #expect(failingCalls > 60, "seed \(seed): only \(failingCalls) failing calls")
  }
}
