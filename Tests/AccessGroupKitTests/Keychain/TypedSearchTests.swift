import Foundation
import Testing

@testable import AccessGroupKit

/// `items(matching:)` parses a plain typed query without a dictionary; it must give
/// exactly what the dictionary path gives.
@Suite("Typed search")
struct TypedSearchTests {
  static let foreignGroup = "SKMME9E2Y8.com.example.Foreign"

  /// A store with passwords of both classes in three groups, synchronizable ones, a
  /// tombstone and an item of a group App One cannot read.
  static func populatedStore(profile: BehaviourProfile = .current) -> ItemStore {
    let store = TestApps.store(profile: profile)
    let one = TestApps.appOne(store)
    let foreign = store.client(
      for: TestApps.groups(
        applicationIdentifier: "SKMME9E2Y8.com.example.Other", keychainAccessGroups: [foreignGroup])
    )
    for index in 0..<4 {
      #expect(
        one.add([
          K.cls: K.genp, K.acct: "a\(index)", K.svce: "s\(index % 2)",
          K.data: Data.utf8("d\(index)"),
        ]).status == .success)
      #expect(
        one.add([
          K.cls: K.genp, K.acct: "a\(index)", K.svce: "s\(index % 2)", K.sync: true,
          K.agrp: TestApps.appOneID,
        ]).status == .success)
      #expect(
        one.add([K.cls: K.inet, K.acct: "a\(index)", K.srvr: "example.com", "port": index])
          .status == .success)
    }
    #expect(foreign.add([K.cls: K.genp, K.acct: "a0", K.svce: "s0"]).status == .success)
    // A synchronizable item deleted leaves a tombstone.
    #expect(
      one.add([K.cls: K.genp, K.acct: "gone", K.sync: true, K.agrp: TestApps.appOneID]).status
        == .success)
    #expect(
      one.delete([K.cls: K.genp, K.acct: "gone", K.sync: true, K.agrp: TestApps.appOneID])
        .status == .success)
    return store
  }

  static func randomQuery(_ random: inout SplitMix64) -> KeychainQuery {
    func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
    let itemClass = pick([
      ItemClass.genericPassword, .genericPassword, .internetPassword, .identity,
    ])
    var attributes: [KeychainAttribute: KeychainValue] = [:]
    let candidates: [(KeychainAttribute, [KeychainValue])] = [
      (
        .account,
        [.string("a0"), .string("a1"), .data(Data.utf8("a2")), .string("gone"), .integer(3)]
      ),
      (.service, [.string("s0"), .string("s1"), .string("none")]),
      (.server, [.string("example.com")]),
      (.port, [.integer(1), .string("2"), .bool(true)]),
      (.label, [.string("l")]),
      (.generic, [.date(TestApps.fixedDate)]),
      (.accessGroup, [.string(TestApps.sharedGroup)]),
      (.synchronizable, [.bool(true)]),
      (.tombstone, [.integer(1)]),
      (.appClipItem, [.integer(1)]),
      (KeychainAttribute("zzzz"), [.string("x")]),
      (.creationDate, [.date(TestApps.fixedDate), .string("yesterday")]),
    ]
    for (attribute, values) in candidates where Int.random(in: 0..<5, using: &random) == 0 {
      attributes[attribute] = pick(values)
    }
    return KeychainQuery(
      itemClass: itemClass, attributes: attributes,
      accessGroup: pick([nil, nil, TestApps.sharedGroup, TestApps.appOneID, foreignGroup]),
      synchronizable: pick([.no, .no, .yes, .any]),
      limit: pick([.one, .all, .count(2), .count(0), .count(-1)]))
  }

  @Test("A plain typed query parses to what its dictionary parses to; others are left to it")
  func plainParseEqualsTheDictionaryParse() throws {
    var random = SplitMix64(seed: 0x7E5)
    var plain = 0
    for _ in 0..<2_000 {
      let query = Self.randomQuery(&random)
      guard let typed = ParsedQuery(plain: query, returnTypes: KeychainQuery.typedReturnTypes)
      else { continue }
      plain += 1
      let general = try QueryParser.parse(query.searchRequest, defaultLimit: 1)
      #expect(typed.itemClass == general.itemClass)
      #expect(typed.item == general.item)
      #expect(typed.matches == general.matches)
      #expect(typed.synchronizableSpecified == general.synchronizableSpecified)
      #expect(typed.returnTypes == general.returnTypes)
      #expect(typed.limit == general.limit)
      #expect(typed.matchKeys == general.matchKeys)
    }
    #expect(plain > 200)
  }

  /// Runs 1,500 queries from `makeQuery` through `items(matching:)` on one store and through
  /// the dictionary path on another populated alike, both locked at the same steps, and
  /// expects the same status, items, explanation and snapshot. `probe` runs before each
  /// typed call, `check` after it with the typed items (`nil` when the call failed) and a
  /// description of the step.
  ///
  /// - Returns: How many typed calls succeeded and how many failed.
  static func compareWithDictionaryPath(
    seed: UInt64, queries makeQuery: (inout SplitMix64) -> KeychainQuery,
    probe: (KeychainQuery, ItemStore, KeychainClient) -> Void = { _, _, _ in },
    check: ([StoredItem]?, String) -> Void = { _, _ in }
  ) -> (successes: Int, failures: Int) {
    var random = SplitMix64(seed: seed)
    let twins = TwinStores()
    let (typedStore, dictionaryStore) = (twins.fast, twins.general)
    var successes = 0
    var failures = 0
    for step in 0..<1_500 {
      twins.lockInStretches(atStep: step)
      let query = makeQuery(&random)
      let typedApp = TestApps.appOne(typedStore)
      let dictionaryApp = TestApps.appOne(dictionaryStore)
      probe(query, typedStore, typedApp)
      let typed = Result { () throws(KeychainError) in try typedApp.items(matching: query) }
      let outcome = dictionaryStore.perform(
        .copyMatching(query.searchRequest, wantsResult: true), client: dictionaryApp,
        fastPaths: false)
      let described = "step \(step): \(query)"
      switch typed {
      case .success(let items):
        successes += 1
        #expect(outcome.status == .success, "\(described)")
        #expect(items == outcome.items, "\(described)")
        check(items, described)
      case .failure(let error):
        failures += 1
        #expect(error.status == outcome.status, "\(described)")
        #expect(error.explanation == outcome.explanation, "\(described)")
        #expect(outcome.items.isEmpty, "\(described)")
        check(nil, described)
      }
      #expect(typedStore.exportSnapshot() == dictionaryStore.exportSnapshot(), "\(described)")
      twins.checkDatabaseInvariants(described)
    }
    return (successes, failures)
  }

  @Test("Typed and dictionary searches give the same status, items, explanation and store")
  func typedSearchEqualsTheDictionaryPath() {
    let (successes, failures) = Self.compareWithDictionaryPath(
      seed: 0xFA57, queries: Self.randomQuery)
    #expect(successes > 50)
    #expect(failures > 100)
  }

  /// A query naming a whole public primary key, or nearly: the shape the key index answers.
  static func randomKeyQuery(_ random: inout SplitMix64) -> KeychainQuery {
    func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
    var attributes: [KeychainAttribute: KeychainValue]
    let itemClass = pick([ItemClass.genericPassword, .genericPassword, .internetPassword])
    let stored = Int.random(in: 0..<4, using: &random)
    if itemClass == .genericPassword, Int.random(in: 0..<4, using: &random) != 0 {
      // The key of a stored item, as a string or as bytes.
      attributes = [
        .account: pick([.string("a\(stored)"), .data(Data.utf8("a\(stored)"))]),
        .service: pick([.string("s\(stored % 2)"), .data(Data.utf8("s\(stored % 2)"))]),
      ]
    } else if itemClass == .genericPassword {
      attributes = [
        .account: pick([.string("a0"), .string("gone"), .integer(3)]),
        .service: pick([.string("s1"), .string("none")]),
      ]
    } else {
      attributes = [
        .account: pick([.string("a0"), .string("a1"), .string("a2")]),
        .server: pick([.string("example.com"), .string("other.example")]),
        .port: pick([.integer(0), .integer(1), .string("2")]),
        .securityDomain: .string(""), .protocol: pick([.integer(0), .integer(1)]),
        .authenticationType: .string(""), .path: .string(""),
      ]
    }
    // Now and then one attribute too many or too few: the general path's business.
    switch Int.random(in: 0..<8, using: &random) {
    case 0: attributes[.label] = .string("l")
    case 1: attributes[.account] = nil
    default: break
    }
    return KeychainQuery(
      itemClass: itemClass, attributes: attributes,
      accessGroup: pick([
        TestApps.sharedGroup, TestApps.sharedGroup, TestApps.appOneID, foreignGroup, nil,
      ]),
      synchronizable: pick([.no, .no, .yes, .any]),
      limit: pick([.one, .all, .count(2), .count(0), .count(-1)]))
  }

  @Test("A lookup by the whole public primary key answers as the dictionary path does")
  func keyLookupEqualsTheDictionaryPath() {
    var answeredByKey = 0
    var byKey: [StoredItem]?
    let (successes, _) = Self.compareWithDictionaryPath(
      seed: 0x4B3F, queries: Self.randomKeyQuery,
      probe: { query, typedStore, typedApp in
        // Whether the key index answers, asked of a copy of the state so the store is
        // untouched.
        let context = CallContext(client: typedApp, profile: .current, now: Date())
        byKey = typedStore.state.withLock { state in
          var copy = state
          return copy.records(byKey: query, context: context)?.map {
            StoredItem(record: $0, forAdd: false)
          }
        }
        if byKey != nil { answeredByKey += 1 }
      },
      check: { items, described in
        if let items {
          if let byKey { #expect(byKey == items, "\(described)") }
        } else {
          #expect(byKey == nil, "\(described)")
        }
      })
    #expect(answeredByKey > 100)
    #expect(successes > answeredByKey)
  }
}
