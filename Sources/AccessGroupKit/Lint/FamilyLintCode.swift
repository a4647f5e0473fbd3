/// The stable codes of the findings ``FamilyLinter`` makes about a family as a whole or
/// about one target's place in it, and those ``FamilyLinter/lintUpdate(from:to:)`` makes about
/// an update of the family.
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

  /// Against a baseline: the target's default group moved, so items the old version added
  /// without `kSecAttrAccessGroup` stay where they were and new ones go elsewhere (warning).
  case defaultGroupChanged = "default-group-changed"

  /// Against a baseline: a group the target could reach is no longer reachable by it, so
  /// what it stored there is lost to it (error).
  case groupRemoved = "group-removed"

  /// Against a baseline: the App ID prefix changed, as with an app transfer or a team
  /// change; every item under the old prefix is unreachable (error).
  case appIDPrefixChanged = "app-id-prefix-changed"

  /// Against a baseline: a target of the baseline is not in the new version (note).
  case targetRemoved = "target-removed"

  /// Against a baseline: a target new in this version cannot reach a group where the
  /// family's existing items live (note).
  case newTargetCannotReach = "new-target-cannot-reach"

  /// The severity findings with this code have.
  public var severity: Finding.Severity {
    switch self {
    case .groupSingleTarget, .appGroupUsedForKeychain, .targetRemoved, .newTargetCannotReach:
      .note
    case .defaultGroupsDiffer, .macOSFileBasedKeychain, .defaultGroupChanged: .warning
    case .appClipGroupsRefused, .noAccessGroups, .groupRemoved, .appIDPrefixChanged: .error
    }
  }

  /// The kebab-case code, such as `default-groups-differ`.
  public var description: String { rawValue }
}
