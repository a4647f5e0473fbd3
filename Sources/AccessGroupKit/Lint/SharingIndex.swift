/// Which rows of a list reach each access group, so the family checks and the report look a
/// group's targets up instead of comparing every pair of targets.
struct SharingIndex: Sendable {
  /// The positions of the rows that reach each group, each once, in row order.
  private(set) var reaching: [String: [Int]] = [:]

  /// Every group some row reaches, once each, in order of first appearance.
  private(set) var groups: [String] = []

  /// Indexes rows.
  ///
  /// - Parameter rows: The rows, such as the targets of one kind of device.
  init(rows: [TargetAccessGroups]) {
    for (position, row) in rows.enumerated() {
      for group in row.reachedGroups {
        if let known = reaching.index(forKey: group) {
          reaching.values[known].append(position)
        } else {
          reaching[group] = [position]
          groups.append(group)
        }
      }
    }
  }

  /// The groups of a row that another indexed row reaches too, other than the read-only
  /// `com.apple.token`, in list order.
  func sharedGroups(of row: TargetAccessGroups) -> [String] {
    row.sharableGroups.filter { (reaching[$0]?.count ?? 0) > 1 }
  }

  /// The positions of the rows that reach at least one of `groups`, in row order.
  func rows(reachingAnyOf groups: [String]) -> [Int] {
    var positions: Set<Int> = []
    for group in groups { positions.formUnion(reaching[group] ?? []) }
    return positions.sorted()
  }
}
