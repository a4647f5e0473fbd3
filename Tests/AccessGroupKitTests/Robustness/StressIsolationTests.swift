import AccessGroupKit
import Foundation
import Testing

/// Stress and isolation: many apps with random entitlements, random lock
/// steps, and after every call the invariants of ``StressRun``.
///
/// The CI budget is 1,700 runs of 60 steps (about 100,000 calls); each run starts from an
/// empty store so snapshots stay small and a failure replays quickly by seed.
@Suite("Stress and isolation")
struct StressIsolationTests {
  static let shards = 4
  static let runs = 1_700
  /// The default (not full) budget: see ``FuzzBudget/size(full:quick:)``. 50 runs a shard,
  /// the fewest for which the status mix below is checked.
  static let quickRuns = 200
  static let stepsPerRun = 60

  @Test(arguments: 0..<shards)
  func noAppSeesChangesOrLearnsAboutItemsOutsideItsGroups(shard: Int) {
    let budget = FuzzBudget.current
    let seeds = budget.seeds(budget.size(full: Self.runs, quick: Self.quickRuns), salt: 0x57E5)
    let mine =
      budget.singleSeed == nil
      ? stride(from: shard, to: seeds.count, by: Self.shards).map { seeds[$0] }
      : (shard == 0 ? seeds : [])
    var calls = 0
    var statuses: [Int32: Int] = [:]
    for seed in mine {
      CrashBreadcrumbs.set(
        2 + shard % 2, "stress: \(FuzzBudget.rerun(seed, filter: "StressIsolationTests"))")
      var run = StressRun(seed: seed)
      let violation = run.run(steps: Self.stepsPerRun)
      calls += run.calls
      statuses.merge(run.statuses, uniquingKeysWith: +)
      if let violation {
        Issue.record(
          """
          stress run \(FuzzBudget.hex(seed)): \(violation)
          re-run: \(FuzzBudget.rerun(seed, filter: "StressIsolationTests"))
          """)
        break
      }
    }
    CrashBreadcrumbs.set(2 + shard % 2, "")
    #expect(calls >= mine.count * Self.stepsPerRun * 9 / 10)
    if mine.count >= 50 {
      #expect(statuses[KeychainStatus.success.rawValue, default: 0] > calls / 12)
      #expect(statuses[KeychainStatus.duplicateItem.rawValue, default: 0] > 0)
      #expect(statuses[KeychainStatus.missingEntitlement.rawValue, default: 0] > 0)
    }
  }
}
