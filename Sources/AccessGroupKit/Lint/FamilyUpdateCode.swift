/// The stable codes of the findings ``FamilyUpdateChecker`` makes when it compares a new
/// version of an app family with the version users have installed (its baseline).
public enum FamilyUpdateCode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The target's default group moved: items the old version added without
  /// `kSecAttrAccessGroup` stay where they were and new ones go elsewhere (warning).
  case defaultGroupChanged = "default-group-changed"

  /// A group the target could reach is no longer reachable by it, so what it stored there
  /// is lost to it (error).
  case groupRemoved = "group-removed"

  /// The App ID prefix changed, as with an app transfer or a team change: every item under
  /// the old prefix is unreachable (error).
  case appIDPrefixChanged = "app-id-prefix-changed"

  /// A target of the baseline is not in the new version (note).
  case targetRemoved = "target-removed"

  /// A target new in this version cannot reach a group where the family's existing items
  /// live (note).
  case newTargetCannotReach = "new-target-cannot-reach"

  /// The severity findings with this code have.
  public var severity: Finding.Severity {
    switch self {
    case .targetRemoved, .newTargetCannotReach: .note
    case .defaultGroupChanged: .warning
    case .groupRemoved, .appIDPrefixChanged: .error
    }
  }

  /// The kebab-case code, such as `group-removed`.
  public var description: String { rawValue }
}
