extension SigningIdentity {
  /// Creates the identity a target is signed with from values given explicitly, filling
  /// what is missing from its build settings as Xcode's signing step does.
  ///
  /// Every tool that takes both explicit values (command-line flags, environment variables)
  /// and build settings forms the identity with this one rule, so that a settings file
  /// defining the team and bundle ID means the same everywhere:
  ///
  /// - An explicit value wins.
  /// - Otherwise the team is `DEVELOPMENT_TEAM` and the bundle ID is
  ///   `PRODUCT_BUNDLE_IDENTIFIER`, each expanded with the settings (a bundle ID such as
  ///   `$(ORGANIZATION_IDENTIFIER).NetNewsWire.iOS` is common).
  /// - An empty value, explicit or from the settings, means unknown: `xcodebuild` reports
  ///   `DEVELOPMENT_TEAM = ""` for a target with no team.
  ///
  /// ```swift
  /// let settings = BuildSettings([
  ///   "DEVELOPMENT_TEAM": "ABCDE12345", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app",
  /// ])
  /// let identity = try SigningIdentity(
  ///   teamID: nil, appIDPrefix: nil, bundleID: nil, settings: settings)
  /// identity.applicationIdentifier  // "ABCDE12345.com.example.app"
  /// ```
  ///
  /// - Parameters:
  ///   - teamID: The team ID given explicitly, if any.
  ///   - appIDPrefix: The App ID prefix given explicitly; `nil` means the team ID.
  ///   - bundleID: The bundle ID given explicitly, if any.
  ///   - settings: The target's build settings.
  /// - Throws: ``BuildSettingsError`` when `DEVELOPMENT_TEAM` or `PRODUCT_BUNDLE_IDENTIFIER`
  ///   is needed and cannot be expanded; the error names the undefined setting.
  public init(
    teamID: String?, appIDPrefix: String?, bundleID: String?, settings: BuildSettings
  ) throws(BuildSettingsError) {
    func known(_ value: String?) -> String? {
      guard let value, !value.isEmpty else { return nil }
      return value
    }
    func setting(_ name: String) throws(BuildSettingsError) -> String? {
      guard let written = known(settings[name]) else { return nil }
      return known(try settings.expand(written))
    }
    var team = known(teamID)
    if team == nil { team = try setting("DEVELOPMENT_TEAM") }
    var bundle = known(bundleID)
    if bundle == nil { bundle = try setting("PRODUCT_BUNDLE_IDENTIFIER") }
    self.init(teamID: team, appIDPrefix: known(appIDPrefix), bundleID: bundle)
  }
}
