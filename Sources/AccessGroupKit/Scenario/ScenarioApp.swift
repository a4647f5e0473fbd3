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

  /// The app's fields, held by reference: a scenario of a hundred thousand apps holds one
  /// reference in each bucket of its table of apps, not every field.
  private var record: SharedFields<Fields>

  /// The stored fields, compared and hashed as the app's value.
  private struct Fields: Hashable, Sendable {
    var teamID: String?
    var appIDPrefix: String?
    var bundleID: String?
    var entitlements: EntitlementsSource
    var buildSettings: [String: String]
    var platform: Platform?
    var entitlementsValidated: Bool
  }

  /// The team identifier; also the default App ID prefix.
  package var teamID: String? {
    get { record.fields.teamID }
    set { record[\.teamID] = newValue }
  }

  /// The App ID prefix when it differs from the team ID (legacy accounts).
  package var appIDPrefix: String? {
    get { record.fields.appIDPrefix }
    set { record[\.appIDPrefix] = newValue }
  }

  /// The bundle identifier.
  package var bundleID: String? {
    get { record.fields.bundleID }
    set { record[\.bundleID] = newValue }
  }

  /// The entitlements, inline or from a file.
  package var entitlements: EntitlementsSource {
    get { record.fields.entitlements }
    set { record[\.entitlements] = newValue }
  }

  /// Build settings that override the scenario's for this app.
  package var buildSettings: [String: String] {
    get { record.fields.buildSettings }
    set { record[\.buildSettings] = newValue }
  }

  /// The app's platform when it differs from its device's (`"platform": "macCatalyst"` on a
  /// macOS device).
  package var platform: Platform? {
    get { record.fields.platform }
    set { record[\.platform] = newValue }
  }

  /// Whether a Mac app's entitlements are validated (`"entitlementsValidated": false` keeps
  /// only `keychain-access-groups`, §1.3). `true` by default.
  package var entitlementsValidated: Bool {
    get { record.fields.entitlementsValidated }
    set { record[\.entitlementsValidated] = newValue }
  }

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
    record = SharedFields(
      Fields(
        teamID: teamID, appIDPrefix: appIDPrefix, bundleID: bundleID,
        entitlements: entitlements, buildSettings: buildSettings, platform: platform,
        entitlementsValidated: entitlementsValidated))
  }
}
