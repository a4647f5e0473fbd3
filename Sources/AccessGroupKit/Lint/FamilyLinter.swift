/// Checks how the targets of an ``AppFamily`` share the keychain, and each target's
/// entitlements, and reports ``Finding``s with stable codes.
///
/// For each target, in family order (each finding names its target in
/// ``Finding/target``, never in its message, which reports print after the target):
///
/// - every finding of ``EntitlementsValidator`` (for example `missing-team-prefix`
///   (warning), `foreign-team-prefix` (error), `duplicate-access-group` (note),
///   `unexpanded-variable` (error)), then the target's expansion findings;
/// - `no-access-groups` (error): no writable group, so add, update and delete fail with
///   `errSecMissingEntitlement` (-34018), and copy matching too when the list is empty
///   (§1.6);
/// - `app-clip-groups-refused` (error): an App Clip whose list is not exactly
///   `[application identifier]` (plus `com.apple.token`): every call returns
///   `errSecRestrictedAPI` (-34020) (§2.2 item 6, securityd's
///   `SecServerItemAddWithCustomDb`; §8.3);
/// - `macos-file-based-keychain` (warning): a native macOS target (not Mac Catalyst). The
///   macOS SecItem shim sends a call without `kSecUseDataProtectionKeychain` to the
///   file-based keychain, which has no access groups and ignores `kSecAttrAccessGroup`
///   (§2.10, `SecItemCategorizeQuery` in `OSX/libsecurity_keychain/lib/SecItem.cpp`).
///
/// Each of these findings has the target's name as its ``Finding/target``.
///
/// Then for the family, using the ``SharingMatrix``:
///
/// - `group-single-target` (note): a `keychain-access-groups` entry that only one target
///   reaches, in a family of two or more targets (its ``Finding/target`` is that target);
/// - `default-groups-differ` (warning): a target whose default group some targets it shares
///   a group with cannot read: what it adds without `kSecAttrAccessGroup` they never find.
///   Its ``Finding/target`` is that target; the message names up to three of the others and
///   counts the rest, so a family of thousands of extensions gets one finding per target,
///   not one per pair;
/// - `app-group-used-for-keychain` (note): an app group that two or more targets reach only
///   as an app group and that is the only way they share anything. It works (app groups
///   are access groups on iOS and macOS, §1.3), and WireGuard's apps rely on it,
///   passing the app group as `kSecAttrAccessGroup` (`Sources/Shared/Keychain.swift`). But
///   App Clips drop app groups from their list and an unvalidated Mac signature keeps only
///   `keychain-access-groups`; a keychain group says what is meant. It concerns several
///   targets and has no ``Finding/target``.
///
/// Pairs of targets are compared only when they can run on the same device: iOS-family
/// targets with each other, macOS and Mac Catalyst targets with each other. Targets are
/// visited in family order and groups in matrix order, so the findings' order is stable.
public struct FamilyLinter: Sendable {
  /// Creates a linter.
  public init() {}

  /// Lints a family.
  ///
  /// - Parameter family: The app family.
  /// - Returns: The findings: per-target findings in family order, then family findings.
  public func lint(_ family: AppFamily) -> [Finding] {
    lint(family, matrix: SharingMatrix(family: family))
  }

  /// Lints an update: what installing `update` over `baseline` does to the keychain items
  /// users already have.
  ///
  /// Targets are paired by name, then by bundle ID. The findings carry the update codes of
  /// ``FamilyLintCode`` (`default-group-changed`, `group-removed`, `app-id-prefix-changed`,
  /// `target-removed`, `new-target-cannot-reach`), each with its pair's target in
  /// ``Finding/target``; the article <doc:CheckingAnUpdateBeforeRelease> says what each
  /// means for the items.
  ///
  /// - Parameters:
  ///   - baseline: The family users have installed, such as the last release.
  ///   - update: The new version.
  /// - Returns: The findings, in pair order.
  public func lintUpdate(from baseline: AppFamily, to update: AppFamily) -> [Finding] {
    FamilyUpdateChecker().check(baseline: baseline, update: update)
  }

  /// Lints a family whose sharing matrix is already built.
  ///
  /// - Parameters:
  ///   - family: The app family.
  ///   - matrix: The family's sharing matrix, as ``SharingMatrix/init(family:)`` builds it.
  /// - Returns: The findings: per-target findings in family order, then family findings.
  public func lint(_ family: AppFamily, matrix: SharingMatrix) -> [Finding] {
    // Each target's own findings depend on it alone: a family of tens of thousands of
    // extensions checks them on every core.
    var findings = family.targets.concurrentMap { target in
      matrix.row(target.name).map { targetFindings(target, row: $0) } ?? []
    }.flatMap { $0 }
    findings += singleTargetGroups(matrix)
    for kind in Self.deviceKinds(matrix) {
      findings += differingDefaults(kind, matrix)
      findings += applicationGroupsUsedForKeychain(kind, matrix)
    }
    return findings
  }

  // MARK: - Per target

  private func targetFindings(_ target: AppTarget, row: TargetAccessGroups) -> [Finding] {
    let validator = EntitlementsValidator(identity: target.identity, platform: target.platform)
    var findings = validator.validate(target.entitlements) + target.expansionFindings
    let resolved = row.resolved
    if resolved.writableGroups.isEmpty {
      let reason =
        resolved.noDefaultGroupReason
        ?? ("Its only group is the read-only \(ResolvedAccessGroups.tokenGroup): add, update and "
          + "delete fail with errSecMissingEntitlement (-34018); copy matching finds only token "
          + "items.")
      findings.append(
        finding(
          .noAccessGroups,
          "no access group this target can write to. \(reason) Add "
            + "keychain-access-groups, or sign with an application identifier."))
    } else if resolved.isAppClip {
      if !resolved.appClipGroupsAreAcceptable(under: resolved.options.profile) {
        findings.append(
          finding(
            .appClipGroupsRefused,
            "an App Clip whose access groups are "
              + "[\(resolved.groups.joined(separator: ", "))]; securityd lets an App Clip use "
              + "only its application identifier, so every SecItem call returns "
              + "errSecRestrictedAPI (-34020). Remove keychain-access-groups from the App "
              + "Clip; its app groups are already ignored."))
      }
    }
    if target.platform == .macOS {
      findings.append(
        finding(
          .macOSFileBasedKeychain,
          "a macOS target: its SecItem calls go to the file-based keychain, "
            + "which has no access groups and ignores kSecAttrAccessGroup, unless they pass "
            + "kSecUseDataProtectionKeychain = true (or are synchronizable). The groups shown "
            + "apply only to data-protection calls; Mac Catalyst apps always use them."))
    }
    for index in findings.indices { findings[index].target = target.name }
    return findings
  }

  // MARK: - Family

  private func singleTargetGroups(_ matrix: SharingMatrix) -> [Finding] {
    guard matrix.rows.count > 1 else { return [] }
    var findings: [Finding] = []
    for group in matrix.groups where !Self.isSystemGroup(group) {
      guard let reaching = matrix.index.reaching[group], reaching.count == 1 else { continue }
      let only = matrix.rows[reaching[0]]
      guard only.listsInKeychainAccessGroups(group) else { continue }
      var single = finding(
        .groupSingleTarget,
        "keychain group \(group) is listed only by this target; no other target of the "
          + "family can read what it stores there",
        entitlement: .keychainAccessGroups)
      single.target = only.name
      findings.append(single)
    }
    return findings
  }

  /// One finding per target whose default group some targets it shares a group with cannot
  /// read, naming a few of them and counting the rest.
  ///
  /// The targets a target shares groups with are the same for every target that shares the
  /// same groups, so they are gathered once per set of shared groups: a family of thousands
  /// of extensions that share one group costs one pass over them, not one per pair.
  private func differingDefaults(
    _ rows: [TargetAccessGroups], _ matrix: SharingMatrix
  ) -> [Finding] {
    // A default differs from another target's: one target alone has none to differ from.
    guard rows.count > 1 else { return [] }
    let writers = rows.filter { $0.defaultGroup != nil }
    let index = Self.index(of: writers, in: matrix)
    var partnersBySharedGroups: [[String]: [Int]] = [:]
    var tokenReadersBySharedGroups: [[String]: Int] = [:]
    var findings: [Finding] = []
    for (position, row) in writers.enumerated() {
      guard let home = row.defaultGroup else { continue }
      let shared = index.sharedGroups(of: row)
      guard !shared.isEmpty else { continue }
      let key = shared.sorted()
      let partners = partnersBySharedGroups[key] ?? index.rows(reachingAnyOf: shared)
      partnersBySharedGroups[key] = partners
      let readers: Int
      if home == ResolvedAccessGroups.tokenGroup {
        // The read-only token group, a default only under the legacy profile, is not one of
        // the shared groups: count the partners that reach it, once per set of partners.
        readers =
          tokenReadersBySharedGroups[key]
          ?? partners.lazy.filter { writers[$0].access(to: home) != nil }.count
        tokenReadersBySharedGroups[key] = readers
      } else {
        // Every target that reads `home` shares it, so it is among the partners (this
        // target too, which reads its own default).
        readers = index.reaching[home]?.count ?? 1
      }
      let count = partners.count - readers
      guard count > 0 else { continue }
      var named: [TargetAccessGroups] = []
      for partner in partners where partner != position {
        let other = writers[partner]
        guard other.access(to: home) == nil else { continue }
        named.append(other)
        if named.count == Self.namedTargets { break }
      }
      guard let first = named.first else { continue }
      let common = Self.listed(
        shared.filter { first.access(to: $0) != nil }, noun: "group")
      let message: String
      if count == 1 {
        message =
          "adds items to \(home.excerpted) by default, which '\(first.name.excerpted)' cannot read "
          + "although they share \(common): what this target adds without kSecAttrAccessGroup is "
          + "invisible to it. List the same shared group first in both targets' "
          + "keychain-access-groups, or pass it as kSecAttrAccessGroup."
      } else {
        let names = named.map { "'\($0.name.excerpted)'" }.joined(separator: ", ")
        let more = count > named.count ? " and \(count - named.count) more" : ""
        message =
          "adds items to \(home.excerpted) by default, which \(count) targets it shares groups "
          + "with cannot read (\(names)\(more); '\(first.name.excerpted)' shares \(common)): what "
          + "this target adds without kSecAttrAccessGroup is invisible to them. List the same "
          + "shared group first in every target's keychain-access-groups, or pass it as "
          + "kSecAttrAccessGroup."
      }
      var differ = finding(.defaultGroupsDiffer, message)
      differ.target = row.name
      findings.append(differ)
    }
    return findings
  }

  private func applicationGroupsUsedForKeychain(
    _ rows: [TargetAccessGroups], _ matrix: SharingMatrix
  ) -> [Finding] {
    // A group is used by two targets or more (`reaching.count > 1` below).
    guard rows.count > 1 else { return [] }
    let index = Self.index(of: rows, in: matrix)
    var findings: [Finding] = []
    // Whether the rows of each set that reaches some group share a keychain group, answered
    // once per set: the targets that share one app group usually share them all.
    var sharesKeychainGroup: [[Int]: Bool] = [:]
    for group in matrix.groups where !Self.isSystemGroup(group) {
      let reachingRows = index.reaching[group] ?? []
      let reaching = reachingRows.map { rows[$0] }
      guard reaching.count > 1,
        reaching.allSatisfy({ $0.reachesOnlyAsApplicationGroup(group) })
      else { continue }
      let shares =
        sharesKeychainGroup[reachingRows]
        ?? {
          // Two of them share a keychain group when a group two of them reach is something
          // more than an app group for one of them.
          var reachers: [String: (count: Int, asKeychainGroup: Bool)] = [:]
          for row in reaching {
            for shared in row.sharableGroups {
              reachers[shared, default: (0, false)].count += 1
              if !row.reachesOnlyAsApplicationGroup(shared) {
                reachers[shared, default: (0, false)].asKeychainGroup = true
              }
            }
          }
          return reachers.values.contains { $0.count > 1 && $0.asKeychainGroup }
        }()
      sharesKeychainGroup[reachingRows] = shares
      guard !shares else { continue }
      let list =
        reaching.prefix(Self.namedTargets).map { $0.name.excerpted }.joined(separator: ", ")
        + (reaching.count > Self.namedTargets
          ? " and \(reaching.count - Self.namedTargets) more targets" : "")
      findings.append(
        finding(
          .appGroupUsedForKeychain,
          "\(list) share no keychain group, only the app group \(group.excerpted): keychain items "
            + "they share must name it as kSecAttrAccessGroup, as WireGuard's apps do. That works "
            + "on iOS and macOS, but App Clips ignore app groups and an unvalidated Mac signature "
            + "keeps only keychain-access-groups; a shared keychain-access-groups entry (<App ID "
            + "prefix>.<identifier>) says what is meant.",
          entitlement: .applicationGroups))
    }
    return findings
  }

  // MARK: - Helpers

  private func finding(
    _ code: FamilyLintCode, _ message: String, entitlement: EntitlementKey? = nil
  ) -> Finding {
    Finding(
      severity: code.severity, code: code.rawValue, message: message, entitlement: entitlement)
  }

  /// How many targets a `default-groups-differ` or `app-group-used-for-keychain` finding
  /// names before it counts the rest.
  private static let namedTargets = 3

  /// `a`, `a and b`, `a, b, c and 2 more groups`.
  private static func listed(_ names: [String], noun: String) -> String {
    let shown = names.prefix(3).map(\.excerpted)
    switch names.count {
    case 0, 1: return shown.first ?? ""
    case 2...3: return shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
    default:
      return shown.joined(separator: ", ") + " and \(names.count - 3) more \(noun)s"
    }
  }

  /// `com.apple.token` and `"*"`, which no app shares on purpose.
  private static func isSystemGroup(_ group: String) -> Bool {
    group == ResolvedAccessGroups.tokenGroup || group == ResolvedAccessGroups.wildcardGroup
  }

  /// The index of some of the matrix's rows, in its order: the matrix's own when they are
  /// all of them, as they are in a family of one kind of device.
  private static func index(
    of rows: [TargetAccessGroups], in matrix: SharingMatrix
  ) -> SharingIndex {
    rows.count == matrix.rows.count ? matrix.index : SharingIndex(rows: rows)
  }

  /// The rows grouped by the kind of device they run on (iOS family first, then Mac), each
  /// in family order; empty kinds are left out.
  private static func deviceKinds(_ matrix: SharingMatrix) -> [[TargetAccessGroups]] {
    let phones = matrix.rows.filter { !$0.platform.isMac }
    let macs = matrix.rows.filter { $0.platform.isMac }
    return [phones, macs].filter { !$0.isEmpty }
  }
}
