import AccessGroupKit
import Foundation
import Testing

/// `secdxctests/KeychainAppClipTests.m` (§8.3) on a simulated device, one test per
/// Apple test, plus the clip's lifecycle (`SecItemDb.c`).
@Suite("App Clips on a SimulatedDevice")
struct DeviceAppClipTests {
  typealias Support = DeviceTestSupport
  static let clipID = "SKMME9E2Y8.com.example.App.Clip"
  static let foreign = "SKMME9E2Y8.com.example.foreign"

  /// A device with an App Clip `Clip` (app ID only, or with keychain groups) and a regular
  /// app `App` entitled to the clip's group and more.
  static func device(multiGroup: Bool = false) throws -> SimulatedDevice {
    let device = Support.device()
    var clip: [String: PropertyListValue] = [
      "com.apple.developer.on-demand-install-capable": .bool(true),
      "com.apple.developer.parent-application-identifiers": .array([
        .string("SKMME9E2Y8.com.example.App")
      ]),
    ]
    if multiGroup {
      clip["keychain-access-groups"] = .array([.string(clipID), .string(foreign)])
    }
    try device.install(
      SimulatedApp(
        name: "Clip", entitlements: Entitlements(dictionary: clip),
        identity: SigningIdentity(teamID: Support.team, bundleID: "com.example.App.Clip")))
    return device
  }

  static func clipPassword(_ extra: [String: Any] = [:]) -> [String: Any] {
    Support.password("clip", extra)
  }

  @Test func testAppclipCanAddItem() throws {
    let clip = try Self.device().client(for: "Clip")
    #expect(try clip.add(Self.clipPassword()).status == .success)
    let found = try clip.copyMatching(Support.query("clip"))
    #expect(found.status == .success)
    #expect(Support.group(found) == Self.clipID)
  }

  @Test func testAppClipAddNoSyncAllowed() throws {
    let clip = try Self.device().client(for: "Clip")
    let added = try clip.add(Self.clipPassword(["sync": true]))
    #expect(added.status == .restrictedAPI)
    #expect(added.explanation?.rule == "§2.2 (App Clips)")
    let found = try clip.copyMatching(Support.query("clip", ["sync": true]))
    #expect(found.status == .itemNotFound)
    #expect(found.result == nil)
  }

  @Test func testAppClipAddNoAgrpsAllowed() throws {
    let device = try Self.device(multiGroup: true)
    let added = try device.client(for: "Clip").add(Self.clipPassword())
    #expect(added.status == .restrictedAPI)
    #expect(device.store.itemCount == 0)
  }

  @Test func testAppClipCanUpdateItem() throws {
    let clip = try Self.device().client(for: "Clip")
    #expect(try clip.add(Self.clipPassword()).status == .success)
    let updated = try clip.update(
      ["class": "genp", "acct": "clip"],
      attributesToUpdate: ["v_Data": Data("new".utf8), "svce": "other"])
    #expect(updated.status == .success)
    let found = try clip.copyMatching(["class": "genp", "svce": "other", "r_Data": true])
    #expect(found.status == .success)
    #expect(Support.text(found) == "new")
  }

  @Test func testAppClipUpdateNoSyncAllowed() throws {
    let clip = try Self.device().client(for: "Clip")
    #expect(try clip.add(Self.clipPassword()).status == .success)
    let updated = try clip.update(
      ["class": "genp", "acct": "clip"], attributesToUpdate: ["sync": true])
    #expect(updated.status == .restrictedAPI)
    #expect(updated.result == nil)
  }

  @Test func testAppClipUpdateNoAgrpAllowed() throws {
    let clip = try Self.device().client(for: "Clip")
    #expect(try clip.add(Self.clipPassword()).status == .success)
    let updated = try clip.update(
      ["class": "genp", "acct": "clip"], attributesToUpdate: ["agrp": Self.foreign])
    #expect(updated.status == .missingEntitlement)
    let found = try clip.copyMatching(Support.query("clip", ["agrp": Self.foreign]))
    #expect(found.status == .missingEntitlement)
    #expect(found.result == nil)
  }

  @Test func testAppClipCopyMatchingNoAgrpsAllowed() throws {
    let multi = try Self.device(multiGroup: true).client(for: "Clip")
    let refused = try multi.copyMatching(Support.query("clip"))
    #expect(refused.status == .restrictedAPI)
    #expect(refused.result == nil)
    let single = try Self.device().client(for: "Clip")
    let missing = try single.copyMatching(Support.query("clip"))
    #expect(missing.status == .itemNotFound)
    #expect(missing.result == nil)
  }

  @Test func testAppClipDeleteNoAgrpsAllowed() throws {
    let device = try Self.device(multiGroup: true)
    try device.install(Support.app("Regular", groups: ["com.example.regular"]))
    let regular = try device.client(for: "Regular").delete(["class": "genp", "acct": "clip"])
    #expect(regular.status == .itemNotFound)
    let clip = try device.client(for: "Clip").delete(["class": "genp", "acct": "clip"])
    #expect(clip.status == .restrictedAPI)
    #expect(clip.result == nil)
  }

  @Test func testAppClipCanPassAppIDAccessGroup() throws {
    let clip = try Self.device().client(for: "Clip")
    let explicit: [String: Any] = ["agrp": Self.clipID]
    let added = try clip.add(Self.clipPassword(explicit.merging(["r_Attributes": true]) { $1 }))
    #expect(added.status == .success)
    #expect(Support.group(added) == Self.clipID)
    #expect(try clip.copyMatching(Support.query("clip", explicit)).status == .success)
    let updated = try clip.update(
      ["class": "genp", "acct": "clip", "agrp": Self.clipID], attributesToUpdate: ["labl": "x"])
    #expect(updated.status == .success)
    let deleted = try clip.delete(["class": "genp", "acct": "clip", "agrp": Self.clipID])
    #expect(deleted.status == .success)
    #expect(deleted.result == nil)
  }

  @Test func uninstallingAnAppClipDeletesItsOwnItems() throws {
    let device = try Self.device()
    #expect(try device.client(for: "Clip").add(Self.clipPassword()).status == .success)
    try device.install(Support.app("Other", bundleID: "com.example.Other", groups: nil))
    #expect(try device.client(for: "Other").add(Support.password("other")).status == .success)
    try device.uninstall("Clip")
    #expect(device.store.itemCount == 1)
    try device.reinstall("Clip")
    let found = try device.client(for: "Clip").copyMatching(Support.query("clip"))
    #expect(found.status == .itemNotFound)
    #expect(found.result == nil)
  }

  @Test func installingTheFullAppPromotesTheClipsItemsAndReplacesTheClip() throws {
    let device = try Self.device()
    #expect(try device.client(for: "Clip").add(Self.clipPassword()).status == .success)
    try device.install(Support.app("App", groups: nil))
    #expect(!device.isInstalled("Clip"))
    let found = try device.client(for: "App").copyMatching(Support.query("clip"))
    #expect(found.status == .success)
    #expect(Support.group(found) == "SKMME9E2Y8.com.example.App")
    #expect((found.result as? [String: Any])?["clip"] == nil)
    #expect(device.store.itemCount == 1)
  }
}
