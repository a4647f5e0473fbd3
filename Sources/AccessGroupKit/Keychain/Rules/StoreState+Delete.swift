extension StoreState {
  /// `SecItemDelete` in the order of §2.5.
  mutating func delete(
    _ raw: SecItemRequest, context: CallContext
  ) throws(EngineFailure)
    -> EngineOutcome
  {
    if Self.isIdentityByClass(raw, call: .delete) {
      return try runIdentityByClass(raw, call: .delete) { state, half throws(EngineFailure) in
        try state.delete(half, context: context)
      }
    }
    let request = try ClientSidePreparation.prepare(raw, call: .delete, isUpdateAttributes: false)
    try Self.rejectInternalAttributes(request, call: .delete)
    let groups = try context.groupsToSearchBeforeParsing(request, call: .delete)
    let query = try QueryParser.parse(request, defaultLimit: .unlimited)
    if let failure = context.appClipFailure(makesSynchronizable: false) { throw failure }
    if query.limit.isSet {
      throw EngineFailure(
        .parameter, rule: "§2.5", "Match limit not supported by delete.",
        details: ["kSecMatchLimit = \(request[.matchLimit]?.summary ?? "?")"],
        fix: "Remove kSecMatchLimit: SecItemDelete always deletes every match.")
    }
    if !query.matchKeys.isEmpty {
      throw EngineFailure(
        .parameter, rule: "§2.5", "Match not supported by delete.",
        details: ["query contains " + query.matchKeys.sorted().joined(separator: ", ")],
        fix: "Remove the kSecMatch… keys.")
    }
    if request[.sharingGroup] != nil {
      throw EngineFailure(
        .missingEntitlement, rule: "§2.5",
        "Can't delete shared items without the Keychain Sharing client entitlement.",
        details: ["ggrp is present"])
    }
    var matched = matchingRecords(query, groups: groups)
    if query.itemClass == .identity { matched = identityParts(matched, groups: groups) }
    if matched.isEmpty {
      throw notFound(query, call: .delete, searched: groups, context: context)
    }
    if AuthenticationUIMode(raw) == .fail,
      matched.contains(where: { $0.accessControl?.hasConstraints == true })
    {
      throw AuthenticationUIMode.userInteractionNeeded(call: .delete)
    }
    var needTombstones: [ItemRecord] = []
    for record in matched {
      let makesTombstone = query.useTombstones ?? (record.isSynchronizable && !record.isTombstone)
      // Deleting needs no decryption unless a tombstone must be made (§4.3, §9.6).
      if makesTombstone, !record.protection.isAvailable(in: lockState) {
        throw Self.interactionNotAllowed(record.protection, lockState: lockState, call: .delete)
      }
      if makesTombstone { needTombstones.append(record) }
    }
    // `SecDbItemDelete` (`SecDbItem.c`) turns the row into its tombstone in place: same row,
    // and `SecDbItemCopyTombstone` copies the authenticated-data attributes, so the tombstone
    // keeps the item's UUID and persistent reference.
    let tombstones = needTombstones.map { tombstone(of: $0, now: context.now, inPlace: true) }
    for record in matched { database.remove(identifier: record.identifier) }
    for record in tombstones { database.insert(record) }
    return EngineOutcome(status: .success)
  }
}
