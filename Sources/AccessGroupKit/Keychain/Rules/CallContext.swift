import Foundation

/// Everything one call's pipeline needs besides the store's state: who calls, with which
/// groups, under which profile, and when.
///
/// Who calls is the client's ``ClientIdentity``, whose group lists (and their
/// ``AccessGroupSet``s) are computed once per client; the gates below ask them.
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
  /// ``ResolvedAccessGroups/appClipGroupsAreAcceptable(under:)`` under the call's profile,
  /// which the client has answered for its store's profile.
  var appClipGroupsUnacceptable: Bool {
    guard profile == client.storeProfile else {
      return !groups.appClipGroupsAreAcceptable(under: profile)
    }
    return !client.appClipGroupsAreAcceptable
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

/// The rules of the call order that depend on the app rather than on the dictionary: its
/// groups, the App Clip rules and the token group. Each rule is written once, here; the
/// general pipelines call these functions at their place in Apple's order, and the fast
/// paths (``StoreState/add(plain:context:)``, the key lookups of
/// `StoreState+KeyLookup.swift`, ``StoreState/copyMatching(typed:returnTypes:context:)``)
/// ask the same functions and decline when they refuse, so a rule changed or added here
/// reaches every path.
///
/// Each gate returns its failure (or a value) instead of throwing it: a call that passes
/// builds nothing, which keeps the fast paths free of allocations.
extension CallContext {
  /// The failure of a call by an app without a group it may use (`errSecMissingEntitlement`):
  /// `SecItemCopyMatching` needs a readable group, the other calls a writable one.
  ///
  /// Apple checks the list before it parses the dictionary (`_SecItemCopyMatching`,
  /// `_SecItemAdd`, `_SecItemUpdate`, `_SecItemDelete` in `keychain/securityd/SecItemServer.c`).
  func missingGroupsFailure(for call: KeychainCall) -> EngineFailure? {
    guard groupsUsable(by: call)?.isEmpty == true else { return nil }
    return AccessGroupFailures.noGroups(self, call: call)
  }

  /// The group an add without `kSecAttrAccessGroup` stores into:
  /// ``ResolvedAccessGroups/defaultAddGroup(under:)`` under the call's profile, the rule the
  /// public ``ResolvedAccessGroups/defaultGroup`` reports. An app with none (an app entitled
  /// to every group but with no group of its own) gets the empty name, which no search
  /// reaches.
  var defaultGroup: String {
    groups.defaultAddGroup(under: profile) ?? ""
  }

  /// The group an add stores into, `explicit` being the dictionary's raw
  /// `kSecAttrAccessGroup` (`nil`: the ``defaultGroup``), or the failure that refuses it.
  ///
  /// A named group must be a string the app may write (`SecServerAccessGroupsAllows`, then
  /// `SecEntitlementErrorForExplicitAccessGroup`, in `_SecItemAdd`,
  /// `keychain/securityd/SecItemServer.c`). The legacy profile has no writable list, so the
  /// token group can be named or be the default there; Security-58286's `_SecItemAdd`
  /// (`OSX/sec/securityd/SecItemServer.c`) then refuses to store into it with `errSecParam`.
  func groupForAdd(_ explicit: InputValue?) -> Result<String, EngineFailure> {
    let group: String
    if let explicit {
      guard let name = permittedGroup(explicit, for: .add) else {
        return .failure(notEntitled(explicit, call: .add))
      }
      group = name
    } else {
      group = defaultGroup
    }
    if ResolvedAccessGroups.storingIsRefused(into: group, under: profile) {
      return .failure(AccessGroupFailures.legacyTokenGroupAdd(isDefault: explicit == nil))
    }
    return .success(group)
  }

  /// The failure of the App Clip rules of an add, update or delete whose earlier checks
  /// passed (`_SecItemAdd`, `_SecItemUpdate`, `_SecItemDelete`,
  /// `keychain/securityd/SecItemServer.c`): an App Clip whose groups are not just its
  /// application identifier (`appClipHasAcceptableAccessGroups`), then an App Clip writing
  /// an item whose `kSecAttrSynchronizable` is the boolean true.
  ///
  /// - Parameter makesSynchronizable: Whether the call's `kSecAttrSynchronizable` (an add's
  ///   attributes, an update's query or changes; never for a delete) is the boolean `true`
  ///   (Apple compares with `kCFBooleanTrue`, so a number does not count).
  func appClipFailure(makesSynchronizable: Bool) -> EngineFailure? {
    if appClipGroupsUnacceptable { return AccessGroupFailures.appClipGroups(self) }
    if profile == .current, groups.isAppClip, makesSynchronizable {
      return AccessGroupFailures.appClipSync(self)
    }
    return nil
  }
}

extension CallContext {
  /// The verdict of the app-dependent checks of `SecItemCopyMatching` before its search
  /// (`_SecItemCopyMatching`, `keychain/securityd/SecItemServer.c`), for a query whose
  /// parsed `agrp` is `group` and whose dictionary gave `raw` for it (`nil`: the parsed
  /// string):
  /// 1. no readable group: `errSecMissingEntitlement` (Apple checks it before parsing; the
  ///    general path asks ``missingGroupsFailure(for:)`` there too);
  /// 2. a named group the app may not read (`SecServerAccessGroupsAllows`): under the
  ///    current profile `errSecMissingEntitlement`; under the legacy profile (Security-58286)
  ///    the search keeps every readable group, where the named one matches nothing;
  /// 3. an App Clip with other groups than its application identifier
  ///    (`appClipHasAcceptableAccessGroups`): `errSecRestrictedAPI`.
  ///
  /// A readable named group narrows the search to itself, unless the app reads every group.
  func searchScope(naming group: String?, as raw: InputValue? = nil) -> SearchScope {
    if let failure = missingGroupsFailure(for: .copyMatching) { return .refused(failure) }
    var scope = SearchScope.readableGroups
    if let group {
      if mayUse(group, for: .copyMatching) {
        if readableGroups != nil { scope = .namedGroup(group) }
      } else if profile == .current {
        return .refused(notEntitled(raw ?? .string(group), call: .copyMatching))
      }
    }
    if appClipGroupsUnacceptable { return .refused(AccessGroupFailures.appClipGroups(self)) }
    return scope
  }

  /// The groups a search of `scope` covers (`nil`: every group); a refused search covers
  /// none of its own, so it gets the readable groups as the failure's context.
  func groups(searchedIn scope: SearchScope) -> [String]? {
    guard case .namedGroup(let group) = scope else { return readableGroups }
    return [group]
  }
}

/// The immutable facts of one ``KeychainClient``: its groups, its name, and the group lists
/// its calls use, computed once.
final class ClientIdentity: Sendable {
  /// The app's access groups.
  let accessGroups: ResolvedAccessGroups

  /// The client's name in call logs and explanations.
  let name: String

  /// The profile of the client's store, under which nearly every call runs.
  let storeProfile: BehaviourProfile

  /// The groups CopyMatching searches (`nil`: every group), see ``CallContext/readableGroups``.
  ///
  /// Computed once here: the lists depend only on the groups and the store's profile, so no
  /// call copies them.
  let readableGroups: [String]?

  /// ``readableGroups`` as a set, for checking a named group with one cheap hash instead of
  /// a comparison with every group.
  let readableGroupSet: AccessGroupSet?

  /// The groups Add, Update and Delete may touch (`nil`: every group), see
  /// ``CallContext/writableGroups``.
  let writableGroups: [String]?

  /// ``writableGroups`` as a set.
  let writableGroupSet: AccessGroupSet?

  /// Whether the app's groups pass the App Clip rule under ``storeProfile``
  /// (``ResolvedAccessGroups/appClipGroupsAreAcceptable(under:)``), asked once here: the
  /// answer depends only on the groups and the profile.
  let appClipGroupsAreAcceptable: Bool

  /// The identity of a client of a store with `profile`.
  init(accessGroups: ResolvedAccessGroups, name: String, profile: BehaviourProfile) {
    self.accessGroups = accessGroups
    self.name = name
    storeProfile = profile
    readableGroups = accessGroups.readableGroupList
    readableGroupSet = readableGroups.map(AccessGroupSet.init)
    appClipGroupsAreAcceptable = accessGroups.appClipGroupsAreAcceptable(under: profile)
    let writable = accessGroups.writableGroupList(under: profile)
    // The writable list is the readable one, or fewer: when nothing was left out, one list
    // and one set serve both (a scenario may hold a hundred thousand clients).
    if let writable, writable.count == readableGroups?.count {
      writableGroups = readableGroups
      writableGroupSet = readableGroupSet
    } else {
      writableGroups = writable
      writableGroupSet = writable.map(AccessGroupSet.init)
    }
  }
}

/// A set of access-group names that answers ``contains(_:)`` with the store's cheap
/// ``KeyHasher`` and one comparison, where `Set<String>` runs SipHash over the whole name.
///
/// Names compare as `String`s do (under Unicode canonical equivalence), as the group lists
/// they come from do. Byte hashes agree with that only between ASCII names (an ASCII name
/// equals only itself), so a set holding any other name, or a non-ASCII probe, is answered
/// by a `Set<String>`.
struct AccessGroupSet: Sendable {
  /// The names, when some name is not ASCII; empty otherwise, as the ASCII lists answer
  /// alone (a store may have a hundred thousand clients, each with two sets).
  private let names: Set<String>
  /// The hashes of ``asciiNames``, in the same order; empty unless every name is ASCII.
  private let asciiHashes: [Int]
  private let asciiNames: [String]
  /// The positions in ``asciiNames`` of each hash, for a set too long to compare every hash
  /// with (an app may list thousands of groups, and a call asks about one); empty otherwise.
  private let positionsOfHash: [Int: [Int]]

  /// The longest set whose hashes a probe is compared with one by one.
  private static let hashesComparedInTurn = 16

  /// The set of `names`.
  init(_ names: [String]) {
    // A list without repeats is kept as it is, sharing the caller's storage.
    let unique = Self.withoutRepeats(names)
    let hashes = unique.compactMap(KeyHasher.asciiHash)
    if !unique.isEmpty, hashes.count == unique.count {
      self.names = []
      asciiHashes = hashes
      asciiNames = unique
      positionsOfHash =
        hashes.count > Self.hashesComparedInTurn
        ? Dictionary(grouping: hashes.indices, by: { hashes[$0] }) : [:]
    } else {
      self.names = Set(unique)
      asciiHashes = []
      asciiNames = []
      positionsOfHash = [:]
    }
  }

  /// `names` without repeats, in any order; `names` itself when it has none. A short list
  /// is compared pair by pair, without building a set: an app has a few groups, and a
  /// store may make sets for a hundred thousand apps.
  private static func withoutRepeats(_ names: [String]) -> [String] {
    if names.count <= hashesComparedInTurn {
      let hasRepeats = names.indices.contains { names[..<$0].contains(names[$0]) }
      if !hasRepeats { return names }
    }
    let set = Set(names)
    return set.count == names.count ? names : Array(set)
  }

  /// Whether `name` is in the set.
  func contains(_ name: String) -> Bool {
    guard !asciiNames.isEmpty else { return names.contains(name) }
    guard let hash = KeyHasher.asciiHash(of: name) else {
      // A name that is not ASCII may still equal an ASCII one (a Kelvin sign for a K).
      return asciiNames.contains(name)
    }
    // Between ASCII strings, equal bytes are equality.
    if !positionsOfHash.isEmpty {
      return positionsOfHash[hash]?.contains { AttributeDescriptor.sameBytes(asciiNames[$0], name) }
        ?? false
    }
    for index in asciiHashes.indices where asciiHashes[index] == hash {
      if AttributeDescriptor.sameBytes(asciiNames[index], name) { return true }
    }
    return false
  }
}
