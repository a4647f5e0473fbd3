/// Which targets of an ``AppFamily`` reach which access groups, how, and where each target
/// writes by default.
///
/// Rows are the family's targets in family order. Columns (``groups``) are every group any
/// target reaches, each once, in order of first appearance: the first target's groups in
/// securityd's order, then groups only later targets reach. Both orders depend only on the
/// input, so rendering the matrix is deterministic.
///
/// ```swift
/// let matrix = SharingMatrix(family: family)
/// matrix.access(of: "widget", to: "group.com.ranchero.NetNewsWire.iOS")  // .readWrite
/// matrix.defaultGroup(of: "widget")  // "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS"
/// ```
public struct SharingMatrix: Hashable, Sendable {
  /// One row per target, in family order.
  public var rows: [TargetAccessGroups] {
    didSet {
      positions = Self.positions(of: rows)
      index = SharingIndex(rows: rows)
    }
  }

  /// Each target's row position, so looking a target up does not scan thousands of rows.
  private var positions: NameTable<Int>

  /// The rows that reach each group: the report and every family check ask it, so it is
  /// built once with the rows.
  private(set) var index: SharingIndex

  /// Every group some target reaches, once each, in order of first appearance.
  public var groups: [String]

  /// Builds the matrix by resolving each target's access groups.
  ///
  /// - Parameter family: The app family.
  public init(family: AppFamily) {
    rows = family.targets.map { target in
      TargetAccessGroups(
        name: target.name, platform: target.platform, resolved: target.resolvedAccessGroups)
    }
    positions = Self.positions(of: rows)
    index = SharingIndex(rows: rows)
    groups = index.groups
  }

  /// A matrix of rows already resolved, such as the rows of several families shown as one.
  ///
  /// - Parameter rows: The rows, in the order to show them.
  public init(rows: [TargetAccessGroups]) {
    self.rows = rows
    positions = Self.positions(of: rows)
    index = SharingIndex(rows: rows)
    groups = index.groups
  }

  /// Matrices are equal when their rows and groups are; the positions follow the rows.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rows == rhs.rows && lhs.groups == rhs.groups
  }

  /// Hashes the rows and groups.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rows)
    hasher.combine(groups)
  }

  /// The matrix of some targets only, in this matrix's order, without resolving them again.
  ///
  /// - Parameter targets: The targets' names.
  /// - Returns: A matrix of their rows and the groups they reach.
  public func restricted(to targets: [String]) -> SharingMatrix {
    let wanted = Set(targets.compactMap { positions[$0] })
    return SharingMatrix(rows: wanted.sorted().map { rows[$0] })
  }

  /// The target names, in family order.
  public var targets: [String] { rows.map(\.name) }

  /// The row of a target, or `nil` when the family has no target of that name.
  ///
  /// - Parameter target: A target's name.
  /// - Returns: The row.
  public func row(_ target: String) -> TargetAccessGroups? {
    positions[target].map { rows[$0] }
  }

  /// The position of each name's first row.
  private static func positions(of rows: [TargetAccessGroups]) -> NameTable<Int> {
    var positions = NameTable<Int>()
    for (position, row) in rows.enumerated() { positions.insert(row.name, position) }
    return positions
  }

  /// How a target may use a group, or `nil` when it does not reach it.
  ///
  /// - Parameters:
  ///   - target: A target's name.
  ///   - group: An access group.
  /// - Returns: ``GroupAccess/readWrite``, ``GroupAccess/readOnly`` or `nil`.
  public func access(of target: String, to group: String) -> GroupAccess? {
    row(target)?.access(to: group)
  }

  /// A target's default group, or `nil` when it has none (or there is no such target).
  ///
  /// - Parameter target: A target's name.
  /// - Returns: The first group of the target's list.
  public func defaultGroup(of target: String) -> String? {
    row(target)?.defaultGroup
  }

  /// The targets that reach a group, in family order.
  ///
  /// - Parameter group: An access group.
  /// - Returns: The targets' names.
  public func targets(reaching group: String) -> [String] {
    (index.reaching[group] ?? []).map { rows[$0].name }
  }

  /// The groups two targets both reach, except `com.apple.token`, in the first target's
  /// order.
  ///
  /// The token group holds CryptoTokenKit items and is read-only; reaching it does not let
  /// two targets exchange items they write.
  ///
  /// - Parameters:
  ///   - first: A target's name.
  ///   - second: Another target's name.
  /// - Returns: The shared groups, each once.
  public func sharedGroups(_ first: String, _ second: String) -> [String] {
    guard let one = row(first), let other = row(second) else { return [] }
    var seen: Set<String> = []
    return one.accessGroups.filter { group in
      group != ResolvedAccessGroups.tokenGroup && other.access(to: group) != nil
        && seen.insert(group).inserted
    }
  }
}
