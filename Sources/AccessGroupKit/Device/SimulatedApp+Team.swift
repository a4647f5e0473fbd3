extension SimulatedApp {
  /// Creates an app from its team, bundle ID and groups, as Xcode signs it.
  ///
  /// The entitlements hold the `com.apple.developer.team-identifier`, the keychain access
  /// groups and the application groups as given, so they may be written as in the app's
  /// `.entitlements` file: when a ``SimulatedDevice`` installs the app it expands
  /// `$(AppIdentifierPrefix)`, `$(TeamIdentifierPrefix)` and `$(PRODUCT_BUNDLE_IDENTIFIER)`
  /// with this identity, as Xcode does, so `$(AppIdentifierPrefix)com.example.shared` and
  /// `ABCDE12345.com.example.shared` are the same group. The identity is `teamID` (also the
  /// App ID prefix) and `bundleID`, and the device adds the application identifier
  /// `<teamID>.<bundleID>` under the key of the app's platform, as code signing does. The
  /// app's name is the bundle ID.
  ///
  /// ```swift
  /// let widget = SimulatedApp(
  ///   teamID: "ABCDE12345", bundleID: "com.example.app.widget",
  ///   keychainAccessGroups: ["$(AppIdentifierPrefix)com.example.shared"])
  /// ```
  ///
  /// - Parameters:
  ///   - teamID: The team ID, which is also the App ID prefix.
  ///   - bundleID: The bundle identifier, also the app's name.
  ///   - keychainAccessGroups: The `keychain-access-groups` entitlement; omitted when empty.
  ///   - applicationGroups: The `com.apple.security.application-groups` entitlement; omitted
  ///     when empty.
  ///   - platform: The app's platform, or `nil` for the device's.
  public init(
    teamID: String, bundleID: String, keychainAccessGroups: [String] = [],
    applicationGroups: [String] = [], platform: Platform? = nil
  ) {
    var values: [EntitlementKey: PropertyListValue] = [.teamIdentifier: .string(teamID)]
    if !keychainAccessGroups.isEmpty {
      values[.keychainAccessGroups] = .array(keychainAccessGroups.map(PropertyListValue.string))
    }
    if !applicationGroups.isEmpty {
      values[.applicationGroups] = .array(applicationGroups.map(PropertyListValue.string))
    }
    self.init(
      name: bundleID, entitlements: Entitlements(values),
      identity: SigningIdentity(teamID: teamID, bundleID: bundleID), platform: platform)
  }

  /// A minimal app: team `SIMULATED1`, bundle ID `com.example.app`, and no keychain access
  /// groups or application groups, so its only access group is its application identifier
  /// `SIMULATED1.com.example.app`. It runs on the device's platform.
  ///
  /// Like a freshly created Xcode app, it can add, find, update and delete its own items
  /// without naming an access group; naming any other group is `errSecMissingEntitlement`
  /// (-34018). SimulatedSecurity's keychain runs as this app when nothing configures another.
  public static var defaultApp: SimulatedApp {
    SimulatedApp(teamID: "SIMULATED1", bundleID: "com.example.app")
  }
}
