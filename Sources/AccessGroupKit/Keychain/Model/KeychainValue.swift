import Foundation

/// A typed attribute value as the keychain stores it.
///
/// Blob attributes (`acct`, `svce`, `labl`, …) keep the type the caller gave, so a string
/// comes back as a string and data as data (§2.1). Matching and uniqueness compare the
/// byte form of hashed attributes, so ``string(_:)`` and ``data(_:)`` with the same UTF-8
/// bytes are the same value there; numbers compare as numbers.
public enum KeychainValue: Hashable, Sendable {
  /// A string.
  case string(String)
  /// Bytes.
  case data(Data)
  /// A whole number.
  case integer(Int64)
  /// A floating-point number.
  case real(Double)
  /// A boolean, as given for a blob attribute.
  case bool(Bool)
  /// A date.
  case date(Date)

  /// The name of the value's type: `string`, `data`, `integer`, `real`, `bool`, `date`.
  package var typeName: String {
    switch self {
    case .string: "string"
    case .data: "data"
    case .integer: "integer"
    case .real: "real"
    case .bool: "bool"
    case .date: "date"
    }
  }

  /// The string, when the value is a ``string(_:)``.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The bytes, when the value is ``data(_:)``.
  public var dataValue: Data? {
    if case .data(let value) = self { return value }
    return nil
  }

  /// The number, when the value is numeric or a boolean (`true` is 1).
  public var numberValue: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .real(let value): value
    case .bool(let value): value ? 1 : 0
    default: nil
    }
  }

  /// The whole number, when the value is an integer, a boolean, or a real without a
  /// fractional part.
  public var integerValue: Int64? {
    switch self {
    case .integer(let value): return value
    case .bool(let value): return value ? 1 : 0
    case .real(let value):
      guard value.isFinite, value.rounded() == value, abs(value) < 9.2e18 else { return nil }
      return Int64(value)
    default: return nil
    }
  }

  /// The bytes securityd hashes and compares for this value (`copyData`): a string's UTF-8
  /// bytes, data as is, a number as a 4-byte little-endian integer, a date's seconds since
  /// 2001 as 8 bytes.
  var matchBytes: Data {
    switch self {
    // From the contiguous bytes: `Data(value.utf8)` goes through dynamic casts on Linux.
    case .string(var value): return value.withUTF8 { Data($0) }
    case .data(let value): return value
    case .integer, .real, .bool:
      let number = Int32(
        truncatingIfNeeded: integerValue ?? Self.saturatingInteger(numberValue ?? 0))
      return withUnsafeBytes(of: number.littleEndian) { Data($0) }
    case .date(let value):
      return withUnsafeBytes(of: value.timeIntervalSinceReferenceDate.bitPattern.littleEndian) {
        Data($0)
      }
    }
  }

  /// A real as a whole number without trapping: NaN is 0, and values beyond `Int64`'s range
  /// saturate. Securityd converts with `CFNumberGetValue`, whose result for such values the
  /// public source does not pin down; the simulation only promises not to crash and to give
  /// equal values equal bytes.
  static func saturatingInteger(_ value: Double) -> Int64 {
    if value.isNaN { return 0 }
    if value >= 9.2e18 { return .max }
    if value <= -9.2e18 { return .min }
    return Int64(value)
  }
}
