import Foundation

/// The objects of a `project.pbxproj` by ID, with the lookups a project needs: typed
/// fields, and file references resolved to paths through their groups.
struct XcodeObjectGraph {
  /// Every object by its 24-hex-digit ID.
  let objects: [String: [String: PropertyListValue]]
  /// The folder `SOURCE_ROOT` and the main group resolve against (`SRCROOT`).
  let sourceRoot: URL
  /// Each group member's group.
  private var parents: [String: String] = [:]

  init(objects: [String: [String: PropertyListValue]], sourceRoot: URL) {
    self.objects = objects
    self.sourceRoot = sourceRoot
    for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
      for child in Self.strings(object["children"]) where parents[child] == nil {
        parents[child] = id
      }
    }
  }

  /// The object with an ID, if any.
  subscript(id: String) -> [String: PropertyListValue]? { objects[id] }

  /// A string field.
  static func string(_ value: PropertyListValue?) -> String? { value?.stringValue }

  /// An array-of-strings field (non-strings skipped); empty when absent.
  static func strings(_ value: PropertyListValue?) -> [String] {
    value?.arrayValue?.compactMap(\.stringValue) ?? []
  }

  /// The object's `isa`.
  func isa(_ id: String) -> String? { Self.string(objects[id]?["isa"]) }

  /// The path of a file reference or group on disk, following `<group>` up to the main
  /// group; `nil` for source trees that are not on disk here (`BUILT_PRODUCTS_DIR`,
  /// `SDKROOT`, …) or for a loop of groups.
  func path(of id: String) -> URL? {
    var visited: Set<String> = []
    return path(of: id, visited: &visited)
  }

  private func path(of id: String, visited: inout Set<String>) -> URL? {
    guard visited.insert(id).inserted, let object = objects[id] else { return nil }
    let path = Self.string(object["path"])
    let sourceTree = Self.string(object["sourceTree"]) ?? "<group>"
    func appending(_ base: URL) -> URL {
      guard let path, !path.isEmpty else { return base }
      return base.appendingPathComponent(path)
    }
    switch sourceTree {
    case "<absolute>":
      return path.map { URL(fileURLWithPath: $0) }
    case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
      return appending(sourceRoot)
    case "<group>":
      guard let parent = parents[id] else { return appending(sourceRoot) }
      guard let base = self.path(of: parent, visited: &visited) else { return nil }
      return appending(base)
    default:
      return nil
    }
  }

  /// The build settings of an `XCBuildConfiguration`, with array values joined by spaces.
  static func buildSettings(_ value: PropertyListValue?) -> [String: String] {
    guard let entries = value?.dictionaryValue else { return [:] }
    var settings: [String: String] = [:]
    for (key, value) in entries {
      switch value {
      case .string(let text): settings[key] = text
      case .array(let elements):
        settings[key] = elements.compactMap(\.stringValue).joined(separator: " ")
      default: continue
      }
    }
    return settings
  }

  /// The configurations of an `XCConfigurationList`.
  func configurations(ofList id: String?) -> (list: [XcodeBuildConfiguration], defaultName: String?)
  {
    guard let id, let list = objects[id] else { return ([], nil) }
    let configurations = Self.strings(list["buildConfigurations"]).compactMap { id in
      objects[id].map { configuration(id: id, $0) }
    }
    return (configurations, Self.string(list["defaultConfigurationName"]))
  }

  private func configuration(
    id: String, _ object: [String: PropertyListValue]
  ) -> XcodeBuildConfiguration {
    var base: URL?
    if let reference = Self.string(object["baseConfigurationReference"]) {
      base = path(of: reference)
    } else if let anchor = Self.string(object["baseConfigurationReferenceAnchor"]),
      let relative = Self.string(object["baseConfigurationReferenceRelativePath"]),
      let folder = path(of: anchor)
    {
      base = folder.appendingPathComponent(relative)
    }
    return XcodeBuildConfiguration(
      name: Self.string(object["name"]) ?? id,
      buildSettings: Self.buildSettings(object["buildSettings"]),
      baseConfiguration: base?.standardizedFileURL)
  }
}
