import Foundation
import Testing

@testable import AccessGroupKit

/// Large but plausible projects: thousands of targets in one family or as separate apps.
/// Each check is linear or n·log n in the targets (no pair of targets is compared), which
/// the full budget (`ACCESSGROUPKIT_FULL_BUDGETS=1`, 20,000 targets) shows in a few
/// seconds; these tests assert the results, the benchmark notes the times.
@Suite("Large families stay linear")
struct LargeFamilyTests {
  static let ownAndShared = [
    "$(AppIdentifierPrefix)$(PRODUCT_BUNDLE_IDENTIFIER)",
    "$(AppIdentifierPrefix)com.example.shared",
  ]

  @Test("Thousands of extensions with their own defaults get one finding each, not one a pair")
  func differingDefaultsAreOnePerTarget() throws {
    let count = FuzzBudget.current.size(full: 20_000, quick: 300)
    let url = try HostileFiles.project(
      apps: 1, extensions: count - 1, groups: Self.ownAndShared)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let project = try XcodeProjectFamily(projectAt: url)
    let family = try #require(project.family(ofApp: "AppT0"))
    #expect(family.targets.count == count)
    let findings = FamilyLinter().lint(family)
    let differ = findings.filter { $0.code == FamilyLintCode.defaultGroupsDiffer.rawValue }
    #expect(differ.map(\.target) == family.targets.map(\.name))
    let first = try #require(differ.first)
    #expect(first.message.hasPrefix("adds items to ABCDE12345.com.example.T0 by default"))
    #expect(
      first.message.contains(
        "\(count - 1) targets it shares groups with cannot read ('AppT1', 'AppT2', 'AppT3' "
          + "and \(count - 4) more; 'AppT1' shares ABCDE12345.com.example.shared)"))
    let last = try #require(differ.last)
    #expect(last.message.contains("('AppT0', 'AppT1', 'AppT2' and \(count - 4) more"))
    // Each target's own group is listed by it alone.
    #expect(
      findings.filter { $0.code == FamilyLintCode.groupSingleTarget.rawValue }.count == count)
  }

  @Test("A project written as Xcode writes it gives the family and findings of a compact one")
  func anXcodeShapedProjectGivesTheFamilyOfACompactOne() throws {
    // Its objects are mostly source files a project never reads: they are checked, not built.
    let count = FuzzBudget.current.size(full: 20_000, quick: 200)
    let shaped = try HostileFiles.xcodeShapedProject(
      apps: 1, extensions: count - 1, groups: Self.ownAndShared)
    let compact = try HostileFiles.project(
      apps: 1, extensions: count - 1, groups: Self.ownAndShared)
    defer {
      for url in [shaped, compact] {
        try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
      }
    }
    func lint(_ url: URL) throws -> (family: AppFamily, findings: [Finding]) {
      let family = try #require(try XcodeProjectFamily(projectAt: url).family(ofApp: "AppT0"))
      return (family, FamilyLinter().lint(family))
    }
    let (shapedFamily, shapedFindings) = try lint(shaped)
    let (compactFamily, compactFindings) = try lint(compact)
    #expect(shapedFamily.targets.count == count)
    #expect(shapedFamily.targets.map(\.name) == compactFamily.targets.map(\.name))
    #expect(
      shapedFamily.targets.map(\.resolvedAccessGroups)
        == compactFamily.targets.map(\.resolvedAccessGroups))
    #expect(
      shapedFamily.targets.last?.resolvedAccessGroups.groups.first
        == "ABCDE12345.com.example.T\(count - 1)")
    #expect(shapedFindings.map(\.message) == compactFindings.map(\.message))
    #expect(shapedFindings.count >= count)
  }

  @Test("A target listed many times is one target, its many dependencies read once")
  func aTargetListedManyTimesIsOneTarget() throws {
    // Were each listing a target, the file's size squared: each listing of App would walk
    // its list of dependencies again.
    let count = FuzzBudget.current.size(full: 100_000, quick: 1_000)
    let root = try HostileFiles.folder([
      "App.entitlements": HostileFiles.entitlements(Self.ownAndShared),
      "App.xcodeproj/project.pbxproj": """
      { objects = {
        P = {isa = PBXProject; buildConfigurationList = L; mainGroup = G;
          targets = (\(String(repeating: "T, ", count: count))U); };
        G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
        L = {isa = XCConfigurationList; buildConfigurations = (C); };
        C = {isa = XCBuildConfiguration; name = Release; buildSettings = {
          CODE_SIGN_ENTITLEMENTS = App.entitlements; DEVELOPMENT_TEAM = ABCDE12345;
          PRODUCT_BUNDLE_IDENTIFIER = "com.example.$(TARGET_NAME)"; SDKROOT = iphoneos; }; };
        T = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
          dependencies = (\(String(repeating: "D, ", count: count))); };
        U = {isa = PBXNativeTarget; name = Ext;
          productType = "com.apple.product-type.app-extension"; };
        D = {isa = PBXTargetDependency; target = U; };
      }; rootObject = P; }
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let url = root.appendingPathComponent("App.xcodeproj")
    let project = try XcodeProject(contentsOf: url)
    #expect(project.targets.map(\.name) == ["App", "Ext"])
    #expect(project.targets.first?.dependencyNames == ["Ext"])
    let family = try #require(try XcodeProjectFamily(projectAt: url).family(ofApp: "App"))
    #expect(family.targets.map(\.name) == ["App", "Ext"])
    #expect(
      family.targets.map(\.resolvedAccessGroups.groups.first)
        == ["ABCDE12345.com.example.App", "ABCDE12345.com.example.Ext"])
  }

  @Test("Targets that share only many app groups are checked once, each finding naming three")
  func manyAppGroupsAreCheckedOncePerSetOfTargets() throws {
    // Every target reaches every app group: the check of each group's targets is made once
    // for the set they form, not once a group (targets × groups², before), and the report
    // asks each target for its default once, not once a cell. (At full size the targets list
    // 150,000 groups in all, the family budget.)
    let count = FuzzBudget.current.size(full: 387, quick: 40)
    let groups = PropertyListValue.array(
      (0..<count).map { .string("group.com.example.g\($0)") })
    let family = try AppFamily(
      targets: (0..<count).map {
        LintFixtures.target(
          "T\($0)", [.applicationGroups: groups], bundleID: "com.example.t\($0)")
      })
    let findings = FamilyLinter().lint(family)
      .filter { $0.code == FamilyLintCode.appGroupUsedForKeychain.rawValue }
    #expect(findings.count == count)
    #expect(
      findings.last?.message.hasPrefix(
        "T0, T1, T2 and \(count - 3) more targets share no keychain group, only the app group "
          + "group.com.example.g\(count - 1):") == true)
    let text = FamilyLintReport(family: family).text
    #expect(text.hasPrefix("Sharing matrix (\(count) targets, \(2 * count) groups;"))
    // Each target's default, its application identifier, is marked once.
    #expect(text.components(separatedBy: "✓*").count - 1 == count + 1)
    #expect(text.contains("\(LintFixtures.team).com.example.t\(count - 1)"))
  }

  @Test("An update of a target of thousands of groups stores into each group once")
  func anUpdateOfManyGroupsStoresIntoEachOnce() throws {
    // Each group is kept once through a set (each was compared with those before it), and
    // each call's group is looked up by hash in the app's set.
    let count = FuzzBudget.current.size(full: 10_000, quick: 300)
    let groups = (0..<count).map { "\(LintFixtures.team).g\($0)" }
    let listed = PropertyListValue.array((groups + groups).map(PropertyListValue.string))
    let family = try AppFamily(
      targets: [
        LintFixtures.target("App", [.keychainAccessGroups: listed], bundleID: "com.example.app")
      ])
    let simulation = FamilyUpdateSimulation(baseline: family, update: family)
    // A read of the default group's item and of each group's, then the update's add
    // without a group: each group once, though the list names it twice.
    let rows = simulation.rows.map { "\($0.call) \($0.group ?? "-")" }
    #expect(rows.count == count + 3)
    #expect(
      Array(rows.prefix(2) + rows.suffix(2)) == [
        "read -", "read \(LintFixtures.team).g0", "read \(LintFixtures.team).com.example.app",
        "add -",
      ])
    #expect(simulation.rows.allSatisfy { $0.before == .success && !$0.changed })
  }

  @Test("Targets that share a file of thousands of groups are refused at the budget")
  func targetsPastTheGroupBudgetAreRefused() throws {
    // Targets sharing a file of 10,000 groups: the 16th passes 150,000, and the targets
    // after it are never expanded.
    let groups = (0..<10_000).map { "ABCDE12345.g\($0)" }
    let url = try HostileFiles.project(apps: 40, extensions: 0, groups: groups)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    #expect(
      throws: XcodeProjectError.tooManyGroups(
        file: url.path, .tooManyGroups(limit: AppFamily.maximumListedGroups, target: "AppT15"))
    ) { try XcodeProjectFamily(projectAt: url) }
    // A family of the budget itself is formed.
    let target = LintFixtures.target(
      "A", [.keychainAccessGroups: .array(groups.prefix(5_000).map(PropertyListValue.string))])
    let targets = Self.copies(of: target, count: 31)
    #expect(try AppFamily(targets: Array(targets.dropLast())).targets.count == 30)
    #expect(throws: AppFamilyError.tooManyGroups(limit: 150_000, target: "A30")) {
      try AppFamily(targets: targets)
    }
  }

  /// `count` copies of a target, named `A0`, `A1`, ….
  private static func copies(of target: AppTarget, count: Int) -> [AppTarget] {
    (0..<count).map { index in
      var named = target
      named.name = "A\(index)"
      return named
    }
  }

  @Test("Targets that share a file of one group of a megabyte are refused at the byte budget")
  func targetsPastTheGroupByteBudgetAreRefused() throws {
    // Each target lists 1 MiB and 11 bytes: the 16th passes 16 MiB, and the targets after
    // it are never expanded (each would check, resolve and report the megabyte again).
    let group = "ABCDE12345." + String(repeating: "w", count: 1 << 20)
    let url = try HostileFiles.project(apps: 40, extensions: 0, groups: [group])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let limit = AppFamily.maximumListedGroupBytes
    #expect(
      throws: XcodeProjectError.tooManyGroups(
        file: url.path, .groupsTooLong(limit: limit, target: "AppT15"))
    ) { try XcodeProjectFamily(projectAt: url) }
    // Fifteen such targets are a family, and the sixteenth passes the budget.
    let target = LintFixtures.target("A", [.keychainAccessGroups: .array([.string(group)])])
    let targets = Self.copies(of: target, count: 16)
    #expect(try AppFamily(targets: Array(targets.dropLast())).targets.count == 15)
    #expect(throws: AppFamilyError.groupsTooLong(limit: limit, target: "A15")) {
      try AppFamily(targets: targets)
    }
  }

  @Test("Extensions that share their default with the app get no default-group finding")
  func sharedDefaultsHaveNoFinding() throws {
    let count = FuzzBudget.current.size(full: 20_000, quick: 300)
    let url = try HostileFiles.project(
      apps: 1, extensions: count - 1, groups: Self.ownAndShared.reversed())
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let project = try XcodeProjectFamily(projectAt: url)
    let family = try #require(project.family(ofApp: "AppT0"))
    let findings = FamilyLinter().lint(family)
    #expect(findings.map(\.code) == Array(repeating: "group-single-target", count: count))
    let report = FamilyLintReport(family: family)
    // Past the table's size, each group is one line naming its first targets.
    #expect(
      report.text.contains(
        "  ABCDE12345.com.example.shared: AppT0 ✓*, AppT1 ✓*, AppT2 ✓*, AppT3 ✓*, AppT4 ✓*, "
          + "AppT5 ✓*, AppT6 ✓*, AppT7 ✓* and \(count - 8) more targets\n"))
    #expect(report.text.contains("  ABCDE12345.com.example.T\(count - 1): AppT\(count - 1) ✓\n"))
  }

  @Test("Thousands of separate apps each form their own family, found in one walk")
  func separateAppsAreTheirOwnFamilies() throws {
    let count = FuzzBudget.current.size(full: 20_000, quick: 300)
    let url = try HostileFiles.project(apps: count, extensions: 0, groups: Self.ownAndShared)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let project = try XcodeProjectFamily(projectAt: url)
    #expect(project.topLevelAppNames.count == count)
    let appOf = project.appOfEachTarget
    #expect(appOf.count == count)
    #expect(appOf.allSatisfy { $0.key == $0.value })
    // One family of them all shares the one group, and each default is private.
    let findings = FamilyLinter().lint(project.family)
    #expect(
      findings.filter { $0.code == FamilyLintCode.defaultGroupsDiffer.rawValue }.count == count)
  }

  @Test("An app's extensions belong to it, and a second app's to the second")
  func extensionsBelongToTheirApp() throws {
    let count = FuzzBudget.current.size(full: 20_000, quick: 300)
    let url = try HostileFiles.project(apps: 2, extensions: count - 2, groups: ["g"])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let project = try XcodeProjectFamily(projectAt: url)
    #expect(project.topLevelAppNames == ["AppT0", "AppT1"])
    let appOf = project.appOfEachTarget
    #expect(appOf.count == count)
    #expect(appOf["AppT1"] == "AppT1")
    #expect(appOf["AppT\(count - 1)"] == "AppT0")
    #expect(appOf.values.filter { $0 == "AppT0" }.count == count - 1)
  }

  @Test("Targets sharing a large entitlements file expand only what mentions a setting")
  func sharedLargeFileIsLookedThroughOnce() throws {
    let count = FuzzBudget.current.size(full: 2_000, quick: 100)
    let domains = FuzzBudget.current.size(full: 60_000, quick: 2_000)
    let url = try HostileFiles.project(
      apps: 1, extensions: count - 1, groups: ["$(AppIdentifierPrefix)com.example.shared"])
    let root = url.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: root) }
    let list = (0..<domains).map { "<string>applinks:host\($0).example.com</string>" }
    try HostileFiles.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>keychain-access-groups</key><array>\
      <string>$(AppIdentifierPrefix)com.example.shared</string></array>\
      <key>com.apple.developer.associated-domains</key><array>\(list.joined())</array>\
      </dict></plist>
      """, to: root.appendingPathComponent("App.entitlements"))
    let project = try XcodeProjectFamily(projectAt: url)
    #expect(project.targets.count == count)
    let last = try #require(project.targets.last?.target)
    #expect(
      last.entitlements[.keychainAccessGroups]?.arrayValue?.compactMap(\.stringValue)
        == ["ABCDE12345.com.example.shared"])
    #expect(
      last.entitlements[EntitlementKey(rawValue: "com.apple.developer.associated-domains")]?
        .arrayValue?.count == domains)
    #expect(FamilyLinter().lint(project.family).isEmpty)
  }
}
