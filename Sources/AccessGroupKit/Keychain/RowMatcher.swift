/// The search pairs of one query, resolved once against the class's schema so each row is
/// compared without looking anything up (`SecDbAppendWhereAttrs`).
struct RowMatcher {
  private var conditions: [Condition]

  /// One pair. A struct, not a tuple: arrays of tuples are destroyed through the runtime's
  /// generic (slow) path.
  private struct Condition {
    var attribute: KeychainAttribute
    var descriptor: AttributeDescriptor?
    var wanted: KeychainValue
  }

  /// The matcher of `pairs` for rows of `schema`'s class; `hidingTombstones` adds `tomb = 0`
  /// when the pairs do not name `tomb` (what a search does unless the caller asks for
  /// tombstones).
  init(
    _ pairs: [KeychainAttribute: KeychainValue], schema: ClassSchema,
    hidingTombstones: Bool = false
  ) {
    conditions = pairs.map {
      Condition(attribute: $0.key, descriptor: schema.descriptor($0.key), wanted: $0.value)
    }
    if hidingTombstones, pairs[.tombstone] == nil {
      conditions.append(
        Condition(
          attribute: .tombstone, descriptor: schema.descriptor(.tombstone), wanted: .integer(0)))
    }
  }

  /// Whether every pair equals `record`'s value; a pair naming an attribute the row lacks
  /// (or the class does not have) never matches.
  func matches(_ record: ItemRecord) -> Bool {
    for condition in conditions {
      guard let descriptor = condition.descriptor,
        let stored = record.value(of: condition.attribute)
      else { return false }
      if !descriptor.valuesMatch(stored, condition.wanted) { return false }
    }
    return true
  }
}
