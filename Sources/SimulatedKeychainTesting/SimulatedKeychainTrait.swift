// `TestScoping`, which the trait is built on, came with Swift 6.1.
#if canImport(Testing) && compiler(>=6.1)
  import AccessGroupKit
  import Foundation
  import SimulatedSecurity
  import Testing

  /// A Swift Testing trait that runs every test, and every argument of a parameterized test,
  /// on a new simulated device with the apps it names.
  ///
  /// Swift Testing runs tests in parallel. The process-wide simulated keychain is one
  /// device with one calling app, so two tests that each set it up in turn see each other's
  /// app and items. With this trait each test case gets a scope of its own (see
  /// `SimulatedKeychain.Scope`): an empty keychain with its apps installed, the first as the
  /// caller, seen by every SecItem call the test makes, wrapper calls included.
  ///
  /// ```swift
  /// @Test(.simulatedKeychain(
  ///   teamID: "ABCDE12345", bundleID: "com.example.app",
  ///   keychainAccessGroups: ["$(AppIdentifierPrefix)com.example.shared"]))
  /// func savesTheToken() throws { … }
  /// ```
  ///
  /// On a `@Suite`, it applies to each test of the suite, not once for the suite. A test
  /// that needs a second app (an extension) names both and switches with
  /// `SimulatedKeychain.withApp(_:_:)`, which installs on the test's device:
  ///
  /// ```swift
  /// @Test(.simulatedKeychain(mainApp, widget))
  /// func widgetReadsTheSharedToken() throws {
  ///   try TokenStore().save("t")
  ///   SimulatedKeychain.withApp(widget) { #expect(TokenStore().load() == "t") }
  /// }
  /// ```
  public struct SimulatedKeychainTrait: TestTrait, SuiteTrait, TestScoping {
    /// What the trait installs.
    enum Apps: Sendable {
      case apps([SimulatedApp])
      /// An entitlements file read when the test starts, so a bad file fails that test.
      case entitlementsFile(URL, SigningIdentity, Platform?)
      /// An Xcode project's target, read once per test run when the first test starts.
      case project(String, target: String, configuration: String)
    }

    let apps: Apps

    /// The keychain generation; `nil` for the configured one.
    public var profile: BehaviourProfile?

    /// The device's platform; `nil` for the first app's, else iOS.
    public var platform: Platform?

    /// Always `true`: on a suite, every test gets a device of its own.
    public var isRecursive: Bool { true }

    /// A scope for each test case; none for a suite or a parameterized test as a whole,
    /// whose cases each get their own.
    ///
    /// - Parameters:
    ///   - test: The test or suite.
    ///   - testCase: The test case, or `nil` for the test or suite as a whole.
    /// - Returns: This trait for a test case, else `nil`.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
      testCase == nil ? nil : self
    }

    /// Runs the test case on a new device with the trait's apps.
    ///
    /// - Parameters:
    ///   - test: The test.
    ///   - testCase: The test case.
    ///   - function: The test case's body.
    /// - Throws: What the test throws, or the error of an unreadable entitlements file or
    ///   project.
    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      let installed: [SimulatedApp]
      switch apps {
      case .apps(let apps): installed = apps
      case .entitlementsFile(let url, let identity, let platform):
        installed = [
          try SimulatedApp(
            name: identity.bundleID ?? url.deletingPathExtension().lastPathComponent,
            entitlementsFile: url, identity: identity, platform: platform)
        ]
      case .project(let path, let target, let configuration):
        installed = [
          try ProjectApps.app(project: path, target: target, configuration: configuration)
        ]
      }
      try await SimulatedKeychain.withNewDevice(
        platform: platform, profile: profile, apps: installed, function)
    }
  }

  extension Trait where Self == SimulatedKeychainTrait {
    /// A new simulated device for each test, with `apps` installed and the first calling.
    ///
    /// - Parameters:
    ///   - apps: The apps; with none, the app the `ACCESSGROUPKIT_*` variables configure.
    ///   - platform: The device's platform; `nil` for the first app's, else iOS.
    ///   - profile: The keychain generation; `nil` for the configured one.
    /// - Returns: The trait.
    public static func simulatedKeychain(
      _ apps: SimulatedApp..., platform: Platform? = nil, profile: BehaviourProfile? = nil
    ) -> Self {
      SimulatedKeychainTrait(apps: .apps(apps), profile: profile, platform: platform)
    }

    /// A new simulated device for each test, with one app calling.
    ///
    /// - Parameters:
    ///   - teamID: The team ID, also the App ID prefix.
    ///   - bundleID: The bundle ID, also the app's name.
    ///   - keychainAccessGroups: The `keychain-access-groups` entitlement; Xcode variables
    ///     such as `$(AppIdentifierPrefix)` are expanded.
    ///   - applicationGroups: The `com.apple.security.application-groups` entitlement.
    ///   - platform: The app's and device's platform; `nil` for iOS.
    ///   - profile: The keychain generation; `nil` for the configured one.
    /// - Returns: The trait.
    public static func simulatedKeychain(
      teamID: String, bundleID: String, keychainAccessGroups: [String] = [],
      applicationGroups: [String] = [], platform: Platform? = nil,
      profile: BehaviourProfile? = nil
    ) -> Self {
      let app = SimulatedApp(
        teamID: teamID, bundleID: bundleID, keychainAccessGroups: keychainAccessGroups,
        applicationGroups: applicationGroups, platform: platform)
      return SimulatedKeychainTrait(apps: .apps([app]), profile: profile, platform: platform)
    }

    /// A new simulated device for each test, with the app whose entitlements are in a file
    /// (`.entitlements`, provisioning profile or signed-binary output) calling. The file is
    /// read when each test starts; a test whose file can't be read fails with the reason.
    ///
    /// - Parameters:
    ///   - entitlementsFile: The file.
    ///   - teamID: The team ID, for `$(AppIdentifierPrefix)` and the application identifier.
    ///   - bundleID: The bundle ID, for `$(PRODUCT_BUNDLE_IDENTIFIER)`; also the app's name.
    ///   - platform: The app's and device's platform; `nil` for iOS.
    ///   - profile: The keychain generation; `nil` for the configured one.
    /// - Returns: The trait.
    public static func simulatedKeychain(
      entitlementsFile: URL, teamID: String, bundleID: String, platform: Platform? = nil,
      profile: BehaviourProfile? = nil
    ) -> Self {
      SimulatedKeychainTrait(
        apps: .entitlementsFile(
          entitlementsFile, SigningIdentity(teamID: teamID, bundleID: bundleID), platform),
        profile: profile, platform: platform)
    }

    /// A new simulated device for each test, with the app an Xcode target builds calling:
    /// its team, bundle ID, platform and entitlements come from the project, as `accessgroups
    /// resolve` reads them. The project is read once per test run; when it, the target or the
    /// configuration is missing, each test that uses the trait fails with the reason.
    ///
    /// ```swift
    /// @Test(.simulatedKeychain(project: "App.xcodeproj", target: "App"))
    /// func savesTheToken() throws { … }
    /// ```
    ///
    /// - Parameters:
    ///   - project: The `.xcodeproj` or `.xcworkspace`; a relative path starts at the current
    ///     folder, the package's root under `swift test`.
    ///   - target: The app's target.
    ///   - configuration: The build configuration; `Debug`, the one tests build.
    ///   - profile: The keychain generation; `nil` for the configured one.
    /// - Returns: The trait.
    public static func simulatedKeychain(
      project: String, target: String, configuration: String = "Debug",
      profile: BehaviourProfile? = nil
    ) -> Self {
      SimulatedKeychainTrait(
        apps: .project(project, target: target, configuration: configuration),
        profile: profile, platform: nil)
    }
  }
#endif
