import Foundation
import Testing

@Suite("team, bundle ID and platform from the inputs")
struct SigningInputTests {
  typealias Harness = ToolHarness

  private static let settingsFile = "NetNewsWire-Release.xcconfig"

  @Test func aSettingsFileSuppliesTheTeamAndBundleIDToResolve() throws {
    let run = try Harness.run([
      "resolve", "NetNewsWire-iOS.entitlements", "--settings-file", Self.settingsFile,
      "--setting", "PRODUCT_BUNDLE_IDENTIFIER=$(ORGANIZATION_IDENTIFIER).NetNewsWire.iOS",
    ])
    #expect(run.exitCode == 0, "\(run.errors)")
    #expect(run.output.contains(Harness.netNewsWireGroups))
    #expect(run.output.contains("application-identifier (synthesized)"))
    #expect(run.output.hasSuffix("No findings.\n"))
  }

  @Test func aSettingsFileWithOnlyTheTeamAndBundleIDGivesTheFullList() throws {
    let run = try Harness.run([
      "resolve", "SharedKeychainGroup.entitlements", "--settings-file",
      "TeamAndBundleID.xcconfig", "--json",
    ])
    #expect(run.errors.isEmpty)
    let json = try run.jsonObject()
    #expect(
      json["accessGroups"] as? [String] == [
        "ABCDE12345.com.example.shared", "ABCDE12345.com.example.app",
      ])
    let codes = (json["findings"] as? [[String: Any]])?.compactMap { $0["code"] as? String }
    #expect(codes?.contains("missing-application-identifier") == false)
    #expect(run.exitCode == 0)
  }

  @Test func flagsWinOverTheSettings() throws {
    let run = try Harness.run([
      "resolve", "NetNewsWire-iOS.entitlements", "--settings-file", Self.settingsFile,
      "--setting", "PRODUCT_BUNDLE_IDENTIFIER=com.example.ignored",
      "--team-id", "ABCDE12345", "--bundle-id", "com.example.app", "--json",
    ])
    #expect(run.exitCode == 0, "\(run.errors)")
    let groups = try #require(try run.jsonObject()["accessGroups"] as? [String])
    #expect(groups.first == "ABCDE12345.com.ranchero.NetNewsWire.iOS")
    #expect(groups.contains("ABCDE12345.com.example.app"))
  }

  @Test func settingsSupplyTheTeamAndBundleIDToLint() throws {
    let run = try Harness.run([
      "lint", "--target", "app=NetNewsWire-iOS.entitlements", "--settings-file",
      Self.settingsFile, "--setting", "PRODUCT_BUNDLE_IDENTIFIER=com.ranchero.NetNewsWire.iOS",
      "--json",
    ])
    #expect(run.exitCode == 0, "\(run.output)")
    let targets = try #require(try run.jsonObject()["targets"] as? [[String: Any]])
    #expect(targets.first?["bundleID"] as? String == "com.ranchero.NetNewsWire.iOS")
    #expect(
      (targets.first?["accessGroups"] as? [String])?.contains(
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS") == true)
  }

  @Test func anUnexpandableBundleIDSettingIsBadInput() throws {
    let run = try Harness.run([
      "resolve", "NetNewsWire-iOS.entitlements", "--settings-file", Self.settingsFile,
      "--setting", "PRODUCT_BUNDLE_IDENTIFIER=$(NOWHERE).app",
    ])
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("NOWHERE"))
  }

  // MARK: Missing application identifier

  @Test func resolveWithoutABundleIDReportsTheMissingApplicationIdentifier() throws {
    let run = try Harness.run([
      "resolve", "NetNewsWire-iOS.entitlements", "--settings-file", Self.settingsFile,
    ])
    #expect(run.exitCode == 1)
    #expect(run.output.contains("error[missing-application-identifier] application-identifier:"))
    #expect(run.output.contains("--bundle-id or PRODUCT_BUNDLE_IDENTIFIER"))
    #expect(!run.output.contains("No findings."))
  }

  @Test func resolveJSONCarriesTheMissingApplicationIdentifierFinding() throws {
    let run = try Harness.run([
      "resolve", "NetNewsWire-iOS.entitlements", "--settings-file", Self.settingsFile, "--json",
    ])
    #expect(run.exitCode == 1)
    let findings = try #require(try run.jsonObject()["findings"] as? [[String: Any]])
    #expect(findings.map { $0["code"] as? String } == ["missing-application-identifier"])
    #expect(findings.first?["severity"] as? String == "error")
  }

  @Test func lintWithoutABundleIDReportsItForThatTarget() throws {
    let run = try Harness.run([
      "lint", "--target", "app=NetNewsWire-iOS.entitlements", "--target",
      "share=NetNewsWire-iOS-ShareExtension.entitlements", "--settings-file", Self.settingsFile,
      "--bundle-id", "app=com.ranchero.NetNewsWire.iOS", "--json",
    ])
    #expect(run.exitCode == 1)
    let findings = try #require(try run.jsonObject()["findings"] as? [[String: Any]])
    let missing = findings.filter { $0["code"] as? String == "missing-application-identifier" }
    #expect(missing.map { $0["target"] as? String } == ["share"])
    let text = try Harness.run([
      "lint", "--target", "share=NetNewsWire-iOS-ShareExtension.entitlements",
      "--settings-file", Self.settingsFile,
    ])
    #expect(text.exitCode == 1)
    #expect(
      text.output.contains("error[missing-application-identifier] application-identifier: share:"))
  }

  // MARK: Platform evidence

  @Test func macEntitlementsResolvedAsiOSGetAPlatformWarning() throws {
    let run = try Harness.run([
      "resolve", "WireGuard-macOS.entitlements", "--team-id", "327YA3JNGT",
      "--bundle-id", "com.wireguard.macos", "--setting", "APP_ID_MACOS=com.wireguard.macos",
    ])
    // As iOS, the team-prefixed app group is invalid too: the warning says why.
    #expect(run.exitCode == 1, "\(run.errors)")
    #expect(run.output.contains("error[invalid-application-group]"))
    #expect(run.output.contains("warning[platform-looks-like-macos]"))
    #expect(run.output.contains("--platform macos"))
  }

  @Test func macEntitlementsResolvedForTheMacGetNoPlatformWarning() throws {
    let run = try Harness.run([
      "resolve", "WireGuard-macOS.entitlements", "--team-id", "327YA3JNGT",
      "--bundle-id", "com.wireguard.macos", "--setting", "APP_ID_MACOS=com.wireguard.macos",
      "--platform", "macos",
    ])
    #expect(run.exitCode == 0, "\(run.errors)")
    #expect(!run.output.contains("platform-looks-like-macos"))
  }

  @Test func aPlatformGivenForTheTargetSilencesThePlatformWarning() throws {
    let run = try Harness.run([
      "lint", "WireGuard-macOS.entitlements", "--team-id", "327YA3JNGT", "--bundle-id",
      "com.wireguard.macos", "--setting", "APP_ID_MACOS=com.wireguard.macos",
      "--platform", "WireGuard-macOS=ios",
    ])
    #expect(run.exitCode == 1)
    #expect(run.output.contains("error[invalid-application-group]"))
    #expect(!run.output.contains("platform-looks-like-macos"))
  }

  @Test func lintReportsThePlatformWarningForTheTarget() throws {
    let run = try Harness.run([
      "lint", "WireGuard-macOS.entitlements", "--team-id", "327YA3JNGT",
      "--bundle-id", "com.wireguard.macos", "--setting", "APP_ID_MACOS=com.wireguard.macos",
      "--json",
    ])
    let findings = try #require(try run.jsonObject()["findings"] as? [[String: Any]])
    let warning = try #require(
      findings.first { $0["code"] as? String == "platform-looks-like-macos" })
    #expect(run.exitCode == 1)
    #expect(warning["target"] as? String == "WireGuard-macOS")
    #expect(warning["severity"] as? String == "warning")
  }
}
