import AccessGroupKit

extension SimulatedKeychain {
  /// The app whose calls the current scope's device answers now.
  public static var currentApp: SimulatedApp {
    Scope.current.withState { $0.app }
  }

  /// The current scope's device, the one the SecItem calls go to, with ``currentApp``
  /// installed on it.
  ///
  /// Use it for what ``SimulatedKeychain`` has no shortcut for, such as
  /// `SimulatedDevice.setPasscode(_:)`, `SimulatedDevice.installedApps` or
  /// `SimulatedDevice.store`. ``reset(profile:)`` and ``configure(environment:)`` replace
  /// the device, as does ``use(app:)`` with an app of a platform the device does not run; read
  /// this property again after them.
  public static var device: SimulatedDevice {
    Scope.current.withState { $0.device }
  }

  /// The current scope's configuration: for the process-wide scope, the one read from the
  /// environment at the first call (or the last ``configure(environment:)``).
  public static var configuration: SimulatedConfiguration {
    Scope.current.withState { $0.configuration }
  }

  /// The calling app's access groups as the device resolved them, in order; the first is the
  /// default group for adds. `nil` when the app could not be installed (the calls then return
  /// `errSecNotAvailable` and ``lastExplanation`` says why).
  public static var accessGroups: ResolvedAccessGroups? {
    Scope.current.accessGroups()
  }

  /// Installs `app` on the current scope's device, or updates it when an app with the same
  /// name is installed, and makes it the caller of the scope's following SecItem calls.
  /// Items stay, so a second app sees what the first one shared with it.
  ///
  /// Outside any scope this changes the process-wide keychain, which every test of the
  /// process shares; tests that run in parallel use ``withApp(_:_:)`` or the test trait
  /// instead.
  ///
  /// The device expands the app's `$(…)` references and resolves its access groups for the
  /// app's platform (the device's when `SimulatedApp.platform` is `nil`). An app of a
  /// platform the device does not run (an iOS app after a macOS one) moves the keychain's
  /// items to a device of that platform. When the device refuses the app, every call returns
  /// `errSecNotAvailable` (-25291) and ``lastExplanation`` names the reason.
  ///
  /// - Parameter app: The calling app.
  public static func use(app: SimulatedApp) {
    Scope.current.use(app: app)
  }

  /// Makes the app of `SimulatedApp.init(teamID:bundleID:keychainAccessGroups:applicationGroups:platform:)`
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

  /// Starts the current scope over on a new device: an empty, unlocked keychain with the
  /// scope's configured app installed as the caller.
  ///
  /// - Parameter profile: The keychain generation from now on; unchanged when `nil`.
  public static func reset(profile: BehaviourProfile? = nil) {
    Scope.current.reset(profile: profile)
  }

  /// Reads a configuration from `environment` as from the process environment, and starts
  /// the current scope over with an empty keychain.
  ///
  /// - Parameter environment: `ACCESSGROUPKIT_*` variables.
  public static func configure(environment: [String: String]) {
    Scope.current.reconfigure(environment: environment)
  }

  /// Locks the device: items protected `WhenUnlocked` become unavailable
  /// (`errSecInteractionNotAllowed`, -25308). The iOS Simulator has no key bag, so there its
  /// keychain stays available (`SimulatedDevice.lock()`).
  public static func lock() {
    Scope.current.withState { $0.device.lock() }
  }

  /// Unlocks the device.
  public static func unlock() {
    Scope.current.withState { $0.device.unlock() }
  }

  /// Restarts the device: locked and not unlocked since boot, so `AfterFirstUnlock` items
  /// are unavailable too until ``unlock()``.
  public static func restart() {
    Scope.current.withState { $0.device.restart() }
  }

  /// The device's lock state.
  public static var lockState: LockState {
    Scope.current.withState { $0.device.lockState }
  }

  /// The status of the current scope's last SecItem call.
  public static var lastStatus: KeychainStatus {
    Scope.current.withState { $0.lastStatus }
  }

  /// Why the current scope's last SecItem call failed: the rule, what was compared, and a
  /// fix; `nil` when it succeeded. Each scope has its own, so a test reads its own call's
  /// explanation even while other tests run.
  public static var lastExplanation: KeychainExplanation? {
    Scope.current.withState { $0.lastExplanation }
  }

  /// The number of items in the keychain, tombstones included.
  public static var itemCount: Int {
    Scope.current.withState { $0.device.store.itemCount }
  }
}
