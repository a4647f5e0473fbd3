import AccessGroupKit

extension SimulatedKeychain {
  /// Runs `body` as `app`: every SecItem call in it, and in the tasks it starts, is answered
  /// for `app`, without touching any other test's keychain.
  ///
  /// Inside a scope (another `withApp`, ``withNewDevice(platform:profile:apps:_:)`` or the
  /// test trait), `app` is installed on that scope's device, so it shares the keychain with
  /// the apps already there, as an extension shares its host app's. Outside any scope,
  /// `app` runs on a new device of its own with an empty keychain. ``lastExplanation`` and
  /// ``lastStatus`` inside `body` are `app`'s own.
  ///
  /// ```swift
  /// SimulatedKeychain.withNewDevice {
  ///   SimulatedKeychain.withApp(mainApp) { _ = SecItemAdd(item as CFDictionary, nil) }
  ///   SimulatedKeychain.withApp(widget) { _ = SecItemCopyMatching(query as CFDictionary, &result) }
  /// }
  /// ```
  ///
  /// For an app whose entitlements are in a file, build it with
  /// `SimulatedApp(name:entitlementsFile:identity:buildSettings:platform:)`. Work handed to a
  /// `DispatchQueue` or `Thread` does not inherit the scope (see ``Scope``).
  ///
  /// - Parameters:
  ///   - app: The calling app.
  ///   - body: The work.
  /// - Returns: What `body` returns.
  public static func withApp<Result>(
    _ app: SimulatedApp, _ body: () throws -> Result
  ) rethrows -> Result {
    try scope(for: app).run(body)
  }

  /// Runs `body` as `app`, as ``withApp(_:_:)`` does, for asynchronous work.
  ///
  /// - Parameters:
  ///   - app: The calling app.
  ///   - isolation: The caller's actor, inherited so `body` need not be `Sendable`.
  ///   - body: The work.
  /// - Returns: What `body` returns.
  public static func withApp<Result>(
    _ app: SimulatedApp, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await scope(for: app).run(isolation: isolation, body)
  }

  /// Runs `body` as the app of
  /// `SimulatedApp(teamID:bundleID:keychainAccessGroups:applicationGroups:platform:)`, as
  /// ``withApp(_:_:)`` does.
  ///
  /// - Parameters:
  ///   - teamID: The team ID, also the App ID prefix.
  ///   - bundleID: The bundle ID, also the app's name.
  ///   - keychainAccessGroups: The `keychain-access-groups` entitlement; `$(AppIdentifierPrefix)`
  ///     and the other Xcode variables are expanded.
  ///   - applicationGroups: The `com.apple.security.application-groups` entitlement.
  ///   - platform: The app's platform, or `nil` for the device's.
  ///   - body: The work.
  /// - Returns: What `body` returns.
  public static func withApp<Result>(
    teamID: String, bundleID: String, keychainAccessGroups: [String] = [],
    applicationGroups: [String] = [], platform: Platform? = nil, _ body: () throws -> Result
  ) rethrows -> Result {
    try withApp(
      SimulatedApp(
        teamID: teamID, bundleID: bundleID, keychainAccessGroups: keychainAccessGroups,
        applicationGroups: applicationGroups, platform: platform), body)
  }

  /// Runs `body` as the app of
  /// `SimulatedApp(teamID:bundleID:keychainAccessGroups:applicationGroups:platform:)`, as
  /// ``withApp(_:_:)`` does, for asynchronous work.
  ///
  /// - Parameters:
  ///   - teamID: The team ID, also the App ID prefix.
  ///   - bundleID: The bundle ID, also the app's name.
  ///   - keychainAccessGroups: The `keychain-access-groups` entitlement.
  ///   - applicationGroups: The `com.apple.security.application-groups` entitlement.
  ///   - platform: The app's platform, or `nil` for the device's.
  ///   - isolation: The caller's actor, inherited so `body` need not be `Sendable`.
  ///   - body: The work.
  /// - Returns: What `body` returns.
  public static func withApp<Result>(
    teamID: String, bundleID: String, keychainAccessGroups: [String] = [],
    applicationGroups: [String] = [], platform: Platform? = nil,
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await withApp(
      SimulatedApp(
        teamID: teamID, bundleID: bundleID, keychainAccessGroups: keychainAccessGroups,
        applicationGroups: applicationGroups, platform: platform), isolation: isolation, body)
  }

  /// Runs `body` on a new device: an empty, unlocked keychain with `apps` installed, the
  /// first as the caller (the app the environment configures when `apps` is empty).
  ///
  /// Use ``withApp(_:_:)`` inside `body` to call as another of the apps; they share the new
  /// keychain and nothing else does.
  ///
  /// - Parameters:
  ///   - platform: The device's platform; `nil` for the first app's, else iOS.
  ///   - profile: The keychain generation; `nil` for the configured one.
  ///   - apps: The apps to install.
  ///   - body: The work.
  /// - Returns: What `body` returns.
  public static func withNewDevice<Result>(
    platform: Platform? = nil, profile: BehaviourProfile? = nil, apps: [SimulatedApp] = [],
    _ body: () throws -> Result
  ) rethrows -> Result {
    ScopeNotices.shared.noteScopeStarted()
    return try Scope.onNewDevice(platform: platform, profile: profile, apps: apps).run(body)
  }

  /// Runs `body` on a new device, as ``withNewDevice(platform:profile:apps:_:)`` does, for
  /// asynchronous work.
  ///
  /// - Parameters:
  ///   - platform: The device's platform; `nil` for the first app's, else iOS.
  ///   - profile: The keychain generation; `nil` for the configured one.
  ///   - apps: The apps to install.
  ///   - isolation: The caller's actor, inherited so `body` need not be `Sendable`.
  ///   - body: The work.
  /// - Returns: What `body` returns.
  public static func withNewDevice<Result>(
    platform: Platform? = nil, profile: BehaviourProfile? = nil, apps: [SimulatedApp] = [],
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
  ) async rethrows -> Result {
    ScopeNotices.shared.noteScopeStarted()
    return try await Scope.onNewDevice(platform: platform, profile: profile, apps: apps)
      .run(isolation: isolation, body)
  }

  /// The scope of ``withApp(_:_:)``: `app` on the bound scope's device, or on a new one.
  private static func scope(for app: SimulatedApp) -> Scope {
    ScopeNotices.shared.noteScopeStarted()
    if let bound = Scope.bound { return bound.sharingDevice(as: app) }
    return Scope.onNewDevice(platform: nil, profile: nil, apps: [app])
  }
}
