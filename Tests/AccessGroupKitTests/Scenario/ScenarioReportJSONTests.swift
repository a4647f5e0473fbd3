import AccessGroupKit
import Foundation
import Testing

/// The JSON report, written step by step into one buffer, is the text the package's JSON
/// tree writer gives for the same report, for every kind of step.
@Suite struct ScenarioReportJSONTests {
  typealias Support = ScenarioTestSupport

  /// The report as a tree of fragments, written by `JSONFragment`: what `json` must equal.
  static func treeText(_ report: ScenarioReport) -> String {
    let steps = report.steps.map { step -> JSONFragment in
      var members: [String: JSONFragment] = [
        "app": step.app.map(JSONFragment.string) ?? .null,
        "call": .string(step.call),
        "expectationMet": step.expectationMet.map(JSONFragment.bool) ?? .null,
        "explanation": step.explanation.map(JSONFragment.string) ?? .null,
        "index": .integer(Int64(step.index)),
        "result": step.result?.jsonFragment ?? .null,
        "status": .integer(Int64(step.status.rawValue)),
        "statusName": .string(step.statusName),
      ]
      if let device = step.device { members["device"] = .string(device) }
      return .object(members)
    }
    return JSONFragment.object(["ok": .bool(report.ok), "steps": .array(steps)])
      .text(pretty: true) + "\n"
  }

  @Test("Every example's streamed JSON equals the tree writer's text")
  func examplesMatchTheTreeWriter() throws {
    let files = [
      "AppSuite.json", "AppWithExtensions.json", "MissingTeamPrefix.json",
      "EntitlementsFile.json", "LifecycleAndSync.json",
    ]
    for file in files {
      let scenario = try Scenario(contentsOf: try Support.fixture(file))
      let report = try ScenarioRunner(
        scenario: scenario, clock: .fixed(Date(timeIntervalSince1970: 1_700_000_000))
      ).run()
      #expect(!report.steps.isEmpty)
      #expect(report.json == Self.treeText(report), "\(file)")
    }
  }

  @Test("A report with every step kind, devices, results and escapes streams the tree's text")
  func everyStepKindMatchesTheTreeWriter() {
    let report = ScenarioReport(steps: [
      ScenarioStepReport(
        index: 0, app: "AppOne", call: "SecItemAdd", status: .success,
        result: .dictionary([
          "acct": .string("al\"ice\\\u{1}é"), "v_Data": .data(Data("s3cret".utf8)),
          "n": .integer(-3), "r": .real(1.5), "list": .array([.bool(true), .null]),
          "empty": .dictionary([:]), "none": .array([]),
        ]),
        expectationMet: true, device: "iPhone"),
      ScenarioStepReport(
        index: 1, app: "AppTwo", call: "SecItemCopyMatching", status: .itemNotFound,
        explanation: "errSecItemNotFound (-25300) [§2.3]: no match\n  - in \"g\"\t\r",
        expectationMet: false, mismatch: "expected errSecSuccess (0)", device: "iPad"),
      ScenarioStepReport(index: 2, app: nil, call: "lock", status: .success, device: "iPad"),
      ScenarioStepReport(
        index: 3, app: nil, call: "sync", status: .success,
        result: .dictionary(["iPad": .integer(1), "iPhone": .integer(0)])),
      ScenarioStepReport(index: 4, app: "AppOne", call: "install", status: .success),
      ScenarioStepReport(index: 5, app: "AppOne", call: "uninstall", status: .success),
      ScenarioStepReport(index: 6, app: "AppTwo", call: "transfer", status: .success),
      ScenarioStepReport(
        index: 7, app: "AppTwo", call: "SecItemDelete", status: KeychainStatus(rawValue: -12345),
        expectationMet: nil),
    ])
    #expect(report.json == Self.treeText(report))
    #expect(report.json.contains(#""statusName": "OSStatus -12345""#))
  }

  @Test("A report without steps streams the tree's text")
  func emptyReportMatchesTheTreeWriter() {
    let report = ScenarioReport(steps: [])
    #expect(report.json == Self.treeText(report))
    #expect(report.json == "{\n  \"ok\": true,\n  \"steps\": []\n}\n")
  }
}
