/// A class's primary key of one item (spec §3.1): the class and the compared form of every
/// primary-key attribute, an absent attribute counting as its default.
///
/// So `acct` absent equals `acct = ""`, a string and data with the same UTF-8 bytes are
/// equal, and numbers compare as numbers. `agrp` and `sync` are part of every class's key.
struct PrimaryKey: Hashable, Sendable {
  var itemClass: ItemClass
  var values: [MatchValue]

  /// The key of `attributes` in `schema`.
  init(_ attributes: ItemAttributes, schema: ClassSchema) {
    itemClass = schema.itemClass
    values = schema.primaryKeyDescriptors.map { descriptor in
      descriptor.matchValue(
        attributes[descriptor.attribute] ?? descriptor.defaultValue ?? .string(""))
    }
  }

  /// The key of `attributes` in `schema`.
  init(_ attributes: [KeychainAttribute: KeychainValue], schema: ClassSchema) {
    itemClass = schema.itemClass
    // Every primary-key attribute has a descriptor (the schema builds the list from them).
    values = schema.primaryKeyDescriptors.map { descriptor in
      descriptor.matchValue(
        attributes[descriptor.attribute] ?? descriptor.defaultValue ?? .string(""))
    }
  }
}

/// The primary key without the SPI attributes third-party apps never set (`vwht`, `tkid`,
/// `musr`, `ggrp`): what a query naming the whole public key is looked up by.
struct LookupKey: Hashable, Sendable {
  var itemClass: ItemClass
  var values: [MatchValue]

  /// The attributes it is made of, in `schema` order.
  static func attributes(of schema: ClassSchema) -> [KeychainAttribute] {
    schema.primaryKey.filter { !spiAttributes.contains($0) }
  }

  static let spiAttributes: Set<KeychainAttribute> = [
    .syncViewHint, .tokenID, .multiUser, .sharingGroup,
  ]

  /// The lookup key of a stored item whose primary key is already known: the same values,
  /// picked from the key instead of computed again.
  init(primaryKey: PrimaryKey, schema: ClassSchema) {
    itemClass = primaryKey.itemClass
    values = schema.lookupKeyPositions.map { primaryKey.values[$0] }
  }

  /// The lookup key a query pins down, or `nil` when it leaves an attribute open.
  init?(query matches: [KeychainAttribute: KeychainValue], group: String, schema: ClassSchema) {
    itemClass = schema.itemClass
    var values: [MatchValue] = []
    values.reserveCapacity(schema.lookupKeyDescriptors.count)
    for descriptor in schema.lookupKeyDescriptors {
      let attribute = descriptor.attribute
      let value = attribute == .accessGroup ? KeychainValue.string(group) : matches[attribute]
      guard let value else { return nil }
      values.append(descriptor.matchValue(value))
    }
    self.values = values
  }
}
