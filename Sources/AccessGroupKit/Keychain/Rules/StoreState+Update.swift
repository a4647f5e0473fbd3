import Foundation

extension StoreState {
  /// `SecItemUpdate` in the order of §2.4. Every new row is computed and checked before
  /// the first one is written, so a collision changes nothing.
  mutating func update(
    _ rawQuery: SecItemRequest, changes rawChanges: SecItemRequest,
    context: CallContext
  ) throws(EngineFailure) -> EngineOutcome {
    if Self.isIdentityByClass(rawQuery, call: .update) {
      return try runIdentityByClass(rawQuery, call: .update) { state, half throws(EngineFailure) in
        try state.update(half, changes: rawChanges, context: context)
      }
    }
    let request = try ClientSidePreparation.prepare(
      rawQuery, call: .update, isUpdateAttributes: false)
    let changesRequest = try ClientSidePreparation.prepare(
      rawChanges, call: .update, isUpdateAttributes: true)
    // The XPC handler gates SPI attributes before the update runs (server.c,
    // sec_item_update_id).
    try Self.gatePrivateAttributes(ofUpdate: request, changes: changesRequest)
    try Self.rejectInternalAttributes(request, call: .update)
    try Self.rejectInternalAttributes(changesRequest, call: .update)
    if changesRequest[.sharingGroup] != nil {
      throw EngineFailure(
        .parameter, rule: "§2.4", "Can't update an item's sharing group.",
        details: ["ggrp in attributesToUpdate"])
    }
    let groups = try context.groupsToSearchBeforeParsing(request, call: .update)
    let query = try QueryParser.parse(request, defaultLimit: .unlimited)
    if let failure = context.appClipFailure(
      makesSynchronizable: request[.synchronizable] == .bool(true)
        || changesRequest[.synchronizable] == .bool(true))
    {
      throw failure
    }
    if query.hasItemList {
      throw EngineFailure(
        .parameter, rule: "§2.4", "kSecUseItemList is not supported.",
        details: ["u_ItemList is present"])
    }
    if !query.returnTypes.isEmpty {
      let keys = request.sortedKeys.filter { $0.hasPrefix("r_") }
      throw EngineFailure(
        .parameter, rule: "§2.4", "Return keys are not supported by SecItemUpdate on iOS.",
        details: ["query contains " + keys.joined(separator: ", ")],
        fix: "Remove kSecReturn… from the update query (macOS strips them; iOS fails).")
    }
    if request[.sharingGroup] != nil {
      throw EngineFailure(
        .missingEntitlement, rule: "§2.4", "kSecAttrSharingGroup needs the sharing entitlement.",
        details: ["ggrp is present"])
    }
    if let raw = changesRequest[.accessGroup] {
      try Self.checkNewGroup(raw, context: context)
    }
    if !query.matchKeys.isEmpty {
      throw EngineFailure(
        .parameter, rule: "§2.4", "Match keys are not supported in an update query on iOS.",
        details: ["query contains " + query.matchKeys.sorted().joined(separator: ", ")],
        fix: "Remove kSecMatchLimit and other kSecMatch… keys; SecItemUpdate changes all matches.")
    }
    let changes = try Self.parseChanges(changesRequest, schema: query.schema)
    if query.itemClass == .identity, query.persistentReference != nil {
      // `handleUpdateIdentity` (`SecItem.m`) splits only a query naming kSecClassIdentity or
      // holding a SecIdentityRef; an identity's persistent reference alone reaches securityd,
      // which fails it with errSecInternal (secitemfunctionality observes this status).
      throw EngineFailure(
        .internal, rule: "§8.5", "An identity cannot be updated through a persistent reference.",
        details: ["class = idnt with v_PersistentRef"],
        fix: "Update the identity with attributes such as kSecAttrLabel instead.")
    }
    var matched = matchingRecords(query, groups: groups)
    if query.itemClass == .identity { matched = identityParts(matched, groups: groups) }
    if matched.isEmpty {
      throw notFound(query, call: .update, searched: groups, context: context)
    }
    try applyUpdate(
      matched, changes: changes, query: query, context: context,
      authenticationFails: AuthenticationUIMode(rawQuery) == .fail)
    return EngineOutcome(status: .success)
  }

  /// Checks the group `attributesToUpdate` moves the items to: one the app may write
  /// (``CallContext/permittedGroup(_:for:)``). The current profile refuses another with
  /// `errSecMissingEntitlement`. Security-58286's `_SecItemUpdate` checks the token group
  /// first (``ResolvedAccessGroups/storingIsRefused(into:under:)``), whose error is kept when
  /// the group is not in the list either, then refuses a group not in the list with
  /// `errSecNoAccessForItem`.
  static func checkNewGroup(_ raw: InputValue, context: CallContext) throws(EngineFailure) {
    let permitted = context.permittedGroup(raw, for: .update) != nil
    if !permitted, context.profile == .current {
      throw context.notEntitled(raw, call: .update, inAttributesToUpdate: true)
    }
    if case .string(let name) = raw,
      ResolvedAccessGroups.storingIsRefused(into: name, under: context.profile)
    {
      throw EngineFailure(
        .parameter, rule: "§10.2 (legacy profile)",
        "Storing items into kSecAttrAccessGroupToken is not allowed.",
        details: ["attributesToUpdate agrp = com.apple.token"])
    }
    if !permitted {
      throw EngineFailure(
        .noAccessForItem, rule: "§10.2 (legacy profile)",
        "The new access group is not one of the app's groups.",
        details: [
          "attributesToUpdate agrp = \(raw.summary)",
          "groups: " + ShortList.quoted(context.writableGroups ?? []),
        ],
        fix: "Move items only between groups the app is entitled to.")
    }
  }

  /// The parsed `attributesToUpdate` (`query_update_applier`).
  struct Changes {
    var attributes: [KeychainAttribute: KeychainValue] = [:]
    var data: Data?
    var accessControl: KeychainAccessControl?
  }

  static func parseChanges(
    _ request: SecItemRequest, schema: ClassSchema
  ) throws(EngineFailure)
    -> Changes
  {
    var changes = Changes()
    for key in request.sortedKeys {
      guard let value = request.entries[key] else { continue }
      if key == KeychainAttribute.multiUser.rawValue || key == "persistref" { continue }
      if key == KeychainAttribute.valueData.rawValue {
        guard case .data(let data) = value else {
          throw EngineFailure(
            .parameter, rule: "§2.4", "kSecValueData in attributesToUpdate must be data.",
            details: ["v_Data = \(value.summary)"], fix: "Pass Data.")
        }
        changes.data = data
        continue
      }
      var scratch = ParsedQuery(itemClass: schema.itemClass, schema: schema)
      let attribute = KeychainAttribute(key)
      guard schema.descriptor(attribute) != nil || attribute == .useDataProtectionKeychain else {
        throw EngineFailure(
          .noSuchAttribute, rule: "§2.4",
          "\(key) is not an attribute of class \(schema.itemClass), so it cannot be updated.",
          details: ["attributesToUpdate contains \(key) = \(value.summary)"],
          fix: key.count == 4
            ? "Remove \(key)."
            : "attributesToUpdate takes only attributes and kSecValueData; move \(key) to the "
              + "query or drop it.")
      }
      try QueryParser.addAttribute(attribute, value: value, to: &scratch)
      changes.attributes.merge(scratch.item) { $1 }
      if let control = scratch.accessControl {
        changes.accessControl = control
        changes.attributes[.accessible] = .string(control.protection.rawValue)
      }
    }
    changes.attributes[.sha1] = nil
    return changes
  }

  /// Computes every updated row, checks it, then writes them all.
  ///
  /// `s3dl_query_update` (`SecItemDb.c`) visits the matched rows in row order and, for each,
  /// decrypts the old row (locked: -25308; access control with `kSecUseAuthenticationUIFail`:
  /// -25308), encrypts the new one with its protection class (`f`: -50, `akpu` without
  /// passcode: -25293, locked: -25308) and writes it, where a new primary key that another
  /// live row still holds is a constraint error (-25299). The first error recorded decides the
  /// status (`SecErrorPropagate` never overwrites one), so the rows are checked here in that
  /// order, each against the rows before it as already updated; nothing is written unless
  /// every row passes. A new key held by a tombstone replaces it, also a tombstone this call
  /// has just updated (possible only with `tomb` in the query).
  private mutating func applyUpdate(
    _ matched: [ItemRecord], changes: Changes, query: ParsedQuery, context: CallContext,
    authenticationFails: Bool
  ) throws(EngineFailure) {
    // Keys are built and compared between matched rows only when there are several; a
    // single row's key change is found by comparing it with its own old row in place.
    let keysMatter = matched.count > 1
    var oldKeys: [PrimaryKey: Int] = [:]
    if keysMatter {
      for (index, record) in matched.enumerated() {
        let key = record.primaryKey
        if oldKeys[key] == nil { oldKeys[key] = index }
      }
    }
    let movingUUIDs = Set(matched.map(\.identifier))
    // The rows as written so far, by the UUID of the matched row they came from.
    var updated: [ItemUUID: ItemRecord] = [:]
    var order: [ItemUUID] = []
    var newKeys: [PrimaryKey: ItemUUID] = [:]
    var replacedTombstones: [ItemUUID] = []
    // Matched rows whose row an earlier row took over (they were tombstones).
    var overwritten = Set<ItemUUID>()
    var leavesTombstone: [ItemRecord] = []
    for (index, old) in matched.enumerated() where !overwritten.contains(old.identifier) {
      if !old.protection.isAvailable(in: lockState) {
        throw Self.interactionNotAllowed(old.protection, lockState: lockState, call: .update)
      }
      if authenticationFails, old.accessControl?.hasConstraints == true {
        throw AuthenticationUIMode.userInteractionNeeded(call: .update)
      }
      var record = old
      // An identity update reaches its certificate and its key: each takes only the
      // attributes its own class has.
      let schema = old.schema
      record.fields.merge(changes.attributes.filter { schema.descriptor($0.key) != nil })
      record.fields[.modificationDate] = .date(context.now)
      if let data = changes.data { record.data = data }
      if let control = changes.accessControl { record.accessControl = control }
      record.refreshDigest()
      try Self.checkProtection(of: record, lockState: lockState, call: .update)
      let keyChanged = !record.hasPrimaryKey(of: old)
      let key = keyChanged || keysMatter ? record.primaryKey : nil
      if keyChanged, let key {
        // Which row holds the new key now: one this call already wrote, a matched row not yet
        // reached, or another row. A live one is a constraint error; a tombstone is replaced:
        // the updated item's old row goes and the tombstone's row becomes the updated item,
        // which keeps its own persistent reference (`SecDbItemUpdate`, `SecDbItem.c`).
        var holder: ItemRecord?
        if let source = newKeys[key], let written = updated[source] {
          holder = written
          if written.isTombstone {
            updated[source] = nil
            newKeys[key] = nil
          }
        } else if let later = oldKeys[key], later > index {
          holder = matched[later]
          if matched[later].isTombstone { overwritten.insert(matched[later].identifier) }
        } else if let existing = database.record(withPrimaryKey: key),
          !movingUUIDs.contains(existing.identifier)
        {
          holder = existing
          if existing.isTombstone { replacedTombstones.append(existing.identifier) }
        }
        if let holder {
          guard holder.isTombstone else {
            throw updateCollision(
              record, with: holder, among: movingUUIDs.contains(holder.identifier))
          }
          record.sequence = holder.sequence
        }
        if query.useTombstones ?? (old.isSynchronizable && !old.isTombstone) {
          leavesTombstone.append(old)
        }
      }
      if let key { newKeys[key] = old.identifier }
      updated[old.identifier] = record
      order.append(old.identifier)
    }
    // Tombstones for the old primary keys: new rows with fresh persistent references, made
    // only once every row passed, so a failing call draws no identifier.
    let tombstones = leavesTombstone.map { tombstone(of: $0, now: context.now, inPlace: false) }
    for uuid in replacedTombstones { database.remove(identifier: uuid) }
    // A row whose primary key (and with it every index key) is unchanged is replaced in
    // place; the others leave their indexes and enter the new ones.
    var keepsKey = Set<ItemUUID>()
    for old in matched {
      if let record = updated[old.identifier], record.hasPrimaryKey(of: old) {
        keepsKey.insert(old.identifier)
      } else {
        database.remove(identifier: old.identifier)
      }
    }
    for uuid in order {
      guard let record = updated[uuid] else { continue }
      if keepsKey.contains(uuid) { database.replace(record) } else { database.insert(record) }
    }
    for record in tombstones { database.insert(record) }
  }

  private func updateCollision(
    _ record: ItemRecord, with other: ItemRecord, among: Bool
  )
    -> EngineFailure
  {
    let keyText = record.schema.lookupKeyAttributes.map(\.rawValue).joined(separator: ", ")
    return EngineFailure(
      .duplicateItem, rule: "§2.4",
      among
        ? "The update would give two of the matched items the same primary key; nothing was "
          + "changed."
        : "The update would give an item the primary key of another item; nothing was changed.",
      details: [
        "primary key of \(record.itemClass): \(keyText)",
        "colliding item is in \"\(other.accessGroup)\"",
        DuplicateKeyDetails.primaryKeyLine(of: other),
      ],
      fix: "Narrow the query to one item, or delete the other item first.")
  }

  /// A tombstone of `record`: its primary key, protection and dates, no data
  /// (`SecDbItemCopyTombstone`, `SecDbItem.c`).
  ///
  /// A delete's tombstone replaces the item `inPlace`: same row, same UUID and persistent
  /// reference (`SecDbItemDelete`). The tombstone an update leaves for the old primary key is
  /// a new row with a fresh persistent reference (`SecDbItemUpdate`).
  mutating func tombstone(of record: ItemRecord, now: Date, inPlace: Bool) -> ItemRecord {
    var attributes: [KeychainAttribute: KeychainValue] = [:]
    let schema = record.schema
    for attribute in schema.primaryKey + [.accessible, .creationDate, .multiUser] {
      if let value = record.fields[attribute] { attributes[attribute] = value }
    }
    // `clip` has no authenticated-data flag (`SecItemSchema.c`), so the tombstone does not
    // copy it and the not-null column takes its default, 0.
    attributes[.appClipItem] = .integer(0)
    attributes[.tombstone] = .integer(1)
    attributes[.modificationDate] = .date(now)
    var tombstone = ItemRecord(
      itemClass: record.itemClass, attributes: attributes, data: nil, uuid: record.uuid,
      accessControl: nil, sequence: record.sequence)
    if !inPlace {
      tombstone.identifier = nextIdentifier()
      tombstone.sequence = database.nextSequence
      database.nextSequence += 1
    }
    tombstone.refreshDigest()
    return tombstone
  }
}
