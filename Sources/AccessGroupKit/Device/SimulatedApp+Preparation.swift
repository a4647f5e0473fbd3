import Foundation

/// An app's entitlements expanded with its build settings and identity, and resolved into
/// access groups for one platform and keychain generation: what a device installs.
///
/// It depends on the app, the platform and the profile alone, never on the device, so a
/// scenario prepares each app once per platform and every device of that platform installs
/// the same preparation.
///
/// A class, shared rather than copied: a scenario keeps one per app and platform, and every
/// device that installs the app refers to the same one.
final class PreparedApp: Sendable {
  /// The platform the groups were resolved for.
  let platform: Platform
  /// For an App Clip, the application identifiers of its full apps
  /// (`com.apple.developer.parent-application-identifiers`, empty when it names none);
  /// `nil` for any other app. The rest of the expanded entitlements is not kept: the groups
  /// say all the keychain needs.
  let parentApplicationIdentifiers: [String]?
  /// The access groups.
  var groups: ResolvedAccessGroups { identity.accessGroups }
  /// The app's keychain identity (its groups as the store checks them), shared by the
  /// clients of every device with the same profile.
  let identity: ClientIdentity

  init(
    platform: Platform, parentApplicationIdentifiers: [String]?, identity: ClientIdentity
  ) {
    self.platform = platform
    self.parentApplicationIdentifiers = parentApplicationIdentifiers
    self.identity = identity
  }
}

extension SimulatedApp {
  /// Expands and resolves the app's entitlements for `platform` and `profile`, parsing
  /// build-setting values through `expressions` when the caller shares one between apps.
  ///
  /// - Throws: ``BuildSettingsError`` when a variable cannot be expanded.
  func prepared(
    for platform: Platform, profile: BehaviourProfile,
    expressions: BuildSettingExpressions? = nil
  ) throws(BuildSettingsError) -> PreparedApp {
    var expander = EntitlementsExpander(
      settings: buildSettings, identity: identity, platform: platform)
    expander.expressions = expressions
    let expansion = try expander.expand(entitlements)
    let options = ResolutionOptions(
      platform: platform, profile: profile, entitlementsValidated: entitlementsValidated,
      cryptoTokenKitEnabled: cryptoTokenKitEnabled)
    let groups = AccessGroupResolver(options: options).resolve(expansion.entitlements)
    let parents =
      groups.isAppClip
      ? expansion.entitlements.strings(for: SimulatedDevice.parentApplicationIdentifiers) ?? []
      : nil
    return PreparedApp(
      platform: platform, parentApplicationIdentifiers: parents,
      identity: ClientIdentity(accessGroups: groups, name: name, profile: profile))
  }
}
