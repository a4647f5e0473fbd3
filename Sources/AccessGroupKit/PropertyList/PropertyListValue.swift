import Foundation

/// A property-list value: what an entitlements file, a provisioning profile or a code
/// signature holds, what a scenario step hands to a SecItem call, and what a call returned.
///
/// Property lists keep types apart that Foundation's bridging blurs: a `<true/>` is a
/// ``bool(_:)``, never the number 1. Apple's entitlement checks depend on that difference
/// (a boolean entitlement counts only when it is a real `true`), and so does securityd,
/// which accepts only a boolean for `kSecReturnData` and its kin.
///
/// Scenario files are JSON, which cannot say "data", "date" or "the null object"; the format
/// spells those as one-key objects (see <doc:ScenarioFormatReference>), which decode to
/// ``data(_:)``, ``date(_:)`` and ``null``. ``foundationObject`` gives the objects a Security
/// caller would pass, and ``init(resultObject:)`` reads back what a call returned.
public enum PropertyListValue: Hashable, Sendable {
  /// A `<string>`.
  case string(String)
  /// An `<integer>`: a whole number, as wide as a `CFNumber` holds.
  case integer(Int64)
  /// A `<real>`.
  case real(Double)
  /// A `<true/>` or `<false/>` (`kCFBooleanTrue` / `kCFBooleanFalse`).
  case bool(Bool)
  /// A `<date>` (`CFDate`).
  case date(Date)
  /// A `<data>` blob (`CFData`).
  case data(Data)
  /// The null object (`NSNull`, `kCFNull`), which a SecItem caller can pass and a result can
  /// hold, but a property-list file cannot.
  case null
  /// An `<array>`.
  case array([PropertyListValue])
  /// A `<dict>`, keyed by raw strings.
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

  /// The name of the value's property-list type, as it appears in XML (`string`, `array`, …),
  /// or `null` for ``null``.
  public var typeName: String {
    switch self {
    case .string: "string"
    case .integer: "integer"
    case .real: "real"
    case .bool(let value): value ? "true" : "false"
    case .date: "date"
    case .data: "data"
    case .null: "null"
    case .array: "array"
    case .dictionary: "dict"
    }
  }
}
