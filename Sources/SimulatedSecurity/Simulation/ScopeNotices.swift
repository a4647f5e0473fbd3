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
    let isDefaultApp = state.configuration.isDefault && state.app == state.configuration.app
    if scopesStarted, !announcedUnscopedCall {
      announcedUnscopedCall = true
      Self.print(Self.unscopedCallNotice(operation, app: state.app, isDefaultApp: isDefaultApp))
    }
    if isDefaultApp, !announcedDefault {
      announcedDefault = true
      Self.print(Self.defaultAppNotice(operation, app: state.app))
    }
  }

  /// The notice of a call that escaped the scopes in use, naming the app it ran as.
  static func unscopedCallNotice(
    _ operation: String, app: SimulatedApp, isDefaultApp: Bool
  ) -> String {
    "SimulatedSecurity: \(operation) ran outside every SimulatedKeychain scope and went to "
      + "the process-wide keychain as \(isDefaultApp ? describeDefault(app) : app.name). Work "
      + "on a DispatchQueue, a Thread or in Task.detached does not inherit a scope: capture "
      + "SimulatedKeychain.Scope.current and call its run(_:) there."
  }

  /// The notice of the first call as the default app, which is not the user's app: it says
  /// so and how to choose one.
  static func defaultAppNotice(_ operation: String, app: SimulatedApp) -> String {
    "SimulatedSecurity: no ACCESSGROUPKIT_* variables set; \(operation) runs as "
      + "\(describeDefault(app)). Set ACCESSGROUPKIT_TEAM_ID and ACCESSGROUPKIT_BUNDLE_ID "
      + "(and ACCESSGROUPKIT_ENTITLEMENTS or ACCESSGROUPKIT_KEYCHAIN_GROUPS) to run as your "
      + "app, or give each test one with the .simulatedKeychain trait or "
      + "SimulatedKeychain.withApp (see the article \"Running keychain tests on Linux\")."
  }

  /// The default identity, said to be a placeholder rather than the user's own app.
  private static func describeDefault(_ app: SimulatedApp) -> String {
    let team = app.identity.teamID ?? "none"
    return "SimulatedSecurity's default identity (a placeholder, not your app: team \(team), "
      + "bundle ID \(app.name), whose only access group is its application identifier "
      + "\(team).\(app.name))"
  }

  /// Writes one line to standard error.
  static func print(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
