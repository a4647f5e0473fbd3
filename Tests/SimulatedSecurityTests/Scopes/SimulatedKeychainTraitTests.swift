#if compiler(>=6.1)
  import AccessGroupKit
  import Foundation
  import SimulatedKeychainTesting
  import SimulatedSecurity
  import Testing

  /// The `.simulatedKeychain` trait: a new device for each test and each argument.
  @Suite struct SimulatedKeychainTraitTests {
    @Test(
      "The trait's app calls, with its groups expanded",
      .simulatedKeychain(
        teamID: "ABCDE12345", bundleID: "com.example.app",
        keychainAccessGroups: ["$(AppIdentifierPrefix)com.example.shared"]))
    func theTraitsAppCalls() throws {
      #expect(SimulatedKeychain.currentApp.name == "com.example.app")
      let groups = try #require(SimulatedKeychain.accessGroups)
      #expect(groups.groups == ["ABCDE12345.com.example.shared", "ABCDE12345.com.example.app"])
      let keychain = GenericPasswordKeychain()
      #expect(keychain.set("v", forKey: "k"))
      #expect(keychain.lastQueryParameters?[kSecAttrAccessGroup as String] == nil)
      #expect(SimulatedKeychain.itemCount == 1)
    }

    @Test(
      "Every argument of a parameterized test starts from an empty keychain",
      .simulatedKeychain(ScopedApps.mainApp), arguments: 0..<30)
    func everyArgumentStartsEmpty(index: Int) {
      #expect(SimulatedKeychain.itemCount == 0)
      let keychain = GenericPasswordKeychain()
      // The same key in every case: a keychain shared between cases would say duplicate.
      #expect(keychain.set("value \(index)", forKey: "token"))
      #expect(keychain.get("token") == "value \(index)")
    }

    @Test(
      "A test names two apps and switches between them",
      .simulatedKeychain(ScopedApps.mainApp, ScopedApps.widget))
    func aTestSwitchesBetweenTwoApps() {
      #expect(GenericPasswordKeychain().set("shared", forKey: "token"))
      SimulatedKeychain.withApp(ScopedApps.widget) {
        let keychain = GenericPasswordKeychain(accessGroup: ScopedApps.sharedGroup)
        #expect(keychain.get("token") == "shared")
        #expect(SimulatedKeychain.currentApp == ScopedApps.widget)
      }
      #expect(
        SimulatedKeychain.device.installedApps == [
          "com.example.scoped", "com.example.scoped.widget",
        ])
    }

    @Test(
      "An entitlements file is read and expanded for the test",
      .simulatedKeychain(
        entitlementsFile: Bundle.module.url(
          forResource: "App", withExtension: "entitlements", subdirectory: "Fixtures")!,
        teamID: "ABCDE12345", bundleID: "com.example.app"))
    func anEntitlementsFileIsReadForTheTest() throws {
      let groups = try #require(SimulatedKeychain.accessGroups)
      #expect(groups.groups.first == "ABCDE12345.com.example.shared")
      #expect(groups.applicationIdentifier == "ABCDE12345.com.example.app")
    }

    @Suite(.simulatedKeychain(ScopedApps.shareExtension))
    struct OnASuite {
      @Test("A suite's trait gives each of its tests a device", arguments: ["a", "b", "c"])
      func eachTestOfTheSuiteGetsADevice(account: String) {
        #expect(SimulatedKeychain.currentApp == ScopedApps.shareExtension)
        #expect(SimulatedKeychain.itemCount == 0)
        #expect(GenericPasswordKeychain().set(account, forKey: "same"))
      }

      @Test(
        "A test's own trait replaces its suite's",
        .simulatedKeychain(ScopedApps.widget, platform: .macCatalyst))
      func aTestsOwnTraitReplacesItsSuites() {
        #expect(SimulatedKeychain.currentApp == ScopedApps.widget)
        #expect(SimulatedKeychain.device.platform == .macCatalyst)
      }
    }
  }
#endif
