import Foundation

/// An Xcode project read from its `.xcodeproj` folder: its configurations and native
/// targets, with base `.xcconfig` files resolved to paths and what each app embeds.
///
/// ```swift
/// let project = try XcodeProject(contentsOf: URL(fileURLWithPath: "NetNewsWire.xcodeproj"))
/// project.targets.map(\.name)  // ["NetNewsWire", "NetNewsWireTests", "NetNewsWire-iOS", …]
/// ```
///
/// Only what decides build settings and app families is read; sources, resources and build
/// rules are not.
public struct XcodeProject: Hashable, Sendable {
  /// The `.xcodeproj` folder.
  public var url: URL

  /// The project's name: the folder's name without `.xcodeproj` (`PROJECT_NAME`).
  public var name: String

  /// The folder paths in the project are relative to (`SRCROOT`, `PROJECT_DIR`): the one
  /// holding the `.xcodeproj`, moved by the project's `projectDirPath` if it has one.
  public var sourceRoot: URL

  /// The project-level configurations, in the file's order.
  package var configurations: [XcodeBuildConfiguration] {
    didSet { configurationPositions = XcodeBuildConfiguration.positions(byName: configurations) }
  }

  /// Where each name first appears in ``configurations``: every target asks for its
  /// configuration at the project level too.
  private var configurationPositions: [String: Int] = [:]

  /// The configuration used when a build names none, if the project file says.
  public var defaultConfigurationName: String?

  /// The native targets, in the project file's order.
  public var targets: [XcodeTarget] {
    didSet { targetIndex = targets.firstPositions(by: \.name) }
  }

  /// Where each name first appears in ``targets``: a project with tens of thousands of
  /// targets and dependencies looks each one up in constant time.
  private var targetIndex: [String: Int] = [:]

  /// Reads a project.
  ///
  /// - Parameter url: The `.xcodeproj` folder (or its `project.pbxproj` file).
  /// - Throws: ``XcodeProjectError/unreadable(file:reason:)``,
  ///   ``XcodeProjectError/malformedPropertyList(_:)`` or
  ///   ``XcodeProjectError/malformedProject(file:reason:)``.
  public init(contentsOf url: URL) throws(XcodeProjectError) {
    var folder = url.standardizedFileURL
    if folder.lastPathComponent == "project.pbxproj" { folder.deleteLastPathComponent() }
    let file = folder.appendingPathComponent("project.pbxproj")
    let check = InputFile.check(file)
    let contents: [UInt8]?
    do throws(InputFileRefusal) {
      contents = try check.bytes()
    } catch {
      throw .unreadable(file: error.path, reason: error.reason)
    }
    guard let bytes = contents else {
      throw .unreadable(file: file.path, reason: check.absence ?? "no such file")
    }
    try self.init(pbxproj: bytes, url: folder, file: file.path)
  }

  /// Builds a project from the bytes of its `project.pbxproj`.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - url: The `.xcodeproj` folder the paths resolve from.
  ///   - file: The name used in errors.
  /// - Throws: ``XcodeProjectError/malformedPropertyList(_:)`` or
  ///   ``XcodeProjectError/malformedProject(file:reason:)``.
  init(pbxproj bytes: [UInt8], url: URL, file: String) throws(XcodeProjectError) {
    let document: OpenStepDeferredDocument
    do throws(OpenStepPropertyListError) {
      document = try OpenStepPropertyListReader.parse(utf8: bytes, file: file, deferring: "objects")
    } catch {
      throw .malformedPropertyList(error)
    }
    guard let top = document.root.dictionaryValue, top["objects"]?.dictionaryValue != nil else {
      throw .malformedProject(file: file, reason: "no `objects` dictionary")
    }
    try self.init(
      top: top, graph: XcodeObjectGraph(objects: document.members, sourceRoot: url), url: url,
      file: file)
  }

  /// Builds a project from the top level of its `project.pbxproj` and its objects.
  init(
    top: [String: PropertyListValue], graph: XcodeObjectGraph, url: URL, file: String
  ) throws(XcodeProjectError) {
    guard let rootID = top["rootObject"]?.stringValue,
      let project = graph[rootID],
      project["isa"]?.stringValue == "PBXProject"
    else {
      throw .malformedProject(file: file, reason: "the `rootObject` is not a PBXProject")
    }
    self.url = url
    self.name = url.deletingPathExtension().lastPathComponent
    var sourceRoot = url.deletingLastPathComponent()
    if let directory = project["projectDirPath"]?.stringValue, !directory.isEmpty {
      sourceRoot =
        directory.hasPrefix("/")
        ? URL(fileURLWithPath: directory) : sourceRoot.appendingPathComponent(directory)
    }
    self.sourceRoot = sourceRoot.standardizedFileURL
    graph.sourceRoot = self.sourceRoot
    let projectConfigurations = graph.configurations(
      ofList: project["buildConfigurationList"]?.stringValue)
    self.configurations = projectConfigurations.list
    self.configurationPositions = projectConfigurations.positions
    self.defaultConfigurationName = projectConfigurations.defaultName
    self.targets = try Self.targets(
      XcodeObjectGraph.strings(project["targets"]), in: graph, file: file)
    self.targetIndex = targets.firstPositions(by: \.name)
  }

  /// The native targets, with embedding resolved from product references to target names.
  /// The most embeddings (a target that embeds another) a project may declare in all. Real
  /// projects declare tens; a hostile one can list one copy-files phase of thousands of
  /// products in thousands of targets, a few bytes for each of millions of embeddings.
  static let maximumEmbeddings = 100_000

  private static func targets(
    _ ids: [String], in graph: XcodeObjectGraph, file: String
  ) throws(XcodeProjectError) -> [XcodeTarget] {
    // A target listed twice is one object, so one target: were it two, a project listing
    // one target of many dependencies many times would cost their product.
    var listed: Set<String> = []
    let natives = graph.map(ids.filter { listed.insert($0).inserted }) {
      graph, id -> (id: String, object: [String: PropertyListValue])? in
      guard let object = graph[id],
        XcodeObjectGraph.string(object["isa"]) == "PBXNativeTarget"
      else { return nil }
      return (id, object)
    }.compactMap { $0 }
    var nameByID: [String: String] = [:]
    var targetByProduct: [String: String] = [:]
    var shipsInside: Set<String> = []
    for (id, object) in natives {
      let name = XcodeObjectGraph.string(object["name"]) ?? ""
      nameByID[id] = name.isEmpty ? id : name
      if let product = XcodeObjectGraph.string(object["productReference"]) {
        targetByProduct[product] = id
      }
      let type = XcodeProductType(rawValue: XcodeObjectGraph.string(object["productType"]) ?? "")
      if type.isApplication || type.isEmbeddable { shipsInside.insert(id) }
    }
    // Objects are shared by ID: thousands of targets may name one copy-files phase, which is
    // read once rather than once per target. The phases are read in the targets' order,
    // each target's embeddings counted against the budget, before any target is made.
    var phases: [String: [String]] = [:]
    var embeddings = 0
    for (_, object) in natives {
      for phase in XcodeObjectGraph.strings(object["buildPhases"]) {
        // A phase that copies no files embeds nothing: it is kept as an empty list.
        let names: [String]
        if let known = phases[phase] {
          names = known
        } else if let phaseObject = graph[phase],
          XcodeObjectGraph.string(phaseObject["isa"]) == "PBXCopyFilesBuildPhase"
        {
          names = XcodeObjectGraph.strings(phaseObject["files"]).compactMap { buildFile in
            graph.fileReference(ofBuildFile: buildFile)
              .flatMap { targetByProduct[$0] }
              .flatMap { shipsInside.contains($0) ? nameByID[$0] : nil }
          }
        } else {
          names = []
        }
        phases[phase] = names
        embeddings += names.count
        guard embeddings <= maximumEmbeddings else {
          throw .malformedProject(
            file: file,
            reason: "its targets' copy-files phases embed more than \(maximumEmbeddings) "
              + "products in all (phase \(phase) is one of them); Xcode projects embed tens")
        }
      }
    }
    return graph.map(natives) { [nameByID, phases] graph, native in
      target(
        native.object, named: nameByID[native.id] ?? native.id, in: graph,
        phases: phases, nameByID: nameByID)
    }
  }

  /// One native target, its embedded products and dependencies named by target: safe to
  /// make several at once, each with a graph of its own.
  private static func target(
    _ object: [String: PropertyListValue], named name: String, in graph: XcodeObjectGraph,
    phases: [String: [String]], nameByID: [String: String]
  ) -> XcodeTarget {
    let configurations = graph.configurations(
      ofList: XcodeObjectGraph.string(object["buildConfigurationList"]))
    // Sets keep targets with tens of thousands of files or dependencies linear.
    var embedded: [String] = []
    var embeddedSet: Set<String> = []
    for phase in XcodeObjectGraph.strings(object["buildPhases"]) {
      for embeddedName in phases[phase] ?? [] where embeddedSet.insert(embeddedName).inserted {
        embedded.append(embeddedName)
      }
    }
    var dependencies: [String] = []
    var dependencySet: Set<String> = []
    for dependency in XcodeObjectGraph.strings(object["dependencies"]) {
      guard let targetID = graph.target(ofDependency: dependency),
        let dependencyName = nameByID[targetID],
        dependencySet.insert(dependencyName).inserted
      else { continue }
      dependencies.append(dependencyName)
    }
    return XcodeTarget(
      name: name,
      productType: XcodeProductType(rawValue: XcodeObjectGraph.string(object["productType"]) ?? ""),
      productName: XcodeObjectGraph.string(object["productName"]),
      configurations: configurations.list, positions: configurations.positions,
      defaultConfigurationName: configurations.defaultName,
      embeddedTargetNames: embedded, dependencyNames: dependencies)
  }

  /// The target with a name, if the project has one.
  ///
  /// - Parameter name: The target's name.
  /// - Returns: The target, or `nil`.
  public func target(named name: String) -> XcodeTarget? {
    targetIndex[name].map { targets[$0] }
  }

  /// The project-level configuration with a name, if any.
  ///
  /// - Parameter name: Such as `Release`.
  /// - Returns: The configuration, or `nil`.
  package func configuration(named name: String) -> XcodeBuildConfiguration? {
    XcodeBuildConfiguration.named(name, in: configurations, positions: configurationPositions)
  }
}
