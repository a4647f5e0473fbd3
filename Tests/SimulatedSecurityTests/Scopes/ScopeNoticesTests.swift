import AccessGroupKit
import Testing

@testable import SimulatedSecurity

/// The notices on standard error call the default app a placeholder, never the user's app,
/// and say how to choose one.
@Suite struct ScopeNoticesTests {
  @Test("The default-app notice says the identity is a placeholder and how to set one")
  func theDefaultAppNoticeSaysItIsAPlaceholderAndHowToChooseAnApp() throws {
    let notice = ScopeNotices.defaultAppNotice("SecItemAdd", app: .defaultApp)
    #expect(notice.hasPrefix("SimulatedSecurity: no ACCESSGROUPKIT_* variables set; SecItemAdd"))
    #expect(
      notice.contains(
        "runs as SimulatedSecurity's default identity (a placeholder, not your app: team "
          + "SIMULATED1, bundle ID com.example.app"))
    #expect(notice.contains("application identifier SIMULATED1.com.example.app"))
    #expect(!notice.contains("\n"))
    // The variables it names choose another app.
    let configured = try SimulatedConfiguration(environment: [
      "ACCESSGROUPKIT_TEAM_ID": "ABCDE12345", "ACCESSGROUPKIT_BUNDLE_ID": "com.mine.app",
    ])
    #expect(!configured.isDefault)
    #expect(configured.app.identity.bundleID == "com.mine.app")
    for variable in ["ACCESSGROUPKIT_TEAM_ID", "ACCESSGROUPKIT_BUNDLE_ID"] {
      #expect(notice.contains(variable))
      #expect(SimulatedConfiguration.environmentVariables.contains(variable))
    }
    #expect(notice.contains(".simulatedKeychain trait or SimulatedKeychain.withApp"))
  }

  @Test("A call outside every scope names the default app as the placeholder it is")
  func anUnscopedCallNamesTheDefaultAppAsAPlaceholder() {
    let asDefault = ScopeNotices.unscopedCallNotice(
      "SecItemCopyMatching", app: .defaultApp, isDefaultApp: true)
    #expect(asDefault.contains("process-wide keychain as SimulatedSecurity's default identity"))
    #expect(asDefault.contains("Scope.current"))
    let configured = SimulatedApp(teamID: "ABCDE12345", bundleID: "com.mine.app")
    let asConfigured = ScopeNotices.unscopedCallNotice(
      "SecItemCopyMatching", app: configured, isDefaultApp: false)
    #expect(asConfigured.contains("process-wide keychain as com.mine.app. "))
    #expect(!asConfigured.contains("default identity"))
  }
}
