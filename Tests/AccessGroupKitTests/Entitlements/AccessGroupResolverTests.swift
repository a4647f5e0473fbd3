import AccessGroupKit
import Testing

/// Each rule of `SecTaskCopyAccessGroups` (`server_entitlement_helpers.c`) as its own test.
@Suite struct AccessGroupResolverTests {
  let team = "SKMME9E2Y8"

  func entitlements(
    keychainGroups: [String]? = nil, applicationIdentifier: String? = nil,
    appleApplicationIdentifier: String? = nil, associated: [String]? = nil,
    applicationGroups: [String]? = nil, appClip: Bool = false
  ) -> Entitlements {
    var values: [EntitlementKey: PropertyListValue] = [:]
    if let keychainGroups {
      values[.keychainAccessGroups] = .array(keychainGroups.map { .string($0) })
    }
    if let applicationIdentifier { values[.applicationIdentifier] = .string(applicationIdentifier) }
    if let appleApplicationIdentifier {
      values[.appleApplicationIdentifier] = .string(appleApplicationIdentifier)
    }
    if let associated {
      values[.associatedApplicationIdentifier] = .array(associated.map { .string($0) })
    }
    if let applicationGroups {
      values[.applicationGroups] = .array(applicationGroups.map { .string($0) })
    }
    if appClip { values[.onDemandInstallCapable] = .bool(true) }
    return Entitlements(values)
  }

  func groups(_ entitlements: Entitlements, _ options: ResolutionOptions = .init()) -> [String] {
    AccessGroupResolver(options: options).resolve(entitlements).groups
  }

  @Test func keychainAccessGroupsPrecedeApplicationIdentifierAndApplicationGroups() {
    let resolved = AccessGroupResolver().resolve(
      entitlements(
        keychainGroups: ["\(team).shared", "\(team).second"],
        applicationIdentifier: "\(team).com.example.app", applicationGroups: ["group.a", "group.b"])
    )
    #expect(
      resolved.groups == [
        "\(team).shared", "\(team).second", "\(team).com.example.app", "group.a", "group.b",
      ])
    #expect(resolved.defaultGroup == "\(team).shared")
    #expect(
      resolved.entries.map(\.source.description) == [
        "keychain-access-groups[0]", "keychain-access-groups[1]", "application-identifier",
        "com.apple.security.application-groups[0]", "com.apple.security.application-groups[1]",
      ])
  }

  @Test func applicationIdentifierIsTheDefaultWithoutKeychainAccessGroups() {
    let resolved = AccessGroupResolver().resolve(
      entitlements(applicationIdentifier: "\(team).com.example.app", applicationGroups: ["group.a"])
    )
    #expect(resolved.groups == ["\(team).com.example.app", "group.a"])
    #expect(resolved.defaultGroup == "\(team).com.example.app")
  }

  @Test func firstApplicationGroupIsTheDefaultWhenItIsTheOnlySource() {
    let resolved = AccessGroupResolver().resolve(
      entitlements(applicationGroups: ["group.a", "group.b"]))
    #expect(resolved.defaultGroup == "group.a")
    #expect(resolved.writableGroups == ["group.a", "group.b"])
  }

  @Test func associatedApplicationIdentifiersComeBeforeTheApplicationIdentifier() {
    // KeychainEntitlementsTest.testEntitlementsAssociatedAppID: an add without agrp lands in
    // the associated application identifier.
    let resolved = AccessGroupResolver().resolve(
      entitlements(applicationIdentifier: "\(team).mac", associated: ["\(team).ios"]))
    #expect(resolved.groups == ["\(team).ios", "\(team).mac"])
    #expect(resolved.defaultGroup == "\(team).ios")
  }

  @Test func plainApplicationIdentifierWinsOverTheAppleKey() {
    let resolved = AccessGroupResolver().resolve(
      entitlements(
        applicationIdentifier: "\(team).ios-style", appleApplicationIdentifier: "\(team).mac-style")
    )
    #expect(resolved.groups == ["\(team).ios-style"])
    #expect(resolved.entries.first?.source.entitlement == .applicationIdentifier)
  }

  @Test func appleApplicationIdentifierCountsWhenItIsTheOnlyOne() {
    let resolved = AccessGroupResolver().resolve(
      entitlements(appleApplicationIdentifier: "\(team).mac"))
    #expect(resolved.groups == ["\(team).mac"])
    #expect(resolved.applicationIdentifier == "\(team).mac")
  }

  @Test func appClipIgnoresApplicationGroups() {
    let resolved = AccessGroupResolver().resolve(
      entitlements(
        applicationIdentifier: "\(team).clip", applicationGroups: ["group.a"], appClip: true))
    #expect(resolved.groups == ["\(team).clip"])
    #expect(resolved.isAppClip)
  }

  @Test func appClipFlagCountsOnlyWhenItIsARealBoolean() {
    var values = entitlements(applicationIdentifier: "\(team).clip", applicationGroups: ["group.a"])
    values[.onDemandInstallCapable] = .integer(1)
    let resolved = AccessGroupResolver().resolve(values)
    #expect(resolved.groups == ["\(team).clip", "group.a"])
    #expect(!resolved.isAppClip)
  }

  @Test func duplicatesAreKeptAsAppleKeepsThem() {
    let resolved = AccessGroupResolver().resolve(
      entitlements(keychainGroups: ["\(team).app"], applicationIdentifier: "\(team).app"))
    #expect(resolved.groups == ["\(team).app", "\(team).app"])
  }

  @Test func tokenGroupMovesToTheEndWhenCryptoTokenKitIsOn() {
    let resolved = AccessGroupResolver().resolve(
      entitlements(
        keychainGroups: ["com.apple.token", "\(team).shared"], applicationIdentifier: "\(team).app")
    )
    #expect(resolved.groups == ["\(team).shared", "\(team).app", "com.apple.token"])
    #expect(resolved.writableGroups == ["\(team).shared", "\(team).app"])
    #expect(resolved.defaultGroup == "\(team).shared")
  }

  @Test func onlyTheFirstTokenGroupMoves() {
    // CFArrayGetFirstIndexOfValue finds one occurrence; a second stays where it was.
    let resolved = AccessGroupResolver().resolve(
      entitlements(keychainGroups: ["com.apple.token", "\(team).a", "com.apple.token", "\(team).b"])
    )
    #expect(resolved.groups == ["\(team).a", "com.apple.token", "\(team).b", "com.apple.token"])
  }

  @Test func tokenGroupIsRemovedWhenCryptoTokenKitIsOff() {
    let options = ResolutionOptions(cryptoTokenKitEnabled: false)
    #expect(
      groups(entitlements(keychainGroups: ["com.apple.token", "\(team).a"]), options) == [
        "\(team).a"
      ])
  }

  @Test func iOSDoesNotAddTheTokenGroup() {
    #expect(groups(entitlements(applicationIdentifier: "\(team).app")) == ["\(team).app"])
  }

  @Test func macOSAppendsTheTokenGroup() {
    let resolved = AccessGroupResolver(options: .init(platform: .macOS)).resolve(
      entitlements(appleApplicationIdentifier: "\(team).mac"))
    #expect(resolved.groups == ["\(team).mac", "com.apple.token"])
    #expect(resolved.entries.last?.source == .system)
    #expect(resolved.writableGroups == ["\(team).mac"])
  }

  @Test func macOSWithoutEntitlementsHasOnlyTheTokenGroup() {
    // KeychainEntitlementsTest.testNoEntitlements on macOS: CopyMatching finds nothing,
    // writes are missing an entitlement.
    let resolved = AccessGroupResolver(options: .init(platform: .macOS)).resolve(Entitlements())
    #expect(resolved.groups == ["com.apple.token"])
    #expect(resolved.writableGroups.isEmpty)
  }

  @Test func unvalidatedMacAppKeepsOnlyKeychainAccessGroups() {
    let options = ResolutionOptions(platform: .macOS, entitlementsValidated: false)
    let resolved = AccessGroupResolver(options: options).resolve(
      entitlements(
        keychainGroups: ["\(team).x"], appleApplicationIdentifier: "\(team).mac",
        applicationGroups: ["\(team).group"]))
    #expect(resolved.groups == ["\(team).x", "com.apple.token"])
  }

  @Test func unvalidatedMacAppWithOnlyAnApplicationIdentifierGetsAnEmptyList() {
    // The "entitlementsFailure" case: kept empty so the app sees errSecMissingEntitlement.
    let options = ResolutionOptions(platform: .macOS, entitlementsValidated: false)
    let resolved = AccessGroupResolver(options: options).resolve(
      entitlements(appleApplicationIdentifier: "\(team).mac"))
    #expect(resolved.groups.isEmpty)
    #expect(resolved.defaultGroup == nil)
    #expect(resolved.noDefaultGroupReason?.contains("not validated") == true)
  }

  @Test func unvalidatedMacAppWithOnlyApplicationGroupsKeepsTheTokenGroup() {
    // KeychainEntitlementsTest.testInvalidAppGroups: CopyMatching -25300, writes -34018.
    let options = ResolutionOptions(platform: .macOS, entitlementsValidated: false)
    #expect(
      groups(entitlements(applicationGroups: ["\(team).group"]), options) == ["com.apple.token"])
  }

  @Test func iOSIgnoresTheValidationFlag() {
    let options = ResolutionOptions(platform: .iOS, entitlementsValidated: false)
    #expect(groups(entitlements(applicationIdentifier: "\(team).app"), options) == ["\(team).app"])
  }

  @Test func macCatalystFollowsMacRules() {
    let resolved = AccessGroupResolver(options: .init(platform: .macCatalyst)).resolve(
      entitlements(applicationIdentifier: "\(team).app", associated: ["\(team).ios"]))
    #expect(resolved.groups == ["\(team).ios", "\(team).app", "com.apple.token"])
  }

  @Test func emptyEntitlementsGiveNoGroupsOnIOS() {
    let resolved = AccessGroupResolver().resolve(Entitlements())
    #expect(resolved.groups.isEmpty)
    #expect(resolved.defaultGroup == nil)
    #expect(resolved.noDefaultGroupReason?.contains("-34018") == true)
  }

  @Test func arrayWithOneNonStringElementIsIgnoredWhole() {
    var values = entitlements(applicationIdentifier: "\(team).app")
    values[.keychainAccessGroups] = .array([.string("\(team).shared"), .integer(3)])
    #expect(groups(values) == ["\(team).app"])
  }

  @Test func nonArrayKeychainAccessGroupsAreIgnored() {
    var values = entitlements(applicationIdentifier: "\(team).app")
    values[.keychainAccessGroups] = .string("\(team).shared")
    #expect(groups(values) == ["\(team).app"])
  }

  @Test func nonStringApplicationIdentifierCountsAsAbsent() {
    var values = entitlements(applicationGroups: ["group.a"])
    values[.applicationIdentifier] = .array([.string("\(team).app")])
    let resolved = AccessGroupResolver().resolve(values)
    #expect(resolved.groups == ["group.a"])
    #expect(resolved.applicationIdentifier == nil)
  }

  @Test func wildcardIsRecordedButNotHonouredForThirdPartyApps() {
    let resolved = AccessGroupResolver().resolve(entitlements(keychainGroups: ["*"]))
    #expect(resolved.groups == ["*"])
    #expect(!resolved.grantsAllGroups)
  }

  @Test func wildcardIsHonouredForAnApplePlatformBinary() {
    let resolved = AccessGroupResolver(options: .init(isApplePlatformBinary: true)).resolve(
      entitlements(keychainGroups: ["*"]))
    #expect(resolved.grantsAllGroups)
  }

  @Test func legacyProfileAlwaysAppendsTheTokenGroupOnIOS() {
    let options = ResolutionOptions(profile: .legacy)
    let resolved = AccessGroupResolver(options: options).resolve(
      entitlements(
        keychainGroups: ["\(team).a"], applicationIdentifier: "\(team).app",
        applicationGroups: ["group.a"]))
    #expect(resolved.groups == ["\(team).a", "\(team).app", "group.a", "com.apple.token"])
  }

  @Test func legacyProfileHasNoAssociatedIdentifiersOrAppClipRule() {
    let options = ResolutionOptions(profile: .legacy)
    let resolved = AccessGroupResolver(options: options).resolve(
      entitlements(
        applicationIdentifier: "\(team).app", associated: ["\(team).ios"],
        applicationGroups: ["group.a"], appClip: true))
    #expect(resolved.groups == ["\(team).app", "group.a", "com.apple.token"])
    #expect(!resolved.isAppClip)
  }

  @Test func legacyProfileGivesAnEmptyClientOnlyTheTokenGroup() {
    let resolved = AccessGroupResolver(options: .init(profile: .legacy)).resolve(Entitlements())
    #expect(resolved.groups == ["com.apple.token"])
    #expect(resolved.writableGroups.isEmpty)
  }

  @Test func legacyUnvalidatedMacAppDropsIdentifierGroupsAndTheTokenGroup() {
    let options = ResolutionOptions(
      platform: .macOS, profile: .legacy, entitlementsValidated: false)
    let resolved = AccessGroupResolver(options: options).resolve(
      entitlements(
        keychainGroups: ["\(team).a"], appleApplicationIdentifier: "\(team).mac",
        applicationGroups: ["\(team).g"]))
    #expect(resolved.groups == ["\(team).a"])
  }
}
