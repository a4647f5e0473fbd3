import Foundation

/// The item tables with their indexes.
///
/// Rows are keyed by UUID. Per class there are indexes from the full primary key to the
/// row (uniqueness), from the public part of the primary key to rows (a query naming the
/// whole key is a lookup, not a scan), from access group to rows, and for genp and inet from
/// (group, service or server) to rows. A query by group or service therefore never visits
/// rows of other groups.
struct ItemDatabase: Sendable {
  private(set) var items: [Data: ItemRecord] = [:]
  private var primaryKeys: [PrimaryKey: Data] = [:]
  private var lookupKeys: [LookupKey: Set<Data>] = [:]
  private var groups: [GroupKey: Set<Data>] = [:]
  private var services: [ServiceKey: Set<Data>] = [:]
  private var classes: [ItemClass: Set<Data>] = [:]
  /// The next row's sequence number.
  var nextSequence: UInt64 = 1

  private struct GroupKey: Hashable, Sendable {
    var itemClass: ItemClass
    var group: String
  }

  private struct ServiceKey: Hashable, Sendable {
    var itemClass: ItemClass
    var group: String
    var value: MatchValue
  }

  var count: Int { items.count }

  /// The attribute indexed per group for `itemClass`: `svce` for genp, `srvr` for inet.
  static func serviceAttribute(of itemClass: ItemClass) -> KeychainAttribute? {
    switch itemClass {
    case .genericPassword: .service
    case .internetPassword: .server
    default: nil
    }
  }

  /// The row with the same primary key, live or tombstone.
  func record(withPrimaryKey key: PrimaryKey) -> ItemRecord? {
    primaryKeys[key].flatMap { items[$0] }
  }

  /// The row with `uuid`.
  func record(withUUID uuid: Data) -> ItemRecord? { items[uuid] }

  /// Inserts a row; the caller has checked its primary key is free.
  mutating func insert(_ record: ItemRecord) {
    insert(record, primaryKey: record.primaryKey)
  }

  /// Inserts a row whose primary key the caller has already computed.
  mutating func insert(_ record: ItemRecord, primaryKey: PrimaryKey) {
    items[record.uuid] = record
    primaryKeys[primaryKey] = record.uuid
    lookupKeys[LookupKey(primaryKey: primaryKey, schema: record.schema), default: []].insert(
      record.uuid)
    groups[GroupKey(itemClass: record.itemClass, group: record.accessGroup), default: []]
      .insert(record.uuid)
    if let key = serviceKey(of: record) { services[key, default: []].insert(record.uuid) }
    classes[record.itemClass, default: []].insert(record.uuid)
    nextSequence = max(nextSequence, record.sequence + 1)
  }

  /// Replaces a row by a new version with the same UUID and the same primary key, so with
  /// the same index keys: only the row changes.
  mutating func replace(_ record: ItemRecord) {
    items[record.uuid] = record
    nextSequence = max(nextSequence, record.sequence + 1)
  }

  /// Removes the row with `uuid`.
  @discardableResult
  mutating func remove(_ uuid: Data) -> ItemRecord? {
    guard let record = items.removeValue(forKey: uuid) else { return nil }
    let primaryKey = record.primaryKey
    if primaryKeys[primaryKey] == uuid { primaryKeys[primaryKey] = nil }
    let lookup = LookupKey(primaryKey: primaryKey, schema: record.schema)
    lookupKeys[lookup]?.remove(uuid)
    if lookupKeys[lookup]?.isEmpty == true { lookupKeys[lookup] = nil }
    let group = GroupKey(itemClass: record.itemClass, group: record.accessGroup)
    groups[group]?.remove(uuid)
    if groups[group]?.isEmpty == true { groups[group] = nil }
    if let key = serviceKey(of: record) {
      services[key]?.remove(uuid)
      if services[key]?.isEmpty == true { services[key] = nil }
    }
    classes[record.itemClass]?.remove(uuid)
    return record
  }

  /// Removes every row `predicate` accepts (used only outside SecItem calls).
  mutating func removeAll(where predicate: (ItemRecord) -> Bool) {
    for record in items.values where predicate(record) { remove(record.uuid) }
  }

  private func serviceKey(of record: ItemRecord) -> ServiceKey? {
    guard let attribute = Self.serviceAttribute(of: record.itemClass),
      let descriptor = record.schema.descriptors[attribute]
    else { return nil }
    let value = record.attributes[attribute] ?? descriptor.defaultValue ?? .string("")
    return ServiceKey(
      itemClass: record.itemClass, group: record.accessGroup, value: descriptor.matchValue(value))
  }

  /// The rows of `itemClass` in `groups` (every group when `nil`) whose attributes match
  /// `pairs`, in insertion order.
  func search(
    _ itemClass: ItemClass, in groupList: [String]?, pairs: [KeychainAttribute: KeychainValue]
  ) -> [ItemRecord] {
    candidates(itemClass, in: groupList, pairs: pairs).compactMap { items[$0] }
      .filter { $0.matches(pairs) }.sorted { $0.sequence < $1.sequence }
  }

  /// The UUIDs a search has to look at. Picks the narrowest index per group: the lookup key
  /// when the query names the whole public primary key, then service or server, then the
  /// group; the whole class only for a client holding `"*"`.
  func candidates(
    _ itemClass: ItemClass, in groupList: [String]?, pairs: [KeychainAttribute: KeychainValue]
  ) -> Set<Data> {
    let schema = ClassSchema.schema(for: itemClass)
    let groupsToSearch: [String]?
    if let pinned = pairs[.accessGroup]?.stringValue {
      guard groupList?.contains(pinned) ?? true else { return [] }
      groupsToSearch = [pinned]
    } else {
      groupsToSearch = groupList.map { Array(Set($0)) }
    }
    guard let groupsToSearch else { return classes[itemClass] ?? [] }
    var candidates = Set<Data>()
    for group in groupsToSearch {
      if let key = LookupKey(query: pairs, group: group, schema: schema) {
        candidates.formUnion(lookupKeys[key] ?? [])
      } else if let attribute = Self.serviceAttribute(of: itemClass),
        let value = pairs[attribute], let descriptor = schema.descriptors[attribute]
      {
        let key = ServiceKey(
          itemClass: itemClass, group: group, value: descriptor.matchValue(value))
        candidates.formUnion(services[key] ?? [])
      } else {
        candidates.formUnion(groups[GroupKey(itemClass: itemClass, group: group)] ?? [])
      }
    }
    return candidates
  }

  /// Every row in a stable order (class, then insertion).
  var orderedRecords: [ItemRecord] {
    items.values.sorted {
      ($0.itemClass.rawValue, $0.sequence) < ($1.itemClass.rawValue, $1.sequence)
    }
  }
}
