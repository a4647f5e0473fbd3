/// Who signs an app and under which bundle ID: the values Xcode's signing step supplies
/// to entitlements.
///
/// They give the built-in settings `AppIdentifierPrefix` (``appIDPrefix`` followed by `.`),
/// `TeamIdentifierPrefix` (``teamID`` followed by `.`), `PRODUCT_BUNDLE_IDENTIFIER` and
/// `CFBundleIdentifier` (``bundleID``) and `DEVELOPMENT_TEAM` (``teamID``).
///
/// The App ID prefix is normally the team ID; accounts from before 2011 may have another
/// (a "legacy" prefix), which is why `$(AppIdentifierPrefix)` and
/// `$(TeamIdentifierPrefix)` can differ.
public struct SigningIdentity: Hashable, Sendable {
  /// The team ID, such as `M8L2WTLA8W`.
  public var teamID: String?

  /// The App ID prefix set explicitly, if any.
  private var explicitAppIDPrefix: String?

  /// The App ID prefix: the one given, or ``teamID`` when none was given.
  ///
  /// Setting it to `nil` makes it follow ``teamID`` again.
  public var appIDPrefix: String? {
    get { explicitAppIDPrefix ?? teamID }
    set { explicitAppIDPrefix = newValue }
  }

  /// The bundle ID, such as `com.ranchero.NetNewsWire.iOS`.
  public var bundleID: String?

  /// Creates an identity.
  ///
  /// - Parameters:
  ///   - teamID: The team ID.
  ///   - appIDPrefix: The App ID prefix; `nil` means the team ID.
  ///   - bundleID: The bundle ID.
  public init(teamID: String? = nil, appIDPrefix: String? = nil, bundleID: String? = nil) {
    self.teamID = teamID
    self.explicitAppIDPrefix = appIDPrefix
    self.bundleID = bundleID
  }

  /// `<appIDPrefix>.<bundleID>`, when both are known and not empty.
  public var applicationIdentifier: String? {
    guard let prefix = appIDPrefix, !prefix.isEmpty, let bundleID, !bundleID.isEmpty else {
      return nil
    }
    return "\(prefix).\(bundleID)"
  }
}
