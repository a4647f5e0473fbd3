import AccessGroupKit
import Foundation
import Testing

@Suite("SimulatedDevice")
struct SimulatedDeviceTests {
  typealias Support = DeviceTestSupport

  @Test func installedAppsGetTheirResolvedGroupsWithVariablesExpanded() throws {
    let device = Support.device()
    let groups = try device.install(Support.app("App"))
    #expect(groups.groups == [Support.sharedGroup, "SKMME9E2Y8.com.example.App"])
    let outcome = try device.client(for: "App").add(
      Support.password("alice", ["r_Attributes": true]))
    #expect(outcome.status == .success)
    #expect(Support.group(outcome) == Support.sharedGroup)
    #expect(device.installedApps == ["App"])
  }

  @Test func appsInstallFromAnEntitlementsFileWithBuildSettings() throws {
    let url = try #require(
      Bundle.module.url(
        forResource: "Fixtures/Corpus/Ranchero-Software__NetNewsWire/"
          + "iOS__Resources__NetNewsWire.entitlements", withExtension: nil))
    let app = try SimulatedApp(
      name: "NetNewsWire", entitlementsFile: url,
      identity: SigningIdentity(teamID: "M8L2WTLA8W", bundleID: "com.ranchero.NetNewsWire.iOS"),
      buildSettings: BuildSettings([
        "ORGANIZATION_IDENTIFIER": "com.ranchero", "BUNDLE_ID_SUFFIX": "",
        "APP_GROUP_ID": "group.$(ORGANIZATION_IDENTIFIER).NetNewsWire.iOS",
      ]))
    let device = Support.device()
    let groups = try device.install(app)
    #expect(groups.defaultGroup == "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS")
    let outcome = try device.client(for: "NetNewsWire").add(
      Support.password("alice", ["r_Attributes": true]))
    #expect(outcome.status == .success)
    #expect(Support.group(outcome) == "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS")
  }

  @Test func anUnloadableEntitlementsFileIsATypedErrorNamingTheApp() {
    let url = URL(fileURLWithPath: "/nonexistent/App.entitlements")
    #expect {
      _ = try SimulatedApp(name: "App", entitlementsFile: url)
    } throws: { error in
      guard case .unloadableEntitlements(let app, _)? = error as? SimulatedDeviceError else {
        return false
      }
      return app == "App" && "\(error)".contains("App.entitlements")
    }
  }

  @Test func anUnexpandableVariableIsATypedError() {
    let device = Support.device()
    let app = SimulatedApp(
      name: "App",
      entitlements: Entitlements(dictionary: [
        "keychain-access-groups": .array([.string("$(UNDEFINED_SETTING)")])
      ]))
    #expect(throws: SimulatedDeviceError.self) { try device.install(app) }
    #expect(device.installedApps.isEmpty)
    #expect(device.store.itemCount == 0)
  }

  @Test func uninstallKeepsTheItemsAndReinstallSeesThemAgain() throws {
    let device = Support.device()
    try device.install(Support.app("App"))
    let client = try device.client(for: "App")
    #expect(try client.add(Support.password()).status == .success)
    try device.uninstall("App")
    #expect(device.store.itemCount == 1)
    #expect(!device.isInstalled("App"))
    try device.reinstall("App")
    let found = try client.copyMatching(Support.query())
    #expect(found.status == .success)
    #expect(Support.group(found) == Support.sharedGroup)
  }

  @Test func anotherAppOfTheGroupStillSeesItemsOfAnUninstalledApp() throws {
    let device = Support.device()
    try device.install(Support.app("App"))
    try device.install(Support.app("Widget"))
    #expect(try device.client(for: "App").add(Support.password()).status == .success)
    try device.uninstall("App")
    let found = try device.client(for: "Widget").copyMatching(Support.query())
    #expect(found.status == .success)
    #expect(Support.group(found) == Support.sharedGroup)
  }

  @Test func callsByAnUninstalledAppThrowInsteadOfReturningAStatus() throws {
    let device = Support.device()
    try device.install(Support.app("App"))
    let client = try device.client(for: "App")
    try device.uninstall("App")
    #expect(throws: SimulatedDeviceError.appNotInstalled(app: "App", device: "iPhone")) {
      try client.add(Support.password())
    }
    #expect(throws: SimulatedDeviceError.appNotInstalled(app: "App", device: "iPhone")) {
      try client.copyMatching(Support.query())
    }
    #expect(throws: SimulatedDeviceError.appNotInstalled(app: "App", device: "iPhone")) {
      try device.uninstall("App")
    }
    #expect(device.store.itemCount == 0)
    #expect(device.store.callLog.isEmpty)
  }

  @Test func unknownAppsAreTypedErrors() {
    let device = Support.device()
    #expect(throws: SimulatedDeviceError.unknownApp(app: "Ghost", device: "iPhone")) {
      try device.client(for: "Ghost")
    }
    #expect(throws: SimulatedDeviceError.unknownApp(app: "Ghost", device: "iPhone")) {
      try device.reinstall("Ghost")
    }
    #expect(device.installedApps.isEmpty)
  }

  @Test func installingAgainUpdatesTheAppsEntitlements() throws {
    let device = Support.device()
    try device.install(Support.app("App", groups: nil))
    let client = try device.client(for: "App")
    let before = try client.add(Support.password("a", ["agrp": Support.sharedGroup]))
    #expect(before.status == .missingEntitlement)
    try device.install(Support.app("App"))
    let after = try client.add(
      Support.password("a", ["agrp": Support.sharedGroup, "r_Attributes": true]))
    #expect(after.status == .success)
    #expect(Support.group(after) == Support.sharedGroup)
  }

  @Test func transferMakesItemsUnderTheOldPrefixUnreachable() throws {
    let device = Support.device()
    try device.install(
      Support.app(
        "App",
        extra: [
          "com.apple.security.application-groups": .array([.string("group.com.example")])
        ]))
    let client = try device.client(for: "App")
    #expect(try client.add(Support.password("old")).status == .success)
    #expect(
      try client.add(Support.password("appgroup", ["agrp": "group.com.example"])).status
        == .success)
    let groups = try device.transfer("App", toTeam: Support.otherTeam)
    #expect(
      groups.groups == [
        "NEWTEAM123.com.example.shared", "NEWTEAM123.com.example.App", "group.com.example",
      ])
    let implicit = try client.copyMatching(Support.query("old"))
    #expect(implicit.status == .itemNotFound)
    #expect(implicit.result == nil)
    let explicit = try client.copyMatching(Support.query("old", ["agrp": Support.sharedGroup]))
    #expect(explicit.status == .missingEntitlement)
    let appGroup = try client.copyMatching(Support.query("appgroup", ["agrp": "group.com.example"]))
    #expect(appGroup.status == .success)
    #expect(Support.group(appGroup) == "group.com.example")
  }

  @Test func transferRewritesALiteralOldPrefix() throws {
    let device = Support.device()
    let app = SimulatedApp(
      name: "App",
      entitlements: Entitlements(dictionary: [
        "keychain-access-groups": .array([.string(Support.sharedGroup)]),
        "application-identifier": .string("SKMME9E2Y8.com.example.App"),
      ]))
    try device.install(app)
    let groups = try device.transfer("App", toTeam: Support.otherTeam)
    #expect(groups.groups == ["NEWTEAM123.com.example.shared", "NEWTEAM123.com.example.App"])
    let added = try device.client(for: "App").add(Support.password("a", ["r_Attributes": true]))
    #expect(added.status == .success)
    #expect(Support.group(added) == "NEWTEAM123.com.example.shared")
  }

  @Test func transferringAnUninstalledAppIsATypedError() throws {
    let device = Support.device()
    try device.install(Support.app("App"))
    try device.uninstall("App")
    #expect(throws: SimulatedDeviceError.appNotInstalled(app: "App", device: "iPhone")) {
      try device.transfer("App", toTeam: Support.otherTeam)
    }
    #expect(try device.accessGroups(for: "App").defaultGroup == Support.sharedGroup)
  }

  @Test func anIOSAppCannotBeInstalledOnAMac() {
    let device = Support.device("Mac", platform: .macOS)
    #expect {
      try device.install(Support.app("App", platform: .iOS))
    } throws: { error in
      guard case .platformMismatch(let app, .iOS, "Mac", .macOS)? = error as? SimulatedDeviceError
      else { return false }
      return app == "App"
    }
    #expect(device.installedApps.isEmpty)
  }

  @Test func lockAndRestartDelegateToTheStore() throws {
    let device = Support.device()
    try device.install(Support.app("App"))
    let client = try device.client(for: "App")
    #expect(try client.add(Support.password("a")).status == .success)
    #expect(
      try client.add(Support.password("c", ["pdmn": "ck"])).status == .success)
    device.lock()
    #expect(device.lockState.isLocked)
    #expect(try client.copyMatching(Support.query("a")).status == .interactionNotAllowed)
    let classC = try client.copyMatching(Support.query("c"))
    #expect(classC.status == .success)
    #expect(Support.group(classC) == Support.sharedGroup)
    device.restart()
    let beforeUnlock = try client.copyMatching(Support.query("c"))
    #expect(beforeUnlock.status == .interactionNotAllowed)
    #expect(beforeUnlock.result == nil)
    device.unlock()
    #expect(try client.copyMatching(Support.query("a")).status == .success)
  }

  @Test func removingThePasscodeDeletesPasscodeBoundItems() throws {
    let device = Support.device()
    try device.install(Support.app("App"))
    let client = try device.client(for: "App")
    #expect(try client.add(Support.password("p", ["pdmn": "akpu"])).status == .success)
    device.setPasscode(false)
    #expect(!device.lockState.hasPasscode)
    let found = try client.copyMatching(Support.query("p"))
    #expect(found.status == .itemNotFound)
    #expect(found.result == nil)
    #expect(try client.add(Support.password("q", ["pdmn": "akpu"])).status == .authFailed)
  }

  @Test func devicesAreSendable() async throws {
    let device = Support.device()
    try device.install(Support.app("App"))
    let statuses = await withTaskGroup(of: KeychainStatus.self) { group in
      for index in 0..<8 {
        group.addTask {
          (try? device.client(for: "App").add(Support.password("user\(index)")).status)
            ?? .internal
        }
      }
      var statuses: [KeychainStatus] = []
      for await status in group { statuses.append(status) }
      return statuses
    }
    #expect(statuses.allSatisfy { $0 == .success })
    #expect(device.store.itemCount == 8)
  }
}

extension SimulatedDeviceTests {
  @Test func theKeychainClientOfAnInstalledAppWorksWithTheTypedAPI() throws {
    let device = Support.device()
    try device.install(Support.app("App"))
    let client = try device.keychainClient(for: "App")
    #expect(client.accessGroups.defaultGroup == Support.sharedGroup)
    let outcome = client.add(Support.password("typed", ["r_Attributes": true]))
    #expect(outcome.status == .success)
    #expect(Support.group(outcome) == Support.sharedGroup)
    try device.uninstall("App")
    #expect(throws: SimulatedDeviceError.appNotInstalled(app: "App", device: "iPhone")) {
      try device.keychainClient(for: "App")
    }
  }
}
