import AccessGroupKit
import Foundation

/// The one-time notices of the simulation, printed to standard error so a test log shows
/// them next to the failure they explain.
final class ScopeNotices: @unchecked Sendable {
  // `@unchecked`: the flags are read and written only while `lock` is held.

  /// The notices of this process.
  static let shared = ScopeNotices()

  private let lock = NSLock()
  private var announcedDefault = false
  private var scopesStarted = false
  private var announcedUnscopedCall = false

  /// Notes that a scope was bound: from then on a call that reaches the process-wide
  /// keychain probably escaped its scope.
  func noteScopeStarted() {
    lock.lock()
    defer { lock.unlock() }
    scopesStarted = true
  }

  /// Notes a call answered by the process-wide scope, printing at most once each: that no
  /// variable configures the app, and that a call ran outside the scopes in use.
  func noteProcessWideCall(_ operation: String, state: SimulatedKeychain.Scope.State) {
    lock.lock()
    defer { lock.unlock() }
    if scopesStarted, !announcedUnscopedCall {
      announcedUnscopedCall = true
      Self.print(
        "SimulatedSecurity: \(operation) ran outside every SimulatedKeychain scope and went to "
          + "the process-wide keychain as \(state.app.name). Work on a DispatchQueue, a Thread "
          + "or in Task.detached does not inherit a scope: capture SimulatedKeychain.Scope.current "
          + "and call its run(_:) there.")
    }
    if state.configuration.isDefault, state.app == state.configuration.app, !announcedDefault {
      announcedDefault = true
      Self.print(
        "SimulatedSecurity: no ACCESSGROUPKIT_* variables set; \(operation) runs as "
          + "\(state.app.name) with only the application identifier "
          + "SIMULATED1.com.example.app (see the article \"Running keychain tests on Linux\").")
    }
  }

  /// Writes one line to standard error.
  static func print(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
