import Foundation

/// Everything one call's pipeline needs besides the store's state: who calls, with which
/// groups, under which profile, and when.
struct CallContext {
  var client: ClientIdentity
  var profile: BehaviourProfile
  var now: Date

  /// The groups CopyMatching searches (`nil`: every group, for `"*"` holders).
  ///
  /// Read from the client, which computes it once: kept here, the optional array would be
  /// destroyed with every call's context through the runtime's generic path.
  var readableGroups: [String]? { client.readableGroups }

  /// The groups Add, Update and Delete may touch (`nil`: every group), as
  /// ``ResolvedAccessGroups/writableGroupList(under:)`` decides for the call's profile.
  ///
  /// The client keeps the list for the profile of its own store, the profile nearly every
  /// call runs under; under another profile it is computed on each read.
  var writableGroups: [String]? {
    if profile == client.storeProfile { return client.writableGroups }
    return client.accessGroups.writableGroupList(under: profile)
  }

  /// The context of one call by the client `client`.
  init(client: ClientIdentity, profile: BehaviourProfile, now: Date) {
    self.client = client
    self.profile = profile
    self.now = now
  }

  var groups: ResolvedAccessGroups { client.accessGroups }

  /// Whether the app may read `group`: ``ResolvedAccessGroups/list(_:allows:)`` on
  /// ``readableGroups``, with one hash instead of a comparison with each group.
  func mayRead(_ group: String) -> Bool {
    guard let set = client.readableGroupSet else {
      return ResolvedAccessGroups.list(readableGroups, allows: group)
    }
    return set.contains(group)
  }

  /// Whether the app may write `group`: ``ResolvedAccessGroups/list(_:allows:)`` on
  /// ``writableGroups``, with one hash when the call runs under the client's own profile
  /// (whose list the client keeps as a set).
  func mayWrite(_ group: String) -> Bool {
    guard profile == client.storeProfile, let set = client.writableGroupSet else {
      return ResolvedAccessGroups.list(writableGroups, allows: group)
    }
    return set.contains(group)
  }

  /// The group a raw `kSecAttrAccessGroup` names when the app may use it for `call` (read it
  /// for `SecItemCopyMatching`, write it for the other calls), or `nil` when it may not: a
  /// value that is not a string names no group. The one membership decision behind every
  /// explicit-group `errSecMissingEntitlement` (``notEntitled(_:call:inAttributesToUpdate:)``).
  func permittedGroup(_ raw: InputValue, for call: KeychainCall) -> String? {
    guard case .string(let name) = raw, mayUse(name, for: call) else { return nil }
    return name
  }

  /// Whether the app may use `group` for `call`: read it for `SecItemCopyMatching`, write it
  /// for the other calls (`SecServerAccessGroupsAllows`).
  func mayUse(_ group: String, for call: KeychainCall) -> Bool {
    call == .copyMatching ? mayRead(group) : mayWrite(group)
  }

  /// The groups `call` may use (`nil`: every group).
  func groupsUsable(by call: KeychainCall) -> [String]? {
    call == .copyMatching ? readableGroups : writableGroups
  }

  /// The explained `errSecMissingEntitlement` of a `kSecAttrAccessGroup` value that
  /// ``permittedGroup(_:for:)`` refused.
  func notEntitled(
    _ raw: InputValue, call: KeychainCall, inAttributesToUpdate: Bool = false
  ) -> EngineFailure {
    AccessGroupFailures.notEntitled(
      raw, allowed: groupsUsable(by: call), context: self, call: call,
      inAttributesToUpdate: inAttributesToUpdate)
  }

  /// Whether the App Clip restriction applies and fails:
  /// ``ResolvedAccessGroups/appClipGroupsAreAcceptable(under:)`` under the call's profile.
  var appClipGroupsUnacceptable: Bool {
    !groups.appClipGroupsAreAcceptable(under: profile)
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
    if let name = permittedGroup(raw, for: call) {
      return writableGroups == nil ? nil : [name]
    }
    if profile == .current { throw notEntitled(raw, call: call) }
    return writableGroups
  }
}
