import Foundation

@testable import AccessGroupKit

/// A validator for the part of JSON Schema (draft 2020-12) that `Schemas/scenario.schema.json`
/// uses, so the tests can check scenario files against the schema without a dependency.
///
/// Loading a schema fails when it uses a keyword outside ``assertions`` and ``annotations``:
/// a keyword this validator would silently skip could hide a difference between the schema
/// and the parser.
struct JSONSchemaSubset {
  /// The keywords that constrain an instance.
  static let assertions: Set<String> = [
    "$ref", "additionalProperties", "anyOf", "const", "enum", "items", "maxItems",
    "maxProperties", "maximum", "minItems", "minLength", "minimum", "not", "oneOf", "pattern",
    "properties",
    "required", "type",
  ]

  /// The keywords that only describe.
  static let annotations: Set<String> = ["$defs", "$schema", "description", "examples", "title"]

  /// A schema this validator can't apply.
  struct UnsupportedSchema: Error, CustomStringConvertible {
    var description: String
  }

  /// The schema's root object.
  let root: [String: Any]

  /// Reads a schema and checks that it uses only supported keywords.
  init(schema: Any) throws {
    guard let root = schema as? [String: Any] else {
      throw UnsupportedSchema(description: "the schema is not an object")
    }
    self.root = root
    try Self.checkKeywords(root, at: "#")
  }

  /// The problems that make `instance` invalid, empty when it is valid.
  func errors(in instance: Any) -> [String] {
    errors(in: instance, schema: root, at: "$")
  }

  private static func checkKeywords(_ schema: Any, at path: String) throws {
    if schema is Bool { return }
    guard let object = schema as? [String: Any] else {
      throw UnsupportedSchema(description: "\(path) is not a schema")
    }
    for key in object.keys.sorted() {
      guard assertions.contains(key) || annotations.contains(key) else {
        throw UnsupportedSchema(description: "\(path) uses the unsupported keyword \(key)")
      }
    }
    for key in ["$defs", "properties"] {
      for (name, member) in object[key] as? [String: Any] ?? [:] {
        try checkKeywords(member, at: "\(path)/\(key)/\(name)")
      }
    }
    for key in ["additionalProperties", "items", "not"] {
      if let member = object[key] { try checkKeywords(member, at: "\(path)/\(key)") }
    }
    for key in ["anyOf", "oneOf"] {
      for (index, member) in (object[key] as? [Any] ?? []).enumerated() {
        try checkKeywords(member, at: "\(path)/\(key)/\(index)")
      }
    }
  }

  private func resolve(_ reference: String) -> Any? {
    let prefix = "#/$defs/"
    guard reference.hasPrefix(prefix) else { return nil }
    let definitions = root["$defs"] as? [String: Any]
    return definitions?[String(reference.dropFirst(prefix.count))]
  }

  private func errors(in instance: Any, schema: Any, at path: String) -> [String] {
    if let allowed = schema as? Bool { return allowed ? [] : ["\(path) is not allowed"] }
    guard let schema = schema as? [String: Any] else { return ["\(path): malformed schema"] }
    var problems: [String] = []

    if let reference = schema["$ref"] as? String {
      guard let target = resolve(reference) else {
        return ["\(path): unresolvable $ref \(reference)"]
      }
      problems += errors(in: instance, schema: target, at: path)
    }
    if let type = schema["type"] {
      let types = (type as? [String]) ?? [type as? String].compactMap { $0 }
      if !types.contains(where: { Self.instance(instance, hasType: $0) }) {
        problems.append("\(path) is not of type \(types.joined(separator: " or "))")
      }
    }
    if let constant = schema["const"], !Self.equal(instance, constant) {
      problems.append("\(path) is not the constant \(constant)")
    }
    if let values = schema["enum"] as? [Any], !values.contains(where: { Self.equal(instance, $0) })
    {
      problems.append("\(path) is not one of \(values)")
    }
    if let subschemas = schema["anyOf"] as? [Any],
      !subschemas.contains(where: { errors(in: instance, schema: $0, at: path).isEmpty })
    {
      problems.append("\(path) matches none of the anyOf alternatives")
    }
    if let subschemas = schema["oneOf"] as? [Any] {
      let matches = subschemas.filter { errors(in: instance, schema: $0, at: path).isEmpty }
      if matches.count != 1 {
        problems.append("\(path) matches \(matches.count) of the oneOf alternatives, not 1")
      }
    }
    if let excluded = schema["not"], errors(in: instance, schema: excluded, at: path).isEmpty {
      problems.append("\(path) matches a schema it must not match")
    }
    if let string = instance as? String {
      problems += stringErrors(string, schema: schema, at: path)
    }
    if !FoundationBoolean.isBoolean(instance), let number = instance as? NSNumber {
      if let minimum = (schema["minimum"] as? NSNumber)?.doubleValue,
        number.doubleValue < minimum
      {
        problems.append("\(path) is less than \(minimum)")
      }
      if let maximum = (schema["maximum"] as? NSNumber)?.doubleValue,
        number.doubleValue > maximum
      {
        problems.append("\(path) is greater than \(maximum)")
      }
    }
    if let array = instance as? [Any], !(instance is [String: Any]) {
      if let minimum = schema["minItems"] as? Int, array.count < minimum {
        problems.append("\(path) has fewer than \(minimum) items")
      }
      if let maximum = schema["maxItems"] as? Int, array.count > maximum {
        problems.append("\(path) has more than \(maximum) items")
      }
      if let items = schema["items"] {
        for (index, element) in array.enumerated() {
          problems += errors(in: element, schema: items, at: "\(path)[\(index)]")
        }
      }
    }
    if let object = instance as? [String: Any] {
      problems += objectErrors(object, schema: schema, at: path)
    }
    return problems
  }

  private func stringErrors(_ string: String, schema: [String: Any], at path: String) -> [String] {
    var problems: [String] = []
    if let minimum = schema["minLength"] as? Int, string.unicodeScalars.count < minimum {
      problems.append("\(path) is shorter than \(minimum)")
    }
    if let pattern = schema["pattern"] as? String {
      guard let expression = try? NSRegularExpression(pattern: pattern) else {
        return problems + ["\(path): the pattern \(pattern) does not compile"]
      }
      let range = NSRange(string.startIndex..., in: string)
      if expression.firstMatch(in: string, range: range) == nil {
        problems.append("\(path) does not match \(pattern)")
      }
    }
    return problems
  }

  private func objectErrors(
    _ object: [String: Any], schema: [String: Any], at path: String
  ) -> [String] {
    var problems: [String] = []
    if let maximum = schema["maxProperties"] as? Int, object.count > maximum {
      problems.append("\(path) has more than \(maximum) members")
    }
    for key in schema["required"] as? [String] ?? [] where object[key] == nil {
      problems.append("\(path).\(key) is required")
    }
    let properties = schema["properties"] as? [String: Any] ?? [:]
    for key in object.keys.sorted() {
      guard let member = object[key] else { continue }
      if let property = properties[key] {
        problems += errors(in: member, schema: property, at: "\(path).\(key)")
      } else if let additional = schema["additionalProperties"] {
        problems += errors(in: member, schema: additional, at: "\(path).\(key)")
      }
    }
    return problems
  }

  private static func instance(_ instance: Any, hasType type: String) -> Bool {
    let isBoolean = FoundationBoolean.isBoolean(instance)
    switch type {
    case "null": return instance is NSNull
    case "boolean": return isBoolean
    case "string": return instance is String
    case "object": return instance is [String: Any]
    case "array": return instance is [Any] && !(instance is [String: Any])
    case "number": return !isBoolean && !(instance is String) && instance is NSNumber
    case "integer":
      // As a scenario counts numbers: a real with no fractional part is an integer.
      guard !isBoolean, !(instance is String), let number = instance as? NSNumber else {
        return false
      }
      let objCType = String(cString: number.objCType)
      guard objCType == "f" || objCType == "d" else { return true }
      return number.doubleValue == number.doubleValue.rounded() && abs(number.doubleValue) < 9e15
    default: return false
    }
  }

  private static func equal(_ left: Any, _ right: Any) -> Bool {
    switch (left, right) {
    case (is NSNull, is NSNull): return true
    case (let left as String, let right as String): return left == right
    case (let left as [String: Any], let right as [String: Any]):
      return left.count == right.count
        && left.allSatisfy { key, value in right[key].map { equal(value, $0) } ?? false }
    case (let left as [Any], let right as [Any]):
      return left.count == right.count && zip(left, right).allSatisfy { equal($0, $1) }
    default:
      let leftBoolean = FoundationBoolean.value(of: left)
      let rightBoolean = FoundationBoolean.value(of: right)
      if leftBoolean != nil || rightBoolean != nil { return leftBoolean == rightBoolean }
      guard let left = left as? NSNumber, let right = right as? NSNumber else { return false }
      return left.doubleValue == right.doubleValue
    }
  }
}
