import Foundation

extension Scenario {
  /// The keys a scenario's top-level object may have.
  static let topLevelKeys = [
    "apps", "buildSettings", "description", "format", "platform", "profile", "steps",
  ]

  /// Reads a scenario file.
  ///
  /// - Parameter url: The file's location; `entitlementsFile` paths are relative to its
  ///   directory.
  /// - Throws: ``ScenarioError`` naming the file, the JSON path and what is wrong.
  public init(contentsOf url: URL) throws(ScenarioError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ScenarioError(
        path: "", message: "cannot read the file (\(error.localizedDescription))",
        file: url.path)
    }
    try self.init(data: data, file: url.path, baseDirectory: url.deletingLastPathComponent())
  }

  /// Reads a scenario from JSON text.
  ///
  /// Every value is checked before anything runs: types, call names, that every step names
  /// a known app, that each call has the dictionaries it needs, and that expected statuses
  /// are known names or numbers. Unknown keys are errors too (except `description`, free
  /// text allowed at the top level, on apps and on steps), so a misspelt `expect` can't
  /// silently turn a check off.
  ///
  /// - Parameters:
  ///   - data: The JSON text.
  ///   - file: The file name for messages.
  ///   - baseDirectory: The directory `entitlementsFile` paths are relative to.
  /// - Throws: ``ScenarioError`` naming the JSON path (`steps[3].query.kSecAttrAccount`) and
  ///   what is wrong.
  public init(data: Data, file: String? = nil, baseDirectory: URL? = nil) throws(ScenarioError) {
    let reader = ScenarioJSONReader(file: file)
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      throw reader.error(.root, "not valid JSON (\(error.localizedDescription))")
    }
    let path = JSONPath.root
    let object = try reader.object(root, at: path)
    try reader.checkKeys(object, allowed: Self.topLevelKeys, at: path, what: "a scenario")

    var format = 1
    if let value = object["format"] {
      let number = try reader.integer(value, at: path.key("format"))
      guard number == 1 else {
        throw reader.error(
          path.key("format"), "unsupported format \(number); this simulator reads format 1")
      }
      format = Int(number)
    }

    var profile = BehaviourProfile.current
    if let value = object["profile"] {
      let name = try reader.string(value, at: path.key("profile"))
      guard let parsed = BehaviourProfile(rawValue: name) else {
        throw reader.error(
          path.key("profile"), "unknown profile '\(name)'; expected current or legacy")
      }
      profile = parsed
    }

    var platform = Platform.iOS
    if let value = object["platform"] {
      let name = try reader.string(value, at: path.key("platform"))
      guard let parsed = Platform(parsing: name) else {
        throw reader.error(
          path.key("platform"),
          "unknown platform '\(name)'; expected iOS, iOSSimulator, macOS or macCatalyst")
      }
      platform = parsed
    }

    if let value = object["description"] {
      _ = try reader.string(value, at: path.key("description"))
    }

    var buildSettings: [String: String] = [:]
    if let value = object["buildSettings"] {
      buildSettings = try reader.stringDictionary(value, at: path.key("buildSettings"))
    }

    guard let appsValue = object["apps"] else {
      throw reader.error(path.key("apps"), "missing; a scenario needs an apps object")
    }
    let appsObject = try reader.object(appsValue, at: path.key("apps"))
    var apps: [String: ScenarioApp] = [:]
    for name in appsObject.keys.sorted() {
      guard let value = appsObject[name] else { continue }
      apps[name] = try ScenarioApp(json: value, at: path.key("apps").key(name), reader: reader)
    }

    guard let stepsValue = object["steps"] else {
      throw reader.error(path.key("steps"), "missing; a scenario needs a steps array")
    }
    let stepsArray = try reader.array(stepsValue, at: path.key("steps"))
    var steps: [ScenarioStep] = []
    for (index, value) in stepsArray.enumerated() {
      steps.append(
        try ScenarioStep(
          json: value, at: path.key("steps").index(index), appNames: apps.keys.sorted(),
          reader: reader))
    }

    self.init(
      format: format, profile: profile, platform: platform, buildSettings: buildSettings,
      apps: apps, steps: steps, file: file, baseDirectory: baseDirectory)
  }
}
