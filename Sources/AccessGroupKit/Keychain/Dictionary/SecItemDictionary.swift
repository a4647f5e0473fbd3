import Foundation

/// The only place where Apple-shaped `[String: Any]` dictionaries meet the typed engine.
///
/// Incoming values are classified into ``InputValue`` without ever trapping: `NSNull`,
/// nested arrays, NaN, huge strings and arbitrary objects all become typed values the
/// engine rejects with the status Apple would return. Outgoing results are built as
/// Security builds them: `Data`, `String`, `NSNumber`, `Date`, `[String: Any]` and arrays.
enum SecItemDictionary {
  /// The deepest nesting of arrays and dictionaries that is converted; deeper values become
  /// ``InputValue/unsupported(typeName:)`` (Security's DER encoder would fail on them too).
  static let maximumDepth = 64

  /// Converts a caller's dictionary. Its keys are unique, so the entries are taken over as
  /// they come, without hashing a key.
  static func request(from dictionary: [String: Any]) -> SecItemRequest {
    var keys: [String] = []
    var values: [InputValue] = []
    keys.reserveCapacity(dictionary.count)
    values.reserveCapacity(dictionary.count)
    for (key, value) in dictionary {
      keys.append(key)
      values.append(inputValue(value, depth: 0))
    }
    return SecItemRequest(entries: SecItemEntries(uniqueKeys: keys, values: values))
  }

  /// Converts one value.
  static func inputValue(_ value: Any, depth: Int) -> InputValue {
    // The types callers pass most are recognized by their exact type first, without a
    // dynamic cast (which costs more than the rest of the conversion).
    if let common = _openExistential(value, do: commonInputValue) { return common }
    // Strings and data are never booleans: they skip the boolean check, whose NSNumber cast
    // is the costliest step of a conversion.
    if let value = value as? String { return .string(value) }
    if let value = value as? Data { return .data(value) }
    if FoundationBoolean.isBoolean(value), let flag = FoundationBoolean.value(of: value) {
      return .bool(flag)
    }
    switch value {
    case let value as KeychainAccessControl: return .accessControl(value)
    case let value as KeychainItemReference: return .reference(value)
    case let value as String: return .string(value)
    case let value as Data: return .data(value)
    case let value as Date: return .date(value)
    case let value as UUID: return .uuid(value)
    case is NSNull: return .null
    case let value as Int: return .integer(Int64(value))
    case let value as Int8: return .integer(Int64(value))
    case let value as Int16: return .integer(Int64(value))
    case let value as Int32: return .integer(Int64(value))
    case let value as Int64: return .integer(value)
    case let value as UInt8: return .integer(Int64(value))
    case let value as UInt16: return .integer(Int64(value))
    case let value as UInt32: return .integer(Int64(value))
    case let value as UInt:
      return Int64(exactly: value).map(InputValue.integer) ?? .real(Double(value))
    case let value as UInt64:
      return Int64(exactly: value).map(InputValue.integer) ?? .real(Double(value))
    case let value as Double: return .real(value)
    case let value as Float: return .real(Double(value))
    case let value as NSNumber: return number(value)
    case let value as [Any]:
      guard depth < maximumDepth else { return .unsupported(typeName: "deeply nested array") }
      return .array(value.map { inputValue($0, depth: depth + 1) })
    case let value as [String: Any]:
      guard depth < maximumDepth else {
        return .unsupported(typeName: "deeply nested dictionary")
      }
      return .dictionary(value.mapValues { inputValue($0, depth: depth + 1) })
    default:
      return .unsupported(typeName: String(describing: type(of: value)))
    }
  }

  /// An `NSNumber` as an integer when it holds a whole number that fits, else a real.
  private static func number(_ number: NSNumber) -> InputValue {
    let double = number.doubleValue
    if double.isFinite, double.rounded() == double, let exact = Int64(exactly: double) {
      return .integer(exact)
    }
    if !double.isFinite || double.rounded() != double { return .real(double) }
    return .integer(number.int64Value)
  }
}

/// `value` when its type is exactly `String`, `Data` or `Bool`, else `nil`.
///
/// ``SecItemDictionary/inputValue(_:depth:)`` opens its `Any` with this, so the comparison is
/// of metadata pointers and the value is taken as it is stored: the reinterpretation is of a
/// value whose type was just found to be the target type, which a dynamic cast would check
/// again.
private func commonInputValue<Value>(_ value: Value) -> InputValue? {
  if Value.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
  if Value.self == Data.self { return .data(unsafeBitCast(value, to: Data.self)) }
  if Value.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
  return nil
}

extension SecItemDictionary {
  /// The class a caller's dictionary names with `kSecClass`, or `nil` when it names none
  /// that exists.
  static func itemClass(of dictionary: [String: Any]) -> ItemClass? {
    guard let value = dictionary[KeychainAttribute.itemClass.rawValue],
      case .string(let name) = inputValue(value, depth: 0)
    else { return nil }
    return ItemClass(name: name)
  }
}
