import AccessGroupKit
import Testing

@Suite struct EntitlementsExpanderTests {
  private func groups(_ values: String...) -> PropertyListValue {
    .array(values.map(PropertyListValue.string))
  }

  // MARK: The corpus's real variable forms

  @Test(arguments: [
    ("", "group.com.ranchero.NetNewsWire.iOS"),
    ("-DEBUG", "group.com.ranchero.NetNewsWire.iOS-DEBUG"),
  ])
  func netNewsWireNestedAppGroupExpands(suffix: String, expectedGroup: String) throws {
    let settings = BuildSettings([
      "ORGANIZATION_IDENTIFIER": "com.ranchero",
      "BUNDLE_ID_SUFFIX": suffix,
      "APP_GROUP_SUFFIX": suffix,
      "APP_GROUP_ID": "group.$(ORGANIZATION_IDENTIFIER).NetNewsWire.iOS$(APP_GROUP_SUFFIX)",
    ])
    let expander = EntitlementsExpander(
      settings: settings,
      identity: SigningIdentity(teamID: "M8L2WTLA8W", bundleID: "com.ranchero.NetNewsWire.iOS"),
      platform: .iOS)
    let expansion = try expander.expand(
      Entitlements([
        .keychainAccessGroups: groups(
          "$(AppIdentifierPrefix)$(ORGANIZATION_IDENTIFIER).NetNewsWire.iOS$(BUNDLE_ID_SUFFIX)"),
        .applicationGroups: groups("$(APP_GROUP_ID)"),
      ]))
    #expect(
      expansion.entitlements.keychainAccessGroups == [
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS\(suffix)"
      ])
    #expect(expansion.entitlements.applicationGroups == [expectedGroup])
    #expect(expansion.findings.isEmpty)
  }

  @Test func elementKeychainGroupVariableHoldsTheAppIdentifierPrefix() throws {
    let settings = BuildSettings([
      "BASE_BUNDLE_IDENTIFIER": "im.vector.app",
      "APPLICATION_GROUP_IDENTIFIER": "group.im.vector",
      "KEYCHAIN_ACCESS_GROUP": "$(AppIdentifierPrefix)$(BASE_BUNDLE_IDENTIFIER).keychain.shared",
    ])
    let expander = EntitlementsExpander(
      settings: settings,
      identity: SigningIdentity(teamID: "7J4U792NQT", bundleID: "im.vector.app.nse"),
      platform: .iOS)
    let expansion = try expander.expand(
      Entitlements([
        .keychainAccessGroups: groups("$(KEYCHAIN_ACCESS_GROUP)"),
        .applicationGroups: groups("$(APPLICATION_GROUP_IDENTIFIER)"),
      ]))
    #expect(
      expansion.entitlements.keychainAccessGroups == ["7J4U792NQT.im.vector.app.keychain.shared"])
    #expect(expansion.entitlements.applicationGroups == ["group.im.vector"])
    #expect(expansion.entitlements.applicationIdentifier == "7J4U792NQT.im.vector.app.nse")
  }

  @Test func secretiveDefaultOperatorSuppliesTheTeamAndBundleID() throws {
    let settings = BuildSettings([
      "SECRETIVE_BASE_BUNDLE_ID":
        "$(SECRETIVE_BASE_BUNDLE_ID_OSS:default=com.maxgoedjen.Secretive)",
      "SECRETIVE_DEVELOPMENT_TEAM": "$(SECRETIVE_DEVELOPMENT_TEAM_OSS:default=Z72PRUAWF6)",
      "DEVELOPMENT_TEAM": "$(SECRETIVE_DEVELOPMENT_TEAM)",
      "PRODUCT_BUNDLE_IDENTIFIER": "$(SECRETIVE_BASE_BUNDLE_ID).Host",
    ])
    let expander = EntitlementsExpander(
      settings: settings,
      identity: SigningIdentity(teamID: "Z72PRUAWF6", bundleID: "com.maxgoedjen.Secretive.Host"),
      platform: .macOS)
    let expansion = try expander.expand(
      Entitlements([
        .keychainAccessGroups: groups("$(AppIdentifierPrefix)com.maxgoedjen.Secretive"),
        "com.example.team": .string("$(DEVELOPMENT_TEAM)"),
        "com.example.bundle": .string("$(PRODUCT_BUNDLE_IDENTIFIER)"),
      ]))
    #expect(expansion.entitlements.keychainAccessGroups == ["Z72PRUAWF6.com.maxgoedjen.Secretive"])
    #expect(expansion.entitlements["com.example.team"] == .string("Z72PRUAWF6"))
    #expect(
      expansion.entitlements["com.example.bundle"] == .string("com.maxgoedjen.Secretive.Host"))
    #expect(
      expansion.entitlements[.appleApplicationIdentifier]
        == .string("Z72PRUAWF6.com.maxgoedjen.Secretive.Host"))
    #expect(expansion.entitlements[.applicationIdentifier] == nil)
    #expect(expansion.synthesizedApplicationIdentifier)
  }

  @Test func homeAssistantIndirectNameUsesTheTeam() throws {
    let settings = BuildSettings([
      "BUNDLE_ID_PREFIX_QMQYCKL255": "io.robbie",
      "BUNDLE_ID_PREFIX": "$(BUNDLE_ID_PREFIX_$(DEVELOPMENT_TEAM):default=com.example)",
      "BUNDLE_ID_SUFFIX": "",
      "PRODUCT_BUNDLE_IDENTIFIER":
        "${BUNDLE_ID_PREFIX}.HomeAssistant${BUNDLE_ID_SUFFIX}${PROVISIONING_SUFFIX}",
      "PROVISIONING_SUFFIX": ".ShareExtension",
    ])
    let expander = EntitlementsExpander(
      settings: settings,
      identity: SigningIdentity(teamID: "QMQYCKL255", bundleID: "io.robbie.HomeAssistant"),
      platform: .iOS)
    let expansion = try expander.expand(
      Entitlements([
        .keychainAccessGroups: groups(
          "$(AppIdentifierPrefix)$(BUNDLE_ID_PREFIX).HomeAssistant$(BUNDLE_ID_SUFFIX)"),
        .applicationGroups: groups("group.$(BUNDLE_ID_PREFIX).homeassistant$(BUNDLE_ID_SUFFIX)"),
        "com.example.product": .string("$(PRODUCT_BUNDLE_IDENTIFIER)"),
      ]))
    #expect(expansion.entitlements.keychainAccessGroups == ["QMQYCKL255.io.robbie.HomeAssistant"])
    #expect(expansion.entitlements.applicationGroups == ["group.io.robbie.homeassistant"])
    #expect(
      expansion.entitlements["com.example.product"]
        == .string("io.robbie.HomeAssistant.ShareExtension"))
  }

  @Test func bitwardenCurlyBraceGroupsExpand() throws {
    let settings = BuildSettings([
      "ORGANIZATION_IDENTIFIER": "com.bitwarden",
      "BASE_BUNDLE_ID": "$(ORGANIZATION_IDENTIFIER).authenticator",
      "SHARED_APP_GROUP_IDENTIFIER": "group.${ORGANIZATION_IDENTIFIER}.bitwarden-authenticator",
    ])
    let expander = EntitlementsExpander(
      settings: settings,
      identity: SigningIdentity(teamID: "LTZ2PFU5D6", bundleID: "com.bitwarden.authenticator"),
      platform: .iOS)
    let expansion = try expander.expand(
      Entitlements([
        .keychainAccessGroups: groups("$(AppIdentifierPrefix)com.bitwarden.authenticator"),
        .applicationGroups: groups("group.${BASE_BUNDLE_ID}", "$(SHARED_APP_GROUP_IDENTIFIER)"),
      ]))
    #expect(
      expansion.entitlements.keychainAccessGroups == ["LTZ2PFU5D6.com.bitwarden.authenticator"])
    #expect(
      expansion.entitlements.applicationGroups == [
        "group.com.bitwarden.authenticator", "group.com.bitwarden.bitwarden-authenticator",
      ])
  }

  @Test func wikipediaMidStringVariableExpands() throws {
    let expander = EntitlementsExpander(
      settings: BuildSettings(["SIGNING_DISAMBIGUATOR": ""]),
      identity: SigningIdentity(teamID: "AKK7J2GV64", bundleID: "org.wikimedia.wikipedia"),
      platform: .iOS)
    let expansion = try expander.expand(
      Entitlements([
        .applicationGroups: groups(
          "group.org.wikimedia.wikipedia$(SIGNING_DISAMBIGUATOR)",
          "group.org.wikimedia.wikipedia$(SIGNING_DISAMBIGUATOR).alpha",
          "group.org.wikimedia.wikipedia$(SIGNING_DISAMBIGUATOR).beta")
      ]))
    #expect(
      expansion.entitlements.applicationGroups == [
        "group.org.wikimedia.wikipedia", "group.org.wikimedia.wikipedia.alpha",
        "group.org.wikimedia.wikipedia.beta",
      ])
  }

  @Test func signalMerchantVariableIsKeptAndNoted() throws {
    let expander = EntitlementsExpander(
      settings: BuildSettings(["SIGNAL_BUNDLEID_PREFIX": "org.whispersystems"]),
      identity: SigningIdentity(teamID: "U68MSDN6DR", bundleID: "org.whispersystems.signal"),
      platform: .iOS)
    let expansion = try expander.expand(
      Entitlements([
        .keychainAccessGroups: groups("$(AppIdentifierPrefix)$(SIGNAL_BUNDLEID_PREFIX).signal"),
        "com.apple.developer.in-app-payments": groups("merchant.$(SIGNAL_MERCHANTID)"),
      ]))
    #expect(expansion.entitlements.keychainAccessGroups == ["U68MSDN6DR.org.whispersystems.signal"])
    #expect(
      expansion.entitlements["com.apple.developer.in-app-payments"]
        == groups("merchant.$(SIGNAL_MERCHANTID)"))
    #expect(expansion.findings.count == 1)
    let finding = try #require(expansion.findings.first)
    #expect(finding.severity == .note)
    #expect(finding.code == "unexpanded-variable")
    #expect(finding.entitlement == "com.apple.developer.in-app-payments")
    #expect(finding.index == 0)
    #expect(finding.message.contains("merchant.$(SIGNAL_MERCHANTID)"))
    #expect(finding.message.contains("SIGNAL_MERCHANTID"))
  }

  @Test func signalMerchantVariableExpandsWhenDefined() throws {
    let expander = EntitlementsExpander(
      settings: BuildSettings(["SIGNAL_MERCHANTID": "org.signalfoundation"]),
      identity: SigningIdentity(teamID: "U68MSDN6DR"), platform: .iOS)
    let expansion = try expander.expand(
      Entitlements(["com.apple.developer.in-app-payments": groups("merchant.$(SIGNAL_MERCHANTID)")])
    )
    #expect(
      expansion.entitlements["com.apple.developer.in-app-payments"]
        == groups("merchant.org.signalfoundation"))
    #expect(expansion.findings.isEmpty)
  }

  // MARK: Built-ins

  @Test func legacyAppIDPrefixDiffersFromTheTeamPrefix() throws {
    let expander = EntitlementsExpander(
      settings: BuildSettings(),
      identity: SigningIdentity(
        teamID: "Z6P74P6T99", appIDPrefix: "346J38YKE3",
        bundleID: "com.thomasricouard.IceCubesApp"),
      platform: .iOS)
    let expansion = try expander.expand(
      Entitlements([
        .keychainAccessGroups: groups("$(AppIdentifierPrefix)com.thomasricouard.IceCubesApp"),
        "com.apple.developer.ubiquity-kvstore-identifier": .string(
          "$(TeamIdentifierPrefix)$(CFBundleIdentifier)"),
      ]))
    #expect(
      expansion.entitlements.keychainAccessGroups == ["346J38YKE3.com.thomasricouard.IceCubesApp"])
    #expect(
      expansion.entitlements["com.apple.developer.ubiquity-kvstore-identifier"]
        == .string("Z6P74P6T99.com.thomasricouard.IceCubesApp"))
    #expect(
      expansion.entitlements[.applicationIdentifier]
        == .string("346J38YKE3.com.thomasricouard.IceCubesApp"))
  }

  @Test(arguments: [
    ("$(PRODUCT_BUNDLE_IDENTIFIER)", "com.example.app"),
    ("$(CFBundleIdentifier)", "com.example.app"),
    ("$(DEVELOPMENT_TEAM)", "ABCDE12345"),
    ("$(AppIdentifierPrefix)", "ABCDE12345."),
    ("$(TeamIdentifierPrefix)", "ABCDE12345."),
  ])
  func builtInsComeFromTheIdentity(value: String, expected: String) throws {
    let expander = EntitlementsExpander(
      settings: BuildSettings(),
      identity: SigningIdentity(teamID: "ABCDE12345", bundleID: "com.example.app"),
      platform: .iOS)
    let expansion = try expander.expand(Entitlements([.keychainAccessGroups: groups(value)]))
    #expect(expansion.entitlements.keychainAccessGroups == [expected])
  }

  @Test func explicitSettingsOverrideBuiltInsButNotThePrefixes() throws {
    let expander = EntitlementsExpander(
      settings: BuildSettings([
        "PRODUCT_BUNDLE_IDENTIFIER": "com.example.override",
        "DEVELOPMENT_TEAM": "FFFFFFFFFF",
        "AppIdentifierPrefix": "WRONG.",
        "TeamIdentifierPrefix": "WRONG.",
      ]),
      identity: SigningIdentity(teamID: "ABCDE12345", bundleID: "com.example.app"),
      platform: .iOS)
    let expansion = try expander.expand(
      Entitlements([
        .keychainAccessGroups: groups(
          "$(PRODUCT_BUNDLE_IDENTIFIER)", "$(DEVELOPMENT_TEAM)", "$(AppIdentifierPrefix)x",
          "$(TeamIdentifierPrefix)y")
      ]))
    #expect(
      expansion.entitlements.keychainAccessGroups == [
        "com.example.override", "FFFFFFFFFF", "ABCDE12345.x", "ABCDE12345.y",
      ])
  }

  @Test func prefixSettingIsUsedWhenTheIdentityHasNoTeam() throws {
    let expander = EntitlementsExpander(
      settings: BuildSettings(["AppIdentifierPrefix": "ABCDE12345."]),
      identity: SigningIdentity(), platform: .iOS)
    let expansion = try expander.expand(
      Entitlements([.keychainAccessGroups: groups("$(AppIdentifierPrefix)shared")]))
    #expect(expansion.entitlements.keychainAccessGroups == ["ABCDE12345.shared"])
    #expect(!expansion.synthesizedApplicationIdentifier)
  }

  // MARK: Errors

  @Test(arguments: [
    (
      EntitlementKey.keychainAccessGroups, "$(AppIdentifierPrefix)$(BASE_BUNDLE_ID)",
      "BASE_BUNDLE_ID"
    ),
    (.applicationGroups, "group.$(APP_GROUP)", "APP_GROUP"),
    (.associatedApplicationIdentifier, "$(IOS_APP_ID)", "IOS_APP_ID"),
  ])
  func undefinedVariableInAKeychainEntitlementIsAnError(
    key: EntitlementKey, value: String, variable: String
  ) {
    let expander = EntitlementsExpander(
      settings: BuildSettings(), identity: SigningIdentity(teamID: "ABCDE12345"), platform: .iOS)
    #expect(
      throws: BuildSettingsError.undefinedVariable(name: variable, entitlement: key, value: value)
    ) {
      try expander.expand(Entitlements([key: groups("ok", value)]))
    }
  }

  @Test func undefinedVariableInTheApplicationIdentifierIsAnError() {
    let expander = EntitlementsExpander(
      settings: BuildSettings(), identity: SigningIdentity(), platform: .iOS)
    #expect(
      throws: BuildSettingsError.undefinedVariable(
        name: "AppIdentifierPrefix", entitlement: .applicationIdentifier,
        value: "$(AppIdentifierPrefix)$(CFBundleIdentifier)")
    ) {
      try expander.expand(
        Entitlements([
          .applicationIdentifier: .string("$(AppIdentifierPrefix)$(CFBundleIdentifier)")
        ]))
    }
  }

  @Test func teamPrefixWithoutATeamIsUndefinedNotEmpty() {
    let expander = EntitlementsExpander(
      settings: BuildSettings(), identity: SigningIdentity(bundleID: "com.example"),
      platform: .iOS)
    #expect(
      throws: BuildSettingsError.undefinedVariable(
        name: "TeamIdentifierPrefix", entitlement: .keychainAccessGroups,
        value: "$(TeamIdentifierPrefix)shared")
    ) {
      try expander.expand(
        Entitlements([.keychainAccessGroups: groups("$(TeamIdentifierPrefix)shared")]))
    }
  }

  @Test func cycleIsAnErrorEvenOutsideKeychainEntitlements() {
    let expander = EntitlementsExpander(
      settings: BuildSettings(["A": "$(B)", "B": "$(A)"]),
      identity: SigningIdentity(teamID: "ABCDE12345"), platform: .iOS)
    #expect(throws: BuildSettingsError.cycle(variables: ["A", "B", "A"])) {
      try expander.expand(Entitlements(["com.example.other": .string("$(A)")]))
    }
  }

  @Test func malformedReferenceInAKeychainEntitlementIsAnError() {
    let expander = EntitlementsExpander(
      settings: BuildSettings(), identity: SigningIdentity(teamID: "ABCDE12345"), platform: .iOS)
    let error = capturedError { () throws(BuildSettingsError) in
      try expander.expand(Entitlements([.keychainAccessGroups: groups("$(AppIdentifierPrefix")]))
    }
    guard case .malformedReference(let value, _) = error else {
      Issue.record("expected malformedReference, got \(String(describing: error))")
      return
    }
    #expect(value == "$(AppIdentifierPrefix")
  }

  @Test func malformedReferenceElsewhereIsKeptAndNoted() throws {
    let expander = EntitlementsExpander(
      settings: BuildSettings(), identity: SigningIdentity(teamID: "ABCDE12345"), platform: .iOS)
    let expansion = try expander.expand(Entitlements(["com.example.other": .string("x$(Y")]))
    #expect(expansion.entitlements["com.example.other"] == .string("x$(Y"))
    #expect(expansion.findings.map(\.code) == ["malformed-reference"])
    #expect(expansion.findings.map(\.severity) == [.note])
  }

  // MARK: Structure

  @Test func nestedArraysAndDictionariesExpandStringsOnly() throws {
    let expander = EntitlementsExpander(
      settings: BuildSettings(["KEY": "container", "ID": "iCloud.com.example"]),
      identity: SigningIdentity(teamID: "ABCDE12345", bundleID: "com.example"), platform: .iOS)
    let raw = Entitlements([
      "com.example.nested": .dictionary([
        "$(KEY)": .array([.string("$(ID)"), .integer(7), .bool(true)]),
        "plain": .dictionary(["inner": .string("$(TeamIdentifierPrefix)x")]),
      ]),
      "com.example.flag": .bool(false),
    ])
    let expansion = try expander.expand(raw)
    #expect(
      expansion.entitlements["com.example.nested"]
        == .dictionary([
          "container": .array([.string("iCloud.com.example"), .integer(7), .bool(true)]),
          "plain": .dictionary(["inner": .string("ABCDE12345.x")]),
        ]))
    #expect(expansion.entitlements["com.example.flag"] == .bool(false))
  }

  @Test func nestedUnexpandedValueIsNotedWithItsTopLevelIndex() throws {
    let expander = EntitlementsExpander(
      settings: BuildSettings(), identity: SigningIdentity(teamID: "ABCDE12345"), platform: .iOS)
    let expansion = try expander.expand(
      Entitlements(["com.example.list": .array([.string("a"), .array([.string("$(NOPE)")])])]))
    #expect(expansion.findings.map(\.index) == [1])
    #expect(expansion.findings.map(\.code) == ["unexpanded-variable"])
  }

  @Test(arguments: [
    (Platform.iOS, EntitlementKey.applicationIdentifier),
    (.iOSSimulator, .applicationIdentifier),
    (.macCatalyst, .applicationIdentifier),
    (.macOS, .appleApplicationIdentifier),
  ])
  func applicationIdentifierIsSynthesizedUnderThePlatformsKey(
    platform: Platform, key: EntitlementKey
  ) throws {
    let expander = EntitlementsExpander(
      settings: BuildSettings(),
      identity: SigningIdentity(teamID: "ABCDE12345", bundleID: "com.example.app"),
      platform: platform)
    let expansion = try expander.expand(Entitlements())
    #expect(expansion.entitlements.values == [key: .string("ABCDE12345.com.example.app")])
    #expect(expansion.synthesizedApplicationIdentifier)
  }

  @Test(arguments: [
    (EntitlementKey.applicationIdentifier, "ABCDE12345.com.example.other"),
    (.appleApplicationIdentifier, "ABCDE12345.com.example.other"),
  ])
  func existingApplicationIdentifierIsNotReplaced(key: EntitlementKey, value: String) throws {
    let expander = EntitlementsExpander(
      settings: BuildSettings(),
      identity: SigningIdentity(teamID: "ABCDE12345", bundleID: "com.example.app"),
      platform: .iOS)
    let expansion = try expander.expand(Entitlements([key: .string(value)]))
    #expect(expansion.entitlements.values == [key: .string(value)])
    #expect(!expansion.synthesizedApplicationIdentifier)
  }

  @Test func noApplicationIdentifierIsSynthesizedWithoutABundleID() throws {
    let expander = EntitlementsExpander(
      settings: BuildSettings(), identity: SigningIdentity(teamID: "ABCDE12345"), platform: .iOS)
    let expansion = try expander.expand(Entitlements())
    #expect(expansion.entitlements.values.isEmpty)
    #expect(!expansion.synthesizedApplicationIdentifier)
  }

  @Test func expanderIsSendable() async throws {
    let expander = EntitlementsExpander(
      settings: BuildSettings(),
      identity: SigningIdentity(teamID: "ABCDE12345", bundleID: "com.example"), platform: .iOS)
    let expansion = try await Task { try expander.expand(Entitlements()) }.value
    #expect(expansion.entitlements.applicationIdentifier == "ABCDE12345.com.example")
  }
}
