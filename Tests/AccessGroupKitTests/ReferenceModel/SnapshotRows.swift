import Foundation

@testable import AccessGroupKitTestSupport

/// Every stored row of a keychain, keyed by the hex of its UUID, in a normalized form both
/// implementations can produce: `class`, `data` (when the row has any) and all stored
/// `attributes`, hidden ones included (`clip`, `musr`, `tomb`), except `sha1`, whose bytes
/// are the store's own digest.
///
/// For ``ItemStore`` this reads `exportSnapshot()` (format version 1, documented on that
/// method: each attribute is a one-key object `string`, `data` (base64), `integer`, `real`,
/// `bool` or `date` (seconds since 2001 as a string)); row order is not compared here (the
/// API-level contents comparison checks CopyMatching order).
enum SnapshotRows {
  /// Rows of a store snapshot, or nil when the JSON is not in the documented shape.
  static func rows(fromStoreSnapshot snapshot: Data) -> [String: NormalizedValue]? {
    guard
      let root = try? JSONSerialization.jsonObject(with: snapshot) as? [String: Any],
      let items = root["items"] as? [[String: Any]]
    else { return nil }
    var rows: [String: NormalizedValue] = [:]
    for item in items {
      guard let uuid = item["uuid"] as? String, let itemClass = item["class"] as? String,
        let attributes = item["attributes"] as? [String: Any]
      else { return nil }
      var normalized: [String: NormalizedValue] = [:]
      for (name, value) in attributes where name != "sha1" {
        guard let typed = value as? [String: Any], let (kind, raw) = typed.first else {
          return nil
        }
        normalized[name] = decode(kind: kind, raw)
      }
      var row: [String: NormalizedValue] = [
        "class": .string(itemClass), "attributes": .dictionary(normalized),
      ]
      if let data = item["data"] as? String {
        row["data"] = Data(base64Encoded: data).map(NormalizedValue.data) ?? .unknown(data)
      }
      rows[uuid.replacingOccurrences(of: "-", with: "").lowercased()] = .dictionary(row)
    }
    return rows
  }

  /// Rows of the reference model.
  static func rows(of keychain: ReferenceKeychain) -> [String: NormalizedValue] {
    var rows: [String: NormalizedValue] = [:]
    for item in keychain.items {
      var row: [String: NormalizedValue] = [
        "class": .string(item.itemClass),
        "attributes": NormalizedValue(item.attributes.mapValues(\.foundationObject)),
      ]
      if let data = item.data { row["data"] = .data(data) }
      rows[item.uuid.map { String(format: "%02x", $0) }.joined()] = .dictionary(row)
    }
    return rows
  }

  /// A row with `clip` removed if the row is a tombstone (known store disagreement D7).
  static func maskingTombstoneClip(_ row: NormalizedValue) -> NormalizedValue {
    guard case .dictionary(var fields) = row,
      case .dictionary(var attributes)? = fields["attributes"],
      attributes["tomb"] == .number(1)
    else { return row }
    attributes["clip"] = nil
    fields["attributes"] = .dictionary(attributes)
    return .dictionary(fields)
  }

  private static func decode(kind: String, _ raw: Any) -> NormalizedValue {
    switch (kind, raw) {
    case ("string", let string as String): return .string(string)
    case ("data", let base64 as String):
      return Data(base64Encoded: base64).map(NormalizedValue.data) ?? .unknown(base64)
    case ("integer", let number as NSNumber): return .number(number.int64Value)
    case ("bool", let flag as Bool): return .boolean(flag)
    case ("date", let seconds as String):
      return Double(seconds).map(NormalizedValue.date) ?? .unknown(seconds)
    case ("real", let text as String):
      return Double(text).map(NormalizedValue.real) ?? .unknown(text)
    default: return .unknown("\(kind): \(raw)")
    }
  }
}
