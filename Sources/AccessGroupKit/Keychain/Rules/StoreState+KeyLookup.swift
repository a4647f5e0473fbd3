/// A `SecItemCopyMatching` request that names one item by its whole public primary key, read
/// straight from the call's typed request without the parse: the one shape of search the key index
/// answers, and the one most callers send (class, service, account, group, a limit and the
/// return keys).
///
/// Only a request on which every step of the general path before the search is a no-op
/// is taken: no key but `class`, the lookup-key attributes (without `sync`), `m_Limit` and
/// the four `kSecReturn…` keys, each spelled in ASCII; property-list values that convert for
/// their attribute; a boolean for each return key. The values go through the same
/// ``AttributeKind/coerce(_:)`` as the general parse, and `sync` is 0 as the parse makes it
/// when the caller names none. Any other request is `nil`, and the general path answers it,
/// in the same critical section, with its status and explanation.
struct KeyLookupRequest {
  /// The schema of the dictionary's class.
  let schema: ClassSchema
  /// The `agrp` the dictionary names.
  let group: String
  /// The lookup key's values in the order of ``ClassSchema/lookupKeyAttributes``.
  let key: [KeychainValue]
  /// `kSecMatchLimit`, 1 when absent.
  let limit: SearchLimit
  /// The `kSecReturn…` keys that are true.
  let returnTypes: ReturnTypes

  /// The lookup in `request`, or `nil` when it is of any other shape.
  init?(_ request: SecItemRequest) {
    guard case .string(let className)? = request[.itemClass],
      let itemClass = ItemClass(name: className), itemClass != .identity
    else { return nil }
    let schema = ClassSchema.schema(for: itemClass)
    let codes = schema.lookupKeyQueryCodes
    let kinds = schema.lookupKeyKinds
    guard request.entries.count <= codes.count + 5 else { return nil }
    // Placeholders, and a bit per position the dictionary fills. (Not `[KeychainValue?]`:
    // an array of optionals is made and destroyed through the runtime's generic path, which
    // would cost more than the lookup it serves.)
    var key: [KeychainValue] = []
    key.reserveCapacity(codes.count)
    for _ in codes.indices { key.append(.integer(0)) }
    var filled: UInt64 = 0
    var group: String?
    var limit: SearchLimit = 1
    var returnTypes: ReturnTypes = []
    for (name, input) in request.entries {
      // Attribute names are four ASCII bytes; only an ASCII code decides equality (a name
      // with other bytes goes the general way, which compares it under canonical
      // equivalence). Every other key is compared as a string, as the parse compares it.
      if let code = AttributeCode(asciiName: name) {
        guard ClientSidePreparation.nonPropertyList(input) == nil else { return nil }
        if code == .accessGroup {
          guard let position = schema.lookupKeyGroupPosition,
            case .string(let groupName)? = kinds[position].coerce(input)
          else { return nil }
          key[position] = .string(groupName)
          filled |= 1 << position
          group = groupName
        } else {
          guard let position = codes.firstIndex(of: code),
            let converted = kinds[position].coerce(input)
          else { return nil }
          key[position] = converted
          filled |= 1 << position
        }
      } else if name.utf8.first == UInt8(ascii: "c"), name == KeychainAttribute.itemClass.rawValue {
        continue  // Read above.
      } else if name.utf8.first == UInt8(ascii: "m"), name == KeychainAttribute.matchLimit.rawValue
      {
        guard let matchLimit = KeychainMatchLimit(input) else { return nil }
        limit = SearchLimit(matchLimit)
      } else if !returnTypes.apply(name, input) {
        return nil
      }
    }
    // Every lookup-key attribute but `sync` named, `sync` as the parse defaults it.
    guard let group, let syncPosition = kinds.firstIndex(of: .sync),
      filled == ((1 << codes.count) - 1) & ~(1 << syncPosition)
    else { return nil }
    key[syncPosition] = .integer(0)
    self.schema = schema
    self.group = group
    self.key = key
    self.limit = limit
    self.returnTypes = returnTypes
  }
}

extension StoreState {
  /// The successful outcome of a `SecItemCopyMatching` whose dictionary is a
  /// ``KeyLookupRequest``, or `nil` when the general path must answer.
  mutating func copyMatching(
    byKey request: KeyLookupRequest, context: CallContext
  )
    -> EngineOutcome?
  {
    guard var found = records(byKey: request, context: context) else { return nil }
    if request.returnTypes.showsAttributes { keepDigests(of: &found) }
    return EngineOutcome(
      status: .success, shaping: .copy(found, request.returnTypes, limit: request.limit))
  }

  /// The successful outcome of a typed search by primary key
  /// (``KeychainClient/items(matching:)``), or `nil` when the general path must answer.
  mutating func copyMatching(byKey query: KeychainQuery, context: CallContext) -> EngineOutcome? {
    // The typed items compute a stale digest only if their attributes are read.
    guard let found = records(byKey: query, context: context) else { return nil }
    return EngineOutcome(
      status: .success,
      shaping: .copy(found, KeychainQuery.typedReturnTypes, limit: SearchLimit(query.limit)))
  }

  /// The rows `SecItemCopyMatching` returns for a typed query that names one group and
  /// every other attribute of the class's public primary key, answered from the key index;
  /// `nil` when the query is anything else or the answer is not a plain success (then
  /// ``copyMatching(typed:returnTypes:context:)`` answers it, with the failure and its
  /// explanation).
  ///
  /// This is the search of ``search(_:groups:authentication:context:keepsDigests:)`` for the
  /// one shape of query whose candidates are the rows of one lookup key, without building a
  /// ``ParsedQuery`` or a ``RowMatcher``: the same conditions (each named attribute, `agrp`,
  /// `sync` and `tomb = 0`) are checked with the same descriptors, rows come back in insertion
  /// order, the limit applies before the lock check, and a miss or a locked item goes the
  /// general way. `TypedSearchTests` compares both on random stores.
  mutating func records(byKey query: KeychainQuery, context: CallContext) -> [ItemRecord]? {
    guard let group = query.accessGroup, query.itemClass != .identity else { return nil }
    let sync: Int64
    switch query.synchronizable {
    case .no: sync = 0
    case .yes: sync = 1
    case .any: return nil
    }
    let limit = SearchLimit(query.limit)
    let schema = ClassSchema.schema(for: query.itemClass)
    let keyAttributes = schema.lookupKeyAttributes
    let kinds = schema.lookupKeyKinds
    let queryCodes = schema.lookupKeyQueryCodes
    // `agrp` and `sync` come from the query's own fields; the attributes must name the rest.
    guard query.attributes.count == keyAttributes.count - 2 else { return nil }
    // The key's values, in lookup-key order, on the stack, with a bit per position filled.
    return withUnsafeTemporaryAllocation(
      of: KeychainValue.self, capacity: keyAttributes.count
    ) { wanted -> [ItemRecord]? in
      wanted.initialize(repeating: .integer(0))
      defer { wanted.deinitialize() }
      var filled: UInt64 = 0
      for (attribute, value) in query.attributes {
        guard let code = AttributeCode(attribute.rawValue),
          let position = queryCodes.firstIndex(of: code),
          let converted = kinds[position].coerce(InputValue(value))
        else { return nil }
        wanted[position] = converted
        filled |= 1 << position
      }
      for position in keyAttributes.indices {
        if kinds[position] == .sync {
          wanted[position] = .integer(sync)
        } else if queryCodes[position] == nil {
          // The only other attribute a query cannot name is the group.
          guard keyAttributes[position] == .accessGroup else { return nil }
          wanted[position] = .string(group)
        } else {
          continue
        }
        filled |= 1 << position
      }
      guard filled == (1 << keyAttributes.count) - 1 else { return nil }
      return answerByKey(
        schema: schema, group: group, key: UnsafeBufferPointer(wanted), limit: limit,
        context: context)
    }
  }

  /// The rows `SecItemCopyMatching` returns for a dictionary that names one group and every
  /// other attribute of the class's public primary key (see ``KeyLookupRequest``), answered
  /// from the key index; `nil` when the answer is not a plain success (then the general path
  /// answers, with the failure and its explanation). `KeyLookupRequestTests` compares both.
  mutating func records(byKey request: KeyLookupRequest, context: CallContext) -> [ItemRecord]? {
    request.key.withUnsafeBufferPointer {
      answerByKey(
        schema: request.schema, group: request.group, key: $0, limit: request.limit,
        context: context)
    }
  }

  /// The one executor of the fast key lookups, for the typed and the dictionary API alike:
  /// the rows a search of `group` for the lookup key `key` returns, or `nil` when the answer
  /// is not a plain success, which the general path explains.
  ///
  /// The search must pass the gate of ``copyMatching(_:context:)``
  /// (``CallContext/searchScope(naming:as:)``) narrowed to `group` (an app that reads every
  /// group searches them all, which the key index does not answer); a limit of 0 or a negative
  /// one (which the general search answers with its first row), a miss and a locked row
  /// decline. The rows are cut to `limit` before the lock check, as the general
  /// search cuts them, and the client's last miss is forgotten, as a successful search
  /// forgets it.
  private mutating func answerByKey(
    schema: ClassSchema, group: String, key: UnsafeBufferPointer<KeychainValue>, limit: SearchLimit,
    context: CallContext
  ) -> [ItemRecord]? {
    guard limit.isAnsweredByKey, case .namedGroup = context.searchScope(naming: group),
      var found = liveRecords(of: schema, in: group, key: key)
    else { return nil }
    if let count = limit.count, found.count > count { found.removeLast(found.count - count) }
    guard !found.isEmpty else { return nil }
    // Read in place, so that no row is copied to be checked.
    for index in found.indices where !found[index].protection.isAvailable(in: lockState) {
      return nil
    }
    if !lastMisses.isEmpty { lastMisses[context.client.name] = nil }
    return found
  }

  /// The rows `database.search(_:in:pairs:hidingTombstones:)` finds for pairs that name
  /// exactly `schema`'s lookup key with `group` as `agrp`, tombstones hidden, found through
  /// the key index: the rows of the class in `group` whose every lookup-key attribute matches
  /// `key` (values in the order of ``ClassSchema/lookupKeyAttributes``) and whose `tomb` is
  /// 0, in insertion order; `nil` for a class without `tomb`.
  func liveRecords(
    of schema: ClassSchema, in group: String, key: UnsafeBufferPointer<KeychainValue>
  ) -> [ItemRecord]? {
    let keyAttributes = schema.lookupKeyAttributes
    let kinds = schema.lookupKeyKinds
    var hasher = KeyHasher()
    hasher.combine(UInt64(schema.itemClass.keyNumber))
    for position in keyAttributes.indices {
      kinds[position].hashForm(of: key[position], into: &hasher)
    }
    guard let tombstone = schema.tombstoneKind else { return nil }
    let codes = schema.lookupKeyCodes
    let groupPosition = schema.lookupKeyGroupPosition
    return database.records(withLookupHash: hasher.value) { record in
      guard record.itemClass == schema.itemClass else { return false }
      // As the general search: a row is taken only for its own group (`==`). A group in its
      // column is a string, whose equal bytes (the key's comparison of `agrp`, whose value
      // is `group`) are that equality too, so one comparison does for both.
      let groupColumn = record.fields.groupColumn
      if groupColumn == nil, record.accessGroup != group { return false }
      for position in keyAttributes.indices {
        if position == groupPosition, let groupColumn {
          guard AttributeDescriptor.sameBytes(groupColumn, group) else { return false }
          continue
        }
        guard let stored = record.value(of: keyAttributes[position], code: codes[position]),
          kinds[position].valuesMatch(stored, key[position])
        else { return false }
      }
      guard let stored = record.value(of: .tombstone, code: .tombstone) else {
        return false
      }
      return tombstone.valuesMatch(stored, .integer(0))
    }
  }

  /// The rows a parsed query's pairs match when they name exactly the class's lookup key,
  /// `agrp` a string among `groups`, found through the key index; `nil` for any other query
  /// (then ``matchingRecords(_:groups:)`` searches the general way). The result is what the
  /// general search gives: the same conditions, checked with the same kinds.
  func recordsByKey(_ query: ParsedQuery, groups: [String]?) -> [ItemRecord]? {
    guard let groups, query.itemClass != .identity else { return nil }
    let schema = query.schema
    let keyCodes = schema.lookupKeyCodes
    guard query.matches.count == keyCodes.count else { return nil }
    return withUnsafeTemporaryAllocation(
      of: KeychainValue.self, capacity: keyCodes.count
    ) { key -> [ItemRecord]? in
      key.initialize(repeating: .integer(0))
      defer { key.deinitialize() }
      var filled: UInt64 = 0
      for (attribute, value) in query.matches {
        guard let code = AttributeCode(attribute.rawValue),
          let position = keyCodes.firstIndex(of: code)
        else { return nil }
        key[position] = value
        filled |= 1 << position
      }
      guard filled == (1 << keyCodes.count) - 1, let groupPosition = schema.lookupKeyGroupPosition,
        case .string(let group) = key[groupPosition], groups.contains(group)
      else { return nil }
      return liveRecords(of: schema, in: group, key: UnsafeBufferPointer(key))
    }
  }
}
