/// A class's primary key of one item (§3.1): the class and the compared form of every
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
    let kinds = schema.primaryKeyKinds
    let defaults = schema.primaryKeyDefaults
    let codes = schema.primaryKeyCodes
    values = schema.primaryKey.indices.map { position in
      let attribute = schema.primaryKey[position]
      return kinds[position].matchValue(
        attributes[attribute, code: codes[position]] ?? defaults[position])
    }
  }

  /// The key of `attributes` in `schema`.
  init(_ attributes: [KeychainAttribute: KeychainValue], schema: ClassSchema) {
    itemClass = schema.itemClass
    let kinds = schema.primaryKeyKinds
    let defaults = schema.primaryKeyDefaults
    values = schema.primaryKey.indices.map { position in
      kinds[position].matchValue(attributes[schema.primaryKey[position]] ?? defaults[position])
    }
  }
}
