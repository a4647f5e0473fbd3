import AccessGroupKit
import Foundation
import SimulatedSecurity
import Testing

@Suite struct SimulatedConfigurationTests {
  private func entitlementsPath() throws -> String {
    let url = try #require(
      Bundle.module.url(forResource: "App", withExtension: "entitlements", subdirectory: "Fixtures")
    )
    return url.path
  }

  /// The app's access groups once a device of its platform installs it.
  private func accessGroups(
    _ configuration: SimulatedConfiguration
  ) throws -> ResolvedAccessGroups {
    let device = SimulatedDevice(
      platform: configuration.app.platform ?? .iOS, profile: configuration.profile)
    return try device.install(configuration.app)
  }

  @Test func noVariablesGiveTheDocumentedDefault() throws {
    let configuration = try SimulatedConfiguration(environment: ["HOME": "/root"])
    #expect(configuration.isDefault)
    #expect(configuration.profile == .current)
    #expect(configuration.app == .defaultApp)
    #expect(try accessGroups(configuration).groups == ["SIMULATED1.com.example.app"])
  }

  @Test func teamBundleAndGroupsBuildTheEntitlements() throws {
    let configuration = try SimulatedConfiguration(environment: [
      "ACCESSGROUPKIT_TEAM_ID": "ABCDE12345",
      "ACCESSGROUPKIT_BUNDLE_ID": "com.example.app",
      "ACCESSGROUPKIT_KEYCHAIN_GROUPS": "ABCDE12345.com.example.shared, ABCDE12345.other",
      "ACCESSGROUPKIT_APP_GROUPS": "group.com.example",
    ])
    #expect(!configuration.isDefault)
    #expect(configuration.app.name == "com.example.app")
    #expect(
      try accessGroups(configuration).groups == [
        "ABCDE12345.com.example.shared", "ABCDE12345.other", "ABCDE12345.com.example.app",
        "group.com.example",
      ])
  }

  @Test func anEntitlementsFileIsExpandedWithTheTeamAndBundle() throws {
    let configuration = try SimulatedConfiguration(environment: [
      "ACCESSGROUPKIT_ENTITLEMENTS": try entitlementsPath(),
      "ACCESSGROUPKIT_TEAM_ID": "ABCDE12345",
      "ACCESSGROUPKIT_BUNDLE_ID": "com.example.app",
      "ACCESSGROUPKIT_PLATFORM": "ios",
    ])
    let groups = try accessGroups(configuration)
    #expect(
      groups.groups == [
        "ABCDE12345.com.example.shared", "ABCDE12345.com.example.app",
        "ABCDE12345.com.example.app", "group.com.example.shared",
      ])
    #expect(groups.applicationIdentifier == "ABCDE12345.com.example.app")
    #expect(configuration.app.name == "com.example.app")
    #expect(
      configuration.app.entitlements.keychainAccessGroups?.first
        == "$(AppIdentifierPrefix)com.example.shared")
  }

  @Test func buildSettingsAndPlatformAndProfileAreRead() throws {
    let configuration = try SimulatedConfiguration(environment: [
      "ACCESSGROUPKIT_BUILD_SETTINGS":
        "DEVELOPMENT_TEAM=QQQQQ11111; PRODUCT_BUNDLE_IDENTIFIER=com.example.mac",
      "ACCESSGROUPKIT_KEYCHAIN_GROUPS": "$(TeamIdentifierPrefix)shared",
      "ACCESSGROUPKIT_PLATFORM": "macos",
      "ACCESSGROUPKIT_PROFILE": "legacy",
    ])
    #expect(configuration.app.platform == .macOS)
    #expect(configuration.profile == .legacy)
    #expect(configuration.app.identity.teamID == "QQQQQ11111")
    #expect(configuration.app.buildSettings["PRODUCT_BUNDLE_IDENTIFIER"] == "com.example.mac")
    let groups = try accessGroups(configuration)
    #expect(groups.groups.first == "QQQQQ11111.shared")
    #expect(groups.applicationIdentifier == "QQQQQ11111.com.example.mac")
  }

  @Test("Settings give the team and an expanded bundle ID by the CLI's rule; variables win")
  func settingsGiveTheIdentityByTheSharedRule() throws {
    let settings =
      "DEVELOPMENT_TEAM=QQQQQ11111; ORGANIZATION_IDENTIFIER=com.example; "
      + "PRODUCT_BUNDLE_IDENTIFIER=$(ORGANIZATION_IDENTIFIER).app"
    let fromSettings = try SimulatedConfiguration(environment: [
      "ACCESSGROUPKIT_BUILD_SETTINGS": settings
    ])
    #expect(fromSettings.app.identity.bundleID == "com.example.app")
    #expect(try accessGroups(fromSettings).groups == ["QQQQQ11111.com.example.app"])
    let overridden = try SimulatedConfiguration(environment: [
      "ACCESSGROUPKIT_BUILD_SETTINGS": settings, "ACCESSGROUPKIT_TEAM_ID": "ZZZZZ99999",
    ])
    #expect(try accessGroups(overridden).groups == ["ZZZZZ99999.com.example.app"])
    // An empty team is no team: the documented default stands in.
    let emptyTeam = try SimulatedConfiguration(environment: [
      "ACCESSGROUPKIT_BUILD_SETTINGS": "DEVELOPMENT_TEAM=; PRODUCT_BUNDLE_IDENTIFIER=com.example.x"
    ])
    #expect(try accessGroups(emptyTeam).groups == ["SIMULATED1.com.example.x"])
  }

  @Test(arguments: [
    (["ACCESSGROUPKIT_PLATFORM": "palmos"], "ACCESSGROUPKIT_PLATFORM"),
    (["ACCESSGROUPKIT_PROFILE": "future"], "ACCESSGROUPKIT_PROFILE"),
    (["ACCESSGROUPKIT_BUILD_SETTINGS": "JUSTANAME"], "ACCESSGROUPKIT_BUILD_SETTINGS"),
    (["ACCESSGROUPKIT_ENTITLEMENTS": "/nonexistent/App.entitlements"], "/nonexistent"),
  ])
  func badVariablesAreNamedInTheError(_ environment: [String: String], _ named: String) {
    #expect {
      _ = try SimulatedConfiguration(environment: environment)
    } throws: { error in
      "\(error)".contains(named)
    }
  }

  @Test func aPrefixReferenceWithoutATeamIsAnError() throws {
    let path = try entitlementsPath()
    #expect(throws: SimulatedConfigurationError.self) {
      _ = try SimulatedConfiguration(environment: ["ACCESSGROUPKIT_ENTITLEMENTS": path])
    }
  }

  @Test func theLogVariableAloneKeepsTheDefaultApp() throws {
    let configuration = try SimulatedConfiguration(environment: ["ACCESSGROUPKIT_LOG": "1"])
    #expect(configuration.isDefault)
    #expect(configuration.logsFailures)
    #expect(try !SimulatedConfiguration(environment: [:]).logsFailures)
  }

  @Test func configurationsAreSendable() {
    let configuration = SimulatedConfiguration.defaultConfiguration
    let values: [any Sendable] = [
      configuration, configuration.app, SimulatedConfigurationError.unknownProfile("x"),
      SecAccessControlCreateFlags.userPresence,
    ]
    #expect(values.count == 4)
    #expect(values.first is SimulatedConfiguration)
    #expect(SimulatedConfiguration.environmentVariables.count == 10)
  }
}
