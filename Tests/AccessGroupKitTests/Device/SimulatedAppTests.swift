import AccessGroupKit
import Testing

@Suite("SimulatedApp")
struct SimulatedAppTests {
  @Test func anAppFromATeamAndBundleIDHasLiteralGroupsAndTheIdentity() {
    let app = SimulatedApp(
      teamID: "ABCDE12345", bundleID: "com.example.app",
      keychainAccessGroups: ["ABCDE12345.com.example.shared"],
      applicationGroups: ["group.com.example"])
    #expect(app.name == "com.example.app")
    #expect(app.identity == SigningIdentity(teamID: "ABCDE12345", bundleID: "com.example.app"))
    #expect(app.platform == nil)
    #expect(app.entitlements.keychainAccessGroups == ["ABCDE12345.com.example.shared"])
    #expect(app.entitlements.applicationGroups == ["group.com.example"])
    #expect(app.entitlements.teamIdentifier == "ABCDE12345")
    #expect(app.entitlements.applicationIdentifier == nil)
  }

  @Test(arguments: [
    (Platform.iOS, EntitlementKey.applicationIdentifier),
    (Platform.macOS, EntitlementKey.appleApplicationIdentifier),
  ])
  func installingAddsTheApplicationIdentifierForThePlatform(
    platform: Platform, key: EntitlementKey
  ) throws {
    let device = SimulatedDevice(platform: platform)
    let groups = try device.install(
      SimulatedApp(
        teamID: "ABCDE12345", bundleID: "com.example.app",
        keychainAccessGroups: ["ABCDE12345.com.example.shared"]))
    #expect(
      groups.groups.prefix(2) == ["ABCDE12345.com.example.shared", "ABCDE12345.com.example.app"])
    #expect(groups.applicationIdentifier == "ABCDE12345.com.example.app")
    #expect(groups.entries.dropFirst().first?.source.entitlement == key)
  }

  @Test("Build variables in an app's groups are expanded with its team and bundle ID")
  func variablesInTheGroupsAreExpandedWhenTheAppIsInstalled() throws {
    let written = SimulatedApp(
      teamID: "ABCDE12345", bundleID: "com.example.app",
      keychainAccessGroups: [
        "$(AppIdentifierPrefix)com.example.shared",
        "$(TeamIdentifierPrefix)$(PRODUCT_BUNDLE_IDENTIFIER).extra",
      ])
    #expect(
      written.entitlements.keychainAccessGroups?.first == "$(AppIdentifierPrefix)com.example.shared"
    )
    let groups = try SimulatedDevice().install(written)
    #expect(
      groups.groups == [
        "ABCDE12345.com.example.shared", "ABCDE12345.com.example.app.extra",
        "ABCDE12345.com.example.app",
      ])
    let literal = try SimulatedDevice().install(
      SimulatedApp(
        teamID: "ABCDE12345", bundleID: "com.example.app",
        keychainAccessGroups: ["ABCDE12345.com.example.shared", "ABCDE12345.com.example.app.extra"])
    )
    #expect(literal.groups == groups.groups)
  }

  @Test func theDefaultAppOwnsOnlyItsApplicationIdentifier() throws {
    let device = SimulatedDevice()
    let groups = try device.install(.defaultApp)
    #expect(SimulatedApp.defaultApp.name == "com.example.app")
    #expect(groups.groups == ["SIMULATED1.com.example.app"])
    let outcome = try device.client(for: "com.example.app").add(
      ["class": "genp", "acct": "alice", "r_Attributes": true])
    #expect(outcome.status == .success)
    #expect((outcome.result as? [String: Any])?["agrp"] as? String == "SIMULATED1.com.example.app")
  }
}
