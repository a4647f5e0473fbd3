import Foundation

/// A value in a scenario file: what a step hands to a SecItem call, or what a call returned.
///
/// Scenario files are JSON, which cannot say "data" or "date"; the format spells those as
/// one-key objects (`{"data": "text"}`, `{"base64": "…"}`, `{"date": "2026-01-01T00:00:00Z"}`,
/// `{"null": true}`, `{"number": "12"}`). This type holds the decoded value, so that a step's
/// dictionary becomes exactly the Foundation objects a Security caller would pass
/// (``foundationObject``), and a call's result can be compared with an expectation and
/// written back as JSON (``init(resultObject:)``, ``jsonText``).
public enum ScenarioValue: Hashable, Sendable {
  /// A string.
  case string(String)
  /// A boolean (`kCFBooleanTrue` / `kCFBooleanFalse`).
  case bool(Bool)
  /// An integer number.
  case integer(Int64)
  /// A floating-point number.
  case real(Double)
  /// Bytes (`CFData`).
  case data(Data)
  /// A date (`CFDate`).
  case date(Date)
  /// The null object (`NSNull`, `kCFNull`).
  case null
  /// An array of values.
  case array([ScenarioValue])
  /// A dictionary keyed by raw strings.
  case dictionary([String: ScenarioValue])
}

extension ScenarioValue {
  /// The value as the Foundation object a Security caller passes: `String`, `Bool`,
  /// `NSNumber`, `Data`, `Date`, `NSNull`, arrays and `[String: Any]` dictionaries.
  public var foundationObject: Any {
    switch self {
    case .string(let value): value
    case .bool(let value): value
    case .integer(let value): NSNumber(value: value)
    case .real(let value): NSNumber(value: value)
    case .data(let value): value
    case .date(let value): value
    case .null: NSNull()
    case .array(let value): value.map(\.foundationObject)
    case .dictionary(let value): value.mapValues(\.foundationObject)
    }
  }

  /// Converts a result a SecItem call returned.
  ///
  /// Booleans stay booleans and numbers keep their integer or floating-point kind. An object
  /// the format cannot express (a key or certificate reference) becomes a string naming its
  /// type, such as `"<SecKey>"`.
  ///
  /// - Parameter object: A `Data`, `String`, number, `Date`, `NSNull`, array or dictionary.
  public init(resultObject object: Any) {
    switch object {
    case let value as String:
      self = .string(value)
    case let value as Data:
      self = .data(value)
    case let value as Date:
      self = .date(value)
    case is NSNull:
      self = .null
    case let value as [String: Any]:
      self = .dictionary(value.mapValues(ScenarioValue.init(resultObject:)))
    case let value as [Any]:
      self = .array(value.map(ScenarioValue.init(resultObject:)))
    default:
      if let value = FoundationBoolean.value(of: object) {
        self = .bool(value)
      } else if let number = object as? NSNumber {
        let objCType = String(cString: number.objCType)
        if objCType == "f" || objCType == "d" {
          self = .real(number.doubleValue)
        } else {
          self = .integer(number.int64Value)
        }
      } else {
        self = .string("<\(type(of: object))>")
      }
    }
  }
}
