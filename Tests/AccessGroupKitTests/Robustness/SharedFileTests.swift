import Foundation
import Testing

@testable import AccessGroupKit

/// A file that many targets or bundles share is checked (pseudo file, containment, kind),
/// read and parsed once, so its size is paid once and not once per target. Counted through
/// the readers' counters; the full budget (`ACCESSGROUPKIT_FULL_BUDGETS=1`) runs them at
/// the size of the issue.
@Suite("Shared files are read once")
struct SharedFileTests {
  @Test("Thousands of targets naming one entitlements file check and parse it once")
  func sharedEntitlementsAreCheckedOnce() throws {
    let count = FuzzBudget.current.size(full: 20_000, quick: 300)
    let url = try HostileFiles.sharedEntitlementsProject(
      targets: count, groups: ["$(AppIdentifierPrefix)shared"])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let cache = EntitlementsFileCache()
    let builder = XcodeFamilyBuilder(
      project: try XcodeProject(contentsOf: url), configuration: "Release",
      overrides: BuildSettings([:]), variant: .device, entitlementsFiles: cache)
    var listed = AppFamily.ListedGroups()
    let built = try builder.signedTargets(listing: &listed)
    #expect(built.targets.count == count)
    #expect(cache.refusalCheckCount == 1)
    #expect(cache.loadCount == 1)
    // Its one templated value is parsed once, and expanded with each target's settings.
    #expect(cache.expressions.parseCount == 1)
    #expect(built.targets.map(\.bundleID).last == "com.example.T\(count - 1)")
    let groups = built.targets.last?.target.entitlements[.keychainAccessGroups]?.arrayValue?
      .compactMap(\.stringValue)
    #expect(groups == ["ABCDE12345.shared"])
  }

  @Test("Scenario apps naming one file of a group of a megabyte share it, within a budget")
  func scenarioAppsNamingOneFileAreBudgeted() throws {
    let group = "ABCDE12345." + String(repeating: "w", count: 1 << 20)
    let folder = try HostileFiles.folder(["App.entitlements": HostileFiles.entitlements([group])])
    defer { try? FileManager.default.removeItem(at: folder) }
    func scenario(apps count: Int) throws -> Scenario {
      let apps = (0..<count).map { index in
        let name = index < 10 ? "app0\(index)" : "app\(index)"
        return #""\#(name)": {"teamID": "ABCDE12345", "bundleID": "com.example.\#(name)", "#
          + #""entitlementsFile": "App.entitlements"}"#
      }
      let url = folder.appendingPathComponent("apps\(count).json")
      try HostileFiles.write(
        #"{"format": 1, "apps": {\#(apps.joined(separator: ", "))}, "steps": [{"app": "app00", "#
          + #""call": "SecItemAdd", "attributes": {"kSecClass": "kSecClassGenericPassword", "#
          + #""kSecAttrAccount": "a"}, "expect": {"status": "errSecSuccess"}}]}"#,
        to: url)
      return try Scenario(contentsOf: url)
    }
    // Fifteen apps list 15 MiB of groups from the one file, read once.
    let report = try ScenarioRunner(scenario: try scenario(apps: 15)).run()
    #expect(report.steps.map(\.status) == [.success])
    #expect(report.unmetExpectationCount == 0)
    // The sixteenth app passes the budget: nothing runs, and the error names it.
    let forty = try scenario(apps: 40)
    do {
      _ = try ScenarioRunner(scenario: forty).run()
      Issue.record("the scenario of forty apps ran")
    } catch {
      #expect(error.path == "apps.app15.entitlementsFile")
      #expect(error.message.contains("more than \(AppFamily.maximumListedGroupBytes) bytes"))
    }
  }

  @Test("A file that may not be read is refused once, naming the first target that names it")
  func refusedSharedFileIsCheckedOnce() throws {
    let url = try HostileFiles.sharedEntitlementsProject(targets: 3, groups: ["g"])
    let root = url.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: root) }
    let entitlements = root.appendingPathComponent("App.entitlements")
    try FileManager.default.removeItem(at: entitlements)
    try FileManager.default.createSymbolicLink(
      atPath: entitlements.path, withDestinationPath: "/dev/zero")
    let cache = EntitlementsFileCache()
    let builder = XcodeFamilyBuilder(
      project: try XcodeProject(contentsOf: url), configuration: "Release",
      overrides: BuildSettings([:]), variant: .device, entitlementsFiles: cache)
    var listed = AppFamily.ListedGroups()
    #expect {
      try builder.signedTargets(listing: &listed)
    } throws: { error in
      "\(error)".contains("CODE_SIGN_ENTITLEMENTS of target AppT0")
        && "\(error)".contains("pseudo files")
    }
    #expect(cache.refusalCheckCount == 1)
    #expect(cache.loadCount == 0)
  }

  @Test("Hundreds of plug-ins hard-linked to one executable read it once")
  func sharedExecutableIsReadOnce() throws {
    let count = FuzzBudget.current.size(full: 500, quick: 40)
    var signed = Entitlements()
    signed.values[.keychainAccessGroups] = .array([.string("ABCDE12345.com.example.shared")])
    let executable = MachOFixture.thin(
      signature: MachOFixture.superBlob(xml: try MachOFixture.xml(signed)))
    try BundleFixture.withTemporaryFolder { folder in
      let app = try BundleFixture.write(
        "App.app", in: folder,
        info: BundleFixture.iOSInfo(bundleID: "com.example.app", executable: "App"),
        executable: executable)
      for index in 0..<count {
        let plugIn = try BundleFixture.write(
          "P\(index).appex", in: app.appendingPathComponent("PlugIns"),
          info: BundleFixture.iOSInfo(bundleID: "com.example.app.p\(index)", executable: "P"),
          executable: nil)
        try FileManager.default.linkItem(
          at: app.appendingPathComponent("App"), to: plugIn.appendingPathComponent("P"))
      }
      var reader = BuiltProductReader(now: Date())
      try reader.visit(app, kind: .app, parent: nil, container: BundleBoundary(app))
      #expect(reader.bundles.count == count + 1)
      #expect(reader.executableReads == 1)
      let last = try #require(reader.bundles.last)
      #expect(last.signature?.file == last.executablePath)
      #expect(
        last.target.entitlements[.keychainAccessGroups]?.arrayValue?.compactMap(\.stringValue)
          == ["ABCDE12345.com.example.shared"])
    }
  }

  @Test("Thousands of bundles of one folder name each get the next free name")
  func bundlesOfOneNameGetTheNextFreeName() throws {
    let count = FuzzBudget.current.size(full: 3_000, quick: 60)
    try BundleFixture.withTemporaryFolder { folder in
      let app = try BundleFixture.write(
        "App.app", in: folder,
        info: BundleFixture.iOSInfo(bundleID: "com.example.app", executable: "App"),
        executable: nil)
      // One `E.appex` in each of `count` nested plug-in folders' siblings: the bundles
      // `A<n>.appex/PlugIns/E.appex` all have the folder name E.
      for index in 0..<count {
        let outer = try BundleFixture.write(
          "A\(index).appex", in: app.appendingPathComponent("PlugIns"),
          info: BundleFixture.iOSInfo(bundleID: "com.example.app.a\(index)", executable: "A"),
          executable: nil)
        _ = try BundleFixture.write(
          "E.appex", in: outer.appendingPathComponent("PlugIns"),
          info: BundleFixture.iOSInfo(bundleID: "com.example.app.a\(index).e", executable: "E"),
          executable: nil)
      }
      let product = try BuiltProduct(contentsOf: app)
      let names = product.bundles.map(\.name)
      #expect(names.count == 2 * count + 1)
      #expect(Set(names).count == names.count)
      let renamed = product.bundles.filter { $0.path.hasSuffix("/E.appex") }.map(\.name)
      #expect(renamed == ["E"] + (2...count).map { "E-\($0)" })
      #expect(
        product.findings.filter { $0.finding.code == "renamed-target" }.count == count - 1)
    }
  }
}
