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
