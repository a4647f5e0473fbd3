import Foundation

@testable import AccessGroupKit

/// A read-only view of ``AccessGroupKit/ItemStore/exportSnapshot()`` JSON, for invariants
/// checked from outside the engine.
struct SnapshotView {
  /// One item: its UUID, class, access group, and every attribute in a canonical text form.
  struct Item: Equatable {
    var uuid: String
    var itemClass: String
    var accessGroup: String?
    /// The whole item as JSON text (for "did it change" comparisons).
    var json: String
    var attributes: [String: [String: Any]]

    static func == (lhs: Item, rhs: Item) -> Bool { lhs.json == rhs.json }
  }

  var items: [Item]
  var root: [String: Any]

  init?(_ data: Data) {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let items = root["items"] as? [[String: Any]]
    else { return nil }
    self.root = root
    self.items = items.map { item in
      let attributes = item["attributes"] as? [String: [String: Any]] ?? [:]
      let json = Self.canonicalText(item)
      return Item(
        uuid: item["uuid"] as? String ?? "", itemClass: item["class"] as? String ?? "",
        accessGroup: attributes["agrp"]?["string"] as? String, json: json,
        attributes: attributes)
    }
  }

  /// The snapshot with only the items whose access group is in `groups`.
  func projected(onto groups: Set<String>) -> Data? {
    var root = self.root
    let items = (root["items"] as? [[String: Any]] ?? []).filter {
      let attributes = $0["attributes"] as? [String: [String: Any]]
      return (attributes?["agrp"]?["string"] as? String).map(groups.contains) ?? false
    }
    root["items"] = items
    return try? JSONSerialization.data(withJSONObject: root)
  }

  /// A deterministic text form of a JSON value or a call's result (keys sorted by code
  /// units, data spelled byte by byte), much cheaper than re-serializing with `.sortedKeys`,
  /// so that two values built apart compare equal exactly when they hold the same values.
  static func canonicalText(_ value: Any?) -> String {
    switch value {
    case nil:
      return "nil"
    case let dictionary as [String: Any]:
      let body = dictionary.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        .map { "\($0)=\(canonicalText(dictionary[$0]))" }
      return "{" + body.joined(separator: ",") + "}"
    case let array as [Any]:
      return "[" + array.map(canonicalText).joined(separator: ",") + "]"
    case let data as Data:
      return "Data:" + data.map { String($0, radix: 16) }.joined(separator: ".")
    case let reference as KeychainItemReference:
      // A reference's attributes are a dictionary: its description follows hash order.
      let body = reference.attributes.keys.sorted()
        .map { "\($0)=\(canonicalText(reference.attributes[$0]))" }
      let data = reference.data.map(canonicalText) ?? "nil"
      return "Ref:\(reference.itemClass){" + body.joined(separator: ",") + "}" + data
    case let value as KeychainValue:
      if case .data(let data) = value { return canonicalText(data) }
      return "\(value)"
    case let date as Date:
      return "Date:\(date.timeIntervalSinceReferenceDate)"
    case let some?:
      return "\(type(of: some)):\(some)"
    }
  }

  // MARK: Primary keys (§3.1)

  static let primaryKeys: [String: [String]] = [
    "genp": ["acct", "svce", "agrp", "sync", "vwht", "tkid", "musr", "ggrp"],
    "inet": [
      "acct", "sdmn", "srvr", "ptcl", "atyp", "port", "path", "agrp", "sync", "vwht", "tkid",
      "musr", "ggrp",
    ],
    "cert": ["ctyp", "issr", "slnr", "agrp", "sync", "vwht", "tkid", "musr", "ggrp"],
    "keys": [
      "kcls", "klbl", "atag", "type", "crtr", "bsiz", "esiz", "sdat", "edat", "agrp", "sync",
      "vwht", "tkid", "musr", "ggrp",
    ],
  ]

  static let numberAttributes: Set<String> = [
    "ptcl", "port", "ctyp", "kcls", "type", "crtr", "bsiz", "esiz", "sync",
  ]
  static let dateAttributes: Set<String> = ["sdat", "edat"]

  /// The canonical form of one primary-key column: absent is the default, a string and data
  /// with the same bytes are equal, a number in a byte column is its 4-byte form.
  static func canonical(_ name: String, _ encoded: [String: Any]?) -> String {
    if dateAttributes.contains(name) {
      guard let text = encoded?["date"] as? String, let value = Double(text) else { return "d:0" }
      return "d:\(value)"
    }
    if numberAttributes.contains(name) {
      if let number = encoded?["integer"] as? NSNumber { return "n:\(number.int64Value)" }
      if let flag = encoded?["bool"] as? Bool { return flag ? "n:1" : "n:0" }
      if let text = encoded?["string"] as? String { return "s:" + text }
      if let text = encoded?["real"] as? String { return "r:" + text }
      if let data = encoded?["data"] as? String { return "x:" + data }
      return "n:0"
    }
    var bytes: [UInt8] = []
    if let text = encoded?["string"] as? String {
      bytes = Array(text.utf8)
    } else if let base64 = encoded?["data"] as? String, let data = Data(base64Encoded: base64) {
      bytes = Array(data)
    } else if let number = encoded?["integer"] as? NSNumber {
      let value = Int32(truncatingIfNeeded: number.int64Value)
      bytes = withUnsafeBytes(of: value.littleEndian, Array.init)
    } else if let flag = encoded?["bool"] as? Bool {
      bytes = withUnsafeBytes(of: Int32(flag ? 1 : 0).littleEndian, Array.init)
    } else if let other = encoded?.first {
      return "?:\(other.key)=\(other.value)"
    }
    return "b:" + bytes.map { String($0, radix: 16) }.joined(separator: ".")
  }

  /// The primary key of an item.
  static func primaryKey(of item: Item) -> String {
    let columns = primaryKeys[item.itemClass] ?? []
    return item.itemClass + "|"
      + columns.map { canonical($0, item.attributes[$0]) }.joined(separator: "|")
  }

  /// Two items with the same primary key, if any.
  func duplicatePrimaryKey() -> (Item, Item)? {
    var seen: [String: Item] = [:]
    for item in items {
      let key = Self.primaryKey(of: item)
      if let other = seen[key] { return (other, item) }
      seen[key] = item
    }
    return nil
  }
}
