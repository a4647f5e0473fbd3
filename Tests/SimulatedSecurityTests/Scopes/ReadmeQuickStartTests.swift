#if compiler(>=6.1)
  import SimulatedKeychainTesting
  import SimulatedSecurity
  import Testing

  private let shared = ["$(AppIdentifierPrefix)com.example.shared"]

  /// The README's quick start, with the `GenericPasswordKeychain` wrapper standing in for
  /// the app's own keychain code, so the snippet users copy keeps working.
  @Suite struct ReadmeQuickStartTests {
    @Test(
      .simulatedKeychain(
        teamID: "ABCDE12345", bundleID: "com.example.app", keychainAccessGroups: shared))
    func theWidgetReadsTheAppsToken() throws {
      let group = "ABCDE12345.com.example.shared"
      #expect(GenericPasswordKeychain(accessGroup: group).set("t", forKey: "token"))
      SimulatedKeychain.withApp(
        teamID: "ABCDE12345", bundleID: "com.example.app.widget",
        keychainAccessGroups: shared
      ) {
        #expect(GenericPasswordKeychain(accessGroup: group).get("token") == "t")
      }
    }

    @Test(
      .simulatedKeychain(
        teamID: "ABCDE12345", bundleID: "com.example.app", keychainAccessGroups: shared))
    func aWidgetWithoutTheSharedGroupDoesNotReadTheToken() throws {
      let group = "ABCDE12345.com.example.shared"
      #expect(GenericPasswordKeychain(accessGroup: group).set("t", forKey: "token"))
      SimulatedKeychain.withApp(teamID: "ABCDE12345", bundleID: "com.example.app.widget") {
        #expect(GenericPasswordKeychain(accessGroup: group).get("token") == nil)
      }
    }
  }
#endif
