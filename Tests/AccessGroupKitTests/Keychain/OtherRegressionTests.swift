import Foundation
import Testing

@testable import AccessGroupKit

/// The other Apple tests of §8.5.
@Suite(
  "Other regressions (secd-01, secd-81, secd-82, SecItemTests, mockaks, secitemfunctionality, CKKS)"
)
struct OtherRegressionTests {
  let store = TestApps.store()
  var app: KeychainClient { TestApps.appOne(store) }

  /// Mirrors `secd-01-items`: adds and finds while locked are -25308, duplicates only show
  /// once unlocked.
  @Test func lockedKeychainRejectsClassAItems() {
    let item: [String: Any] = [
      K.cls: K.inet, K.srvr: "members.spamcop.net", K.acct: "smith", K.data: Data.utf8("pw"),
    ]
    store.lock()
    let locked = app.add(item)
    #expect(locked.status == .interactionNotAllowed)
    #expect(locked.explanation?.summary.contains("ak") == true)
    #expect(locked.explanation?.details.contains { $0.contains("locked") } == true)
    store.unlock()
    #expect(app.add(item).status == .success)
    store.lock()
    #expect(app.add(item).status == .interactionNotAllowed)
    store.unlock()
    #expect(app.add(item).status == .duplicateItem)
    var find = item
    find[K.rData] = true
    #expect(app.copyMatching(find).result as? Data == Data.utf8("pw"))
    store.lock()
    let copy = app.copyMatching(find)
    #expect(copy.status == .interactionNotAllowed)
    #expect(copy.result == nil)
  }

  /// Mirrors `secd-81-item-acl`: an access control without constraints works; with
  /// constraints and sync it is rejected client-side.
  @Test func accessControlItems() {
    let control = KeychainAccessControl(protection: .afterFirstUnlock)
    let item: [String: Any] = [K.cls: K.genp, K.acct: "a", "accc": control, K.sync: false]
    #expect(app.add(item).status == .success)
    let copy = app.copyMatching([K.cls: K.genp, K.rAttrs: true])
    #expect((copy.result as? [String: Any])?["accc"] as? KeychainAccessControl == control)
    #expect((copy.result as? [String: Any])?[K.pdmn] as? String == "ck")
    #expect(app.delete([K.cls: K.genp, K.acct: "a"]).status == .success)
    let constrained = KeychainAccessControl(protection: .whenUnlocked, hasConstraints: true)
    let syncing: [String: Any] = [K.cls: K.genp, K.acct: "b", "accc": constrained, K.sync: true]
    #expect(app.add(syncing).status == .parameter)
    #expect(app.copyMatching([K.cls: K.genp, K.acct: "b", K.sync: true]).status == .itemNotFound)
  }

  /// Mirrors `secd-81-item-acl`: user-presence items with `kSecUseAuthenticationUIFail` are
  /// -25308, with `kSecUseAuthenticationUISkip` they are left out.
  @Test func userPresenceItemsFollowTheAuthenticationUIMode() {
    let control = KeychainAccessControl(
      protection: .whenPasscodeSetThisDeviceOnly, hasConstraints: true)
    #expect(
      app.add([K.cls: K.genp, K.acct: "a", "accc": control, K.sync: false]).status == .success)
    let fail = app.copyMatching([
      K.cls: K.genp, K.acct: "a", "u_AuthUI": "u_AuthUIF", K.rData: true,
    ])
    #expect(fail.status == .interactionNotAllowed)
    #expect(fail.result == nil)
    let skip = app.copyMatching([K.cls: K.genp, K.acct: "a", "u_AuthUI": "u_AuthUIS"])
    #expect(skip.status == .itemNotFound)
    let allowed = app.copyMatching([K.cls: K.genp, K.acct: "a", K.rAttrs: true])
    #expect((allowed.result as? [String: Any])?[K.acct] as? String == "a")
    let delete = app.delete([K.cls: K.genp, K.acct: "a", "u_AuthUI": "u_AuthUIF"])
    #expect(delete.status == .interactionNotAllowed)
    #expect(store.itemCount == 1)
    #expect(app.delete([K.cls: K.genp, "u_AuthUI": "u_AuthUIS"]).status == .parameter)
    #expect(app.delete([K.cls: K.genp, K.acct: "a"]).status == .success)
  }

  /// Mirrors `secd-82-persistent-ref`.
  @Test func synchronizableAnyWithPersistentReferences() throws {
    #expect(app.add([K.cls: K.genp, K.acct: "a", K.sync: true]).status == .success)
    let items = try #require(
      app.copyMatching([
        K.cls: K.genp, K.sync: "syna", K.acct: "a", K.rAttrs: true, K.rPref: true,
        K.limit: K.all,
      ]).result as? [[String: Any]])
    #expect(items.count == 1)
    #expect((items[0][K.pref] as? Data)?.count == 20)
  }

  /// Mirrors `SecItemTests.testAddCollidingGenericPassword` and the update cases after it.
  @Test func collidingGenericPasswordsAndUpdates() {
    #expect(app.add([K.cls: K.genp, K.acct: "one", K.svce: "s"]).status == .success)
    #expect(app.add([K.cls: K.genp, K.acct: "two", K.svce: "s"]).status == .success)
    let duplicate = app.add([K.cls: K.genp, K.acct: "one", K.svce: "s", K.labl: "different"])
    #expect(duplicate.status == .duplicateItem)
    #expect(duplicate.explanation?.details.contains { $0.contains("labl") } == true)
    let query: [String: Any] = [
      K.cls: K.genp, K.acct: "one", K.svce: "s", K.pdmn: "ak",
    ]
    let update = app.update(query, attributesToUpdate: [K.acct: "three", K.svce: "t"])
    #expect(update.status == .success)
    #expect(app.update(query, attributesToUpdate: [K.acct: "four"]).status == .itemNotFound)
  }

  /// Mirrors `SecItemTests.testBadPort`: an empty-string port is accepted on iOS.
  @Test func emptyStringPortIsAccepted() {
    let add = app.add([K.cls: K.inet, K.srvr: "s", "port": "", K.rAttrs: true])
    #expect(add.status == .success)
    #expect((add.result as? [String: Any])?["port"] as? String == "")
  }

  /// Mirrors `mockaksKeychain.testAddDeleteItem`: return keys are ignored by delete.
  @Test func deleteIgnoresReturnKeys() {
    #expect(app.add([K.cls: K.genp, K.acct: "a", K.data: Data.utf8("d")]).status == .success)
    #expect(app.copyMatching([K.cls: K.genp, K.acct: "a", K.rData: true]).status == .success)
    #expect(app.delete([K.cls: K.genp, K.acct: "a", K.rData: true]).status == .success)
    #expect(store.itemCount == 0)
  }

  /// Mirrors `secitemfunctionality CheckItemUpdateAccessGroupGENP`.
  @Test func updateMovesItemBetweenEntitledGroups() {
    let client = store.client(for: TestApps.groups(keychainAccessGroups: ["grp-1", "grp-2"]))
    #expect(client.add([K.cls: K.genp, K.acct: "a", K.agrp: "grp-1"]).status == .success)
    let move = client.update(
      [K.cls: K.genp, K.agrp: "grp-1"], attributesToUpdate: [K.agrp: "grp-2"])
    #expect(move.status == .success)
    #expect(client.copyMatching([K.cls: K.genp, K.agrp: "grp-1"]).status == .itemNotFound)
    let found = client.copyMatching([K.cls: K.genp, K.agrp: "grp-2", K.rAttrs: true])
    #expect((found.result as? [String: Any])?[K.acct] as? String == "a")
  }

  /// Mirrors `CKKSTests+API`: no groups, `clip`, no class and a foreign group.
  @Test func addAndNotifyOnSyncFailures() {
    let bare = store.client(for: TestApps.groups())
    #expect(bare.add([K.cls: K.genp, K.acct: "a"]).status == .missingEntitlement)
    #expect(app.add([K.cls: K.genp, K.acct: "a", "clip": 1]).status == .parameter)
    let noClass = app.add([K.acct: "a"])
    #expect(noClass.status == .parameter)
    #expect(noClass.explanation?.fix?.contains("kSecClass") == true)
    #expect(app.add([K.cls: K.genp, K.agrp: "F.group"]).status == .missingEntitlement)
    #expect(store.itemCount == 0)
  }
}
