import AccessGroupKit
import Foundation
import Testing

/// Format 2: values captured from one step's result and used by later steps, and the
/// expectations on absence, kind, length and order.
@Suite struct ScenarioCaptureTests {
  typealias Support = ScenarioTestSupport

  /// A format-2 scenario with app `A` and `steps`.
  static func format2(_ steps: String) -> String {
    #"{"format": 2, "apps": {"A": {"teamID": "SKMME9E2Y8", "bundleID": "com.example.A"}}, "steps": [\#(steps)]}"#
  }

  /// An add of `alice` that returns its attributes and persistent reference.
  static let add = #"""
    {"app": "A", "call": "SecItemAdd",
     "attributes": {"kSecClass": "kSecClassGenericPassword", "kSecAttrAccount": "alice",
                    "kSecReturnAttributes": true, "kSecReturnPersistentRef": true}
    """#

  func run(_ json: String) throws -> ScenarioReport {
    try ScenarioRunner(scenario: try Support.parse(json)).run()
  }

  @Test func theItemReferencesExampleMeetsEveryExpectation() throws {
    let url = ScenarioSchemaTests.packageRoot.appendingPathComponent(
      "Examples/ItemReferencesAndDates.json")
    let scenario = try Scenario(contentsOf: url)
    #expect(scenario.format == 2)
    let report = try ScenarioRunner(scenario: scenario).run()
    #expect(report.steps.map(\.status.rawValue) == [0, 0, 0, 0, 0, -25300], "\(report.text)")
    #expect(report.ok, "\(report.text)")
    #expect(report.expectationCount == 6)
    #expect(report.exitStatus == 0)
    guard case .call(let copy) = scenario.steps[3] else {
      Issue.record("steps[3] is not a call")
      return
    }
    #expect(copy.captures.keys.sorted() == ["createdAfterUpdate", "modifiedAfterUpdate"])
    #expect(copy.capturedValueUses.map(\.name) == ["ref"])
    #expect(copy.expectation?.comparisons.map(\.relation) == [.later, .equal])
  }

  @Test func aCapturedPersistentReferenceFindsTheItemInALaterStep() throws {
    let report = try run(
      Self.format2(
        Self.add + #"""
          , "capture": {"ref": "result.kSecValuePersistentRef"}},
          {"app": "A", "call": "SecItemCopyMatching",
           "query": {"kSecValuePersistentRef": {"captured": "ref"}, "kSecReturnPersistentRef": true},
           "capture": {"found": "result"}, "expect": {"status": "errSecSuccess", "equal": ["found", "ref"]}}
          """#))
    let added = try #require(report.steps[0].result?.dictionaryValue?["v_PersistentRef"])
    #expect(report.steps[1].result == added)
    #expect(report.steps[1].expectationMet == true)
    #expect(report.ok)
  }

  @Test func aCapturedValueFillsTheExpectedResult() throws {
    let report = try run(
      Self.format2(
        Self.add + #"""
          , "capture": {"account": "result.acct"}},
          {"app": "A", "call": "SecItemCopyMatching",
           "query": {"kSecClass": "kSecClassGenericPassword", "kSecReturnAttributes": true},
           "expect": {"result": {"acct": {"captured": "account"}}}}
          """#))
    #expect(report.steps[1].expectationMet == true, "\(report.text)")
  }

  @Test func anUnmetAbsenceNamesThePlaceAndTheValueFound() throws {
    let report = try run(
      Self.format2(Self.add + #", "expect": {"absent": ["result.kSecAttrAccount"]}}"#))
    #expect(report.steps[0].status == .success)
    #expect(report.steps[0].expectationMet == false)
    #expect(report.steps[0].mismatch == #"expected no result.acct, got "alice""#)
    #expect(report.text.contains(#"✗ expected no result.acct, got "alice""#), "\(report.text)")
    #expect(report.json.contains(#""expectationMet": false"#))
    #expect(report.json.contains(#""ok": false"#))
    #expect(report.exitStatus == 1)
  }

  @Test func aTypeIsStrictSoANumberIsNotABoolean() throws {
    let number = try run(
      Self.format2(Self.add + #", "expect": {"type": {"result.sync": "number"}}}"#))
    #expect(number.steps[0].expectationMet == true, "\(number.text)")
    let boolean = try run(
      Self.format2(Self.add + #", "expect": {"type": {"result.sync": "boolean"}}}"#))
    #expect(boolean.steps[0].mismatch == "expected result.sync to be boolean, got number 0")
    let missing = try run(
      Self.format2(Self.add + #", "expect": {"type": {"result.v_Data": "data"}}}"#))
    #expect(missing.steps[0].mismatch == "expected result.v_Data to be data, got none")
  }

  @Test func aLengthCountsBytesOfData() throws {
    let met = try run(
      Self.format2(Self.add + #", "expect": {"length": {"result.v_PersistentRef": 20}}}"#))
    #expect(met.steps[0].expectationMet == true, "\(met.text)")
    let unmet = try run(
      Self.format2(Self.add + #", "expect": {"length": {"result.v_PersistentRef": 12}}}"#))
    #expect(
      unmet.steps[0].mismatch == "expected result.v_PersistentRef to have length 12, got length 20")
    let dated = try run(Self.format2(Self.add + #", "expect": {"length": {"result.mdat": 1}}}"#))
    #expect(dated.steps[0].mismatch == "expected result.mdat to have length 1, got a date")
  }

  @Test func anUpdateMovesTheModificationDateLaterAndKeepsTheCreationDate() throws {
    let clock = KeychainClock.ticking(from: Date(timeIntervalSinceReferenceDate: 0))
    let steps =
      Self.add + #"""
        , "capture": {"before": "result.mdat", "created": "result.cdat"}},
        {"app": "A", "call": "SecItemUpdate", "query": {"kSecClass": "kSecClassGenericPassword"},
         "attributesToUpdate": {"kSecAttrLabel": "l"}},
        {"app": "A", "call": "SecItemCopyMatching",
         "query": {"kSecClass": "kSecClassGenericPassword", "kSecReturnAttributes": true},
         "capture": {"after": "result.mdat", "createdLater": "result.cdat"},
         "expect": {"later": ["after", "before"], "equal": ["createdLater", "created"]}},
        {"app": "A", "call": "SecItemDelete", "query": {"kSecClass": "kSecClassGenericPassword"},
         "expect": {"earlier": ["after", "before"]}}
        """#
    let scenario = try Support.parse(Self.format2(steps))
    let report = try ScenarioRunner(scenario: scenario, clock: clock).run()
    #expect(report.steps[2].expectationMet == true, "\(report.text)")
    #expect(report.steps[3].status == .success)
    #expect(
      report.steps[3].mismatch
        == #"expected after {"date":"2001-01-01T00:00:01Z"} earlier than before {"date":"2001-01-01T00:00:00Z"}"#
    )
  }

  @Test func aCaptureThatFindsNothingFailsTheStepAndEndsTheRun() throws {
    let report = try run(
      Self.format2(
        #"""
        {"app": "A", "call": "SecItemCopyMatching", "query": {"kSecClass": "kSecClassGenericPassword"},
         "capture": {"ref": "result"}},
        {"app": "A", "call": "SecItemDelete", "query": {"kSecValuePersistentRef": {"captured": "ref"}}}
        """#))
    #expect(report.steps.count == 1)
    #expect(report.steps[0].status == .itemNotFound)
    #expect(report.steps[0].expectationMet == false)
    #expect(
      report.steps[0].mismatch
        == "nothing to capture as 'ref': the call returned no result; the steps after this one were not run"
    )
    #expect(report.exitStatus == 1)
  }

  @Test func aFailedCaptureInTheLastStepSaysOnlyWhatIsMissing() throws {
    let report = try run(
      Self.format2(Self.add + #", "capture": {"data": "result.kSecValueData"}}"#))
    #expect(report.steps[0].status == .success)
    #expect(report.steps[0].expectationMet == false)
    #expect(
      report.steps[0].mismatch == "nothing to capture as 'data': the result has no result.v_Data")
  }

  @Test func comparisonsAreStrictAboutKinds() {
    let captured: [String: PropertyListValue] = [
      "yes": .bool(true), "one": .integer(1), "oneAgain": .integer(1), "half": .real(0.5),
      "text": .string("a"),
    ]
    let equal = ScenarioExpectation(comparisons: [ScenarioComparison(.equal, "one", "oneAgain")])
    #expect(equal.isMet(status: .success, result: nil, captured: captured))
    let boolean = ScenarioExpectation(comparisons: [ScenarioComparison(.equal, "yes", "one")])
    #expect(
      boolean.mismatch(status: .success, result: nil, captured: captured)
        == "expected yes true equal to one 1")
    #expect(ScenarioComparison(.earlier, "half", "one").mismatch(captured: captured) == nil)
    #expect(ScenarioComparison(.later, "one", "half").mismatch(captured: captured) == nil)
    #expect(
      ScenarioComparison(.later, "text", "one").mismatch(captured: captured)
        == #"expected text "a" later than one 1"#)
    #expect(
      ScenarioComparison(.later, "missing", "one").mismatch(captured: captured)
        == "nothing was captured as 'missing'")
  }

  @Test func formatOneKeepsItsMeaning() throws {
    #expect(
      try Support.convertedValue(#"{"captured": "ref"}"#)
        == .dictionary(["captured": .string("ref")]))
    let capture = Support.parseError(
      Support.scenario(
        steps: #"{"app": "A", "call": "SecItemAdd", "attributes": {}, "capture": {"x": "result"}}"#)
    )
    #expect(capture?.path == "steps[0].capture")
    #expect(capture?.message == #"capture needs "format": 2"#)
    let absent = Support.parseError(
      Support.scenario(
        steps: #"{"app": "A", "call": "SecItemAdd", "attributes": {}, "expect": {"absent": []}}"#))
    #expect(absent?.path == "steps[0].expect.absent")
    #expect(absent?.message == #"absent needs "format": 2"#)
  }

  static let invalidCases: [(json: String, path: String, message: String)] = [
    (
      format2(
        #"{"app": "A", "call": "SecItemDelete", "query": {"v_PersistentRef": {"captured": "ref"}}}"#
      ),
      "steps[0].query.v_PersistentRef.captured",
      "'ref' is not captured at this point; no value is captured yet"
    ),
    (
      format2(
        #"""
        {"app": "A", "call": "SecItemAdd", "attributes": {}, "capture": {"reference": "result"}},
        {"app": "A", "call": "SecItemDelete", "query": {"v_PersistentRef": {"captured": "refrence"}}}
        """#),
      "steps[1].query.v_PersistentRef.captured",
      "the names captured so far are reference; did you mean 'reference'?"
    ),
    (
      format2(
        #"""
        {"app": "A", "call": "SecItemAdd", "attributes": {}, "capture": {"x": "result"}},
        {"app": "A", "call": "SecItemAdd", "attributes": {}, "capture": {"x": "result"}}
        """#),
      "steps[1].capture.x", "'x' is already captured by an earlier step"
    ),
    (
      format2(
        #"{"app": "A", "call": "SecItemAdd", "attributes": {}, "capture": {"x": "result.kSecAttrAcount"}}"#
      ),
      "steps[0].capture.x", "unknown Security key 'kSecAttrAcount'; did you mean 'kSecAttrAccount'?"
    ),
    (
      format2(#"{"app": "A", "call": "SecItemAdd", "attributes": {}, "capture": {"x": "mdat"}}"#),
      "steps[0].capture.x", "it must start with result"
    ),
    (
      format2(
        #"{"app": "A", "call": "SecItemAdd", "attributes": {}, "expect": {"type": {"result": "bool"}}}"#
      ),
      "steps[0].expect.type.result", "unknown type 'bool'"
    ),
    (
      format2(
        #"{"app": "A", "call": "SecItemAdd", "attributes": {}, "expect": {"later": ["a", "b"]}}"#),
      "steps[0].expect.later[0]", "'a' is not captured at this point"
    ),
    (
      format2(
        #"{"app": "A", "call": "SecItemDelete", "query": {}, "expect": {"type": {"result": "data"}}}"#
      ),
      "steps[0].expect.type", "SecItemDelete returns no result to check"
    ),
    (
      format2(
        #"{"app": "A", "call": "SecItemAdd", "attributes": {}, "result": false, "capture": {"x": "result"}}"#
      ),
      "steps[0].capture", "there is no result to capture with result: false"
    ),
  ]

  /// A scenario may capture a value in each of many steps: every step finds the names before
  /// it in constant time, and a message about an unknown name shows the first few.
  @Test func valuesCapturedInManyStepsAreFoundAndListedShort() throws {
    // Each add returns one item: at full size, as many as a scenario's calls may return.
    let count = FuzzBudget.current.size(full: 99_000, quick: 2_000)
    let adds = (0..<count).map { index in
      #"{"app": "A", "call": "SecItemAdd", "attributes": {"kSecClass": "kSecClassGenericPassword", "#
        + #""kSecAttrAccount": "a\#(index)", "kSecReturnPersistentRef": true}, "#
        + #""capture": {"ref\#(index)": "result"}, "expect": {"status": "errSecSuccess"}}"#
    }
    func read(_ name: String) -> String {
      #"{"app": "A", "call": "SecItemCopyMatching", "query": {"kSecClass": "kSecClassGenericPassword", "#
        + #""kSecValuePersistentRef": {"captured": "\#(name)"}, "kSecReturnAttributes": true}, "#
        + #""capture": {"found": "result.kSecAttrAccount"}, "expect": {"status": "errSecSuccess"}}"#
    }
    let report = try run(Self.format2((adds + [read("ref0")]).joined(separator: ",\n")))
    #expect(report.ok, "\(report.text.suffix(500))")
    #expect(report.expectationCount == count + 1)
    #expect(report.steps.last?.status == .success)

    let error = Support.parseError(Self.format2((adds + [read("ref")]).joined(separator: ",\n")))
    #expect(error?.path == "steps[\(count)].query.kSecValuePersistentRef.captured")
    #expect(
      error?.message
        == "'ref' is not captured at this point; the names captured so far are ref0, ref1, ref2, "
        + "ref3, ref4 and \(count - 5) more; did you mean 'ref0'?")
  }

  /// Each use of a captured value was filled in by copying the array it sits in: a step using
  /// one value in each of 20,000 elements took seven seconds.
  @Test func aValueUsedInThousandsOfPlacesOfOneStepFillsEach() throws {
    let count = FuzzBudget.current.size(full: 100_000, quick: 2_000)
    let places = Array(repeating: #"{"captured": "ref"}"#, count: count).joined(separator: ", ")
    let json = Self.format2(
      Self.add + #", "capture": {"ref": "result.kSecValuePersistentRef"}},"#
        + #"{"app": "A", "call": "SecItemCopyMatching", "query": {"#
        + #""kSecClass": "kSecClassGenericPassword", "kSecMatchItemList": [\#(places)], "#
        + #""kSecReturnAttributes": true}, "#
        + #""expect": {"status": "errSecSuccess", "result": {"kSecAttrAccount": "alice"}}}"#)
    let report = try run(json)
    #expect(report.steps.map(\.status) == [.success, .success])
    #expect(report.ok, "\(report.text)")
    #expect(report.expectationCount == 1)
  }

  /// A mismatch quotes the values it compares by their first 200 characters: a result of
  /// megabytes, reported for each step that expects another, would be printed whole each time.
  @Test func aMismatchQuotesTheStartOfALongValue() throws {
    let secret = String(repeating: "s", count: 100_000)
    let json = Self.format2(
      #"{"app": "A", "call": "SecItemAdd", "attributes": {"kSecClass": "kSecClassGenericPassword", "#
        + #""kSecAttrAccount": "a", "kSecValueData": {"data": "\#(secret)"}}},"#
        + #"{"app": "A", "call": "SecItemCopyMatching", "query": {"#
        + #""kSecClass": "kSecClassGenericPassword", "kSecReturnData": true}, "#
        + #""expect": {"status": "errSecSuccess", "absent": ["result"]}}"#)
    let report = try run(json)
    #expect(report.steps.map(\.status) == [.success, .success])
    #expect(report.steps.last?.expectationMet == false)
    let mismatch = try #require(report.steps.last?.mismatch)
    #expect(mismatch.hasPrefix(#"expected no result, got {"data":"sss"#))
    #expect(mismatch.hasSuffix("…"))
    #expect(mismatch.count < 300)
  }

  @Test(arguments: invalidCases)
  func invalidFormat2ScenariosNameThePathAndTheProblem(json: String, path: String, message: String)
  {
    let error = Support.parseError(json)
    #expect(error?.path == path)
    #expect(error?.message.contains(message) == true, "message: \(error?.message ?? "none")")
  }
}
