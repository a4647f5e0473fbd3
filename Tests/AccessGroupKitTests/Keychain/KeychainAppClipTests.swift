import Foundation
import Testing

@testable import AccessGroupKit

/// Apple's `secdxctests/KeychainAppClipTests.m` (§8.3).
@Suite("App Clips (KeychainAppClipTests)")
struct KeychainAppClipTests {
  let store = TestApps.store()
  static let clipID = "SKMME9E2Y8.com.example.App.Clip"

  var clip: KeychainClient {
    store.client(
      for: TestApps.groups(applicationIdentifier: Self.clipID, appClip: true), name: "clip")
  }

  var multiGroupClip: KeychainClient {
    store.client(
      for: TestApps.groups(
        applicationIdentifier: Self.clipID, keychainAccessGroups: [TestApps.sharedGroup],
        appClip: true), name: "multi-group clip")
  }

  /// Mirrors `KeychainAppClipTests.testAppclipCanAddItem`.
  @Test func appClipCanAddItem() {
    #expect(clip.add([K.cls: K.genp, K.acct: "a", K.data: Data.utf8("x")]).status == .success)
    let copy = clip.copyMatching([K.cls: K.genp, K.rData: true])
    #expect(copy.status == .success)
    #expect(copy.result as? Data == Data.utf8("x"))
  }

  /// Mirrors `KeychainAppClipTests.testAppClipAddNoSyncAllowed`.
  @Test func appClipAddNoSyncAllowed() {
    let add = clip.add([K.cls: K.genp, K.acct: "a", K.sync: true])
    #expect(add.status == .restrictedAPI)
    #expect(add.explanation?.summary.contains("synchronizable") == true)
    #expect(clip.copyMatching([K.cls: K.genp, K.acct: "a"]).status == .itemNotFound)
  }

  /// Mirrors `KeychainAppClipTests.testAppClipAddNoAgrpsAllowed`.
  @Test func appClipAddNoAgrpsAllowed() {
    let add = multiGroupClip.add([K.cls: K.genp, K.acct: "a"])
    #expect(add.status == .restrictedAPI)
    #expect(add.explanation?.rule.contains("App Clips") == true)
    #expect(store.itemCount == 0)
  }

  /// Mirrors `KeychainAppClipTests.testAppClipCanUpdateItem`.
  @Test func appClipCanUpdateItem() {
    #expect(clip.add([K.cls: K.genp, K.acct: "a", K.svce: "s"]).status == .success)
    let update = clip.update(
      [K.cls: K.genp, K.acct: "a"], attributesToUpdate: [K.data: Data.utf8("y"), K.svce: "t"])
    #expect(update.status == .success)
    #expect(clip.copyMatching([K.cls: K.genp, K.svce: "t"]).status == .success)
  }

  /// Mirrors `KeychainAppClipTests.testAppClipUpdateNoSyncAllowed`.
  @Test func appClipUpdateNoSyncAllowed() {
    #expect(clip.add([K.cls: K.genp, K.acct: "a"]).status == .success)
    let update = clip.update([K.cls: K.genp], attributesToUpdate: [K.sync: true])
    #expect(update.status == .restrictedAPI)
    #expect(clip.copyMatching([K.cls: K.genp, K.sync: true]).status == .itemNotFound)
  }

  /// Mirrors `KeychainAppClipTests.testAppClipUpdateNoAgrpAllowed`.
  @Test func appClipUpdateNoAgrpAllowed() {
    #expect(clip.add([K.cls: K.genp, K.acct: "a"]).status == .success)
    let update = clip.update([K.cls: K.genp], attributesToUpdate: [K.agrp: "F.group"])
    #expect(update.status == .missingEntitlement)
    #expect(clip.copyMatching([K.cls: K.genp, K.agrp: "F.group"]).status == .missingEntitlement)
  }

  /// Mirrors `KeychainAppClipTests.testAppClipCopyMatchingNoAgrpsAllowed`.
  @Test func appClipCopyMatchingNoAgrpsAllowed() {
    let restricted = multiGroupClip.copyMatching([K.cls: K.genp, K.rAttrs: true])
    #expect(restricted.status == .restrictedAPI)
    #expect(restricted.result == nil)
    let plain = clip.copyMatching([K.cls: K.genp, K.rAttrs: true])
    #expect(plain.status == .itemNotFound)
    #expect(plain.result == nil)
  }

  /// Mirrors `KeychainAppClipTests.testAppClipDeleteNoAgrpsAllowed`.
  @Test func appClipDeleteNoAgrpsAllowed() {
    #expect(TestApps.appTwo(store).delete([K.cls: K.genp]).status == .itemNotFound)
    #expect(TestApps.appTwo(store).add([K.cls: K.genp]).status == .success)
    #expect(multiGroupClip.delete([K.cls: K.genp]).status == .restrictedAPI)
    #expect(store.itemCount == 1)
  }

  /// Mirrors `KeychainAppClipTests.testAppClipCanPassAppIDAccessGroup`.
  @Test func appClipCanPassAppIDAccessGroup() {
    let item: [String: Any] = [K.cls: K.genp, K.acct: "a", K.agrp: Self.clipID]
    #expect(clip.add(item).status == .success)
    #expect(clip.copyMatching(item).status == .success)
    #expect(clip.update(item, attributesToUpdate: [K.labl: "l"]).status == .success)
    #expect(clip.delete(item).status == .success)
    #expect(store.itemCount == 0)
  }
}
