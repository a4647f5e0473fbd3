import Foundation
import PackagePlugin

/// `swift package lint-keychain-groups [lint options] [FILE...]`: runs `accessgroups lint`
/// over the app family of the package (or, in Xcode, of the project) the command runs in.
///
/// The arguments go to `accessgroups lint` unchanged. When none of them names what to lint
/// (a project, workspace, entitlements file or built product, or `--build-settings-json`),
/// the plugin adds the workspaces at the package's root, or else its projects: the app
/// family of a repository that keeps its Xcode project next to `Package.swift`. The plugin
/// fails when `accessgroups` exits with anything but 0, so a finding that `--fail-on`
/// counts fails the command.
@main
struct LintKeychainGroups: CommandPlugin {
  /// What `--help` prints before `accessgroups lint --help`: what the plugin adds to the
  /// tool, and why its first run takes a while.
  static let help = """
    swift package lint-keychain-groups [lint options] [FILE...]
      Runs 'accessgroups lint' with these arguments in the package's folder. Without a
      project, workspace, entitlements file, built product or --build-settings-json, it
      lints the .xcworkspace files at the package's root, or else its .xcodeproj files.
      Fails when accessgroups exits with anything but 0 (1: findings --fail-on counts,
      2: bad input).
      SwiftPM builds a command plugin's tools in a build of their own, separate from
      'swift build' and 'swift run': the first run compiles accessgroups, even right
      after 'swift run accessgroups'; later runs reuse that build and recompile only what
      changed. To skip it, run the tool itself: swift run accessgroups lint ...

    """

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let directory = context.package.directoryURL
    var arguments = arguments
    if Self.asksForHelp(arguments) { print(Self.help) }
    if !Self.namesInput(arguments) {
      let found = try Self.projects(in: directory)
      guard !found.isEmpty else {
        throw LintFailure(
          message: "no .xcworkspace or .xcodeproj at \(directory.path); give the files to "
            + "lint, as 'accessgroups lint' takes them")
      }
      arguments = found + arguments
    }
    try Self.run(try context.tool(named: "accessgroups").url, arguments, in: directory)
  }

  /// The path extensions `accessgroups lint` reads as a target or a family of targets.
  static let inputExtensions: Set<String> = [
    "xcodeproj", "xcworkspace", "entitlements", "xcent", "app", "appex", "xcarchive", "ipa",
  ]

  /// Whether the arguments ask for help, which `accessgroups lint` prints after the plugin's.
  static func asksForHelp(_ arguments: [String]) -> Bool {
    arguments.contains { $0 == "--help" || $0 == "-h" }
  }

  /// Whether the arguments already say what to lint.
  static func namesInput(_ arguments: [String]) -> Bool {
    asksForHelp(arguments)
      || arguments.contains { argument in
        argument.hasPrefix("--build-settings-json")
          || inputExtensions.contains(
            URL(fileURLWithPath: argument).pathExtension.lowercased())
      }
  }

  /// The workspaces at the root of `directory`, or its projects when it has no workspace.
  static func projects(in directory: URL) throws -> [String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    let workspaces = names.filter { $0.hasSuffix(".xcworkspace") }
    return workspaces.isEmpty ? names.filter { $0.hasSuffix(".xcodeproj") } : workspaces
  }

  /// Runs `accessgroups lint` in `directory` and fails when it does not exit with 0.
  static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = ["lint"] + arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw LintFailure(
        message: "accessgroups lint exited with \(process.terminationStatus) (1: findings "
          + "--fail-on counts, 2: bad input)")
    }
  }
}

/// Why the command failed, printed by `swift package`.
struct LintFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension LintKeychainGroups: XcodeCommandPlugin {
    /// Run from Xcode's project navigator: lints the project the command runs in, unless the
    /// arguments name what to lint.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      let project = context.xcodeProject
      let directory = project.directoryURL
      var arguments = arguments
      if Self.asksForHelp(arguments) { print(Self.help) }
      if !Self.namesInput(arguments) {
        arguments = ["\(project.displayName).xcodeproj"] + arguments
      }
      try Self.run(try context.tool(named: "accessgroups").url, arguments, in: directory)
    }
  }
#endif
