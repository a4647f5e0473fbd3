/// Compares a new version of an app family with the version users have installed (its
/// baseline) and reports what the update does to keychain items already on their devices.
///
/// Targets are paired with ``TargetPair/pairs(baseline:update:)``. For each pair, with the
/// target's name in ``Finding/target``:
///
/// - `app-id-prefix-changed` (error): the App ID prefix of the application identifier
///   changed, as an app transfer or a team change does. Every group under the old prefix,
///   the application identifier's own included, is out of reach.
/// - `group-removed` (error): a group the target reached (through any entitlement) is not
///   in its new list. A query naming the group fails with `errSecMissingEntitlement`
///   (-34018); one without a group no longer finds the items (`errSecItemNotFound`,
///   -25300). Groups under a changed prefix are reported once, by the prefix finding.
/// - `default-group-changed` (warning): the first group moved. Items added without
///   `kSecAttrAccessGroup` stay in the old default; new ones go to the new default, where
///   the add does not see the old item, so a second item is created and a query without a
///   group can match both.
/// - `target-removed` (note): a baseline target with no counterpart; its items stay.
/// - `new-target-cannot-reach` (note): a target new in this version that cannot reach a
///   group the baseline's targets add to by default, where the family's existing items are.
///
/// The rules are the resolver's (``AppTarget/resolvedAccessGroups``); what the findings say
/// about items is checked by ``FamilyUpdateSimulation``, which runs the calls on a
/// ``SimulatedDevice``.
package struct FamilyUpdateChecker: Sendable {
  /// Creates a checker.
  package init() {}

  /// The findings about an update.
  ///
  /// - Parameters:
  ///   - baseline: The family users have.
  ///   - update: The new version.
  /// - Returns: The findings, in pair order.
  package func check(baseline: AppFamily, update: AppFamily) -> [Finding] {
    let pairs = TargetPair.pairs(baseline: baseline, update: update)
    // Which new targets reach each group, looked up rather than searched for each target's
    // groups: thousands of targets that each drop a group would compare every pair.
    let newVersion = NewVersion(rows: update.targets.map(Self.row))
    let oldDefaults = baseline.targets.compactMap { Self.row($0).defaultGroup }
    var findings: [Finding] = []
    for pair in pairs {
      switch (pair.baseline, pair.update) {
      case (let old?, let new?):
        findings += changes(from: Self.row(old), to: Self.row(new), others: newVersion)
      case (let old?, nil):
        findings.append(removed(Self.row(old), others: newVersion))
      case (nil, let new?):
        findings += unreachable(Self.row(new), oldDefaults: oldDefaults)
      case (nil, nil):
        break
      }
    }
    return findings
  }

  /// The App ID prefix a target is signed with: the first component of its application
  /// identifier, or else its identity's prefix.
  static func appIDPrefix(_ row: TargetAccessGroups, _ target: AppTarget? = nil) -> String? {
    if let identifier = row.resolved.applicationIdentifier, let dot = identifier.firstIndex(of: ".")
    {
      return String(identifier[..<dot])
    }
    return target?.identity.appIDPrefix
  }

  /// The new version's targets and which of them reach each group.
  private struct NewVersion {
    let rows: [TargetAccessGroups]
    let index: SharingIndex

    init(rows: [TargetAccessGroups]) {
      self.rows = rows
      index = SharingIndex(rows: rows)
    }

    /// The names of the targets that reach `group`, in target order.
    func names(reaching group: String) -> [String] {
      (index.reaching[group] ?? []).map { rows[$0].name }
    }

    /// Whether any target reaches `group`.
    func reach(_ group: String) -> Bool { index.reaching[group] != nil }
  }

  private static func row(_ target: AppTarget) -> TargetAccessGroups {
    TargetAccessGroups(
      name: target.name, platform: target.platform, resolved: target.resolvedAccessGroups)
  }

  /// Groups items can live in: not the read-only token group, not the `*` wildcard.
  private static func itemGroups(_ row: TargetAccessGroups) -> [String] {
    var seen: Set<String> = []
    return row.accessGroups.filter { group in
      group != ResolvedAccessGroups.tokenGroup && group != ResolvedAccessGroups.wildcardGroup
        && seen.insert(group).inserted
    }
  }

  private func changes(
    from old: TargetAccessGroups, to new: TargetAccessGroups, others: NewVersion
  ) -> [Finding] {
    var findings: [Finding] = []
    let oldPrefix = Self.appIDPrefix(old)
    let newPrefix = Self.appIDPrefix(new)
    var movedPrefix: String?
    let lost = Self.itemGroups(old).filter { group in
      oldPrefix.map { group.hasPrefix($0 + ".") } == true && new.access(to: group) == nil
    }
    // A new version that keeps the old prefix's groups (a legacy prefix it still lists)
    // keeps their items; only what it no longer reaches is lost.
    if let oldPrefix, let newPrefix, oldPrefix != newPrefix, !lost.isEmpty {
      movedPrefix = oldPrefix
      findings.append(
        finding(
          .appIDPrefixChanged, new.name,
          "the App ID prefix changes from \(oldPrefix) to \(newPrefix), as an app transfer or "
            + "a team change does: every item under \(oldPrefix). ("
            + ShortList.joined(lost)
            + ") is out of reach after the update. A query without a group no longer finds "
            + "them (errSecItemNotFound, -25300), one naming such a group fails with "
            + "errSecMissingEntitlement (-34018), and adds create new items beside them. "
            + "Keep the old prefix, or migrate the items before users update.",
          entitlement: new.platform.applicationIdentifierKey))
    }
    for group in Self.itemGroups(old) where new.access(to: group) == nil {
      if movedPrefix != nil, lost.contains(group) { continue }
      let still = others.names(reaching: group).filter { $0 != new.name }
      let stillText =
        still.isEmpty
        ? "no target of the new version reaches them"
        : "\(ShortList.joined(still)) still reach them"
      let source = old.sources(of: group).first?.entitlement ?? .keychainAccessGroups
      findings.append(
        finding(
          .groupRemoved, new.name,
          "\(group) is no longer in this target's access groups: items the old version stored "
            + "there are lost to it. A query naming the group fails with "
            + "errSecMissingEntitlement (-34018) and one without a group no longer finds them "
            + "(errSecItemNotFound, -25300); \(stillText). Keep the group in "
            + "\(source.rawValue), or move the items before it goes.",
          entitlement: source))
    }
    if movedPrefix == nil, let before = old.defaultGroup, let after = new.defaultGroup,
      before != after
    {
      let keeps = new.access(to: before) != nil
      findings.append(
        finding(
          .defaultGroupChanged, new.name,
          "the default group moves from \(before) to \(after): items the old version added "
            + "without kSecAttrAccessGroup stay in \(before), and new ones go to \(after). "
            + "An add without a group no longer sees the old item, so it creates a second one "
            + "instead of failing with errSecDuplicateItem"
            + (keeps
              ? ", and a query without a group can match both. "
              : ", and the old one is out of reach (see group-removed). ")
            + "List \(before) first again, or pass kSecAttrAccessGroup explicitly.",
          entitlement: .keychainAccessGroups))
    }
    return findings
  }

  private func removed(_ old: TargetAccessGroups, others: NewVersion) -> Finding {
    let groups = Self.itemGroups(old)
    let reaching = groups.filter(others.reach)
    let lost = groups.filter { !others.reach($0) }
    var message =
      "this target of the baseline is not in the new version: what it stored stays on "
      + "devices"
    if !reaching.isEmpty {
      message += "; the new version still reaches \(ShortList.joined(reaching))"
    }
    if !lost.isEmpty {
      message += "; no target of the new version reaches \(ShortList.joined(lost))"
    }
    return finding(.targetRemoved, old.name, message + ".")
  }

  private func unreachable(_ new: TargetAccessGroups, oldDefaults: [String]) -> [Finding] {
    var seen: Set<String> = []
    let missing = oldDefaults.filter { group in
      new.access(to: group) == nil && seen.insert(group).inserted
    }
    guard !missing.isEmpty else { return [] }
    return [
      finding(
        .newTargetCannotReach, new.name,
        "this target is new in this version and cannot reach "
          + ShortList.joined(missing)
          + ", where the baseline's targets add items by default: it does not see what "
          + "users already have there. Add the group to its keychain-access-groups if it "
          + "needs them.",
        entitlement: .keychainAccessGroups)
    ]
  }

  private func finding(
    _ code: FamilyLintCode, _ target: String, _ message: String,
    entitlement: EntitlementKey? = nil
  ) -> Finding {
    Finding(
      severity: code.severity, code: code.rawValue, message: message, entitlement: entitlement,
      target: target)
  }
}
