import Foundation

/// Everything one call's pipeline needs besides the store's state: who calls, with which
/// groups, under which profile, and when.
struct CallContext {
  var client: KeychainClient
  var profile: BehaviourProfile
  var now: Date

  /// The groups CopyMatching searches (`nil`: every group, for `"*"` holders).
  ///
  /// Read from the client, which computes it once: kept here, the optional array would be
  /// destroyed with every call's context through the runtime's generic path.
  var readableGroups: [String]? { client.readableGroups }

  /// The groups Add, Update and Delete may touch (`nil`: every group).
  ///
  /// Current profile: the list without the token group (`SecurityClientCopyWritableAccessGroups`).
  /// Legacy profile: the whole list, token group included: Security-58286's `_SecItemAdd`,
  /// `_SecItemUpdate` and `_SecItemDelete` (`OSX/sec/securityd/SecItemServer.c`) use
  /// `client->accessGroups` and have no writable list; Add and Update reject storing into the
  /// token group with -50 instead.
  ///
  /// The client keeps the list for the profile of its own store, the profile nearly every
  /// call runs under; under another profile it is computed on each read.
  var writableGroups: [String]? {
    if profile == client.store.profile { return client.writableGroups }
    let groups = client.accessGroups
    return groups.grantsAllGroups ? nil : profile == .legacy ? groups.groups : groups.writableGroups
  }

  /// The context of one call.
  init(client: KeychainClient, profile: BehaviourProfile, now: Date) {
    self.client = client
    self.profile = profile
    self.now = now
  }

  var groups: ResolvedAccessGroups { client.accessGroups }

  /// Whether `group` is in `list` (`SecServerAccessGroupsAllows`: exact, case-sensitive;
  /// `nil` allows everything).
  static func allows(_ list: [String]?, _ group: String) -> Bool {
    guard let list else { return true }
    return list.contains(group)
  }

  /// Whether the app may read `group`: ``allows(_:_:)`` on ``readableGroups``, with one hash
  /// instead of a comparison with each group.
  func mayRead(_ group: String) -> Bool {
    guard let set = client.identity.readableGroupSet else {
      return Self.allows(readableGroups, group)
    }
    return set.contains(group)
  }

  /// Whether the app may write `group`: ``allows(_:_:)`` on ``writableGroups``, with one hash
  /// when the call runs under the client's own profile (whose list the client keeps as a set).
  func mayWrite(_ group: String) -> Bool {
    guard profile == client.store.profile, let set = client.identity.writableGroupSet else {
      return Self.allows(writableGroups, group)
    }
    return set.contains(group)
  }

  /// Whether the App Clip restriction applies and fails (`appClipHasAcceptableAccessGroups`):
  /// an App Clip's list must be exactly `[appID]` or `[appID, com.apple.token]`. The legacy
  /// profile has no App Clip rule.
  var appClipGroupsUnacceptable: Bool {
    guard profile == .current, groups.isAppClip else { return false }
    let list = groups.groups
    guard let appID = groups.applicationIdentifier else { return true }
    if list == [appID] { return false }
    if list.count == 2, let tokenIndex = list.firstIndex(of: ResolvedAccessGroups.tokenGroup) {
      return list[tokenIndex == 0 ? 1 : 0] != appID
    }
    return true
  }
}

extension CallContext {
  /// The groups an Update or Delete searches, checked before the dictionary is parsed
  /// (§2.4 steps 2–3, §2.5 steps 2–3): an empty writable list is
  /// `errSecMissingEntitlement`, and so is a raw `kSecAttrAccessGroup` the app may not write
  /// (even a non-string one, since the check runs on the caller's value). The legacy profile
  /// skips the membership check: a foreign group simply matches nothing there.
  ///
  /// - Returns: The groups to search, or `nil` for every group (`"*"`).
  func groupsToSearchBeforeParsing(
    _ request: SecItemRequest, call: KeychainCall
  ) throws(EngineFailure) -> [String]? {
    if let failure = missingGroupsFailure(for: call) { throw failure }
    guard let raw = request[.accessGroup] else { return writableGroups }
    if case .string(let name) = raw, mayWrite(name) {
      return writableGroups == nil ? nil : [name]
    }
    if profile == .current {
      throw AccessGroupFailures.notEntitled(
        raw, allowed: writableGroups, context: self, call: call)
    }
    return writableGroups
  }
}
