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
    json value: Any, at path: JSONPath, function: KeychainCall, comparable: [String] = [],
    reader: ScenarioJSONReader, reading: inout ScenarioValueReading
  ) throws(ScenarioError) {
    let object = try reader.object(value, at: path)
    try reader.checkKeys(object, allowed: Self.keys, at: path, what: "an expectation")
    if reader.format < 2, let key = Self.format2Keys.first(where: { object[$0] != nil }) {
      throw reader.error(path.key(key), "\(key) needs \"format\": 2")
    }
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
      if member is NSNull {
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
    if let member = object["absent"] {
      let array = try reader.array(member, at: path.key("absent"))
      for (index, element) in array.enumerated() {
        let elementPath = path.key("absent").index(index)
        absent.append(
          try ScenarioValuePath(
            parsing: try reader.string(element, at: elementPath), at: elementPath, reader: reader))
      }
    }
    if let member = object["type"] {
      let members = try reader.stringDictionary(member, at: path.key("type"))
      for (text, name) in members.sorted(by: { $0.key < $1.key }) {
        let memberPath = path.key("type").key(text)
        guard let type = ScenarioValueType(rawValue: name) else {
          let names = ScenarioValueType.allCases.map(\.rawValue)
          throw reader.error(
            memberPath,
            "unknown type '\(name)'; expected one of \(names.joined(separator: ", "))"
              + NameSuggestion.clause(for: name, among: names))
        }
        types[try ScenarioValuePath(parsing: text, at: memberPath, reader: reader)] = type
      }
    }
    if let member = object["length"] {
      let members = try reader.object(member, at: path.key("length"))
      for text in members.keys.sorted() {
        let memberPath = path.key("length").key(text)
        let length = try reader.integer(members[text] ?? NSNull(), at: memberPath)
        guard let count = Int(exactly: length), count >= 0 else {
          throw reader.error(memberPath, "a length is a whole number of 0 or more")
        }
        lengths[try ScenarioValuePath(parsing: text, at: memberPath, reader: reader)] = count
      }
    }
    for relation in ScenarioComparison.Relation.allCases {
      guard let member = object[relation.rawValue] else { continue }
      let memberPath = path.key(relation.rawValue)
      let array = try reader.array(member, at: memberPath)
      guard array.count == 2 else {
        throw reader.error(memberPath, "expected two captured names, found \(array.count) values")
      }
      var names: [String] = []
      for (index, element) in array.enumerated() {
        let name = try reader.string(element, at: memberPath.index(index))
        try ScenarioValueReading(capturedNames: comparable).checkCaptured(
          name, at: memberPath.index(index), reader: reader)
        names.append(name)
      }
      comparisons.append(ScenarioComparison(relation, names[0], names[1]))
    }
  }

  private static func status(
    _ value: Any, at path: JSONPath, reader: ScenarioJSONReader
  ) throws(ScenarioError) -> KeychainStatus {
    if let name = value as? String {
      guard let status = KeychainStatus(parsing: name) else {
        throw reader.error(
          path,
          "unknown status '\(name)'; use a Security name such as errSecItemNotFound "
            + "or a number" + ScenarioNameCheck.statusClause(for: name))
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
