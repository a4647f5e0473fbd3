import Foundation

extension SecItemDictionary {
  /// A stored value as Security returns it: `String`, `Data` and `Date` as they are, numbers
  /// as `NSNumber` (a boolean as the integer 0 or 1, as a stored number reads back).
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
