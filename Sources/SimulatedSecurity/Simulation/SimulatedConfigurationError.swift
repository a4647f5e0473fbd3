import AccessGroupKit

/// Why the `ACCESSGROUPKIT_*` environment variables don't describe an app.
///
/// The simulation never traps on a bad configuration: every SecItem call then returns
/// `errSecNotAvailable` (-25291), ``SimulatedKeychain/lastExplanation`` carries this error's
/// description, and one line naming the variable goes to standard error.
public enum SimulatedConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file in `ACCESSGROUPKIT_ENTITLEMENTS` can't be loaded.
  case entitlements(EntitlementsLoadingError)

  /// A build-setting reference in the entitlements can't be expanded, for example
  /// `$(AppIdentifierPrefix)` without `ACCESSGROUPKIT_TEAM_ID`.
  case buildSettings(BuildSettingsError)

  /// An entry of `ACCESSGROUPKIT_BUILD_SETTINGS` is not `NAME=VALUE`.
  case malformedBuildSetting(entry: String)

  /// `ACCESSGROUPKIT_PLATFORM` names no platform.
  case unknownPlatform(String)

  /// `ACCESSGROUPKIT_PROFILE` names no behaviour profile.
  case unknownProfile(String)

  /// A message naming the variable and what is wrong.
  public var description: String {
    switch self {
    case .entitlements(let error):
      return "ACCESSGROUPKIT_ENTITLEMENTS: \(error)"
    case .buildSettings(let error):
      return "ACCESSGROUPKIT_ENTITLEMENTS/ACCESSGROUPKIT_KEYCHAIN_GROUPS: \(error) "
        + "(set ACCESSGROUPKIT_TEAM_ID, ACCESSGROUPKIT_BUNDLE_ID or "
        + "ACCESSGROUPKIT_BUILD_SETTINGS)"
    case .malformedBuildSetting(let entry):
      return "ACCESSGROUPKIT_BUILD_SETTINGS: `\(entry)` is not NAME=VALUE "
        + "(separate settings with `;`)"
    case .unknownPlatform(let value):
      return "ACCESSGROUPKIT_PLATFORM: unknown platform `\(value)` "
        + "(use ios, ios-simulator, macos or catalyst)"
    case .unknownProfile(let value):
      return "ACCESSGROUPKIT_PROFILE: unknown profile `\(value)` (use current or legacy)"
    }
  }
}
