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
    var unpaired = baseline.targets
    var pairs: [TargetPair] = update.targets.map { target in
      guard let index = unpaired.firstIndex(where: { $0.name == target.name }) else {
        return TargetPair(baseline: nil, update: target)
      }
      return TargetPair(baseline: unpaired.remove(at: index), update: target)
    }
    for index in pairs.indices where pairs[index].baseline == nil {
      guard let bundleID = pairs[index].update?.identity.bundleID,
        let match = unpaired.firstIndex(where: { $0.identity.bundleID == bundleID })
      else { continue }
      pairs[index].baseline = unpaired.remove(at: match)
    }
    return pairs + unpaired.map { TargetPair(baseline: $0, update: nil) }
  }
}
