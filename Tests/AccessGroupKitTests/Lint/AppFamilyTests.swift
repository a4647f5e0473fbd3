import AccessGroupKit
import Testing

@Suite struct AppFamilyTests {
  @Test func targetsKeepTheirOrderAndAreFoundByName() throws {
    let family = try LintFixtures.netNewsWireiOS()
    #expect(family.targets.map(\.name) == ["app", "share", "widget"])
    #expect(
      family.target(named: "share")?.identity.bundleID
        == "com.ranchero.NetNewsWire.iOS.Share-Extension")
    #expect(family.target(named: "watch") == nil)
  }

  @Test func duplicateTargetNamesAreRejected() {
    let target = LintFixtures.target("app", [:])
    #expect(throws: AppFamilyError.duplicateTargetName("app")) {
      try AppFamily(targets: [target, target])
    }
    #expect(AppFamilyError.duplicateTargetName("app").description.contains("'app'"))
  }

  @Test func emptyTargetNamesAreRejected() {
    #expect(throws: AppFamilyError.emptyTargetName) {
      try AppFamily(targets: [LintFixtures.target("", [:])])
    }
  }

  @Test func anEmptyFamilyHasAnEmptyMatrixAndNoFindings() throws {
    let family = try AppFamily(targets: [])
    #expect(SharingMatrix(family: family).groups.isEmpty)
    #expect(FamilyLinter().lint(family).isEmpty)
  }
}

@Suite struct AppTargetTests {
  @Test func expansionUsesSettingsAndSynthesizesTheApplicationIdentifier() throws {
    let raw = Entitlements([
      .keychainAccessGroups: LintFixtures.strings("$(AppIdentifierPrefix)$(BASE).shared")
    ])
    let target = try AppTarget(
      name: "app", expanding: raw, settings: BuildSettings(["BASE": "com.example"]),
      platform: .iOS, identity: SigningIdentity(teamID: "ABCDE12345", bundleID: "com.example"))
    #expect(
      target.resolvedAccessGroups.groups == [
        "ABCDE12345.com.example.shared", "ABCDE12345.com.example",
      ])
  }

  @Test func undefinedVariablesInKeychainEntitlementsAreKeptForTheLinter() throws {
    let raw = Entitlements([
      .keychainAccessGroups: LintFixtures.strings("$(AppIdentifierPrefix)$(MISSING).shared"),
      .applicationGroups: LintFixtures.strings("group.$(BASE)"),
    ])
    let target = try AppTarget(
      name: "app", expanding: raw, settings: BuildSettings(["BASE": "com.example"]),
      platform: .iOS, identity: SigningIdentity(teamID: "ABCDE12345", bundleID: "com.example"))
    #expect(target.entitlements.keychainAccessGroups == ["$(AppIdentifierPrefix)$(MISSING).shared"])
    #expect(target.entitlements.applicationGroups == ["group.com.example"])
    #expect(target.entitlements.applicationIdentifier == "ABCDE12345.com.example")
    let findings = FamilyLinter().lint(try AppFamily(targets: [target]))
    #expect(LintFixtures.codes(findings) == ["unexpanded-variable"])
    #expect(findings.first?.severity == .error)
    #expect(findings.first?.target == "app")
    #expect(findings.first?.message.hasPrefix("keychain-access-groups[0] ") == true)
  }

  @Test func anUnexpandableApplicationIdentifierIsNotReplacedByASynthesizedOne() throws {
    let raw = Entitlements([.applicationIdentifier: .string("$(MISSING).com.example")])
    let target = try AppTarget(
      name: "app", expanding: raw, settings: BuildSettings([:]), platform: .iOS,
      identity: SigningIdentity(teamID: "ABCDE12345", bundleID: "com.example"))
    #expect(target.entitlements.applicationIdentifier == "$(MISSING).com.example")
  }

  @Test func settingsCyclesStillThrow() {
    let raw = Entitlements([.keychainAccessGroups: LintFixtures.strings("$(A)")])
    #expect(throws: BuildSettingsError.self) {
      try AppTarget(
        name: "app", expanding: raw, settings: BuildSettings(["A": "$(B)", "B": "$(A)"]),
        platform: .iOS, identity: SigningIdentity())
    }
  }

  @Test func resolutionUsesTheTargetsPlatformAndProfile() {
    let target = AppTarget(
      name: "mac", entitlements: Entitlements([.keychainAccessGroups: LintFixtures.strings("T.a")]),
      platform: .macOS, profile: .current)
    #expect(target.resolutionOptions.platform == .macOS)
    #expect(target.resolvedAccessGroups.groups == ["T.a", "com.apple.token"])
  }
}
