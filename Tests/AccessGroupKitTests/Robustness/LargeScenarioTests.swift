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
    // Every app's one value, `$(AppIdentifierPrefix)shared`, is parsed once for all.
    #expect(prepared.expressions.parseCount == 1)
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
    return try Scenario.ofAppA(steps: add + read)
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

  @Test("Reads of a large value stop at the step that passes the budget of bytes, naming it")
  func readsOfALargeValueStopAtTheByteBudget() throws {
    let value = String(repeating: "v", count: 1_000)
    let add =
      "{\"app\": \"A\", \"call\": \"SecItemAdd\", \"attributes\": {\"kSecClass\": "
      + "\"kSecClassGenericPassword\", \"kSecAttrAccount\": \"a\", "
      + "\"kSecValueData\": {\"data\": \"\(value)\"}}}"
    let read =
      "{\"app\": \"A\", \"call\": \"SecItemCopyMatching\", \"query\": {\"kSecClass\": "
      + "\"kSecClassGenericPassword\", \"kSecAttrAccount\": \"a\", \"kSecReturnData\": true}}"
    var runner = ScenarioRunner(
      scenario: try Scenario.ofAppA(steps: [add] + Array(repeating: read, count: 10)))
    runner.maximumReturnedBytes = 3_500
    // A thousand bytes a read: the fourth read passes 3,500.
    #expect(
      throws: ScenarioError(
        path: "steps[4]",
        message: "the calls up to this one return more than 3500 bytes of data and text in "
          + "all (a report repeats each result, so a large item read n times is written n "
          + "times); a scenario checks behaviour on a few items: store smaller values, or "
          + "read them fewer times")
    ) { try runner.run() }
    runner.maximumReturnedBytes = 10_000
    let report = try runner.run()
    #expect(report.steps.count == 11)
    #expect(report.steps.last?.result == .data(Data(value.utf8)))
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

/// A scenario of n adds and n searches that no index serves reads n² stored items; the run
/// stops at a budget of items read, at the step that passes it. Searches an index serves
/// read what they find, and the same scenario with them runs in full.
@Suite("A scenario's items read are bounded")
struct ScenarioExaminedItemsTests {
  /// `adds` passwords, each of its own account and service, then `reads` searches for
  /// account `a0`, by its service `s0` too when `indexed`.
  static func scenario(adds: Int, reads: Int, indexed: Bool) throws -> Scenario {
    let add = (0..<adds).map {
      "{\"app\": \"A\", \"call\": \"SecItemAdd\", \"attributes\": {\"kSecClass\": "
        + "\"kSecClassGenericPassword\", \"kSecAttrService\": \"s\($0)\", "
        + "\"kSecAttrAccount\": \"a\($0)\"}}"
    }
    let service = indexed ? "\"kSecAttrService\": \"s0\", " : ""
    let read = Array(
      repeating:
        "{\"app\": \"A\", \"call\": \"SecItemCopyMatching\", \"query\": {\"kSecClass\": "
        + "\"kSecClassGenericPassword\", \(service)\"kSecAttrAccount\": \"a0\", "
        + "\"kSecReturnAttributes\": true}}", count: reads)
    return try Scenario.ofAppA(steps: add + read)
  }

  @Test("Searches that no index serves stop at the step that passes the budget, naming it")
  func unindexedSearchesStopAtTheBudget() throws {
    var runner = ScenarioRunner(scenario: try Self.scenario(adds: 20, reads: 10, indexed: false))
    runner.maximumExaminedItems = 50
    // Each search looks up the app's one group and reads its 20 rows: the third passes 50.
    #expect(
      throws: ScenarioError(
        path: "steps[22]",
        message: "the steps up to this one read more than 50 stored items in all (a search "
          + "that no index serves, such as a password query without its service or server, "
          + "reads every item of its groups, so n adds and n such searches read n²); a "
          + "scenario checks behaviour on a few items: add fewer, or search fewer times")
    ) { try runner.run() }
  }

  @Test("Searches by service read what they find, so the same scenario runs in full")
  func indexedSearchesRunInFull() throws {
    var runner = ScenarioRunner(scenario: try Self.scenario(adds: 20, reads: 10, indexed: true))
    runner.maximumExaminedItems = 50
    let report = try runner.run()
    #expect(report.steps.count == 30)
    #expect(report.steps.allSatisfy { $0.status == .success })
    #expect(report.steps.last?.result?.dictionaryValue?["acct"] == .string("a0"))
  }

  @Test("Syncs stop at the sync that passes the budget of items compared, naming it")
  func syncsStopAtTheBudget() throws {
    let adds = (0..<5).map {
      "{\"app\": \"A\", \"on\": \"D1\", \"call\": \"SecItemAdd\", \"attributes\": "
        + "{\"kSecClass\": \"kSecClassGenericPassword\", \"kSecAttrAccount\": \"a\($0)\", "
        + "\"kSecAttrSynchronizable\": true}}"
    }
    let syncs = Array(repeating: "{\"device\": \"sync\"}", count: 10)
    var runner = ScenarioRunner(
      scenario: try Scenario.ofAppA(steps: adds + syncs, devices: ["D1", "D2"]))
    runner.maximumSyncedItems = 30
    // After each sync both devices hold the five items: the fourth sync passes 30.
    #expect(
      throws: ScenarioError(
        path: "steps[8]",
        message: "the syncs up to this one compare more than 30 items in all (each sync reads "
          + "every item of every device signed into iCloud, so n adds and n syncs read n²); a "
          + "scenario checks behaviour on a few items: add fewer, or sync fewer times")
    ) { try runner.run() }
    runner.maximumSyncedItems = 100
    let report = try runner.run()
    #expect(report.steps.count == 15)
    #expect(report.steps[5].result?.dictionaryValue?["D2"] == .integer(5))
  }

  /// Apps are prepared on every core; the error must still be the one an evaluation in name
  /// order meets first, whichever kind it is.
  @Test(
    "Of many apps, the first in name order that cannot be prepared is the error",
    arguments: [("A100", "A300"), ("A300", "A100")])
  func theFirstAppThatFailsIsTheError(unexpandable: String, unrunnable: String) throws {
    let apps = (0..<600).map { index in
      let name = "A\(index)"
      let group = name == unexpandable ? "$(UNDEFINED).g" : "$(AppIdentifierPrefix)shared"
      let platform = name == unrunnable ? ", \"platform\": \"macOS\"" : ""
      return "\"\(name)\": {\"teamID\": \"ABCDE12345\", \"bundleID\": \"com.example.\(name)\", "
        + "\"entitlements\": {\"keychain-access-groups\": [\"\(group)\"]}\(platform)}"
    }
    let step =
      "{\"app\": \"A0\", \"call\": \"SecItemCopyMatching\", \"query\": {\"kSecClass\": "
      + "\"kSecClassGenericPassword\"}, \"expect\": {\"status\": \"errSecItemNotFound\"}}"
    let json =
      "{\"platform\": \"iOS\", \"apps\": {\(apps.joined(separator: ","))}, \"steps\": [\(step)]}"
    let runner = ScenarioRunner(scenario: try Scenario(data: Data(json.utf8)))
    #expect {
      try runner.checkedApps(ScenarioLayout(runner.scenario))
    } throws: { error in
      guard let error = error as? ScenarioError else { return false }
      return unexpandable == "A100"
        ? error.path == "apps.A100.entitlements.keychain-access-groups"
          && error.message.contains("$(UNDEFINED)")
        : error.path == "apps.A100.platform"
          && error.message.contains("which no device of the scenario can run")
    }
  }

  /// The error of a scenario of many steps is that of the first step, in the steps' order,
  /// that cannot be decoded, whichever kind it is.
  @Test(
    "Of many steps, the first in order that cannot be decoded is the error",
    arguments: [(700, 1_500), (1_500, 700)])
  func theFirstStepThatFailsIsTheError(unknownApp: Int, unknownCall: Int) throws {
    let steps = (0..<2_000).map { index in
      let app = index == unknownApp ? "Nobody" : "A"
      let call = index == unknownCall ? "SecItemFind" : "SecItemCopyMatching"
      return "{\"app\": \"\(app)\", \"call\": \"\(call)\", \"query\": {\"kSecClass\": "
        + "\"kSecClassGenericPassword\"}, \"expect\": {\"status\": \"errSecItemNotFound\"}}"
    }
    #expect {
      try Scenario.ofAppA(steps: steps)
    } throws: { error in
      guard let error = error as? ScenarioError else { return false }
      let first = min(unknownApp, unknownCall)
      return first == unknownApp
        ? error.path == "steps[700].app" && error.message.contains("Nobody")
        : error.path == "steps[700].call" && error.message.contains("SecItemFind")
    }
    // Without the two, every step is decoded, in order.
    let plain = try Scenario.ofAppA(
      steps: steps.enumerated().filter { ![unknownApp, unknownCall].contains($0.offset) }.map(
        \.element))
    #expect(plain.steps.count == 1_998)
    #expect(
      plain.steps.allSatisfy { step in
        guard case .call(let call) = step else { return false }
        return call.app == "A" && call.function == .copyMatching
      })
  }
}

extension Scenario {
  /// A scenario of app `A` (team ABCDE12345, `com.example.a`) and `steps`, each a JSON
  /// object, on `devices` when named.
  static func ofAppA(steps: [String], devices: [String] = []) throws -> Scenario {
    let quoted = devices.map { "\"\($0)\"" }.joined(separator: ", ")
    let named = devices.isEmpty ? "" : "\"devices\": [\(quoted)], "
    let json =
      "{\(named)\"apps\": {\"A\": {\"teamID\": \"ABCDE12345\", \"bundleID\": "
      + "\"com.example.a\"}}, \"steps\": [\(steps.joined(separator: ","))]}"
    return try Scenario(data: Data(json.utf8))
  }
}
