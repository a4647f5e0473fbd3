/// Why an ``AppFamily`` could not be formed.
public enum AppFamilyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A target has an empty name.
  case emptyTargetName

  /// Two targets have the same name.
  ///
  /// - Parameter name: The name given twice.
  case duplicateTargetName(String)

  /// The targets list more groups in all than ``AppFamily/maximumListedGroups``.
  ///
  /// - Parameters:
  ///   - limit: The most groups a family may list.
  ///   - target: The target whose groups pass it.
  case tooManyGroups(limit: Int, target: String)

  /// The groups the targets list hold more bytes in all than
  /// ``AppFamily/maximumListedGroupBytes``.
  ///
  /// - Parameters:
  ///   - limit: The most bytes a family's groups may hold.
  ///   - target: The target whose groups pass it.
  case groupsTooLong(limit: Int, target: String)

  /// A sentence naming what is wrong.
  public var description: String {
    switch self {
    case .emptyTargetName:
      "a target has an empty name; every target needs a name"
    case .duplicateTargetName(let name):
      "two targets are named '\(name)'; target names must be unique"
    case .tooManyGroups(let limit, let target):
      "the targets up to '\(target.excerpted)' list more than \(limit) keychain and app groups in "
        + "all (targets that share an entitlements file list its groups each); real families list "
        + "tens"
    case .groupsTooLong(let limit, let target):
      "the keychain and app groups of the targets up to '\(target.excerpted)' hold more than "
        + "\(limit) bytes in all (targets that share an entitlements file list its groups each); "
        + "real groups are tens of characters"
    }
  }
}
