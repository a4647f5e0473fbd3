import Foundation
import Testing

/// `lint --baseline` and `--baseline-revision` on corpus projects, built products and git
/// revisions; the App ID history findings on real entitlements shapes.
@Suite("Lint against a baseline: projects, products, revisions")
struct LintBaselineProjectTests {
  typealias Harness = ToolHarness
  typealias Findings = LintBaselineTests

  static let netNewsWire = "Ranchero-Software__NetNewsWire"
  static let shareEntitlements = "iOS/ShareExtension/NetNewsWire_iOS_ShareExtension.entitlements"

  /// A copy of a corpus project's folder, changed by `change`.
  static func copy(
    _ project: String, in folder: TemporaryFolder, as name: String,
    change: (URL) throws -> Void = { _ in }
  ) throws -> URL {
    let path = try folder.copy(ProjectAndProductInputTests.project(project), to: name)
    let url = URL(fileURLWithPath: path)
    try change(url)
    return url
  }

  static func replace(_ old: String, _ new: String, in file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(old), "\(file.lastPathComponent) lacks \(old)")
    try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
  }

  static func codes(_ run: ToolRun) throws -> [String] {
    try Findings.baselineFindings(try run.jsonObject()).map {
      "\($0["code"] as? String ?? ""):\($0["target"] as? String ?? "")"
    }
  }

  @Test("Each corpus project linted against itself has no baseline finding")
  func corpusAgainstItself() throws {
    let projects = [
      "Ranchero-Software__NetNewsWire/NetNewsWire.xcodeproj",
      "WireGuard__wireguard-apple/WireGuard.xcodeproj",
      "home-assistant__iOS/HomeAssistant.xcodeproj",
      "maxgoedjen__secretive/Sources/Secretive.xcodeproj",
      "duckduckgo__iOS/DuckDuckGo-iOS.xcodeproj",
      "Automattic__pocket-casts-ios/podcasts.xcodeproj",
    ]
    for project in projects {
      let path = ProjectAndProductInputTests.project(project)
      let plain = try Harness.run(["lint", path, "--json"])
      let run = try Harness.run(["lint", path, "--baseline", path, "--json"])
      #expect(run.exitCode == plain.exitCode, "\(project): \(run.errors)")
      #expect(try Self.codes(run).isEmpty, "\(project)")
      let calls = try Findings.calls(try run.jsonObject())
      #expect(calls.allSatisfy { $0["changed"] as? Bool == false }, "\(project)")
    }
    let built = try Harness.run([
      "lint", "Built/NetNewsWire.app", "--baseline", "Built/NetNewsWire.app", "--json",
    ])
    #expect(built.exitCode == 0)
    #expect(try Self.codes(built).isEmpty)
  }

  @Test("A project copy: nothing changed, group removed, team changed")
  func projectChanges() throws {
    let folder = try TemporaryFolder()
    let old = try Self.copy(Self.netNewsWire, in: folder, as: "old")
    let same = try Self.copy(Self.netNewsWire, in: folder, as: "same")
    let removed = try Self.copy(Self.netNewsWire, in: folder, as: "removed") { root in
      try Self.replace(
        "<string>$(AppIdentifierPrefix)$(ORGANIZATION_IDENTIFIER).NetNewsWire.iOS$(BUNDLE_ID_SUFFIX)</string>",
        "", in: root.appendingPathComponent(Self.shareEntitlements))
    }
    let team = try Self.copy(Self.netNewsWire, in: folder, as: "team") { root in
      try Self.replace(
        "DEVELOPMENT_TEAM = M8L2WTLA8W", "DEVELOPMENT_TEAM = ABCDE12345",
        in: root.appendingPathComponent(
          "xcconfig/common/NetNewsWire_codesigning_common.xcconfig"))
    }
    func lint(_ new: URL) throws -> ToolRun {
      try Harness.run([
        "lint", new.appendingPathComponent("NetNewsWire.xcodeproj").path, "--baseline",
        old.appendingPathComponent("NetNewsWire.xcodeproj").path, "--json",
      ])
    }
    let unchanged = try lint(same)
    #expect(unchanged.exitCode == 0)
    #expect(try Self.codes(unchanged).isEmpty)
    let lost = try lint(removed)
    #expect(lost.exitCode == 1)
    // The share extension's default was that group: it moves to its App ID too.
    #expect(
      try Self.codes(lost) == [
        "group-removed:NetNewsWire iOS Share Extension",
        "default-group-changed:NetNewsWire iOS Share Extension",
      ])
    let moved = try lint(team)
    #expect(moved.exitCode == 1)
    let codes = try Self.codes(moved)
    #expect(codes.count == 6, "\(codes)")
    #expect(codes.allSatisfy { $0.hasPrefix("app-id-prefix-changed:") })
  }

  @Test("A project copy with its keychain groups reordered moves the app's default")
  func projectGroupsReordered() throws {
    let folder = try TemporaryFolder()
    let project = "duckduckgo__iOS"
    let old = try Self.copy(project, in: folder, as: "old")
    let new = try Self.copy(project, in: folder, as: "new") { root in
      try Self.replace(
        "<string>$(AppIdentifierPrefix)$(VAULT_APP_GROUP)</string>\n\t\t<string>$(AppIdentifierPrefix)$(APP_ID)</string>",
        "<string>$(AppIdentifierPrefix)$(APP_ID)</string>\n\t\t<string>$(AppIdentifierPrefix)$(VAULT_APP_GROUP)</string>",
        in: root.appendingPathComponent("DuckDuckGo/DuckDuckGo.entitlements"))
    }
    let run = try Harness.run([
      "lint", new.appendingPathComponent("DuckDuckGo-iOS.xcodeproj").path, "--baseline",
      old.appendingPathComponent("DuckDuckGo-iOS.xcodeproj").path, "--json",
      "--setting", "VAULT_APP_GROUP=com.duckduckgo.vault",
    ])
    #expect(try Self.codes(run) == ["default-group-changed:DuckDuckGo"])
  }

  @Test("A built product as the baseline pairs its bundles by bundle ID")
  func builtProductBaseline() throws {
    let folder = try TemporaryFolder()
    let same = try Self.copy(Self.netNewsWire, in: folder, as: "same")
    let removed = try Self.copy(Self.netNewsWire, in: folder, as: "removed") { root in
      try Self.replace(
        "<string>$(AppIdentifierPrefix)$(ORGANIZATION_IDENTIFIER).NetNewsWire.iOS$(BUNDLE_ID_SUFFIX)</string>",
        "", in: root.appendingPathComponent(Self.shareEntitlements))
    }
    func lint(_ new: URL) throws -> ToolRun {
      try Harness.run([
        "lint", new.appendingPathComponent("NetNewsWire.xcodeproj").path, "--target",
        "NetNewsWire-iOS", "--target", "NetNewsWire iOS Share Extension", "--baseline",
        "Built/NetNewsWire.app", "--json",
      ])
    }
    let unchanged = try lint(same)
    #expect(unchanged.exitCode == 0, "\(unchanged.errors)")
    #expect(try Self.codes(unchanged).isEmpty)
    let lost = try lint(removed)
    #expect(lost.exitCode == 1)
    #expect(
      try Self.codes(lost) == [
        "group-removed:NetNewsWire iOS Share Extension",
        "default-group-changed:NetNewsWire iOS Share Extension",
      ])
  }

  // `--baseline-revision` runs git, and so does this test: only where Foundation has `Process`.
  #if os(macOS) || os(Linux) || os(Windows)
    /// Runs git in a folder.
    static func git(_ arguments: [String], in folder: URL) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments =
        ["git", "-c", "user.name=Test", "-c", "user.email=test@example.invalid", "-C", folder.path]
        + arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      try #require(process.terminationStatus == 0, "git \(arguments) failed")
    }

    /// Runs git in a folder with `input` on its standard input and returns its output.
    static func git(_ arguments: [String], input: String, in folder: URL) throws -> String {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git", "-C", folder.path] + arguments
      let standardInput = Pipe()
      let standardOutput = Pipe()
      process.standardInput = standardInput
      process.standardOutput = standardOutput
      process.standardError = FileHandle.nullDevice
      try process.run()
      standardInput.fileHandleForWriting.write(Data(input.utf8))
      try standardInput.fileHandleForWriting.close()
      let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      try #require(process.terminationStatus == 0, "git \(arguments) failed")
      return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static let path = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

    @Test("--baseline-revision reads a project's settings files from anywhere in the repository")
    func baselineRevisionProject() throws {
      let folder = try TemporaryFolder()
      let repo = try Self.copy(Self.netNewsWire, in: folder, as: "repo")
      try Self.git(["init", "-q"], in: repo)
      try Self.git(["add", "."], in: repo)
      try Self.git(["commit", "-q", "-m", "v1"], in: repo)
      let project = repo.appendingPathComponent("NetNewsWire.xcodeproj").path
      let plain = try Harness.run(["lint", project, "--json"])
      let run = try Harness.run(
        ["lint", project, "--baseline-revision", "HEAD", "--json"], environment: Self.path)
      #expect(run.exitCode == plain.exitCode, "\(run.errors)")
      #expect(try Self.codes(run).isEmpty)
      let calls = try Findings.calls(try run.jsonObject())
      #expect(!calls.isEmpty)
      #expect(calls.allSatisfy { $0["changed"] as? Bool == false })
    }

    @Test("A revision whose trees name each other over and over is refused before it is copied")
    func baselineRevisionTreeBomb() throws {
      let folder = try TemporaryFolder()
      let file = try folder.write(
        "repo/App.entitlements", TemporaryFolder.entitlements(groups: [LintBaselineTests.keys]))
      let repo = folder.url.appendingPathComponent("repo")
      try Self.git(["init", "-q"], in: repo)
      // Five levels of ten trees, each naming the one below ten times: 100,000 settings files
      // from a few hundred bytes of objects.
      let blob = try Self.git(["hash-object", "-w", "--stdin"], input: "A = 1\n", in: repo)
      var tree = try Self.git(["mktree"], input: "100644 blob \(blob)\tf.xcconfig\n", in: repo)
      for _ in 1...5 {
        let lines = (0..<10).map { "040000 tree \(tree)\td\($0)\n" }.joined()
        tree = try Self.git(["mktree"], input: lines, in: repo)
      }
      let entitlements = try Self.git(
        ["hash-object", "-w", "App.entitlements"], input: "", in: repo)
      let top = try Self.git(
        ["mktree"],
        input: "100644 blob \(entitlements)\tApp.entitlements\n040000 tree \(tree)\tbomb\n",
        in: repo)
      let commit = try Self.git(
        [
          "-c", "user.name=Test", "-c", "user.email=test@example.invalid", "commit-tree", top,
          "-m", "bomb",
        ],
        input: "", in: repo)
      try Self.git(["tag", "bomb", commit], in: repo)
      let run = try Harness.run(
        ["lint", file, "--baseline-revision", "bomb"] + LintBaselineTests.identity,
        environment: Self.path)
      #expect(run.exitCode == 2)
      #expect(run.output.isEmpty)
      #expect(
        run.errors.contains(
          "revision 'bomb' of the git repository at \(repo.resolvingSymlinksInPath().path) "
            + "holds more than 20000 files a project may read"))
    }

    @Test("--baseline-revision reads the files at a git revision")
    func baselineRevision() throws {
      let folder = try TemporaryFolder()
      let file = try folder.write(
        "repo/App.entitlements",
        TemporaryFolder.entitlements(groups: [LintBaselineTests.shared, LintBaselineTests.keys]))
      let repo = folder.url.appendingPathComponent("repo")
      try Self.git(["init", "-q"], in: repo)
      try Self.git(["add", "."], in: repo)
      try Self.git(["commit", "-q", "-m", "v1"], in: repo)
      try Self.git(["tag", "v1"], in: repo)
      let identity = LintBaselineTests.identity
      let same = try Harness.run(
        ["lint", file, "--baseline-revision", "v1", "--json"] + identity, environment: Self.path)
      #expect(same.exitCode == 0, "\(same.errors)")
      #expect(try Self.codes(same).isEmpty)
      try folder.write(
        "repo/App.entitlements",
        TemporaryFolder.entitlements(groups: [LintBaselineTests.keys]))
      let run = try Harness.run(
        ["lint", file, "--baseline-revision", "v1", "--json"] + identity, environment: Self.path)
      #expect(run.exitCode == 1)
      #expect(try Self.codes(run) == ["group-removed:App", "default-group-changed:App"])

      let missing = try Harness.run(
        ["lint", file, "--baseline-revision", "v9"] + identity, environment: Self.path)
      #expect(missing.exitCode == 2)
      #expect(missing.errors.contains("revision 'v9' does not exist in the git repository"))
      let noGit = try Harness.run(
        ["lint", file, "--baseline-revision", "v1"] + identity,
        environment: ["PATH": folder.url.appendingPathComponent("nothing").path])
      #expect(noGit.exitCode == 2)
      #expect(noGit.errors.contains("`git` is not on PATH"))
      let outside = try folder.write(
        "outside/App.entitlements", TemporaryFolder.entitlements(groups: [LintBaselineTests.keys]))
      let notARepo = try Harness.run(
        ["lint", outside, "--baseline-revision", "v1"] + identity, environment: Self.path)
      #expect(notARepo.exitCode == 2)
      #expect(notARepo.errors.contains("is not in a git work tree"))
    }
  #endif

  @Test("A group under a previous App ID prefix is a note, a doubled prefix an error")
  func appIDHistory() throws {
    let folder = try TemporaryFolder()
    // NetNewsWire's group shape, $(AppIdentifierPrefix)$(ORGANIZATION_IDENTIFIER)…, with the
    // old prefix put in the organization identifier: two prefixes.
    let settings = [
      "--team-id", "M8L2WTLA8W", "--bundle-id", "com.ranchero.NetNewsWire.iOS", "--setting",
      "BUNDLE_ID_SUFFIX=", "--setting", "APP_GROUP_ID=group.com.ranchero.NetNewsWire.iOS",
    ]
    let doubled = try Harness.run(
      [
        "lint", "NetNewsWire-iOS.entitlements", "--json", "--setting",
        "ORGANIZATION_IDENTIFIER=Q7XK2PLM9R.com.ranchero",
      ] + settings)
    #expect(doubled.exitCode == 1)
    let findings = try #require(try doubled.jsonObject()["findings"] as? [[String: Any]])
    let error = try #require(findings.first { $0["code"] as? String == "doubled-team-prefix" })
    #expect(error["severity"] as? String == "error")
    let message = try #require(error["message"] as? String)
    #expect(message.contains("`M8L2WTLA8W.Q7XK2PLM9R.com.ranchero.NetNewsWire.iOS`"))
    #expect(message.contains("write `M8L2WTLA8W.com.ranchero.NetNewsWire.iOS`"))
    #expect(!findings.contains { $0["code"] as? String == "foreign-team-prefix" })

    // The same app listing its pre-2011 prefix: the group under it is a note.
    let legacy = try folder.write(
      "NetNewsWire-iOS.entitlements",
      TemporaryFolder.entitlements(
        groups: [
          "$(AppIdentifierPrefix)com.ranchero.NetNewsWire.iOS",
          "Q7XK2PLM9R.com.ranchero.NetNewsWire.iOS",
        ],
        other: ["previous-application-identifiers": ["Q7XK2PLM9R.com.ranchero.NetNewsWire.iOS"]]))
    let run = try Harness.run(["lint", legacy, "--json"] + settings)
    #expect(run.exitCode == 0, "\(run.output)")
    let notes = try #require(try run.jsonObject()["findings"] as? [[String: Any]])
    let note = try #require(notes.first { $0["code"] as? String == "legacy-app-id-prefix" })
    #expect(note["severity"] as? String == "note")
    #expect((note["message"] as? String)?.contains("previous-application-identifiers") == true)
    #expect(!notes.contains { $0["code"] as? String == "foreign-team-prefix" })
    // Without the entitlement, the same group is another team's.
    let foreign = try folder.write(
      "Foreign.entitlements",
      TemporaryFolder.entitlements(groups: ["Q7XK2PLM9R.com.ranchero.NetNewsWire.iOS"]))
    let other = try Harness.run(["lint", foreign, "--json"] + settings)
    #expect(other.exitCode == 1)
    #expect(other.output.contains("foreign-team-prefix"))
  }
}
