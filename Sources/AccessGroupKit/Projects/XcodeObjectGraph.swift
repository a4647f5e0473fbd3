import Foundation

/// The objects of a `project.pbxproj` by ID, with the lookups a project needs: typed
/// fields, and file references resolved to paths through their groups.
///
/// An object is parsed from the file's text each time it is asked for: a project reads its
/// targets, configurations and a few groups, while most objects are source files it never
/// reads. Callers that need an object more than once keep it.
final class XcodeObjectGraph {
  /// Every object by its 24-hex-digit ID, as text: an entry that is not a dictionary is
  /// no object.
  private let objects: OpenStepDeferredMembers
  /// The folder `SOURCE_ROOT` and the main group resolve against (`SRCROOT`).
  var sourceRoot: URL
  /// Each group member's group: of two groups that list one member, the one whose ID sorts
  /// first, so the answer does not depend on the order of a dictionary.
  private var parents: [String: String] = [:]
  /// The path and source tree of each file reference or group a path was asked through,
  /// so paths through one large group parse it once.
  private var places: [String: (path: String?, sourceTree: String?)] = [:]

  init(objects: OpenStepDeferredMembers, sourceRoot: URL) {
    self.objects = objects
    self.sourceRoot = sourceRoot
    // Only groups have children; the objects whose text cannot spell the key are skipped
    // unparsed.
    for id in objects.keys(whoseTextMaySpell: "children") {
      for child in Self.strings(self[id]?["children"]) {
        if let known = parents[child], known < id { continue }
        parents[child] = id
      }
    }
  }

  /// The object with an ID, if any, parsed now.
  subscript(id: String) -> [String: PropertyListValue]? { objects[id]?.dictionaryValue }

  /// A string field.
  static func string(_ value: PropertyListValue?) -> String? { value?.stringValue }

  /// An array-of-strings field (non-strings skipped); empty when absent.
  static func strings(_ value: PropertyListValue?) -> [String] {
    value?.arrayValue?.compactMap(\.stringValue) ?? []
  }

  /// The path of a file reference or group on disk, following `<group>` up to the main
  /// group; `nil` for source trees that are not on disk here (`BUILT_PRODUCTS_DIR`,
  /// `SDKROOT`, …) or for a loop of groups.
  ///
  /// The walk is a loop, not recursion, so a hostile file with a chain of a million groups
  /// cannot exhaust the stack.
  func path(of id: String) -> URL? {
    var components: [String] = []
    var visited: Set<String> = []
    var current = id
    while true {
      guard visited.insert(current).inserted, let place = place(of: current) else { return nil }
      if let path = place.path, !path.isEmpty { components.append(path) }
      let base: URL
      switch place.sourceTree ?? "<group>" {
      case "<absolute>":
        base = URL(fileURLWithPath: "/")
      case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
        base = sourceRoot
      case "<group>":
        guard let parent = parents[current] else {
          base = sourceRoot
          break
        }
        current = parent
        continue
      default:
        return nil
      }
      // Joined once: appending a component at a time is quadratic in the chain's length.
      var ordered = Array(components.reversed())
      var start = base.path
      if let absolute = ordered.lastIndex(where: { $0.hasPrefix("/") }) {
        start = ordered[absolute]
        ordered.removeSubrange(...absolute)
      }
      guard !ordered.isEmpty else { return URL(fileURLWithPath: start) }
      let separator = start.hasSuffix("/") ? "" : "/"
      return URL(fileURLWithPath: start + separator + ordered.joined(separator: "/"))
    }
  }

  /// The `path` and `sourceTree` of an object, if there is one by that ID.
  private func place(of id: String) -> (path: String?, sourceTree: String?)? {
    if let known = places[id] { return known }
    guard let object = self[id] else { return nil }
    let place = (path: Self.string(object["path"]), sourceTree: Self.string(object["sourceTree"]))
    places[id] = place
    return place
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
    guard let id, let list = self[id] else { return ([], nil) }
    let configurations = Self.strings(list["buildConfigurations"]).compactMap { id in
      self[id].map { configuration(id: id, $0) }
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
