import AccessGroupKit
import Foundation
import Testing

/// Running scenarios: the Examples, app setup, and scenarios the runner must reject.
@Suite struct ScenarioRunnerTests {
  typealias Support = ScenarioTestSupport

  static let examples: [(file: String, statuses: [Int32])] = [
    (
      "AppSuite.json",
      [0, 0, 0, 0, -25300, -34018, 0, 0, -25300, -34018, 0, -34018, -34018, 0, 0, 0, 0]
    ),
    ("AppWithExtensions.json", [0, 0, -25300, -34018, 0, 0, 0, 0, -25308, 0, 0]),
    ("MissingTeamPrefix.json", [-34018, -34018, 0, 0]),
    ("EntitlementsFile.json", [0]),
    ("LifecycleAndSync.json", [0, 0, 0, 0, 0, 0, 0]),
  ]

  func run(_ file: String) throws -> ScenarioReport {
    let scenario = try Scenario(contentsOf: try Support.fixture(file))
    return try ScenarioRunner(scenario: scenario).run()
  }

  @Test(arguments: examples)
  func everyExampleMeetsAllItsExpectations(file: String, statuses: [Int32]) throws {
    let report = try run(file)
    #expect(report.steps.map(\.status.rawValue) == statuses)
    #expect(report.ok, "\(report.text)")
    #expect(report.exitStatus == 0)
    #expect(report.expectationCount == report.steps.filter { $0.call.hasPrefix("SecItem") }.count)
  }

  @Test func appSuiteSharesThroughTheDefaultKeychainGroup() throws {
    let report = try run("AppSuite.json")
    let added = try #require(report.steps.first?.result)
    guard case .dictionary(let attributes) = added else {
      Issue.record("not a dictionary: \(added.jsonText)")
      return
    }
    #expect(attributes["agrp"] == .string("SKMME9E2Y8.com.example.SharedItems"))
    #expect(report.steps[1].result == .data(Data("s3cret".utf8)))
    #expect(report.steps[4].result == nil)
    #expect(report.steps[5].explanation?.contains("errSecMissingEntitlement") == true)
  }

  @Test func aMissingTeamPrefixIsExplained() throws {
    let report = try run("MissingTeamPrefix.json")
    #expect(report.steps[0].status == .missingEntitlement)
    let explanation = try #require(report.steps[0].explanation)
    #expect(explanation.lowercased().contains("prefix"), "\(explanation)")
  }

  @Test func deviceStepsReportSuccessWithoutAnApp() throws {
    let report = try run("AppWithExtensions.json")
    #expect(report.steps[6].app == nil)
    #expect(report.steps[6].call == "lock")
    #expect(report.steps[6].status == .success)
    #expect(report.steps[6].expectationMet == nil)
  }

  @Test func aNullResultPointerGetsNoResult() throws {
    let scenario = try Support.parse(
      Support.scenario(
        steps: #"""
          {"app": "A", "call": "SecItemAdd", "result": false,
           "attributes": {"kSecClass": "kSecClassGenericPassword", "kSecAttrAccount": "a",
                          "kSecReturnAttributes": true},
           "expect": {"status": 0, "result": null}}
          """#))
    let report = try ScenarioRunner(scenario: scenario).run()
    #expect(report.steps[0].status == .success)
    #expect(report.steps[0].result == nil)
    #expect(report.steps[0].expectationMet == true)
  }

  @Test("A runner kept after its run, and the scenario it was given, still hold every step")
  func runningLeavesTheCallersScenarioWhole() throws {
    let scenario = try Scenario(contentsOf: try Support.fixture("AppSuite.json"))
    let runner = ScenarioRunner(scenario: scenario)
    let first = try runner.run()
    // The run took the steps out of its own copy only.
    #expect(scenario.steps.count == 17)
    #expect(runner.scenario.steps.count == 17)
    let second = try runner.run()
    #expect(first.steps.map(\.status) == second.steps.map(\.status))
    #expect(second.steps.count == 17)
    #expect(second.ok)
  }

  @Test("Steps run in order however many there are, the run's list shrinking as it goes")
  func manyStepsRunInOrder() throws {
    // Enough that the run moves the steps still to run into smaller lists several times.
    let count = 10_000
    let steps = (0..<count).map { index in
      // Each fourth step reads the item the step before it added.
      index % 4 == 3
        ? #"{"app": "A", "call": "SecItemCopyMatching", "query": {"kSecClass": "#
          + #""kSecClassGenericPassword", "kSecAttrService": "s", "kSecAttrAccount": "a\#(index - 1)", "#
          + #""kSecReturnAttributes": true}, "expect": {"status": 0}}"#
        : #"{"app": "A", "call": "SecItemAdd", "attributes": {"kSecClass": "#
          + #""kSecClassGenericPassword", "kSecAttrService": "s", "kSecAttrAccount": "a\#(index)"}, "#
          + #""expect": {"status": 0}}"#
    }
    let scenario = try Support.parse(Support.scenario(steps: steps.joined(separator: ",")))
    let report = try ScenarioRunner(scenario: scenario).run()
    #expect(report.steps.map(\.index) == Array(0..<count))
    #expect(report.steps.allSatisfy { $0.status == .success && $0.expectationMet == true })
    #expect(
      report.steps.map(\.call)
        == (0..<count).map { $0 % 4 == 3 ? "SecItemCopyMatching" : "SecItemAdd" })
    let last = try #require(report.steps.last?.result)
    #expect(last.dictionaryValue?["acct"] == .string("a\(count - 2)"))
  }

  @Test func anUnmetExpectationFailsTheRun() throws {
    let scenario = try Support.parse(
      Support.scenario(
        steps: #"""
          {"app": "A", "call": "SecItemCopyMatching",
           "query": {"kSecClass": "kSecClassGenericPassword", "kSecAttrAccount": "nobody"},
           "expect": {"status": "errSecSuccess"}}
          """#))
    let report = try ScenarioRunner(scenario: scenario).run()
    #expect(report.steps[0].status == .itemNotFound)
    #expect(report.steps[0].expectationMet == false)
    #expect(report.steps[0].mismatch == "expected errSecSuccess (0)")
    #expect(report.exitStatus == 1)
  }

  @Test(arguments: [
    (#"{"install": "A"}, {"install": "A"}"#, "steps[2].install", "already installed"),
    (#"{"uninstall": "A"}, {"uninstall": "A"}"#, "steps[2].uninstall", "not installed"),
    (
      #"{"uninstall": "A"}, {"transfer": "A", "teamID": "NEWTEAM123"}"#, "steps[2].transfer",
      "not installed"
    ),
  ])
  func lifecycleStepsThatCannotHappenMakeTheScenarioInvalidBeforeAnyStepRuns(
    steps: String, path: String, message: String
  ) throws {
    let scenario = try Support.parse(Support.scenario(steps: #"{"device": "lock"}, "# + steps))
    #expect {
      _ = try ScenarioRunner(scenario: scenario).run()
    } throws: { error in
      let error = error as? ScenarioError
      return error?.path == path && error?.message.contains(message) == true
    }
  }

  @Test func anUndefinedVariableNamesTheAppTheEntitlementAndTheVariable() throws {
    let scenario = try Support.parse(
      Support.scenario(
        steps: "",
        apps: #"""
          {"A": {"teamID": "SKMME9E2Y8", "bundleID": "com.example.A",
                 "entitlements": {"keychain-access-groups": ["$(AppIdentifierPrefix)$(UNDEFINED)"]}}}
          """#))
    do {
      _ = try ScenarioRunner(scenario: scenario).resolveApps()
      Issue.record("expected an invalid scenario")
    } catch {
      #expect(error.path == "apps.A.entitlements.keychain-access-groups")
      #expect(error.message.contains("app 'A'"))
      #expect(error.message.contains("keychain-access-groups"))
      #expect(error.message.contains("$(UNDEFINED)"))
    }
  }

  @Test func entitlementsFilesAreLoadedRelativeToTheScenario() throws {
    let scenario = try Scenario(contentsOf: try Support.fixture("EntitlementsFile.json"))
    let groups = try ScenarioRunner(scenario: scenario).resolveApps()
    #expect(
      groups["Widget"]?.groups == [
        "SKMME9E2Y8.com.example.MyApp.Widget", "group.com.example.MyApp",
      ])
  }

  @Test func aMissingEntitlementsFileIsAnInvalidScenario() throws {
    let scenario = try Support.parse(
      Support.scenario(steps: "", apps: #"{"A": {"entitlementsFile": "Missing.entitlements"}}"#))
    do {
      _ = try ScenarioRunner(scenario: scenario).run()
      Issue.record("expected an invalid scenario")
    } catch {
      #expect(error.path == "apps.A.entitlementsFile")
      #expect(error.message.contains("Missing.entitlements"))
    }
  }

  @Test func appBuildSettingsOverrideTheScenarios() throws {
    let scenario = try Support.parse(
      #"""
      {"buildSettings": {"ORG": "com.top"},
       "apps": {"A": {"teamID": "T", "bundleID": "b", "buildSettings": {"ORG": "com.app"},
                      "entitlements": {"keychain-access-groups": ["$(TeamIdentifierPrefix)$(ORG)"]}}},
       "steps": []}
      """#)
    let groups = try ScenarioRunner(scenario: scenario).resolveApps()
    #expect(groups["A"]?.groups == ["T.com.app", "T.b"])
  }

  @Test func platformAndProfileReachTheResolver() throws {
    let scenario = try Support.parse(
      #"""
      {"platform": "macOS", "profile": "legacy",
       "apps": {"A": {"teamID": "T", "bundleID": "b"}}, "steps": []}
      """#)
    let groups = try #require(try ScenarioRunner(scenario: scenario).resolveApps()["A"])
    #expect(groups.options.platform == .macOS)
    #expect(groups.options.profile == .legacy)
    #expect(groups.groups == ["T.b", "com.apple.token"])
  }
}

extension ScenarioRunnerTests {
  @Test func aCallByAnUnknownAppInAScenarioBuiltInCodeRunsNoStep() throws {
    let scenario = Scenario(
      apps: ["A": ScenarioApp(teamID: "T", bundleID: "b")],
      steps: [
        .call(
          ScenarioCall(
            app: "A", function: .add,
            dictionary: ["class": .string("genp"), "acct": .string("a")])),
        .call(ScenarioCall(app: "Z", function: .delete, dictionary: ["class": .string("genp")])),
      ])
    #expect {
      _ = try ScenarioRunner(scenario: scenario).run()
    } throws: { error in
      (error as? ScenarioError)?.path == "steps[1].app"
        && (error as? ScenarioError)?.message == "no app named 'Z'"
    }
  }
}
