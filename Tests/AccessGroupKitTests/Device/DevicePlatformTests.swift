import AccessGroupKit
import Foundation
import Testing

/// Platform rules on simulated devices (§1.9, §9.7).
@Suite("Platforms on a SimulatedDevice")
struct DevicePlatformTests {
  typealias Support = DeviceTestSupport

  @Test func macAppsGetTheTokenGroupAppendedAndCanReadButNotWriteIt() throws {
    let device = Support.device("Mac", platform: .macOS)
    let groups = try device.install(Support.app("MacApp"))
    #expect(groups.groups.last == "com.apple.token")
    let app = try device.client(for: "MacApp")
    let read = try app.copyMatching(Support.query("a", ["agrp": "com.apple.token", "nleg": true]))
    #expect(read.status == .itemNotFound)
    #expect(read.result == nil)
    let write = try app.add(Support.password("a", ["agrp": "com.apple.token", "nleg": true]))
    #expect(write.status == .missingEntitlement)
  }

  @Test func anUnvalidatedMacAppKeepsOnlyKeychainAccessGroups() throws {
    let device = Support.device("Mac", platform: .macOS)
    let groups = try device.install(Support.app("MacApp", entitlementsValidated: false))
    #expect(groups.groups == [Support.sharedGroup, "com.apple.token"])
    let app = try device.client(for: "MacApp")
    let ownID = try app.add(
      Support.password("a", ["agrp": "SKMME9E2Y8.com.example.MacApp", "nleg": true]))
    #expect(ownID.status == .missingEntitlement)
    let shared = try app.add(Support.password("a", ["nleg": true, "r_Attributes": true]))
    #expect(shared.status == .success)
    #expect(Support.group(shared) == Support.sharedGroup)
  }

  @Test func anUnvalidatedMacAppWithOnlyAnAppIDHasNoGroupsAtAll() throws {
    let device = Support.device("Mac", platform: .macOS)
    let groups = try device.install(
      Support.app("MacApp", groups: nil, entitlementsValidated: false))
    #expect(groups.groups.isEmpty)
    let outcome = try device.client(for: "MacApp").copyMatching(
      Support.query("a", ["nleg": true]))
    #expect(outcome.status == .missingEntitlement)
    #expect(outcome.result == nil)
  }

  @Test func catalystAppsAddToTheirAssociatedApplicationIdentifier() throws {
    let device = Support.device("Mac", platform: .macOS)
    let groups = try device.install(
      Support.app(
        "Catalyst", groups: nil,
        extra: [
          "com.apple.developer.associated-application-identifier": .array([
            .string("SKMME9E2Y8.com.example.iOSApp")
          ])
        ], platform: .macCatalyst))
    #expect(
      groups.groups == [
        "SKMME9E2Y8.com.example.iOSApp", "SKMME9E2Y8.com.example.Catalyst", "com.apple.token",
      ])
    let added = try device.client(for: "Catalyst").add(
      Support.password("a", ["r_Attributes": true]))
    #expect(added.status == .success)
    #expect(Support.group(added) == "SKMME9E2Y8.com.example.iOSApp")
  }

  @Test func theSimulatorNeverReportsALockedKeychain() throws {
    let device = Support.device("Simulator", platform: .iOSSimulator)
    try device.install(Support.app("App"))
    let app = try device.client(for: "App")
    #expect(try app.add(Support.password("a")).status == .success)
    device.restart()
    #expect(device.lockState.isLocked)
    #expect(!device.store.lockState.isLocked)
    let found = try app.copyMatching(Support.query("a"))
    #expect(found.status == .success)
    #expect(Support.group(found) == Support.sharedGroup)
    #expect(try app.add(Support.password("b")).status == .success)
    device.unlock()
    #expect(!device.lockState.isLocked)
  }

  @Test func theSimulatorKeepsPasscodeBoundItemsWhenThePasscodeIsRemoved() throws {
    let device = Support.device("Simulator", platform: .iOSSimulator)
    try device.install(Support.app("App"))
    let app = try device.client(for: "App")
    #expect(try app.add(Support.password("p", ["pdmn": "akpu"])).status == .success)
    device.setPasscode(false)
    #expect(!device.lockState.hasPasscode)
    let found = try app.copyMatching(Support.query("p"))
    #expect(found.status == .success)
    #expect(((found.result as? [String: Any])?["pdmn"] as? String) == "akpu")
  }

  @Test func iOSDevicesLockTheirKeychain() throws {
    let device = Support.device()
    try device.install(Support.app("App"))
    device.lock()
    let added = try device.client(for: "App").add(Support.password("a"))
    #expect(added.status == .interactionNotAllowed)
    #expect(added.explanation?.rule == "§4.3")
  }
}

extension DevicePlatformTests {
  /// `KeychainEntitlementsTest.testNoEntitlements` (§8.1) on both platforms.
  @Test(arguments: [(Platform.macOS, KeychainStatus.itemNotFound), (.iOS, .missingEntitlement)])
  func anAppWithoutEntitlementsCanSearchOnlyOnTheMac(
    platform: Platform, copyStatus: KeychainStatus
  ) throws {
    let device = Support.device("device", platform: platform)
    try device.install(SimulatedApp(name: "Bare", entitlements: Entitlements()))
    let app = try device.client(for: "Bare")
    let query: [String: Any] = ["nleg": true, "class": "genp", "labl": "x"]
    let copied = try app.copyMatching(query)
    #expect(copied.status == copyStatus)
    #expect(copied.result == nil)
    #expect(try app.add(query).status == .missingEntitlement)
    #expect(try app.delete(query).status == .missingEntitlement)
  }
}
