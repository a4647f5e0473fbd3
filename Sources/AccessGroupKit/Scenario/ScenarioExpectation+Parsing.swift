import Foundation

extension ScenarioExpectation {
  /// Decodes an `expect` object.
  init(
    json value: Any, at path: JSONPath, function: KeychainCall,
    reader: ScenarioJSONReader
  ) throws(ScenarioError) {
    let object = try reader.object(value, at: path)
    try reader.checkKeys(
      object, allowed: ["result", "resultExact", "status"], at: path, what: "an expectation")

    var status: KeychainStatus?
    if let member = object["status"] {
      status = try Self.status(member, at: path.key("status"), reader: reader)
    }

    var result = Result.unchecked
    if let member = object["result"] {
      if member is NSNull {
        result = .none
      } else {
        guard function.hasResult else {
          throw reader.error(
            path.key("result"),
            "\(function.functionName) returns no result; only \"result\": null can be expected")
        }
        result = .value(try PropertyListValue.parse(member, at: path.key("result"), reader: reader))
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
  }

  private static func status(
    _ value: Any, at path: JSONPath, reader: ScenarioJSONReader
  ) throws(ScenarioError) -> KeychainStatus {
    if let name = value as? String {
      guard let status = KeychainStatus(parsing: name) else {
        throw reader.error(
          path,
          "unknown status '\(name)'; use a Security name such as errSecItemNotFound "
            + "or a number")
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
