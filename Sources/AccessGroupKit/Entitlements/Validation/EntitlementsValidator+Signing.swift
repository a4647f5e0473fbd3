extension EntitlementsValidator {
  /// Checks that the entitlements will hold the application identifier code signing adds.
  ///
  /// A signed app always has an application identifier, and it is one of its access groups
  /// (the default one when there is no `keychain-access-groups`). When the entitlements as
  /// written have none, code signing adds `<App ID prefix>.<bundle ID>`; when that cannot be
  /// formed because the bundle ID or the team is unknown, the list this library gives is
  /// missing a group the real app has. That is reported as `missing-application-identifier`
  /// (error), naming what to supply, instead of printing a shorter list without a word.
  ///
  /// - Parameter entitlements: The entitlements after expansion, with any synthesized
  ///   application identifier already added (``EntitlementsExpander/expand(_:)`` adds it).
  /// - Returns: One finding when neither `application-identifier` nor
  ///   `com.apple.application-identifier` is present; otherwise none.
  public func validateApplicationIdentifierPresent(_ entitlements: Entitlements) -> [Finding] {
    guard entitlements[.applicationIdentifier] == nil,
      entitlements[.appleApplicationIdentifier] == nil
    else { return [] }
    var unknown: [String] = []
    var remedies: [String] = []
    if identity.bundleID?.isEmpty ?? true {
      unknown.append("the bundle ID")
      remedies.append("the bundle ID with --bundle-id or PRODUCT_BUNDLE_IDENTIFIER")
    }
    if identity.appIDPrefix?.isEmpty ?? true {
      unknown.append("the team")
      remedies.append("the team with --team-id or DEVELOPMENT_TEAM")
    }
    if unknown.isEmpty {
      unknown.append("the application identifier")
      remedies.append("the entitlements code signing produced")
    }
    let verb = unknown.count > 1 ? "are" : "is"
    return [
      Finding(
        severity: .error, code: "missing-application-identifier",
        message: "the entitlements have no \(platform.applicationIdentifierKey.rawValue) and "
          + "\(unknown.joined(separator: " and ")) \(verb) not known, so the group code "
          + "signing adds (<App ID prefix>.<bundle ID>) is missing from this list; give "
          + remedies.joined(separator: ", and ")
          + " (a setting comes from --setting, --settings-file or --build-settings-json)",
        entitlement: platform.applicationIdentifierKey)
    ]
  }

  /// Checks whether entitlements written for a Mac are being resolved for iOS.
  ///
  /// A plain `.entitlements` file does not say its platform, and `iOS` is the default. Some
  /// keys only exist on macOS (and Mac Catalyst, which runs as a Mac app): the App Sandbox
  /// and its settings (`com.apple.security.app-sandbox`, `com.apple.security.network.client`,
  /// the hardened-runtime `com.apple.security.cs.*` keys, …, every `com.apple.security.` key
  /// except the app groups, which iOS shares) and the macOS form of the application
  /// identifier, `com.apple.application-identifier`. Resolving such a file as iOS gives iOS's
  /// rules, which differ from the Mac's, so it is reported as `platform-looks-like-macos`
  /// (warning), suggesting `--platform macos` (or `catalyst`).
  ///
  /// Run it only when iOS was assumed, not when the platform is known: when Mac Catalyst is
  /// turned on for an iOS target, its one entitlements file gains the sandbox keys, and its
  /// iOS build is still rightly resolved as iOS.
  ///
  /// - Parameter entitlements: The entitlements as written.
  /// - Returns: One finding when ``platform`` is iOS or the iOS Simulator and a macOS-only
  ///   key is present; otherwise none.
  public func validatePlatformEvidence(_ entitlements: Entitlements) -> [Finding] {
    guard !platform.isMac else { return [] }
    let macOnly = entitlements.values.keys.filter(Self.isMacOnly).sorted()
    guard let first = macOnly.first else { return [] }
    let suggestion =
      entitlements[.appleApplicationIdentifier] != nil
      ? "--platform macos"
      : "--platform macos (or --platform catalyst for a Mac Catalyst build)"
    let keys = macOnly.prefix(3).map(\.rawValue).joined(separator: ", ")
    let more = macOnly.count > 3 ? " and \(macOnly.count - 3) more" : ""
    return [
      Finding(
        severity: .warning, code: "platform-looks-like-macos",
        message: "the entitlements have macOS-only keys (\(keys)\(more)) but are resolved as "
          + "\(platform); a Mac forms access groups differently: use \(suggestion)",
        entitlement: first)
    ]
  }

  /// Whether a key is only meaningful on macOS and Mac Catalyst.
  private static func isMacOnly(_ key: EntitlementKey) -> Bool {
    if key == .appleApplicationIdentifier { return true }
    return key.rawValue.hasPrefix("com.apple.security.") && key != .applicationGroups
  }
}
