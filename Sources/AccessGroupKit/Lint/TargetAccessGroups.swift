/// One row of a ``SharingMatrix``: the groups one target reaches, how, and its default.
public struct TargetAccessGroups: Hashable, Sendable {
  /// The target's name.
  public var name: String

  /// The target's platform.
  public var platform: Platform

  /// The target's resolved list, in securityd's order.
  public var resolved: ResolvedAccessGroups

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
  }

  /// The groups in securityd's order, duplicates included.
  public var accessGroups: [String] { resolved.groups }

  /// The group items go to when an add names none, or `nil` when the list is empty.
  public var defaultGroup: String? { resolved.defaultGroup }

  /// How the target may use a group, or `nil` when it does not reach it.
  ///
  /// - Parameter group: An access group.
  /// - Returns: ``GroupAccess/readWrite``, ``GroupAccess/readOnly`` or `nil`.
  public func access(to group: String) -> GroupAccess? {
    guard resolved.groups.contains(group) else { return nil }
    return resolved.writableGroups.contains(group) ? .readWrite : .readOnly
  }

  /// The entitlements that give the target a group, in list order (a group listed in
  /// `keychain-access-groups` that is also the application identifier has two).
  ///
  /// - Parameter group: An access group.
  /// - Returns: The sources; empty when the target does not reach the group.
  public func sources(of group: String) -> [AccessGroupSource] {
    resolved.entries.filter { $0.name == group }.map(\.source)
  }

  /// Whether the target reaches a group through `keychain-access-groups`.
  ///
  /// - Parameter group: An access group.
  /// - Returns: `true` when one of the group's sources is that entitlement.
  public func listsInKeychainAccessGroups(_ group: String) -> Bool {
    sources(of: group).contains { $0.entitlement == .keychainAccessGroups }
  }

  /// Whether the target reaches a group only through
  /// `com.apple.security.application-groups`.
  ///
  /// - Parameter group: An access group.
  /// - Returns: `true` when every source of the group is that entitlement.
  public func reachesOnlyAsApplicationGroup(_ group: String) -> Bool {
    let sources = sources(of: group)
    return !sources.isEmpty && sources.allSatisfy { $0.entitlement == .applicationGroups }
  }
}
