import AccessGroupKit
import Foundation
import Testing

@Suite struct EntitlementsValidatorProfileTests {
  static let now = Date(timeIntervalSince1970: 1_800_000_000)
  static let identity = SigningIdentity(teamID: "ABCDE12345", bundleID: "com.example.app")

  private static func strings(_ values: String...) -> PropertyListValue {
    .array(values.map(PropertyListValue.string))
  }

  private static func profile(
    teams: [String] = ["ABCDE12345"], applicationIdentifier: String? = "ABCDE12345.com.example.app",
    keychainGroups: [String]? = ["ABCDE12345.*"],
    applicationGroups: [String]? = ["group.com.example"],
    expires: Date = Date(timeIntervalSince1970: 1_900_000_000)
  ) -> ProvisioningProfile {
    var entitlements = Entitlements()
    if let applicationIdentifier {
      entitlements[.applicationIdentifier] = .string(applicationIdentifier)
    }
    if let keychainGroups {
      entitlements[.keychainAccessGroups] = .array(keychainGroups.map(PropertyListValue.string))
    }
    if let applicationGroups {
      entitlements[.applicationGroups] = .array(applicationGroups.map(PropertyListValue.string))
    }
    return ProvisioningProfile(
      name: "Example App Store", teamIdentifiers: teams, applicationIdentifierPrefixes: teams,
      expirationDate: expires, platforms: ["iOS"], entitlements: entitlements)
  }

  private static let app = Entitlements([
    .keychainAccessGroups: strings("ABCDE12345.com.example.app", "ABCDE12345.com.example.shared"),
    .applicationIdentifier: .string("ABCDE12345.com.example.app"),
    .applicationGroups: strings("group.com.example"),
  ])

  private func codes(_ findings: [Finding]) -> [String] { findings.map(\.code) }

  @Test func entitlementsTheProfileAllowsHaveNoFindings() {
    let validator = EntitlementsValidator(identity: Self.identity, platform: .iOS)
    #expect(validator.validate(Self.app, against: Self.profile(), now: Self.now).isEmpty)
  }

  @Test func groupsOutsideTheProfileAreNotInProfile() throws {
    var entitlements = Self.app
    entitlements[.keychainAccessGroups] = Self.strings("ABCDE12345.ok", "FFFFFFFFFF.com.example")
    entitlements[.applicationGroups] = Self.strings("group.com.example", "group.other")
    let validator = EntitlementsValidator(identity: Self.identity, platform: .iOS)
    let findings = validator.validate(entitlements, against: Self.profile(), now: Self.now)
    #expect(
      codes(findings) == ["foreign-team-prefix", "not-in-profile", "not-in-profile"])
    #expect(findings[1].entitlement == .keychainAccessGroups)
    #expect(findings[1].index == 1)
    #expect(findings[1].severity == .error)
    #expect(
      findings[1].message
        == "keychain-access-groups[1] `FFFFFFFFFF.com.example` is not allowed by "
        + "`Example App Store`, which allows ABCDE12345.*")
    #expect(findings[2].entitlement == .applicationGroups)
    #expect(findings[2].index == 1)
  }

  @Test func aProfileOfThousandsOfPatternsIsQuotedByItsFirstFive() {
    // A profile and an app of thousands of groups each: every group is checked with a few
    // lookups, and each finding names five patterns, not the thousands (which made the
    // output grow with the product of the two lists).
    let count = 5_000
    let allowed = (0..<count).map { "ABCDE12345.allowed.\($0).*" } + ["ABCDE12345.exact"]
    let groups =
      (0..<count).map { "ABCDE12345.denied.\($0)" } + [
        "ABCDE12345.allowed.\(count - 1).group", "ABCDE12345.exact",
      ]
    var entitlements = Self.app
    entitlements[.keychainAccessGroups] = .array(groups.map(PropertyListValue.string))
    let validator = EntitlementsValidator(identity: Self.identity, platform: .iOS)
    let findings = validator.validate(
      entitlements, against: Self.profile(keychainGroups: allowed), now: Self.now)
    #expect(codes(findings) == Array(repeating: "not-in-profile", count: count))
    #expect(findings.map(\.index) == Array(0..<count))
    #expect(
      findings.last?.message
        == "keychain-access-groups[\(count - 1)] `ABCDE12345.denied.\(count - 1)` is not allowed "
        + "by `Example App Store`, which allows ABCDE12345.allowed.0.*, ABCDE12345.allowed.1.*, "
        + "ABCDE12345.allowed.2.*, ABCDE12345.allowed.3.*, ABCDE12345.allowed.4.* and "
        + "\(count - 4) more")
  }

  @Test func profileWithoutKeychainGroupsAllowsNone() {
    let validator = EntitlementsValidator(identity: Self.identity, platform: .iOS)
    let findings = validator.validate(
      Self.app, against: Self.profile(keychainGroups: nil), now: Self.now)
    #expect(codes(findings) == ["not-in-profile", "not-in-profile"])
    #expect(findings.map(\.index) == [0, 1])
  }

  @Test(arguments: [
    ("ABCDE12345.*", "ABCDE12345.com.example.app", true),
    ("ABCDE12345.*", "ABCDE12345.", false),
    ("ABCDE12345.*", "FFFFFFFFFF.com.example.app", false),
    ("ABCDE12345.com.example.*", "ABCDE12345.com.example.app", true),
    ("ABCDE12345.com.example.*", "ABCDE12345.com.other.app", false),
    ("ABCDE12345.com.*.app", "ABCDE12345.com.example.app", false),
    ("ABCDE12345.com.*.app", "ABCDE12345.com.*.app", true),
    ("ABCDE12345.com.example.app", "ABCDE12345.com.example.app", true),
    ("ABCDE12345.com.example.app", "ABCDE12345.com.example.App", false),
    ("*", "ABCDE12345.anything", true),
  ])
  func wildcardsMatchOnlyAsTheLastComponent(pattern: String, value: String, allowed: Bool) {
    let validator = EntitlementsValidator(
      identity: SigningIdentity(teamID: "ABCDE12345"), platform: .iOS)
    let entitlements = Entitlements([
      .keychainAccessGroups: Self.strings(value), .applicationIdentifier: .string(value),
    ])
    let profile = Self.profile(applicationIdentifier: pattern, keychainGroups: [pattern])
    let findings = validator.validate(entitlements, against: profile, now: Self.now)
      .filter { $0.severity == .error }
    let expected = allowed ? [] : ["not-in-profile", "application-identifier-not-in-profile"]
    #expect(codes(findings.filter { $0.code != "foreign-team-prefix" }) == expected)
  }

  @Test func profileWithoutApplicationIdentifierRejectsTheApps() {
    let validator = EntitlementsValidator(identity: Self.identity, platform: .iOS)
    let findings = validator.validate(
      Self.app, against: Self.profile(applicationIdentifier: nil), now: Self.now)
    #expect(codes(findings) == ["application-identifier-not-in-profile"])
    #expect(findings.first?.entitlement == .applicationIdentifier)
  }

  @Test func macOSProfileMatchesTheAppleApplicationIdentifier() {
    var profileEntitlements = Entitlements([
      .appleApplicationIdentifier: .string("M8L2WTLA8W.com.ranchero.NetNewsWire-Evergreen"),
      .keychainAccessGroups: Self.strings("M8L2WTLA8W.*"),
    ])
    profileEntitlements["com.apple.developer.team-identifier"] = .string("M8L2WTLA8W")
    let profile = ProvisioningProfile(
      name: "NetNewsWire Developer ID", teamIdentifiers: ["M8L2WTLA8W"],
      expirationDate: Date(timeIntervalSince1970: 1_900_000_000), platforms: ["OSX"],
      entitlements: profileEntitlements)
    let validator = EntitlementsValidator(
      identity: SigningIdentity(
        teamID: "M8L2WTLA8W", bundleID: "com.ranchero.NetNewsWire-Evergreen"),
      platform: .macOS)
    let entitlements = Entitlements([
      .appleApplicationIdentifier: .string("M8L2WTLA8W.com.ranchero.NetNewsWire-Evergreen"),
      .applicationGroups: Self.strings("group.com.ranchero.NetNewsWire-Evergreen"),
    ])
    let findings = validator.validate(entitlements, against: profile, now: Self.now)
    #expect(codes(findings) == ["not-in-profile"])
    #expect(findings.first?.entitlement == .applicationGroups)
  }

  @Test func teamOtherThanTheProfilesIsAMismatch() {
    let validator = EntitlementsValidator(
      identity: SigningIdentity(teamID: "FFFFFFFFFF", bundleID: "com.example.app"), platform: .iOS)
    var entitlements = Entitlements([.teamIdentifier: .string("FFFFFFFFFF")])
    entitlements[.applicationIdentifier] = .string("FFFFFFFFFF.com.example.app")
    let findings = validator.validate(entitlements, against: Self.profile(), now: Self.now)
    #expect(
      codes(findings) == [
        "team-mismatch", "team-mismatch", "application-identifier-not-in-profile",
      ])
    #expect(findings.map(\.entitlement) == [nil, .teamIdentifier, .applicationIdentifier])
    #expect(findings[0].message.contains("FFFFFFFFFF"))
    #expect(findings[0].message.contains("ABCDE12345"))
  }

  @Test(arguments: [
    (Date(timeIntervalSince1970: 1_700_000_000), true),
    (Date(timeIntervalSince1970: 1_800_000_000), true),
    (Date(timeIntervalSince1970: 1_900_000_000), false),
  ])
  func expiredProfileIsAWarning(expires: Date, expired: Bool) {
    let validator = EntitlementsValidator(identity: Self.identity, platform: .iOS)
    let findings = validator.validate(
      Self.app, against: Self.profile(expires: expires), now: Self.now)
    #expect(codes(findings) == (expired ? ["profile-expired"] : []))
    #expect(findings.allSatisfy { $0.severity == .warning })
  }

  @Test func profileFindingsFollowTheStandaloneOnes() {
    var entitlements = Self.app
    entitlements[.keychainAccessGroups] = Self.strings("", "com.example.shared")
    let validator = EntitlementsValidator(identity: Self.identity, platform: .iOS)
    let findings = validator.validate(entitlements, against: Self.profile(), now: Self.now)
    #expect(codes(findings) == ["empty-access-group", "missing-team-prefix", "not-in-profile"])
    #expect(findings.map(\.index) == [0, 1, 1])
  }
}
