import Foundation
import Testing

@testable import AccessGroupKit

/// The lock-state rules of §4.3.
@Suite("Lock state")
struct LockStateTests {
  let store = TestApps.store()
  var app: KeychainClient { TestApps.appOne(store) }

  @Test func newStoreIsUnlockedWithPasscode() {
    #expect(store.lockState == .unlocked)
    #expect(store.lockState.description == "unlocked, unlocked since boot, passcode set")
    #expect(app.add([K.cls: K.genp, K.acct: "a"]).status == .success)
  }

  @Test func classCItemsNeedTheFirstUnlockAfterRestart() {
    let item: [String: Any] = [K.cls: K.genp, K.acct: "a", K.pdmn: "ck"]
    #expect(app.add(item).status == .success)
    store.lock()
    #expect(app.copyMatching(item).status == .success)
    store.restart()
    let beforeUnlock = app.copyMatching(item)
    #expect(beforeUnlock.status == .interactionNotAllowed)
    #expect(beforeUnlock.explanation?.details.contains { $0.contains("first unlock") } == true)
    store.unlock()
    store.lock()
    #expect(app.copyMatching(item).status == .success)
  }

  @Test func classDItemsAreAlwaysAvailable() {
    let item: [String: Any] = [K.cls: K.genp, K.acct: "a", K.pdmn: "dku"]
    store.restart()
    #expect(app.add(item).status == .success)
    #expect(app.copyMatching(item).status == .success)
    #expect(app.update(item, attributesToUpdate: [K.labl: "l"]).status == .success)
    let copy = app.copyMatching([K.cls: K.genp, K.rAttrs: true])
    #expect((copy.result as? [String: Any])?[K.labl] as? String == "l")
  }

  @Test func passcodeBoundItemsNeedAPasscode() {
    store.setPasscode(false)
    let add = app.add([K.cls: K.genp, K.acct: "a", K.pdmn: "akpu"])
    #expect(add.status == .authFailed)
    #expect(add.explanation?.fix?.contains("passcode") == true)
    store.setPasscode(true)
    #expect(app.add([K.cls: K.genp, K.acct: "a", K.pdmn: "akpu"]).status == .success)
    store.setPasscode(false)
    #expect(store.itemCount == 0)
  }

  @Test func lockingWithoutPasscodeChangesNothing() {
    store.setPasscode(false)
    store.lock()
    #expect(app.add([K.cls: K.genp, K.acct: "a"]).status == .success)
    #expect(app.copyMatching([K.cls: K.genp]).status == .success)
    #expect(store.itemCount == 1)
  }

  @Test func updateOfClassAItemWhileLockedIsInteractionNotAllowed() {
    #expect(app.add([K.cls: K.genp, K.acct: "a"]).status == .success)
    store.lock()
    let before = store.exportSnapshot()
    let update = app.update([K.cls: K.genp], attributesToUpdate: [K.labl: "x"])
    #expect(update.status == .interactionNotAllowed)
    #expect(store.exportSnapshot() == before)
  }

  /// §4.3 and §9.6: a non-synchronizable class A item is deleted while locked; a
  /// synchronizable one needs its tombstone and fails.
  /// `s3dl_query_update` handles the rows in row order and the first error recorded decides,
  /// so an earlier row's -50 (protection `f`) wins over a later locked row's -25308.
  @Test func updateReportsTheFirstFailingRowsErrorAndChangesNothing() {
    #expect(app.add([K.cls: K.genp, K.acct: "x", K.pdmn: "dk"]).status == .success)
    #expect(app.add([K.cls: K.genp, K.acct: "y", K.pdmn: "ak"]).status == .success)
    store.setPasscode(true)
    store.lock()
    let before = store.exportSnapshot()
    let update = app.update([K.cls: K.genp], attributesToUpdate: [K.pdmn: "f"])
    #expect(update.status == .parameter)
    #expect(store.exportSnapshot() == before)
    let locked = app.update([K.cls: K.genp], attributesToUpdate: [K.pdmn: "dku"])
    #expect(locked.status == .interactionNotAllowed)
    #expect(store.exportSnapshot() == before)
  }

  @Test func deleteWhileLockedDependsOnTombstone() {
    #expect(app.add([K.cls: K.genp, K.acct: "plain"]).status == .success)
    #expect(app.add([K.cls: K.genp, K.acct: "synced", K.sync: true]).status == .success)
    store.lock()
    #expect(app.delete([K.cls: K.genp, K.acct: "plain"]).status == .success)
    let synced = app.delete([K.cls: K.genp, K.acct: "synced", K.sync: true])
    #expect(synced.status == .interactionNotAllowed)
    #expect(store.itemCount == 1)
  }

  @Test func untilRebootIsParameterError() {
    let add = app.add([K.cls: K.genp, K.acct: "a", K.pdmn: "f"])
    #expect(add.status == .parameter)
    #expect(store.itemCount == 0)
  }
}
