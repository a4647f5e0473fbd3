/// The search pairs of one query, resolved once against the class's schema so each row is
/// compared without looking anything up (`SecDbAppendWhereAttrs`).
struct RowMatcher {
  private var conditions:
    [(attribute: KeychainAttribute, descriptor: AttributeDescriptor?, wanted: KeychainValue)]

  /// The matcher of `pairs` for rows of `schema`'s class; `hidingTombstones` adds `tomb = 0`
  /// when the pairs do not name `tomb` (what a search does unless the caller asks for
  /// tombstones).
  init(
    _ pairs: [KeychainAttribute: KeychainValue], schema: ClassSchema,
    hidingTombstones: Bool = false
  ) {
    conditions = pairs.map { ($0.key, schema.descriptors[$0.key], $0.value) }
    if hidingTombstones, pairs[.tombstone] == nil {
      conditions.append((.tombstone, schema.descriptors[.tombstone], .integer(0)))
    }
  }

  /// Whether every pair equals `record`'s value; a pair naming an attribute the row lacks
  /// (or the class does not have) never matches.
  func matches(_ record: ItemRecord) -> Bool {
    for (attribute, descriptor, wanted) in conditions {
      guard let descriptor, let stored = record.value(of: attribute) else { return false }
      if !descriptor.valuesMatch(stored, wanted) { return false }
    }
    return true
  }
}
