import Foundation

/// A property-list value: what an entitlements file, a provisioning profile or a code
/// signature holds.
///
/// Property lists keep types apart that Foundation's bridging blurs: a `<true/>` is a
/// ``bool(_:)``, never the number 1. Apple's entitlement checks depend on that difference
/// (a boolean entitlement counts only when it is a real `true`).
public enum PropertyListValue: Hashable, Sendable {
  /// A `<string>`.
  case string(String)
  /// An `<integer>`.
  case integer(Int)
  /// A `<real>`.
  case real(Double)
  /// A `<true/>` or `<false/>`.
  case bool(Bool)
  /// A `<date>`.
  case date(Date)
  /// A `<data>` blob.
  case data(Data)
  /// An `<array>`.
  case array([PropertyListValue])
  /// A `<dict>`.
  case dictionary([String: PropertyListValue])
}

extension PropertyListValue {
  /// The string, when the value is a ``string(_:)``.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The elements, when the value is an ``array(_:)``.
  public var arrayValue: [PropertyListValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The entries, when the value is a ``dictionary(_:)``.
  public var dictionaryValue: [String: PropertyListValue]? {
    if case .dictionary(let value) = self { return value }
    return nil
  }

  /// The name of the value's property-list type, as it appears in XML (`string`, `array`, …).
  public var typeName: String {
    switch self {
    case .string: "string"
    case .integer: "integer"
    case .real: "real"
    case .bool(let value): value ? "true" : "false"
    case .date: "date"
    case .data: "data"
    case .array: "array"
    case .dictionary: "dict"
    }
  }

  /// Converts a value produced by `PropertyListSerialization` (or `JSONSerialization`).
  ///
  /// - Parameter object: A Foundation property-list object.
  /// - Returns: The typed value, or `nil` when `object` (or anything inside it) is not a
  ///   property-list type.
  public init?(foundationObject object: Any) {
    switch object {
    case let value as String:
      self = .string(value)
    case let value as Data:
      self = .data(value)
    case let value as Date:
      self = .date(value)
    case let value as [Any]:
      var elements: [PropertyListValue] = []
      elements.reserveCapacity(value.count)
      for element in value {
        guard let converted = PropertyListValue(foundationObject: element) else { return nil }
        elements.append(converted)
      }
      self = .array(elements)
    case let value as [String: Any]:
      var entries: [String: PropertyListValue] = [:]
      for (key, element) in value {
        guard let converted = PropertyListValue(foundationObject: element) else { return nil }
        entries[key] = converted
      }
      self = .dictionary(entries)
    default:
      guard let number = Self.number(from: object) else { return nil }
      self = number
    }
  }

  /// The value as a Foundation property-list object (`String`, `NSNumber`, `Bool`, …).
  public var foundationObject: Any {
    switch self {
    case .string(let value): value
    case .integer(let value): value
    case .real(let value): value
    case .bool(let value): value
    case .date(let value): value
    case .data(let value): value
    case .array(let value): value.map(\.foundationObject)
    case .dictionary(let value): value.mapValues(\.foundationObject)
    }
  }

  private static func number(from object: Any) -> PropertyListValue? {
    if let value = FoundationBoolean.value(of: object) { return .bool(value) }
    guard let number = object as? NSNumber else { return nil }
    let objCType = String(cString: number.objCType)
    if objCType == "f" || objCType == "d" { return .real(number.doubleValue) }
    return .integer(number.intValue)
  }
}
