/// Reads the ``JSONValue`` tree ``JSONReader`` made of a scenario file, turning every type
/// mismatch into a ``ScenarioError`` that names the JSON path.
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
  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .string: "a string"
    case .null: "null"
    case .object: "an object"
    case .array: "an array"
    case .bool(let bool): bool ? "true" : "false"
    case .integer, .real: "a number"
    }
  }

  /// The members of an object; ``JSONReader`` has refused a key written twice.
  func object(
    _ value: JSONValue, at path: @autoclosure () -> JSONPath
  ) throws(ScenarioError) -> ScenarioJSONObject {
    guard case .object(let members) = value else {
      throw error(path(), "expected an object, found \(Self.describe(value))")
    }
    return ScenarioJSONObject(members)
  }

  func array(
    _ value: JSONValue, at path: @autoclosure () -> JSONPath
  ) throws(ScenarioError) -> [JSONValue] {
    guard case .array(let array) = value else {
      throw error(path(), "expected an array, found \(Self.describe(value))")
    }
    return array
  }

  func string(
    _ value: JSONValue, at path: @autoclosure () -> JSONPath
  ) throws(ScenarioError) -> String {
    guard case .string(let string) = value else {
      throw error(path(), "expected a string, found \(Self.describe(value))")
    }
    return string
  }

  func bool(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(ScenarioError) -> Bool
  {
    guard case .bool(let bool) = value else {
      throw error(path(), "expected true or false, found \(Self.describe(value))")
    }
    return bool
  }

  /// An integer: a JSON number without a fractional part.
  func integer(
    _ value: JSONValue, at path: @autoclosure () -> JSONPath
  ) throws(ScenarioError) -> Int64 {
    if case .integer(let integer)? = Self.number(value) { return integer }
    throw error(path(), "expected an integer, found \(Self.describe(value))")
  }

  /// A JSON number as an integer or a real, or `nil` when `value` is not a number: a real
  /// with no fractional part (`2.0`, `1e3`) counts as an integer, as long as a double holds
  /// it exactly.
  static func number(_ value: JSONValue) -> PropertyListValue? {
    switch value {
    case .integer(let integer): return .integer(integer)
    case .real(let double):
      if double == double.rounded(), abs(double) < 9e15 { return .integer(Int64(double)) }
      return .real(double)
    default: return nil
    }
  }

  /// Checks that `object` has no key outside `allowed`; the first unknown key in sorted order
  /// is reported.
  func checkKeys(
    _ object: ScenarioJSONObject, allowed: [String], at path: @autoclosure () -> JSONPath,
    what: String
  ) throws(ScenarioError) {
    // Sorted only to name an unknown key: every step of a long scenario is checked.
    guard object.contains(where: { !allowed.contains($0.key) }) else { return }
    for key in object.keys.sorted() where !allowed.contains(key) {
      throw error(
        path().key(key),
        "unknown key in \(what); expected one of \(allowed.joined(separator: ", "))")
    }
  }

  /// A `{"NAME": "value"}` object of strings, such as build settings.
  func stringDictionary(
    _ value: JSONValue, at path: @autoclosure () -> JSONPath
  ) throws(ScenarioError) -> [String: String] {
    let object = try self.object(value, at: path())
    var result: [String: String] = [:]
    for key in object.keys.sorted() {
      guard let member = object[key] else { continue }
      result[key] = try string(member, at: path().key(key))
    }
    return result
  }
}
