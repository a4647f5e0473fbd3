import Foundation
import Testing

@testable import AccessGroupKit

/// The call log and forced failures.
@Suite("Item store test aids")
struct ItemStoreMockingTests {
  @Test func callLogRecordsClientCallAndStatus() {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    _ = app.add([K.cls: K.genp])
    _ = app.add([K.cls: K.genp])
    #expect(
      store.callLog == [
        KeychainCallRecord(client: "App One", call: .add, status: .success),
        KeychainCallRecord(client: "App One", call: .add, status: .duplicateItem),
      ])
    #expect(store.callLog[1].description == "App One: SecItemAdd → errSecDuplicateItem (-25299)")
    store.clearCallLog()
    #expect(store.callLog.isEmpty)
  }

  @Test func callLogKeepsOnlyTheMostRecentCalls() {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    #expect(app.add([K.cls: K.genp]).status == .success)
    for _ in 0..<(2 * ItemStore.callLogLimit) {
      _ = app.copyMatching([K.cls: K.genp])
    }
    #expect(app.add([K.cls: K.genp]).status == .duplicateItem)
    let log = store.callLog
    #expect(log.count == ItemStore.callLogLimit)
    #expect(
      log.first == KeychainCallRecord(client: "App One", call: .copyMatching, status: .success))
    #expect(log.last == KeychainCallRecord(client: "App One", call: .add, status: .duplicateItem))
  }

  @Test func failNextForcesStatusesWithoutChangingTheStore() {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    store.failNext(.add, with: .interactionNotAllowed, count: 2)
    let first = app.add([K.cls: K.genp])
    #expect(first.status == .interactionNotAllowed)
    #expect(first.explanation?.rule == "test aid")
    #expect(app.copyMatching([K.cls: K.genp]).status == .itemNotFound)
    #expect(app.add([K.cls: K.genp]).status == .interactionNotAllowed)
    #expect(app.add([K.cls: K.genp]).status == .success)
    store.failNext(nil, with: .notAvailable)
    #expect(app.delete([K.cls: K.genp]).status == .notAvailable)
    #expect(store.itemCount == 1)
  }
}
