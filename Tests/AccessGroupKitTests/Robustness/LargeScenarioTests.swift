import Foundation
import Testing

@testable import AccessGroupKit

/// Scenarios with many apps or many devices: each app is expanded and resolved once per
/// platform, and that one preparation serves every check and every device that installs
/// it. The tests count the preparations and check the run's results; the full budget
/// (`ACCESSGROUPKIT_FULL_BUDGETS=1`) runs them at the size of the issue.
@Suite("Large scenarios prepare each app once")
struct LargeScenarioTests {
  @Test("A scenario of many apps prepares each app once and runs its step")
  func manyAppsArePreparedOnce() throws {
    let count = FuzzBudget.current.size(full: 100_000, quick: 2_000)
    let apps = (0..<count).map {
      "\"A\($0)\": {\"teamID\": \"ABCDE12345\", \"bundleID\": \"com.example.a\($0)\", "
        + "\"entitlements\": {\"keychain-access-groups\": [\"$(AppIdentifierPrefix)shared\"]}}"
    }
    let step =
      "{\"app\": \"A0\", \"call\": \"SecItemCopyMatching\", \"query\": {\"kSecClass\": "
      + "\"kSecClassGenericPassword\", \"kSecAttrAccount\": \"a\"}, "
      + "\"expect\": {\"status\": \"errSecItemNotFound\"}}"
    let json = "{\"apps\": {\(apps.joined(separator: ","))}, \"steps\": [\(step)]}"
    let runner = ScenarioRunner(scenario: try Scenario(data: Data(json.utf8)))
    let layout = ScenarioLayout(runner.scenario)
    var prepared = try runner.checkedApps(layout)
    #expect(prepared.preparationCount == count)
    let report = try runner.run(layout, apps: &prepared)
    #expect(prepared.preparationCount == count)
    #expect(report.steps.map(\.status) == [.itemNotFound])
    #expect(report.ok)
    let groups = try runner.resolveApps()
    #expect(groups.count == count)
    #expect(
      groups["A\(count - 1)"]?.groups == [
        "ABCDE12345.shared", "ABCDE12345.com.example.a\(count - 1)",
      ])
  }

  @Test("A scenario of many devices prepares its app once and installs it on each")
  func manyDevicesShareOnePreparation() throws {
    let count = FuzzBudget.current.size(full: 100_000, quick: 2_000)
    let devices = (0..<count).map { "\"D\($0)\"" }.joined(separator: ",")
    let query =
      "{\"kSecClass\": \"kSecClassGenericPassword\", \"kSecAttrAccount\": \"a\"}"
    let attributes =
      "{\"kSecClass\": \"kSecClassGenericPassword\", \"kSecAttrAccount\": \"a\", "
      + "\"kSecValueData\": {\"data\": \"v\"}}"
    let steps = [
      "{\"app\": \"A\", \"on\": \"D\(count - 1)\", \"call\": \"SecItemAdd\", "
        + "\"attributes\": \(attributes), \"expect\": {\"status\": \"errSecSuccess\"}}",
      "{\"app\": \"A\", \"on\": \"D\(count - 1)\", \"call\": \"SecItemCopyMatching\", "
        + "\"query\": \(query), \"expect\": {\"status\": \"errSecSuccess\"}}",
      "{\"app\": \"A\", \"on\": \"D0\", \"call\": \"SecItemCopyMatching\", "
        + "\"query\": \(query), \"expect\": {\"status\": \"errSecItemNotFound\"}}",
    ]
    let json =
      "{\"devices\": [\(devices)], \"apps\": {\"A\": {\"teamID\": \"ABCDE12345\", "
      + "\"bundleID\": \"com.example.a\"}}, \"steps\": [\(steps.joined(separator: ","))]}"
    let runner = ScenarioRunner(scenario: try Scenario(data: Data(json.utf8)))
    let layout = ScenarioLayout(runner.scenario)
    var prepared = try runner.checkedApps(layout)
    let report = try runner.run(layout, apps: &prepared)
    #expect(prepared.preparationCount == 1)
    #expect(report.steps.map(\.status) == [.success, .success, .itemNotFound])
    #expect(report.steps.map(\.device) == ["D\(count - 1)", "D\(count - 1)", "D0"])
    #expect(report.ok)
  }
}

/// A scenario of n adds and n reads of every item asks for n² items; the run stops at a
/// budget of returned items, at the step that passes it, with a message that says so.
@Suite("A scenario's returned items are bounded")
struct ScenarioReturnedItemsTests {
  static func scenario(adds: Int, reads: Int) throws -> Scenario {
    let add = (0..<adds).map {
      "{\"app\": \"A\", \"call\": \"SecItemAdd\", \"attributes\": {\"kSecClass\": "
        + "\"kSecClassGenericPassword\", \"kSecAttrAccount\": \"a\($0)\"}}"
    }
    let read = Array(
      repeating:
        "{\"app\": \"A\", \"call\": \"SecItemCopyMatching\", \"query\": {\"kSecClass\": "
        + "\"kSecClassGenericPassword\", \"kSecMatchLimit\": \"kSecMatchLimitAll\", "
        + "\"kSecReturnAttributes\": true}}", count: reads)
    let json =
      "{\"apps\": {\"A\": {\"teamID\": \"ABCDE12345\", \"bundleID\": \"com.example.a\"}}, "
      + "\"steps\": [\((add + read).joined(separator: ","))]}"
    return try Scenario(data: Data(json.utf8))
  }

  @Test("Reads of every item stop at the step that passes the budget, naming it")
  func readsOfEveryItemStopAtTheBudget() throws {
    var runner = ScenarioRunner(scenario: try Self.scenario(adds: 20, reads: 10))
    runner.maximumReturnedItems = 50
    // 20 items a read: the third read passes 50.
    #expect(
      throws: ScenarioError(
        path: "steps[22]",
        message: "the calls up to this one return more than 50 items in all; a scenario "
          + "checks behaviour on a few items: add fewer, or narrow the queries that return "
          + "them all (kSecMatchLimit)")
    ) { try runner.run() }
  }

  @Test("A scenario within the budget runs every step and returns every item")
  func aScenarioWithinTheBudgetRunsEveryStep() throws {
    var runner = ScenarioRunner(scenario: try Self.scenario(adds: 20, reads: 2))
    runner.maximumReturnedItems = 40
    let report = try runner.run()
    #expect(report.steps.count == 22)
    #expect(report.steps.allSatisfy { $0.status == .success })
    #expect(report.steps.suffix(2).map { $0.result?.arrayValue?.count } == [20, 20])
  }
}
