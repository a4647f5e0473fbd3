/// One row of a ``SharingMatrix``: the groups one target reaches, how, and its default.
public struct TargetAccessGroups: Hashable, Sendable {
  /// The target's name.
  public var name: String

  /// The target's platform.
  public var platform: Platform

  /// The target's resolved list, in securityd's order.
  public var resolved: ResolvedAccessGroups {
    didSet { lookup = GroupLookup(resolved) }
  }

  /// The groups of ``resolved`` as sets, so asking about one group does not scan the list:
  /// a family of thousands of targets asks about every group of every target.
  private var lookup: GroupLookup

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - name: The target's name.
  ///   - platform: The target's platform.
  ///   - resolved: The target's resolved access groups.
  public init(name: String, platform: Platform, resolved: ResolvedAccessGroups) {
    self.name = name
    self.platform = platform
    self.resolved = resolved
    self.lookup = GroupLookup(resolved)
  }

  /// Rows are equal when their name, platform and list are; the lookup follows the list.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.name == rhs.name && lhs.platform == rhs.platform && lhs.resolved == rhs.resolved
  }

  /// Hashes the name, platform and list.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(platform)
    hasher.combine(resolved)
  }

  /// The groups in securityd's order, duplicates included.
  public var accessGroups: [String] { resolved.groups }

  /// The groups the target reaches, each once, in list order.
  var reachedGroups: [String] { lookup.groups }

  /// The groups other than the read-only `com.apple.token`, each once, in list order: the
  /// groups through which the target can share items with others.
  var sharableGroups: [String] {
    lookup.reaches(ResolvedAccessGroups.tokenGroup)
      ? lookup.groups.filter { $0 != ResolvedAccessGroups.tokenGroup } : lookup.groups
  }

  /// The group items go to when an add names none, or `nil` when the list is empty.
  public var defaultGroup: String? { lookup.defaultGroup }

  /// How the target may use a group, or `nil` when it does not reach it.
  ///
  /// - Parameter group: An access group.
  /// - Returns: ``GroupAccess/readWrite``, ``GroupAccess/readOnly`` or `nil`.
  public func access(to group: String) -> GroupAccess? {
    guard lookup.reaches(group) else { return nil }
    return group == ResolvedAccessGroups.tokenGroup ? .readOnly : .readWrite
  }

  /// The entitlements that give the target a group, in list order (a group listed in
  /// `keychain-access-groups` that is also the application identifier has two).
  ///
  /// - Parameter group: An access group.
  /// - Returns: The sources; empty when the target does not reach the group.
  public func sources(of group: String) -> [AccessGroupSource] {
    guard lookup.reaches(group) else { return [] }
    return resolved.entries.filter { $0.name == group }.map(\.source)
  }

  /// Whether the target reaches a group through `keychain-access-groups`.
  ///
  /// - Parameter group: An access group.
  /// - Returns: `true` when one of the group's sources is that entitlement.
  public func listsInKeychainAccessGroups(_ group: String) -> Bool {
    lookup.listsInKeychainAccessGroups(group)
  }

  /// Whether the target reaches a group only through
  /// `com.apple.security.application-groups`.
  ///
  /// - Parameter group: An access group.
  /// - Returns: `true` when every source of the group is that entitlement.
  public func reachesOnlyAsApplicationGroup(_ group: String) -> Bool {
    lookup.reachesOnlyAsApplicationGroup(group)
  }
}

/// A resolved list's groups, each with how the list reaches it: through
/// `keychain-access-groups`, through anything but `com.apple.security.application-groups`;
/// its default group, which a sharing table asks for in every cell and which takes a pass
/// over the list to find; and its groups each once, which every family check walks. One
/// table, so each group is looked up once however it is reached.
private struct GroupLookup: Sendable {
  struct Ways: OptionSet, Sendable {
    let rawValue: UInt8
    static let listedInKeychainAccessGroups = Ways(rawValue: 1)
    static let otherThanApplicationGroups = Ways(rawValue: 2)
  }

  private var ways = NameTable<Ways>()
  var defaultGroup: String?
  private(set) var groups: [String] = []

  init(_ resolved: ResolvedAccessGroups) {
    defaultGroup = resolved.defaultGroup
    for entry in resolved.entries {
      var found: Ways = []
      if entry.source.entitlement == .keychainAccessGroups {
        found.insert(.listedInKeychainAccessGroups)
      }
      if entry.source.entitlement != .applicationGroups {
        found.insert(.otherThanApplicationGroups)
      }
      ways.update(entry.name, initial: []) { $0.formUnion(found) }
    }
    groups = ways.names
  }

  func reaches(_ group: String) -> Bool { ways[group] != nil }

  func listsInKeychainAccessGroups(_ group: String) -> Bool {
    ways[group]?.contains(.listedInKeychainAccessGroups) == true
  }

  func reachesOnlyAsApplicationGroup(_ group: String) -> Bool {
    ways[group].map { !$0.contains(.otherThanApplicationGroups) } ?? false
  }
}
