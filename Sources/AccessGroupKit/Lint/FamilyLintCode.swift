/// The stable codes of the findings ``FamilyLinter`` makes about a family as a whole or
/// about one target's place in it.
///
/// Per-target checks of the entitlements themselves (`missing-team-prefix`,
/// `foreign-team-prefix`, `duplicate-access-group`, `unexpanded-variable` and the others)
/// come from ``EntitlementsValidator`` with its codes and severities.
public enum FamilyLintCode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// A group listed in `keychain-access-groups` that no other target reaches (note).
  case groupSingleTarget = "group-single-target"

  /// Two targets that share groups write by default to different groups, and one of them
  /// cannot read the other's default (warning).
  case defaultGroupsDiffer = "default-groups-differ"

  /// Targets that share no keychain group share an app group, which can only serve as
  /// their keychain group (note).
  case appGroupUsedForKeychain = "app-group-used-for-keychain"

  /// An App Clip whose list is not exactly its application identifier: every SecItem call
  /// returns `errSecRestrictedAPI` (error).
  case appClipGroupsRefused = "app-clip-groups-refused"

  /// A native macOS target, whose SecItem calls go to the file-based keychain unless they
  /// pass `kSecUseDataProtectionKeychain` (warning).
  case macOSFileBasedKeychain = "macos-file-based-keychain"

  /// A target with no writable group: calls fail with `errSecMissingEntitlement` (error).
  case noAccessGroups = "no-access-groups"

  /// The severity findings with this code have.
  public var severity: Finding.Severity {
    switch self {
    case .groupSingleTarget, .appGroupUsedForKeychain: .note
    case .defaultGroupsDiffer, .macOSFileBasedKeychain: .warning
    case .appClipGroupsRefused, .noAccessGroups: .error
    }
  }

  /// The kebab-case code, such as `default-groups-differ`.
  public var description: String { rawValue }
}
