import Foundation

/// Reads the Foundation objects `JSONSerialization` produced for a scenario file, turning
/// every type mismatch into a ``ScenarioError`` that names the JSON path.
struct ScenarioJSONReader: Sendable {
  /// The scenario file, for error messages.
  var file: String?

  /// The scenario's format version, which decides what format-2 forms mean.
  var format = 1

  /// An error at `path`.
  func error(_ path: JSONPath, _ message: String) -> ScenarioError {
    ScenarioError(path: path.description, message: message, file: file)
  }

  /// The JSON type of `value`, with its article, for messages: `a string`, `an object`.
  static func describe(_ value: Any) -> String {
    switch value {
    case is String: return "a string"
    case is NSNull: return "null"
    case is [String: Any]: return "an object"
    case is [Any]: return "an array"
    default:
      if let bool = FoundationBoolean.value(of: value) { return bool ? "true" : "false" }
      if value is NSNumber { return "a number" }
      return "a value of type \(type(of: value))"
    }
  }

  func object(_ value: Any, at path: JSONPath) throws(ScenarioError) -> [String: Any] {
    guard let object = value as? [String: Any] else {
      throw error(path, "expected an object, found \(Self.describe(value))")
    }
    return object
  }

  func array(_ value: Any, at path: JSONPath) throws(ScenarioError) -> [Any] {
    guard let array = value as? [Any], !(value is [String: Any]) else {
      throw error(path, "expected an array, found \(Self.describe(value))")
    }
    return array
  }

  func string(_ value: Any, at path: JSONPath) throws(ScenarioError) -> String {
    guard let string = value as? String else {
      throw error(path, "expected a string, found \(Self.describe(value))")
    }
    return string
  }

  func bool(_ value: Any, at path: JSONPath) throws(ScenarioError) -> Bool {
    guard let bool = FoundationBoolean.value(of: value) else {
      throw error(path, "expected true or false, found \(Self.describe(value))")
    }
    return bool
  }

  /// An integer: a JSON number without a fractional part.
  func integer(_ value: Any, at path: JSONPath) throws(ScenarioError) -> Int64 {
    if case .integer(let integer)? = Self.number(value) { return integer }
    throw error(path, "expected an integer, found \(Self.describe(value))")
  }

  /// A JSON number as an integer or a real, or `nil` when `value` is not a number.
  static func number(_ value: Any) -> PropertyListValue? {
    guard !FoundationBoolean.isBoolean(value), !(value is String),
      let number = value as? NSNumber
    else { return nil }
    let objCType = String(cString: number.objCType)
    if objCType == "f" || objCType == "d" {
      let double = number.doubleValue
      if double == double.rounded(), abs(double) < 9e15 { return .integer(Int64(double)) }
      return .real(double)
    }
    return .integer(number.int64Value)
  }

  /// Checks that `object` has no key outside `allowed`; the first unknown key in sorted order
  /// is reported.
  func checkKeys(
    _ object: [String: Any], allowed: [String], at path: JSONPath, what: String
  ) throws(ScenarioError) {
    for key in object.keys.sorted() where !allowed.contains(key) {
      throw error(
        path.key(key),
        "unknown key in \(what); expected one of \(allowed.joined(separator: ", "))")
    }
  }

  /// A `{"NAME": "value"}` object of strings, such as build settings.
  func stringDictionary(_ value: Any, at path: JSONPath) throws(ScenarioError) -> [String: String] {
    let object = try self.object(value, at: path)
    var result: [String: String] = [:]
    for key in object.keys.sorted() {
      guard let member = object[key] else { continue }
      result[key] = try string(member, at: path.key(key))
    }
    return result
  }
}
