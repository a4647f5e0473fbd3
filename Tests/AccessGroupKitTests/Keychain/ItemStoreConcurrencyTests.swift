import Foundation
import Testing

@testable import AccessGroupKit

/// Thread safety and Sendable conformances.
@Suite("Item store concurrency")
struct ItemStoreConcurrencyTests {
  @Test func sendable() {
    func requireSendable<T: Sendable>(_: T.Type) {}
    requireSendable(ItemStore.self)
    requireSendable(KeychainClient.self)
    requireSendable(SecItemOutcome.self)
    requireSendable(KeychainExplanation.self)
    requireSendable(KeychainClock.self)
    requireSendable(LockState.self)
    requireSendable(StoredItem.self)
    requireSendable(KeychainQuery.self)
    requireSendable(GenericPassword.self)
    requireSendable(KeychainItemReference.self)
    let store = ItemStore()
    #expect(store.itemCount == 0)
  }

  @Test func concurrentMixedCallsKeepInvariants() async throws {
    let store = ItemStore(identifiers: .sequential(seed: 7))
    let clients = (0..<4).map { index in
      store.client(
        for: TestApps.groups(
          applicationIdentifier: "T.app\(index)", keychainAccessGroups: ["T.shared"]),
        name: "app\(index)")
    }
    await withTaskGroup(of: Void.self) { group in
      for (index, client) in clients.enumerated() {
        group.addTask {
          for step in 0..<200 {
            let account = "acct\(step % 10)"
            switch (step + index) % 4 {
            case 0: _ = client.add([K.cls: K.genp, K.acct: account, K.data: Data([UInt8(index)])])
            case 1: _ = client.copyMatching([K.cls: K.genp, K.acct: account, K.rData: true])
            case 2:
              _ = client.update(
                [K.cls: K.genp, K.acct: account], attributesToUpdate: [K.labl: "\(index)"])
            default: _ = client.delete([K.cls: K.genp, K.acct: account])
            }
          }
        }
      }
    }
    #expect(store.callLog.count == 800)
    // Every surviving item is unique per primary key, and the snapshot round-trips.
    let copy = ItemStore()
    try copy.importSnapshot(store.exportSnapshot())
    #expect(copy.itemCount == store.itemCount)
    #expect(store.itemCount <= 20)
    let all = clients[0].copyMatching([K.cls: K.genp, K.limit: K.all, K.rAttrs: true])
    let items = all.result as? [[String: Any]] ?? []
    let accounts = items.compactMap { $0[K.acct] as? String }
    #expect(Set(accounts).count == accounts.count || all.status == .itemNotFound)
  }
}
