import AccessGroupKit
import Foundation
import Testing

/// Lifecycle, device and multi-device steps of scenario files, run on simulated devices.
@Suite("Scenario lifecycle steps")
struct ScenarioLifecycleTests {
  typealias Support = ScenarioTestSupport

  static let add = #"""
    {"app": "A", "call": "SecItemAdd",
     "attributes": {"kSecClass": "kSecClassGenericPassword", "kSecAttrAccount": "alice",
                    "kSecAttrSynchronizable": true, "kSecReturnAttributes": true}}
    """#

  static func copy(_ app: String = "A", on device: String? = nil, status: String) -> String {
    let on = device.map { #", "on": "\#($0)""# } ?? ""
    return #"""
      {"app": "\#(app)", "call": "SecItemCopyMatching"\#(on),
       "query": {"kSecClass": "kSecClassGenericPassword", "kSecAttrAccount": "alice",
                 "kSecAttrSynchronizable": "kSecAttrSynchronizableAny",
                 "kSecReturnAttributes": true},
       "expect": {"status": "\#(status)"}}
      """#
  }

  static func run(_ json: String) throws -> ScenarioReport {
    try ScenarioRunner(
      scenario: Support.parse(json),
      clock: .ticking(from: Date(timeIntervalSinceReferenceDate: 800_000_000))
    ).run()
  }

  static func statuses(_ report: ScenarioReport) -> [KeychainStatus] { report.steps.map(\.status) }

  @Test func uninstallKeepsItemsAndInstallingAgainSeesThem() throws {
    let report = try Self.run(
      Support.scenario(
        steps: Self.add + #", {"uninstall": "A"}, {"install": "A"}, "#
          + Self.copy(status: "errSecSuccess")))
    #expect(
      report.steps.map(\.call) == ["SecItemAdd", "uninstall", "install", "SecItemCopyMatching"])
    let allSucceeded = Self.statuses(report).allSatisfy { $0.isSuccess }
    #expect(allSucceeded)
    #expect(report.ok)
    guard case .dictionary(let result)? = report.steps[3].result else {
      Issue.record("no attributes")
      return
    }
    #expect(result["agrp"] == .string("SKMME9E2Y8.com.example.A"))
  }

  @Test func anAppWhoseFirstLifecycleStepIsInstallArrivesThen() throws {
    let apps = #"""
      {"A": {"teamID": "SKMME9E2Y8", "bundleID": "com.example.A",
             "entitlements": {"keychain-access-groups": ["$(AppIdentifierPrefix)shared"]}},
       "B": {"teamID": "SKMME9E2Y8", "bundleID": "com.example.B",
             "entitlements": {"keychain-access-groups": ["$(AppIdentifierPrefix)shared"]}}}
      """#
    let report = try Self.run(
      Support.scenario(
        steps: Self.add + #", {"install": "B"}, "# + Self.copy("B", status: "errSecSuccess"),
        apps: apps))
    #expect(report.ok)
    #expect(report.steps[1].app == "B")
    #expect(report.steps[2].status == .success)
  }

  @Test func aCallBeforeTheAppIsInstalledMakesTheScenarioInvalid() throws {
    let scenario = try Support.parse(
      Support.scenario(steps: Self.copy(status: "errSecItemNotFound") + #", {"install": "A"}"#))
    #expect {
      _ = try ScenarioRunner(scenario: scenario).run()
    } throws: { error in
      let error = error as? ScenarioError
      return error?.path == "steps[0].app"
        && error?.message.contains("not installed on device 'device'") == true
    }
  }

  @Test func aCallAfterUninstallNamesTheUninstallStep() throws {
    let scenario = try Support.parse(
      Support.scenario(steps: #"{"uninstall": "A"}, "# + Self.copy(status: "errSecSuccess")))
    #expect {
      _ = try ScenarioRunner(scenario: scenario).run()
    } throws: { error in
      let error = error as? ScenarioError
      return error?.path == "steps[1].app" && error?.message.contains("steps[0]") == true
    }
  }

  @Test func transferMakesTheOldPrefixsItemsUnreachable() throws {
    let report = try Self.run(
      Support.scenario(
        steps: Self.add + #", {"transfer": "A", "teamID": "NEWTEAM123"}, "#
          + Self.copy(status: "errSecItemNotFound")))
    #expect(report.ok)
    #expect(report.steps[1].call == "transfer")
    #expect(report.steps[2].status == .itemNotFound)
    #expect(report.steps[2].result == nil)
  }

  @Test func transferNeedsATeamID() {
    let error = Support.parseError(Support.scenario(steps: #"{"transfer": "A"}"#))
    #expect(error?.path == "steps[0].teamID")
    #expect(error?.message.contains("missing") == true)
  }

  @Test func restartAndPasscodeStepsChangeWhatCallsSee() throws {
    let add = #"""
      {"app": "A", "call": "SecItemAdd",
       "attributes": {"kSecClass": "kSecClassGenericPassword", "kSecAttrAccount": "alice",
                      "kSecAttrAccessible": "kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly"}}
      """#
    let report = try Self.run(
      Support.scenario(
        steps: add + #", {"device": "restart"}, "#
          + Self.copy(status: "errSecInteractionNotAllowed")
          + #", {"device": "unlock"}, {"device": "setPasscode", "enabled": false}, "#
          + Self.copy(status: "errSecItemNotFound")))
    #expect(report.ok)
    #expect(
      Self.statuses(report) == [
        .success, .success, .interactionNotAllowed, .success, .success, .itemNotFound,
      ])
  }

  @Test func twoDevicesSyncSynchronizableItems() throws {
    let json = #"""
      {"devices": ["iPhone", {"name": "iPad"}],
       "apps": {"A": {"teamID": "SKMME9E2Y8", "bundleID": "com.example.A"}},
       "steps": [\#(Self.add),
                 \#(Self.copy(on: "iPad", status: "errSecItemNotFound")),
                 {"device": "sync"},
                 \#(Self.copy(on: "iPad", status: "errSecSuccess"))]}
      """#
    let report = try Self.run(json)
    #expect(report.ok)
    #expect(report.steps.map(\.device) == ["iPhone", "iPad", nil, "iPad"])
    #expect(report.steps[2].result == .dictionary(["iPhone": .integer(0), "iPad": .integer(1)]))
    #expect(report.text.contains("iPad: A"))
    #expect(report.json.contains(#""device": "iPad""#))
  }

  @Test func aDeviceOutsideICloudReceivesNothing() throws {
    let json = #"""
      {"devices": ["iPhone", {"name": "Work", "iCloud": false}],
       "apps": {"A": {"teamID": "SKMME9E2Y8", "bundleID": "com.example.A"}},
       "steps": [\#(Self.add), {"device": "sync"},
                 \#(Self.copy(on: "Work", status: "errSecItemNotFound"))]}
      """#
    let report = try Self.run(json)
    #expect(report.ok)
    #expect(report.steps[1].result == .dictionary(["iPhone": .integer(0)]))
  }

  @Test func anAppInstalledLaterOnTheSecondDeviceSeesSyncedItems() throws {
    let json = #"""
      {"devices": ["iPhone", "iPad"],
       "apps": {"A": {"teamID": "SKMME9E2Y8", "bundleID": "com.example.A"}},
       "steps": [\#(Self.add), {"device": "sync"}, {"install": "A", "on": "iPad"},
                 \#(Self.copy(on: "iPad", status: "errSecSuccess"))]}
      """#
    let report = try Self.run(json)
    #expect(report.ok)
    #expect(report.steps[2].device == "iPad")
    #expect(report.steps[3].status == .success)
  }

  @Test(arguments: [
    (#"{"device": "lock", "on": "Watch"}"#, "steps[0].on", "no device named 'Watch'"),
    (#"{"device": "sync", "on": "iPad"}"#, "steps[0].on", "takes no on"),
    (#"{"install": "A", "on": 3}"#, "steps[0].on", "string"),
  ])
  func badDeviceReferencesAreInvalid(step: String, path: String, message: String) {
    let json = #"{"devices": ["iPhone", "iPad"], "apps": {"A": {}}, "steps": [\#(step)]}"#
    let error = Support.parseError(json)
    #expect(error?.path == path)
    #expect(error?.message.contains(message) == true)
  }

  @Test func onNeedsDeclaredDevices() {
    let error = Support.parseError(
      Support.scenario(steps: #"{"device": "lock", "on": "iPad"}"#))
    #expect(error?.path == "steps[0].on")
    #expect(error?.message.contains("declares no devices") == true)
  }

  @Test func duplicateDevicesAreInvalid() {
    let error = Support.parseError(#"{"devices": ["a", "a"], "apps": {}, "steps": []}"#)
    #expect(error?.path == "devices[1]")
    #expect(error?.message.contains("declared twice") == true)
  }

  static let foreignAdd = #"""
    {"app": "A", "call": "SecItemAdd",
     "attributes": {"kSecClass": "kSecClassGenericPassword", "kSecAttrAccount": "alice",
                    "kSecAttrAccessGroup": "FOREIGN123.com.other"}}
    """#

  @Test(arguments: [(true, KeychainStatus.success), (false, .missingEntitlement)])
  func fileBasedKeychainRoutesMacCallsWithoutTheDataProtectionFlag(
    enabled: Bool, status: KeychainStatus
  ) throws {
    let json = #"""
      {"platform": "macOS", "fileBasedKeychain": \#(enabled),
       "apps": {"A": {"teamID": "SKMME9E2Y8", "bundleID": "com.example.A"}},
       "steps": [\#(Self.foreignAdd)]}
      """#
    let report = try Self.run(json)
    #expect(report.steps[0].status == status)
    #expect(report.steps[0].result == nil)
  }

  @Test func appsCanBeCatalystOrUnvalidatedOnAMac() throws {
    let json = #"""
      {"platform": "macOS",
       "apps": {"C": {"teamID": "SKMME9E2Y8", "bundleID": "com.example.C",
                      "platform": "macCatalyst"},
                "U": {"teamID": "SKMME9E2Y8", "bundleID": "com.example.U",
                      "entitlementsValidated": false}},
       "steps": []}
      """#
    let groups = try ScenarioRunner(scenario: Support.parse(json)).resolveApps()
    #expect(groups["C"]?.options.platform == .macCatalyst)
    #expect(groups["C"]?.groups == ["SKMME9E2Y8.com.example.C", "com.apple.token"])
    #expect(groups["U"]?.groups == [])
  }

  @Test func anAppTheDeviceCannotRunIsInvalid() throws {
    let json = #"{"platform": "macOS", "apps": {"A": {"platform": "iOS"}}, "steps": []}"#
    #expect {
      _ = try ScenarioRunner(scenario: Support.parse(json)).run()
    } throws: { error in
      let error = error as? ScenarioError
      return error?.path == "apps.A.platform" && error?.message.contains("can run") == true
    }
  }
}

extension ScenarioLifecycleTests {
  static let mixedFamily = #"""
    {"devices": ["iPhone", {"name": "Mac", "platform": "macOS"}],
     "apps": {
       "Phone": {"teamID": "SKMME9E2Y8", "bundleID": "com.example.Phone", "platform": "iOS",
                 "entitlements": {"keychain-access-groups": ["$(AppIdentifierPrefix)shared"]}},
       "Desk": {"teamID": "SKMME9E2Y8", "bundleID": "com.example.Desk",
                "entitlements": {"keychain-access-groups": ["$(AppIdentifierPrefix)shared"]}}},
     "steps": [
       {"app": "Phone", "call": "SecItemAdd",
        "attributes": {"kSecClass": "kSecClassGenericPassword", "kSecAttrAccount": "alice",
                       "kSecAttrSynchronizable": true}},
       {"device": "sync"},
       {"app": "Desk", "on": "Mac", "call": "SecItemCopyMatching",
        "query": {"kSecClass": "kSecClassGenericPassword", "kSecAttrAccount": "alice",
                  "kSecAttrSynchronizable": true, "kSecReturnAttributes": true},
        "expect": {"status": "errSecSuccess",
                   "result": {"agrp": "SKMME9E2Y8.shared"}}}]}
    """#

  @Test func anIPhoneAndAMacShareSyncedItemsThroughOneGroup() throws {
    let report = try Self.run(Self.mixedFamily)
    #expect(report.ok)
    #expect(report.steps[1].result == .dictionary(["iPhone": .integer(0), "Mac": .integer(1)]))
    #expect(report.steps[2].status == .success)
  }

  @Test func installingAnAppOnADeviceThatCannotRunItIsInvalid() throws {
    let json = Self.mixedFamily.replacingOccurrences(
      of: #"{"device": "sync"},"#, with: #"{"install": "Phone", "on": "Mac"},"#)
    #expect {
      _ = try ScenarioRunner(scenario: Support.parse(json)).run()
    } throws: { error in
      let error = error as? ScenarioError
      return error?.path == "steps[1].install" && error?.message.contains("cannot run") == true
    }
  }
}

extension ScenarioLifecycleTests {
  static func clipAndApp(afterInstall step: String) -> String {
    #"""
    {"apps": {
       "App": {"teamID": "SKMME9E2Y8", "bundleID": "com.example.App"},
       "Clip": {"teamID": "SKMME9E2Y8", "bundleID": "com.example.App.Clip",
                "entitlements": {
                  "com.apple.developer.on-demand-install-capable": true,
                  "com.apple.developer.parent-application-identifiers":
                    ["$(AppIdentifierPrefix)com.example.App"]}}},
     "steps": [
       {"app": "Clip", "call": "SecItemAdd",
        "attributes": {"kSecClass": "kSecClassGenericPassword", "kSecAttrAccount": "alice"}},
       {"install": "App"},
       \#(step)]}
    """#
  }

  @Test func installingTheFullAppHandsItTheClipsItems() throws {
    let report = try Self.run(
      Self.clipAndApp(
        afterInstall: #"""
          {"app": "App", "call": "SecItemCopyMatching",
           "query": {"kSecClass": "kSecClassGenericPassword", "kSecAttrAccount": "alice",
                     "kSecReturnAttributes": true},
           "expect": {"status": "errSecSuccess",
                      "result": {"agrp": "SKMME9E2Y8.com.example.App"}}}
          """#))
    #expect(report.ok)
    #expect(report.steps[2].status == .success)
  }

  @Test func theReplacedClipCanNoLongerCall() throws {
    let json = Self.clipAndApp(
      afterInstall: #"""
        {"app": "Clip", "call": "SecItemCopyMatching",
         "query": {"kSecClass": "kSecClassGenericPassword"}}
        """#)
    #expect {
      _ = try ScenarioRunner(scenario: Support.parse(json)).run()
    } throws: { error in
      let error = error as? ScenarioError
      return error?.path == "steps[2].app" && error?.message.contains("steps[1]") == true
    }
  }
}
