import AccessGroupKit
import Testing

@Suite struct BuildSettingsTests {
  static let settings = BuildSettings([
    "ORGANIZATION_IDENTIFIER": "com.ranchero",
    "APP_GROUP_SUFFIX": "",
    "APP_GROUP_ID": "group.$(ORGANIZATION_IDENTIFIER).NetNewsWire.iOS$(APP_GROUP_SUFFIX)",
    "BASE_BUNDLE_ID": "com.bitwarden.authenticator",
    "DEVELOPMENT_TEAM": "QMQYCKL255",
    "PREFIX_QMQYCKL255": "io.robbie",
    "EMPTY": "",
    "NAME": "My App",
    "DIGITS": "12 3",
    "FILE": "Some File.txt",
    "UMLAUT": "ÜTF-8",
    "MIXED": "MiXeD",
  ])

  @Test(arguments: [
    ("$(ORGANIZATION_IDENTIFIER)", "com.ranchero"),
    ("${ORGANIZATION_IDENTIFIER}", "com.ranchero"),
    ("$[ORGANIZATION_IDENTIFIER]", "com.ranchero"),
    ("group.${BASE_BUNDLE_ID}", "group.com.bitwarden.authenticator"),
    ("$(ORGANIZATION_IDENTIFIER).$(BASE_BUNDLE_ID)", "com.ranchero.com.bitwarden.authenticator"),
    ("group.org.wikimedia.wikipedia$(EMPTY).alpha", "group.org.wikimedia.wikipedia.alpha"),
    ("$(APP_GROUP_ID)", "group.com.ranchero.NetNewsWire.iOS"),
    ("$(PREFIX_$(DEVELOPMENT_TEAM)).HomeAssistant", "io.robbie.HomeAssistant"),
    ("no references", "no references"),
    ("", ""),
  ])
  func referencesExpandInEveryForm(input: String, expected: String) throws {
    #expect(try Self.settings.expand(input) == expected)
  }

  @Test(arguments: [
    ("price: $$5", "price: $5"),
    ("ends with $", "ends with $"),
    ("$-dash", "$-dash"),
    ("https:/$()/example.com", "https://example.com"),
    ("$ORGANIZATION_IDENTIFIER", "com.ranchero"),
    ("$UNDEFINED_BARE stays", "$UNDEFINED_BARE stays"),
  ])
  func dollarSignsFollowXcodesLiteralRules(input: String, expected: String) throws {
    #expect(try Self.settings.expand(input) == expected)
  }

  @Test(arguments: [
    ("$(MIXED:lower)", "mixed"),
    ("$(MIXED:upper)", "MIXED"),
    ("$(NAME:identifier)", "My_App"),
    ("$(DIGITS:identifier)", "_2_3"),
    ("$(NAME:c99extidentifier)", "My_App"),
    ("$(DIGITS:c99extidentifier)", "_2_3"),
    ("$(UMLAUT:c99extidentifier)", "ÜTF_8"),
    ("$(FILE:rfc1034identifier)", "Some-File-txt"),
    ("$(DIGITS:rfc1034identifier)", "-2-3"),
    ("com.example.$(NAME:rfc1034identifier)", "com.example.My-App"),
  ])
  func operatorsTransformTheValue(input: String, expected: String) throws {
    #expect(try Self.settings.expand(input) == expected)
  }

  @Test(arguments: [
    ("$(UNDEFINED:default=fallback)", "fallback"),
    ("$(EMPTY:default=fallback)", "fallback"),
    ("$(MIXED:default=fallback)", "MiXeD"),
    ("$(UNDEFINED:default=$(ORGANIZATION_IDENTIFIER))", "com.ranchero"),
    ("$(MIXED:default=$(ALSO_UNDEFINED))", "MiXeD"),
    ("$(UNDEFINED:default=)", ""),
  ])
  func defaultApplesWhenUndefinedOrEmpty(input: String, expected: String) throws {
    #expect(try Self.settings.expand(input) == expected)
  }

  @Test(arguments: [
    ("$(MIXED:lower:default=x)", "mixed"),
    ("$(EMPTY:lower:default=X)", "X"),
    ("$(UNDEFINED:default=ABC:lower)", "abc"),
    ("$(MIXED:upper:lower)", "mixed"),
  ])
  func chainedOperatorsRunLeftToRight(input: String, expected: String) throws {
    #expect(try Self.settings.expand(input) == expected)
  }

  @Test func undefinedVariableIsAnErrorNamingIt() {
    #expect(
      throws: BuildSettingsError.undefinedVariable(
        name: "BUNDLE_ID_SUFFIX", entitlement: nil, value: "app$(BUNDLE_ID_SUFFIX)")
    ) {
      try Self.settings.expand("app$(BUNDLE_ID_SUFFIX)")
    }
  }

  @Test func undefinedVariableInsideASettingNamesTheInnerVariable() {
    let settings = BuildSettings(["OUTER": "x.$(INNER)"])
    #expect(
      throws: BuildSettingsError.undefinedVariable(
        name: "INNER", entitlement: nil, value: "$(OUTER)")
    ) {
      try settings.expand("$(OUTER)")
    }
  }

  @Test func mutualReferenceIsACycle() {
    let settings = BuildSettings(["A": "$(B)", "B": "x$(A)"])
    #expect(throws: BuildSettingsError.cycle(variables: ["A", "B", "A"])) {
      try settings.expand("$(A)")
    }
  }

  @Test func selfReferenceIsACycle() {
    let settings = BuildSettings(["A": "$(A).more"])
    #expect(throws: BuildSettingsError.cycle(variables: ["A", "A"])) {
      try settings.expand("${A}")
    }
  }

  @Test(arguments: ["$(A", "group.${A", "$(A:lower", "$(A:default=x", "$(A:)", "$(A:=x)"])
  func unterminatedOrBrokenReferenceIsMalformed(input: String) {
    let error = capturedError { () throws(BuildSettingsError) in try Self.settings.expand(input) }
    guard case .malformedReference(let value, let reason) = error else {
      Issue.record("expected malformedReference, got \(String(describing: error))")
      return
    }
    #expect(value == input)
    #expect(!reason.isEmpty)
  }

  @Test(
    "An error quotes the start of a long value, not all of it",
    arguments: ["$(UNDEFINED)", "$(A"])
  func aLongValueIsQuotedByItsStart(ending: String) throws {
    let long = "group." + String(repeating: "x", count: 200_000) + ending
    let error = try #require(
      capturedError { () throws(BuildSettingsError) in try Self.settings.expand(long) })
    // The case keeps the whole value; the sentence quotes its first 200 characters.
    switch error {
    case .undefinedVariable(_, _, let value), .malformedReference(let value, _):
      #expect(value == long)
    default: Issue.record("unexpected \(error)")
    }
    let quoted = String(long.prefix(200)) + "…`"
    #expect(error.description.contains(quoted), "\(error.description.prefix(300))")
    #expect(error.description.count < 400)
  }

  @Test func unsupportedOperatorIsMalformed() {
    let error = capturedError { () throws(BuildSettingsError) in
      try Self.settings.expand("$(FILE:suffix)")
    }
    guard case .malformedReference(let value, let reason) = error else {
      Issue.record("expected malformedReference, got \(String(describing: error))")
      return
    }
    #expect(value == "$(FILE:suffix)")
    #expect(reason.contains(":suffix"))
  }

  @Test func inheritedWithNothingBelowExpandsToNothing() throws {
    #expect(try BuildSettings().expand("$(inherited) -v") == " -v")
  }

  @Test func mergingLetsTheOtherLayerWinAndInherit() throws {
    let project = BuildSettings(["FLAGS": "-a", "TEAM": "AAAAAAAAAA", "KEEP": "k"])
    let target = BuildSettings(["FLAGS": "$(inherited) -b", "TEAM": "BBBBBBBBBB"])
    let merged = project.merging(target)
    #expect(merged.values == ["FLAGS": "-a -b", "TEAM": "BBBBBBBBBB", "KEEP": "k"])
    #expect(try merged.expand("$(FLAGS)") == "-a -b")
  }

  @Test func mergingReplacesASelfReferenceWithTheLowerValue() {
    let merged = BuildSettings(["FLAGS": "-a"]).merging(BuildSettings(["FLAGS": "${FLAGS} -b"]))
    #expect(merged["FLAGS"] == "-a -b")
  }

  @Test func subscriptReadsAndWritesValuesAsWritten() {
    var settings = BuildSettings()
    settings["A"] = "$(B)"
    #expect(settings["A"] == "$(B)")
    #expect(settings.values == ["A": "$(B)"])
    settings["A"] = nil
    #expect(settings["A"] == nil)
  }

  @Test func errorDescriptionsNameWhatIsWrong() {
    let undefined = BuildSettingsError.undefinedVariable(
      name: "X", entitlement: .keychainAccessGroups, value: "$(X).app")
    #expect(
      undefined.description == "keychain-access-groups: `$(X).app` uses $(X), which is not defined")
    #expect(
      BuildSettingsError.cycle(variables: ["A", "B", "A"]).description
        == "build settings refer to each other in a cycle: A -> B -> A")
    #expect(
      BuildSettingsError.malformedXcconfig(file: "a.xcconfig", line: 3, reason: "bad").description
        == "a.xcconfig:3: bad")
    #expect(
      BuildSettingsError.unreadableFile(file: "b.xcconfig", reason: "no such file").description
        == "b.xcconfig: cannot be read: no such file")
  }

  @Test func buildSettingsAreSendable() async {
    let settings = Self.settings
    let expanded = await Task { try? settings.expand("$(APP_GROUP_ID)") }.value
    #expect(expanded == "group.com.ranchero.NetNewsWire.iOS")
  }
}

extension BuildSettingsTests {
  @Test func deeplyNestedReferencesAreMalformedNotACrash() {
    let input = String(repeating: "$(", count: 10_000) + String(repeating: ")", count: 10_000)
    let error = capturedError { () throws(BuildSettingsError) in try BuildSettings().expand(input) }
    guard case .malformedReference(let value, let reason) = error else {
      Issue.record("expected malformedReference, got \(String(describing: error))")
      return
    }
    #expect(value == input)
    #expect(reason.contains("64"))
  }

  @Test func longChainsOfSettingsAreMalformedNotACrash() {
    var values: [String: String] = [:]
    for level in 0..<5_000 { values["S\(level)"] = "$(S\(level + 1))" }
    values["S5000"] = "end"
    let error = capturedError { () throws(BuildSettingsError) in
      try BuildSettings(values).expand("$(S0)")
    }
    guard case .malformedReference(_, let reason) = error else {
      Issue.record("expected malformedReference, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("256"))
  }

  @Test func chainsWithinTheLimitExpand() throws {
    var values: [String: String] = [:]
    for level in 0..<100 { values["S\(level)"] = "$(S\(level + 1))" }
    values["S100"] = "end"
    #expect(try BuildSettings(values).expand("$(S0)") == "end")
  }
}
