/// A target of an app family's baseline (the version users have) with the same target in
/// the new version: paired by name, or by bundle ID when the name changed.
package struct TargetPair: Hashable, Sendable {
  /// The target as users have it, or `nil` for a target new in this version.
  package var baseline: AppTarget?

  /// The target in the new version, or `nil` for a target the new version removes.
  package var update: AppTarget?

  /// Creates a pair.
  ///
  /// - Parameters:
  ///   - baseline: The target as users have it.
  ///   - update: The target in the new version.
  package init(baseline: AppTarget?, update: AppTarget?) {
    self.baseline = baseline
    self.update = update
  }

  /// The pairs of two versions of a family: each new target with its baseline (by name,
  /// then by bundle ID among the targets still unpaired), in the new family's order, then
  /// the baseline targets the new version removes, in the baseline's order.
  ///
  /// - Parameters:
  ///   - baseline: The family users have.
  ///   - update: The new version.
  /// - Returns: The pairs.
  package static func pairs(baseline: AppFamily, update: AppFamily) -> [TargetPair] {
    // Looked up by name and by bundle ID rather than searched: families of tens of
    // thousands of targets pair in one pass each. A family's names are unique.
    var paired = [Bool](repeating: false, count: baseline.targets.count)
    var positionByName: [String: Int] = [:]
    for (position, target) in baseline.targets.enumerated() {
      positionByName[target.name] = position
    }
    var pairs: [TargetPair] = update.targets.map { target in
      guard let position = positionByName[target.name] else {
        return TargetPair(baseline: nil, update: target)
      }
      paired[position] = true
      return TargetPair(baseline: baseline.targets[position], update: target)
    }
    // The unpaired baseline targets of each bundle ID, in the baseline's order: each new
    // target without a pair takes the first left.
    var unpairedByBundleID: [String: ArraySlice<Int>] = [:]
    for (position, target) in baseline.targets.enumerated() where !paired[position] {
      guard let bundleID = target.identity.bundleID else { continue }
      unpairedByBundleID[bundleID, default: []].append(position)
    }
    for index in pairs.indices where pairs[index].baseline == nil {
      guard let bundleID = pairs[index].update?.identity.bundleID,
        let position = unpairedByBundleID[bundleID]?.popFirst()
      else { continue }
      paired[position] = true
      pairs[index].baseline = baseline.targets[position]
    }
    let removed = baseline.targets.indices.filter { !paired[$0] }.map {
      TargetPair(baseline: baseline.targets[$0], update: nil)
    }
    return pairs + removed
  }
}
