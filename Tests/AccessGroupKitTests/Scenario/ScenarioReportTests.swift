import AccessGroupKit
import Foundation
import Testing

/// Rendering a scenario report for people and for tools, and its exit status.
@Suite struct ScenarioReportTests {
  let report = ScenarioReport(steps: [
    ScenarioStepReport(
      index: 0, app: "AppOne", call: "SecItemAdd", status: .success,
      result: .dictionary(["acct": .string("alice"), "v_Data": .data(Data("s3cret".utf8))]),
      expectationMet: true),
    ScenarioStepReport(
      index: 1, app: "AppTwo", call: "SecItemCopyMatching", status: .itemNotFound,
      explanation: "errSecItemNotFound (-25300) [§2.6]: no match\n  fix: add the group",
      expectationMet: false, mismatch: "expected errSecSuccess (0)"),
    ScenarioStepReport(index: 2, app: nil, call: "lock", status: .success),
  ])

  @Test func textHasOneLinePerStepWithExplanationsAndASummary() {
    let expected = """
      0  AppOne  SecItemAdd           errSecSuccess (0)            ✓
      1  AppTwo  SecItemCopyMatching  errSecItemNotFound (-25300)  ✗
           ✗ expected errSecSuccess (0)
           errSecItemNotFound (-25300) [§2.6]: no match
             fix: add the group
      2  device  lock                 errSecSuccess (0)
      3 steps; 1 of 2 expectations not met.

      """
    #expect(report.text == expected)
  }

  @Test("An explanation breaks at line feeds and drops trailing spaces; CRLF stays one line end")
  func explanationLinesAreTheSameWhateverTheText() {
    let explanations = ["one  \n\ntwo e ", "one  \n\ntwo é ", "one \r\ntwo"]
    let steps = explanations.enumerated().map { index, explanation in
      ScenarioStepReport(
        index: index, app: "A", call: "SecItemDelete", status: .itemNotFound,
        explanation: explanation)
    }
    let expected = """
      0  A  SecItemDelete  errSecItemNotFound (-25300)
           one

           two e
      1  A  SecItemDelete  errSecItemNotFound (-25300)
           one

           two é
      2  A  SecItemDelete  errSecItemNotFound (-25300)
           one \r\ntwo
      3 steps; no expectations.

      """
    #expect(ScenarioReport(steps: steps).text == expected)
  }

  @Test func jsonHasTheFormatsFieldsWithSortedKeys() throws {
    let json = report.json
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["ok"] as? Bool == false)
    let steps = try #require(object["steps"] as? [[String: Any]])
    #expect(steps.count == 3)
    let fields: Set = [
      "index", "app", "call", "status", "statusName", "result", "explanation", "expectationMet",
    ]
    for step in steps { #expect(Set(step.keys) == fields) }
    let result = try #require(steps[0]["result"] as? [String: Any])
    #expect(result["v_Data"] as? [String: String] == ["data": "s3cret"])
    #expect(result["acct"] as? String == "alice")
    #expect(steps[0]["explanation"] is NSNull)
    #expect(steps[1]["status"] as? Int == -25300)
    #expect(steps[1]["statusName"] as? String == "errSecItemNotFound")
    #expect(steps[1]["expectationMet"] as? Bool == false)
    #expect(steps[2]["app"] is NSNull)
    #expect(steps[2]["call"] as? String == "lock")
    #expect(steps[2]["expectationMet"] is NSNull)
    #expect(steps[2]["result"] is NSNull)
    #expect(
      json.hasPrefix("{\n  \"ok\": false,\n  \"steps\": [\n    {\n      \"app\": \"AppOne\",\n"))
  }

  @Test func exitStatusIsZeroWhenEveryExpectationIsMetAndOneOtherwise() {
    #expect(report.ok == false)
    #expect(report.exitStatus == 1)
    #expect(report.unmetExpectationCount == 1)
    #expect(report.expectationCount == 2)
    let met = ScenarioReport(steps: [report.steps[0], report.steps[2]])
    #expect(met.ok)
    #expect(met.exitStatus == 0)
    #expect(met.summary == "2 steps; the expectation was met.")
    let none = ScenarioReport(steps: [report.steps[2]])
    #expect(none.exitStatus == 0)
    #expect(none.summary == "1 step; no expectations.")
    #expect(ScenarioReport.invalidScenarioExitStatus == 2)
  }

  @Test func anUnknownStatusIsNamedByItsNumber() {
    let step = ScenarioStepReport(
      index: 0, app: "A", call: "SecItemAdd", status: KeychainStatus(-1))
    #expect(step.statusName == "OSStatus -1")
  }

  @Test func invalidScenarioJSONNamesThePathAndRunsNoStep() throws {
    let error = ScenarioError(
      path: "steps[3].query.kSecAttrAccount", message: "bad", file: "s.json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(error.json.utf8)) as? [String: Any])
    #expect(object["ok"] as? Bool == false)
    #expect((object["steps"] as? [Any])?.isEmpty == true)
    let details = try #require(object["error"] as? [String: Any])
    #expect(details["path"] as? String == "steps[3].query.kSecAttrAccount")
    #expect(details["message"] as? String == "bad")
    #expect(details["file"] as? String == "s.json")
  }
}
