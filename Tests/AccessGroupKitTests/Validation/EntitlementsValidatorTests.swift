import AccessGroupKit
import Testing

@Suite struct EntitlementsValidatorTests {
  static let identity = SigningIdentity(teamID: "ABCDE12345", bundleID: "com.example.app")

  private static func strings(_ values: String...) -> PropertyListValue {
    .array(values.map(PropertyListValue.string))
  }

  /// One expected finding: code, severity, entitlement and index.
  struct Expected: Hashable, Sendable, CustomStringConvertible {
    var code: String
    var severity: Finding.Severity
    var entitlement: EntitlementKey?
    var index: Int?
    init(
      _ code: String, _ severity: Finding.Severity, _ entitlement: EntitlementKey?,
      _ index: Int? = nil
    ) {
      self.code = code
      self.severity = severity
      self.entitlement = entitlement
      self.index = index
    }
    init(_ finding: Finding) {
      self.init(finding.code, finding.severity, finding.entitlement, finding.index)
    }
    var description: String { "\(code)@\(entitlement?.rawValue ?? "-")[\(index ?? -1)]" }
  }

  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var platform: Platform
    var entitlements: Entitlements
    var expected: [Expected]
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "clean iOS entitlements", platform: .iOS,
      entitlements: Entitlements([
        .keychainAccessGroups: strings("ABCDE12345.com.example.shared", "com.apple.token"),
        .applicationIdentifier: .string("ABCDE12345.com.example.app"),
        .applicationGroups: strings("group.com.example"),
      ]),
      expected: []),
    Case(
      name: "bundle-like group without team prefix", platform: .iOS,
      entitlements: Entitlements([.keychainAccessGroups: strings("com.example.shared")]),
      expected: [Expected("missing-team-prefix", .warning, .keychainAccessGroups, 0)]),
    Case(
      name: "plain word group without team prefix", platform: .iOS,
      entitlements: Entitlements([.keychainAccessGroups: strings("ABCDE12345.ok", "shared")]),
      expected: [Expected("missing-team-prefix", .warning, .keychainAccessGroups, 1)]),
    Case(
      name: "another team's prefix", platform: .iOS,
      entitlements: Entitlements([.keychainAccessGroups: strings("FFFFFFFFFF.com.example")]),
      expected: [Expected("foreign-team-prefix", .error, .keychainAccessGroups, 0)]),
    Case(
      name: "unexpanded variable in a keychain group", platform: .iOS,
      entitlements: Entitlements([
        .keychainAccessGroups: strings("$(AppIdentifierPrefix)com.example", "${X}")
      ]),
      expected: [
        Expected("unexpanded-variable", .error, .keychainAccessGroups, 0),
        Expected("unexpanded-variable", .error, .keychainAccessGroups, 1),
      ]),
    Case(
      name: "unexpanded variable in an app group and the team identifier", platform: .iOS,
      entitlements: Entitlements([
        .applicationGroups: strings("group.$(BASE_BUNDLE_ID)"),
        .teamIdentifier: .string("$(DEVELOPMENT_TEAM)"),
      ]),
      expected: [
        Expected("unexpanded-variable", .error, .applicationGroups, 0),
        Expected("unexpanded-variable", .error, .teamIdentifier),
      ]),
    Case(
      name: "empty strings", platform: .iOS,
      entitlements: Entitlements([
        .keychainAccessGroups: strings("ABCDE12345.a", ""),
        .applicationGroups: strings(""),
        .applicationIdentifier: .string(""),
      ]),
      expected: [
        Expected("empty-access-group", .error, .keychainAccessGroups, 1),
        Expected("empty-access-group", .error, .applicationIdentifier),
        Expected("empty-access-group", .error, .applicationGroups, 0),
      ]),
    Case(
      name: "duplicates are noted once per repeat", platform: .iOS,
      entitlements: Entitlements([
        .keychainAccessGroups: strings(
          "ABCDE12345.com.example.app", "ABCDE12345.com.example.app", "com.example.x",
          "com.example.x"),
        .applicationGroups: strings("group.a", "group.a"),
      ]),
      expected: [
        Expected("duplicate-access-group", .note, .keychainAccessGroups, 1),
        Expected("missing-team-prefix", .warning, .keychainAccessGroups, 2),
        Expected("duplicate-access-group", .note, .keychainAccessGroups, 3),
        Expected("duplicate-access-group", .note, .applicationGroups, 1),
      ]),
    Case(
      name: "application identifier of another bundle", platform: .iOS,
      entitlements: Entitlements([
        .applicationIdentifier: .string("ABCDE12345.com.example.other"),
        .appleApplicationIdentifier: .string("ABCDE12345.com.example.app"),
      ]),
      expected: [Expected("application-identifier-mismatch", .warning, .applicationIdentifier)]),
    Case(
      name: "iOS app group without group. prefix", platform: .iOS,
      entitlements: Entitlements([
        .applicationGroups: strings("com.example.group", "ABCDE12345.group.x", "group.")
      ]),
      expected: [
        Expected("invalid-application-group", .error, .applicationGroups, 0),
        Expected("invalid-application-group", .error, .applicationGroups, 1),
        Expected("invalid-application-group", .error, .applicationGroups, 2),
      ]),
    Case(
      name: "macOS app groups in both forms", platform: .macOS,
      entitlements: Entitlements([
        .applicationGroups: strings("ABCDE12345.group.com.example", "group.com.example")
      ]),
      expected: []),
    Case(
      name: "Mac Catalyst app group with team prefix", platform: .macCatalyst,
      entitlements: Entitlements([.applicationGroups: strings("ABCDE12345.shared")]),
      expected: []),
    Case(
      name: "macOS app group of another team or neither form", platform: .macOS,
      entitlements: Entitlements([
        .applicationGroups: strings("FFFFFFFFFF.group.com.example", "com.example.group")
      ]),
      expected: [
        Expected("foreign-team-prefix", .error, .applicationGroups, 0),
        Expected("invalid-application-group", .error, .applicationGroups, 1),
      ]),
    Case(
      name: "keychain groups that are not an array", platform: .iOS,
      entitlements: Entitlements([.keychainAccessGroups: .string("ABCDE12345.shared")]),
      expected: [Expected("ignored-entitlement", .error, .keychainAccessGroups)]),
    Case(
      name: "keychain groups with a non-string element", platform: .iOS,
      entitlements: Entitlements([
        .keychainAccessGroups: .array([.string("ABCDE12345.shared"), .integer(1)])
      ]),
      expected: [Expected("ignored-entitlement", .error, .keychainAccessGroups)]),
    Case(
      name: "application identifier that is not a string", platform: .iOS,
      entitlements: Entitlements([.applicationIdentifier: .bool(true)]),
      expected: [Expected("ignored-entitlement", .error, .applicationIdentifier)]),
    Case(
      name: "a second team prefix after the team's own", platform: .iOS,
      entitlements: Entitlements([
        .keychainAccessGroups: strings("ABCDE12345.FFFFFFFFFF.shared", "ABCDE12345.F.shared")
      ]),
      expected: [Expected("doubled-team-prefix", .error, .keychainAccessGroups, 0)]),
    Case(
      name: "a group whose first component follows leading dots", platform: .iOS,
      entitlements: Entitlements([
        .keychainAccessGroups: strings("..ABCDE12345.shared", ".FFFFFFFFFF.x", "...")
      ]),
      expected: [
        Expected("foreign-team-prefix", .error, .keychainAccessGroups, 1),
        Expected("missing-team-prefix", .warning, .keychainAccessGroups, 2),
      ]),
    Case(
      name: "a Mac app group of another team after leading dots", platform: .macOS,
      entitlements: Entitlements([.applicationGroups: strings(".FFFFFFFFFF.x", "ABCDE12345.x")]),
      expected: [Expected("foreign-team-prefix", .error, .applicationGroups, 0)]),
  ]

  @Test(arguments: cases)
  func findingsMatchTheRules(testCase: Case) {
    let validator = EntitlementsValidator(identity: Self.identity, platform: testCase.platform)
    let findings = validator.validate(testCase.entitlements)
    #expect(findings.map(Expected.init) == testCase.expected)
  }

  @Test func missingPrefixSuggestsTheTeamPrefix() throws {
    let validator = EntitlementsValidator(identity: Self.identity, platform: .iOS)
    let finding = try #require(
      validator.validate(Entitlements([.keychainAccessGroups: Self.strings("com.example.shared")]))
        .first)
    #expect(
      finding.message
        == "keychain-access-groups[0] `com.example.shared` does not start with the team ID or "
        + "App ID prefix; did you mean ABCDE12345.com.example.shared?")
  }

  @Test func legacyAppIDPrefixAndTeamIDAreBothAccepted() {
    let identity = SigningIdentity(
      teamID: "Z6P74P6T99", appIDPrefix: "346J38YKE3", bundleID: "com.thomasricouard.IceCubesApp")
    let validator = EntitlementsValidator(identity: identity, platform: .iOS)
    let findings = validator.validate(
      Entitlements([
        .keychainAccessGroups: Self.strings(
          "346J38YKE3.com.thomasricouard.IceCubesApp", "Z6P74P6T99.com.thomasricouard.shared"),
        .applicationIdentifier: .string("346J38YKE3.com.thomasricouard.IceCubesApp"),
      ]))
    #expect(findings.isEmpty)
  }

  @Test func teamChecksAreSkippedWithoutATeam() {
    let validator = EntitlementsValidator(identity: SigningIdentity(), platform: .iOS)
    let findings = validator.validate(
      Entitlements([.keychainAccessGroups: Self.strings("FFFFFFFFFF.x", "com.example.shared")]))
    #expect(findings.isEmpty)
  }

  @Test func everyMessageNamesTheEntitlementAndValue() {
    let validator = EntitlementsValidator(identity: Self.identity, platform: .iOS)
    let findings = validator.validate(
      Entitlements([
        .keychainAccessGroups: Self.strings("FFFFFFFFFF.x", "com.example.shared", "$(X)"),
        .applicationGroups: Self.strings("shared.group"),
        .applicationIdentifier: .string("ABCDE12345.other"),
      ]))
    #expect(findings.count == 5)
    for finding in findings {
      let entitlement = finding.entitlement?.rawValue ?? "?"
      #expect(finding.message.contains(entitlement))
    }
    #expect(findings[0].message.contains("`FFFFFFFFFF.x`"))
    #expect(findings[2].message.contains("`$(X)`"))
    #expect(findings[3].message.contains("`ABCDE12345.other`"))
    #expect(findings[4].message.contains("`shared.group`"))
  }

  @Test func validatorIsSendable() async {
    let validator = EntitlementsValidator(identity: Self.identity, platform: .iOS)
    let count = await Task { validator.validate(Entitlements()).count }.value
    #expect(count == 0)
  }
}
