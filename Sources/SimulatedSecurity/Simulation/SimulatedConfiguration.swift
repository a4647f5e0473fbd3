import AccessGroupKit
import Foundation

/// The calling app and the device generation, as the environment configures them.
///
/// The simulation reads the process environment once, at the first SecItem call, so an
/// unmodified test suite can run as a particular app:
///
/// | Variable | Meaning |
/// |---|---|
/// | `ACCESSGROUPKIT_ENTITLEMENTS` | Path of the app's `.entitlements` (XML or binary plist), a provisioning profile, or `codesign -d --entitlements` output. |
/// | `ACCESSGROUPKIT_TEAM_ID` | Team ID: the App ID prefix, `$(AppIdentifierPrefix)` and `$(TeamIdentifierPrefix)`. |
/// | `ACCESSGROUPKIT_APP_ID_PREFIX` | App ID prefix when it differs from the team ID. |
/// | `ACCESSGROUPKIT_BUNDLE_ID` | Bundle ID: `$(PRODUCT_BUNDLE_IDENTIFIER)` and `$(CFBundleIdentifier)`. |
/// | `ACCESSGROUPKIT_KEYCHAIN_GROUPS` | Comma-separated `keychain-access-groups` (without an entitlements file). |
/// | `ACCESSGROUPKIT_APP_GROUPS` | Comma-separated `com.apple.security.application-groups` (without an entitlements file). |
/// | `ACCESSGROUPKIT_BUILD_SETTINGS` | More build settings for references, `NAME=VALUE;NAME=VALUE`. |
/// | `ACCESSGROUPKIT_PLATFORM` | `ios` (default), `ios-simulator`, `macos` or `catalyst`. |
/// | `ACCESSGROUPKIT_PROFILE` | `current` (default) or `legacy`. |
/// | `ACCESSGROUPKIT_LOG` | `1` prints every failing call's explanation to standard error. |
///
/// References such as `$(AppIdentifierPrefix)` are expanded as Xcode expands them, and an
/// entitlements file without an application identifier gets `<prefix>.<bundle ID>`. Without
/// an entitlements file, the app has the application identifier `<team>.<bundle>` (team
/// `SIMULATED1` and bundle `com.example.app` unless given) and the listed groups. With no
/// variable set at all, the app is `SimulatedApp.defaultApp` on iOS and a one-line notice
/// goes to standard error at the first call.
///
/// The ``app`` is AccessGroupKit's `SimulatedApp`: its entitlements as written, with the
/// identity, build settings and platform that expand them when the process-wide device
/// installs it.
public struct SimulatedConfiguration: Hashable, Sendable {
  /// The app that makes the calls.
  public var app: SimulatedApp

  /// The keychain generation the device reproduces.
  public var profile: BehaviourProfile

  /// Whether nothing was configured and `SimulatedApp.defaultApp` is in use.
  public var isDefault: Bool

  /// Whether every failing call prints its explanation to standard error
  /// (`ACCESSGROUPKIT_LOG=1`).
  public var logsFailures = false

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - app: The calling app.
  ///   - profile: The keychain generation.
  ///   - isDefault: Whether this is the unconfigured default.
  public init(app: SimulatedApp, profile: BehaviourProfile = .current, isDefault: Bool = false) {
    self.app = app
    self.profile = profile
    self.isDefault = isDefault
  }

  /// The configuration used when no variable is set: `SimulatedApp.defaultApp` on iOS.
  ///
  /// iOS, not macOS, although Linux compiles a wrapper's `#if !os(iOS)` code, written for
  /// macOS: such negative conditions are the exception. Most wrappers have no platform
  /// branches around their SecItem calls, and the others mostly use `#if os(macOS)`, which
  /// Linux leaves out, so their iOS path runs. The iOS keychain is also the stricter one: a
  /// query that passes it passes on a Mac, where the SecItem shim first prunes keys such as
  /// `kSecMatchLimit` from a delete, but not the other way round, so iOS hides no failure an
  /// iPhone would report. Code that does compile its macOS branches on Linux sets
  /// `ACCESSGROUPKIT_PLATFORM=macos`, which also forms access groups as a Mac does.
  public static var defaultConfiguration: SimulatedConfiguration {
    SimulatedConfiguration(app: .defaultApp, profile: .current, isDefault: true)
  }

  /// The names of the variables the simulation reads.
  public static let environmentVariables = [
    "ACCESSGROUPKIT_ENTITLEMENTS", "ACCESSGROUPKIT_TEAM_ID", "ACCESSGROUPKIT_APP_ID_PREFIX",
    "ACCESSGROUPKIT_BUNDLE_ID", "ACCESSGROUPKIT_KEYCHAIN_GROUPS", "ACCESSGROUPKIT_APP_GROUPS",
    "ACCESSGROUPKIT_BUILD_SETTINGS", "ACCESSGROUPKIT_PLATFORM", "ACCESSGROUPKIT_PROFILE",
    "ACCESSGROUPKIT_LOG",
  ]

  /// Reads the configuration from environment variables.
  ///
  /// Empty values count as unset.
  ///
  /// - Parameter environment: The variables, such as `ProcessInfo.processInfo.environment`.
  /// - Throws: ``SimulatedConfigurationError`` naming the variable that is wrong.
  public init(environment: [String: String]) throws(SimulatedConfigurationError) {
    func value(_ name: String) -> String? {
      guard let value = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines),
        !value.isEmpty
      else { return nil }
      return value
    }
    let logsFailures = ["1", "true", "yes"].contains(value("ACCESSGROUPKIT_LOG")?.lowercased())
    let identityVariables = Self.environmentVariables.filter { $0 != "ACCESSGROUPKIT_LOG" }
    guard identityVariables.contains(where: { value($0) != nil }) else {
      self = .defaultConfiguration
      self.logsFailures = logsFailures
      return
    }
    var platform = Platform.iOS
    if let text = value("ACCESSGROUPKIT_PLATFORM") {
      guard let parsed = Platform(parsing: text) else { throw .unknownPlatform(text) }
      platform = parsed
    }
    var profile = BehaviourProfile.current
    if let text = value("ACCESSGROUPKIT_PROFILE") {
      guard let parsed = BehaviourProfile(rawValue: text.lowercased()) else {
        throw .unknownProfile(text)
      }
      profile = parsed
    }
    let settings = try Self.buildSettings(value("ACCESSGROUPKIT_BUILD_SETTINGS"))
    // The variables win; DEVELOPMENT_TEAM and PRODUCT_BUNDLE_IDENTIFIER fill the gaps, by
    // the rule `accessgroups resolve` and `lint` use for their flags and settings.
    var identity: SigningIdentity
    do throws(BuildSettingsError) {
      identity = try SigningIdentity(
        teamID: value("ACCESSGROUPKIT_TEAM_ID"), appIDPrefix: value("ACCESSGROUPKIT_APP_ID_PREFIX"),
        bundleID: value("ACCESSGROUPKIT_BUNDLE_ID"), settings: settings)
    } catch {
      throw .buildSettings(error)
    }
    let raw: Entitlements
    if let path = value("ACCESSGROUPKIT_ENTITLEMENTS") {
      do throws(EntitlementsLoadingError) {
        raw = try EntitlementsLoader.load(contentsOf: URL(fileURLWithPath: path)).entitlements
      } catch {
        throw .entitlements(error)
      }
    } else {
      identity = SigningIdentity(
        teamID: identity.teamID ?? "SIMULATED1", appIDPrefix: value("ACCESSGROUPKIT_APP_ID_PREFIX"),
        bundleID: identity.bundleID ?? "com.example.app")
      var values: [EntitlementKey: PropertyListValue] = [:]
      if let teamID = identity.teamID { values[.teamIdentifier] = .string(teamID) }
      let groups = Self.list(value("ACCESSGROUPKIT_KEYCHAIN_GROUPS"))
      if !groups.isEmpty { values[.keychainAccessGroups] = .array(groups.map { .string($0) }) }
      let appGroups = Self.list(value("ACCESSGROUPKIT_APP_GROUPS"))
      if !appGroups.isEmpty { values[.applicationGroups] = .array(appGroups.map { .string($0) }) }
      raw = Entitlements(values)
    }
    // The device expands the entitlements when it installs the app; expanding them here too
    // reports a bad reference when the environment is read, naming the variable.
    let expansion: EntitlementsExpansion
    do throws(BuildSettingsError) {
      expansion = try EntitlementsExpander(
        settings: settings, identity: identity, platform: platform
      ).expand(raw)
    } catch {
      throw .buildSettings(error)
    }
    let app = SimulatedApp(
      name: identity.bundleID ?? expansion.entitlements.applicationIdentifier ?? "app",
      entitlements: raw, identity: identity, buildSettings: settings, platform: platform)
    self.init(app: app, profile: profile, isDefault: false)
    self.logsFailures = logsFailures
  }

  /// Splits a comma-separated list, dropping blanks.
  private static func list(_ text: String?) -> [String] {
    guard let text else { return [] }
    return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  /// Parses `NAME=VALUE;NAME=VALUE`.
  private static func buildSettings(
    _ text: String?
  ) throws(SimulatedConfigurationError)
    -> BuildSettings
  {
    guard let text else { return BuildSettings() }
    var values: [String: String] = [:]
    for entry in text.split(separator: ";") {
      let trimmed = entry.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { continue }
      guard let equals = trimmed.firstIndex(of: "=") else {
        throw .malformedBuildSetting(entry: trimmed)
      }
      let name = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty else { throw .malformedBuildSetting(entry: trimmed) }
      values[name] = trimmed[trimmed.index(after: equals)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return BuildSettings(values)
  }
}
