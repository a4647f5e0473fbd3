import AccessGroupKit

extension SimulatedKeychain {
  /// The app whose calls the device answers now.
  public static var currentApp: SimulatedApp {
    ProcessKeychain.shared.withState { $0.app }
  }

  /// The configuration read from the environment at the first call (or the last
  /// ``configure(environment:)``).
  public static var configuration: SimulatedConfiguration {
    ProcessKeychain.shared.withState { $0.configuration }
  }

  /// Makes `app` the caller of every following SecItem call. Items stay, so a second app
  /// sees what the first one shared with it.
  ///
  /// - Parameter app: The calling app.
  public static func use(app: SimulatedApp) {
    ProcessKeychain.shared.use(app: app)
  }

  /// Makes the app of ``SimulatedApp/init(teamID:bundleID:keychainAccessGroups:applicationGroups:platform:)``
  /// the caller.
  ///
  /// - Parameters:
  ///   - teamID: The team ID and App ID prefix.
  ///   - bundleID: The bundle ID.
  ///   - keychainAccessGroups: The `keychain-access-groups` entitlement.
  ///   - applicationGroups: The application groups.
  ///   - platform: The platform.
  public static func use(
    teamID: String, bundleID: String, keychainAccessGroups: [String] = [],
    applicationGroups: [String] = [], platform: Platform = .iOS
  ) {
    use(
      app: SimulatedApp(
        teamID: teamID, bundleID: bundleID, keychainAccessGroups: keychainAccessGroups,
        applicationGroups: applicationGroups, platform: platform))
  }

  /// Empties the keychain, unlocks the device, and makes the configured app the caller
  /// again.
  ///
  /// - Parameter profile: The keychain generation from now on; unchanged when `nil`.
  public static func reset(profile: BehaviourProfile? = nil) {
    ProcessKeychain.shared.reset(profile: profile)
  }

  /// Reads a configuration from `environment` as from the process environment, and starts
  /// over with an empty keychain.
  ///
  /// - Parameter environment: `ACCESSGROUPKIT_*` variables.
  public static func configure(environment: [String: String]) {
    ProcessKeychain.shared.reconfigure(environment: environment)
  }

  /// Locks the device: items protected `WhenUnlocked` become unavailable
  /// (`errSecInteractionNotAllowed`, -25308).
  public static func lock() {
    ProcessKeychain.shared.withState { $0.store.lock() }
  }

  /// Unlocks the device.
  public static func unlock() {
    ProcessKeychain.shared.withState { $0.store.unlock() }
  }

  /// Restarts the device: locked and not unlocked since boot, so `AfterFirstUnlock` items
  /// are unavailable too until ``unlock()``.
  public static func restart() {
    ProcessKeychain.shared.withState { $0.store.restart() }
  }

  /// The device's lock state.
  public static var lockState: LockState {
    ProcessKeychain.shared.withState { $0.store.lockState }
  }

  /// The status of the last SecItem call.
  public static var lastStatus: KeychainStatus {
    ProcessKeychain.shared.withState { $0.lastStatus }
  }

  /// Why the last SecItem call failed: the rule, what was compared, and a fix; `nil` when
  /// it succeeded.
  public static var lastExplanation: KeychainExplanation? {
    ProcessKeychain.shared.withState { $0.lastExplanation }
  }

  /// The number of items in the keychain, tombstones included.
  public static var itemCount: Int {
    ProcessKeychain.shared.withState { $0.store.itemCount }
  }
}
