import AccessGroupKit
import Foundation

/// `info-plist --project PATH --target NAME`: the test host's identity read from its Xcode
/// project, so tests on Linux run as that app with nothing copied by hand.
extension InfoPlistCommand {
  /// `--project PATH`.
  static let project: Option<String?> = .value(
    "project", "PATH", "An Xcode project whose --target is the test host.")

  /// `--workspace PATH`.
  static let workspace: Option<String?> = .value(
    "workspace", "PATH", "An Xcode workspace whose --target is the test host.")

  /// `--target NAME`.
  static let target: Option<String?> = .value(
    "target", "NAME", "The host app's target in --project or --workspace.")

  /// `--configuration NAME`.
  static let configuration: Option<String?> = .value(
    "configuration", "NAME", "The build configuration of --target (default: Debug).")

  /// The host target's identity, or `nil` when no project or workspace is given.
  ///
  /// - Throws: ``BadInput`` for a project and a workspace together, a missing `--target`, or
  ///   a project, target or configuration that cannot be read.
  static func hostTarget(
    _ arguments: ParsedArguments, _ context: CommandContext
  ) throws(BadInput) -> XcodeSignedTarget? {
    let path: String
    switch (arguments[Self.project], arguments[Self.workspace]) {
    case (nil, nil):
      if arguments[Self.target] != nil || arguments[Self.configuration] != nil {
        throw BadInput(message: "--target and --configuration need --project or --workspace")
      }
      return nil
    case (let project?, nil): path = project
    case (nil, let workspace?): path = workspace
    case (.some, .some): throw BadInput(message: "give --project or --workspace, not both")
    }
    guard let name = arguments[Self.target] else {
      throw BadInput(message: "info-plist --project and --workspace need --target NAME")
    }
    let url = URL(commandLinePath: path, relativeTo: context.currentDirectory)
    do throws(XcodeProjectError) {
      let family = try XcodeProjectFamily(
        projectAt: url, configuration: arguments[Self.configuration] ?? "Debug")
      return try family.requireTarget(named: name)
    } catch {
      throw BadInput(message: error.description)
    }
  }

  /// The `export ACCESSGROUPKIT_…=…` lines that configure SimulatedSecurity as `target`,
  /// after a comment naming the target and its access groups; standard output can be
  /// given to `eval`.
  static func environmentLines(for target: XcodeSignedTarget) -> [String] {
    let identity = target.target.identity
    let entitlements = target.target.entitlements
    var values: [(String, String)] = []
    if let team = identity.teamID { values.append(("ACCESSGROUPKIT_TEAM_ID", team)) }
    if let prefix = identity.appIDPrefix, prefix != identity.teamID {
      values.append(("ACCESSGROUPKIT_APP_ID_PREFIX", prefix))
    }
    values.append(("ACCESSGROUPKIT_BUNDLE_ID", target.bundleID))
    values.append(
      (
        "ACCESSGROUPKIT_KEYCHAIN_GROUPS",
        (entitlements.strings(for: .keychainAccessGroups) ?? []).joined(separator: ",")
      ))
    values.append(
      (
        "ACCESSGROUPKIT_APP_GROUPS",
        (entitlements.strings(for: .applicationGroups) ?? []).joined(separator: ",")
      ))
    values.append(("ACCESSGROUPKIT_PLATFORM", target.target.platform.rawValue))
    let groups = target.accessGroups.joined(separator: ", ")
    return ["# \(target.name) (\(target.configuration)): access groups \(groups)"]
      + values.map { "export \($0.0)=\(shellQuoted($0.1))" }
  }

  /// `text` as one shell word: unchanged when it holds only safe characters, else in single
  /// quotes.
  static func shellQuoted(_ text: String) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._,/:=@+")
    if !text.isEmpty, text.allSatisfy(safe.contains) { return text }
    return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
