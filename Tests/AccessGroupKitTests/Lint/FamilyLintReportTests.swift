import AccessGroupKit
import Foundation
import Testing

@Suite struct FamilyLintReportTests {
  @Test func textShowsTheMatrixDefaultsAndNoFindingsForNetNewsWireiOS() throws {
    let report = FamilyLintReport(family: try LintFixtures.netNewsWireiOS())
    let lines = report.text.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    #expect(lines[0].hasPrefix("Sharing matrix (3 targets, 4 groups"))
    #expect(lines[1].split(separator: " ") == ["group", "app", "share", "widget"])
    #expect(
      lines[2].split(separator: " ")
        == ["M8L2WTLA8W.com.ranchero.NetNewsWire.iOS", "✓*", "✓*", "✓*"])
    #expect(
      lines[3].split(separator: " ") == ["group.com.ranchero.NetNewsWire.iOS", "✓", "✓", "✓"])
    #expect(
      report.text.contains(
        "Default groups:\n  app     M8L2WTLA8W.com.ranchero.NetNewsWire.iOS (iOS)\n"))
    #expect(report.text.hasSuffix("\nNo findings.\n"))
    #expect(!report.hasErrors)
  }

  @Test func textMarksReadOnlyGroupsAndListsFindings() throws {
    let report = FamilyLintReport(family: try LintFixtures.wireGuardMac())
    #expect(report.text.contains("com.apple.token"))
    let tokenLine = try #require(
      report.text.split(separator: "\n").first { $0.contains("com.apple.token") })
    #expect(tokenLine.split(separator: " ") == ["com.apple.token", "✓ro", "✓ro"])
    #expect(
      report.text.contains("\nFindings:\n  warning[macos-file-based-keychain] app: a macOS target"))
    #expect(report.text.contains("  note[app-group-used-for-keychain] "))
  }

  @Test("Long names and groups are cut in the text, which stays a small multiple of its input")
  func longLabelsAreCutInTheText() throws {
    let long = String(repeating: "x", count: 20_000)
    let team = LintFixtures.team
    func groups(_ names: [String]) -> [EntitlementKey: PropertyListValue] {
      [.keychainAccessGroups: .array(names.map { .string("\(team).\($0)") })]
    }
    let many = ["shared", long] + (0..<300).map { "g\($0)" }
    let app = LintFixtures.target("app", groups(many))
    let other = LintFixtures.target("other-\(long)", groups([long]))
    let report = FamilyLintReport(family: try AppFamily(targets: [app, other]))
    let input = many.joined().utf8.count + 3 * long.utf8.count
    // A table padded to the long group and the long name would be 300 rows of 40,000.
    #expect(report.text.utf8.count < 2 * input, "\(report.text.utf8.count) bytes")
    #expect(!report.text.contains(long))
    let cut = String(repeating: "x", count: PrintableText.labelLength - team.count - 1) + "…"
    #expect(report.text.contains("\(team).\(cut)"))
    // The finding that names the other target names it cut too.
    let differ = try #require(report.findings.first { $0.code == "default-groups-differ" })
    #expect(differ.message.contains("'other-\(String(long.prefix(194)))…'"), "\(differ)")
  }

  @Test("An update's lines show a long target name by its start, once per changed call")
  func anUpdateShowsLongNamesByTheirStart() throws {
    let long = "app-" + String(repeating: "n", count: 20_000)
    let team = LintFixtures.team
    func target(_ groups: [String]) -> AppTarget {
      LintFixtures.target(
        long, [.keychainAccessGroups: .array(groups.map { .string("\(team).\($0)") })])
    }
    let baseline = try AppFamily(targets: [target((0..<50).map { "g\($0)" })])
    let update = try AppFamily(targets: [target(["other"])])
    let report = FamilyUpdateReport(baseline: baseline, update: update)
    // Each of the 50 groups the update drops is a read that no longer finds its item.
    let lines = report.text.split(separator: "\n").filter { $0.contains(": read naming ") }
    #expect(lines.count == 50, "\(report.text.prefix(500))")
    #expect(lines.allSatisfy { $0.hasPrefix("  \(long.prefix(200))…: read naming \(team).g") })
    #expect(report.text.utf8.count < 50 * 500)
  }

  /// Half of many targets drop the group they all shared: each one's group-removed finding
  /// names who still reaches it. Named in full, the findings together named every pair.
  @Test("An update's findings name five of the targets that still reach a group")
  func updateFindingsNameAFewTargets() throws {
    let count = FuzzBudget.current.size(full: 20_000, quick: 400)
    let team = LintFixtures.team
    func target(_ index: Int, _ group: String) -> AppTarget {
      LintFixtures.target(
        "T\(index)", [.keychainAccessGroups: .array([.string("\(team).\(group)")])],
        bundleID: "com.example.t\(index)")
    }
    let baseline = try AppFamily(targets: (0..<count).map { target($0, "shared") })
    let update = try AppFamily(
      targets: (0..<count).map { target($0, $0.isMultiple(of: 2) ? "shared" : "other") })
    let findings = FamilyLinter().lintUpdate(from: baseline, to: update)
    let removed = findings.filter { $0.code == "group-removed" }
    #expect(removed.count == count / 2)
    let first = try #require(removed.first)
    #expect(first.target == "T1")
    #expect(
      first.message.contains(
        "; T0, T2, T4, T6, T8 and \(count / 2 - 5) more still reach them."),
      "\(first.message)")
    #expect(findings.map(\.message.utf8.count).reduce(0, +) < count * 1_000)
  }

  @Test func jsonHasTargetsGroupsMatrixAndFindings() throws {
    let report = FamilyLintReport(family: try LintFixtures.netNewsWireMac())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
    #expect(object.keys.sorted() == ["findings", "groups", "matrix", "targets"])
    let targets = try #require(object["targets"] as? [[String: Any]])
    #expect(targets.map { $0["name"] as? String } == ["app", "share"])
    #expect(targets[0]["platform"] as? String == "macOS")
    #expect(
      targets[0]["defaultAccessGroup"] as? String == "M8L2WTLA8W.com.ranchero.NetNewsWire-Evergreen"
    )
    #expect((targets[1]["accessGroups"] as? [String])?.last == "com.apple.token")
    let matrix = try #require(object["matrix"] as? [String: [String: String]])
    #expect(matrix["share"]?["com.apple.token"] == "read-only")
    #expect(matrix["share"]?["group.com.ranchero.NetNewsWire-Evergreen"] == "read-write")
    #expect(
      matrix["app"]?["M8L2WTLA8W.com.ranchero.NetNewsWire-Evergreen.Mac.ShareExtension"] == nil)
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(
      findings.map { $0["code"] as? String } == [
        "macos-file-based-keychain", "macos-file-based-keychain", "default-groups-differ",
        "default-groups-differ", "app-group-used-for-keychain",
      ])
    #expect(findings[4]["entitlement"] as? String == "com.apple.security.application-groups")
    #expect(findings[0]["index"] is NSNull)
    #expect(
      findings.map { $0["target"] as? String } == ["app", "share", "app", "share", nil])
    let findingsKey = try #require(report.json.range(of: "\"findings\""))
    let targetsKey = try #require(report.json.range(of: "\"targets\""))
    #expect(findingsKey.lowerBound < targetsKey.lowerBound)
  }

  @Test func aTargetWithoutGroupsHasANullDefaultAndErrors() throws {
    let report = FamilyLintReport(
      family: try AppFamily(targets: [LintFixtures.target("helper", [:])]))
    #expect(report.hasErrors)
    #expect(report.json.contains("\"defaultAccessGroup\": null"))
    #expect(report.text.contains("helper  none (every SecItem call fails with -34018) (iOS)"))
  }

  @Test func jsonNamesEachTargetsBundleIDAndOriginOrNullWhenUnknown() throws {
    var app = LintFixtures.target("app", [:])
    app.identity = SigningIdentity(teamID: "ABCDE12345", bundleID: "com.example.app")
    app.origin = AppTargetOrigin(
      productType: "com.apple.product-type.application",
      entitlementsPath: "App/App.entitlements", configuration: "Release")
    let widget = LintFixtures.target("widget", [:])
    let report = FamilyLintReport(family: try AppFamily(targets: [app, widget]))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
    let targets = try #require(object["targets"] as? [[String: Any]])
    #expect(
      targets[0].keys.sorted() == [
        "accessGroups", "bundleID", "configuration", "defaultAccessGroup", "entitlements",
        "name", "platform", "productType",
      ])
    #expect(targets[0]["bundleID"] as? String == "com.example.app")
    #expect(targets[0]["productType"] as? String == "com.apple.product-type.application")
    #expect(targets[0]["entitlements"] as? String == "App/App.entitlements")
    #expect(targets[0]["configuration"] as? String == "Release")
    for key in ["bundleID", "productType", "entitlements", "configuration"] {
      #expect(targets[1][key] is NSNull, "\(key)")
    }
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.allSatisfy { $0.keys.contains("target") })
  }
}
