import Foundation
import Testing

@Suite("resolve command")
struct ResolveCommandTests {
  typealias Harness = ToolHarness

  // MARK: Output

  @Test func netNewsWireResolvesToApplesListWithTheFirstGroupMarkedDefault() throws {
    let run = try Harness.run(Harness.netNewsWireArguments)
    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.contains(Harness.netNewsWireGroups))
    let entries = lines.filter { $0.hasPrefix("  ") && $0.contains(".NetNewsWire.iOS") }
    try #require(entries.count == 3)
    #expect(entries[0].hasPrefix("  0  M8L2WTLA8W.com.ranchero.NetNewsWire.iOS  "))
    #expect(entries[0].contains("keychain-access-groups[0]"))
    #expect(entries[0].hasSuffix("(default)"))
    #expect(entries[1].contains("application-identifier (synthesized)"))
    #expect(entries[2].contains("group.com.ranchero.NetNewsWire.iOS"))
    #expect(entries[2].contains("com.apple.security.application-groups[0]"))
    #expect(run.output.components(separatedBy: "(default)").count == 2)
  }

  @Test func jsonHasTheFourKeysSortedWithTheOSArray() throws {
    let run = try Harness.run(Harness.netNewsWireArguments + ["--json"])
    #expect(run.exitCode == 0)
    let json = try run.jsonObject()
    #expect(json.keys.sorted() == ["accessGroups", "defaultAccessGroup", "findings", "sources"])
    #expect(
      json["accessGroups"] as? [String] == [
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS", "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS",
        "group.com.ranchero.NetNewsWire.iOS",
      ])
    #expect(json["defaultAccessGroup"] as? String == "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS")
    let sources = try #require(json["sources"] as? [[String: Any]])
    try #require(sources.count == 3)
    #expect(sources[0]["entitlement"] as? String == "keychain-access-groups")
    #expect(sources[0]["index"] as? Int == 0)
    #expect(sources[0]["description"] as? String == "keychain-access-groups[0]")
    #expect(sources[1]["entitlement"] as? String == "application-identifier")
    #expect(sources[1]["index"] is NSNull)
    #expect(sources[1]["description"] as? String == "application-identifier (synthesized)")
    #expect(sources[2]["group"] as? String == "group.com.ranchero.NetNewsWire.iOS")
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(!findings.contains { $0["severity"] as? String == "error" })
    let keys = ["\"accessGroups\"", "\"defaultAccessGroup\"", "\"findings\"", "\"sources\""]
    let offsets = try keys.map { key in
      try #require(run.output.range(of: key)?.lowerBound, "\(key) missing")
    }
    #expect(offsets == offsets.sorted())
  }

  @Test func jsonDefaultGroupIsNullWhenThereIsNoGroup() throws {
    let run = try Harness.run(["resolve", "NoKeychainEntitlements.entitlements", "--json"])
    #expect(run.exitCode != 2, "\(run.errors)")
    let json = try run.jsonObject()
    #expect(json["accessGroups"] as? [String] == [])
    #expect(json["defaultAccessGroup"] is NSNull)
    #expect(json["sources"] as? [Any] != nil)
  }

  @Test func emptyListSaysWhyThereIsNoDefault() throws {
    let run = try Harness.run(["resolve", "NoKeychainEntitlements.entitlements"])
    #expect(run.exitCode != 2, "\(run.errors)")
    #expect(run.output.contains("  none. "))
    #expect(run.output.contains("errSecMissingEntitlement"))
    #expect(run.output.contains("[]\n"))
  }

  // MARK: Options

  @Test func settingsFileGivesTheSameListAsSettingsOnTheCommandLine() throws {
    let run = try Harness.run([
      "resolve", "NetNewsWire-iOS.entitlements", "--settings-file", "NetNewsWire-Release.xcconfig",
      "--team-id", "M8L2WTLA8W", "--bundle-id", "com.ranchero.NetNewsWire.iOS",
    ])
    #expect(run.exitCode == 0)
    #expect(run.output.contains(Harness.netNewsWireGroups + "\n"))
  }

  @Test func settingOnTheCommandLineWinsOverTheSettingsFile() throws {
    let run = try Harness.run([
      "resolve", "NetNewsWire-iOS.entitlements", "--settings-file=NetNewsWire-Release.xcconfig",
      "--setting", "ORGANIZATION_IDENTIFIER=org.example", "--team-id", "M8L2WTLA8W",
      "--bundle-id", "com.ranchero.NetNewsWire.iOS", "--json",
    ])
    #expect(run.exitCode == 0)
    #expect(
      try run.jsonObject()["accessGroups"] as? [String] == [
        "M8L2WTLA8W.org.example.NetNewsWire.iOS", "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS",
        "group.org.example.NetNewsWire.iOS",
      ])
  }

  @Test func appIDPrefixReplacesTheTeamIDInAppIdentifierPrefix() throws {
    let run = try Harness.run(
      Harness.netNewsWireArguments + ["--app-id-prefix", "346J38YKE3", "--json"])
    #expect(run.exitCode != 2)
    #expect(
      try run.jsonObject()["accessGroups"] as? [String] == [
        "346J38YKE3.com.ranchero.NetNewsWire.iOS", "346J38YKE3.com.ranchero.NetNewsWire.iOS",
        "group.com.ranchero.NetNewsWire.iOS",
      ])
  }

  @Test func withoutABundleIDNoApplicationIdentifierIsSynthesized() throws {
    var arguments = ToolHarness.netNewsWireArguments
    let index = try #require(arguments.firstIndex(of: "--bundle-id"))
    arguments.removeSubrange(index...(index + 1))
    let run = try Harness.run(arguments + ["--json"])
    #expect(run.exitCode != 2, "\(run.errors)")
    let json = try run.jsonObject()
    #expect(
      json["accessGroups"] as? [String] == [
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS", "group.com.ranchero.NetNewsWire.iOS",
      ])
    let sources = try #require(json["sources"] as? [[String: Any]])
    #expect(!sources.contains { ($0["description"] as? String)?.contains("synthesized") == true })
  }

  @Test(arguments: ["ios", "ios-simulator"])
  func iOSFamilyPlatformsGiveTheSameList(platform: String) throws {
    let run = try Harness.run(Harness.netNewsWireArguments + ["--platform", platform])
    #expect(run.exitCode == 0)
    #expect(run.output.contains(Harness.netNewsWireGroups + "\n"))
  }

  @Test func macOSSynthesizesTheMacApplicationIdentifierAndAppendsTheTokenGroup() throws {
    let run = try Harness.run([
      "resolve", "Secretive.entitlements", "--platform", "macos", "--team-id", "Z72PRUAWF6",
      "--bundle-id", "com.maxgoedjen.Secretive.Host", "--json",
    ])
    #expect(run.exitCode == 0)
    let json = try run.jsonObject()
    #expect(
      json["accessGroups"] as? [String] == [
        "Z72PRUAWF6.com.maxgoedjen.Secretive", "Z72PRUAWF6.com.maxgoedjen.Secretive.Host",
        "com.apple.token",
      ])
    let sources = try #require(json["sources"] as? [[String: Any]])
    #expect(
      sources.map { $0["description"] as? String } == [
        "keychain-access-groups[0]", "com.apple.application-identifier (synthesized)",
        "added by the system",
      ])
  }

  @Test func catalystUsesTheIOSApplicationIdentifierAndAppendsTheTokenGroup() throws {
    let run = try Harness.run(Harness.netNewsWireArguments + ["--platform=catalyst", "--json"])
    #expect(run.exitCode == 0)
    let json = try run.jsonObject()
    #expect(
      json["accessGroups"] as? [String] == [
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS", "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS",
        "group.com.ranchero.NetNewsWire.iOS", "com.apple.token",
      ])
    let sources = try #require(json["sources"] as? [[String: Any]])
    #expect(sources[1]["entitlement"] as? String == "application-identifier")
  }

  @Test func legacyProfileAppendsTheTokenGroupOnIOS() throws {
    let run = try Harness.run(Harness.netNewsWireArguments + ["--profile", "legacy"])
    #expect(run.exitCode == 0)
    #expect(
      run.output.contains(
        "[M8L2WTLA8W.com.ranchero.NetNewsWire.iOS, M8L2WTLA8W.com.ranchero.NetNewsWire.iOS, "
          + "group.com.ranchero.NetNewsWire.iOS, com.apple.token]\n"))
    #expect(run.output.contains("legacy profile"))
  }

  @Test func provisioningProfileSuppliesTheTeamAndAllowsTheApp() throws {
    let run = try Harness.run([
      "resolve", "HomeAssistant-App-ios.entitlements",
      "--provisioning-profile", "HomeAssistant-iOS-App-Store-App.mobileprovision",
      "--bundle-id", "io.robbie.HomeAssistant",
      "--setting", "BUNDLE_ID_PREFIX=io.robbie", "--setting", "BUNDLE_ID_SUFFIX=", "--json",
    ])
    #expect(run.exitCode == 0, "\(run.errors)\(run.output)")
    let json = try run.jsonObject()
    #expect(
      json["accessGroups"] as? [String] == [
        "QMQYCKL255.io.robbie.HomeAssistant", "QMQYCKL255.io.robbie.HomeAssistant",
        "group.io.robbie.homeassistant",
      ])
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(!findings.contains { $0["severity"] as? String == "error" })
  }

  // MARK: Exit codes

  @Test func groupsTheProfileDoesNotAllowAreErrorsAndExitWithOne() throws {
    let run = try Harness.run(
      Harness.netNewsWireArguments + [
        "--provisioning-profile", "HomeAssistant-iOS-App-Store-App.mobileprovision", "--json",
      ])
    #expect(run.exitCode == 1)
    let json = try run.jsonObject()
    #expect(json["accessGroups"] as? [String] != nil)
    let findings = try #require(json["findings"] as? [[String: Any]])
    let errors = findings.filter { $0["severity"] as? String == "error" }
    #expect(!errors.isEmpty)
    for finding in findings {
      #expect(finding["code"] is String)
      #expect(finding["message"] is String)
      #expect(finding.keys.sorted() == ["code", "entitlement", "index", "message", "severity"])
    }
  }

  @Test func findingsAppearInTheTextReport() throws {
    let run = try Harness.run(
      Harness.netNewsWireArguments + [
        "--provisioning-profile", "HomeAssistant-iOS-App-Store-App.mobileprovision",
      ])
    #expect(run.exitCode == 1)
    #expect(run.output.contains("Findings:\n"))
    #expect(run.output.contains("  error["))
  }

  @Test func undefinedVariableInAKeychainEntitlementIsBadInput() throws {
    let run = try Harness.run([
      "resolve", "NetNewsWire-iOS.entitlements", "--team-id", "M8L2WTLA8W",
      "--setting", "ORGANIZATION_IDENTIFIER=com.ranchero", "--setting", "BUNDLE_ID_SUFFIX=",
    ])
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("NetNewsWire-iOS.entitlements"))
    #expect(run.errors.contains("com.apple.security.application-groups"))
    #expect(run.errors.contains("APP_GROUP_ID"))
  }

  @Test func teamIDOnTheCommandLineWinsOverTheProfilesTeamAndPrefix() throws {
    let run = try Harness.run(
      Harness.netNewsWireArguments + [
        "--provisioning-profile", "HomeAssistant-iOS-App-Store-App.mobileprovision", "--json",
      ])
    let json = try run.jsonObject()
    #expect(
      json["accessGroups"] as? [String] == [
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS", "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS",
        "group.com.ranchero.NetNewsWire.iOS",
      ])
    #expect(run.exitCode == 1)
  }

  @Test func provisioningProfileCanItselfBeResolved() throws {
    let run = try Harness.run(["resolve", "HomeAssistant-iOS-App-Store-App.mobileprovision"])
    #expect(run.exitCode == 0, "\(run.errors)")
    #expect(
      run.output.contains(
        "[QMQYCKL255.*, QMQYCKL255.io.robbie.HomeAssistant, group.io.robbie.homeassistant, "
          + "com.apple.token]\n"))
  }

  @Test func missingFileIsBadInputNamingTheFile() throws {
    let run = try Harness.run(["resolve", "DoesNotExist.entitlements"])
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("DoesNotExist.entitlements"))
  }

  @Test func malformedPropertyListIsBadInputNamingTheFile() throws {
    let run = try Harness.run(["resolve", "Truncated.entitlements"])
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("Truncated.entitlements"))
  }

  @Test(arguments: [
    (["--platform", "android"], "unknown platform 'android'"),
    (["--profile", "ancient"], "unknown profile 'ancient'"),
    (["--setting", "NO_EQUALS_SIGN"], "--setting needs KEY=VALUE"),
    (["--settings-file", "Missing.xcconfig"], "Missing.xcconfig"),
    (["--provisioning-profile", "Missing.mobileprovision"], "Missing.mobileprovision"),
    (["Second.entitlements"], "resolve takes one FILE"),
  ])
  func badOptionValuesAreBadInput(extra: [String], message: String) throws {
    let run = try Harness.run(Harness.netNewsWireArguments + extra)
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains(message), "\(run.errors)")
  }

  @Test func resolveWithoutAFileIsBadInput() throws {
    let run = try Harness.run(["resolve", "--team-id", "T"])
    #expect(run.exitCode == 2)
    #expect(run.errors.contains("resolve needs a FILE"))
  }

  @Test func absolutePathsWorkFromAnyDirectory() throws {
    var arguments = Harness.netNewsWireArguments
    arguments[1] = try Harness.fixture("NetNewsWire-iOS.entitlements")
    let run = try Harness.run(arguments)
    #expect(run.exitCode == 0)
    #expect(run.output.contains(Harness.netNewsWireGroups + "\n"))
  }
}
