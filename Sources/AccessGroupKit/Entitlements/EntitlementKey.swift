/// The name of an entitlement, such as `keychain-access-groups`.
///
/// The static members are the entitlements that decide an app's keychain access groups,
/// from Apple's `sectask/SecEntitlements.h` and `sectask/SystemEntitlements.h`.
public struct EntitlementKey: RawRepresentable, Hashable, Sendable, Comparable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The entitlement's name as it appears in a plist.
  public let rawValue: String

  /// Creates a key from an entitlement name.
  ///
  /// - Parameter rawValue: The entitlement name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a key from a string literal.
  ///
  /// - Parameter value: The entitlement name.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The entitlement name.
  public var description: String { rawValue }

  /// Orders keys by name.
  ///
  /// - Parameters:
  ///   - lhs: A key.
  ///   - rhs: Another key.
  /// - Returns: Whether `lhs` sorts before `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension EntitlementKey {
  /// `keychain-access-groups`: an array of strings, the groups the app shares explicitly.
  public static var keychainAccessGroups: Self { "keychain-access-groups" }

  /// `application-identifier`: the App ID (`PREFIX.bundle.id`) on iOS-family platforms.
  public static var applicationIdentifier: Self { "application-identifier" }

  /// `com.apple.application-identifier`: the App ID on macOS.
  public static var appleApplicationIdentifier: Self { "com.apple.application-identifier" }

  /// `com.apple.developer.associated-application-identifier`: the iOS App IDs a Mac Catalyst
  /// app is associated with.
  public static var associatedApplicationIdentifier: Self {
    "com.apple.developer.associated-application-identifier"
  }

  /// `com.apple.security.application-groups`: the app groups, which are access groups too.
  public static var applicationGroups: Self { "com.apple.security.application-groups" }

  /// `com.apple.developer.on-demand-install-capable`: `true` for an App Clip.
  public static var onDemandInstallCapable: Self {
    "com.apple.developer.on-demand-install-capable"
  }

  /// `com.apple.developer.team-identifier`: the team ID.
  public static var teamIdentifier: Self { "com.apple.developer.team-identifier" }

  /// `previous-application-identifiers`: application identifiers (App ID prefix and bundle
  /// ID) the app was signed with before, as a provisioning profile lists them for an App ID
  /// whose prefix changed. securityd does not read it (the groups come from
  /// `keychain-access-groups`, the application identifier and app groups); the linter reads
  /// it to tell a group under a previous prefix from another team's.
  public static var previousApplicationIdentifiers: Self { "previous-application-identifiers" }

  /// The spellings of ``previousApplicationIdentifiers`` the linter reads: the bare key and
  /// the `com.apple.developer.` one.
  static var previousApplicationIdentifierKeys: [Self] {
    [previousApplicationIdentifiers, "com.apple.developer.previous-application-identifiers"]
  }

  /// The entitlements whose values decide the access-group list. A build variable that
  /// cannot be expanded in one of these is an error; elsewhere it is only a note.
  public static let keychainRelevant: Set<Self> = [
    .keychainAccessGroups, .applicationIdentifier, .appleApplicationIdentifier,
    .associatedApplicationIdentifier, .applicationGroups, .onDemandInstallCapable,
    .teamIdentifier,
  ]
}
