import AccessGroupKit

/// The app whose code makes the SecItem calls: its entitlements and platform.
///
/// Two apps with different entitlements see the same simulated device, so sharing through
/// a keychain access group, and the `errSecMissingEntitlement` (-34018) of an extension
/// that lacks the group, behave as on a device:
///
/// ```swift
/// let app = SimulatedApp(
///   teamID: "ABCDE12345", bundleID: "com.example.app",
///   keychainAccessGroups: ["ABCDE12345.com.example.shared"])
/// SimulatedKeychain.use(app: app)
/// ```
public struct SimulatedApp: Hashable, Sendable, CustomStringConvertible {
  /// The name used in explanations, such as the bundle ID.
  public var name: String

  /// The app's entitlements as signed (build-setting references already expanded).
  public var entitlements: Entitlements

  /// The platform the app runs on, which decides how securityd forms its access groups.
  public var platform: Platform

  /// Creates an app from its signed entitlements.
  ///
  /// - Parameters:
  ///   - name: A name for explanations; defaults to the application identifier.
  ///   - entitlements: The entitlements, with references expanded.
  ///   - platform: The platform; iOS unless given.
  public init(name: String? = nil, entitlements: Entitlements, platform: Platform = .iOS) {
    self.name = name ?? entitlements.applicationIdentifier ?? "app"
    self.entitlements = entitlements
    self.platform = platform
  }

  /// Creates an app from its team, bundle ID and groups, as Xcode signs it: the
  /// application identifier `<teamID>.<bundleID>`, the keychain access groups and the
  /// application groups exactly as given (write the team prefix yourself, as the signed
  /// entitlements carry it).
  ///
  /// - Parameters:
  ///   - teamID: The team ID, which is also the App ID prefix.
  ///   - bundleID: The bundle identifier.
  ///   - keychainAccessGroups: The `keychain-access-groups` entitlement; omitted when empty.
  ///   - applicationGroups: The `com.apple.security.application-groups` entitlement;
  ///     omitted when empty.
  ///   - platform: The platform; iOS unless given.
  public init(
    teamID: String, bundleID: String, keychainAccessGroups: [String] = [],
    applicationGroups: [String] = [], platform: Platform = .iOS
  ) {
    var values: [EntitlementKey: PropertyListValue] = [
      platform.applicationIdentifierKey: .string("\(teamID).\(bundleID)"),
      .teamIdentifier: .string(teamID),
    ]
    if !keychainAccessGroups.isEmpty {
      values[.keychainAccessGroups] = .array(keychainAccessGroups.map(PropertyListValue.string))
    }
    if !applicationGroups.isEmpty {
      values[.applicationGroups] = .array(applicationGroups.map(PropertyListValue.string))
    }
    self.init(name: bundleID, entitlements: Entitlements(values), platform: platform)
  }

  /// The app used when nothing is configured: team `SIMULATED1`, bundle ID
  /// `com.example.app`, and only the application identifier `SIMULATED1.com.example.app`
  /// (no keychain access groups), on iOS.
  ///
  /// Like a freshly created Xcode app, it can add, find, update and delete its own items
  /// without naming an access group; naming any other group is `errSecMissingEntitlement`.
  public static var defaultApp: SimulatedApp {
    SimulatedApp(teamID: "SIMULATED1", bundleID: "com.example.app")
  }

  /// The access groups securityd would give the app, in order; the first is the default
  /// group for adds.
  ///
  /// - Parameter profile: The keychain generation to reproduce.
  /// - Returns: The resolved groups.
  public func resolvedAccessGroups(profile: BehaviourProfile = .current) -> ResolvedAccessGroups {
    AccessGroupResolver(options: ResolutionOptions(platform: platform, profile: profile))
      .resolve(entitlements)
  }

  /// The name and the access groups, such as `com.example.app [SIMULATED1.com.example.app]`.
  public var description: String {
    "\(name) [\(resolvedAccessGroups().groups.joined(separator: ", "))]"
  }
}
