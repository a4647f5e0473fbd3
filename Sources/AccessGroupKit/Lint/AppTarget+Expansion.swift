extension AppTarget {
  /// Creates a target from entitlements as written, expanding build variables as Xcode
  /// does when it signs the target.
  ///
  /// The expansion is ``EntitlementsExpander``'s with
  /// ``UndefinedVariablePolicy/keepAsWritten``, the policy that suits a linter: a keychain
  /// entitlement whose value uses an undefined variable is kept as written, so
  /// ``FamilyLinter`` reports it as `unexpanded-variable` next to every other finding,
  /// instead of the first such value stopping the whole lint. Cycles between settings and
  /// malformed references still throw: the settings themselves are broken.
  ///
  /// - Parameters:
  ///   - name: The target's name, unique within its family.
  ///   - rawEntitlements: The entitlements as written, with `$(…)` references.
  ///   - settings: The build settings the references expand from.
  ///   - platform: The platform the target runs on.
  ///   - identity: The team, App ID prefix and bundle ID.
  ///   - profile: The keychain generation; ``BehaviourProfile/current`` by default.
  /// - Throws: ``BuildSettingsError/cycle(variables:)`` or
  ///   ``BuildSettingsError/malformedReference(value:reason:)``.
  public init(
    name: String, expanding rawEntitlements: Entitlements, settings: BuildSettings,
    platform: Platform, identity: SigningIdentity, profile: BehaviourProfile = .current
  ) throws(BuildSettingsError) {
    let expander = EntitlementsExpander(
      settings: settings, identity: identity, platform: platform,
      undefinedVariables: .keepAsWritten)
    let expansion = try expander.expand(rawEntitlements)
    self.init(
      name: name, entitlements: expansion.entitlements, platform: platform, identity: identity,
      profile: profile, expansionFindings: expansion.findings)
  }
}
