import Foundation

/// The objects of a `project.pbxproj` by ID, with the lookups a project needs: typed
/// fields, and file references resolved to paths through their groups.
///
/// An object is parsed from the file's text when it is asked for: a project reads its
/// targets, configurations and a few groups, while most objects are source files it never
/// reads. What is read from an object is kept by its ID, so each object is parsed once
/// however many times it is named: a small file can name one large object a hundred
/// thousand times.
final class XcodeObjectGraph {
  /// Every object by its 24-hex-digit ID, as text: an entry that is not a dictionary is
  /// no object.
  private let objects: OpenStepDeferredMembers
  /// The folder `SOURCE_ROOT` and the main group resolve against (`SRCROOT`). The paths
  /// and configurations kept were resolved against the old one, so they are let go.
  var sourceRoot: URL {
    didSet {
      paths = [:]
      lists = [:]
      builtConfigurations = [:]
    }
  }
  /// Each group member's group: of two groups that list one member, the one whose ID sorts
  /// first, so the answer does not depend on the order of a dictionary.
  private var parents: [String: String] = [:]
  /// The path and source tree of each file reference or group a path was asked through,
  /// so paths through one large group parse it once.
  private var places: [String: Place] = [:]
  /// The path of each file reference or group asked for.
  private var paths: [String: URL?] = [:]
  /// Each configuration list read, and each configuration.
  private var lists: [String: ConfigurationList] = [:]
  private var builtConfigurations: [String: XcodeBuildConfiguration?] = [:]
  /// The target each target dependency names, and the file each build file names.
  private var dependencyTargets: [String: String?] = [:]
  private var buildFileReferences: [String: String?] = [:]
  /// How many times an object has been parsed: once for each object read (a test checks).
  private(set) var parsedObjects = 0

  /// A configuration list as read: its configurations, the first of each name, with where
  /// each name is, and the configuration used when a build names none.
  typealias ConfigurationList = (
    list: [XcodeBuildConfiguration], positions: [String: Int], defaultName: String?
  )

  /// Where a file reference or group says it is.
  private struct Place {
    var path: String?
    var sourceTree: String?

    init(_ object: [String: PropertyListValue]) {
      path = XcodeObjectGraph.string(object["path"])
      sourceTree = XcodeObjectGraph.string(object["sourceTree"])
    }
  }

  init(objects: OpenStepDeferredMembers, sourceRoot: URL) {
    self.objects = objects
    self.sourceRoot = sourceRoot
    // Only groups have children; the objects whose text cannot spell the key are skipped
    // unparsed.
    for id in objects.keys(whoseTextMaySpell: "children") {
      guard let object = self[id] else { continue }
      places[id] = Place(object)
      for child in Self.strings(object["children"]) {
        if let known = parents[child], known < id { continue }
        parents[child] = id
      }
    }
  }

  /// The object with an ID, if any, parsed now.
  subscript(id: String) -> [String: PropertyListValue]? {
    parsedObjects += 1
    return objects[id]?.dictionaryValue
  }

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
  /// cannot exhaust the stack; and its answer is kept, so the configurations that name one
  /// file walk the chain once and share one path.
  func path(of id: String) -> URL? {
    if let known = paths[id] { return known }
    let path = walkedPath(of: id)
    paths[id] = path
    return path
  }

  private func walkedPath(of id: String) -> URL? {
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
  private func place(of id: String) -> Place? {
    if let known = places[id] { return known }
    guard let object = self[id] else { return nil }
    let place = Place(object)
    places[id] = place
    return place
  }

  /// The target a `PBXTargetDependency` names, directly or through its container proxy.
  func target(ofDependency id: String) -> String? {
    if let known = dependencyTargets[id] { return known }
    var target: String?
    if let dependency = self[id] {
      target = Self.string(dependency["target"])
      if target == nil, let proxy = Self.string(dependency["targetProxy"]) {
        target = Self.string(self[proxy]?["remoteGlobalIDString"])
      }
    }
    dependencyTargets[id] = target
    return target
  }

  /// The file reference a `PBXBuildFile` names.
  func fileReference(ofBuildFile id: String) -> String? {
    if let known = buildFileReferences[id] { return known }
    let reference = Self.string(self[id]?["fileRef"])
    buildFileReferences[id] = reference
    return reference
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
  ///
  /// The answer is kept, with base configurations resolved against ``sourceRoot``.
  func configurations(ofList id: String?) -> ConfigurationList {
    guard let id else { return ([], [:], nil) }
    if let known = lists[id] { return known }
    var configurations: ConfigurationList = ([], [:], nil)
    if let list = self[id] {
      // Configurations are looked up by name and the first of a name is the one used, so
      // a list keeps each name once: a list naming one configuration a hundred thousand
      // times is one configuration, not a hundred thousand to show in every message.
      var names: Set<String> = []
      let unique = Self.strings(list["buildConfigurations"]).compactMap(configuration(id:))
        .filter { names.insert($0.name).inserted }
      configurations = (
        unique, XcodeBuildConfiguration.positions(byName: unique),
        Self.string(list["defaultConfigurationName"])
      )
    }
    lists[id] = configurations
    return configurations
  }

  private func configuration(id: String) -> XcodeBuildConfiguration? {
    if let known = builtConfigurations[id] { return known }
    let built = self[id].map { build(configuration: $0, id: id) }
    builtConfigurations[id] = built
    return built
  }

  private func build(
    configuration object: [String: PropertyListValue], id: String
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
