import Foundation

/// The item tables with their indexes.
struct ItemDatabase {
  var items: [Data: ItemRecord] = [:]

  var count: Int { items.count }

  mutating func removeAll(where predicate: (ItemRecord) -> Bool) {
    items = items.filter { !predicate($0.value) }
  }
}

/// One stored row.
struct ItemRecord: Hashable {
  var itemClass: ItemClass
  var attributes: [KeychainAttribute: KeychainValue]
  var data: Data?
  var uuid: Data
  var accessControl: KeychainAccessControl?
  var sequence: UInt64

  var protection: KeychainAccessibility {
    attributes[.accessible]?.stringValue.flatMap(KeychainAccessibility.init(rawValue:))
      ?? .whenUnlocked
  }
}
