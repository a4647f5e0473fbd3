import Foundation
import Testing

@testable import AccessGroupsCommandLine

/// `lint` and `resolve` on Xcode projects and built products.
@Suite("Projects and built products as input")
struct ProjectAndProductInputTests {
  typealias Harness = ToolHarness

  /// A corpus project of the library's tests, read in place rather than copied twice.
  static func project(_ path: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("AccessGroupKitTests/Fixtures/Projects")
      .appendingPathComponent(path).path
  }

  static let netNewsWire = project("Ranchero-Software__NetNewsWire/NetNewsWire.xcodeproj")
  static let wireGuard = project("WireGuard__wireguard-apple/WireGuard.xcodeproj")

  @Test("A project with a Mac app and an iOS app is linted app by app, with no other flag")
  func aProjectIsLintedAppByApp() throws {
    let run = try Harness.run(["lint", Self.netNewsWire])
    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.contains("App family NetNewsWire (3 targets):"))
    #expect(run.output.contains("App family NetNewsWire-iOS (3 targets):"))
    #expect(
      run.output.contains(
        "  NetNewsWire iOS Share Extension   M8L2WTLA8W.com.ranchero.NetNewsWire.iOS (iOS)"))
    // The two apps are not compared with each other.
    #expect(
      !run.output.contains(
        "NetNewsWire adds items to M8L2WTLA8W.com.ranchero.NetNewsWire-Evergreen by default and NetNewsWire-iOS"
      ))
  }

  @Test("Lint JSON names each target's bundle ID, product type, entitlements and configuration")
  func lintJSONDescribesEachTarget() throws {
    let run = try Harness.run(["lint", Self.netNewsWire, "--json"])
    #expect(run.exitCode == 0)
    let json = try run.jsonObject()
    let targets = try #require(json["targets"] as? [[String: Any]])
    #expect(targets.count == 6)
    let share = try #require(
      targets.first { $0["name"] as? String == "NetNewsWire iOS Share Extension" })
    #expect(share["bundleID"] as? String == "com.ranchero.NetNewsWire.iOS.Share-Extension")
    #expect(share["productType"] as? String == "com.apple.product-type.app-extension")
    #expect(share["configuration"] as? String == "Release")
    #expect(
      (share["entitlements"] as? String)?.hasSuffix("NetNewsWire_iOS_ShareExtension.entitlements")
        == true)
    #expect(
      share["accessGroups"] as? [String] == [
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS",
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS.Share-Extension",
        "group.com.ranchero.NetNewsWire.iOS",
      ])
  }

  @Test("Resolve picks a project's target with --target")
  func resolvePicksAProjectTarget() throws {
    let run = try Harness.run(["resolve", Self.netNewsWire, "--target", "NetNewsWire", "--json"])
    #expect(run.exitCode == 0)
    let json = try run.jsonObject()
    #expect(
      json["accessGroups"] as? [String] == [
        "M8L2WTLA8W.com.ranchero.NetNewsWire-Evergreen", "group.com.ranchero.NetNewsWire-Evergreen",
        "com.apple.token",
      ])
    let ambiguous = try Harness.run(["resolve", Self.netNewsWire])
    #expect(ambiguous.exitCode == 2)
    #expect(ambiguous.errors.contains("NetNewsWire-iOS"))
  }

  @Test("Settings that live only in uncommitted files are findings until given")
  func uncommittedSettingsAreFindingsUntilGiven() throws {
    let bare = try Harness.run(["lint", Self.wireGuard])
    #expect(bare.exitCode == 1)
    #expect(bare.output.contains("warning[missing-include] WireGuardiOS: "))
    #expect(bare.output.contains("Developer.xcconfig, which does not exist"))
    #expect(bare.output.contains("error[missing-team] WireGuardiOS: DEVELOPMENT_TEAM is empty"))
    let given = try Harness.run([
      "lint", Self.wireGuard, "--setting", "DEVELOPMENT_TEAM=ABCDE12345",
      "--setting", "APP_ID_IOS=com.example.wg", "--setting", "APP_ID_MACOS=com.example.wg.mac",
      "--json",
    ])
    let json = try given.jsonObject()
    let targets = try #require(json["targets"] as? [[String: Any]])
    let app = try #require(targets.first { $0["name"] as? String == "WireGuardiOS" })
    #expect(app["bundleID"] as? String == "com.example.wg")
    #expect(
      (app["accessGroups"] as? [String])?.first == "ABCDE12345.com.example.wg")
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(!findings.contains { $0["code"] as? String == "missing-team" })
  }

  @Test("--platform catalyst evaluates a project's Mac Catalyst builds and their entitlements")
  func catalystEvaluatesTheCatalystBuilds() throws {
    let run = try Harness.run([
      "lint", Self.project("home-assistant__iOS/HomeAssistant.xcodeproj"), "--platform",
      "catalyst", "--json",
    ])
    #expect(run.exitCode == 0)
    let json = try run.jsonObject()
    let targets = try #require(json["targets"] as? [[String: Any]])
    // Only the targets that build for Mac Catalyst, each with its -catalyst entitlements.
    #expect(targets.count == 6)
    #expect(targets.allSatisfy { $0["platform"] as? String == "macCatalyst" })
    let app = try #require(targets.first { $0["name"] as? String == "App" })
    #expect((app["entitlements"] as? String)?.hasSuffix("App-catalyst.entitlements") == true)
    #expect(
      (app["accessGroups"] as? [String])?.prefix(3) == [
        "QMQYCKL255.io.robbie.HomeAssistant", "QMQYCKL255.io.robbie.HomeAssistant",
        "group.io.robbie.homeassistant",
      ])
  }

  @Test("An unknown configuration is bad input that lists the project's")
  func anUnknownConfigurationIsBadInput() throws {
    let run = try Harness.run(["lint", Self.netNewsWire, "--configuration", "Nightly"])
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("Nightly"))
    #expect(run.errors.contains("Release"))
  }

  @Test("A built app and its extension resolve from the entitlements signed into them")
  func aBuiltAppIsLinted() throws {
    let run = try Harness.run(["lint", "Built/NetNewsWire.app", "--json"])
    #expect(run.exitCode == 0)
    let json = try run.jsonObject()
    let targets = try #require(json["targets"] as? [[String: Any]])
    #expect(targets.map { $0["name"] as? String } == ["NetNewsWire", "Share Extension"])
    #expect(targets.map { $0["productType"] as? String } == ["app", "appex"])
    #expect(
      targets.last?["accessGroups"] as? [String] == [
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS",
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS.Share-Extension",
        "group.com.ranchero.NetNewsWire.iOS",
      ])
    let resolve = try Harness.run(["resolve", "Built/NetNewsWire.app", "--target", "NetNewsWire"])
    #expect(resolve.exitCode == 0)
    #expect(resolve.output.contains("0  M8L2WTLA8W.com.ranchero.NetNewsWire.iOS"))
  }

  @Test("A folder named like a product that is not one is bad input naming it")
  func aFakeProductIsBadInput() throws {
    let run = try Harness.run(["lint", "Missing.app"])
    #expect(run.exitCode == 2)
    #expect(run.errors.contains("Missing.app"))
  }
}
