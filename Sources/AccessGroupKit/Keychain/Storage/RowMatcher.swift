/// The search pairs of one query, resolved once against the class's schema so each row is
/// compared without looking anything up (`SecDbAppendWhereAttrs`).
struct RowMatcher {
  private var conditions: [Condition]

  /// The values the pairs give the class's lookup-key attributes, in the order of
  /// `schema.lookupKeyDescriptors` (`nil` where a pair is missing; `agrp` is never read from
  /// here, since the search fills in each group it visits).
  private(set) var lookupValues: [KeychainValue?]

  /// The group the pairs name, when it is a string.
  private(set) var pinnedGroup: String?

  /// The value of the attribute the schema indexes each group by
  /// (``ClassSchema/groupIndexAttribute``), if named.
  private(set) var groupIndexValue: KeychainValue?

  /// One pair. A struct, not a tuple: arrays of tuples are destroyed through the runtime's
  /// generic (slow) path.
  private struct Condition {
    var attribute: KeychainAttribute
    /// The kind the class gives the attribute (`nil`: the class lacks it); the kind alone
    /// decides how values compare.
    var kind: AttributeKind?
    var wanted: KeychainValue
  }

  /// The matcher of `pairs` for rows of `schema`'s class; `hidingTombstones` adds `tomb = 0`
  /// when the pairs do not name `tomb` (what a search does unless the caller asks for
  /// tombstones).
  init(
    _ pairs: [KeychainAttribute: KeychainValue], schema: ClassSchema,
    hidingTombstones: Bool = false
  ) {
    let indexedAttribute = schema.groupIndexAttribute
    var lookupValues = [KeychainValue?](repeating: nil, count: schema.lookupKeyAttributes.count)
    var conditions: [Condition] = []
    conditions.reserveCapacity(pairs.count + 1)
    var namesTombstone = false
    for (attribute, value) in pairs {
      if attribute == .tombstone { namesTombstone = true }
      conditions.append(
        Condition(attribute: attribute, kind: schema.kind(of: attribute), wanted: value))
      if let position = schema.lookupKeyAttributes.firstIndex(of: attribute) {
        lookupValues[position] = value
      }
      if attribute == .accessGroup, case .string(let name) = value { pinnedGroup = name }
      if attribute == indexedAttribute { groupIndexValue = value }
    }
    if hidingTombstones, !namesTombstone {
      conditions.append(
        Condition(
          attribute: .tombstone, kind: schema.kind(of: .tombstone), wanted: .integer(0)))
    }
    self.conditions = conditions
    self.lookupValues = lookupValues
  }

  /// Whether every pair equals `record`'s value; a pair naming an attribute the row lacks
  /// (or the class does not have) never matches.
  func matches(_ record: ItemRecord) -> Bool {
    for condition in conditions {
      guard let kind = condition.kind, let stored = record.value(of: condition.attribute)
      else { return false }
      if !kind.valuesMatch(stored, condition.wanted) { return false }
    }
    return true
  }
}
