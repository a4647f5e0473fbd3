import Foundation
import Testing

/// `lint --baseline`: what an update does to the items users already have.
@Suite("Lint against a baseline")
struct LintBaselineTests {
  typealias Harness = ToolHarness

  static let codes: Set<String> = [
    "default-group-changed", "group-removed", "app-id-prefix-changed", "target-removed",
    "new-target-cannot-reach",
  ]

  static let shared = "$(AppIdentifierPrefix)com.example.shared"
  static let keys = "$(AppIdentifierPrefix)com.example.keys"
  static let identity = ["--team-id", "ABCDE12345", "--bundle-id", "App=com.example.app"]

  /// Two versions of entitlements files in `old/` and `new/` of a temporary folder.
  struct Versions {
    let folder = try! TemporaryFolder()

    func write(_ version: String, _ name: String, _ text: String) throws -> String {
      try folder.write("\(version)/\(name).entitlements", text)
    }
  }

  /// The baseline findings of a JSON report.
  static func baselineFindings(_ json: [String: Any]) throws -> [[String: Any]] {
    let findings = try #require(json["findings"] as? [[String: Any]])
    return findings.filter { Self.codes.contains($0["code"] as? String ?? "") }
  }

  /// The update table of a JSON report.
  static func calls(_ json: [String: Any]) throws -> [[String: Any]] {
    let update = try #require(json["update"] as? [String: Any], "no update in \(json.keys)")
    return try #require(update["calls"] as? [[String: Any]])
  }

  static func status(_ call: [String: Any], _ key: String) -> Int? {
    (call[key] as? [String: Any])?["status"] as? Int
  }

  @Test("Nothing changed: no baseline finding, every read unchanged, exit 0")
  func nothingChanged() throws {
    let versions = Versions()
    let text = TemporaryFolder.entitlements(groups: [Self.shared, Self.keys])
    let old = try versions.write("old", "App", text)
    let new = try versions.write("new", "App", text)
    let run = try Harness.run(["lint", new, "--baseline", old, "--json"] + Self.identity)
    #expect(run.exitCode == 0, "\(run.output)\(run.errors)")
    let json = try run.jsonObject()
    #expect(try Self.baselineFindings(json).isEmpty)
    let calls = try Self.calls(json)
    // One add without a group and a read of each item: no group, shared, keys, the App ID.
    #expect(calls.filter { $0["call"] as? String == "read" }.count == 4)
    #expect(calls.allSatisfy { $0["changed"] as? Bool == false })
    // The add again finds the old item: errSecDuplicateItem, as before the update it was new.
    let add = try #require(calls.first { $0["call"] as? String == "add" })
    #expect(Self.status(add, "after") == -25299)
    let text2 = try Harness.run(["lint", new, "--baseline", old] + Self.identity)
    #expect(text2.output.contains("every read finds what it found before"))
  }

  @Test("Reordered groups move the default: a warning, and the add now duplicates")
  func reorderedGroups() throws {
    let versions = Versions()
    let old = try versions.write(
      "old", "App", TemporaryFolder.entitlements(groups: [Self.shared, Self.keys]))
    let new = try versions.write(
      "new", "App", TemporaryFolder.entitlements(groups: [Self.keys, Self.shared]))
    let run = try Harness.run(["lint", new, "--baseline", old, "--json"] + Self.identity)
    #expect(run.exitCode == 0, "a warning does not fail by default")
    let json = try run.jsonObject()
    let findings = try Self.baselineFindings(json)
    #expect(findings.map { $0["code"] as? String } == ["default-group-changed"])
    #expect(findings.first?["severity"] as? String == "warning")
    #expect(findings.first?["target"] as? String == "App")
    let message = try #require(findings.first?["message"] as? String)
    #expect(message.contains("from ABCDE12345.com.example.shared to ABCDE12345.com.example.keys"))
    let add = try #require(try Self.calls(json).first { $0["call"] as? String == "add" })
    #expect(add["changed"] as? Bool == true)
    #expect(add["groupBefore"] as? String == "ABCDE12345.com.example.shared")
    #expect(add["groupAfter"] as? String == "ABCDE12345.com.example.keys")
    let failing = try Harness.run(
      ["lint", new, "--baseline", old, "--fail-on", "warning"] + Self.identity)
    #expect(failing.exitCode == 1)
    #expect(
      failing.output.contains(
        "warning[default-group-changed] keychain-access-groups: App: the default group moves"))
    #expect(failing.output.contains("App: add without a group now creates a second item"))
  }

  @Test("A removed group is an error: reads naming it fail with -34018, exit 1")
  func removedGroup() throws {
    let versions = Versions()
    let old = try versions.write(
      "old", "App", TemporaryFolder.entitlements(groups: [Self.shared, Self.keys]))
    let new = try versions.write("new", "App", TemporaryFolder.entitlements(groups: [Self.shared]))
    let run = try Harness.run(["lint", new, "--baseline", old, "--json"] + Self.identity)
    #expect(run.exitCode == 1)
    let json = try run.jsonObject()
    let findings = try Self.baselineFindings(json)
    #expect(findings.map { $0["code"] as? String } == ["group-removed"])
    #expect(
      (findings.first?["message"] as? String)?.hasPrefix("ABCDE12345.com.example.keys") == true)
    let read = try #require(
      try Self.calls(json).first { $0["group"] as? String == "ABCDE12345.com.example.keys" })
    #expect(Self.status(read, "before") == 0)
    #expect(Self.status(read, "after") == -34018)
    #expect(read["changed"] as? Bool == true)
    for format in ["annotations", "sarif"] {
      let ci = try Harness.run(
        ["lint", new, "--baseline", old, "--format", format] + Self.identity)
      #expect(ci.exitCode == 1)
      #expect(ci.output.contains("group-removed"), "\(format): \(ci.output)")
    }
    #expect(
      try Harness.run(["lint", new, "--baseline", old, "--fail-on", "never"] + Self.identity)
        .exitCode == 0)
  }

  @Test("A changed App ID prefix is an error: nothing under the old prefix is found, exit 1")
  func changedPrefix() throws {
    let versions = Versions()
    let old = try versions.write(
      "old", "App",
      TemporaryFolder.entitlements(
        groups: ["ABCDE12345.com.example.shared"],
        applicationIdentifier: "ABCDE12345.com.example.app"))
    let new = try versions.write(
      "new", "App",
      TemporaryFolder.entitlements(
        groups: ["FGHIJ67890.com.example.shared"],
        applicationIdentifier: "FGHIJ67890.com.example.app"))
    let run = try Harness.run(["lint", new, "--baseline", old, "--json"])
    #expect(run.exitCode == 1)
    let json = try run.jsonObject()
    let findings = try Self.baselineFindings(json)
    #expect(findings.map { $0["code"] as? String } == ["app-id-prefix-changed"])
    let message = try #require(findings.first?["message"] as? String)
    #expect(message.contains("from ABCDE12345 to FGHIJ67890"))
    let calls = try Self.calls(json)
    let plain = try #require(
      calls.first { $0["call"] as? String == "read" && $0["group"] is NSNull })
    #expect(Self.status(plain, "after") == -25300)
    #expect(
      calls.filter { $0["call"] as? String == "read" }.allSatisfy { $0["changed"] as? Bool == true }
    )
  }

  @Test("A removed target and a new one that cannot reach the old items are notes")
  func removedAndNewTargets() throws {
    let versions = Versions()
    let app = TemporaryFolder.entitlements(groups: [Self.shared])
    let oldApp = try versions.write("old", "App", app)
    let oldShare = try versions.write(
      "old", "Share", TemporaryFolder.entitlements(groups: [Self.shared]))
    let newApp = try versions.write("new", "App", app)
    let widget = try versions.write(
      "new", "Widget",
      TemporaryFolder.entitlements(groups: ["$(AppIdentifierPrefix)com.example.widget"]))
    let run = try Harness.run(
      ["lint", newApp, widget, "--baseline", oldApp, "--baseline", oldShare, "--json"]
        + Self.identity + ["--bundle-id", "Widget=com.example.app.widget"])
    #expect(run.exitCode == 0, "\(run.errors)")
    let findings = try Self.baselineFindings(try run.jsonObject())
    #expect(
      findings.map { "\($0["code"] as? String ?? ""):\($0["target"] as? String ?? "")" }
        == ["new-target-cannot-reach:Widget", "target-removed:Share"])
    #expect(findings.allSatisfy { $0["severity"] as? String == "note" })
    #expect(
      (findings.first?["message"] as? String)?.contains("ABCDE12345.com.example.shared") == true)
  }

  @Test("A renamed target is paired by its bundle ID")
  func renamedTargetIsPairedByBundleID() throws {
    let versions = Versions()
    let text = TemporaryFolder.entitlements(groups: [Self.shared])
    let old = try versions.write("old", "OldName", text)
    let new = try versions.write("new", "App", text)
    let run = try Harness.run([
      "lint", new, "--baseline", old, "--json", "--team-id", "ABCDE12345", "--bundle-id",
      "com.example.app",
    ])
    #expect(run.exitCode == 0)
    #expect(try Self.baselineFindings(try run.jsonObject()).isEmpty)
  }

  @Test("The update table agrees with simulate on the same family")
  func updateTableAgreesWithSimulate() throws {
    let versions = Versions()
    let old = try versions.write(
      "old", "App", TemporaryFolder.entitlements(groups: [Self.shared, Self.keys]))
    let oldShare = try versions.write(
      "old", "Share", TemporaryFolder.entitlements(groups: [Self.keys]))
    let new = try versions.write(
      "new", "App", TemporaryFolder.entitlements(groups: [Self.keys]))
    let newShare = try versions.write(
      "new", "Share", TemporaryFolder.entitlements(groups: [Self.shared, Self.keys]))
    let bundles = [
      "--team-id", "ABCDE12345", "--bundle-id", "App=com.example.app", "--bundle-id",
      "Share=com.example.app.share",
    ]
    let run = try Harness.run(
      ["lint", new, newShare, "--baseline", old, "--baseline", oldShare, "--json"] + bundles)
    let json = try run.jsonObject()
    let calls = try Self.calls(json)
    #expect(calls.contains { $0["changed"] as? Bool == true })
    let oldJSON = try Harness.run(
      ["lint", old, oldShare, "--json"] + bundles
    ).jsonObject()
    let scenario = try UpdateScenario.make(
      baseline: try #require(oldJSON["targets"] as? [[String: Any]]),
      update: try #require(json["targets"] as? [[String: Any]]), calls: calls)
    let file = try versions.folder.write("update.json", scenario)
    let simulated = try Harness.run(["simulate", file, "--json"])
    #expect(simulated.exitCode == 0, "\(simulated.output)\(simulated.errors)")
  }
}

/// A scenario equivalent to an update: the baseline's targets (as `old.NAME`) store their
/// items, then the new targets (as `new.NAME`, beside them on the same device) make the
/// update table's calls, each expecting the status the table says.
enum UpdateScenario {
  static func make(
    baseline: [[String: Any]], update: [[String: Any]], calls: [[String: Any]]
  ) throws -> String {
    var apps: [String: Any] = [:]
    func app(_ target: [String: Any]) -> [String: Any] {
      let groups = (target["accessGroups"] as? [String] ?? []).filter { $0 != "com.apple.token" }
      let identifier = groups.first { $0.hasSuffix("." + (target["bundleID"] as? String ?? "-")) }
      var entitlements: [String: Any] = [
        "keychain-access-groups": groups.filter { $0 != identifier }
      ]
      if let identifier { entitlements["application-identifier"] = identifier }
      return ["entitlements": entitlements]
    }
    for target in baseline { apps["old.\(target["name"] as? String ?? "")"] = app(target) }
    for target in update { apps["new.\(target["name"] as? String ?? "")"] = app(target) }
    var steps: [[String: Any]] = []
    func query(_ account: String, _ group: String?) -> [String: Any] {
      var query: [String: Any] = [
        "kSecClass": "kSecClassGenericPassword", "kSecAttrService": "accessgroups.update",
        "kSecAttrAccount": account,
      ]
      if let group { query["kSecAttrAccessGroup"] = group }
      return query
    }
    // The baseline stores each item the table reads, as the old version did.
    for call in calls where call["call"] as? String == "read" {
      let account = call["account"] as? String ?? ""
      let owner = String(account.prefix { $0 != "#" })
      var attributes = query(account, call["group"] as? String)
      attributes["kSecValueData"] = ["data": "secret"]
      steps.append(["app": "old.\(owner)", "call": "SecItemAdd", "attributes": attributes])
    }
    for call in calls {
      let target = call["target"] as? String ?? ""
      let account = call["account"] as? String ?? ""
      let after = (call["after"] as? [String: Any])?["name"] as? String ?? ""
      if call["call"] as? String == "read" {
        steps.append([
          "app": "new.\(target)", "call": "SecItemCopyMatching",
          "query": query(account, call["group"] as? String), "expect": ["status": after],
        ])
      } else {
        var attributes = query(account, nil)
        attributes["kSecValueData"] = ["data": "secret"]
        steps.append([
          "app": "new.\(target)", "call": "SecItemAdd", "attributes": attributes,
          "expect": ["status": after],
        ])
      }
    }
    let document: [String: Any] = ["format": 1, "apps": apps, "steps": steps]
    let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }
}
