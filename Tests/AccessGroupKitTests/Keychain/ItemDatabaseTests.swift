import Foundation
import Testing

@testable import AccessGroupKit

/// The indexes keep the cost of a call independent of unrelated items (issue 3, item 6).
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

  @Test func groupQueryDoesNotVisitOtherGroups() {
    let store = populated()
    #expect(candidates(store, groups: [TestApps.appTwoID], [:]) == 300)
    #expect(candidates(store, groups: ["nobody"], [:]) == 0)
    #expect(store.itemCount == 600)
  }
}
