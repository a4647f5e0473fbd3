import Foundation

extension ScenarioApp {
  /// The keys an app object may have.
  static let keys = [
    "appIDPrefix", "buildSettings", "bundleID", "description", "entitlements",
    "entitlementsFile", "entitlementsValidated", "platform", "teamID",
  ]

  /// Decodes an app object. Inline entitlements written the same way as an earlier app's are
  /// taken from `known`, which keeps each one's first reading: a scenario may declare a
  /// hundred thousand apps alike but for their bundle IDs.
  init(
    json value: JSONValue, at path: JSONPath, reader: ScenarioJSONReader,
    known: inout [JSONValue: Entitlements]
  ) throws(ScenarioError) {
    let object = try reader.object(value, at: path)
    try reader.checkKeys(object, allowed: Self.keys, at: path, what: "an app")
    func optionalString(_ key: String) throws(ScenarioError) -> String? {
      guard let member = object[key] else { return nil }
      let string = try reader.string(member, at: path.key(key))
      guard !string.isEmpty else { throw reader.error(path.key(key), "must not be empty") }
      return string
    }
    if let member = object["description"] {
      _ = try reader.string(member, at: path.key("description"))
    }
    let teamID = try optionalString("teamID")
    let appIDPrefix = try optionalString("appIDPrefix")
    let bundleID = try optionalString("bundleID")
    var buildSettings: [String: String] = [:]
    if let member = object["buildSettings"] {
      buildSettings = try reader.stringDictionary(member, at: path.key("buildSettings"))
    }
    let source: EntitlementsSource
    switch (object["entitlements"], try optionalString("entitlementsFile")) {
    case (.some, .some):
      throw reader.error(
        path.key("entitlementsFile"), "give either entitlements or entitlementsFile, not both")
    case (.some(let inline), nil):
      if let entitlements = known[inline] {
        source = .inline(entitlements)
        break
      }
      let entitlementsPath = path.key("entitlements")
      let dictionary = try reader.object(inline, at: entitlementsPath)
      var values: [String: PropertyListValue] = [:]
      for key in dictionary.keys.sorted() {
        guard let member = dictionary[key] else { continue }
        values[key] = try Self.propertyListValue(
          member, at: entitlementsPath.key(key), reader: reader)
      }
      let entitlements = Entitlements(dictionary: values)
      known[inline] = entitlements
      source = .inline(entitlements)
    case (nil, .some(let file)):
      source = .file(file)
    case (nil, nil):
      source = .inline(Entitlements())
    }
    var platform: Platform?
    if let member = object["platform"] {
      let text = try reader.string(member, at: path.key("platform"))
      guard let parsed = Platform(parsing: text) else {
        throw reader.error(
          path.key("platform"),
          "unknown platform '\(text.excerpted)'; expected iOS, iOSSimulator, macOS or macCatalyst")
      }
      platform = parsed
    }
    var entitlementsValidated = true
    if let member = object["entitlementsValidated"] {
      entitlementsValidated = try reader.bool(member, at: path.key("entitlementsValidated"))
    }
    self.init(
      teamID: teamID, appIDPrefix: appIDPrefix, bundleID: bundleID, entitlements: source,
      buildSettings: buildSettings, platform: platform,
      entitlementsValidated: entitlementsValidated)
  }

  /// Converts an entitlement's JSON value to the property-list value an `.entitlements` file
  /// would hold.
  static func propertyListValue(
    _ value: JSONValue, at path: JSONPath, reader: ScenarioJSONReader
  ) throws(ScenarioError) -> PropertyListValue {
    if case .string(let string) = value { return .string(string) }
    if case .bool(let bool) = value { return .bool(bool) }
    if let number = ScenarioJSONReader.number(value) {
      switch number {
      case .integer(let integer): return .integer(integer)
      case .real(let real): return .real(real)
      default: break
      }
    }
    if case .object = value {
      let object = try reader.object(value, at: path)
      var entries: [String: PropertyListValue] = [:]
      for key in object.keys.sorted() {
        guard let member = object[key] else { continue }
        entries[key] = try propertyListValue(member, at: path.key(key), reader: reader)
      }
      return .dictionary(entries)
    }
    if case .array(let array) = value {
      var elements: [PropertyListValue] = []
      for (index, element) in array.enumerated() {
        elements.append(try propertyListValue(element, at: path.index(index), reader: reader))
      }
      return .array(elements)
    }
    throw reader.error(
      path, "\(ScenarioJSONReader.describe(value)) is not a property-list value")
  }
}
