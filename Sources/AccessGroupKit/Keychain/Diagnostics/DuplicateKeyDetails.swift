/// The lines of a -25299 explanation that show why the keychain takes two items for one: the
/// existing item's primary key, and the attributes the caller thought told them apart.
enum DuplicateKeyDetails {
  /// `the existing item's primary key: kSecAttrAccessGroup "G", kSecAttrAccount "alice", …`
  static func primaryKeyLine(of existing: ItemRecord) -> String {
    let values = existing.schema.lookupKeyAttributes.map { attribute in
      let value = existing.value(of: attribute).map(AttributeDifference.shown) ?? "no value"
      return "\(attribute.constantName) \(value)"
    }
    return "the existing item's primary key: " + values.joined(separator: ", ")
  }

  /// The attributes among `named` that are not part of the primary key and whose values in
  /// `added` differ from `existing`'s, with `kSecValueData` when the data differs (its bytes
  /// are not shown); `nil` when there are none.
  static func distinguishingLine(
    added: ItemRecord, existing: ItemRecord, named: [KeychainAttribute]
  ) -> String? {
    let schema = added.schema
    let key = Set(schema.primaryKey)
    var differences: [String] = []
    for attribute in named.sorted(by: { $0.rawValue < $1.rawValue }) where !key.contains(attribute)
    {
      guard let kind = schema.kind(of: attribute), let value = added.value(of: attribute)
      else { continue }
      let stored = existing.value(of: attribute)
      if let stored, kind.valuesMatch(stored, value) { continue }
      differences.append(
        AttributeDifference(attribute: attribute, stored: stored, queried: value)
          .text(calling: "added"))
    }
    if let data = added.data, data != existing.data {
      differences.append("kSecValueData (differs; not shown)")
    }
    guard !differences.isEmpty else { return nil }
    return "the add differs from it only in attributes outside the primary key, which do not "
      + "make an item distinct: " + differences.joined(separator: "; ")
  }
}
