import Foundation

extension ScenarioStep {
  /// The keys a call step may have.
  static let callKeys = [
    "app", "attributes", "attributesToUpdate", "call", "capture", "description", "expect", "on",
    "query", "result",
  ]

  /// The keys a device step may have.
  static let deviceKeys = ["description", "device", "enabled", "on"]

  /// Decodes a step object; `capturedNames` are the names earlier steps capture.
  init(
    json value: JSONValue, at path: JSONPath, appNames: ScenarioNameList,
    deviceNames: ScenarioNameList = [],
    capturedNames: ScenarioCapturedNames = ScenarioCapturedNames(), reader: ScenarioJSONReader
  ) throws(ScenarioError) {
    let object = try reader.object(value, at: path)
    if let member = object["description"] {
      _ = try reader.string(member, at: path.key("description"))
    }
    let kinds = ["call", "device", "install", "uninstall", "transfer"].filter {
      object[$0] != nil
    }
    guard kinds.count <= 1 else {
      throw reader.error(
        path,
        "a step is one of a call, a device step, install, uninstall or transfer; this one has "
          + kinds.joined(separator: " and "))
    }
    let device = try Self.deviceName(object["on"], at: path.key("on"), deviceNames, reader)
    switch kinds.first {
    case "device":
      try reader.checkKeys(object, allowed: Self.deviceKeys, at: path, what: "a device step")
      let action = try Self.deviceAction(object, at: path, reader: reader)
      if action == .sync, object["on"] != nil {
        throw reader.error(
          path.key("on"), "sync runs on every device signed into iCloud; it takes no on")
      }
      self = .device(action, device: device)
    case "install", "uninstall":
      let kind = kinds.first ?? "install"
      try reader.checkKeys(
        object, allowed: ["description", kind, "on"], at: path, what: "a step")
      let app = try Self.appName(object[kind], at: path.key(kind), appNames: appNames, reader)
      self =
        kind == "install"
        ? .install(app: app, device: device) : .uninstall(app: app, device: device)
    case "transfer":
      try reader.checkKeys(
        object, allowed: ["appIDPrefix", "description", "on", "teamID", "transfer"], at: path,
        what: "a transfer step")
      let app = try Self.appName(
        object["transfer"], at: path.key("transfer"), appNames: appNames, reader)
      guard let teamValue = object["teamID"] else {
        throw reader.error(path.key("teamID"), "missing; transfer needs the new teamID")
      }
      let teamID = try reader.string(teamValue, at: path.key("teamID"))
      guard !teamID.isEmpty else { throw reader.error(path.key("teamID"), "must not be empty") }
      var prefix: String?
      if let value = object["appIDPrefix"] {
        prefix = try reader.string(value, at: path.key("appIDPrefix"))
        if prefix?.isEmpty == true {
          throw reader.error(path.key("appIDPrefix"), "must not be empty")
        }
      }
      self = .transfer(app: app, teamID: teamID, appIDPrefix: prefix, device: device)
    default:
      if object["app"] == nil, object["call"] == nil {
        throw reader.error(
          path, "a step needs app and call, device, install, uninstall or transfer")
      }
      try reader.checkKeys(object, allowed: Self.callKeys, at: path, what: "a call step")
      var call = try Self.call(
        object, at: path, appNames: appNames, capturedNames: capturedNames, reader: reader)
      call.device = device
      self = .call(call)
    }
  }

  private static func deviceName(
    _ value: JSONValue?, at path: JSONPath, _ deviceNames: ScenarioNameList,
    _ reader: ScenarioJSONReader
  ) throws(ScenarioError) -> String? {
    guard let value else { return nil }
    let name = try reader.string(value, at: path)
    guard deviceNames.contains(name) else {
      let known =
        deviceNames.isEmpty
        ? "the scenario declares no devices"
        : "the devices are " + deviceNames.joined(separator: ", ")
      throw reader.error(path, "no device named '\(name.excerpted)'; \(known)")
    }
    return name
  }

  private static func appName(
    _ value: JSONValue?, at path: JSONPath, appNames: ScenarioNameList, _ reader: ScenarioJSONReader
  ) throws(ScenarioError) -> String {
    guard let value else { throw reader.error(path, "missing; name one of the scenario's apps") }
    let name = try reader.string(value, at: path)
    guard appNames.contains(name) else {
      let known =
        appNames.isEmpty
        ? "the scenario has no apps"
        : "the apps are "
          + appNames.joined(separator: ", ")
      throw reader.error(path, "no app named '\(name.excerpted)'; \(known)")
    }
    return name
  }

  private static func deviceAction(
    _ object: ScenarioJSONObject, at path: JSONPath, reader: ScenarioJSONReader
  ) throws(ScenarioError) -> ScenarioDeviceAction {
    let name = try reader.string(object["device"] ?? .null, at: path.key("device"))
    let action: ScenarioDeviceAction
    switch name {
    case "lock": action = .lock
    case "unlock": action = .unlock
    case "restart": action = .restart
    case "sync": action = .sync
    case "setPasscode":
      guard let enabled = object["enabled"] else {
        throw reader.error(path.key("enabled"), "missing; setPasscode needs enabled: true or false")
      }
      return .setPasscode(enabled: try reader.bool(enabled, at: path.key("enabled")))
    default:
      throw reader.error(
        path.key("device"),
        "unknown device step '\(name.excerpted)'; expected lock, unlock, restart, setPasscode or "
          + "sync"
      )
    }
    if object["enabled"] != nil {
      throw reader.error(path.key("enabled"), "only setPasscode takes enabled")
    }
    return action
  }

  private static func call(
    _ object: ScenarioJSONObject, at path: JSONPath, appNames: ScenarioNameList,
    capturedNames: ScenarioCapturedNames,
    reader: ScenarioJSONReader
  ) throws(ScenarioError) -> ScenarioCall {
    let app = try appName(object["app"], at: path.key("app"), appNames: appNames, reader)
    guard let callValue = object["call"] else {
      throw reader.error(
        path.key("call"),
        "missing; expected SecItemAdd, SecItemCopyMatching, SecItemUpdate or SecItemDelete")
    }
    let name = try reader.string(callValue, at: path.key("call"))
    guard let function = KeychainCall(functionName: name) else {
      throw reader.error(
        path.key("call"),
        "unknown call '\(name.excerpted)'; expected SecItemAdd, SecItemCopyMatching, SecItemUpdate "
          + "or SecItemDelete")
    }

    let dictionaryName = function.dictionaryName
    let otherName = dictionaryName == "query" ? "attributes" : "query"
    if object[otherName] != nil {
      throw reader.error(
        path.key(otherName), "\(name) takes \(dictionaryName), not \(otherName)")
    }
    guard let dictionaryValue = object[dictionaryName] else {
      throw reader.error(path.key(dictionaryName), "missing; \(name) needs \(dictionaryName)")
    }
    var reading = ScenarioValueReading(capturedNames: capturedNames)
    let dictionary = try PropertyListValue.parseDictionary(
      try reader.object(dictionaryValue, at: path.key(dictionaryName)),
      at: path.key(dictionaryName), reader: reader, reading: &reading)

    var attributesToUpdate: [String: PropertyListValue]?
    let updatePath = path.key("attributesToUpdate")
    if function == .update {
      guard let value = object["attributesToUpdate"] else {
        throw reader.error(updatePath, "missing; SecItemUpdate needs attributesToUpdate")
      }
      reading.part = .attributesToUpdate
      attributesToUpdate = try PropertyListValue.parseDictionary(
        try reader.object(value, at: updatePath), at: updatePath, reader: reader,
        reading: &reading)
    } else if object["attributesToUpdate"] != nil {
      throw reader.error(updatePath, "only SecItemUpdate takes attributesToUpdate")
    }

    var wantsResult = true
    if let value = object["result"] {
      guard function.hasResult else {
        throw reader.error(path.key("result"), "\(name) has no result pointer")
      }
      wantsResult = try reader.bool(value, at: path.key("result"))
    }

    var captures: [String: ScenarioValuePath] = [:]
    if let value = object["capture"] {
      guard wantsResult else {
        throw reader.error(path.key("capture"), "there is no result to capture with result: false")
      }
      captures = try Self.captures(
        value, at: path.key("capture"), function: function, earlier: capturedNames,
        reader: reader)
    }

    var expectation: ScenarioExpectation?
    if let value = object["expect"] {
      reading.part = .expectedResult
      expectation = try ScenarioExpectation(
        json: value, at: path.key("expect"), function: function,
        comparable: capturedNames.includingOwn(captures.keys.sorted()), reader: reader,
        reading: &reading)
    }
    return ScenarioCall(
      app: app, function: function, dictionary: dictionary,
      attributesToUpdate: attributesToUpdate, wantsResult: wantsResult, expectation: expectation,
      captures: captures, capturedValueUses: reading.uses)
  }

  /// Decodes `capture`, `{"name": "result.path"}` (format 2): names must be new and not empty.
  private static func captures(
    _ value: JSONValue, at path: JSONPath, function: KeychainCall,
    earlier: ScenarioCapturedNames,
    reader: ScenarioJSONReader
  ) throws(ScenarioError) -> [String: ScenarioValuePath] {
    guard reader.format >= 2 else {
      throw reader.error(path, "capture needs \"format\": 2")
    }
    guard function.hasResult else {
      throw reader.error(path, "\(function.functionName) returns no result to capture")
    }
    let object = try reader.object(value, at: path)
    var captures: [String: ScenarioValuePath] = [:]
    for name in object.keys.sorted() {
      guard let member = object[name] else { continue }
      guard !name.isEmpty else { throw reader.error(path.key(name), "a captured name is empty") }
      guard !earlier.isEarlier(name) else {
        throw reader.error(
          path.key(name), "'\(name.excerpted)' is already captured by an earlier step")
      }
      let text = try reader.string(member, at: path.key(name))
      captures[name] = try ScenarioValuePath(parsing: text, at: path.key(name), reader: reader)
    }
    return captures
  }
}
