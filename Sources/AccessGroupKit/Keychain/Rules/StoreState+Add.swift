import Foundation

extension StoreState {
  /// `SecItemAdd` in the order securityd checks it (`SecItemServer.c`, `_SecItemAdd`).
  mutating func add(
    _ raw: SecItemRequest, context: CallContext
  ) throws(EngineFailure)
    -> EngineOutcome
  {
    let request = try ClientSidePreparation.prepare(raw, call: .add, isUpdateAttributes: false)
    // The XPC handler checks SPI attributes first (server.c, sec_item_add_id).
    try Self.gatePrivateAttributes(ofAdd: request)
    try Self.rejectInternalAttributes(request, call: .add)
    if request[.sharingGroup] != nil, request[.synchronizable].map(Self.isTrue) == true {
      throw EngineFailure(
        .parameter, rule: "§2.2", "A sharing group (ggrp) item cannot be synchronizable.",
        details: ["ggrp and sync = true"])
    }
    if let failure = context.missingGroupsFailure(for: .add) { throw failure }
    var query = try QueryParser.parse(request, defaultLimit: 0)
    // An add never searches: letting go of the search pairs, which share the attribute
    // table, keeps the writes of `agrp` and `pdmn` below from copying it.
    query.matches = [:]
    let group = try context.groupForAdd(request[.accessGroup]).get()
    if request[.accessGroup] == nil { query.item[.accessGroup] = .string(group) }
    try Self.ensureAccessControl(&query, request: request, group: group)
    if let failure = context.appClipFailure(
      makesSynchronizable: request[.synchronizable] == .bool(true))
    {
      throw failure
    }
    if let reference = query.persistentReference, case .rowID = reference.identifier {
      throw EngineFailure(
        .parameter, rule: "§2.2", "An old-style (row id) persistent reference cannot be added.",
        details: ["v_PersistentRef is 12 bytes"])
    }
    if request[.sharingGroup] != nil {
      throw EngineFailure(
        .missingEntitlement, rule: "§2.2", "kSecAttrSharingGroup needs the sharing entitlement.",
        details: ["ggrp is present"], fix: "Remove kSecAttrSharingGroup (ggrp); it is SPI.")
    }
    if !query.matchKeys.isEmpty || query.hasItemList {
      // s3dl_query_add returns errSecItemMatchUnsupported from a bool function: success,
      // nothing stored (`_SecItemAdd`; the source leaves what a device keeps open).
      return EngineOutcome(status: .success)
    }
    if query.itemClass == .identity {
      // The client splits only an identity reference (`explode_identity`, `SecItem.m`), so
      // securityd gets the class itself. Its identity class has no columns
      // (`v_identity_class`, `SecItemSchema.c`): in `s3dl_query_add` (`SecItemDb.c`)
      // `SecDbItemSetPersistentRef` finds no persistent-reference column and records
      // errSecInternal, and nothing is written.
      throw EngineFailure(
        .internal, rule: "§2.2",
        "An identity cannot be added by class: securityd has no identity table to write to.",
        details: ["class = idnt without kSecValueRef"],
        fix: "Add the identity with kSecValueRef (a SecIdentity), or add the certificate and "
          + "its private key separately.")
    }
    let insertion = try insertNewItem(
      ItemAttributes(query.item), itemClass: query.itemClass, data: query.data,
      accessControl: query.accessControl, context: context)
    switch insertion {
    case .inserted(let record):
      return EngineOutcome(status: .success, shaping: .add(record, query.returnTypes))
    case .duplicate(let record, let existing):
      throw duplicate(record, existing: existing, request: request, context: context)
    }
  }

  /// What ``insertNewItem(_:itemClass:data:accessControl:context:)`` did.
  enum Insertion {
    /// The row stored.
    case inserted(ItemRecord)
    /// Nothing stored: `existing` holds the primary key of the row that was to be stored.
    case duplicate(ItemRecord, existing: ItemRecord)
  }

  /// The steps of `SecItemAdd` once every check of the dictionary has passed (`_SecItemAdd`
  /// from the defaults on): the schema's defaults added to `attributes` (the request's converted
  /// attributes with `agrp`, `pdmn` and `sync` resolved), the key-bag check, the duplicate
  /// check, a UUID, and the insertion. A failure of the key-bag check is thrown, and a
  /// duplicate is returned for the caller to explain, both before the store changes.
  mutating func insertNewItem(
    _ attributes: consuming ItemAttributes, itemClass: ItemClass, data: Data?,
    accessControl: KeychainAccessControl?, context: CallContext
  ) throws(EngineFailure) -> Insertion {
    // Every name here is written with its code, so no name's bytes are read.
    attributes[.creationDate, code: .creationDate] = .date(context.now)
    attributes[.modificationDate, code: .modificationDate] = .date(context.now)
    // The primary key without the SPI attributes is the lookup key.
    for (attribute, code, value) in ClassSchema.schema(for: itemClass).lookupKeyFills
    where attributes[attribute, code: code] == nil {
      attributes[attribute, code: code] = value
    }
    if attributes[.multiUser, code: .multiUser] == nil {
      attributes[.multiUser, code: .multiUser] = .data(Data())
    }
    if attributes[.tombstone, code: .tombstone] == nil {
      attributes[.tombstone, code: .tombstone] = .integer(0)
    }
    attributes[.appClipItem, code: .appClipItem] = .integer(context.groups.isAppClip ? 1 : 0)
    var record = ItemRecord(
      itemClass: itemClass, attributes: attributes, data: data, identifier: .zero,
      accessControl: accessControl, sequence: database.nextSequence)
    record.refreshDigest()
    try Self.checkProtection(of: record, lockState: lockState, call: .add)
    let lookupHash = ItemDatabase.lookupHash(of: record)
    let existing = database.record(withPrimaryKeyOf: record, lookupHash: lookupHash)
    if let existing, !existing.isTombstone { return .duplicate(record, existing: existing) }
    // Every successful add draws a UUID (`s3dl_item_make_new_uuid`), but an add that replaces
    // a tombstone takes over the tombstone's row and keeps its UUID and persistent reference
    // (`SecDbItemInsert` and `SecDbItemInsertOrReplace`, `SecDbItem.c`).
    record.identifier = nextIdentifier()
    if let tombstone = existing {
      database.remove(identifier: tombstone.identifier)
      record.identifier = tombstone.identifier
      record.sequence = tombstone.sequence
    }
    database.insert(record, lookupHash: lookupHash)
    if !lastMisses.isEmpty { lastMisses[context.client.name] = nil }
    return .inserted(record)
  }

  static func isTrue(_ value: InputValue) -> Bool {
    switch value {
    case .bool(let flag): flag
    case .integer(let number): number != 0
    case .real(let number): number != 0
    case .string(let string): (AttributeKind.canonicalNumber(string) ?? 0) != 0
    default: false
    }
  }

  /// `query_ensure_access_control`: default `pdmn`, and `pdmn` must agree with `accc`.
  static func ensureAccessControl(
    _ query: inout ParsedQuery, request: SecItemRequest, group: String
  ) throws(EngineFailure) {
    if let control = query.accessControl {
      if let explicit = query.item[.accessible]?.stringValue, request[.accessible] != nil,
        explicit != control.protection.rawValue
      {
        throw EngineFailure(
          .parameter, rule: "§2.2", "Conflicting kSecAttrAccessible and kSecAttrAccessControl.",
          details: ["pdmn = \(explicit)", "accc protection = \(control.protection.rawValue)"],
          fix: "Give only kSecAttrAccessControl, or make both name the same protection.")
      }
      query.item[.accessible] = .string(control.protection.rawValue)
      return
    }
    if query.item[.accessible] != nil { return }
    query.item[.accessible] = .string(
      defaultProtection(of: query.itemClass, in: group).rawValue)
  }

  /// The `pdmn` of an item added without `pdmn` or `accc`.
  static func defaultProtection(of itemClass: ItemClass, in group: String) -> KeychainAccessibility
  {
    group == "com.apple.apsd"
      ? .alwaysThisDeviceOnly : itemClass == .certificate ? .always : .whenUnlocked
  }

  /// -25299 with the attributes that made the add differ from the item it collides with.
  func duplicate(
    _ record: ItemRecord, existing: ItemRecord, request: SecItemRequest, context: CallContext
  ) -> EngineFailure {
    let schema = record.schema
    let keyAttributes = Set(schema.primaryKey)
    let nonKey =
      request.entries.keys.map(KeychainAttribute.init(rawValue:)).filter {
        schema.descriptors[$0] != nil && !keyAttributes.contains($0)
      }.map(\.rawValue) + (request[.valueData] != nil ? ["v_Data"] : [])
    let keyText = schema.lookupKeyAttributes.map(\.rawValue).joined(separator: ", ")
    var details = [
      "an item with the same primary key (\(keyText)) already exists in "
        + "\"\(existing.accessGroup)\"",
      nonKey.isEmpty
        ? "every attribute of the add is part of the primary key"
        : "not part of the \(record.itemClass) primary key, so they do not make the item "
          + "unique: " + nonKey.sorted().joined(separator: ", "),
      DuplicateKeyDetails.primaryKeyLine(of: existing),
    ]
    if let line = DuplicateKeyDetails.distinguishingLine(
      added: record, existing: existing,
      named: request.entries.keys.map(KeychainAttribute.init(rawValue:)))
    {
      details.append(line)
    }
    if let miss = lastMisses[context.client.name], miss.itemClass == record.itemClass,
      !miss.nonKeyAttributes.isEmpty
    {
      details.append(
        "the previous SecItemCopyMatching found nothing because it also matched on "
          + "non-key attributes: "
          + miss.nonKeyAttributes.map(\.rawValue).joined(separator: ", "))
    }
    return EngineFailure(
      .duplicateItem, rule: "§3.1",
      "The specified item already exists in the keychain (duplicate primary key).",
      details: details,
      fix: "Look the item up by its primary-key attributes only, and call SecItemUpdate when "
        + "it exists.")
  }
}
