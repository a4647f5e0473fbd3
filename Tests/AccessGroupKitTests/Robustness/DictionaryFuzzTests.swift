import AccessGroupKit
import Foundation
import Testing

/// Fuzzes the four SecItem calls through ``KeychainClient``'s dictionary API.
///
/// Each case is a fresh store, six apps (``FuzzApps``) and 20 steps: calls with generated
/// dictionaries and a few lock-state changes. The CI budget is 5,200 cases (about 100,000
/// calls; short cases keep the store, and so each snapshot, small); `ACCESSGROUPKIT_FUZZ_SCALE` multiplies it and `ACCESSGROUPKIT_FUZZ_SEED` re-runs
/// one case. A failing case is minimized and printed as Swift source.
///
/// Keys that are not strings can't be fuzzed here: the dictionary API takes `[String: Any]`,
/// so an `NSDictionary` with an `NSNumber` key can't reach it (bridging it fails, or traps with
/// `as!`, in the caller's code).
@Suite("Dictionary fuzzing")
struct DictionaryFuzzTests {
  static let casesPerShard = 650
  /// The default (not full) budget: see ``FuzzBudget/size(full:quick:)``.
  static let quickCasesPerShard = 65
  static let shards = 8
  static let stepsPerCase = 20

  @Test(arguments: 0..<shards)
  func everyCallReturnsAKnownStatusAndAFailedCallChangesNothing(shard: Int) {
    let budget = FuzzBudget.current
    let perShard = budget.size(full: Self.casesPerShard, quick: Self.quickCasesPerShard)
    let seeds = budget.seeds(perShard * Self.shards, salt: 0xD1C7)
    let mine =
      budget.singleSeed == nil
      ? stride(from: shard, to: seeds.count, by: Self.shards).map { seeds[$0] }
      : (shard == 0 ? seeds : [])
    var calls = 0
    var statuses: [Int32: Int] = [:]
    for seed in mine {
      CrashBreadcrumbs.set(
        shard, "dictionary fuzzing: \(FuzzBudget.rerun(seed, filter: "DictionaryFuzzTests"))")
      let (failure, seen) = DictionaryFuzzer.run(seed: seed, length: Self.stepsPerCase)
      statuses.merge(seen, uniquingKeysWith: +)
      calls += seen.filter { $0.key != DictionaryFuzzer.dictionaryCountKey }.values.reduce(0, +)
      if let failure {
        let small = DictionaryFuzzer.minimize(failure.steps, profile: failure.profile)
        let violation =
          DictionaryFuzzer.firstViolation(small, profile: failure.profile)?.1 ?? failure.violation
        Issue.record(
          """
          dictionary fuzzing case \(FuzzBudget.hex(seed)) (\(failure.profile) profile): \(violation)
          re-run: \(FuzzBudget.rerun(seed, filter: "DictionaryFuzzTests"))
          minimized (\(failure.steps.count) steps → \(small.count)):
          \(small.map(\.description).joined(separator: "\n"))
          """)
        break
      }
    }
    CrashBreadcrumbs.set(shard, "")
    // Every case makes calls, and the calls reach more than the parser.
    #expect(calls >= mine.count * Self.stepsPerCase * 8 / 10)
    // The CI budget: at least 100,000 dictionaries over all shards.
    let dictionaries = statuses[DictionaryFuzzer.dictionaryCountKey, default: 0]
    if budget.singleSeed == nil, budget.isFull, budget.scale >= 1 {
      #expect(dictionaries >= budget.scaled(100_000) / Self.shards)
    }
    if mine.count >= 600 {
      #expect(statuses[KeychainStatus.success.rawValue, default: 0] > calls / 20)
      #expect(statuses[KeychainStatus.duplicateItem.rawValue, default: 0] > 0)
      #expect(statuses[KeychainStatus.itemNotFound.rawValue, default: 0] > 0)
      #expect(statuses[KeychainStatus.missingEntitlement.rawValue, default: 0] > 0)
      #expect(statuses[KeychainStatus.interactionNotAllowed.rawValue, default: 0] > 0)
    }
  }
}
