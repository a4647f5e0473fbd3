import Foundation

@testable import AccessGroupKit

/// The snapshot encoder the store used before ``SnapshotJSONWriter``: a Foundation object
/// tree written by `JSONSerialization` with sorted keys, pretty-printed. Slow (quadratic in
/// places), kept only to check that the writer's bytes are the same.
enum ReferenceSnapshotEncoder {
  static func export(_ state: StoreState) -> Data {
    let items: [Any] = state.database.orderedRecords.map { record in
      var attributes: [String: Any] = [:]
      for (attribute, value) in record.attributes { attributes[attribute.rawValue] = encode(value) }
      var item: [String: Any] = [
        "class": record.itemClass.rawValue,
        "uuid": record.uuid.map { String(format: "%02x", $0) }.joined(),
        "sequence": NSNumber(value: record.sequence),
        "attributes": attributes,
      ]
      if let data = record.data { item["data"] = data.base64EncodedString() }
      if let control = record.accessControl {
        item["accessControl"] = [
          "protection": control.protection.rawValue, "hasConstraints": control.hasConstraints,
        ]
      }
      return item
    }
    let root: [String: Any] = [
      "version": SnapshotCoding.version,
      "lockState": [
        "isLocked": state.lockState.isLocked,
        "hasBeenUnlockedSinceBoot": state.lockState.hasBeenUnlockedSinceBoot,
        "hasPasscode": state.lockState.hasPasscode,
      ],
      "items": items,
    ]
    let data = try? JSONSerialization.data(
      withJSONObject: root, options: [.sortedKeys, .prettyPrinted])
    return data ?? Data("{}".utf8)
  }

  static func encode(_ value: KeychainValue) -> [String: Any] {
    switch value {
    case .string(let value): ["string": value]
    case .data(let value): ["data": value.base64EncodedString()]
    case .integer(let value): ["integer": NSNumber(value: value)]
    case .real(let value): ["real": value.description]
    case .bool(let value): ["bool": value]
    case .date(let value): ["date": value.timeIntervalSinceReferenceDate.description]
    }
  }
}
