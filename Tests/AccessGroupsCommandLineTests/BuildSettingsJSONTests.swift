import Foundation
import Testing

@testable import AccessGroupKit
@testable import AccessGroupsCommandLine

@Suite("xcodebuild -showBuildSettings -json as input")
struct BuildSettingsJSONTests {
  typealias Harness = ToolHarness

  private static let json = "NetNewsWire-iOS-showBuildSettings.json"
  private static let app = "NetNewsWire-iOS"
  private static let share = "NetNewsWire iOS Share Extension"
  private static let widget = "NetNewsWire iOS Widget Extension"

  // MARK: resolve

  @Test func resolveReadsTheChosenTargetsEntitlementsAndSettings() throws {
    let run = try Harness.run([
      "resolve", "--build-settings-json", Self.json, "--target", Self.app,
    ])
    #expect(run.exitCode == 0, "\(run.errors)")
    #expect(run.output.contains(Harness.netNewsWireGroups))
    #expect(run.output.contains("NetNewsWire-iOS.entitlements (iOS, current profile)"))
    #expect(run.output.hasSuffix("No findings.\n"))
  }

  @Test func resolveUsesTheSettingsForAGivenFile() throws {
    let run = try Harness.run([
      "resolve", "NetNewsWire-iOS-Widget.entitlements", "--build-settings-json", Self.json,
      "--target", Self.widget, "--json",
    ])
    #expect(run.exitCode == 0, "\(run.errors)")
    #expect(
      try run.jsonObject()["accessGroups"] as? [String] == [
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS",
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS.SpringboardWidgets",
        "group.com.ranchero.NetNewsWire.iOS",
      ])
  }

  @Test func resolveReadsStandardInputForADash() throws {
    let text = try String(
      contentsOf: try Harness.fixtures.appendingPathComponent(Self.json), encoding: .utf8)
    let run = try Harness.run(
      ["resolve", "--build-settings-json", "-", "--target", Self.share], standardInput: text)
    #expect(run.exitCode == 0, "\(run.errors)")
    #expect(run.output.contains("M8L2WTLA8W.com.ranchero.NetNewsWire.iOS.Share-Extension"))
  }

  @Test func explicitFlagsWinOverTheJSON() throws {
    let run = try Harness.run([
      "resolve", "--build-settings-json", Self.json, "--target", Self.app,
      "--bundle-id", "com.example.other", "--platform", "ios-simulator",
    ])
    #expect(run.exitCode == 0, "\(run.errors)")
    #expect(run.output.contains("(iOSSimulator, current profile)"))
    #expect(run.output.contains("M8L2WTLA8W.com.example.other"))
  }

  @Test(arguments: [
    (["resolve", "--build-settings-json", json], "has 4 targets"),
    (["resolve", "--build-settings-json", json, "--target", "Nope"], "no target named 'Nope'"),
    (
      ["resolve", "--build-settings-json", json, "--target", "NetNewsWire-iOSTests"],
      "target NetNewsWire-iOSTests has no CODE_SIGN_ENTITLEMENTS"
    ),
    (
      ["resolve", "--build-settings-json", json, "--target", app, "--configuration", "Debug"],
      "has the Release configuration, not Debug"
    ),
    (["resolve", "--build-settings-json", "Missing.json"], "Missing.json: cannot read"),
    (["resolve", "--build-settings-json", "Secretive.entitlements"], "not JSON"),
    (["resolve", "NetNewsWire-iOS.entitlements", "--target", app], "is an entitlements file"),
  ])
  func badJSONInputExitsWithTwoAndSaysWhy(_ arguments: [String], _ message: String) throws {
    let run = try Harness.run(arguments)
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains(message), "\(run.errors)")
  }

  /// Settings JSON of thousands of targets: a message about a target it lacks names the
  /// first few, not all of them (once per run, but a CI log would hold every name).
  @Test func aTargetTheJSONLacksNamesTheFirstFewTargets() throws {
    let entries = (0..<2_000).map { #"{"target": "T\#($0)", "buildSettings": {}}"# }
    for command in ["resolve", "lint"] {
      let run = try Harness.run(
        [command, "--build-settings-json", "-", "--target", "Nope"],
        standardInput: "[" + entries.joined(separator: ",") + "]")
      #expect(run.exitCode == 2)
      #expect(run.output.isEmpty)
      #expect(
        run.errors.contains("no target named 'Nope' (targets: T0, T1, T2, T3, T4 and 1995 more)")
          || run.errors.contains("no target named 'Nope' (T0, T1, T2, T3, T4 and 1995 more)"),
        "\(run.errors.prefix(400))")
      #expect(run.errors.utf8.count < 1_000)
    }
  }

  @Test func malformedJSONOnStandardInputNamesTheEntryAndSetting() throws {
    let run = try Harness.run(
      ["lint", "--build-settings-json", "-"],
      standardInput: #"[{"target": "App", "buildSettings": {"CODE_SIGN_ENTITLEMENTS": 1}}]"#)
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.errors.contains(
        "standard input: entry 0: buildSettings.CODE_SIGN_ENTITLEMENTS is a number or boolean"))
  }

  @Test func aMissingEntitlementsFileNamesWhereItWasLookedFor() throws {
    let run = try Harness.run(
      ["lint", "--build-settings-json", "-"],
      standardInput: """
        [{"target": "App", "buildSettings": {"CODE_SIGN_ENTITLEMENTS": "App/App.entitlements",
          "SRCROOT": "/Users/dev/App"}}]
        """)
    #expect(run.exitCode == 2)
    #expect(run.errors.contains("CODE_SIGN_ENTITLEMENTS 'App/App.entitlements' was not found"))
    #expect(run.errors.contains("/Users/dev/App/App/App.entitlements"))
  }

  @Test("Targets that share an entitlements file have it read once, each with its own settings")
  func targetsSharingAFileHaveItReadOnce() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Shared.entitlements",
      TemporaryFolder.entitlements(groups: ["$(AppIdentifierPrefix)com.example.shared"]))
    try folder.write(
      "Odd/Odd.entitlements",
      TemporaryFolder.entitlements(groups: ["$(AppIdentifierPrefix)$(PRODUCT_BUNDLE_IDENTIFIER)"]))
    func entry(_ name: String, _ entitlements: String) -> String {
      #"{"target": "\#(name)", "buildSettings": {"CODE_SIGN_ENTITLEMENTS": "\#(entitlements)", "#
        + #""SRCROOT": "\#(folder.url.path)", "DEVELOPMENT_TEAM": "ABCDE12345", "#
        + #""PRODUCT_BUNDLE_IDENTIFIER": "com.example.\#(name)"}}"#
    }
    let names = (0..<300).map { "T\($0)" }
    let entries =
      names.map { entry($0, "Shared.entitlements") } + [entry("Odd", "Odd/Odd.entitlements")]
    let text = "[" + entries.joined(separator: ",") + "]"
    let input = BuildSettingsJSONInput(
      targets: try ShowBuildSettingsReader.read(Data(text.utf8), environment: .keep),
      directory: folder.url, source: "settings.json")
    var files = BuildSettingsJSONInput.EntitlementsFiles()
    let members = try input.members(input.targets, files: &files)
    #expect(members.map(\.name) == names + ["Odd"])
    #expect(files.readCount == 2)
    #expect(members[7].settings["PRODUCT_BUNDLE_IDENTIFIER"] == "com.example.T7")
    #expect(
      members[300].entitlementsPath
        == folder.url.appendingPathComponent("Odd/Odd.entitlements").path)

    let json = try folder.write("settings.json", text)
    let run = try Harness.run(["lint", "--build-settings-json", json, "--json"])
    #expect(run.exitCode == 0, "\(run.errors)")
    let targets = try #require(try run.jsonObject()["targets"] as? [[String: Any]])
    #expect(targets.count == 301)
    #expect(
      targets.first { $0["name"] as? String == "T7" }?["accessGroups"] as? [String] == [
        "ABCDE12345.com.example.shared", "ABCDE12345.com.example.T7",
      ])
    #expect(
      targets.first { $0["name"] as? String == "Odd" }?["accessGroups"] as? [String] == [
        "ABCDE12345.com.example.Odd", "ABCDE12345.com.example.Odd",
      ])
  }

  // MARK: lint

  @Test func lintMakesEverySignedTargetAMember() throws {
    let run = try Harness.run(["lint", "--build-settings-json", Self.json])
    #expect(run.exitCode == 0, "\(run.output)\(run.errors)")
    #expect(run.output.hasPrefix("Sharing matrix (3 targets, 4 groups"))
    let defaults = run.output.split(separator: "\n").filter {
      $0.hasSuffix("  M8L2WTLA8W.com.ranchero.NetNewsWire.iOS (iOS)")
    }
    #expect(defaults.count == 3)
    #expect(run.output.contains("M8L2WTLA8W.com.ranchero.NetNewsWire.iOS.Share-Extension"))
    #expect(!run.output.contains("iOSTests"))
    #expect(run.output.hasSuffix("No findings.\n"))
  }

  @Test func lintJSONDescribesEachTargetAndItsOrigin() throws {
    let run = try Harness.run(["lint", "--build-settings-json", Self.json, "--json"])
    #expect(run.exitCode == 0)
    let targets = try #require(try run.jsonObject()["targets"] as? [[String: Any]])
    #expect(targets.map { $0["name"] as? String } == [Self.app, Self.share, Self.widget])
    let share = targets[1]
    #expect(share["bundleID"] as? String == "com.ranchero.NetNewsWire.iOS.Share-Extension")
    #expect(share["productType"] as? String == "com.apple.product-type.app-extension")
    #expect(share["configuration"] as? String == "Release")
    #expect(share["platform"] as? String == "iOS")
    #expect(
      (share["entitlements"] as? String)?.hasSuffix(
        "/Fixtures/NetNewsWire-iOS-ShareExtension.entitlements") == true)
    #expect(share["defaultAccessGroup"] as? String == "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS")
    // The Release lists of the corpus manifest for these three targets.
    let app = "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS"
    let group = "group.com.ranchero.NetNewsWire.iOS"
    #expect(
      targets.map { $0["accessGroups"] as? [String] } == [
        [app, app, group], [app, app + ".Share-Extension", group],
        [app, app + ".SpringboardWidgets", group],
      ])
  }

  @Test func lintTargetNamesKeepOnlyThoseTargets() throws {
    let run = try Harness.run([
      "lint", "--build-settings-json", Self.json, "--target", Self.app, "--target", Self.widget,
      "--target", "extra=NoKeychainEntitlements.entitlements", "--bundle-id", "extra=com.x",
      "--team-id", "M8L2WTLA8W",
    ])
    #expect(run.exitCode == 0, "\(run.output)")
    #expect(run.output.hasPrefix("Sharing matrix (3 targets"))
    #expect(!run.output.contains(Self.share))
    let extra = run.output.split(separator: "\n").first { $0.hasPrefix("  extra ") }
    #expect(extra?.hasSuffix("  M8L2WTLA8W.com.x (iOS)") == true)
  }

  @Test func plainFilesInLintHaveNullOrigins() throws {
    let run = try Harness.run([
      "lint", "AppClip.entitlements", "--team-id", "ABCDE12345", "--bundle-id", "com.x", "--json",
    ])
    #expect(run.exitCode == 1)
    let target = try #require((try run.jsonObject()["targets"] as? [[String: Any]])?.first)
    #expect(target["entitlements"] as? String == "AppClip.entitlements")
    #expect(target["bundleID"] as? String == "com.x")
    #expect(target["productType"] is NSNull)
    #expect(target["configuration"] is NSNull)
  }

  // MARK: Projects and built products

  @Test(
    "A project or built product that is not there is bad input naming it",
    arguments: [
      "Family.xcodeproj", "Family.xcworkspace/", "Build/Family.app", "Family.appex",
      "Family.xcarchive", "Family.ipa",
    ])
  func missingProjectsAndProductsAreBadInput(_ path: String) throws {
    for command in ["resolve", "lint"] {
      let run = try Harness.run([command, path, "--configuration", "Debug", "--target", "App"])
      #expect(run.exitCode == 2)
      #expect(run.output.isEmpty)
      let name = path.hasSuffix("/") ? String(path.dropLast()) : path
      #expect(run.errors.contains(name))
      #expect(run.errors.contains("cannot be read"))
    }
  }

  @Test func helpDocumentsTheNewOptions() throws {
    for command in ["resolve", "lint"] {
      let run = try Harness.run(["help", command])
      #expect(run.exitCode == 0)
      #expect(run.output.contains("--build-settings-json FILE"))
      #expect(run.output.contains("--configuration NAME"))
      #expect(run.output.contains(".xcodeproj"))
    }
  }
}
