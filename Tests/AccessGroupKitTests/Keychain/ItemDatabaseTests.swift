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
}
