import Foundation

/// An app's entitlements expanded with its build settings and identity, and resolved into
/// access groups for one platform and keychain generation: what a device installs.
///
/// It depends on the app, the platform and the profile alone, never on the device, so a
/// scenario prepares each app once per platform and every device of that platform installs
/// the same preparation.
struct PreparedApp: Sendable {
  /// The platform the groups were resolved for.
  var platform: Platform
  /// The expanded entitlements.
  var entitlements: Entitlements
  /// The access groups.
  var groups: ResolvedAccessGroups
  /// The app's keychain identity (its groups as the store checks them), shared by the
  /// clients of every device with the same profile.
  var identity: ClientIdentity
}

extension SimulatedApp {
  /// Expands and resolves the app's entitlements for `platform` and `profile`.
  ///
  /// - Throws: ``BuildSettingsError`` when a variable cannot be expanded.
  func prepared(
    for platform: Platform, profile: BehaviourProfile
  ) throws(BuildSettingsError) -> PreparedApp {
    let expander = EntitlementsExpander(
      settings: buildSettings, identity: identity, platform: platform)
    let expansion = try expander.expand(entitlements)
    let options = ResolutionOptions(
      platform: platform, profile: profile, entitlementsValidated: entitlementsValidated,
      cryptoTokenKitEnabled: cryptoTokenKitEnabled)
    let groups = AccessGroupResolver(options: options).resolve(expansion.entitlements)
    return PreparedApp(
      platform: platform, entitlements: expansion.entitlements, groups: groups,
      identity: ClientIdentity(accessGroups: groups, name: name, profile: profile))
  }
}
