import Foundation
import Testing

@testable import AccessGroupKit

/// The indexes keep the cost of a call independent of unrelated items.
@Suite("Item database indexes")
struct ItemDatabaseTests {
  func populated() -> ItemStore {
    let store = TestApps.store()
    let one = TestApps.appOne(store)
    let two = TestApps.appTwo(store)
    for index in 0..<300 {
      _ = one.add([K.cls: K.genp, K.acct: "user\(index)", K.svce: "service\(index % 3)"])
      _ = two.add([K.cls: K.genp, K.acct: "user\(index)", K.svce: "service0"])
    }
    return store
  }

  func candidates(
    _ store: ItemStore, groups: [String]?, _ pairs: [KeychainAttribute: KeychainValue]
  )
    -> Int
  {
    store.state.withLock {
      $0.database.candidates(.genericPassword, in: groups, pairs: pairs).count
    }
  }

  @Test func fullPrimaryKeyQueryLooksUpOneRow() {
    let store = populated()
    let pairs: [KeychainAttribute: KeychainValue] = [
      .account: .string("user7"), .service: .string("service1"), .synchronizable: .integer(0),
    ]
    #expect(candidates(store, groups: [TestApps.sharedGroup], pairs) == 1)
    #expect(
      TestApps.appOne(store).copyMatching([K.cls: K.genp, K.acct: "user7", K.svce: "service1"])
        .status == .success)
  }

  @Test func serviceQueryVisitsOnlyThatServiceInTheSearchedGroups() {
    let store = populated()
    let pairs: [KeychainAttribute: KeychainValue] = [.service: .string("service0")]
    #expect(candidates(store, groups: [TestApps.sharedGroup], pairs) == 100)
    #expect(candidates(store, groups: [TestApps.appTwoID], pairs) == 300)
  }

  @Test("With every key colliding, a lookup is offered every row and still finds one")
  func collidingKeysOfferEveryRowAndKeepAnswers() throws {
    let store = populated()
    let account: [String: Any] = [
      K.cls: K.genp, K.acct: "user7", K.svce: "service1", K.rAttrs: true,
    ]
    let before = TestApps.appOne(store).copyMatching(account)
    let snapshot = store.exportSnapshot()
    store.state.withLock { $0.database.makeEveryKeyCollide() }
    let pairs: [KeychainAttribute: KeychainValue] = [
      .account: .string("user7"), .service: .string("service1"), .synchronizable: .integer(0),
    ]
    // Every row of the class in the group, not the one the key names.
    #expect(candidates(store, groups: [TestApps.sharedGroup], pairs) == 300)
    let after = TestApps.appOne(store).copyMatching(account)
    #expect(after.status == .success)
    #expect(SnapshotView.canonicalText(after.result) == SnapshotView.canonicalText(before.result))
    #expect(store.exportSnapshot() == snapshot)
    // An imported snapshot is filed the same way.
    try store.importSnapshot(snapshot)
    #expect(store.state.withLock { $0.database.everyKeyCollides })
    #expect(candidates(store, groups: [TestApps.sharedGroup], pairs) == 300)
    #expect(TestApps.appOne(store).delete([K.cls: K.genp, K.acct: "user7"]).status == .success)
    #expect(TestApps.appOne(store).copyMatching(account).status == .itemNotFound)
    #expect(store.itemCount == 599)
  }

  @Test func groupQueryDoesNotVisitOtherGroups() {
    let store = populated()
    #expect(candidates(store, groups: [TestApps.appTwoID], [:]) == 300)
    #expect(candidates(store, groups: ["nobody"], [:]) == 0)
    #expect(store.itemCount == 600)
  }

  @Test("The invariant check passes a sound store and names a row filed twice")
  func invariantCheckFindsARowFiledTwice() throws {
    let store = populated()
    #expect(store.state.withLock { $0.database.invariantViolations() }.isEmpty)
    store.state.withLock { $0.database.makeEveryKeyCollide() }
    #expect(store.state.withLock { $0.database.invariantViolations() }.isEmpty)
    let violations = try store.state.withLock { state in
      // An insert trusts its caller to have checked the UUID and primary key are free.
      let row = try #require(state.database.orderedRecords.first)
      state.database.insert(row)
      return state.database.invariantViolations()
    }
    #expect(violations.contains { $0.contains("shares its primary key") })
    #expect(violations.contains { $0.contains("is not found by its UUID") })
  }

  @Test("A store of a few items finds what a store with indexes finds, reading the same rows")
  func fewItemsAreScannedWithTheIndexesAnswers() throws {
    let few = TestApps.store()
    let indexed = TestApps.store()
    let rows = ItemDatabase.rowsScannedWithoutIndexes
    for store in [few, indexed] {
      for index in 0..<rows {
        let added = TestApps.appOne(store).add([
          K.cls: K.genp, K.acct: "user\(index)", K.svce: "service\(index % 3)",
          K.agrp: index.isMultiple(of: 2) ? TestApps.sharedGroup : TestApps.appOneID,
        ])
        #expect(added.status == .success)
      }
    }
    // One more item, of another class, which no password query reads.
    #expect(
      TestApps.appTwo(indexed).add([K.cls: K.inet, K.srvr: "example.com"]).status == .success)
    #expect(!few.state.withLock { $0.database.hasIndexes })
    #expect(indexed.state.withLock { $0.database.hasIndexes })

    let queries: [[String: Any]] = [
      [K.cls: K.genp, K.acct: "user4", K.svce: "service1", K.rAttrs: true],
      [K.cls: K.genp, K.svce: "service0", K.limit: K.all, K.rAttrs: true],
      [K.cls: K.genp, K.agrp: TestApps.appOneID, K.limit: K.all, K.rAttrs: true],
      [K.cls: K.genp, K.limit: K.all, K.rAttrs: true],
      [K.cls: K.genp, K.acct: "user9", K.svce: "service0"],
    ]
    for query in queries {
      let before = (few: few.rowsExamined, indexed: indexed.rowsExamined)
      let scanned = TestApps.appOne(few).copyMatching(query)
      let looked = TestApps.appOne(indexed).copyMatching(query)
      #expect(scanned.status == looked.status)
      #expect(
        SnapshotView.canonicalText(scanned.result) == SnapshotView.canonicalText(looked.result))
      #expect(few.rowsExamined - before.few == indexed.rowsExamined - before.indexed)
    }
    let found = TestApps.appOne(few).copyMatching([
      K.cls: K.genp, K.svce: "service0", K.limit: K.all, K.rAttrs: true,
    ])
    #expect(found.status == .success)
    #expect((found.result as? [Any])?.count == 3)

    // A delete through the scan, then the ninth item, which makes the indexes.
    #expect(TestApps.appOne(few).delete([K.cls: K.genp, K.acct: "user4"]).status == .success)
    #expect(few.state.withLock { $0.database.invariantViolations() }.isEmpty)
    for account in ["user4", "user8", "user9"] {
      let added = TestApps.appOne(few).add([K.cls: K.genp, K.acct: account, K.svce: "service1"])
      #expect(added.status == .success)
    }
    #expect(few.state.withLock { $0.database.hasIndexes })
    #expect(few.state.withLock { $0.database.invariantViolations() }.isEmpty)
    let user4 = TestApps.appOne(few).copyMatching([
      K.cls: K.genp, K.acct: "user4", K.svce: "service1",
    ])
    #expect(user4.status == .success)
    #expect(few.itemCount == rows + 2)
  }
}
