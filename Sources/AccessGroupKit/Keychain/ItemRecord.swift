import Foundation

/// One stored row: a live item or a tombstone.
struct ItemRecord: Hashable, Sendable {
  var itemClass: ItemClass
  /// Every stored attribute, defaults and `sha1` included (not `accc`, which is
  /// ``accessControl``).
  var attributes: ItemAttributes
  var data: Data?
  /// The 16-byte UUID of the persistent reference, kept inline.
  var identifier: ItemUUID
  /// The access control the caller supplied, if any.
  var accessControl: KeychainAccessControl?
  /// Insertion order (SQLite row id); results come back in this order.
  var sequence: UInt64

  init(
    itemClass: ItemClass, attributes: ItemAttributes, data: Data?, uuid: Data,
    accessControl: KeychainAccessControl?, sequence: UInt64
  ) {
    self.itemClass = itemClass
    self.attributes = attributes
    self.data = data
    self.identifier = ItemUUID(uuid)
    self.accessControl = accessControl
    self.sequence = sequence
  }

  init(
    itemClass: ItemClass, attributes: [KeychainAttribute: KeychainValue], data: Data?,
    uuid: Data, accessControl: KeychainAccessControl?, sequence: UInt64
  ) {
    self.init(
      itemClass: itemClass, attributes: ItemAttributes(attributes), data: data, uuid: uuid,
      accessControl: accessControl, sequence: sequence)
  }

  /// The UUID's 16 bytes.
  var uuid: Data {
    get { identifier.data }
    set { identifier = ItemUUID(newValue) }
  }

  var schema: ClassSchema { ClassSchema.schema(for: itemClass) }

  var accessGroup: String { attributes.accessGroup ?? "" }

  var protection: KeychainAccessibility { attributes.protection ?? .whenUnlocked }

  var isTombstone: Bool { (attributes[.tombstone]?.numberValue ?? 0) != 0 }

  /// `SecItemSynchronizable`: a nonzero number (booleans are stored as numbers) or a
  /// canonical nonzero numeric string.
  var isSynchronizable: Bool {
    switch attributes[.synchronizable] {
    case .string(let value): return (AttributeKind.canonicalNumber(value) ?? 0) != 0
    case let value?: return (value.numberValue ?? 0) != 0
    case nil: return false
    }
  }

  var primaryKey: PrimaryKey { PrimaryKey(attributes, schema: schema) }

  /// Whether `other` has this row's class and primary key (`primaryKey == other.primaryKey`
  /// without building either).
  func hasPrimaryKey(of other: ItemRecord) -> Bool {
    guard itemClass == other.itemClass else { return false }
    for descriptor in schema.primaryKeyDescriptors {
      let fallback = descriptor.defaultValue ?? .string("")
      let mine = attributes[descriptor.attribute] ?? fallback
      let theirs = other.attributes[descriptor.attribute] ?? fallback
      if !descriptor.valuesMatch(mine, theirs) { return false }
    }
    return true
  }

  var persistentReference: Data {
    PersistentReference.encode(itemClass: itemClass, uuid: identifier.data)
  }

  /// Whether every search pair equals this row's value (`SecDbAppendWhereAttrs`).
  func matches(_ pairs: [KeychainAttribute: KeychainValue]) -> Bool {
    let schema = self.schema
    for (attribute, wanted) in pairs {
      guard let stored = attributes[attribute], let descriptor = schema.descriptors[attribute]
      else { return false }
      if !descriptor.valuesMatch(stored, wanted) { return false }
    }
    return true
  }

  /// Recomputes `sha1` over the attributes in the item hash (flag `I`) and the data.
  ///
  /// The digest is over the simulation's own encoding (sorted `key=value-bytes` records),
  /// not Apple's DER, so the bytes differ from a device's; it changes when a hashed
  /// attribute changes, as Apple's does.
  mutating func refreshDigest() {
    // Built as a byte array: Data.append costs more than the hashing.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256 + (data?.count ?? 0))
    for attribute in schema.itemHashAttributes {
      guard let value = attributes[attribute] else { continue }
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
    attributes[.sha1] = .data(SHA1.digest(bytes: bytes))
  }
}
