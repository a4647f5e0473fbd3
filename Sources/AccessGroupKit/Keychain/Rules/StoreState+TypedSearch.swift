extension StoreState {
  /// `SecItemCopyMatching` for a typed query, without building and parsing a dictionary, or
  /// `nil` when the query needs anything the dictionary path handles specially (then the
  /// caller takes that path, which also produces every failure that comes before the search).
  ///
  /// The query is parsed into the very ``ParsedQuery`` the dictionary path would make, the
  /// checks before the search are the ones of ``copyMatching(_:context:)`` that a plain query
  /// can reach, and the search itself is shared, so statuses, results and explanations are
  /// the same by construction; `TypedSearchTests` checks it on random stores.
  mutating func copyMatching(
    typed query: KeychainQuery, returnTypes: ReturnTypes, context: CallContext
  ) throws(EngineFailure) -> EngineOutcome? {
    guard let parsed = ParsedQuery(plain: query, returnTypes: returnTypes) else { return nil }
    // The gate of `copyMatching(_:context:)`; a refusal goes the general way, which
    // explains it.
    let scope = context.searchScope(naming: query.accessGroup)
    if case .refused = scope { return nil }
    let groups = context.groups(searchedIn: scope)
    // The typed items compute a stale digest only if their attributes are read, so the
    // search does not compute it for them.
    return try search(
      parsed, groups: groups, authentication: .allow, context: context, keepsDigests: false)
  }
}

extension ParsedQuery {
  /// The parse of a typed query with `kSecMatchLimit` and the return keys, or `nil` when one
  /// of its attributes has special handling in the dictionary path (group, sync, internal,
  /// sharing and access-control attributes, keys the class lacks, values that do not
  /// convert).
  init?(plain query: KeychainQuery, returnTypes: ReturnTypes) {
    guard query.itemClass != .identity else { return nil }
    let schema = ClassSchema.schema(for: query.itemClass)
    self.init(itemClass: query.itemClass, schema: schema, limit: SearchLimit(query.limit))
    // Built once and shared with `matches` (equal here: a plain query has no sha1).
    var item = [KeychainAttribute: KeychainValue](minimumCapacity: query.attributes.count + 2)
    defer {
      self.item = item
      matches = item
    }
    for (attribute, value) in query.attributes {
      guard let descriptor = schema.descriptor(attribute), descriptor.convertsPlainly,
        let converted = descriptor.kind.coerce(InputValue(value))
      else { return nil }
      item[attribute] = converted
    }
    if let group = query.accessGroup { item[.accessGroup] = .string(group) }
    switch query.synchronizable {
    case .no:
      item[.synchronizable] = .integer(0)
    case .yes:
      synchronizableSpecified = true
      item[.synchronizable] = .integer(1)
    case .any:
      synchronizableSpecified = true
    }
    matchKeys = [KeychainAttribute.matchLimit.rawValue]
    self.returnTypes = returnTypes
  }
}
