import Foundation

/// The order `JSONSerialization` writes object keys in with `.sortedKeys`, for the keys of a
/// snapshot.
///
/// Foundation does not sort by code units: it compares keys numerically, ignoring case and
/// with the system locale (so `UUID` and `sha1` do not sort as bytes would). Rather than
/// imitate that comparison, the order of every attribute any class knows is read once from
/// Foundation's own output; a key outside that set (never stored by the engine, but possible
/// in a hand-made row) makes its item's keys sorted by Foundation itself.
enum SnapshotKeyOrder {
  /// Each known attribute's position in Foundation's key order.
  private static let ranks: [KeychainAttribute: Int] = {
    var names = Set<String>()
    for itemClass in ItemClass.allCases {
      for (attribute, _) in ClassSchema.schema(for: itemClass).descriptors {
        names.insert(attribute.rawValue)
      }
    }
    let sorted = foundationOrder(Array(names))
    return Dictionary(
      uniqueKeysWithValues: sorted.enumerated().map { (KeychainAttribute($0.element), $0.offset) })
  }()

  /// `attributes` with their values, in the order Foundation writes their keys.
  static func sorted(
    _ attributes: [(attribute: KeychainAttribute, value: KeychainValue)]
  ) -> [(attribute: KeychainAttribute, value: KeychainValue)] {
    var ranked: [(rank: Int, attribute: KeychainAttribute, value: KeychainValue)] = []
    ranked.reserveCapacity(attributes.count)
    for (attribute, value) in attributes {
      guard let rank = ranks[attribute] else { return sortedByFoundation(attributes) }
      ranked.append((rank, attribute, value))
    }
    ranked.sort { $0.rank < $1.rank }
    return ranked.map { ($0.attribute, $0.value) }
  }

  private static func sortedByFoundation(
    _ attributes: [(attribute: KeychainAttribute, value: KeychainValue)]
  ) -> [(attribute: KeychainAttribute, value: KeychainValue)] {
    let order = foundationOrder(attributes.map(\.attribute.rawValue))
    let positions = Dictionary(
      order.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    return attributes.sorted {
      positions[$0.attribute.rawValue]! < positions[$1.attribute.rawValue]!
    }
  }

  /// `names` (distinct) in the order `JSONSerialization` writes them as the keys of one
  /// object: each name is written with its index as its value, and the indices are read back
  /// in the order they come.
  static func foundationOrder(_ names: [String]) -> [String] {
    let object = Dictionary(
      names.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    else { return names.sorted() }
    var order: [String] = []
    order.reserveCapacity(names.count)
    var isInString = false
    var isEscaped = false
    var index: Int?
    for byte in data {
      if isInString {
        if isEscaped {
          isEscaped = false
        } else if byte == UInt8(ascii: "\\") {
          isEscaped = true
        } else if byte == UInt8(ascii: "\"") {
          isInString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): isInString = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        index = (index ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
      default:
        if let found = index, found < names.count { order.append(names[found]) }
        index = nil
      }
    }
    return order.count == object.count ? order : names.sorted()
  }
}
