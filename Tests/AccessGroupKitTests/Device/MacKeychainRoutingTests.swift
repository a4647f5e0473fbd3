import AccessGroupKit
import Foundation
import Testing

/// The macOS SecItem shim (§2.10) and the minimal file-based keychain, on a macOS
/// device; `si-34-one-true-keychain` facts first.
@Suite("macOS keychain routing")
struct MacKeychainRoutingTests {
  typealias Support = DeviceTestSupport

  static func mac() throws -> SimulatedDevice {
    let device = Support.device("Mac", platform: .macOS)
    try device.install(Support.app("MacApp"))
    return device
  }

  /// A file-based item `legacy` and a data-protection item `modern`.
  static func macWithBothItems() throws -> (SimulatedDevice, SimulatedAppClient) {
    let device = try mac()
    let app = try device.client(for: "MacApp")
    #expect(try app.add(Support.password("legacy")).status == .success)
    #expect(try app.add(Support.password("modern", ["nleg": true])).status == .success)
    #expect(device.fileBasedItemCount == 1)
    #expect(device.store.itemCount == 1)
    return (device, app)
  }

  @Test(
    arguments: [
      ("legacy", [:], KeychainStatus.success),
      ("legacy", ["sync": "syna"], .success),
      ("legacy", ["nleg": "true"], .itemNotFound),
      ("legacy", ["sync": "true"], .itemNotFound),
      ("modern", [:], .success),
      ("modern", ["nleg": "true"], .success),
      ("modern", ["sync": "syna"], .success),
      ("modern", ["sync": "true"], .itemNotFound),
    ] as [(String, [String: String], KeychainStatus)])
  func oneTrueKeychainQueriesFindWhatSi34Finds(
    account: String, extra: [String: String], status: KeychainStatus
  ) throws {
    let (_, app) = try Self.macWithBothItems()
    var query = Support.query(account)
    for (key, value) in extra { query[key] = value == "syna" ? "syna" : true }
    let found = try app.copyMatching(query)
    #expect(found.status == status)
    #expect(
      ((found.result as? [String: Any])?["acct"] as? String) == (status.isSuccess ? account : nil))
  }

  @Test func aForeignAccessGroupWithoutTheDataProtectionFlagIsSilentlyIgnored() throws {
    let device = try Self.mac()
    let app = try device.client(for: "MacApp")
    let added = try app.add(
      Support.password("a", ["agrp": "FOREIGN123.com.other", "r_Attributes": true]))
    #expect(added.status == .success)
    #expect(Support.group(added) == nil)
    #expect(device.fileBasedItemCount == 1)
    #expect(device.store.itemCount == 0)
    let modern = try app.add(Support.password("b", ["agrp": "FOREIGN123.com.other", "nleg": true]))
    #expect(modern.status == .missingEntitlement)
    #expect(modern.explanation?.rule == "§2.6")
  }

  @Test func aCopyWithAForeignGroupFallsBackToTheFileBasedKeychain() throws {
    let (_, app) = try Self.macWithBothItems()
    let found = try app.copyMatching(Support.query("legacy", ["agrp": "FOREIGN123.com.other"]))
    #expect(found.status == .success)
    #expect(((found.result as? [String: Any])?["acct"] as? String) == "legacy")
  }

  @Test func anAppWithoutEntitlementsUsesTheFileBasedKeychainButNotTheOther() throws {
    let device = Support.device("Mac", platform: .macOS)
    try device.install(SimulatedApp(name: "Unsigned", entitlements: Entitlements()))
    let app = try device.client(for: "Unsigned")
    let legacy = try app.add(Support.password("a", ["r_Data": true]))
    #expect(legacy.status == .success)
    #expect(Support.text(legacy) == "s3cret")
    let modern = try app.add(Support.password("b", ["nleg": true]))
    #expect(modern.status == .missingEntitlement)
    #expect(modern.result == nil)
  }

  @Test func everyNativeAppOnTheMacSeesFileBasedItems() throws {
    let device = try Self.mac()
    try device.install(Support.app("Stranger", groups: ["com.example.unrelated"]))
    #expect(try device.client(for: "MacApp").add(Support.password("a")).status == .success)
    let found = try device.client(for: "Stranger").copyMatching(Support.query("a"))
    #expect(found.status == .success)
    #expect(((found.result as? [String: Any])?["acct"] as? String) == "a")
  }

  @Test func accessibilityIsIgnoredSoALockedMacStillReadsFileBasedItems() throws {
    let device = try Self.mac()
    let app = try device.client(for: "MacApp")
    #expect(try app.add(Support.password("a", ["pdmn": "ak"])).status == .success)
    device.lock()
    let found = try app.copyMatching(Support.query("a", ["r_Data": true]))
    #expect(found.status == .success)
    #expect(((found.result as? [String: Any])?["pdmn"]) == nil)
  }

  @Test func synchronizableAddsGoToTheDataProtectionKeychain() throws {
    let device = try Self.mac()
    let added = try device.client(for: "MacApp").add(
      Support.password("a", ["sync": true, "r_Attributes": true]))
    #expect(added.status == .success)
    #expect(Support.group(added) == Support.sharedGroup)
    #expect(device.store.itemCount == 1)
    #expect(device.fileBasedItemCount == 0)
  }

  @Test func theFileBasedKeychainHasNoAccessGroupsSoGroupsDoNotMakeItemsUnique() throws {
    let device = try Self.mac()
    let app = try device.client(for: "MacApp")
    #expect(try app.add(Support.password("a", ["agrp": Support.sharedGroup])).status == .success)
    let second = try app.add(Support.password("a", ["agrp": "SKMME9E2Y8.com.example.MacApp"]))
    #expect(second.status == .duplicateItem)
    #expect(second.explanation?.rule == "§2.10 (file-based keychain)")
  }

  @Test func returnDataWithMatchLimitAllIsAParameterErrorThere() throws {
    let (_, app) = try Self.macWithBothItems()
    let legacyOnly = try app.copyMatching(
      ["class": "genp", "acct": "legacy", "r_Data": true, "m_Limit": "m_LimitAll", "nleg": false])
    #expect(legacyOnly.status == .parameter)
    #expect(legacyOnly.result == nil)
  }

  @Test func bothKeychainsAnswerOneQueryDataProtectionFirst() throws {
    let (_, app) = try Self.macWithBothItems()
    let found = try app.copyMatching(
      ["class": "genp", "svce": "api", "r_Attributes": true, "m_Limit": "m_LimitAll"])
    #expect(found.status == .success)
    let accounts = (found.result as? [[String: Any]])?.compactMap { $0["acct"] as? String }
    #expect(accounts == ["modern", "legacy"])
  }

  @Test func updateWithReturnKeysSucceedsOnTheMac() throws {
    let (_, app) = try Self.macWithBothItems()
    let updated = try app.update(
      ["class": "genp", "acct": "modern", "nleg": true, "r_Attributes": true],
      attributesToUpdate: ["labl": "changed"])
    #expect(updated.status == .success)
    let found = try app.copyMatching(Support.query("modern", ["nleg": true]))
    #expect(((found.result as? [String: Any])?["labl"] as? String) == "changed")
  }

  @Test func updateAndDeleteReachBothKeychains() throws {
    let (device, app) = try Self.macWithBothItems()
    let updated = try app.update(
      ["class": "genp", "svce": "api"], attributesToUpdate: ["labl": "x"])
    #expect(updated.status == .success)
    let legacy = try app.copyMatching(Support.query("legacy"))
    #expect(((legacy.result as? [String: Any])?["labl"] as? String) == "x")
    let deleted = try app.delete(["class": "genp", "svce": "api"])
    #expect(deleted.status == .success)
    #expect(device.fileBasedItemCount == 0)
    #expect(device.store.itemCount == 0)
    let again = try app.delete(["class": "genp", "svce": "api"])
    #expect(again.status == .itemNotFound)
  }

  @Test func keysWithoutTheDataProtectionFlagAreNotModelled() throws {
    let device = try Self.mac()
    let added = try device.client(for: "MacApp").add(["class": "keys", "atag": "tag"])
    #expect(added.status == .unimplemented)
    #expect(added.explanation?.fix?.contains("kSecUseDataProtectionKeychain") == true)
  }

  @Test func catalystAppsAlwaysUseTheDataProtectionKeychain() throws {
    let device = Support.device("Mac", platform: .macOS)
    try device.install(Support.app("Catalyst", platform: .macCatalyst))
    let added = try device.client(for: "Catalyst").add(
      Support.password("a", ["agrp": "FOREIGN123.com.other"]))
    #expect(added.status == .missingEntitlement)
    #expect(device.fileBasedItemCount == 0)
  }

  @Test func turningTheShimOffKeepsEveryCallOnTheDataProtectionKeychain() throws {
    let device = SimulatedDevice(name: "Mac", platform: .macOS, usesFileBasedKeychain: false)
    try device.install(Support.app("MacApp"))
    let added = try device.client(for: "MacApp").add(
      Support.password("a", ["r_Attributes": true]))
    #expect(added.status == .success)
    #expect(Support.group(added) == Support.sharedGroup)
    #expect(device.fileBasedItemCount == 0)
  }

  @Test func aSharingGroupWithTheDataProtectionFlagOffIsAParameterError() throws {
    let device = try Self.mac()
    let added = try device.client(for: "MacApp").add(
      Support.password("a", ["ggrp": "group", "nleg": false]))
    #expect(added.status == .parameter)
    #expect(added.explanation?.rule == "§2.10")
  }
}
