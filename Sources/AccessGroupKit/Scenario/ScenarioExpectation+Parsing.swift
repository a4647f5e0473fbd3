import Foundation

extension ScenarioExpectation {
  /// The keys of an `expect` object in format 1.
  static let format1Keys = ["result", "resultExact", "status"]

  /// The keys format 2 adds to an `expect` object.
  static let format2Keys = ["absent", "earlier", "equal", "later", "length", "type"]

  /// Every key an `expect` object may have.
  static let keys = (format1Keys + format2Keys).sorted()

  /// Decodes an `expect` object; `comparable` are the captured names its comparisons may
  /// use, and `reading` records the places in the expected result that take captured values.
  init(
    json value: JSONValue, at path: JSONPath, function: KeychainCall,
    comparable: ScenarioCapturedNames = ScenarioCapturedNames(),
    reader: ScenarioJSONReader, reading: inout ScenarioValueReading
  ) throws(ScenarioError) {
    let object = try reader.object(value, at: path)
    if reader.format < 2, let key = Self.format2Keys.first(where: { object[$0] != nil }) {
      throw reader.error(path.key(key), "\(key) needs \"format\": 2")
    }
    try reader.checkKeys(
      object, allowed: reader.format < 2 ? Self.format1Keys : Self.keys, at: path,
      what: "an expectation")
    if !function.hasResult,
      let key = ["absent", "length", "type"].first(where: { object[$0] != nil })
    {
      throw reader.error(path.key(key), "\(function.functionName) returns no result to check")
    }

    var status: KeychainStatus?
    if let member = object["status"] {
      status = try Self.status(member, at: path.key("status"), reader: reader)
    }

    var result = Result.unchecked
    if let member = object["result"] {
      if member == .null {
        result = .none
      } else {
        guard function.hasResult else {
          throw reader.error(
            path.key("result"),
            "\(function.functionName) returns no result; only \"result\": null can be expected")
        }
        result = .value(
          try PropertyListValue.parse(
            member, at: path.key("result"), reader: reader, reading: &reading))
      }
    }

    var resultExact = false
    if let member = object["resultExact"] {
      resultExact = try reader.bool(member, at: path.key("resultExact"))
      if resultExact, case .unchecked = result {
        throw reader.error(path.key("resultExact"), "needs a result to compare")
      }
    }
    self.init(status: status, result: result, resultExact: resultExact)
    // Format 1 has refused every key of these checks above.
    if reader.format >= 2 {
      try readFormat2Checks(object, at: path, comparable: comparable, reader: reader)
    }
  }

  private static func status(
    _ value: JSONValue, at path: JSONPath, reader: ScenarioJSONReader
  ) throws(ScenarioError) -> KeychainStatus {
    if case .string(let name) = value {
      guard let status = KeychainStatus(parsing: name) else {
        throw reader.error(
          path,
          "unknown status '\(name.excerpted)'; use a Security name such as errSecItemNotFound or a "
            + "number" + ScenarioNameCheck.statusClause(for: name))
      }
      return status
    }
    if case .integer(let number)? = ScenarioJSONReader.number(value),
      let raw = Int32(exactly: number)
    {
      return KeychainStatus(rawValue: raw)
    }
    throw reader.error(
      path,
      "expected a status name or an OSStatus number, found \(ScenarioJSONReader.describe(value))")
  }
}
