extension AppTarget {
  /// Creates a target from entitlements as written, expanding build variables as Xcode
  /// does when it signs the target.
  ///
  /// The expansion is ``EntitlementsExpander``'s, with one difference that suits a linter:
  /// a keychain entitlement whose value uses an undefined variable is not an error here.
  /// That value is kept as written, so ``FamilyLinter`` reports it as `unexpanded-variable`
  /// next to every other finding, instead of the first such value stopping the whole lint.
  /// Cycles between settings and malformed references still throw: the settings themselves
  /// are broken.
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
    let expander = EntitlementsExpander(settings: settings, identity: identity, platform: platform)
    let expansion: EntitlementsExpansion
    do throws(BuildSettingsError) {
      expansion = try expander.expand(rawEntitlements)
    } catch .undefinedVariable {
      expansion = try Self.expandLeniently(rawEntitlements, with: expander)
    }
    self.init(
      name: name, entitlements: expansion.entitlements, platform: platform, identity: identity,
      profile: profile, expansionFindings: expansion.findings)
  }

  /// Expands each keychain entitlement on its own. One that uses an undefined variable is
  /// expanded under a stand-in key, for which the expander keeps an unexpandable string as
  /// written instead of throwing; the stand-in's notes are dropped because the validator
  /// reports those strings as errors.
  private static func expandLeniently(
    _ raw: Entitlements, with expander: EntitlementsExpander
  ) throws(BuildSettingsError) -> EntitlementsExpansion {
    let standIn = EntitlementKey(rawValue: "accessgroups.lint.unexpanded")
    var kept: [EntitlementKey: PropertyListValue] = [:]
    for key in EntitlementKey.keychainRelevant.sorted() {
      guard let value = raw[key] else { continue }
      do throws(BuildSettingsError) {
        _ = try expander.expand(Entitlements([key: value]))
      } catch .undefinedVariable {
        let single = try expander.expand(Entitlements([standIn: value]))
        kept[key] = single.entitlements[standIn] ?? value
      }
    }
    var others = raw
    for key in kept.keys { others.values[key] = nil }
    var expansion = try expander.expand(others)
    let keptIdentifier =
      kept[.applicationIdentifier] != nil || kept[.appleApplicationIdentifier] != nil
    if keptIdentifier, expansion.synthesizedApplicationIdentifier {
      // The file has its own application identifier; none is synthesized for it.
      expansion.entitlements.values[expander.platform.applicationIdentifierKey] = nil
      expansion.synthesizedApplicationIdentifier = false
    }
    for (key, value) in kept { expansion.entitlements.values[key] = value }
    return expansion
  }
}
