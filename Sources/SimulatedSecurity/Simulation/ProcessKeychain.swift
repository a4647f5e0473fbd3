import AccessGroupKit
import Foundation

/// The process-wide simulated device behind ``SimulatedKeychain`` and the SecItem functions.
///
/// One ``ItemStore`` shared by every simulated app, the calling app's ``KeychainClient``,
/// and the last call's explanation, all behind one lock. Each SecItem call holds the lock
/// for the whole call, so calls from many threads are serialized as securityd serializes
/// them.
final class ProcessKeychain: @unchecked Sendable {
  // `@unchecked`: every stored property is read and written only while `lock` is held.

  /// The device every SecItem call of the process goes to.
  static let shared = ProcessKeychain()

  /// What the device holds.
  struct State {
    var configuration: SimulatedConfiguration
    var configurationError: SimulatedConfigurationError?
    var store: ItemStore
    var app: SimulatedApp
    var client: KeychainClient
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
    _ operation: String, _ call: (KeychainClient) -> SecItemOutcome
  ) -> SecItemOutcome {
    withState { state in
      let outcome: SecItemOutcome
      if let error = state.configurationError {
        outcome = SecItemOutcome(
          status: .notAvailable,
          explanation: KeychainExplanation(
            status: .notAvailable, rule: "configuration",
            summary: "The simulated app is not configured: \(error)",
            fix: "Fix the ACCESSGROUPKIT_* environment variable, or call "
              + "SimulatedKeychain.use(app:)."))
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
        outcome = call(state.client)
      }
      state.lastStatus = outcome.status
      state.lastExplanation = outcome.explanation
      if state.configuration.logsFailures, let explanation = outcome.explanation {
        Self.printNotice("SimulatedSecurity: \(operation) by \(state.app.name): \(explanation)")
      }
      return outcome
    }
  }

  /// Switches the calling app; items stay. An explicit app overrides a broken
  /// environment configuration.
  func use(app: SimulatedApp) {
    withState { state in
      state.configurationError = nil
      state.app = app
      state.client = Self.client(for: app, in: state.store)
    }
  }

  /// Empties the keychain, unlocks the device and makes the configured app the caller.
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
    let store = ItemStore(profile: configuration.profile)
    return State(
      configuration: configuration, configurationError: error, store: store,
      app: configuration.app, client: client(for: configuration.app, in: store))
  }

  private static func client(for app: SimulatedApp, in store: ItemStore) -> KeychainClient {
    store.client(for: app.resolvedAccessGroups(profile: store.profile), name: app.name)
  }

  private static func printNotice(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
