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
  private let parents: [String: String]
  /// The path and source tree of each group, read when the graph was made.
  private let groupPlaces: [String: Place]
  /// The path and source tree of each other file reference a path was asked through.
  private var places: [String: Place] = [:]
  /// The path of each file reference or group asked for, and of each group above one.
  private var paths: [String: String?] = [:]
  /// Where a walk crossing each path-less group goes next (``anchor(of:)``).
  private var anchors: [String: Anchor] = [:]
  /// Each configuration list read, and each configuration.
  private var lists: [String: ConfigurationList] = [:]
  private var builtConfigurations: [String: XcodeBuildConfiguration?] = [:]
  /// The target each target dependency names, and the file each build file names.
  private var dependencyTargets: [String: String?] = [:]
  private var buildFileReferences: [String: String?] = [:]
  /// How many times an object has been parsed: once for each object read (a test checks).
  private(set) var parsedObjects = 0
  /// How many places the path walks stepped through: each group once, however many files
  /// it holds and however deep it lies (a test checks).
  private(set) var placesWalked = 0

  /// A configuration list as read: its configurations, the first of each name, with where
  /// each name is, and the configuration used when a build names none.
  typealias ConfigurationList = (
    list: [XcodeBuildConfiguration], positions: [String: Int], defaultName: String?
  )

  /// Where a file reference or group says it is.
  fileprivate struct Place: Sendable {
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
    var parents: [String: String] = [:]
    var groupPlaces: [String: Place] = [:]
    // Only groups have children; the objects whose text cannot spell the key are skipped
    // unparsed.
    for id in objects.keys(whoseTextMaySpell: "children") {
      parsedObjects += 1
      guard let object = objects[id]?.dictionaryValue else { continue }
      groupPlaces[id] = Place(object)
      for child in Self.strings(object["children"]) {
        if let known = parents[child], known < id { continue }
        parents[child] = id
      }
    }
    self.parents = parents
    self.groupPlaces = groupPlaces
  }

  /// What a graph knows from the start: the objects' text, the source root and the groups.
  /// A graph made from it answers as this one does, and keeps its answers to itself.
  struct Seed: Sendable {
    fileprivate let objects: OpenStepDeferredMembers
    fileprivate let sourceRoot: URL
    fileprivate let parents: [String: String]
    fileprivate let groupPlaces: [String: Place]
  }

  /// This graph's seed.
  var seed: Seed {
    Seed(objects: objects, sourceRoot: sourceRoot, parents: parents, groupPlaces: groupPlaces)
  }

  /// A graph of the seed's objects, with no answer kept yet.
  init(_ seed: Seed) {
    objects = seed.objects
    sourceRoot = seed.sourceRoot
    parents = seed.parents
    groupPlaces = seed.groupPlaces
  }

  /// The fewest elements ``map(_:_:)`` shares out between cores: for fewer, starting the
  /// threads would cost more than it saves.
  var fewestMappedInParallel = 1_000

  /// `transform` of each element, in order, on every core for a long list.
  ///
  /// The graph keeps what it has read in tables of its own, which are not shared between
  /// threads: each thread asks a graph of its own, made from ``seed``. An object that
  /// elements on several threads name is parsed once by each thread, still a bounded number
  /// of times however often a file names it.
  func map<Element: Sendable, Value: Sendable>(
    _ elements: [Element], _ transform: @Sendable (XcodeObjectGraph, Element) -> Value
  ) -> [Value] {
    guard elements.count >= fewestMappedInParallel else {
      return elements.map { transform(self, $0) }
    }
    let seed = self.seed
    let parts = ProcessInfo.processInfo.activeProcessorCount * 4
    let slices = (0..<parts).map { part in
      elements[elements.count * part / parts..<elements.count * (part + 1) / parts]
    }
    return slices.concurrentMap { slice in
      let graph = XcodeObjectGraph(seed)
      return slice.map { transform(graph, $0) }
    }.flatMap { $0 }
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
  /// `SDKROOT`, …), for a loop of groups, and for a path longer than ``maximumPathLength``.
  ///
  /// A place's path is its group's path with its own `path` added, so the path of every
  /// group on the way is kept: the files of one group, however deep, cost one step each
  /// once the group's path is known. The walk up is a loop, not recursion, so a hostile file
  /// with a chain of a million groups cannot exhaust the stack; runs of groups that add
  /// nothing to a path are crossed in one step (``anchor(of:)``); and no path grows past
  /// the length a file system can open, as none could for Xcode.
  func path(of id: String) -> URL? {
    resolvedPath(of: id).map { URL(fileURLWithPath: $0) }
  }

  /// The longest path kept: `PATH_MAX`, past which `open` fails on the system that runs
  /// the tool (1,024 bytes on macOS, 4,096 on Linux).
  static let maximumPathLength = Int(PATH_MAX)

  private func resolvedPath(of id: String) -> String? {
    // Up from `id` to the first place whose path is known or depends on no group.
    var chain: [(id: String, place: Place)] = []
    var seen: Set<String> = []
    var current = id
    var above: String??
    while above == nil {
      if let known = paths[current] {
        above = .some(known)
        break
      }
      guard seen.insert(current).inserted, let place = place(of: current) else {
        above = .some(nil)
        break
      }
      chain.append((current, place))
      placesWalked += 1
      switch place.sourceTree ?? "<group>" {
      case "<absolute>": above = "/"
      case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR": above = sourceRoot.path
      case "<group>":
        switch anchor(of: parents[current]) {
        case .group(let next): current = next
        case .top: above = sourceRoot.path
        case .loop: above = .some(nil)
        }
      default: above = .some(nil)
      }
    }
    // Down again, each place's path from the one above it.
    var path = above ?? nil
    for (id, place) in chain.reversed() {
      path = path.flatMap { Self.joined($0, place.path ?? "") }
      paths[id] = .some(path)
    }
    return path
  }

  /// `component` added to `base`: `base` for an empty one, itself for an absolute one;
  /// `nil` past ``maximumPathLength``.
  private static func joined(_ base: String, _ component: String) -> String? {
    let path =
      component.isEmpty
      ? base
      : component.hasPrefix("/")
        ? component : base + (base.hasSuffix("/") ? "" : "/") + component
    return path.utf8.count <= maximumPathLength ? path : nil
  }

  /// Where a walk up from a member of `group` goes next.
  private enum Anchor: Equatable {
    /// This group adds to the path, or has its own source tree.
    case group(String)
    /// Past the top: the path starts at the source root.
    case top
    /// The groups go round.
    case loop
  }

  /// The first group at or above `group` that adds a path component or has a source tree
  /// other than `<group>`, crossing the groups that do neither (they change nothing about a
  /// path). Kept for every group crossed, so a chain of a million such groups is crossed
  /// once for all the files it holds.
  private func anchor(of group: String?) -> Anchor {
    var crossed: [String] = []
    var seen: Set<String> = []
    var current = group
    var found = Anchor.top
    while let id = current {
      if let known = anchors[id] {
        found = known
        break
      }
      guard seen.insert(id).inserted else {
        found = .loop
        break
      }
      guard let place = place(of: id), place.path?.isEmpty ?? true,
        (place.sourceTree ?? "<group>") == "<group>"
      else {
        found = .group(id)
        break
      }
      crossed.append(id)
      placesWalked += 1
      current = parents[id]
    }
    // Every group crossed leads where the walk ended: one before a loop leads into it.
    for id in crossed { anchors[id] = found }
    return found
  }

  /// The `path` and `sourceTree` of an object, if there is one by that ID.
  private func place(of id: String) -> Place? {
    if let known = groupPlaces[id] ?? places[id] { return known }
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
