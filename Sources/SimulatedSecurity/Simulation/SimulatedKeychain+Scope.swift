import AccessGroupKit
import Foundation

extension SimulatedKeychain {
  /// A simulated keychain and the app that calls it: what every SecItem call of a piece of
  /// work goes to.
  ///
  /// A SecItem call goes to the scope bound to the current task or thread by
  /// ``SimulatedKeychain/withApp(_:isolation:_:)``, ``SimulatedKeychain/withNewDevice(platform:profile:apps:isolation:_:)``
  /// (or their synchronous forms) or ``run(_:)``; where none is bound, to the process-wide
  /// scope, configured by the `ACCESSGROUPKIT_*` environment variables
  /// (``SimulatedConfiguration``). Scopes are how tests that run in parallel keep apart:
  /// each has its own device (or shares its parent's), its own calling app and its own
  /// ``SimulatedKeychain/lastExplanation``.
  ///
  /// A scope is bound with a task-local value, so child tasks and `Task { }` inherit it, but
  /// `Task.detached`, a `DispatchQueue` and a `Thread` start without one and reach the
  /// process-wide keychain. To carry a scope there, capture ``current`` and bind it again:
  ///
  /// ```swift
  /// let scope = SimulatedKeychain.Scope.current
  /// DispatchQueue.global().async {
  ///   scope.run { _ = SecItemAdd(query as CFDictionary, nil) }
  /// }
  /// ```
  ///
  /// Each SecItem call holds the scope's lock for the whole call, so calls from many threads
  /// are serialized as securityd serializes them; scopes that share a device are serialized
  /// by its keychain.
  public final class Scope: @unchecked Sendable {
    // `@unchecked`: `state` is read and written only while `lock` is held; the rest is
    // immutable.

    /// What a scope holds.
    struct State {
      var configuration: SimulatedConfiguration
      var configurationError: SimulatedConfigurationError?
      /// Why the device refused the calling app, such as an unexpandable `$(…)` reference.
      var installationError: SimulatedDeviceError?
      var device: SimulatedDevice
      var app: SimulatedApp
      var lastStatus = KeychainStatus.success
      var lastExplanation: KeychainExplanation?
    }

    private let lock = NSLock()
    private var state: State?

    /// Whether this is the process-wide scope, which reads the environment at its first use.
    let isProcessWide: Bool

    /// Where the process-wide configuration comes from.
    private let environment: @Sendable () -> [String: String]

    /// The scope every call without a bound scope goes to.
    static let processWide = Scope(environment: { ProcessInfo.processInfo.environment })

    /// The scope bound to the current task or thread, if any.
    @TaskLocal static var bound: Scope?

    /// The scope the SecItem calls made here go to: the bound one, else the process-wide one.
    public static var current: Scope { bound ?? processWide }

    /// The process-wide scope, configured lazily from `environment`.
    private init(environment: @escaping @Sendable () -> [String: String]) {
      self.isProcessWide = true
      self.environment = environment
    }

    /// A scope with a ready state.
    init(_ state: State) {
      self.isProcessWide = false
      self.environment = { [:] }
      self.state = state
    }

    /// Runs `body` with this scope bound, so the SecItem calls in it come here.
    ///
    /// - Parameter body: The work.
    /// - Returns: What `body` returns.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
      try Scope.$bound.withValue(self, operation: body)
    }

    /// Runs `body` with this scope bound, so the SecItem calls in it and in its child tasks
    /// come here.
    ///
    /// - Parameters:
    ///   - isolation: The caller's actor, inherited so `body` need not be `Sendable`.
    ///   - body: The work.
    /// - Returns: What `body` returns.
    public func run<Result>(
      isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
      try await Scope.$bound.withValue(self, operation: body, isolation: isolation)
    }

    /// Runs `body` with the lock held, configuring the process-wide scope first if needed.
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
      lock.lock()
      defer { lock.unlock() }
      if state == nil { state = Self.makeState(reading: environment()) }
      // In place: copying the state out and back would retain and release every field.
      return body(&state!)
    }

    /// Installs `app` (or updates it) and makes it the caller; items stay. An explicit app
    /// overrides a broken environment configuration.
    func use(app: SimulatedApp) {
      withState { state in
        state.configurationError = nil
        state.app = app
        state.installationError = Self.install(app, on: &state.device)
      }
    }

    /// The calling app's access groups on the device, or `nil` when it is not installed.
    func accessGroups() -> ResolvedAccessGroups? {
      withState { state in
        guard state.configurationError == nil, state.installationError == nil else { return nil }
        return try? state.device.accessGroups(for: state.app.name)
      }
    }

    /// Starts over on a new device with an empty, unlocked keychain and the configured app
    /// as the caller.
    func reset(profile: BehaviourProfile?) {
      withState { state in
        var configuration = state.configuration
        if let profile { configuration.profile = profile }
        state = Self.makeState(configuration, error: state.configurationError)
      }
    }

    /// Reads `environment` as the configuration and starts over with an empty keychain.
    func reconfigure(environment: [String: String]) {
      withState { state in
        state = Self.makeState(reading: environment)
      }
    }
  }
}

extension SimulatedKeychain.Scope {
  /// A scope on a new device of `platform` (the configured app's when `nil`) with `apps`
  /// installed; the first is the caller, or the configured app when there are none.
  static func onNewDevice(
    platform: Platform?, profile: BehaviourProfile?, apps: [SimulatedApp]
  ) -> SimulatedKeychain.Scope {
    let configured = current.withState { ($0.configuration, $0.configurationError) }
    var configuration = configured.0
    if let profile { configuration.profile = profile }
    if let caller = apps.first {
      configuration.app = caller
      configuration.isDefault = false
    }
    var state = makeState(
      configuration, error: apps.isEmpty ? configured.1 : nil,
      platform: platform ?? apps.first?.platform)
    for app in apps.dropFirst() where state.installationError == nil {
      state.installationError = install(app, on: &state.device, moving: false)
    }
    return SimulatedKeychain.Scope(state)
  }

  /// A scope on this scope's device with `app` as the caller, installed there; its last
  /// status and explanation are its own.
  func sharingDevice(as app: SimulatedApp) -> SimulatedKeychain.Scope {
    withState { state in
      var child = State(
        configuration: state.configuration, configurationError: nil, installationError: nil,
        device: state.device, app: app)
      child.configuration.app = app
      child.configuration.isDefault = false
      child.installationError = Self.install(app, on: &child.device, moving: false)
      return SimulatedKeychain.Scope(child)
    }
  }

  private static func makeState(reading environment: [String: String]) -> State {
    do throws(SimulatedConfigurationError) {
      return makeState(try SimulatedConfiguration(environment: environment), error: nil)
    } catch {
      ScopeNotices.print("SimulatedSecurity: \(error)")
      return makeState(.defaultConfiguration, error: error)
    }
  }

  private static func makeState(
    _ configuration: SimulatedConfiguration, error: SimulatedConfigurationError?,
    platform: Platform? = nil
  ) -> State {
    var device = SimulatedDevice(
      name: "simulated", platform: platform ?? configuration.app.platform ?? .iOS,
      profile: configuration.profile, usesFileBasedKeychain: false)
    let installationError = install(configuration.app, on: &device)
    return State(
      configuration: configuration, configurationError: error,
      installationError: installationError, device: device, app: configuration.app)
  }

  /// Installs `app`, first moving the keychain to a device of the app's platform when the
  /// device runs no such apps (an iOS app after a macOS one) and `moving` allows it; a
  /// device that other scopes share is never replaced.
  ///
  /// - Returns: Why the device refused the app, or `nil` when it is installed.
  private static func install(
    _ app: SimulatedApp, on device: inout SimulatedDevice, moving: Bool = true
  ) -> SimulatedDeviceError? {
    if moving, let platform = app.platform, !device.supportedAppPlatforms.contains(platform) {
      device = self.moving(device, to: platform)
    }
    do throws(SimulatedDeviceError) {
      try device.install(app)
      return nil
    } catch {
      return error
    }
  }

  /// A device of `platform` holding `device`'s items and lock state.
  private static func moving(
    _ device: SimulatedDevice, to platform: Platform
  ) -> SimulatedDevice {
    let moved = SimulatedDevice(
      name: device.name, platform: platform, profile: device.profile,
      usesFileBasedKeychain: false)
    // A snapshot the store has just exported always imports (same format and version); if it
    // ever did not, the new device would start empty rather than trap.
    try? moved.store.importSnapshot(device.store.exportSnapshot())
    if !moved.hasKeyBag { moved.store.unlock() }
    return moved
  }

  /// The outcome of a call whose app is not configured or not installed.
  static func notAvailable(_ reason: String) -> SecItemOutcome {
    SecItemOutcome(
      status: .notAvailable,
      explanation: KeychainExplanation(
        status: .notAvailable, rule: "configuration",
        summary: "The simulated app is not configured: \(reason)",
        fix: "Fix the ACCESSGROUPKIT_* environment variable, or pass a valid app to "
          + "SimulatedKeychain.withApp or SimulatedKeychain.use(app:)."))
  }
}
