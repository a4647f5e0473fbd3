import AccessGroupKit
import Foundation
import Testing

/// Reading scenario files: defaults, every value form, and every invalid case with its path.
@Suite struct ScenarioParsingTests {
  typealias Support = ScenarioTestSupport

  @Test func omittedTopLevelKeysTakeTheirDefaults() throws {
    let scenario = try Support.parse(#"{"apps": {}, "steps": []}"#)
    #expect(scenario.format == 1)
    #expect(scenario.profile == .current)
    #expect(scenario.platform == .iOS)
    #expect(scenario.buildSettings.isEmpty)
    #expect(scenario.steps.isEmpty)
  }

  @Test func topLevelKeysAreRead() throws {
    let scenario = try Support.parse(
      #"""
      {"format": 1, "profile": "legacy", "platform": "macOS",
       "buildSettings": {"ORG": "com.example"}, "apps": {}, "steps": []}
      """#)
    #expect(scenario.profile == .legacy)
    #expect(scenario.platform == .macOS)
    #expect(scenario.buildSettings == ["ORG": "com.example"])
  }

  @Test func appsAreReadWithIdentityEntitlementsAndSettings() throws {
    let scenario = try Support.parse(
      #"""
      {"apps": {"App One": {"teamID": "SKMME9E2Y8", "appIDPrefix": "ABCDE12345",
        "bundleID": "com.example.AppOne", "buildSettings": {"X": "1"},
        "entitlements": {"keychain-access-groups": ["$(AppIdentifierPrefix)shared"],
                         "com.apple.developer.on-demand-install-capable": true}},
        "Two": {"entitlementsFile": "Two.entitlements"}},
       "steps": []}
      """#)
    let app = try #require(scenario.apps["App One"])
    #expect(app.teamID == "SKMME9E2Y8")
    #expect(app.appIDPrefix == "ABCDE12345")
    #expect(app.bundleID == "com.example.AppOne")
    #expect(app.buildSettings == ["X": "1"])
    #expect(
      app.entitlements
        == .inline(
          Entitlements([
            .keychainAccessGroups: .array([.string("$(AppIdentifierPrefix)shared")]),
            .onDemandInstallCapable: .bool(true),
          ])))
    #expect(scenario.apps["Two"]?.entitlements == .file("Two.entitlements"))
  }

  @Test func callStepsAreReadWithTheirDictionariesAndExpectations() throws {
    let scenario = try Support.parse(
      Support.scenario(
        steps: #"""
          {"app": "A", "call": "SecItemAdd", "result": false,
           "attributes": {"kSecClass": "kSecClassGenericPassword", "acct": "alice"},
           "expect": {"status": "errSecDuplicateItem", "result": null}},
          {"app": "A", "call": "SecItemUpdate", "query": {"kSecClass": "kSecClassKey"},
           "attributesToUpdate": {"kSecAttrLabel": "new"},
           "expect": {"status": -25300}},
          {"app": "A", "call": "SecItemCopyMatching", "query": {"class": "genp"},
           "expect": {"result": {"kSecAttrAccount": "alice"}, "resultExact": true}},
          {"app": "A", "call": "SecItemDelete", "query": {"class": "inet"}}
          """#))
    #expect(
      scenario.steps == [
        .call(
          ScenarioCall(
            app: "A", function: .add,
            dictionary: ["class": .string("genp"), "acct": .string("alice")],
            wantsResult: false,
            expectation: ScenarioExpectation(status: .duplicateItem, result: .none))),
        .call(
          ScenarioCall(
            app: "A", function: .update, dictionary: ["class": .string("keys")],
            attributesToUpdate: ["labl": .string("new")],
            expectation: ScenarioExpectation(status: .itemNotFound))),
        .call(
          ScenarioCall(
            app: "A", function: .copyMatching, dictionary: ["class": .string("genp")],
            expectation: ScenarioExpectation(
              result: .value(.dictionary(["acct": .string("alice")])), resultExact: true))),
        .call(ScenarioCall(app: "A", function: .delete, dictionary: ["class": .string("inet")])),
      ])
  }

  @Test func deviceAndLifecycleStepsAreRead() throws {
    let scenario = try Support.parse(
      Support.scenario(
        steps: #"""
          {"device": "lock"}, {"device": "unlock"}, {"device": "restart"},
          {"device": "setPasscode", "enabled": false}, {"install": "A"}, {"uninstall": "A"}
          """#))
    #expect(
      scenario.steps == [
        .device(.lock), .device(.unlock), .device(.restart),
        .device(.setPasscode(enabled: false)), .install(app: "A"), .uninstall(app: "A"),
      ])
  }

  @Test(
    arguments: [
      ("kSecAttrAccount", "acct"), ("acct", "acct"), ("kSecClass", "class"),
      ("kSecReturnAttributes", "r_Attributes"), ("kSecMatchLimit", "m_Limit"),
      ("kSecUseDataProtectionKeychain", "nleg"), ("kSecValueData", "v_Data"),
      ("notAKey", "notAKey"),
    ])
  func keysNamedByConstantOrRawStringMeanTheSame(key: String, raw: String) throws {
    let scenario = try Support.parse(
      Support.scenario(
        steps: #"{"app": "A", "call": "SecItemCopyMatching", "query": {"\#(key)": "x"}}"#))
    guard case .call(let call)? = scenario.steps.first else {
      Issue.record("not a call step")
      return
    }
    #expect(call.dictionary == [raw: .string("x")])
  }

  static let valueForms: [(String, PropertyListValue)] = [
    (#""kSecClassGenericPassword""#, .string("genp")),
    (#""kSecMatchLimitAll""#, .string("m_LimitAll")),
    (#""kSecAttrAccessibleAfterFirstUnlock""#, .string("ck")),
    (#""kSecAttrSynchronizableAny""#, .string("syna")),
    (#""kSecAttrProtocolHTTPS""#, .string("htps")),
    (#""kSecAttrProtocolFTP""#, .string("ftp ")),
    (#""kSecAttrAccessGroupToken""#, .string("com.apple.token")),
    (#""hello""#, .string("hello")),
    (#""kSecAttrAccount""#, .string("kSecAttrAccount")),
    ("true", .bool(true)),
    ("false", .bool(false)),
    ("12", .integer(12)),
    ("-3", .integer(-3)),
    ("1.5", .real(1.5)),
    (#"{"data": "s3cret"}"#, .data(Data("s3cret".utf8))),
    (#"{"base64": "AAEC/w=="}"#, .data(Data([0, 1, 2, 255]))),
    (#"{"date": "2026-01-01T00:00:00Z"}"#, .date(Date(timeIntervalSince1970: 1_767_225_600))),
    (#"{"date": "2026-01-01T00:00:00.5Z"}"#, .date(Date(timeIntervalSince1970: 1_767_225_600.5))),
    (#"{"null": true}"#, .null),
    (#"{"number": "12"}"#, .integer(12)),
    (#"{"number": "2.5"}"#, .real(2.5)),
    (
      #"[1, "kSecClassKey", {"data": "x"}]"#,
      .array([.integer(1), .string("keys"), .data(Data("x".utf8))])
    ),
    (
      #"{"kSecAttrAccount": "a", "x": 1}"#,
      .dictionary(["acct": .string("a"), "x": .integer(1)])
    ),
    (#"{}"#, .dictionary([:])),
  ]

  @Test(arguments: valueForms)
  func everyValueFormConvertsAsTheFormatSays(json: String, expected: PropertyListValue) throws {
    #expect(try Support.convertedValue(json) == expected)
  }

  static let invalidCases: [(json: String, path: String, message: String)] = [
    ("[]", "", "expected an object, found an array"),
    ("{", "", "not valid JSON"),
    (
      #"{"apps": {}, "steps": [], "platform": "android"}"#, "platform", "unknown platform 'android'"
    ),
    (#"{"apps": {}, "steps": [], "profile": "future"}"#, "profile", "unknown profile 'future'"),
    (#"{"apps": {}, "steps": [], "format": 4}"#, "format", "unsupported format 4"),
    (#"{"apps": {}, "steps": [], "format": "1"}"#, "format", "expected an integer, found a string"),
    (#"{"steps": []}"#, "apps", "missing"),
    (#"{"apps": {}}"#, "steps", "missing"),
    (#"{"apps": {}, "steps": {}}"#, "steps", "expected an array, found an object"),
    (#"{"apps": {}, "steps": [], "step": []}"#, "step", "unknown key in a scenario"),
    (
      #"{"apps": {}, "steps": [], "buildSettings": {"A": 1}}"#, "buildSettings.A",
      "expected a string, found a number"
    ),
    (#"{"apps": {"A": {"teamID": 1}}, "steps": []}"#, "apps.A.teamID", "expected a string"),
    (
      #"{"apps": {"App One": {"bundleID": ""}}, "steps": []}"#, #"apps["App One"].bundleID"#,
      "must not be empty"
    ),
    (#"{"apps": {"A": {"team": "X"}}, "steps": []}"#, "apps.A.team", "unknown key in an app"),
    (
      #"{"apps": {"A": {"entitlements": {}, "entitlementsFile": "a.plist"}}, "steps": []}"#,
      "apps.A.entitlementsFile", "either entitlements or entitlementsFile"
    ),
    (
      #"{"apps": {"A": {"entitlements": {"keychain-access-groups": [null]}}}, "steps": []}"#,
      "apps.A.entitlements.keychain-access-groups[0]", "null is not a property-list value"
    ),
    (
      #"{"apps": {"A": {"entitlements": {"com.apple.security.application-groups": null}}}, "steps": []}"#,
      #"apps.A.entitlements["com.apple.security.application-groups"]"#,
      "null is not a property-list value"
    ),
    (Support.scenario(steps: "{}"), "steps[0]", "a step needs app and call"),
    (Support.scenario(steps: "1"), "steps[0]", "expected an object, found a number"),
    (
      Support.scenario(steps: #"{"device": "lock", "app": "A", "call": "SecItemAdd"}"#),
      "steps[0]", "this one has call and device"
    ),
    (
      Support.scenario(steps: #"{"app": "B", "call": "SecItemAdd", "attributes": {}}"#),
      "steps[0].app", "no app named 'B'; the apps are A"
    ),
    (
      Support.scenario(steps: #"{"call": "SecItemAdd", "attributes": {}}"#), "steps[0].app",
      "missing"
    ),
    (
      Support.scenario(steps: #"{"app": "A", "call": "SecItemFind", "query": {}}"#),
      "steps[0].call", "unknown call 'SecItemFind'"
    ),
    (
      Support.scenario(steps: #"{"app": "A", "call": "SecItemAdd", "query": {}}"#),
      "steps[0].query", "SecItemAdd takes attributes, not query"
    ),
    (
      Support.scenario(steps: #"{"app": "A", "call": "SecItemDelete", "attributes": {}}"#),
      "steps[0].attributes", "SecItemDelete takes query, not attributes"
    ),
    (
      Support.scenario(steps: #"{"app": "A", "call": "SecItemCopyMatching"}"#),
      "steps[0].query", "missing; SecItemCopyMatching needs query"
    ),
    (
      Support.scenario(steps: #"{"app": "A", "call": "SecItemUpdate", "query": {}}"#),
      "steps[0].attributesToUpdate", "missing; SecItemUpdate needs attributesToUpdate"
    ),
    (
      Support.scenario(
        steps: #"{"app": "A", "call": "SecItemAdd", "attributes": {}, "attributesToUpdate": {}}"#),
      "steps[0].attributesToUpdate", "only SecItemUpdate takes attributesToUpdate"
    ),
    (
      Support.scenario(
        steps: #"{"app": "A", "call": "SecItemDelete", "query": {}, "result": false}"#),
      "steps[0].result", "SecItemDelete has no result pointer"
    ),
    (
      Support.scenario(
        steps: #"{"app": "A", "call": "SecItemAdd", "attributes": {}, "result": 0}"#),
      "steps[0].result", "expected true or false, found a number"
    ),
    (
      Support.scenario(
        steps: #"{"app": "A", "call": "SecItemAdd", "attributes": {}, "expct": {}}"#),
      "steps[0].expct", "unknown key in a call step"
    ),
    (
      Support.scenario(
        steps: #"{"app": "A", "call": "SecItemAdd", "attributes": {"kSecValueData": {"data": 5}}}"#),
      "steps[0].attributes.kSecValueData.data", "expected a string, found a number"
    ),
    (
      Support.scenario(
        steps: #"{"app": "A", "call": "SecItemAdd", "attributes": {"v_Data": {"base64": "%%"}}}"#),
      "steps[0].attributes.v_Data.base64", "'%%' is not valid base64"
    ),
    (
      Support.scenario(
        steps:
          #"{"app": "A", "call": "SecItemCopyMatching", "query": {"kSecAttrCreationDate": {"date": "yesterday"}}}"#
      ),
      "steps[0].query.kSecAttrCreationDate.date", "'yesterday' is not an ISO 8601 date"
    ),
    (
      Support.scenario(
        steps: #"{"app": "A", "call": "SecItemCopyMatching", "query": {"labl": {"null": false}}}"#),
      "steps[0].query.labl.null", "expected true"
    ),
    (
      Support.scenario(
        steps:
          #"{"app": "A", "call": "SecItemCopyMatching", "query": {"port": {"number": "eighty"}}}"#),
      "steps[0].query.port.number", "'eighty' is not a number"
    ),
    (
      Support.scenario(
        steps: #"{"app": "A", "call": "SecItemCopyMatching", "query": {"kSecAttrAccount": null}}"#),
      "steps[0].query.kSecAttrAccount", "JSON null is not a value"
    ),
    (
      Support.scenario(
        steps:
          #"{"app": "A", "call": "SecItemCopyMatching", "query": {"acct": "a", "kSecAttrAccount": "b"}}"#
      ),
      "steps[0].query.kSecAttrAccount", "the key 'acct' is given twice"
    ),
    (
      Support.scenario(
        steps:
          #"{"app": "A", "call": "SecItemCopyMatching", "query": {"m_ItemList": [{"data": "a"}, {"data": 1}]}}"#
      ),
      "steps[0].query.m_ItemList[1].data", "expected a string, found a number"
    ),
    (
      Support.scenario(
        steps:
          #"{"app": "A", "call": "SecItemAdd", "attributes": {}, "expect": {"status": "errSecNope"}}"#
      ),
      "steps[0].expect.status", "unknown status 'errSecNope'"
    ),
    (
      Support.scenario(
        steps: #"{"app": "A", "call": "SecItemAdd", "attributes": {}, "expect": {"status": true}}"#),
      "steps[0].expect.status", "expected a status name or an OSStatus number, found true"
    ),
    (
      Support.scenario(
        steps: #"{"app": "A", "call": "SecItemAdd", "attributes": {}, "expect": {"status": 1.5}}"#),
      "steps[0].expect.status", "expected a status name or an OSStatus number, found a number"
    ),
    (
      Support.scenario(
        steps: #"{"app": "A", "call": "SecItemAdd", "attributes": {}, "expect": {"stauts": 0}}"#),
      "steps[0].expect.stauts", "unknown key in an expectation"
    ),
    (
      Support.scenario(
        steps:
          #"{"app": "A", "call": "SecItemAdd", "attributes": {}, "expect": {"resultExact": true}}"#),
      "steps[0].expect.resultExact", "needs a result to compare"
    ),
    (
      Support.scenario(
        steps: #"{"app": "A", "call": "SecItemDelete", "query": {}, "expect": {"result": {}}}"#),
      "steps[0].expect.result", "SecItemDelete returns no result"
    ),
    (
      Support.scenario(steps: #"{"device": "reboot"}"#), "steps[0].device",
      "unknown device step 'reboot'"
    ),
    (Support.scenario(steps: #"{"device": "setPasscode"}"#), "steps[0].enabled", "missing"),
    (
      Support.scenario(steps: #"{"device": "lock", "enabled": true}"#), "steps[0].enabled",
      "only setPasscode"
    ),
    (Support.scenario(steps: #"{"install": "Z"}"#), "steps[0].install", "no app named 'Z'"),
    (
      Support.scenario(steps: #"{"uninstall": "A", "app": "A"}"#), "steps[0].app",
      "unknown key in a step"
    ),
  ]

  @Test(arguments: invalidCases)
  func invalidScenariosNameTheJSONPathAndTheProblem(json: String, path: String, message: String) {
    let error = Support.parseError(json)
    #expect(error?.path == path)
    #expect(error?.file == "test.json")
    #expect(error?.message.contains(message) == true, "message: \(error?.message ?? "none")")
  }

  @Test func errorDescriptionNamesFilePathAndProblem() {
    let error = ScenarioError(
      path: "steps[3].query.kSecAttrAccount", message: "bad", file: "s.json")
    #expect(error.description == "invalid scenario: s.json: steps[3].query.kSecAttrAccount: bad")
  }

  @Test func scenarioFilesAreReadWithTheirDirectory() throws {
    let url = try Support.fixture("AppSuite.json")
    let scenario = try Scenario(contentsOf: url)
    #expect(scenario.file == url.path)
    #expect(
      scenario.baseDirectory?.standardizedFileURL
        == url.deletingLastPathComponent().standardizedFileURL)
    #expect(scenario.apps.keys.sorted() == ["AppOne", "AppThree", "AppTwo"])
    #expect(scenario.steps.count == 17)
  }

  @Test func aMissingFileIsAnInvalidScenarioNamingTheFile() {
    #expect {
      _ = try Scenario(contentsOf: URL(fileURLWithPath: "/nonexistent/scenario.json"))
    } throws: { error in
      (error as? ScenarioError)?.file == "/nonexistent/scenario.json"
        && (error as? ScenarioError)?.message.hasPrefix("cannot read the file") == true
    }
  }

  @Test(
    "An error quotes the start of a long name or value, not all of it",
    arguments: [
      (#"{"app": "LONG", "call": "SecItemAdd", "attributes": {}}"#, "no app named '"),
      (#"{"app": "A", "call": "LONG", "query": {}}"#, "unknown call '"),
      (
        #"{"app": "A", "call": "SecItemAdd", "attributes": {}, "expect": {"status": "LONG"}}"#,
        "unknown status '"
      ),
    ])
  func longNamesAreQuotedByTheirStart(step: String, start: String) throws {
    let long = String(repeating: "Z", count: 100_000)
    let error = try #require(
      Support.parseError(Support.scenario(steps: step.replacingOccurrences(of: "LONG", with: long)))
    )
    #expect(
      error.message.hasPrefix(start + String(long.prefix(200)) + "…'"),
      "\(error.message.prefix(300))")
    #expect(error.message.utf8.count < 1_000)
  }
}
