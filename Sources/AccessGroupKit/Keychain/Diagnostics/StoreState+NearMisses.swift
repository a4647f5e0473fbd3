extension StoreState {
  /// The ``NearMisses`` of `query`, which found nothing for `call`: one pass over the rows of
  /// its class, called only on the failure path.
  ///
  /// The caller reaches the groups it reads (CopyMatching) or writes (Update and Delete). A
  /// row in another group is compared without its group and counted only when everything
  /// else matches; its attributes are never shown.
  mutating func nearMisses(
    of query: ParsedQuery, call: KeychainCall, context: CallContext
  ) -> NearMisses {
    let reachable = call == .copyMatching ? context.readableGroups : context.writableGroups
    let hidesSynchronizable =
      query.matches[.synchronizable] == .integer(0) && !query.synchronizableSpecified
    let hidesTombstones = query.matches[.tombstone] == nil
    let pairs = query.matches.sorted { $0.key.rawValue < $1.key.rawValue }
    var misses = NearMisses()
    var foreignGroups = Set<String>()
    let (candidates, isPartial) = nearMissCandidates(query)
    misses.isPartial = isPartial
    for row in candidates where !(hidesTombstones && row.isTombstone) {
      let inReach = ResolvedAccessGroups.list(reachable, allows: row.accessGroup)
      let allowed = inReach ? NearMisses.mostDifferences : 0
      var differences: [AttributeDifference] = []
      for (attribute, wanted) in pairs where inReach || attribute != .accessGroup {
        let stored = row.value(of: attribute)
        if let kind = query.schema.kind(of: attribute), let stored,
          kind.valuesMatch(stored, wanted)
        {
          continue
        }
        differences.append(
          AttributeDifference(attribute: attribute, stored: stored, queried: wanted))
        if differences.count > allowed { break }
      }
      if !inReach {
        if differences.isEmpty {
          misses.foreignCount += 1
          foreignGroups.insert(row.accessGroup)
        }
      } else if hidesSynchronizable, differences.map(\.attribute) == [.synchronizable] {
        misses.hiddenSynchronizable += 1
      } else if !differences.isEmpty, differences.count < pairs.count {
        misses.consider(differences, group: row.accessGroup)
      }
    }
    misses.foreignGroups = foreignGroups.sorted()
    return misses
  }

  /// The rows a near miss is looked for in: the first ``NearMisses/mostItemsCompared`` rows
  /// of the query's class in every group (identities joined), narrowed by the query's filters
  /// that are not attributes (a persistent reference, a host); and whether there were more.
  private mutating func nearMissCandidates(
    _ query: ParsedQuery
  ) -> (rows: [ItemRecord], isPartial: Bool) {
    let limit = NearMisses.mostItemsCompared
    var rows: [ItemRecord]
    var isPartial: Bool
    if query.itemClass == .identity {
      rows = identities(groups: nil, where: RowMatcher([:], schema: query.schema))
      isPartial = rows.count > limit
      rows = Array(rows.prefix(limit))
    } else {
      (rows, isPartial) = database.firstRecords(of: query.itemClass, limit: limit)
    }
    if let reference = query.persistentReference {
      guard case .uuid(let uuid) = reference.identifier else { return ([], false) }
      rows = rows.filter { $0.uuid == uuid }
    }
    if let host = query.hostOrSubdomain {
      rows = rows.filter { Self.isOnHost($0, host) }
    }
    return (rows, isPartial)
  }
}
