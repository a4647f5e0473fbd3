import Foundation

/// One stored row: a live item or a tombstone.
///
/// The row's `sha1` is a pure function of its item-hash attributes and its data, and most
/// rows are never asked for it, so it is computed when read rather than on every add and
/// update: ``refreshDigest()`` only marks it stale, ``attributes`` fills it in, and the
/// engine's own reads (indexes, matching, protection) go to ``fields``, which never computes
/// it.
struct ItemRecord: Hashable, Sendable {
  var itemClass: ItemClass
  /// The stored attributes as kept: `sha1` is absent while ``digestIsStale``.
  var fields: ItemAttributes
  /// Whether `sha1` has to be computed before the attributes are shown.
  private(set) var digestIsStale = false
  var data: Data?
  /// The 16-byte UUID of the persistent reference, kept inline.
  var identifier: ItemUUID
  /// The access control the caller supplied, if any.
  var accessControl: KeychainAccessControl?
  /// Insertion order (SQLite row id); results come back in this order.
  var sequence: UInt64

  init(
    itemClass: ItemClass, attributes: ItemAttributes, data: Data?, identifier: ItemUUID,
    accessControl: KeychainAccessControl?, sequence: UInt64
  ) {
    self.itemClass = itemClass
    self.fields = attributes
    self.data = data
    self.identifier = identifier
    self.accessControl = accessControl
    self.sequence = sequence
  }

  init(
    itemClass: ItemClass, attributes: ItemAttributes, data: Data?, uuid: Data,
    accessControl: KeychainAccessControl?, sequence: UInt64
  ) {
    self.init(
      itemClass: itemClass, attributes: attributes, data: data, identifier: ItemUUID(uuid),
      accessControl: accessControl, sequence: sequence)
  }

  init(
    itemClass: ItemClass, attributes: [KeychainAttribute: KeychainValue], data: Data?,
    uuid: Data, accessControl: KeychainAccessControl?, sequence: UInt64
  ) {
    self.init(
      itemClass: itemClass, attributes: ItemAttributes(attributes), data: data, uuid: uuid,
      accessControl: accessControl, sequence: sequence)
  }

  /// Every stored attribute, defaults and `sha1` included (not `accc`, which is
  /// ``accessControl``). Reading it computes a stale digest; setting it keeps the digest it
  /// is given.
  var attributes: ItemAttributes {
    get {
      guard digestIsStale else { return fields }
      var complete = fields
      complete[.sha1, code: .sha1] = .data(currentDigest())
      return complete
    }
    set {
      fields = newValue
      digestIsStale = false
    }
  }

  static func == (lhs: ItemRecord, rhs: ItemRecord) -> Bool {
    lhs.itemClass == rhs.itemClass && lhs.identifier == rhs.identifier
      && lhs.sequence == rhs.sequence && lhs.data == rhs.data
      && lhs.accessControl == rhs.accessControl && lhs.attributes == rhs.attributes
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(itemClass)
    hasher.combine(identifier)
    hasher.combine(sequence)
    hasher.combine(attributes)
  }

  /// The UUID's 16 bytes.
  var uuid: Data {
    get { identifier.data }
    set { identifier = ItemUUID(newValue) }
  }

  var schema: ClassSchema { ClassSchema.schema(for: itemClass) }

  var accessGroup: String { fields.accessGroup ?? "" }

  var protection: KeychainAccessibility { fields.protection ?? .whenUnlocked }

  var isTombstone: Bool { (fields[.tombstone, code: .tombstone]?.numberValue ?? 0) != 0 }

  /// `SecItemSynchronizable`: a nonzero number (booleans are stored as numbers) or a
  /// canonical nonzero numeric string.
  var isSynchronizable: Bool {
    switch fields[.synchronizable, code: .synchronizable] {
    case .string(let value): return (AttributeKind.canonicalNumber(value) ?? 0) != 0
    case let value?: return (value.numberValue ?? 0) != 0
    case nil: return false
    }
  }

  var primaryKey: PrimaryKey { PrimaryKey(fields, schema: schema) }

  /// Whether `other` has this row's class and primary key (`primaryKey == other.primaryKey`
  /// without building either).
  func hasPrimaryKey(of other: ItemRecord) -> Bool {
    guard itemClass == other.itemClass else { return false }
    let schema = schema
    let kinds = schema.primaryKeyKinds
    let defaults = schema.primaryKeyDefaults
    let codes = schema.primaryKeyCodes
    for (position, attribute) in schema.primaryKey.enumerated() {
      let mine = fields[attribute, code: codes[position]] ?? defaults[position]
      let theirs = other.fields[attribute, code: codes[position]] ?? defaults[position]
      if !kinds[position].valuesMatch(mine, theirs) { return false }
    }
    return true
  }

  var persistentReference: Data {
    PersistentReference.encode(itemClass: itemClass, uuid: identifier.data)
  }

  /// One attribute's value, computing `sha1` only when it is the one asked for.
  func value(of attribute: KeychainAttribute) -> KeychainValue? {
    value(of: attribute, code: AttributeCode(asciiName: attribute.rawValue))
  }

  /// ``value(of:)`` for a caller that has the name's `AttributeCode(asciiName:)`.
  func value(of attribute: KeychainAttribute, code: AttributeCode?) -> KeychainValue? {
    // Two codes decide equality; a name without one is compared as a string.
    if digestIsStale, code.map({ $0 == .sha1 }) ?? (attribute == .sha1) {
      return attributes[attribute]
    }
    return fields.value(of: attribute, code: code)
  }

  /// Marks `sha1` stale after a hashed attribute or the data changed; it is computed from
  /// the attributes in the item hash (flag `I`) and the data when next read.
  ///
  /// The digest is over the simulation's own encoding (sorted `key=value-bytes` records),
  /// not Apple's DER, so the bytes differ from a device's; it changes when a hashed
  /// attribute changes, as Apple's does.
  mutating func refreshDigest() {
    fields[.sha1, code: .sha1] = nil
    digestIsStale = true
  }

  /// Computes a stale `sha1` and keeps it.
  mutating func completeDigest() {
    guard digestIsStale else { return }
    fields[.sha1, code: .sha1] = .data(currentDigest())
    digestIsStale = false
  }

  /// The digest of the row as it is now.
  private func currentDigest() -> Data {
    // Built as a byte array: Data.append costs more than the hashing.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256 + (data?.count ?? 0))
    for attribute in schema.itemHashAttributes {
      guard let value = fields[attribute] else { continue }
      bytes.append(contentsOf: attribute.rawValue.utf8)
      bytes.append(0x3d)
      bytes.append(contentsOf: value.typeName.utf8)
      bytes.append(0x3a)
      switch value {
      case .string(let text): bytes.append(contentsOf: text.utf8)
      case .data(let contents): bytes.append(contentsOf: contents)
      default: bytes.append(contentsOf: value.matchBytes)
      }
      bytes.append(0)
    }
    if let data { bytes.append(contentsOf: data) }
    return SHA1.digest(bytes: bytes)
  }
}
