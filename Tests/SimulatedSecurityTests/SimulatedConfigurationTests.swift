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

  @Test func noVariablesGiveTheDocumentedDefault() throws {
    let configuration = try SimulatedConfiguration(environment: ["HOME": "/root"])
    #expect(configuration.isDefault)
    #expect(configuration.profile == .current)
    #expect(configuration.app.resolvedAccessGroups().groups == ["SIMULATED1.com.example.app"])
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
      configuration.app.resolvedAccessGroups().groups == [
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
    #expect(
      configuration.app.resolvedAccessGroups().groups == [
        "ABCDE12345.com.example.shared", "ABCDE12345.com.example.app",
        "ABCDE12345.com.example.app", "group.com.example.shared",
      ])
    #expect(configuration.app.entitlements.applicationIdentifier == "ABCDE12345.com.example.app")
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
    #expect(configuration.app.entitlements.keychainAccessGroups == ["QQQQQ11111.shared"])
    #expect(
      configuration.app.entitlements.string(for: .appleApplicationIdentifier)
        == "QQQQQ11111.com.example.mac")
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
