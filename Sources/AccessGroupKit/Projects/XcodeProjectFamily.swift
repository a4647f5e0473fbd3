import Foundation

/// The signed targets of an Xcode project or workspace, each with its entitlements
/// expanded as Xcode signs it, as one ``AppFamily``, plus findings for what the committed
/// files cannot tell.
///
/// ```swift
/// let result = try XcodeProjectFamily(
///   projectAt: URL(fileURLWithPath: "WireGuard.xcodeproj"),
///   overrides: BuildSettings(["DEVELOPMENT_TEAM": "ABCDE12345"]))
/// for target in result.targets { print(target.name, target.accessGroups) }
/// let report = FamilyLinter().lint(result.family)
/// ```
///
/// Values are what Xcode would sign: a setting defined nowhere expands to nothing, as in
/// Xcode, and is noted (``XcodeProjectFindingCode/undefinedSetting``, with the
/// `--setting NAME=VALUE` that supplies it). Where that empties something that decides the
/// keychain, the finding is an error: no team, no bundle ID, or a keychain group that is a
/// bare team prefix. A base `.xcconfig` or required `#include` that does not exist is a
/// warning naming the file. So a list is never silently different from Xcode's: whatever
/// differs from a full checkout is named.
public struct XcodeProjectFamily: Sendable {
  /// The projects read: one for a `.xcodeproj`, each listed one for a `.xcworkspace`.
  public var projects: [XcodeProject]

  /// The configuration evaluated.
  public var configuration: String

  /// The signed targets, in project and target order.
  public var targets: [XcodeSignedTarget]

  /// The signed targets as a family for ``FamilyLinter``; target names are Xcode target
  /// names, suffixed with the project's name where two projects of a workspace share one.
  public var family: AppFamily

  /// Every finding, each once: the targets' own (a project configuration's missing file is
  /// reported by every target that uses it, and listed here once), then the projects' and
  /// the workspace's.
  public var findings: [Finding]

  /// Reads a project or workspace and evaluates its signed targets.
  ///
  /// - Parameters:
  ///   - url: A `.xcodeproj` or `.xcworkspace` folder.
  ///   - configuration: The build configuration; `Release` by default.
  ///   - overrides: Settings that win over the project's, such as values that live only in
  ///     files kept out of the repository.
  ///   - variant: The device builds, or the Mac Catalyst builds of targets that have one.
  /// - Throws: ``XcodeProjectError`` when a project cannot be read, has no such
  ///   configuration, or its targets list more groups than ``AppFamily/maximumListedGroups``.
  public init(
    projectAt url: URL, configuration: String = "Release",
    overrides: BuildSettings = BuildSettings(), variant: XcodeBuildVariant = .device
  ) throws(XcodeProjectError) {
    var findings: [Finding] = []
    let projectURLs: [URL]
    if url.pathExtension == "xcworkspace" {
      let workspace = try XcodeWorkspace(contentsOf: url)
      // A project listed twice is read once.
      var listed: Set<String> = []
      projectURLs = workspace.projects.filter { listed.insert($0.path).inserted }
      for missing in projectURLs
      where !FileManager.default.fileExists(atPath: missing.path) {
        findings.append(
          Finding(
            severity: .warning, code: XcodeProjectFindingCode.missingProject.rawValue,
            message: "the workspace lists \(missing.path), which does not exist"))
      }
    } else {
      projectURLs = [url]
    }
    var projects: [XcodeProject] = []
    for projectURL in projectURLs {
      if url.pathExtension == "xcworkspace",
        !FileManager.default.fileExists(atPath: projectURL.path)
      {
        continue
      }
      if url.pathExtension == "xcworkspace", let refusal = InputFile.refusal(for: projectURL) {
        throw .unreadable(
          file: refusal.path,
          reason: "\(refusal.reason); the workspace \(url.lastPathComponent) lists it")
      }
      projects.append(try XcodeProject(contentsOf: projectURL))
    }
    var targets: [XcodeSignedTarget] = []
    let entitlementsFiles = EntitlementsFileCache()
    // The groups the targets list so far, budgeted as each is expanded.
    var listedGroups = AppFamily.ListedGroups()
    for project in projects {
      let builder = XcodeFamilyBuilder(
        project: project, configuration: configuration, overrides: overrides, variant: variant,
        entitlementsFiles: entitlementsFiles)
      let built = try builder.signedTargets(listing: &listedGroups)
      targets += built.targets
      findings += built.findings
    }
    Self.makeNamesUnique(&targets, projects: projects)
    self.projects = projects
    self.configuration = configuration
    self.targets = targets
    var seen: Set<Finding> = []
    self.findings = (targets.flatMap(\.findings) + findings).filter { seen.insert($0).inserted }
    // Names are non-empty and unique by now, and the budget of listed groups was checked
    // target by target, so this cannot fail.
    self.family = (try? AppFamily(targets: targets.map(\.target))) ?? Self.emptyFamily
  }

  /// The signed apps that no other target embeds: the app each family is built around.
  ///
  /// Helpers that are apps but ship inside another (a login item, a watch app) are not
  /// listed; a Mac app and an iOS app in one project are listed both.
  public var topLevelAppNames: [String] {
    let embedded = Set(
      projects.flatMap { project in project.targets.flatMap { Self.embedded($0, in: project) } })
    // Lazily: filtering first would copy every signed target.
    return Array(
      targets.lazy.filter { $0.productType.isApplication && !embedded.contains($0.name) }
        .map(\.name))
  }

  /// One app and every signed target that ships inside it, directly or through another
  /// embedded target (a watch app's widgets), as a family for ``FamilyLinter``.
  ///
  /// - Parameter name: The app's target name, such as one of ``topLevelAppNames``.
  /// - Returns: The family, the app first and the others in project order; `nil` when no
  ///   signed target has that name.
  public func family(ofApp name: String) -> AppFamily? {
    guard target(named: name) != nil else { return nil }
    var byName: [String: [String]] = [:]
    for project in projects {
      for target in project.targets where byName[target.name] == nil {
        byName[target.name] = Self.embedded(target, in: project)
      }
    }
    var members: Set<String> = [name]
    var queue = [name]
    while let next = queue.popLast() {
      for child in byName[next] ?? [] where members.insert(child).inserted {
        queue.append(child)
      }
    }
    let ordered =
      targets.filter { $0.name == name }
      + targets.filter { $0.name != name && members.contains($0.name) }
    return try? AppFamily(targets: ordered.map(\.target))
  }

  /// The app each signed target ships in: the first of ``topLevelAppNames`` whose
  /// ``family(ofApp:)`` holds it, found in one walk over what embeds what instead of one
  /// walk per app (a project may hold thousands of apps).
  package var appOfEachTarget: [String: String] {
    var byName: [String: [String]] = [:]
    for project in projects {
      for target in project.targets where byName[target.name] == nil {
        byName[target.name] = Self.embedded(target, in: project)
      }
    }
    // A target an earlier app already reaches is not walked again: whatever it embeds is
    // that earlier app's too.
    var appOf: [String: String] = [:]
    for app in topLevelAppNames {
      if appOf[app] == nil { appOf[app] = app }
      var queue = [app]
      while let next = queue.popLast() {
        for child in byName[next] ?? [] where appOf[child] == nil {
          appOf[child] = app
          queue.append(child)
        }
      }
    }
    let signed = Set(targets.map(\.name))
    return appOf.filter { signed.contains($0.key) }
  }

  /// The targets a target embeds: copy-files phases, then the extensions, App Clips and
  /// watch apps it depends on (a test bundle's dependency on its app is not embedding).
  private static func embedded(_ target: XcodeTarget, in project: XcodeProject) -> [String] {
    target.embeddedTargetNames
      + target.dependencyNames.filter {
        project.target(named: $0)?.productType.isEmbeddable == true
      }
  }

  /// The signed target with a name, or an error that lists the signed targets there are,
  /// for a command that resolves one target.
  ///
  /// - Parameter name: The Xcode target's name.
  /// - Returns: The target.
  /// - Throws: ``XcodeProjectError/unknownTarget(name:available:)``.
  public func requireTarget(named name: String) throws(XcodeProjectError) -> XcodeSignedTarget {
    guard let target = target(named: name) else {
      throw .unknownTarget(name: name, available: targets.map(\.name))
    }
    return target
  }

  private static let emptyFamily: AppFamily = {
    guard let family = try? AppFamily(targets: []) else { preconditionFailure() }
    return family
  }()

  /// Gives targets that share a name (in a workspace, or in a malformed project) the
  /// project's name, then a number, and names an unnamed one.
  private static func makeNamesUnique(
    _ targets: inout [XcodeSignedTarget], projects: [XcodeProject]
  ) {
    let counts = Dictionary(targets.map { ($0.name, 1) }, uniquingKeysWith: +)
    for index in targets.indices where counts[targets[index].name, default: 0] > 1 {
      let project = projectName(for: targets[index].entitlementsFile.path, in: projects)
      targets[index].target.name += " (\(project))"
    }
    var seen: Set<String> = []
    for index in targets.indices {
      if targets[index].name.isEmpty { targets[index].target.name = "(unnamed target)" }
      var name = targets[index].name
      var number = 2
      while seen.contains(name) {
        name = "\(targets[index].name) \(number)"
        number += 1
      }
      targets[index].target.name = name
      seen.insert(name)
    }
  }

  /// The signed target with a name, if any.
  ///
  /// - Parameter name: The Xcode target's name.
  /// - Returns: The target, or `nil`.
  public func target(named name: String) -> XcodeSignedTarget? {
    targets.first { $0.name == name }
  }

  private static func projectName(for path: String, in projects: [XcodeProject]) -> String {
    projects.first { path.hasPrefix($0.sourceRoot.path + "/") }?.name ?? "?"
  }
}
