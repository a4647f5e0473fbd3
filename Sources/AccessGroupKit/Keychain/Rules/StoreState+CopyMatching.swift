extension StoreState {
  /// `SecItemCopyMatching` in the order of §2.3.
  mutating func copyMatching(
    _ raw: SecItemRequest, context: CallContext
  ) throws(EngineFailure)
    -> EngineOutcome
  {
    let request = try ClientSidePreparation.prepare(
      raw, call: .copyMatching, isUpdateAttributes: false)
    try Self.rejectInternalAttributes(request, call: .copyMatching)
    if let failure = context.missingGroupsFailure(for: .copyMatching) { throw failure }
    var query = try QueryParser.parse(request, defaultLimit: 1)
    query.certificateFilters.resolve(now: context.now)
    let scope = context.searchScope(
      naming: query.item[.accessGroup]?.stringValue, as: request[.accessGroup])
    if case .refused(let failure) = scope { throw failure }
    let groups = context.groups(searchedIn: scope)
    if query.hasItemList {
      throw EngineFailure(
        .parameter, rule: "§2.3", "kSecUseItemList is not supported.",
        details: ["u_ItemList is present"])
    }
    try Self.checkMatchSupport(query)
    if request[.sharingGroup] != nil {
      throw EngineFailure(
        .missingEntitlement, rule: "§2.3", "kSecAttrSharingGroup needs the sharing entitlement.",
        details: ["ggrp is present"])
    }
    try Self.rejectPersistentReferenceWithAttributes(query)
    return try search(
      query, groups: groups, authentication: AuthenticationUIMode(raw), context: context)
  }

  /// The search and result of a CopyMatching whose dictionary passed every check of §2.3 up
  /// to the search (`groups` are the groups it may read, narrowed to a named group).
  ///
  /// When the result shows attributes and `keepsDigests` is set, each stale `sha1` is
  /// computed once and kept in its row.
  mutating func search(
    _ query: ParsedQuery, groups: [String]?, authentication: AuthenticationUIMode,
    context: CallContext, keepsDigests: Bool = true
  ) throws(EngineFailure) -> EngineOutcome {
    try Self.checkIdentityJoinColumns(query)
    var records = matchingRecords(query, groups: groups)
    if let visited = query.limit.rowsVisited { records = Array(records.prefix(visited)) }
    var found: [ItemRecord] = []
    for record in records {
      if record.accessControl?.hasConstraints == true {
        if authentication == .skip { continue }
        if authentication == .fail {
          throw AuthenticationUIMode.userInteractionNeeded(call: .copyMatching)
        }
      }
      if query.limit.isReached(byFound: found.count) { break }
      if !record.protection.isAvailable(in: lockState) {
        throw Self.interactionNotAllowed(
          record.protection, lockState: lockState, call: .copyMatching)
      }
      found.append(record)
    }
    if found.isEmpty {
      // A query names a few attributes and a key has about ten: no set is worth building.
      let primaryKey = query.schema.primaryKey
      lastMisses[context.client.name] = RecordedMiss(
        itemClass: query.itemClass,
        nonKeyAttributes: query.matches.keys.filter { !primaryKey.contains($0) }.sorted())
      throw notFound(query, call: .copyMatching, searched: groups, context: context)
    }
    lastMisses[context.client.name] = nil
    if keepsDigests, query.itemClass != .identity, query.returnTypes.showsAttributes {
      keepDigests(of: &found)
    }
    return EngineOutcome(
      status: .success, shaping: .copy(found, query.returnTypes, limit: query.limit))
  }

  /// Computes each stale digest of `found` and keeps it in the row, for a result that shows
  /// `sha1`: the next read of an unchanged item finds it ready. (Not for identity rows, which
  /// are joins, not stored rows.)
  mutating func keepDigests(of found: inout [ItemRecord]) {
    for index in found.indices where found[index].digestIsStale {
      found[index].completeDigest()
      database.replace(found[index])
    }
  }

  /// `m_Issuers`/`m_Policy` need certificates or identities, `m_HostOrSubdomainOfHost`
  /// internet passwords: else errSecUnimplemented (-4).
  static func checkMatchSupport(_ query: ParsedQuery) throws(EngineFailure) {
    let certificateLike = query.itemClass == .certificate || query.itemClass == .identity
    for key in query.matchKeys {
      let unsupported =
        ((key == "m_Issuers" || key == "m_Policy") && !certificateLike)
        || (key == "m_HostOrSubdomainOfHost" && query.itemClass != .internetPassword)
      if unsupported {
        throw EngineFailure(
          .unimplemented, rule: "§2.3", "\(key) is not supported for class \(query.itemClass).",
          details: ["\(key) with class \(query.itemClass)"])
      }
    }
  }

  /// A UUID persistent reference cannot be combined with attributes (§2.3, step 11).
  static func rejectPersistentReferenceWithAttributes(_ query: ParsedQuery) throws(EngineFailure) {
    guard query.persistentReference != nil, !query.matches.isEmpty else { return }
    throw EngineFailure(
      .parameter, rule: "§2.3",
      "Both persistent ref and other attributes can't be searched at the same time.",
      details: [
        "v_PersistentRef with "
          + query.matches.keys.sorted().map(\.rawValue).joined(separator: ", ")
      ],
      fix: "Query by the persistent reference alone (kSecClass, kSecReturn… and kSecMatchLimit "
        + "are fine).")
  }
}
