import Foundation

extension SecItemDictionary {
  /// Builds the object Security hands back for a result.
  static func foundationObject(_ result: ResultValue) -> Any {
    switch result {
    case .value(let value): return foundationObject(value)
    case .accessControl(let value): return value
    case .reference(let value): return value
    case .array(let values): return values.map(foundationObject)
    case .dictionary(let entries): return entries.mapValues(foundationObject)
    }
  }

  /// A stored value as Security returns it.
  static func foundationObject(_ value: KeychainValue) -> Any {
    switch value {
    case .string(let value): value
    case .data(let value): value
    case .integer(let value): NSNumber(value: value)
    case .real(let value): NSNumber(value: value)
    case .bool(let value): NSNumber(value: value ? 1 : 0)
    case .date(let value): value
    }
  }
}

/// A result before it is turned into Foundation objects.
indirect enum ResultValue: Hashable, Sendable {
  case value(KeychainValue)
  case accessControl(KeychainAccessControl)
  case reference(KeychainItemReference)
  case array([ResultValue])
  case dictionary([String: ResultValue])
}
