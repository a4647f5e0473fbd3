import Foundation

/// An App Store update of an app family run on simulated devices: what happens to the
/// items the installed version stored, call by call.
///
/// The baseline's targets are installed on a ``SimulatedDevice`` per kind of device (iOS,
/// the iOS Simulator, a Mac). Each target stores a generic password the way typical code
/// does: one without `kSecAttrAccessGroup`, then one in each group it may write, and reads
/// each back (without a group for the first, naming the group for the others). The new
/// version is then installed as an update of the same apps (``SimulatedDevice/install(_:)``
/// with the same name; targets the update removes are uninstalled, their items staying),
/// and each target repeats its reads and its add without a group.
///
/// Every call goes through the device, so the statuses are the engine's; nothing here
/// decides access. Native macOS targets pass `kSecUseDataProtectionKeychain`, where access
/// groups apply.
package struct FamilyUpdateSimulation: Hashable, Sendable {
  /// One call a target made before and after the update.
  package struct Row: Hashable, Sendable {
    /// What the call does.
    package enum Call: String, Hashable, Sendable {
      /// `SecItemCopyMatching` of one stored item.
      case read
      /// `SecItemAdd` of the item first added without a group.
      case add
    }

    /// The target's name in the new version.
    package var target: String

    /// The call.
    package var call: Call

    /// The item's `kSecAttrAccount` (with service `accessgroups.update`): the baseline
    /// target's name and the item's number, such as `App#1`.
    package var account: String

    /// The group the call names as `kSecAttrAccessGroup`, or `nil` for none.
    package var group: String?

    /// The status the baseline got.
    package var before: KeychainStatus

    /// The status the new version gets.
    package var after: KeychainStatus

    /// For an add, the group the item was added to before and after the update; for a
    /// read, the group the item was found in before and after.
    package var groupBefore: String?

    /// See ``groupBefore``.
    package var groupAfter: String?

    /// Whether the call's outcome changed for the worse: a read that found the item and
    /// no longer does, or an add that now creates a second item beside the old one.
    package var changed: Bool
  }

  /// Every call, in the new family's target order.
  package var rows: [Row]

  /// Targets that could not be simulated, with why (entitlements with a variable left
  /// unexpanded, or a device change between versions).
  package var skipped: [String: String]

  /// The reads that changed: found before the update, not found after.
  package var changedReads: [Row] { rows.filter { $0.call == .read && $0.changed } }

  /// The adds that now create a duplicate beside an item the old version added.
  package var duplicatingAdds: [Row] { rows.filter { $0.call == .add && $0.changed } }

  /// Runs the update.
  ///
  /// - Parameters:
  ///   - baseline: The family users have.
  ///   - update: The new version.
  package init(baseline: AppFamily, update: AppFamily) {
    var run = Run()
    let pairs = TargetPair.pairs(baseline: baseline, update: update)
    for target in baseline.targets { run.install(target, as: target.name) }
    var stored: [String: [Stored]] = [:]
    for target in baseline.targets where run.skipped[target.name] == nil {
      stored[target.name] = run.store(target)
    }
    for pair in pairs {
      switch (pair.baseline, pair.update) {
      case (let old?, let new?):
        if run.skipped[old.name] == nil,
          Run.devicePlatform(old.platform) != Run.devicePlatform(new.platform)
        {
          run.skipped[old.name] =
            "it moves from \(old.platform) to \(new.platform), another kind of device"
        }
        if run.skipped[old.name] == nil { run.install(new, as: old.name) }
        if let reason = run.skipped[old.name] { run.skipped[new.name] = reason }
      case (let old?, nil):
        run.uninstall(old)
      case (nil, let new?):
        run.install(new, as: new.name)
      case (nil, nil):
        break
      }
    }
    var rows: [Row] = []
    for pair in pairs {
      guard let old = pair.baseline, let new = pair.update, run.skipped[new.name] == nil
      else { continue }
      for item in stored[old.name] ?? [] {
        let after = run.call(old.name, new.platform, .read, item)
        rows.append(
          Row(
            target: new.name, call: .read, account: item.account, group: item.group,
            before: item.read.status,
            after: after.status, groupBefore: item.read.group, groupAfter: after.group,
            changed: item.read.status == .success && after.status != .success))
      }
      if let first = stored[old.name]?.first, first.group == nil {
        let added = run.call(old.name, new.platform, .add, first)
        let duplicates =
          added.status == .success && first.added.status == .success
          && added.group != first.added.group
        rows.append(
          Row(
            target: new.name, call: .add, account: first.account, group: nil,
            before: first.added.status,
            after: added.status, groupBefore: first.added.group, groupAfter: added.group,
            changed: duplicates))
      }
    }
    self.rows = rows
    skipped = run.skipped.filter { name, _ in update.target(named: name) != nil }
  }

  /// An item a baseline target stored, with what adding and reading it gave.
  private struct Stored {
    var account: String
    var group: String?
    var added: Outcome
    var read: Outcome
  }

  /// A call's status and the group of the item it added or found.
  private struct Outcome {
    var status: KeychainStatus
    var group: String?
  }

  /// The devices and what could not be simulated.
  private struct Run {
    var devices: [Platform: SimulatedDevice] = [:]
    var skipped: [String: String] = [:]

    /// The platform of the device a target runs on.
    static func devicePlatform(_ platform: Platform) -> Platform {
      platform.isMac ? .macOS : platform
    }

    mutating func device(for target: AppTarget) -> SimulatedDevice {
      let platform = Self.devicePlatform(target.platform)
      if let device = devices[platform] { return device }
      let device = SimulatedDevice(
        name: "\(platform)", platform: platform, profile: target.profile,
        clock: .fixed(Date(timeIntervalSinceReferenceDate: 0)), identifiers: .sequential(),
        usesFileBasedKeychain: false)
      devices[platform] = device
      return device
    }

    /// Installs (or updates) a target under a name, with its entitlements as they are:
    /// they were expanded when the target was made.
    mutating func install(_ target: AppTarget, as name: String) {
      let app = SimulatedApp(
        name: name, entitlements: target.entitlements, platform: target.platform)
      do {
        try device(for: target).install(app)
      } catch {
        skipped[name] = "it cannot be installed: \(error)"
      }
    }

    mutating func uninstall(_ target: AppTarget) {
      try? device(for: target).uninstall(target.name)
    }

    /// Adds the target's items and reads each back.
    mutating func store(_ target: AppTarget) -> [Stored] {
      let resolved = target.resolvedAccessGroups
      // No group first (the default), then each writable group once.
      let writable = NameTable.distinct(
        resolved.writableGroups.lazy.filter { $0 != ResolvedAccessGroups.wildcardGroup })
      let groups: [String?] = [nil] + writable.map(Optional.some)
      return groups.enumerated().map { offset, group in
        var item = Stored(
          account: "\(target.name)#\(offset)", group: group,
          added: Outcome(status: .success), read: Outcome(status: .success))
        item.added = call(target.name, target.platform, .add, item)
        item.read = call(target.name, target.platform, .read, item)
        return item
      }
    }

    /// One call of an app, as typical code makes it.
    func call(
      _ app: String, _ platform: Platform, _ kind: Row.Call, _ item: Stored
    ) -> Outcome {
      guard let device = devices[Self.devicePlatform(platform)] else {
        return Outcome(status: .internalComponent)
      }
      var attributes: [String: Any] = [
        "class": "genp", "svce": "accessgroups.update", "acct": item.account,
        "r_Attributes": true,
      ]
      if let group = item.group { attributes["agrp"] = group }
      if platform == .macOS { attributes["nleg"] = true }
      do {
        let operation: SecItemOperation
        switch kind {
        case .add:
          attributes["v_Data"] = Data("secret".utf8)
          operation = .add(SecItemDictionary.request(from: attributes), wantsResult: true)
        case .read:
          operation = .copyMatching(SecItemDictionary.request(from: attributes), wantsResult: true)
        }
        let outcome = try device.client(for: app).perform(operation)
        let group = (outcome.result as? [String: Any])?["agrp"] as? String
        return Outcome(status: outcome.status, group: group)
      } catch {
        return Outcome(status: .internalComponent)
      }
    }
  }
}
