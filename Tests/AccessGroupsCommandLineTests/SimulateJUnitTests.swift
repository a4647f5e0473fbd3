import AccessGroupKit
import Foundation
import Testing

/// `accessgroups simulate --junit FILE`, read back with Foundation's XML parser.
@Suite("simulate --junit")
struct SimulateJUnitTests {
  typealias Harness = ToolHarness

  /// A JUnit file path in a fresh temporary folder.
  static func temporaryJUnitFile() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("accessgroups-junit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("report.xml")
  }

  /// The steps of a fixture scenario that have an expectation, and how many are unmet, as
  /// the library counts them.
  static func expectations(of scenario: String) throws -> (cases: Int, unmet: Int) {
    let url = try Harness.fixtures.appendingPathComponent(scenario)
    let report = try ScenarioRunner(scenario: try Scenario(contentsOf: url)).run()
    return (report.steps.filter { $0.expectationMet != nil }.count, report.unmetExpectationCount)
  }

  @Test func aPassingRunWritesOneTestCasePerExpectationAndNoFailure() throws {
    let file = try Self.temporaryJUnitFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let run = try Harness.run(["simulate", "Scenarios/AppSuite.json", "--junit", file.path])
    #expect(run.exitCode == 0, "\(run.errors)")
    #expect(run.output.hasSuffix("17 steps; all 17 expectations met.\n"))
    let parsed = try JUnitDocument(xml: try String(contentsOf: file, encoding: .utf8))
    let expected = try Self.expectations(of: "Scenarios/AppSuite.json")
    #expect(expected.cases == 17)
    #expect(parsed.cases.count == expected.cases)
    #expect(parsed.cases.allSatisfy { $0.failure == nil })
    #expect(parsed.suites.count == 1)
    #expect(parsed.suites.first?["name"] == "AppSuite.json")
    #expect(parsed.suites.first?["tests"] == "17")
    #expect(parsed.suites.first?["failures"] == "0")
  }

  @Test func anUnmetExpectationIsAFailedTestCaseAndExitsWithOne() throws {
    let file = try Self.temporaryJUnitFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let run = try Harness.run(["simulate", "Scenarios/Unmet.json", "--junit", file.path, "--json"])
    #expect(run.exitCode == 1)
    #expect(try run.jsonObject()["ok"] as? Bool == false)
    let parsed = try JUnitDocument(xml: try String(contentsOf: file, encoding: .utf8))
    let expected = try Self.expectations(of: "Scenarios/Unmet.json")
    #expect(expected.unmet == 1)
    #expect(parsed.cases.count == expected.cases)
    #expect(parsed.cases.filter { $0.failure != nil }.count == expected.unmet)
    #expect(parsed.suites.first?["failures"] == "1")
    #expect(parsed.cases.first?.failureText?.contains("errSecItemNotFound (-25300)") == true)
  }

  @Test func anInvalidScenarioWritesNoReport() throws {
    let file = try Self.temporaryJUnitFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let run = try Harness.run(["simulate", "Scenarios/Invalid.json", "--junit", file.path])
    #expect(run.exitCode == 2)
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func aReportThatCannotBeWrittenIsBadInput() throws {
    let file = try Self.temporaryJUnitFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let missingFolder = file.deletingLastPathComponent()
      .appendingPathComponent("missing").appendingPathComponent("report.xml")
    let run = try Harness.run(
      ["simulate", "Scenarios/AppSuite.json", "--junit", missingFolder.path])
    #expect(run.exitCode == 2)
    #expect(
      run.errors.hasPrefix("accessgroups: cannot write the JUnit report to \(missingFolder.path)"))
  }
}
