import Foundation
import Testing

@testable import AccessGroupKit

/// The engine visits a request's keys in the order they are stored and visits them again in
/// sorted order only to name a failure (§9.12). These tests hold that fast path to the
/// sorted visit: a request whose keys are stored sorted takes exactly the sorted visit, so
/// the same request stored in any other order must give the same status, result,
/// explanation and store.
@Suite("Request key order")
struct RequestKeyOrderTests {
  /// Random dictionaries (plausible and hostile, from the fuzzer's generator) for every
  /// call, each run on two identical stores: stored sorted on one, shuffled on the other.
  @Test(
    "A request gives the same status, result, explanation and store whatever order its keys are stored in",
    arguments: 0..<4)
  func keyOrderChangesNothing(shard: Int) {
    var checkedFailures = 0
    var checkedSuccesses = 0
    for index in 0..<60 {
      let seed = SplitMix64.caseSeed(campaign: 0x6b65_796f_7264_6572, index: shard * 60 + index)
      var generator = DictionaryGenerator(seed: seed)
      var shuffler = SplitMix64(seed: seed ^ 0x5eed)
      let sortedStore = FuzzApps.store()
      let shuffledStore = FuzzApps.store()
      for step in 0..<24 {
        let app = generator.random.below(FuzzApps.entitlements.count)
        let groups = FuzzApps.groups(app)
        let entries = generator.dictionary(for: groups.groups, hostility: 40)
        let changes = generator.changes(for: groups.groups, hostility: 40)
        let query = SecItemDictionary.request(from: entries.dictionary)
        let update = SecItemDictionary.request(from: changes.dictionary)
        let operations: (sorted: SecItemOperation, shuffled: SecItemOperation)
        switch generator.random.below(4) {
        case 0:
          operations = (
            .add(Self.sorted(query), wantsResult: true),
            .add(Self.shuffled(query, &shuffler), wantsResult: true)
          )
        case 1:
          operations = (
            .copyMatching(Self.sorted(query), wantsResult: true),
            .copyMatching(Self.shuffled(query, &shuffler), wantsResult: true)
          )
        case 2:
          operations = (
            .update(Self.sorted(query), changes: Self.sorted(update)),
            .update(Self.shuffled(query, &shuffler), changes: Self.shuffled(update, &shuffler))
          )
        default:
          operations = (.delete(Self.sorted(query)), .delete(Self.shuffled(query, &shuffler)))
        }
        let sorted = sortedStore.perform(
          operations.sorted, client: sortedStore.client(for: groups), fastPaths: false)
        let shuffled = shuffledStore.perform(
          operations.shuffled, client: shuffledStore.client(for: groups), fastPaths: false)
        let context = "seed \(seed) step \(step): \(entries.source)"
        #expect(shuffled.status == sorted.status, "\(context)")
        #expect(shuffled.explanation == sorted.explanation, "\(context)")
        #expect(
          shuffled.result(in: .values).map(SnapshotView.canonicalText)
            == sorted.result(in: .values).map(SnapshotView.canonicalText), "\(context)")
        #expect(shuffledStore.exportSnapshot() == sortedStore.exportSnapshot(), "\(context)")
        if sorted.status == .success { checkedSuccesses += 1 } else { checkedFailures += 1 }
        if let result = sorted.result(in: .values) { generator.harvest(result) }
      }
    }
    // Both paths were exercised: parses that succeed and parses that fail.
    #expect(checkedSuccesses > 40)
    #expect(checkedFailures > 40)
  }

  /// A failing dictionary with several offending keys names the first offender in sorted
  /// order, whichever order it is stored in.
  @Test("A dictionary with several bad keys reports the first in sorted order, in any order")
  func severalBadKeysReportTheFirstSorted() {
    let entries: [(String, InputValue)] = [
      ("class", .string("genp")), ("zzzz", .string("x")), ("acct", .string("a")),
      ("r_Data", .integer(1)), ("m_Limit", .bool(true)), ("bogus", .string("y")),
      ("crtr", .date(Date(timeIntervalSinceReferenceDate: 0))),
    ]
    let store = FuzzApps.store()
    let client = store.client(for: FuzzApps.groups(0))
    var random = SplitMix64(seed: 42)
    var explanations: Set<KeychainExplanation?> = []
    var statuses: Set<KeychainStatus> = []
    for _ in 0..<20 {
      var order = entries
      order.shuffle(using: &random)
      var request = SecItemEntries()
      for (key, value) in order { request.append(uniqueKey: key, value) }
      let outcome = store.perform(
        .copyMatching(SecItemRequest(entries: request), wantsResult: true), client: client,
        fastPaths: false)
      statuses.insert(outcome.status)
      explanations.insert(outcome.explanation)
      #expect(outcome.result(in: .values) == nil)
    }
    // "bogus" sorts before "crtr", "m_Limit", "r_Data" and "zzzz".
    #expect(statuses == [.parameter])
    #expect(explanations.count == 1)
    #expect(explanations.first??.summary == "\"bogus\" is not a key securityd understands.")
  }

  /// The request with the same entries, stored in sorted key order.
  static func sorted(_ request: SecItemRequest) -> SecItemRequest {
    var entries = SecItemEntries()
    for key in request.sortedKeys {
      if let value = request.entries[key] { entries.append(uniqueKey: key, value) }
    }
    return SecItemRequest(entries: entries)
  }

  /// The request with the same entries, stored in a random order.
  static func shuffled(_ request: SecItemRequest, _ random: inout SplitMix64) -> SecItemRequest {
    var entries = SecItemEntries()
    for key in request.entries.keys.shuffled(using: &random) {
      if let value = request.entries[key] { entries.append(uniqueKey: key, value) }
    }
    return SecItemRequest(entries: entries)
  }
}
