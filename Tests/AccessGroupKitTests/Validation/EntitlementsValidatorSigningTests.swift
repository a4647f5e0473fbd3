import AccessGroupKit
import Testing

@Suite("application identifier and platform evidence checks")
struct EntitlementsValidatorSigningTests {
  private let groups = Entitlements([
    .keychainAccessGroups: .array([.string("ABCDE12345.com.example.shared")])
  ])

  @Test func entitlementsWithoutAnApplicationIdentifierAndNoBundleIDAreAnError() throws {
    let validator = EntitlementsValidator(
      identity: SigningIdentity(teamID: "ABCDE12345"), platform: .iOS)
    let findings = validator.validateApplicationIdentifierPresent(groups)
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.severity == .error)
    #expect(finding.code == "missing-application-identifier")
    #expect(finding.entitlement == .applicationIdentifier)
    #expect(finding.message.contains("--bundle-id or PRODUCT_BUNDLE_IDENTIFIER"))
    #expect(!finding.message.contains("--team-id"))
  }

  @Test func aMissingTeamIsNamedTooAndMacsUseTheirOwnKey() throws {
    let validator = EntitlementsValidator(identity: SigningIdentity(), platform: .macOS)
    let finding = try #require(validator.validateApplicationIdentifierPresent(groups).first)
    #expect(finding.entitlement == .appleApplicationIdentifier)
    #expect(finding.message.contains("the bundle ID and the team are not known"))
    #expect(finding.message.contains("--team-id or DEVELOPMENT_TEAM"))
  }

  @Test func anApplicationIdentifierOfEitherFormSatisfiesTheCheck() {
    let validator = EntitlementsValidator(identity: SigningIdentity(), platform: .iOS)
    for key in [EntitlementKey.applicationIdentifier, .appleApplicationIdentifier] {
      var entitlements = groups
      entitlements.values[key] = .string("ABCDE12345.com.example.app")
      #expect(validator.validateApplicationIdentifierPresent(entitlements).isEmpty)
    }
  }

  @Test func macOnlyKeysResolvedForiOSGetAWarningSuggestingTheMac() throws {
    var entitlements = groups
    entitlements.values[EntitlementKey(rawValue: "com.apple.security.app-sandbox")] = .bool(true)
    entitlements.values[.applicationGroups] = .array([.string("group.com.example")])
    for platform in [Platform.iOS, .iOSSimulator] {
      let validator = EntitlementsValidator(identity: SigningIdentity(), platform: platform)
      let finding = try #require(validator.validatePlatformEvidence(entitlements).first)
      #expect(finding.severity == .warning)
      #expect(finding.code == "platform-looks-like-macos")
      #expect(finding.message.contains("(com.apple.security.app-sandbox)"))
      #expect(finding.message.contains("--platform macos (or --platform catalyst"))
    }
  }

  @Test func theMacApplicationIdentifierPointsAtNativeMacOS() throws {
    let entitlements = Entitlements([
      .appleApplicationIdentifier: .string("ABCDE12345.com.example.mac")
    ])
    let validator = EntitlementsValidator(identity: SigningIdentity(), platform: .iOS)
    let finding = try #require(validator.validatePlatformEvidence(entitlements).first)
    #expect(finding.message.hasSuffix("use --platform macos"))
  }

  @Test func sharedKeysAndMacPlatformsGiveNoPlatformWarning() {
    var entitlements = groups
    entitlements.values[.applicationGroups] = .array([.string("group.com.example")])
    entitlements.values[.teamIdentifier] = .string("ABCDE12345")
    let iOS = EntitlementsValidator(identity: SigningIdentity(), platform: .iOS)
    #expect(iOS.validatePlatformEvidence(entitlements).isEmpty)
    entitlements.values[EntitlementKey(rawValue: "com.apple.security.app-sandbox")] = .bool(true)
    for platform in [Platform.macOS, .macCatalyst] {
      let mac = EntitlementsValidator(identity: SigningIdentity(), platform: platform)
      #expect(mac.validatePlatformEvidence(entitlements).isEmpty)
    }
  }
}
