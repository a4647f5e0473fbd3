/// The targets that ship together and may share keychain items: an app, its extensions and
/// widgets, an App Clip, a companion Mac app.
///
/// The family keeps its targets in the order given; ``SharingMatrix``, ``FamilyLinter`` and
/// `SharingGraph` list targets in that order, so their output is deterministic.
///
/// ```swift
/// let family = try AppFamily(targets: [app, shareExtension, widget])
/// let findings = FamilyLinter().lint(family)
/// ```
public struct AppFamily: Hashable, Sendable {
  /// The targets, in the order given.
  public private(set) var targets: [AppTarget]

  /// Creates a family.
  ///
  /// - Parameter targets: The targets; each needs a non-empty name no other target has, and
  ///   together they may list at most ``maximumListedGroups`` groups of at most
  ///   ``maximumListedGroupBytes`` bytes.
  /// - Throws: ``AppFamilyError/emptyTargetName``,
  ///   ``AppFamilyError/duplicateTargetName(_:)``,
  ///   ``AppFamilyError/tooManyGroups(limit:target:)`` or
  ///   ``AppFamilyError/groupsTooLong(limit:target:)``.
  public init(targets: [AppTarget]) throws(AppFamilyError) {
    var names = NameTable<Void>()
    var listedGroups = ListedGroups()
    for target in targets {
      guard !target.name.isEmpty else { throw .emptyTargetName }
      guard names.insert(target.name, ()) else {
        throw .duplicateTargetName(target.name)
      }
      try Self.count(target, into: &listedGroups)
    }
    self.targets = targets
  }

  /// The most groups a family's targets may list in all, counting each target's
  /// `keychain-access-groups` and application groups.
  ///
  /// Expanding, resolving, checking and reporting read each target's groups, so their sum
  /// is the work: targets that share one entitlements file of thousands of groups reach
  /// millions, from a file of some hundred kilobytes. Real families list tens. At the
  /// budget, a family of targets whose groups no other target lists has a finding per
  /// group: 37 MB of text or 70 MB of JSON, and `lint` stays under 256 MiB.
  public static let maximumListedGroups = 150_000

  /// The most bytes (UTF-8) the groups a family's targets list may hold in all: as much as
  /// one entitlements file may hold.
  ///
  /// The same work, counted by length: targets that share an entitlements file of one
  /// group of a megabyte would each check, resolve and report a megabyte.
  public static let maximumListedGroupBytes = 16 << 20

  /// What the targets of a family list so far, as its budgets count it.
  struct ListedGroups {
    /// How many groups.
    var count = 0
    /// How many bytes they hold.
    var bytes = 0
  }

  /// Adds the groups `target` lists to `listed`, the groups of the targets before it, and
  /// throws when the sum passes ``maximumListedGroups`` or ``maximumListedGroupBytes``: a
  /// family checks its targets so, and a project checks each target as it expands it,
  /// before the next costs anything.
  static func count(_ target: AppTarget, into listed: inout ListedGroups) throws(AppFamilyError) {
    try count(target.entitlements, of: target.name, into: &listed)
  }

  /// ``count(_:into:)`` for the entitlements of a target or app named `name`.
  static func count(
    _ entitlements: Entitlements, of name: String, into listed: inout ListedGroups
  ) throws(AppFamilyError) {
    for key in [EntitlementKey.keychainAccessGroups, .applicationGroups] {
      guard case .array(let values)? = entitlements[key] else { continue }
      listed.count += values.count
      for case .string(let group) in values { listed.bytes += group.utf8.count }
    }
    guard listed.count <= maximumListedGroups else {
      throw .tooManyGroups(limit: maximumListedGroups, target: name)
    }
    guard listed.bytes <= maximumListedGroupBytes else {
      throw .groupsTooLong(limit: maximumListedGroupBytes, target: name)
    }
  }

  /// The target with a name, if the family has one.
  ///
  /// - Parameter name: A target's name.
  /// - Returns: The target, or `nil`.
  public func target(named name: String) -> AppTarget? {
    targets.first { $0.name == name }
  }
}
