import Foundation

extension Scenario {
  /// The keys a scenario's top-level object may have.
  static let topLevelKeys = [
    "apps", "buildSettings", "description", "devices", "fileBasedKeychain", "format", "platform",
    "profile", "steps",
  ]

  /// Reads a scenario file.
  ///
  /// - Parameter url: The file's location; `entitlementsFile` paths are relative to its
  ///   directory.
  /// - Throws: ``ScenarioError`` naming the file, the JSON path and what is wrong.
  public init(contentsOf url: URL) throws(ScenarioError) {
    let root: JSONValue
    do {
      // The file's bytes are let go once parsed, before the scenario is built from the
      // values: a scenario of a hundred thousand steps is tens of megabytes of text.
      let data: Data
      do throws(InputFileRefusal) {
        data = try InputFile.contents(of: url)
      } catch {
        throw ScenarioError(
          path: "", message: "cannot read the file: \(error.reason)", file: url.path)
      }
      root = try Self.parsedJSON(data, file: url.path)
    }
    try self.init(
      json: consume root, file: url.path, baseDirectory: url.deletingLastPathComponent())
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
    try self.init(json: Self.parsedJSON(data, file: file), file: file, baseDirectory: baseDirectory)
  }

  /// The JSON values of a scenario's text.
  private static func parsedJSON(_ data: Data, file: String?) throws(ScenarioError) -> JSONValue {
    do throws(JSONSyntaxError) {
      return try JSONReader.read(data)
    } catch {
      // A key written twice is named as itself; it is JSON, but only one could count.
      let prefix = error.repeatedKey == nil ? "not valid JSON: " : ""
      throw ScenarioJSONReader(file: file).error(.root, prefix + error.description)
    }
  }

  /// Builds a scenario from its parsed JSON, checking every value.
  private init(
    json root: consuming JSONValue, file: String?, baseDirectory: URL?
  ) throws(ScenarioError) {
    var reader = ScenarioJSONReader(file: file)
    let path = JSONPath.root
    // The steps are taken out of the document, so that each step's values are let go once
    // the step is read: a scenario may have hundreds of thousands.
    let stepsValue = root.takeMember("steps")
    let object = try reader.object(root, at: path)
    _ = consume root
    try reader.checkKeys(object, allowed: Self.topLevelKeys, at: path, what: "a scenario")

    var format = 1
    if let value = object["format"] {
      let number = try reader.integer(value, at: path.key("format"))
      guard (1...3).contains(number) else {
        throw reader.error(
          path.key("format"),
          "unsupported format \(number); this simulator reads formats 1, 2 and 3")
      }
      format = Int(number)
    }
    reader.format = format

    var profile = BehaviourProfile.current
    if let value = object["profile"] {
      let name = try reader.string(value, at: path.key("profile"))
      guard let parsed = BehaviourProfile(rawValue: name) else {
        throw reader.error(
          path.key("profile"), "unknown profile '\(name.excerpted)'; expected current or legacy")
      }
      profile = parsed
    }

    var platform = Platform.iOS
    if let value = object["platform"] {
      let name = try reader.string(value, at: path.key("platform"))
      guard let parsed = Platform(parsing: name) else {
        throw reader.error(
          path.key("platform"),
          "unknown platform '\(name.excerpted)'; expected iOS, iOSSimulator, macOS or macCatalyst")
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
    apps.reserveCapacity(appsObject.count)
    // Apps written with the same entitlements share one reading of them.
    var knownEntitlements: [JSONValue: Entitlements] = [:]
    // In name order, each app read where it is written instead of looked up by its name,
    // and the names sorted once for the steps too.
    let writtenNames = appsObject.keys
    var sortedNames: [String] = []
    sortedNames.reserveCapacity(writtenNames.count)
    for position in writtenNames.indices.sorted(by: { writtenNames[$0] < writtenNames[$1] }) {
      let name = writtenNames[position]
      apps[name] = try ScenarioApp(
        json: appsObject[position].value, at: path.key("apps").key(name), reader: reader,
        known: &knownEntitlements)
      sortedNames.append(name)
    }

    var fileBasedKeychain = false
    if let value = object["fileBasedKeychain"] {
      fileBasedKeychain = try reader.bool(value, at: path.key("fileBasedKeychain"))
    }

    var devices: [ScenarioDevice] = []
    if let value = object["devices"] {
      devices = try Self.devices(value, at: path.key("devices"), reader: reader)
    }

    guard let stepsValue else {
      throw reader.error(path.key("steps"), "missing; a scenario needs a steps array")
    }
    var stepsArray = try reader.array(consume stepsValue, at: path.key("steps"))
    var steps: [ScenarioStep] = []
    steps.reserveCapacity(stepsArray.count)
    var capturedNames = ScenarioCapturedNames()
    // Listed once, not per step: a scenario may have many apps and many steps.
    let appNames = ScenarioNameList(sortedNames)
    let deviceNames = ScenarioNameList(devices.map(\.name))
    for index in stepsArray.indices {
      let value = stepsArray[index]
      stepsArray[index] = .null
      let step = try ScenarioStep(
        json: value, at: path.key("steps").index(index), appNames: appNames,
        deviceNames: deviceNames, capturedNames: capturedNames, reader: reader)
      if case .call(let call) = step { capturedNames.append(call.captures.keys.sorted()) }
      steps.append(step)
    }

    self.init(
      format: format, profile: profile, platform: platform, buildSettings: buildSettings,
      apps: apps, steps: steps, devices: devices, fileBasedKeychain: fileBasedKeychain,
      file: file, baseDirectory: baseDirectory)
  }

  /// Decodes the `devices` array: names, or objects with `name`, `platform` and `iCloud`.
  private static func devices(
    _ value: JSONValue, at path: JSONPath, reader: ScenarioJSONReader
  ) throws(ScenarioError) -> [ScenarioDevice] {
    let array = try reader.array(value, at: path)
    guard !array.isEmpty else { throw reader.error(path, "must name at least one device") }
    var devices: [ScenarioDevice] = []
    var declared: Set<String> = []
    for (index, element) in array.enumerated() {
      let elementPath = path.index(index)
      var device: ScenarioDevice
      if case .string(let name) = element {
        device = ScenarioDevice(name: name)
      } else {
        let object = try reader.object(element, at: elementPath)
        try reader.checkKeys(
          object, allowed: ["description", "iCloud", "name", "platform"], at: elementPath,
          what: "a device")
        guard let nameValue = object["name"] else {
          throw reader.error(elementPath.key("name"), "missing; a device needs a name")
        }
        device = ScenarioDevice(name: try reader.string(nameValue, at: elementPath.key("name")))
        if let platformValue = object["platform"] {
          let text = try reader.string(platformValue, at: elementPath.key("platform"))
          guard let platform = Platform(parsing: text) else {
            throw reader.error(
              elementPath.key("platform"),
              "unknown platform '\(text.excerpted)'; expected iOS, iOSSimulator, macOS or "
                + "macCatalyst"
            )
          }
          device.platform = platform
        }
        if let iCloud = object["iCloud"] {
          device.iCloud = try reader.bool(iCloud, at: elementPath.key("iCloud"))
        }
        if let description = object["description"] {
          _ = try reader.string(description, at: elementPath.key("description"))
        }
      }
      guard !device.name.isEmpty else { throw reader.error(elementPath, "a device name is empty") }
      guard declared.insert(device.name).inserted else {
        throw reader.error(elementPath, "device '\(device.name.excerpted)' is declared twice")
      }
      devices.append(device)
    }
    return devices
  }
}
