/// Which rows of a list reach each access group (other than the read-only
/// `com.apple.token`), so the family checks look a group's targets up instead of comparing
/// every pair of targets.
struct SharingIndex {
  /// The positions of the rows that reach each group, each once, in row order.
  private(set) var reaching: [String: [Int]] = [:]

  /// Indexes rows.
  ///
  /// - Parameter rows: The rows, such as the targets of one kind of device.
  init(rows: [TargetAccessGroups]) {
    for (position, row) in rows.enumerated() {
      for group in Self.distinctGroups(of: row) { reaching[group, default: []].append(position) }
    }
  }

  /// A row's groups other than `com.apple.token`, each once, in list order.
  static func distinctGroups(of row: TargetAccessGroups) -> [String] {
    var seen: Set<String> = []
    return row.accessGroups.filter {
      $0 != ResolvedAccessGroups.tokenGroup && seen.insert($0).inserted
    }
  }

  /// The groups of a row that another indexed row reaches too, in list order.
  func sharedGroups(of row: TargetAccessGroups) -> [String] {
    Self.distinctGroups(of: row).filter { (reaching[$0]?.count ?? 0) > 1 }
  }

  /// The positions of the rows that reach at least one of `groups`, in row order.
  func rows(reachingAnyOf groups: [String]) -> [Int] {
    var positions: Set<Int> = []
    for group in groups { positions.formUnion(reaching[group] ?? []) }
    return positions.sorted()
  }
}
