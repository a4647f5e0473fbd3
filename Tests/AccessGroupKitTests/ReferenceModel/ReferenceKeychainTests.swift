import AccessGroupKit
import Foundation
import Testing

@testable import AccessGroupKitTestSupport

/// Spot checks of the reference model against Apple's own test cases (the
/// `si-*` keychain tests of Security), so that a differential failure is not simply a broken reference.
@Suite("ReferenceKeychain")
struct ReferenceKeychainTests {
  static let now = Date(timeIntervalSinceReferenceDate: 790_000_000)

  static func groups(
    _ names: [String], appID: String? = nil, clip: Bool = false
  )
    -> ResolvedAccessGroups
  {
    ResolvedAccessGroups(
      entries: names.map { ResolvedAccessGroup(name: $0, source: .system) },
      applicationIdentifier: appID, isAppClip: clip)
  }

  static func keychain() -> ReferenceKeychain {
    ReferenceKeychain(now: now, identifiers: ReferenceIdentifiers(seed: 0))
  }

  @Test func addWithoutAccessGroupUsesFirstGroupAndReturnsAttributes() {
    var keychain = Self.keychain()
    let app = Self.groups(["T.one", "T.two"])
    let outcome = keychain.add(
      ["class": "genp", "acct": "alice", "v_Data": Data([1]), "r_Attributes": true], by: app)
    #expect(outcome.status == .success)
    let attributes = outcome.result as? [String: Any]
    #expect(attributes?["agrp"] as? String == "T.one")
    #expect(attributes?["svce"] as? String == "")
    #expect(attributes?["pdmn"] as? String == "ak")
    #expect(attributes?["tomb"] == nil)
    #expect(attributes?["class"] == nil)
  }

  @Test func explicitForeignGroupIsMissingEntitlementInAllFourCalls() {
    var keychain = Self.keychain()
    let app = Self.groups(["T.one"])
    let query: [String: Any] = ["class": "genp", "acct": "a", "agrp": "F.other"]
    #expect(keychain.add(query, by: app).status == .missingEntitlement)
    #expect(keychain.copyMatching(query, by: app).status == .missingEntitlement)
    #expect(keychain.update(query, changes: ["labl": "x"], by: app).status == .missingEntitlement)
    #expect(keychain.delete(query, by: app).status == .missingEntitlement)
    #expect(keychain.items.isEmpty)
  }

  @Test func implicitQueryDoesNotSeeForeignItems() {
    var keychain = Self.keychain()
    let owner = Self.groups(["F.other"])
    let app = Self.groups(["T.one"])
    #expect(keychain.add(["class": "genp", "acct": "a"], by: owner).status == .success)
    let outcome = keychain.copyMatching(["class": "genp", "r_Attributes": true], by: app)
    #expect(outcome.status == .itemNotFound)
    #expect(outcome.result == nil)
    #expect(keychain.delete(["class": "genp"], by: app).status == .itemNotFound)
    #expect(keychain.items.count == 1)
  }

  @Test func stringAndDataWithTheSameBytesCollide() {
    var keychain = Self.keychain()
    let app = Self.groups(["T.one"])
    #expect(keychain.add(["class": "genp", "acct": "alice"], by: app).status == .success)
    let again = keychain.add(["class": "genp", "acct": Data("alice".utf8)], by: app)
    #expect(again.status == .duplicateItem)
    #expect(again.result == nil)
  }

  @Test func addWhileLockedFailsBeforeTheDuplicateCheck() {
    var keychain = Self.keychain()
    let app = Self.groups(["T.one"])
    #expect(keychain.add(["class": "inet", "srvr": "a"], by: app).status == .success)
    keychain.lock()
    #expect(keychain.add(["class": "inet", "srvr": "a"], by: app).status == .interactionNotAllowed)
    #expect(keychain.copyMatching(["class": "inet"], by: app).status == .interactionNotAllowed)
    keychain.unlock()
    #expect(keychain.add(["class": "inet", "srvr": "a"], by: app).status == .duplicateItem)
  }

  @Test func limitAllWithDataReturnsAnArrayOfData() {
    var keychain = Self.keychain()
    let app = Self.groups(["T.one"])
    _ = keychain.add(["class": "genp", "svce": "s", "v_Data": Data([7])], by: app)
    let outcome = keychain.copyMatching(
      ["class": "genp", "m_Limit": "m_LimitAll", "r_Data": true], by: app)
    #expect(outcome.status == .success)
    #expect(outcome.result as? [Data] == [Data([7])])
  }

  @Test func updateWithReturnKeysIsParameterErrorAndDeleteIgnoresThem() {
    var keychain = Self.keychain()
    let app = Self.groups(["T.one"])
    _ = keychain.add(["class": "genp", "acct": "a"], by: app)
    let update = keychain.update(
      ["class": "genp", "r_Attributes": true], changes: ["labl": "x"], by: app)
    #expect(update.status == .parameter)
    let delete = keychain.delete(["class": "genp", "r_Attributes": true], by: app)
    #expect(delete.status == .success)
    #expect(keychain.items.isEmpty)
  }

  @Test func persistentReferenceFindsTheItemWithoutAClass() {
    var keychain = Self.keychain()
    let app = Self.groups(["T.one"])
    let added = keychain.add(["class": "genp", "acct": "a", "r_PersistentRef": true], by: app)
    let reference = added.result as? Data
    #expect(reference?.count == 20)
    let found = keychain.copyMatching(
      ["v_PersistentRef": reference ?? Data(), "r_Attributes": true], by: app)
    #expect(found.status == .success)
    #expect((found.result as? [String: Any])?["acct"] as? String == "a")
  }

  @Test func appClipWithSeveralGroupsIsRestricted() {
    var keychain = Self.keychain()
    let clip = Self.groups(["T.shared", "T.clip"], appID: "T.clip", clip: true)
    let outcome = keychain.add(["class": "genp", "acct": "a"], by: clip)
    #expect(outcome.status == .restrictedAPI)
    #expect(outcome.result == nil)
  }

  /// si-78-query-attrs.
  @Test func dataAndPersistentReferenceForAllMatchesIsAnArrayOfDictionaries() {
    var keychain = Self.keychain()
    let app = Self.groups(["T.one"])
    _ = keychain.add(["class": "genp", "svce": "s", "v_Data": Data([1])], by: app)
    let outcome = keychain.copyMatching(
      [
        "class": "genp", "svce": "s", "m_Limit": "m_LimitAll", "r_Data": true,
        "r_PersistentRef": true,
      ], by: app)
    #expect(outcome.status == .success)
    let rows = outcome.result as? [[String: Any]]
    #expect(rows?.count == 1)
    #expect(rows?.first?["v_Data"] as? Data == Data([1]))
    #expect((rows?.first?["v_PersistentRef"] as? Data)?.count == 20)
  }

  /// si-80-empty-data.
  @Test func itemWithoutDataHasNoValueDataInItsDictionary() {
    var keychain = Self.keychain()
    let app = Self.groups(["T.one"])
    #expect(keychain.add(["class": "genp", "svce": "s", "acct": "a"], by: app).status == .success)
    let outcome = keychain.copyMatching(
      ["class": "genp", "m_Limit": "m_LimitAll", "r_Data": true, "r_Attributes": true], by: app)
    #expect(outcome.status == .success)
    let row = (outcome.result as? [[String: Any]])?.first
    #expect(row?["v_Data"] == nil)
    #expect(row?["svce"] as? String == "s")
  }

  /// si-12-item-stress (tombstones).
  @Test func deletingWithTombstonesLeavesOneThatAnAddReplaces() {
    var keychain = Self.keychain()
    let app = Self.groups(["T.one"])
    _ = keychain.add(["class": "genp", "acct": "a", "sync": true], by: app)
    #expect(
      keychain.delete(["class": "genp", "sync": true, "u_Tomb": true], by: app).status == .success)
    let tombstone = keychain.copyMatching(["class": "genp", "sync": true, "tomb": 1], by: app)
    #expect(tombstone.status == .success)
    #expect(keychain.add(["class": "genp", "acct": "a", "sync": true], by: app).status == .success)
    let live = keychain.copyMatching(
      ["class": "genp", "sync": true, "m_Limit": "m_LimitAll", "r_Attributes": true], by: app)
    #expect((live.result as? [[String: Any]])?.count == 1)
    #expect(keychain.items.count == 1)
  }

  /// testNotAllowedToPassInternalAttributes and testBadTypeInParams.
  @Test func internalAndMistypedAttributesAreParameterErrors() {
    var keychain = Self.keychain()
    let app = Self.groups(["T.one"])
    let clip: [String: Any] = ["class": "genp", "acct": "a", "clip": 1]
    #expect(keychain.add(clip, by: app).status == .parameter)
    #expect(keychain.copyMatching(clip, by: app).status == .parameter)
    #expect(keychain.update(["class": "genp"], changes: ["clip": 1], by: app).status == .parameter)
    #expect(keychain.delete(clip, by: app).status == .parameter)
    let outcome = keychain.add(["class": "genp", "accc": "string"], by: app)
    #expect(outcome.status == .parameter)
    #expect(outcome.result == nil)
  }

  /// secitemfunctionality CheckItemUpdateAccessGroupGENP and si-10 (update to an existing key).
  @Test func updateMovesBetweenEntitledGroupsAndRefusesDuplicates() {
    var keychain = Self.keychain()
    let app = Self.groups(["grp-1", "grp-2"])
    _ = keychain.add(["class": "genp", "acct": "a", "agrp": "grp-1"], by: app)
    let moved = keychain.update(
      ["class": "genp", "agrp": "grp-1"], changes: ["agrp": "grp-2"], by: app)
    #expect(moved.status == .success)
    #expect(
      keychain.copyMatching(["class": "genp", "agrp": "grp-1"], by: app).status == .itemNotFound)
    _ = keychain.add(["class": "genp", "acct": "b", "agrp": "grp-2"], by: app)
    let duplicate = keychain.update(
      ["class": "genp", "acct": "b"], changes: ["acct": "a"], by: app)
    #expect(duplicate.status == .duplicateItem)
    #expect(keychain.items.count == 2)
  }

  /// KeychainAppClipTests testAppClipAddNoSyncAllowed.
  @Test func appClipCannotAddSynchronizableItems() {
    var keychain = Self.keychain()
    let clip = Self.groups(["T.clip"], appID: "T.clip", clip: true)
    let outcome = keychain.add(["class": "genp", "acct": "a", "sync": true], by: clip)
    #expect(outcome.status == .restrictedAPI)
    #expect(keychain.copyMatching(["class": "genp"], by: clip).status == .itemNotFound)
  }

  @Test(arguments: [(Int64(-1), 3), (Int64(-3), 1), (Int64(2), 2), (Int64(0), 0)])
  func aNumberLimitIsReadAsSecuritydReadsItAndTheStoreAgrees(limit: Int64, count: Int) {
    var keychain = Self.keychain()
    let groups = Self.groups(["T.one"])
    let store = ItemStore()
    let app = store.client(for: groups, name: "App")
    for account in ["a", "b", "c"] {
      #expect(keychain.add(["class": "genp", "acct": account], by: groups).status == .success)
      #expect(app.add(["class": "genp", "acct": account]).status == .success)
    }
    let query: [String: Any] = [
      "class": "genp", "m_Limit": NSNumber(value: limit), "r_Attributes": true,
    ]
    let reference = keychain.copyMatching(query, by: groups)
    let simulated = app.copyMatching(query)
    #expect(reference.status == (count == 0 ? .itemNotFound : .success))
    #expect(simulated.status == reference.status)
    #expect((reference.result as? [Any])?.count == (count == 0 ? nil : count))
    #expect((simulated.result as? [Any])?.count == (reference.result as? [Any])?.count)
  }
}
