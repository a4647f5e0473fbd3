import Foundation
import Testing

@testable import AccessGroupsCommandLine

@Suite("lint command")
struct LintCommandTests {
  typealias Harness = ToolHarness

  /// NetNewsWire's iOS app, share extension and widget with their Release settings.
  static let netNewsWireArguments = [
    "lint",
    "--target", "app=NetNewsWire-iOS.entitlements",
    "--target", "share=NetNewsWire-iOS-ShareExtension.entitlements",
    "--target", "widget=NetNewsWire-iOS-Widget.entitlements",
    "--team-id", "M8L2WTLA8W",
    "--bundle-id", "app=com.ranchero.NetNewsWire.iOS",
    "--bundle-id", "share=com.ranchero.NetNewsWire.iOS.Share-Extension",
    "--bundle-id", "widget=com.ranchero.NetNewsWire.iOS.SpringboardWidgets",
    "--settings-file", "NetNewsWire-Release.xcconfig",
  ]

  /// WireGuard's macOS app and tunnel; the repository has no team, so one stands in.
  static let wireGuardArguments = [
    "lint", "--platform", "macos", "--team-id", "ABCDE12345",
    "--target", "app=WireGuard-macOS.entitlements",
    "--target", "tunnel=WireGuard-macOS-NetworkExtension.entitlements",
    "--bundle-id", "app=com.wireguard.macos",
    "--bundle-id", "tunnel=com.wireguard.macos.network-extension",
    "--setting", "APP_ID_MACOS=com.wireguard.macos",
  ]

  static let shared = "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS"

  @Test func netNewsWireiOSShowsTheSharedGroupsAndEachDefault() throws {
    let run = try Harness.run(Self.netNewsWireArguments)
    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
    let lines = run.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    #expect(lines.contains(["group", "app", "share", "widget"]))
    #expect(lines.contains([Self.shared, "✓*", "✓*", "✓*"]))
    #expect(lines.contains(["group.com.ranchero.NetNewsWire.iOS", "✓", "✓", "✓"]))
    for target in ["app", "share", "widget"] {
      #expect(lines.contains([target, Self.shared, "(iOS)"]))
    }
    #expect(run.output.hasSuffix("No findings.\n"))
  }

  @Test func jsonHasTargetsGroupsMatrixAndFindingsWithSortedKeys() throws {
    let run = try Harness.run(Self.netNewsWireArguments + ["--json"])
    #expect(run.exitCode == 0)
    let json = try run.jsonObject()
    #expect(json.keys.sorted() == ["findings", "groups", "matrix", "targets"])
    let targets = try #require(json["targets"] as? [[String: Any]])
    #expect(targets.map { $0["name"] as? String } == ["app", "share", "widget"])
    for target in targets {
      #expect(target["defaultAccessGroup"] as? String == Self.shared)
      #expect(target["platform"] as? String == "iOS")
      #expect(
        (target["accessGroups"] as? [String])?.contains("group.com.ranchero.NetNewsWire.iOS")
          == true)
    }
    let groups = try #require(json["groups"] as? [String])
    #expect(groups.prefix(2) == [Self.shared, "group.com.ranchero.NetNewsWire.iOS"])
    let matrix = try #require(json["matrix"] as? [String: [String: String]])
    #expect(matrix["widget"]?[Self.shared] == "read-write")
    #expect(matrix["app"]?[Self.shared + ".SpringboardWidgets"] == nil)
    #expect((json["findings"] as? [Any])?.isEmpty == true)
    let targetsKey = try #require(run.output.range(of: "\"targets\""))
    let groupsKey = try #require(run.output.range(of: "\"groups\""))
    #expect(groupsKey.lowerBound < targetsKey.lowerBound)
  }

  @Test func wireGuardMacReportsItsAppGroupUsedAsTheKeychainGroup() throws {
    let run = try Harness.run(Self.wireGuardArguments)
    #expect(run.exitCode == 0)
    #expect(run.output.contains("note[app-group-used-for-keychain]"))
    #expect(run.output.contains("warning[default-groups-differ] app: adds items to "))
    #expect(run.output.components(separatedBy: "warning[macos-file-based-keychain]").count == 3)
    #expect(run.output.contains("ABCDE12345.group.com.wireguard.macos"))
  }

  @Test(arguments: ["dot", "mermaid"])
  func graphPrintsEveryTargetAndGroupWithTheDefaultEdgeMarked(_ format: String) throws {
    let run = try Harness.run(Self.netNewsWireArguments + ["--graph", format])
    #expect(run.exitCode == 0)
    #expect(run.output.hasPrefix(format == "dot" ? "digraph AppFamily {\n" : "flowchart LR\n"))
    for label in ["app (iOS)", "share (iOS)", "widget (iOS)", Self.shared] {
      #expect(run.output.contains("\"\(label)\""))
    }
    let defaults = run.output.split(separator: "\n").filter { $0.contains("default") }
    #expect(defaults.count == 3)
    #expect(defaults.allSatisfy { $0.hasSuffix(format == "dot" ? "style=\"bold\"];" : "group0") })
  }

  @Test func positionalFilesAreNamedAfterTheFileAndAPlainBundleIDNeedsOneTarget() throws {
    let run = try Harness.run([
      "lint", "NetNewsWire-iOS.entitlements", "--settings-file", "NetNewsWire-Release.xcconfig",
      "--team-id", "M8L2WTLA8W", "--bundle-id", "com.ranchero.NetNewsWire.iOS", "--json",
    ])
    #expect(run.exitCode == 0)
    let targets = try #require(try run.jsonObject()["targets"] as? [[String: Any]])
    #expect(targets.first?["name"] as? String == "NetNewsWire-iOS")
    #expect((targets.first?["accessGroups"] as? [String])?.count == 3)
  }

  @Test func perTargetPlatformOverridesTheSharedOne() throws {
    let run = try Harness.run(
      Self.wireGuardArguments + ["--platform", "tunnel=catalyst", "--json"])
    #expect(run.exitCode == 0)
    let targets = try #require(try run.jsonObject()["targets"] as? [[String: Any]])
    #expect(targets.map { $0["platform"] as? String } == ["macOS", "macCatalyst"])
  }

  @Test func errorFindingsExitWithOne() throws {
    let run = try Harness.run([
      "lint", "--target", "clip=AppClip.entitlements", "--team-id", "ABCDE12345",
      "--bundle-id", "clip=com.example.app.Clip",
    ])
    #expect(run.exitCode == 1)
    #expect(run.output.contains("error[app-clip-groups-refused] clip: an App Clip"))
  }

  @Test func aTargetWithoutGroupsExitsWithOne() throws {
    let run = try Harness.run(["lint", "NoKeychainEntitlements.entitlements"])
    #expect(run.exitCode == 1)
    #expect(run.output.contains("error[no-access-groups]"))
  }

  @Test func undefinedVariablesAreErrorFindingsNotBadInput() throws {
    let run = try Harness.run([
      "lint", "--target", "app=NetNewsWire-iOS.entitlements", "--team-id", "M8L2WTLA8W",
    ])
    #expect(run.exitCode == 1)
    #expect(run.output.contains("error[unexpanded-variable]"))
    #expect(run.output.contains("app: "))
  }

  static let badInputs: [([String], String)] = [
    (["lint"], "lint needs at least one FILE, --target NAME=FILE or --build-settings-json"),
    (["lint", "Missing.entitlements"], "Missing.entitlements"),
    (["lint", "Truncated.entitlements"], "Truncated.entitlements"),
    (["lint", "--target", "app"], "no project, product or --build-settings-json target is named"),
    (["lint", "--target", "=x.entitlements"], "--target needs NAME or NAME=FILE"),
    (
      [
        "lint", "--target", "a=NetNewsWire-iOS.entitlements", "--target",
        "a=Secretive.entitlements",
      ],
      "two targets are named 'a'"
    ),
    (
      ["lint", "--target", "a=Secretive.entitlements", "--bundle-id", "b=com.example"],
      "no target is named 'b'"
    ),
    (
      [
        "lint", "Secretive.entitlements", "NoKeychainEntitlements.entitlements", "--bundle-id", "x",
      ],
      "needs a target name"
    ),
    (["lint", "Secretive.entitlements", "--graph", "svg"], "unknown graph format 'svg'"),
    (
      ["lint", "Secretive.entitlements", "--graph", "dot", "--json"],
      "--graph and --json cannot be used together"
    ),
    (["lint", "Secretive.entitlements", "--platform", "android"], "unknown platform 'android'"),
    (["lint", "Secretive.entitlements", "--profile", "ancient"], "unknown profile 'ancient'"),
    (["lint", "Secretive.entitlements", "--setting", "=x"], "--setting needs KEY=VALUE"),
  ]

  @Test(arguments: badInputs)
  func badInputExitsWithTwoAndSaysWhy(_ arguments: [String], _ message: String) throws {
    let run = try Harness.run(arguments)
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("accessgroups: "))
    #expect(run.errors.contains(message), "\(run.errors)")
  }

  @Test func helpDocumentsPerTargetOptions() throws {
    let run = try Harness.run(["help", "lint"])
    #expect(run.exitCode == 0)
    #expect(
      run.output.hasPrefix(
        "Usage: accessgroups lint [FILE...] [--target NAME[=FILE]]... [options]\n"))
    for option in Command.lint.options { #expect(run.output.contains(option.synopsis)) }
    #expect(run.output.contains("--bundle-id NAME=ID"))
  }
}

/// Reports go to standard output a megabyte at a time as they are made; what arrives must be
/// the whole report, in order, in every format.
@Suite("lint reports written as they are made")
struct LintStreamedReportTests {
  /// An app listing `count` keychain groups of its own, then one it shares with an
  /// extension: a note for each of its own, so the report is several megabytes.
  static func run(_ format: [String], count: Int, in folder: TemporaryFolder) throws -> ToolRun {
    func file(_ name: String, _ groups: [String]) throws -> String {
      let strings = groups.map { "<string>ABCDE12345.\($0)</string>" }.joined()
      return try folder.write(
        name,
        "<plist><dict><key>keychain-access-groups</key><array>\(strings)</array></dict></plist>")
    }
    let app = try file("App.entitlements", (0..<count).map { "group\($0)" } + ["shared"])
    let ext = try file("Ext.entitlements", ["shared"])
    return try ToolHarness.run(
      [
        "lint", "--team-id", "ABCDE12345", "--target", "App=\(app)", "--target", "Ext=\(ext)",
        "--bundle-id", "App=com.e.app", "--bundle-id", "Ext=com.e.app.ext",
      ] + format)
  }

  @Test("A text report of several megabytes arrives whole, a line per group and per note")
  func aLongTextReportArrivesWhole() throws {
    let folder = try TemporaryFolder()
    let count = 12_000
    let run = try Self.run([], count: count, in: folder)
    #expect(run.exitCode == 0, "\(run.errors)")
    #expect(run.output.utf8.count > 2 * (1 << 20))
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.filter { $0.hasPrefix("  note[group-single-target] ") }.count == count)
    #expect(lines.filter { $0.contains("ABCDE12345.group\(count - 1)") }.count == 2)
    #expect(lines.first?.hasPrefix("Sharing matrix (2 targets, \(count + 3) groups;") == true)
    // The family's own finding comes after every target's notes.
    #expect(lines.dropLast().last?.hasPrefix("  warning[default-groups-differ] App: ") == true)
  }

  @Test("JSON and SARIF reports of several megabytes arrive whole and parse")
  func longMachineReportsArriveWhole() throws {
    let folder = try TemporaryFolder()
    let count = 12_000
    let json = try Self.run(["--json"], count: count, in: folder)
    #expect(json.output.utf8.count > 2 * (1 << 20))
    let report = try json.jsonObject()
    // A note per group of the app's own, and the family's default-groups-differ.
    #expect((report["findings"] as? [Any])?.count == count + 1)
    #expect((report["groups"] as? [String])?.count == count + 3)
    let sarif = try Self.run(["--format", "sarif"], count: count, in: folder)
    #expect(sarif.output.utf8.count > 2 * (1 << 20))
    let log = try sarif.jsonObject()
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect((runs.first?["results"] as? [Any])?.count == count + 1)
    #expect(log["version"] as? String == "2.1.0")
  }
}
