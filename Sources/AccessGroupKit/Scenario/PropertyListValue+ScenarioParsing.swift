import Foundation

extension PropertyListValue {
  /// The one-key objects that stand for values JSON cannot express.
  static let specialObjectKeys = ["base64", "data", "date", "null", "number"]

  /// The one-key object that stands for a value an earlier step captured; special only in
  /// format 2, so that a format-1 dictionary with this one key keeps its meaning.
  static let capturedValueKey = "captured"

  /// Decodes a JSON value as the Values section of <doc:ScenarioFormatReference> says.
  ///
  /// A string naming a Security value constant (`"kSecClassGenericPassword"`) becomes its raw
  /// string (`"genp"`); `{"data": …}`, `{"base64": …}`, `{"date": …}`, `{"null": true}` and
  /// `{"number": "12"}` become data, a date, null and a number; other objects are
  /// dictionaries whose keys are converted with ``parseDictionary(_:at:in:reader:reading:)``.
  /// In format 2, `{"captured": "name"}` is a place for a captured value: it reads as
  /// ``null`` and is recorded in `reading` with `valuePath` (asked for only then). In format 3,
  /// `{"distinguishedName": …}` and `{"certificate": …}` are DER built from parts
  /// (``ScenarioDERValue``).
  static func parse(
    _ value: JSONValue, at path: JSONPath,
    in valuePath: @autoclosure () -> ScenarioValuePath = ScenarioValuePath(),
    reader: ScenarioJSONReader, reading: inout ScenarioValueReading
  ) throws(ScenarioError) -> PropertyListValue {
    if case .string(let string) = value {
      return .string(SecurityConstantNames.rawValue(named: string) ?? string)
    }
    if case .bool(let bool) = value { return .bool(bool) }
    if let number = ScenarioJSONReader.number(value) { return number }
    if value == .null {
      throw reader.error(
        path, "JSON null is not a value; write {\"null\": true} for a null object")
    }
    if case .object = value {
      let object = try reader.object(value, at: path)
      if object.count == 1, let key = object.keys.first, specialObjectKeys.contains(key),
        let member = object[key]
      {
        return try special(key: key, member: member, at: path.key(key), reader: reader)
      }
      if reader.format >= 3, object.count == 1, let key = object.keys.first,
        ScenarioDERValue.keys.contains(key), let member = object[key]
      {
        return .data(
          try ScenarioDERValue.value(key: key, member: member, at: path.key(key), reader: reader))
      }
      if reader.format >= 2, object.count == 1, let member = object[capturedValueKey] {
        let name = try reader.string(member, at: path.key(capturedValueKey))
        try reading.checkCaptured(name, at: path.key(capturedValueKey), reader: reader)
        reading.uses.append(
          ScenarioCapturedValueUse(name: name, part: reading.part, path: valuePath()))
        return .null
      }
      return .dictionary(
        try parseDictionary(object, at: path, in: valuePath(), reader: reader, reading: &reading))
    }
    if case .array(let array) = value {
      var elements: [PropertyListValue] = []
      for (index, element) in array.enumerated() {
        elements.append(
          try parse(
            element, at: path.index(index), in: valuePath().appending(.index(index)),
            reader: reader, reading: &reading))
      }
      return .array(elements)
    }
    throw reader.error(path, "unsupported value \(ScenarioJSONReader.describe(value))")
  }

  /// Decodes a JSON object into a dictionary keyed by raw strings: a key naming a Security
  /// key constant (`"kSecAttrAccount"`) becomes its raw string (`"acct"`), any other key is
  /// kept as written, so unknown keys reach the call unchanged; misspelt Security names are
  /// refused as ``ScenarioNameCheck`` says.
  static func parseDictionary(
    _ object: ScenarioJSONObject, at path: JSONPath,
    in valuePath: @autoclosure () -> ScenarioValuePath = ScenarioValuePath(),
    reader: ScenarioJSONReader, reading: inout ScenarioValueReading
  ) throws(ScenarioError) -> [String: PropertyListValue] {
    var result: [String: PropertyListValue] = [:]
    result.reserveCapacity(object.count)
    let keys = object.keys.sorted()
    for key in keys {
      guard let member = object[key] else { continue }
      let memberPath = path.key(key)
      let raw = try ScenarioNameCheck.rawKey(key, at: memberPath, reader: reader)
      if case .string(let string) = member {
        try ScenarioNameCheck.checkValue(string, forKey: raw, at: memberPath, reader: reader)
      }
      if result[raw] != nil,
        let earlier = keys.first(where: { earlier in
          (try? ScenarioNameCheck.rawKey(earlier, at: memberPath, reader: reader)) == raw
        })
      {
        throw reader.error(
          memberPath,
          "the key '\(raw.excerpted)' is given twice, as '\(earlier.excerpted)' and as "
            + "'\(key.excerpted)'"
        )
      }
      result[raw] = try parse(
        member, at: memberPath, in: valuePath().appending(.key(raw)), reader: reader,
        reading: &reading)
    }
    return result
  }

  private static func special(
    key: String, member: JSONValue, at path: JSONPath, reader: ScenarioJSONReader
  ) throws(ScenarioError) -> PropertyListValue {
    switch key {
    case "data":
      return .data(Data(try reader.string(member, at: path).utf8))
    case "base64":
      let text = try reader.string(member, at: path)
      guard let data = Data(base64Encoded: text) else {
        throw reader.error(path, "'\(text.excerpted)' is not valid base64")
      }
      return .data(data)
    case "date":
      let text = try reader.string(member, at: path)
      guard let date = parseDate(text) else {
        throw reader.error(
          path, "'\(text.excerpted)' is not an ISO 8601 date such as 2026-01-01T00:00:00Z")
      }
      return .date(date)
    case "null":
      guard try reader.bool(member, at: path) else {
        throw reader.error(path, "expected true ({\"null\": true} is the null object)")
      }
      return .null
    default:
      let text = try reader.string(member, at: path)
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      if let integer = Int64(trimmed) { return .integer(integer) }
      if let real = Double(trimmed), real.isFinite { return .real(real) }
      throw reader.error(path, "'\(text.excerpted)' is not a number")
    }
  }
}
