import AccessGroupKit
import Testing

/// Suggesting the name a typo most likely meant.
@Suite struct NameSuggestionTests {
  @Test(arguments: [
    (
      "kSecAttrAcount", ["kSecAttrService", "kSecAttrAccount", "kSecAttrAccess"], "kSecAttrAccount"
    ),
    ("errSecSucess", ["errSecParam", "errSecSuccess"], "errSecSuccess"),
    ("teamid", ["team-id", "bundle-id"], "team-id"),
    ("ksecattraccount", ["kSecAttrAccount"], "kSecAttrAccount"),
    ("kSecAttrSerivce", ["kSecAttrService"], "kSecAttrService"),
    ("jsno", ["json", "graph"], "json"),
  ])
  func aCloseNameIsSuggested(typed: String, candidates: [String], expected: String) {
    #expect(NameSuggestion.closest(to: typed, among: candidates) == expected)
    #expect(NameSuggestion.clause(for: typed, among: candidates) == "; did you mean '\(expected)'?")
  }

  @Test(arguments: [
    ("kSecFoo", ["kSecAttrAccount", "kSecAttrService"]),
    ("x", ["json", "graph"]),
    ("", ["a1"]),
    ("completely-different", ["team-id"]),
  ])
  func aDistantNameGetsNoSuggestion(typed: String, candidates: [String]) {
    #expect(NameSuggestion.closest(to: typed, among: candidates) == nil)
    #expect(NameSuggestion.clause(for: typed, among: candidates) == "")
  }

  @Test func theClosestOfSeveralWinsAndATieGoesToTheFirstListed() {
    #expect(NameSuggestion.closest(to: "abcd", among: ["abxy", "abcx", "abce"]) == "abcx")
  }

  @Test func aMisspelledStatusNameIsSuggestedFromTheKnownNamesAndAliases() {
    #expect(StatusExplanation(parsing: "errSecMisingEntitlement") == nil)
    #expect(
      NameSuggestion.closest(to: "errSecMisingEntitlement", among: StatusExplanation.knownNames)
        == "errSecMissingEntitlement")
    #expect(
      NameSuggestion.closest(to: "errSecItemIlegalQuery", among: StatusExplanation.knownNames)
        == "errSecItemIllegalQuery")
    for name in StatusExplanation.knownNames { #expect(StatusExplanation(parsing: name) != nil) }
  }
}
