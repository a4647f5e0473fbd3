/// One app (or extension) in a scenario: its signing identity and entitlements.
///
/// The entitlements may use build variables (`$(AppIdentifierPrefix)`,
/// `$(PRODUCT_BUNDLE_IDENTIFIER)`, …); ``ScenarioRunner`` expands them with the scenario's
/// and the app's build settings and the signing identity, and synthesizes an
/// `application-identifier` when the entitlements have none, as code signing does.
package struct ScenarioApp: Hashable, Sendable {
  /// Where an app's entitlements come from.
  package enum EntitlementsSource: Hashable, Sendable {
    /// Written in the scenario file.
    case inline(Entitlements)
    /// A file path relative to the scenario file: an `.entitlements` plist, a provisioning
    /// profile or signed-binary entitlements output.
    case file(String)
  }

  /// The team identifier; also the default App ID prefix.
  package var teamID: String?

  /// The App ID prefix when it differs from the team ID (legacy accounts).
  package var appIDPrefix: String?

  /// The bundle identifier.
  package var bundleID: String?

  /// The entitlements, inline or from a file.
  package var entitlements: EntitlementsSource

  /// Build settings that override the scenario's for this app.
  package var buildSettings: [String: String]

  /// The app's platform when it differs from its device's (`"platform": "macCatalyst"` on a
  /// macOS device).
  package var platform: Platform?

  /// Whether a Mac app's entitlements are validated (`"entitlementsValidated": false` keeps
  /// only `keychain-access-groups`, §1.3). `true` by default.
  package var entitlementsValidated: Bool

  /// Creates an app.
  ///
  /// - Parameters:
  ///   - teamID: The team identifier.
  ///   - appIDPrefix: The App ID prefix, when it differs from the team ID.
  ///   - bundleID: The bundle identifier.
  ///   - entitlements: The entitlements, inline or from a file.
  ///   - buildSettings: Per-app build settings.
  ///   - platform: The app's platform, or `nil` for its device's.
  ///   - entitlementsValidated: Whether a Mac app's entitlements are validated.
  package init(
    teamID: String? = nil,
    appIDPrefix: String? = nil,
    bundleID: String? = nil,
    entitlements: EntitlementsSource = .inline(Entitlements()),
    buildSettings: [String: String] = [:],
    platform: Platform? = nil,
    entitlementsValidated: Bool = true
  ) {
    self.teamID = teamID
    self.appIDPrefix = appIDPrefix
    self.bundleID = bundleID
    self.entitlements = entitlements
    self.buildSettings = buildSettings
    self.platform = platform
    self.entitlementsValidated = entitlementsValidated
  }
}
