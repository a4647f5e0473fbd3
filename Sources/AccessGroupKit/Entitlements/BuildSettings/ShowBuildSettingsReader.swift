import Foundation

/// One target's entry in the output of `xcodebuild -showBuildSettings -json`: Xcode's own
/// final values of every build setting for that target and configuration.
///
/// The values are already evaluated by Xcode (layers, `.xcconfig` includes, conditions and
/// references), so they are used as they are; the accessors read the few settings that
/// decide signing.
package struct ShowBuildSettingsTarget: Hashable, Sendable {
  /// The target's name (`"target"`, or the `TARGET_NAME` setting when that is missing).
  package var name: String

  /// The action the settings are for, such as `build`, if the entry says.
  package var action: String?

  /// The settings entitlements may expand: the entry's, without those the reader's
  /// ``EnvironmentPolicy`` dropped.
  package var settings: BuildSettings

  /// The settings the reader dropped as coming from `xcodebuild`'s environment, by name;
  /// their values are not kept.
  package var droppedSettings: [String: DroppedSetting]

  /// The settings that locate files and tell the platform, as listed: a `SRCROOT` under
  /// `HOME` still finds the project, though such a value is never expanded.
  private var listedSettings: BuildSettings

  /// The names ``listedSettings`` keeps.
  private static let locatingSettings: Set<String> = [
    "CODE_SIGN_ENTITLEMENTS", "CONFIGURATION", "PRODUCT_TYPE", "SRCROOT", "PROJECT_DIR",
    "PLATFORM_NAME", "SDKROOT", "IS_MACCATALYST", "EFFECTIVE_PLATFORM_NAME",
  ]

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - name: The target's name.
  ///   - action: The action, such as `build`.
  ///   - settings: The target's settings.
  ///   - environment: What to do with the settings that came from `xcodebuild`'s
  ///     environment; they are kept unless asked otherwise, as these are the caller's own.
  package init(
    name: String, action: String? = nil, settings: BuildSettings,
    environment: EnvironmentPolicy = .keep
  ) {
    self.name = name
    self.action = action
    listedSettings = BuildSettings(
      settings.values.filter { name, _ in Self.locatingSettings.contains(name) })
    (self.settings, droppedSettings) = Self.applying(environment, to: settings)
  }

  /// `CODE_SIGN_ENTITLEMENTS`, the path of the target's entitlements file, when set; it is
  /// usually relative to ``projectDirectory``.
  package var entitlementsPath: String? { nonEmpty("CODE_SIGN_ENTITLEMENTS") }

  /// `CONFIGURATION`, such as `Release`, when set.
  package var configuration: String? { nonEmpty("CONFIGURATION") }

  /// `PRODUCT_TYPE`, such as `com.apple.product-type.app-extension`, when set.
  package var productType: String? { nonEmpty("PRODUCT_TYPE") }

  /// `SRCROOT`, or `PROJECT_DIR` when that is missing: the folder relative paths in the
  /// project start from, on the machine that ran `xcodebuild`.
  package var projectDirectory: String? { nonEmpty("SRCROOT") ?? nonEmpty("PROJECT_DIR") }

  /// The platform the settings build for, from `PLATFORM_NAME` (or the name of the SDK in
  /// `SDKROOT`), with `IS_MACCATALYST = YES` meaning Mac Catalyst; `nil` when neither names
  /// a platform this library models.
  package var platform: Platform? {
    let name = nonEmpty("PLATFORM_NAME") ?? nonEmpty("SDKROOT").map(Self.sdkName)
    guard let name else { return nil }
    let isCatalyst =
      listedSettings["IS_MACCATALYST"]?.uppercased() == "YES"
      || listedSettings["EFFECTIVE_PLATFORM_NAME"] == "-maccatalyst"
    switch name.lowercased() {
    case "macosx", "macos":
      return isCatalyst ? .macCatalyst : .macOS
    case "iphoneos", "appletvos", "watchos", "xros":
      return .iOS
    case "iphonesimulator", "appletvsimulator", "watchsimulator", "xrsimulator":
      return .iOSSimulator
    default:
      return nil
    }
  }

  /// The entitlements file's location on this machine.
  ///
  /// `CODE_SIGN_ENTITLEMENTS` names a file on the machine that ran `xcodebuild`; the output
  /// is often read elsewhere, next to a checkout of the project. The candidates, first
  /// existing one wins: an absolute path as written; the path relative to
  /// ``projectDirectory``; the path relative to `fallbackDirectory` (usually the folder of
  /// the JSON file), and for an absolute path inside ``projectDirectory``, its part
  /// relative to that directory, relative to `fallbackDirectory`.
  ///
  /// - Parameters:
  ///   - fallbackDirectory: Where to look when the project's own folder does not exist here.
  ///   - fileExists: Whether a file exists at a path.
  /// - Returns: The candidates in order, or an empty array when the target has no
  ///   entitlements file; the first that `fileExists` accepts, if any, is first.
  package func entitlementsCandidates(
    fallbackDirectory: URL, fileExists: (String) -> Bool
  ) -> [URL] {
    guard let path = entitlementsPath else { return [] }
    var candidates: [URL] = []
    if path.hasPrefix("/") {
      candidates.append(URL(fileURLWithPath: path))
      if let root = projectDirectory, path.hasPrefix(root + "/") {
        let relative = String(path.dropFirst(root.count + 1))
        candidates.append(fallbackDirectory.appendingPathComponent(relative))
      }
    } else {
      if let root = projectDirectory {
        candidates.append(URL(fileURLWithPath: root).appendingPathComponent(path))
      }
      candidates.append(fallbackDirectory.appendingPathComponent(path))
    }
    candidates = candidates.map(\.standardizedFileURL)
    if let index = candidates.firstIndex(where: { fileExists($0.path) }) {
      candidates.insert(candidates.remove(at: index), at: 0)
    }
    return candidates
  }

  private func nonEmpty(_ name: String) -> String? {
    guard let value = listedSettings[name], !value.isEmpty else { return nil }
    return value
  }

  /// `iphoneos` for `/…/iPhoneOS17.0.sdk` or `iphoneos17.0`; the name as given otherwise.
  private static func sdkName(_ sdkRoot: String) -> String {
    var name = Substring(sdkRoot.split(separator: "/").last ?? Substring(sdkRoot))
    if name.hasSuffix(".sdk") { name = name.dropLast(4) }
    while let last = name.last, last.isNumber || last == "." { name = name.dropLast() }
    return name.lowercased()
  }
}

/// Why the output of `xcodebuild -showBuildSettings -json` could not be read; each case
/// names the entry and setting that are wrong.
package enum ShowBuildSettingsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not JSON at all.
  case notJSON(reason: String)
  /// An object writes a key twice (`xcodebuild` never does), so one of its values would be
  /// lost.
  case repeatedKey(JSONSyntaxError)
  /// The JSON is not an array of entries.
  case notAnArray(found: String)
  /// An entry is not an object.
  case entryNotAnObject(index: Int, found: String)
  /// An entry has no `buildSettings` object.
  case missingBuildSettings(index: Int)
  /// A setting's value is not a string.
  case settingNotAString(index: Int, name: String, found: String)
  /// `target` or `action` is not a string.
  case fieldNotAString(index: Int, field: String, found: String)
  /// An entry names no target: no `target` and no `TARGET_NAME` setting.
  case missingTarget(index: Int)
  /// The array has no entries.
  case empty
  /// A target's entitlements refer to a setting dropped as coming from `xcodebuild`'s
  /// environment (see ``ShowBuildSettingsTarget/EnvironmentPolicy``); its value is never
  /// shown.
  case environmentSetting(
    target: String, name: String, origin: ShowBuildSettingsTarget.DroppedSetting)

  /// A sentence naming the entry and setting that are wrong.
  package var description: String {
    switch self {
    case .notJSON(let reason):
      "not JSON (\(reason)); expected the output of 'xcodebuild -showBuildSettings -json'"
    case .repeatedKey(let error):
      error.description
    case .notAnArray(let found):
      "expected an array of {\"action\", \"target\", \"buildSettings\"} objects, found \(found)"
    case .entryNotAnObject(let index, let found):
      "entry \(index) is \(found), not an object"
    case .missingBuildSettings(let index):
      "entry \(index) has no \"buildSettings\" object"
    case .settingNotAString(let index, let name, let found):
      "entry \(index): buildSettings.\(name) is \(found), not a string"
    case .fieldNotAString(let index, let field, let found):
      "entry \(index): \"\(field)\" is \(found), not a string"
    case .missingTarget(let index):
      "entry \(index) names no target (no \"target\" and no TARGET_NAME setting)"
    case .empty:
      "the array has no entries; was xcodebuild given a project and scheme?"
    case .environmentSetting(let target, let name, let origin):
      "target \(target)'s entitlements refer to $(\(name)), which "
        + (origin == .fromEnvironment
          ? "comes from the environment xcodebuild ran in"
          : "holds a value from the environment xcodebuild ran in")
        + ", so it is not used (it may hold a secret)"
    }
  }
}

/// Reads the output of `xcodebuild -showBuildSettings -json`, so that teams who can run
/// Xcode once can lint their targets with Xcode's own values anywhere.
///
/// The format is an array with one object per target:
///
/// ```json
/// [
///   {
///     "action" : "build",
///     "buildSettings" : { "CODE_SIGN_ENTITLEMENTS" : "App/App.entitlements", … },
///     "target" : "App"
///   }
/// ]
/// ```
///
/// Every setting value is a string. Anything else is reported with
/// `ShowBuildSettingsError`, naming the entry and setting, never skipped.
///
/// The output also lists the environment `xcodebuild` ran in, secrets included; by default
/// those settings are dropped before anything can expand them (see
/// ``ShowBuildSettingsTarget/EnvironmentPolicy``), and
/// ``ShowBuildSettingsTarget/checkNoDroppedSetting(in:)`` names any an entitlement refers to.
package enum ShowBuildSettingsReader {
  /// Reads the JSON.
  ///
  /// - Parameters:
  ///   - data: The output, UTF-8; taken, so that a caller who hands it over lets its bytes
  ///     go once they are read, before the settings are made.
  ///   - environment: What to do with the settings from `xcodebuild`'s environment: dropped
  ///     by default, judged against this process's environment.
  /// - Returns: The entries in the order given.
  /// - Throws: `ShowBuildSettingsError`.
  package static func read(
    _ data: consuming Data, environment: ShowBuildSettingsTarget.EnvironmentPolicy = .drop
  ) throws(ShowBuildSettingsError) -> [ShowBuildSettingsTarget] {
    var entries = try Self.entries(of: Self.json(data))
    _ = consume data
    guard !entries.isEmpty else { throw .empty }
    var targets: [ShowBuildSettingsTarget] = []
    targets.reserveCapacity(entries.count)
    for index in entries.indices {
      // Each entry's tree is let go once its settings are a dictionary, so a large output
      // is held about once, not twice.
      let entry = entries[index]
      entries[index] = .null
      let (name, action, values) = try Self.fields(of: entry, index: index)
      targets.append(
        ShowBuildSettingsTarget(
          name: name, action: action, settings: BuildSettings(values), environment: environment))
    }
    return targets
  }

  /// The target's name, the action and the settings of entry `index`.
  private static func fields(
    of entry: consuming JSONValue, index: Int
  ) throws(ShowBuildSettingsError) -> (name: String, action: String?, values: [String: String]) {
    guard case .object(let fields) = entry else {
      throw .entryNotAnObject(index: index, found: describe(entry))
    }
    func field(_ key: String) -> JSONValue? { fields.first { $0.key == key }?.value }
    guard case .object(let settings)? = field("buildSettings") else {
      throw .missingBuildSettings(index: index)
    }
    var values: [String: String] = [:]
    values.reserveCapacity(settings.count)
    for setting in settings {
      guard case .string(let string) = setting.value else {
        throw .settingNotAString(index: index, name: setting.key, found: describe(setting.value))
      }
      values[setting.key] = string
    }
    let target = try field("target").map { value throws(ShowBuildSettingsError) in
      try string(value, "target", index: index)
    }
    let action = try field("action").map { value throws(ShowBuildSettingsError) in
      try string(value, "action", index: index)
    }
    guard let name = target ?? values["TARGET_NAME"] ?? values["TARGETNAME"], !name.isEmpty
    else { throw .missingTarget(index: index) }
    return (name, action, values)
  }

  /// The JSON value of the whole output.
  private static func json(_ data: Data) throws(ShowBuildSettingsError) -> JSONValue {
    do throws(JSONSyntaxError) {
      return try JSONReader.read(data)
    } catch {
      if error.repeatedKey != nil { throw .repeatedKey(error) }
      throw .notJSON(reason: Self.reason(error, data: data))
    }
  }

  /// The entries of the output's top-level array.
  private static func entries(of root: JSONValue) throws(ShowBuildSettingsError) -> [JSONValue] {
    guard case .array(let entries) = root else { throw .notAnArray(found: describe(root)) }
    return entries
  }

  private static func string(
    _ value: JSONValue, _ field: String, index: Int
  ) throws(ShowBuildSettingsError) -> String {
    guard case .string(let string) = value else {
      throw .fieldNotAString(index: index, field: field, found: describe(value))
    }
    return string
  }

  /// The reader's line, column and cause, or a hint for the usual mistakes.
  private static func reason(_ error: JSONSyntaxError, data: Data) -> String {
    let text = String(decoding: data.prefix(200), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    if text.isEmpty { return "the input is empty" }
    if let first = text.first, first != "[", first != "{" {
      let line = text.split(separator: "\n").first.map(String.init) ?? text
      return "it starts with '\(line.prefix(60))'"
    }
    return error.description
  }

  private static func describe(_ value: JSONValue) -> String {
    switch value {
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    case .null: "null"
    case .bool, .integer, .real: "a number or boolean"
    }
  }
}
