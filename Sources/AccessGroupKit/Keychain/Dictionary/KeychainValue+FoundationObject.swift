import Foundation

extension SecItemDictionary {
  /// A stored value as Security returns it: `String`, `Data` and `Date` as they are, numbers
  /// as `NSNumber` (a boolean as the integer 0 or 1, as a stored number reads back).
  static func foundationObject(_ value: KeychainValue) -> Any {
    switch value {
    case .string(let value): value
    case .data(let value): value
    case .integer(let value):
      value == 0 ? smallNumbers.zero : value == 1 ? smallNumbers.one : NSNumber(value: value)
    case .real(let value): NSNumber(value: value)
    case .bool(let value): value ? smallNumbers.one : smallNumbers.zero
    case .date(let value): value
    }
  }

  /// The integers 0 and 1 as numbers, made once: every row's `sync` and `tomb` is one of
  /// them, so a result allocates no number for either. An
  /// `NSNumber` is immutable, so results share them safely (Apple's Foundation shares small
  /// numbers too, as tagged pointers).
  private static let smallNumbers = SmallNumbers()

  /// The two shared numbers. (`NSNumber` is `Sendable` in some Foundations and not in
  /// others; the box says so once for all of them.)
  private struct SmallNumbers: @unchecked Sendable {
    let zero = NSNumber(value: 0 as Int64)
    let one = NSNumber(value: 1 as Int64)
  }
}
