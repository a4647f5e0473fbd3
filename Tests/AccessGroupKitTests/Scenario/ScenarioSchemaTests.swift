import Foundation
import Testing

@testable import AccessGroupKit

/// `Schemas/scenario.schema.json` describes the files the scenario parser reads: the examples
/// and fixtures pass it, it names the parser's keys, and it agrees with the parser on small
/// valid and invalid scenarios.
@Suite struct ScenarioSchemaTests {
  /// The package's root directory.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Scenario
    .deletingLastPathComponent()  // AccessGroupKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  static func json(at url: URL) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(contentsOf: url), options: [.fragmentsAllowed])
  }

  static func schemaObject() throws -> [String: Any] {
    let url = packageRoot.appendingPathComponent("Schemas/scenario.schema.json")
    return try #require(try json(at: url) as? [String: Any])
  }

  static func validator() throws -> JSONSchemaSubset {
    try JSONSchemaSubset(schema: schemaObject())
  }

  /// Every JSON file in `directory`, sorted by name.
  static func jsonFiles(in directory: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(
      at: directory, includingPropertiesForKeys: nil
    )
    .filter { $0.pathExtension == "json" }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  /// The scenario files users see and the ones the tests run, except the one that is invalid
  /// on purpose.
  static func validScenarioFiles() throws -> [URL] {
    var files = try jsonFiles(in: packageRoot.appendingPathComponent("Examples"))
    for target in ["AccessGroupKitTests", "AccessGroupsCommandLineTests"] {
      files += try jsonFiles(
        in: packageRoot.appendingPathComponent("Tests/\(target)/Fixtures/Scenarios"))
    }
    return files.filter { $0.lastPathComponent != "Invalid.json" }
  }

  @Test func everyExampleAndScenarioFixtureIsValidAgainstTheSchema() throws {
    let validator = try Self.validator()
    let files = try Self.validScenarioFiles()
    #expect(files.contains { $0.path.hasSuffix("Examples/AppSuite.json") })
    #expect(files.count >= 10)
    for file in files {
      let errors = validator.errors(in: try Self.json(at: file))
      #expect(errors.isEmpty, "\(file.path): \(errors)")
      #expect(throws: Never.self, "\(file.path)") { _ = try Scenario(contentsOf: file) }
    }
  }

  @Test func theDeliberatelyInvalidFixtureFailsTheSchemaAsItFailsTheParser() throws {
    let file = Self.packageRoot.appendingPathComponent(
      "Tests/AccessGroupsCommandLineTests/Fixtures/Scenarios/Invalid.json")
    #expect(!(try Self.validator().errors(in: try Self.json(at: file)).isEmpty))
    #expect(throws: ScenarioError.self) { _ = try Scenario(contentsOf: file) }
  }

  @Test func theSchemaNamesEveryKeyTheParserAcceptsAndNoOther() throws {
    let schema = try Self.schemaObject()
    let definitions = try #require(schema["$defs"] as? [String: Any])
    func properties(_ object: Any?) -> Set<String> {
      Set(((object as? [String: Any])?["properties"] as? [String: Any] ?? [:]).keys)
    }
    func alternatives(_ name: String) -> [Any] {
      (definitions[name] as? [String: Any])?["oneOf"] as? [Any] ?? []
    }
    func union(_ name: String) -> Set<String> {
      alternatives(name).reduce(into: []) { $0.formUnion(properties($1)) }
    }

    #expect(properties(schema) == Set(Scenario.topLevelKeys))
    #expect(properties(definitions["app"]) == Set(ScenarioApp.keys))
    #expect(union("callStep") == Set(ScenarioStep.callKeys))
    #expect(union("deviceStep") == Set(ScenarioStep.deviceKeys))
    #expect(properties(definitions["installStep"]) == ["description", "install", "on"])
    #expect(properties(definitions["uninstallStep"]) == ["description", "on", "uninstall"])
    #expect(
      properties(definitions["transferStep"])
        == ["appIDPrefix", "description", "on", "teamID", "transfer"])
    #expect(properties(definitions["expectationWithResult"]) == Set(ScenarioExpectation.keys))
    #expect(
      properties(definitions["expectationWithoutResult"])
        == Set(ScenarioExpectation.keys).subtracting(["absent", "length", "type"]))
    #expect(properties(definitions["capturedValue"]) == [PropertyListValue.capturedValueKey])
    #expect(
      Set((definitions["valueType"] as? [String: Any])?["enum"] as? [String] ?? [])
        == Set(ScenarioValueType.allCases.map(\.rawValue)))
    let specialKeys = alternatives("specialValue").reduce(into: Set<String>()) {
      $0.formUnion(($1 as? [String: Any])?["required"] as? [String] ?? [])
    }
    #expect(specialKeys == Set(PropertyListValue.specialObjectKeys))
    let calls = alternatives("callStep").compactMap {
      ((($0 as? [String: Any])?["properties"] as? [String: Any])?["call"] as? [String: Any])?[
        "const"] as? String
    }
    #expect(Set(calls) == Set(KeychainCall.allCases.map(\.functionName)))
  }

  /// A scenario with one app `A` on two devices, `d1` and `d2`, and `steps`.
  static func scenario(steps: String) -> String {
    #"{"devices": ["d1", "d2"], "apps": {"A": {}}, "steps": [\#(steps)]}"#
  }

  /// Scenarios the parser reads.
  static let accepted = [
    #"{"apps": {}, "steps": []}"#,
    #"""
    {"format": 1, "profile": "legacy", "platform": "MAC-CATALYST", "description": "d",
     "buildSettings": {"X": "y"}, "fileBasedKeychain": true,
     "devices": ["d1", {"name": "d2", "platform": "xros", "iCloud": false, "description": "d"}],
     "apps": {"A": {"teamID": "T", "appIDPrefix": "P", "bundleID": "b", "description": "d",
                    "entitlements": {"k": [1, 2.5, true, "s", {"n": {}}]},
                    "buildSettings": {}, "platform": "iOS", "entitlementsValidated": false},
              "B": {"entitlementsFile": "B.entitlements"}},
     "steps": [{"device": "lock", "on": "d2", "description": "d"}, {"device": "unlock"},
               {"device": "restart"}, {"device": "setPasscode", "enabled": true},
               {"device": "sync"}, {"uninstall": "A", "on": "d1"}, {"install": "A"},
               {"transfer": "A", "teamID": "NEWTEAM", "appIDPrefix": "P", "on": "d1"}]}
    """#,
    scenario(
      steps: #"""
        {"app": "A", "call": "SecItemAdd", "on": "d1", "description": "d", "result": false,
         "attributes": {"kSecClass": "kSecClassKey", "v_Data": {"base64": "AAE="},
                        "cdat": {"date": "2026-01-01T00:00:00Z"}, "labl": {"null": true},
                        "port": {"number": " 12 "}, "gena": {"data": "x", "more": 1},
                        "nested": {"kSecAttrAccount": [{"data": "x"}]}},
         "expect": {"status": -25300, "result": null, "resultExact": true}}
        """#),
    scenario(
      steps: #"""
        {"app": "A", "call": "SecItemCopyMatching", "query": {},
         "expect": {"status": "errSecItemNotFound", "result": [{"agrp": "x"}]}},
        {"app": "A", "call": "SecItemUpdate", "query": {}, "attributesToUpdate": {}},
        {"app": "A", "call": "SecItemDelete", "query": {}, "expect": {"result": null}}
        """#),
    format2(
      steps: #"""
        {"app": "A", "call": "SecItemAdd", "attributes": {"kSecReturnPersistentRef": true},
         "capture": {"ref": "result", "date": "result[0].kSecAttrModificationDate"}},
        {"app": "A", "call": "SecItemCopyMatching",
         "query": {"kSecValuePersistentRef": {"captured": "ref"}, "list": [{"captured": "ref"}]},
         "capture": {"other": "result.v_Data"},
         "expect": {"result": {"v_PersistentRef": {"captured": "ref"}},
                    "absent": ["result.v_Data", "result[2]"],
                    "type": {"result.sync": "number", "result": "dictionary"},
                    "length": {"result.v_PersistentRef": 20},
                    "earlier": ["date", "other"], "later": ["other", "date"],
                    "equal": ["ref", "other"]}},
        {"app": "A", "call": "SecItemUpdate", "query": {"kSecValuePersistentRef": {"captured": "ref"}},
         "attributesToUpdate": {"kSecValueData": {"captured": "other"}},
         "expect": {"equal": ["ref", "ref"]}},
        {"app": "A", "call": "SecItemDelete", "query": {"service": "kSecNotAConstant"},
         "expect": {"later": ["other", "ref"]}}
        """#),
  ]

  /// A format-2 scenario with one app `A` and `steps`.
  static func format2(steps: String) -> String {
    #"{"format": 2, "apps": {"A": {}}, "steps": [\#(steps)]}"#
  }

  /// A format-2 add step with `capture`, then a copy-matching step with `expect`.
  static func format2(capture: String, expect: String) -> String {
    format2(
      steps: #"""
        {"app": "A", "call": "SecItemAdd", "attributes": {}, "capture": \#(capture)},
        {"app": "A", "call": "SecItemCopyMatching", "query": {}, "expect": \#(expect)}
        """#)
  }

  /// Scenarios the parser refuses for a reason the schema can state.
  static let refused = [
    #"{"apps": {}}"#,
    #"{"steps": []}"#,
    #"{"apps": {}, "steps": [], "format": 4}"#,
    #"{"apps": {}, "steps": [], "profile": "Current"}"#,
    #"{"apps": {}, "steps": [], "platform": "android"}"#,
    #"{"apps": {}, "steps": [], "expcet": {}}"#,
    #"{"apps": {}, "steps": [], "devices": []}"#,
    #"{"apps": {}, "steps": [], "devices": [{"platform": "iOS"}]}"#,
    #"{"apps": {}, "steps": [], "devices": [""]}"#,
    #"{"apps": {"A": {"teamID": ""}}, "steps": []}"#,
    #"{"apps": {"A": {"entitlements": {}, "entitlementsFile": "x"}}, "steps": []}"#,
    #"{"apps": {"A": {"entitlements": {"k": null}}}, "steps": []}"#,
    #"{"apps": {"A": {"teamId": "T"}}, "steps": []}"#,
    scenario(steps: "{}"),
    scenario(steps: #"{"app": "A"}"#),
    scenario(steps: #"{"app": "A", "call": "SecItemAdd", "query": {}}"#),
    scenario(steps: #"{"app": "A", "call": "SecItemFind", "query": {}}"#),
    scenario(steps: #"{"app": "A", "call": "SecItemUpdate", "query": {}}"#),
    scenario(steps: #"{"app": "A", "call": "SecItemDelete", "query": {}, "result": false}"#),
    scenario(steps: #"{"app": "A", "call": "SecItemDelete", "query": {"labl": null}}"#),
    scenario(steps: #"{"app": "A", "call": "SecItemDelete", "query": {"labl": {"data": 5}}}"#),
    scenario(steps: #"{"app": "A", "call": "SecItemDelete", "query": {"labl": {"null": false}}}"#),
    scenario(steps: #"{"app": "A", "call": "SecItemDelete", "query": {}, "device": "lock"}"#),
    scenario(steps: #"{"app": "A", "call": "SecItemDelete", "query": {}, "expect": {"x": 1}}"#),
    scenario(
      steps: #"{"app": "A", "call": "SecItemDelete", "query": {}, "expect": {"result": 1}}"#),
    scenario(
      steps:
        #"{"app": "A", "call": "SecItemAdd", "attributes": {}, "expect": {"resultExact": true}}"#
    ),
    scenario(
      steps:
        #"{"app": "A", "call": "SecItemAdd", "attributes": {}, "expect": {"status": 3000000000}}"#
    ),
    scenario(
      steps: #"{"app": "A", "call": "SecItemAdd", "attributes": {}, "expect": {"status": true}}"#),
    scenario(steps: #"{"device": "setPasscode"}"#),
    scenario(steps: #"{"device": "lock", "enabled": true}"#),
    scenario(steps: #"{"device": "sync", "on": "d1"}"#),
    scenario(steps: #"{"device": "shake"}"#),
    scenario(steps: #"{"install": "A", "app": "A"}"#),
    scenario(steps: #"{"transfer": "A"}"#),
    scenario(steps: #"{"transfer": "A", "teamID": ""}"#),
    format2(
      steps:
        #"{"app": "A", "call": "SecItemUpdate", "query": {}, "attributesToUpdate": {}, "capture": {"x": "result"}}"#
    ),
    format2(
      steps:
        #"{"app": "A", "call": "SecItemDelete", "query": {}, "expect": {"absent": ["result.v_Data"]}}"#
    ),
    format2(capture: #"{"x": "mdat"}"#, expect: "{}"),
    format2(capture: #"{"x": "result."}"#, expect: "{}"),
    format2(capture: #"{"x": "result[first]"}"#, expect: "{}"),
    format2(capture: #"{"x": 1}"#, expect: "{}"),
    format2(capture: #"{"x": "result"}"#, expect: #"{"absent": "result.v_Data"}"#),
    format2(capture: #"{"x": "result"}"#, expect: #"{"type": {"result": "bool"}}"#),
    format2(capture: #"{"x": "result"}"#, expect: #"{"length": {"result": -1}}"#),
    format2(capture: #"{"x": "result"}"#, expect: #"{"length": {"result": "20"}}"#),
    format2(capture: #"{"x": "result"}"#, expect: #"{"later": ["x"]}"#),
    format2(capture: #"{"x": "result"}"#, expect: #"{"later": ["x", "x", "x"]}"#),
    format2(capture: #"{"x": "result"}"#, expect: #"{"equal": ["x", 1]}"#),
  ]

  @Test(arguments: accepted)
  func theSchemaAcceptsAScenarioTheParserReads(json: String) throws {
    #expect(throws: Never.self) { _ = try ScenarioTestSupport.parse(json) }
    let instance = try JSONSerialization.jsonObject(with: Data(json.utf8))
    #expect(try Self.validator().errors(in: instance) == [])
  }

  @Test(arguments: refused)
  func theSchemaRefusesAScenarioTheParserRefuses(json: String) throws {
    #expect(throws: ScenarioError.self) { _ = try ScenarioTestSupport.parse(json) }
    let instance = try JSONSerialization.jsonObject(with: Data(json.utf8))
    #expect(!(try Self.validator().errors(in: instance).isEmpty))
  }

  @Test func theValidatorRefusesASchemaWithAKeywordItDoesNotApply() {
    #expect(throws: JSONSchemaSubset.UnsupportedSchema.self) {
      _ = try JSONSchemaSubset(schema: ["type": "object", "if": ["required": ["a"]]])
    }
  }
}
