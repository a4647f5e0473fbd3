import AccessGroupKit
import Foundation

extension Command {
  /// `accessgroups lint FILE...`: an app family's sharing matrix and sharing mistakes.
  static var lint: Command {
    Command(
      name: "lint",
      summary: "Show which targets of an app family share which keychain groups, and lint it.",
      usage: "lint FILE... [--target NAME=FILE]... [options]",
      discussion: """
        Each FILE or --target is one target of the family: an app, an extension, a widget,
        an App Clip. A FILE's target is named after the file (without its extension); use
        --target NAME=FILE to choose the name. Targets are listed in the order FILEs then
        --target options were given. Files are read as by 'resolve'.

        The bundle ID is per target: --bundle-id NAME=ID (repeat it for each target; a
        plain --bundle-id ID is accepted when there is one target). --platform P applies to
        every target; --platform NAME=P sets one target's platform. The team, App ID
        prefix, settings and profile apply to every target.

        The output is the sharing matrix (groups by targets: ✓ reaches, ✓* default group,
        ✓ro read-only), each target's default group, and findings with stable codes:
        group-single-target, default-groups-differ, app-group-used-for-keychain,
        app-clip-groups-refused, macos-file-based-keychain, no-access-groups, and the
        entitlement checks of 'resolve' (missing-team-prefix, foreign-team-prefix,
        duplicate-access-group, unexpanded-variable, ...). A keychain entitlement that
        keeps an undefined build variable is reported as unexpanded-variable (exit 1).
        --graph draws the family as Graphviz DOT or a Mermaid flowchart instead.
        """,
      options: [
        .value(
          "target", "NAME=FILE", repeatable: true, "A named target; may be repeated."),
        .value(
          "bundle-id", "NAME=ID", repeatable: true,
          "A target's bundle ID (PRODUCT_BUNDLE_IDENTIFIER); may be repeated."),
        .value(
          "platform", "P", repeatable: true,
          "ios (default), ios-simulator, macos or catalyst; NAME=P for one target."),
        EntitlementsOptions.teamID,
        EntitlementsOptions.appIDPrefix,
        EntitlementsOptions.setting,
        EntitlementsOptions.settingsFile,
        EntitlementsOptions.profile,
        .flag("json", "Print JSON instead of text."),
        .value("graph", "FORMAT", "Print the sharing graph as dot or mermaid instead."),
      ],
      run: { arguments, context in
        LintCommand(currentDirectory: context.currentDirectory).run(arguments, &context)
      }
    )
  }
}

/// The steps of `accessgroups lint`: load each target, expand, build the family, lint,
/// print.
struct LintCommand {
  /// The directory relative paths are resolved against.
  let currentDirectory: URL

  /// One target as given on the command line.
  private struct TargetArgument {
    var name: String
    var path: String
  }

  /// Runs the command, writing the report to `context`, and returns its exit code.
  func run(_ arguments: ParsedArguments, _ context: inout CommandContext) -> ExitCode {
    do {
      let (report, graphFormat) = try makeReport(arguments)
      if let graphFormat {
        context.output += SharingGraph(matrix: report.matrix).render(graphFormat)
      } else if arguments.isSet("json") {
        context.output += report.json
      } else {
        context.output += report.text
      }
      return report.hasErrors ? .findingsFailed : .success
    } catch {
      return context.fail(error.message)
    }
  }

  private func makeReport(
    _ arguments: ParsedArguments
  ) throws(BadInput) -> (FamilyLintReport, SharingGraphFormat?) {
    var graphFormat: SharingGraphFormat?
    if let text = arguments.value("graph") {
      guard let format = SharingGraphFormat(parsing: text) else {
        throw BadInput(message: "unknown graph format '\(text)'; expected dot or mermaid")
      }
      guard !arguments.isSet("json") else {
        throw BadInput(message: "--graph and --json cannot be used together")
      }
      graphFormat = format
    }
    let targets = try targetArguments(arguments)
    let names = Set(targets.map(\.name))
    let platformTexts = try perTarget(arguments.allValues("platform"), "platform", names)
    let bundleIDs = try perTarget(arguments.allValues("bundle-id"), "bundle-id", names)
    let common = try EntitlementsOptions(
      arguments, currentDirectory: currentDirectory, platformText: platformTexts.shared)
    if let bundleID = bundleIDs.shared {
      guard targets.count == 1 else {
        throw BadInput(
          message: "--bundle-id \(bundleID) needs a target name when there are several "
            + "targets: --bundle-id NAME=ID")
      }
    }

    var appTargets: [AppTarget] = []
    for target in targets {
      let platform =
        try platformTexts.byTarget[target.name].map(EntitlementsOptions.platform)
        ?? common.platform
      let bundleID = bundleIDs.byTarget[target.name] ?? bundleIDs.shared
      appTargets.append(
        try load(target, platform: platform, bundleID: bundleID, common: common))
    }
    let family: AppFamily
    do {
      family = try AppFamily(targets: appTargets)
    } catch {
      throw BadInput(message: error.description)
    }
    return (FamilyLintReport(family: family), graphFormat)
  }

  /// The targets: FILE arguments named after their files, then `--target NAME=FILE`.
  private func targetArguments(_ arguments: ParsedArguments) throws(BadInput) -> [TargetArgument] {
    var targets = arguments.positionals.map { path in
      TargetArgument(
        name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent, path: path)
    }
    for value in arguments.allValues("target") {
      guard let (name, path) = Self.split(value), !path.isEmpty else {
        throw BadInput(message: "--target needs NAME=FILE, got '\(value)'")
      }
      targets.append(TargetArgument(name: name, path: path))
    }
    guard !targets.isEmpty else {
      throw BadInput(
        message: "lint needs at least one FILE or --target; see 'accessgroups help lint'")
    }
    var seen: Set<String> = []
    for target in targets where !seen.insert(target.name).inserted {
      throw BadInput(
        message: "two targets are named '\(target.name)'; name them with --target NAME=FILE")
    }
    return targets
  }

  /// Splits repeated `VALUE` / `NAME=VALUE` options into the shared value (the last one
  /// without a name) and the per-target values.
  private func perTarget(
    _ values: [String], _ option: String, _ names: Set<String>
  ) throws(BadInput) -> (shared: String?, byTarget: [String: String]) {
    var shared: String?
    var byTarget: [String: String] = [:]
    for value in values {
      guard let (name, rest) = Self.split(value) else {
        shared = value
        continue
      }
      guard names.contains(name) else {
        let known = names.sorted().joined(separator: ", ")
        throw BadInput(
          message: "--\(option) \(value): no target is named '\(name)' (targets: \(known))")
      }
      byTarget[name] = rest
    }
    return (shared, byTarget)
  }

  /// `NAME=VALUE` split at the first `=`, or `nil` when there is no `=` or no name.
  private static func split(_ value: String) -> (String, String)? {
    guard let equals = value.firstIndex(of: "="), equals != value.startIndex else { return nil }
    return (String(value[..<equals]), String(value[value.index(after: equals)...]))
  }

  private func load(
    _ target: TargetArgument, platform: Platform, bundleID: String?,
    common: EntitlementsOptions
  ) throws(BadInput) -> AppTarget {
    let document: EntitlementsDocument
    do {
      document = try EntitlementsLoader.load(
        contentsOf: URL(commandLinePath: target.path, relativeTo: currentDirectory))
    } catch {
      throw BadInput(message: error.description)
    }
    // As in resolve: a team ID given on the command line is also the default App ID prefix;
    // only when neither is given do a provisioning profile's team and prefix fill in.
    let profile = document.provisioningProfile
    let teamID = common.teamID ?? profile?.teamIdentifier
    let prefix =
      common.appIDPrefix ?? common.teamID ?? profile?.applicationIdentifierPrefix ?? teamID
    let identity = SigningIdentity(teamID: teamID, appIDPrefix: prefix, bundleID: bundleID)
    do {
      return try AppTarget(
        name: target.name, expanding: document.entitlements, settings: common.settings,
        platform: platform, identity: identity, profile: common.behaviourProfile)
    } catch {
      throw BadInput(message: "\(target.path): \(error)")
    }
  }
}
