import Foundation

extension ScenarioExpectation {
  /// Reads the checks format 2 adds: `absent`, `type`, `length`, `earlier`, `later` and
  /// `equal`, whose names must be among `comparable`.
  mutating func readFormat2Checks(
    _ object: ScenarioJSONObject, at path: JSONPath, comparable: ScenarioCapturedNames,
    reader: ScenarioJSONReader
  ) throws(ScenarioError) {
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
            "unknown type '\(name.excerpted)'; expected one of \(names.joined(separator: ", "))"
              + NameSuggestion.clause(for: name, among: names))
        }
        types[try ScenarioValuePath(parsing: text, at: memberPath, reader: reader)] = type
      }
    }
    if let member = object["length"] {
      let members = try reader.object(member, at: path.key("length"))
      for text in members.keys.sorted() {
        let memberPath = path.key("length").key(text)
        let length = try reader.integer(members[text] ?? .null, at: memberPath)
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
}
