import AccessGroupKit
import Foundation

/// The process-wide simulated device behind ``SimulatedKeychain`` and the SecItem functions.
///
/// A ``SimulatedDevice`` with the calling app installed on it, and the last call's
/// explanation, all behind one lock. Every keychain rule, the app's access groups and the
/// lock state belong to the device; this type only chooses the calling app. Each SecItem call
/// holds the lock for the whole call, so calls from many threads are serialized as securityd
/// serializes them.
final class ProcessKeychain: @unchecked Sendable {
  // `@unchecked`: every stored property is read and written only while `lock` is held.

  /// The device every SecItem call of the process goes to.
  static let shared = ProcessKeychain()

  /// What the process keychain holds.
  struct State {
    var configuration: SimulatedConfiguration
    var configurationError: SimulatedConfigurationError?
    /// Why the device refused the calling app, such as an unexpandable `$(…)` reference.
    var installationError: SimulatedDeviceError?
    var device: SimulatedDevice
    var app: SimulatedApp
    var lastStatus = KeychainStatus.success
    var lastExplanation: KeychainExplanation?
    var announcedDefault = false
  }

  private let lock = NSLock()
  private var state: State?

  /// Where the configuration comes from; tests of the module replace it.
  private let environment: @Sendable () -> [String: String]

  init(
    environment: @escaping @Sendable () -> [String: String] = {
      ProcessInfo.processInfo.environment
    }
  ) {
    self.environment = environment
  }

  /// Runs `body` with the lock held, configuring the device first if needed.
  func withState<Result>(_ body: (inout State) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    var current = state ?? Self.makeState(reading: environment())
    let result = body(&current)
    state = current
    return result
  }

  /// Answers one SecItem call for the calling app.
  func perform(
    _ operation: String,
    _ call: (SimulatedAppClient) throws(SimulatedDeviceError) -> SecItemOutcome
  ) -> SecItemOutcome {
    withState { state in
      let outcome: SecItemOutcome
      if let error = state.configurationError {
        outcome = Self.notAvailable("\(error)")
      } else if let error = state.installationError {
        outcome = Self.notAvailable("\(error)")
      } else {
        if state.configuration.isDefault, state.app == state.configuration.app,
          !state.announcedDefault
        {
          state.announcedDefault = true
          Self.printNotice(
            "SimulatedSecurity: no ACCESSGROUPKIT_* variables set; \(operation) runs as "
              + "\(state.app.name) with only the application identifier "
              + "SIMULATED1.com.example.app (see Docs/LinuxTesting.md).")
        }
        do throws(SimulatedDeviceError) {
          outcome = try call(SimulatedAppClient(device: state.device, appName: state.app.name))
        } catch {
          outcome = Self.notAvailable("\(error)")
        }
      }
      state.lastStatus = outcome.status
      state.lastExplanation = outcome.explanation
      if state.configuration.logsFailures, let explanation = outcome.explanation {
        Self.printNotice("SimulatedSecurity: \(operation) by \(state.app.name): \(explanation)")
      }
      return outcome
    }
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

  /// Starts over on a new device with an empty, unlocked keychain and the configured app as
  /// the caller.
  func reset(profile: BehaviourProfile?) {
    withState { state in
      var configuration = state.configuration
      if let profile { configuration.profile = profile }
      let announced = state.announcedDefault
      state = Self.makeState(configuration, error: state.configurationError)
      state.announcedDefault = announced
    }
  }

  /// Reads the environment again and starts over with an empty keychain.
  func reconfigure(environment: [String: String]) {
    withState { state in
      state = Self.makeState(reading: environment)
    }
  }

  private static func makeState(reading environment: [String: String]) -> State {
    do throws(SimulatedConfigurationError) {
      return makeState(try SimulatedConfiguration(environment: environment), error: nil)
    } catch {
      printNotice("SimulatedSecurity: \(error)")
      return makeState(.defaultConfiguration, error: error)
    }
  }

  private static func makeState(
    _ configuration: SimulatedConfiguration, error: SimulatedConfigurationError?
  ) -> State {
    var device = SimulatedDevice(
      name: "process", platform: configuration.app.platform ?? .iOS,
      profile: configuration.profile, usesFileBasedKeychain: false)
    let installationError = install(configuration.app, on: &device)
    return State(
      configuration: configuration, configurationError: error,
      installationError: installationError, device: device, app: configuration.app)
  }

  /// Installs `app`, first moving the keychain to a device of the app's platform when the
  /// device runs no such apps (an iOS app after a macOS one, say).
  ///
  /// - Returns: Why the device refused the app, or `nil` when it is installed.
  private static func install(
    _ app: SimulatedApp, on device: inout SimulatedDevice
  ) -> SimulatedDeviceError? {
    if let platform = app.platform, !device.supportedAppPlatforms.contains(platform) {
      device = moving(device, to: platform)
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

  private static func notAvailable(_ reason: String) -> SecItemOutcome {
    SecItemOutcome(
      status: .notAvailable,
      explanation: KeychainExplanation(
        status: .notAvailable, rule: "configuration",
        summary: "The simulated app is not configured: \(reason)",
        fix: "Fix the ACCESSGROUPKIT_* environment variable, or call "
          + "SimulatedKeychain.use(app:)."))
  }

  private static func printNotice(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
