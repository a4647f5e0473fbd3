import Foundation
import Testing

/// `accessgroups simulate`, run in-process.
@Suite("simulate command")
struct SimulateCommandTests {
  typealias Harness = ToolHarness

  @Test func theAppSuiteScenarioMeetsEveryExpectation() throws {
    let run = try Harness.run(["simulate", "Scenarios/AppSuite.json"])
    #expect(run.exitCode == 0, "\(run.output)")
    #expect(run.errors.isEmpty)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix(" 0  AppOne    SecItemAdd") == true)
    #expect(lines.first?.contains("  errSecSuccess (0)  ") == true)
    #expect(lines.first?.hasSuffix("  ✓") == true)
    #expect(
      lines.contains {
        $0.hasPrefix(" 5  AppTwo    SecItemCopyMatching  errSecMissingEntitlement (-34018)")
      })
    #expect(lines.last == "17 steps; all 17 expectations met.")
  }

  @Test func lifecycleAndSyncStepsRunOnTwoDevices() throws {
    let run = try Harness.run(["simulate", "Scenarios/LifecycleAndSync.json", "--json"])
    #expect(run.exitCode == 0, "\(run.output)")
    let json = try run.jsonObject()
    #expect(json["ok"] as? Bool == true)
    let steps = try #require(json["steps"] as? [[String: Any]])
    #expect(
      steps.map { $0["call"] as? String } == [
        "SecItemAdd", "uninstall", "install", "SecItemCopyMatching", "install", "sync",
        "SecItemCopyMatching",
      ])
    #expect(
      steps.map { $0["device"] as? String } == [
        "iPhone", "iPhone", "iPhone", "iPhone", "iPad", nil, "iPad",
      ])
    #expect(steps[6]["status"] as? Int == 0)
    #expect(steps[5]["result"] as? [String: Int] == ["iPhone": 0, "iPad": 1])
  }

  @Test func jsonPrintsOneObjectWithEveryStep() throws {
    let run = try Harness.run(["simulate", "Scenarios/AppSuite.json", "--json"])
    #expect(run.exitCode == 0)
    let json = try run.jsonObject()
    #expect(json.keys.sorted() == ["ok", "steps"])
    #expect(json["ok"] as? Bool == true)
    let steps = try #require(json["steps"] as? [[String: Any]])
    #expect(steps.count == 17)
    #expect(
      steps[0].keys.sorted() == [
        "app", "call", "expectationMet", "explanation", "index", "result", "status", "statusName",
      ])
    #expect(steps[1]["result"] as? [String: String] == ["data": "s3cret"])
    #expect(steps[4]["status"] as? Int == -25300)
    #expect(steps[4]["statusName"] as? String == "errSecItemNotFound")
    #expect(steps[4]["explanation"] is String)
  }

  @Test func anUnmetExpectationExitsWithOne() throws {
    let run = try Harness.run(["simulate", "Scenarios/Unmet.json"])
    #expect(run.exitCode == 1)
    #expect(run.output.contains("errSecItemNotFound (-25300)  ✗"))
    #expect(run.output.contains("✗ expected errSecSuccess (0)"))
    #expect(run.output.hasSuffix("1 step; 1 of 1 expectations not met.\n"))
  }

  @Test func anInvalidScenarioExitsWithTwoNamingTheJSONPath() throws {
    let run = try Harness.run(["simulate", "Scenarios/Invalid.json"])
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("steps[0].query.kSecAttrAccount: JSON null is not a value"))
  }

  @Test func anInvalidScenarioWithJSONPrintsTheErrorObject() throws {
    let run = try Harness.run(["simulate", "--json", "Scenarios/Invalid.json"])
    #expect(run.exitCode == 2)
    let json = try run.jsonObject()
    #expect(json["ok"] as? Bool == false)
    #expect((json["steps"] as? [Any])?.isEmpty == true)
    let error = try #require(json["error"] as? [String: Any])
    #expect(error["path"] as? String == "steps[0].query.kSecAttrAccount")
  }

  @Test func aMissingFileExitsWithTwo() throws {
    let run = try Harness.run(["simulate", "Scenarios/Missing.json"])
    #expect(run.exitCode == 2)
    #expect(run.errors.contains("Missing.json"))
    #expect(run.errors.contains("cannot read the file"))
  }

  @Test(arguments: [["simulate"], ["simulate", "a.json", "b.json"]])
  func simulateTakesExactlyOneFile(arguments: [String]) throws {
    let run = try Harness.run(arguments)
    #expect(run.exitCode == 2)
    #expect(run.errors.contains("simulate takes one FILE"))
  }

  @Test func helpDescribesTheCommand() throws {
    let run = try Harness.run(["help", "simulate"])
    #expect(run.exitCode == 0)
    #expect(run.output.hasPrefix("Usage: accessgroups simulate FILE [--json]"))
    let overview = try Harness.run(["--help"])
    let line = overview.output.split(separator: "\n").first { $0.hasPrefix("  simulate ") }
    #expect(
      line?.hasSuffix(
        " Run a keychain scenario: apps, SecItem calls and the outcomes they must have.") == true)
  }
}
