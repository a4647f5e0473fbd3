import Foundation
import Testing

@testable import AccessGroupKit

/// Searches whose pairs name a whole lookup key go through the key index; they
/// must find exactly the rows the general search finds.
@Suite("Key lookups")
struct KeyLookupTests {
  /// A parsed CopyMatching of random key-shaped pairs: the whole key, or one attribute too
  /// many or too few, with string, data and number spellings.
  static func randomQuery(_ random: inout SplitMix64) throws -> ParsedQuery {
    func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
    let stored = Int.random(in: 0..<4, using: &random)
    var query: [String: Any] = [
      K.cls: K.genp,
      K.acct: pick(["a\(stored)", "a0", "gone"] as [Any] + [Data.utf8("a\(stored)"), 3]),
      // "" with "gone" and sync names the tombstone.
      K.svce: pick(["s\(stored % 2)", "s1", "none", ""] as [Any] + [Data.utf8("s0")]),
      K.agrp: pick([
        TestApps.sharedGroup, TestApps.sharedGroup, TestApps.appOneID,
        TypedSearchTests.foreignGroup,
      ]),
    ]
    switch Int.random(in: 0..<8, using: &random) {
    case 0: query[K.sync] = true
    case 1: query[K.sync] = "syna"
    case 2: query[K.labl] = "l"
    case 3: query[K.acct] = nil
    case 4: query["tomb"] = 1
    case 5: query[K.agrp] = Data.utf8(TestApps.sharedGroup)
    default: break
    }
    return try QueryParser.parse(SecItemDictionary.request(from: query), defaultLimit: 1)
  }

  @Test("A key-shaped search finds through the key index what the general search finds")
  func keyLookupFindsWhatTheGeneralSearchFinds() throws {
    var random = SplitMix64(seed: 0x1DEA)
    let store = TypedSearchTests.populatedStore()
    let groupLists: [[String]] = [
      [TestApps.sharedGroup], [TestApps.appOneID], [TestApps.sharedGroup, TestApps.appOneID],
      [TypedSearchTests.foreignGroup],
    ]
    var answeredByKey = 0
    var found = 0
    for step in 0..<2_000 {
      let query = try Self.randomQuery(&random)
      let groups = groupLists[Int.random(in: 0..<groupLists.count, using: &random)]
      let (byKey, general) = store.state.withLock { state in
        (
          state.recordsByKey(query, groups: groups),
          state.database.search(
            query.itemClass, in: groups, pairs: query.matches, hidingTombstones: true)
        )
      }
      guard let byKey else { continue }
      answeredByKey += 1
      found += byKey.count
      #expect(byKey == general, "step \(step): \(query.matches) in \(groups)")
    }
    #expect(answeredByKey > 300)
    #expect(found > 50)
  }
}
