import AccessGroupKit
import Foundation
import Testing

/// A misspelt Security name makes a scenario invalid, with a suggestion, where the format says
/// a Security name goes; other strings reach the call as written.
@Suite struct ScenarioNameCheckTests {
  typealias Support = ScenarioTestSupport

  static func add(_ attributes: String, expect: String = "{}") -> String {
    Support.scenario(
      steps:
        #"{"app": "A", "call": "SecItemAdd", "attributes": \#(attributes), "expect": \#(expect)}"#)
  }

  static let misspelt: [(json: String, path: String, message: String)] = [
    (
      add(#"{"kSecClass": "kSecClassGenericPassword", "kSecAttrAcount": "x"}"#),
      "steps[0].attributes.kSecAttrAcount",
      "unknown Security key 'kSecAttrAcount'; did you mean 'kSecAttrAccount'?"
    ),
    (
      add(#"{"kSecClass": "kSecClassGenericPasword"}"#), "steps[0].attributes.kSecClass",
      "unknown Security constant 'kSecClassGenericPasword'; did you mean 'kSecClassGenericPassword'?"
    ),
    (
      add(#"{"pdmn": "kSecAttrAccessibleAfterFirstUnlok"}"#), "steps[0].attributes.pdmn",
      "did you mean 'kSecAttrAccessibleAfterFirstUnlock'?"
    ),
    (
      add(#"{"kSecMatchLimit": "kSecMatchLimitAl"}"#), "steps[0].attributes.kSecMatchLimit",
      "did you mean 'kSecMatchLimitAll'?"
    ),
    (
      add(#"{"nested": {"kSecAttrServise": "x"}}"#), "steps[0].attributes.nested.kSecAttrServise",
      "did you mean 'kSecAttrService'?"
    ),
    (
      add("{}", expect: #"{"status": "errSecSucess"}"#), "steps[0].expect.status",
      "unknown status 'errSecSucess'; use a Security name such as errSecItemNotFound or a number; did you mean 'errSecSuccess'?"
    ),
    (
      add("{}", expect: #"{"result": {"kSecAttrAcount": "x"}}"#),
      "steps[0].expect.result.kSecAttrAcount", "did you mean 'kSecAttrAccount'?"
    ),
  ]

  @Test(arguments: misspelt)
  func aMisspeltSecurityNameIsInvalidWithASuggestion(json: String, path: String, message: String) {
    let error = Support.parseError(json)
    #expect(error?.path == path)
    #expect(
      error?.message == message || error?.message.hasSuffix(message) == true,
      "\(String(describing: error))")
  }

  @Test func stringsThatAreNotConstantsByTheFormatReachTheCallAsWritten() throws {
    let scenario = try Support.parse(
      Self.add(
        #"""
        {"kSecClass": "kSecClassGenericPassword", "kSecAttrService": "kSecFoo",
         "kSecAttrType": "kSecBar", "acct": "kSecAttrAcount", "bogus": 1}
        """#))
    guard case .call(let call)? = scenario.steps.first else {
      Issue.record("not a call")
      return
    }
    #expect(call.dictionary["svce"] == .string("kSecFoo"))
    #expect(call.dictionary["type"] == .string("kSecBar"))
    #expect(call.dictionary["acct"] == .string("kSecAttrAcount"))
    #expect(call.dictionary["bogus"] == .integer(1))
  }
}
