import AccessGroupKit
import Foundation

extension Command {
  /// `accessgroups lint FILE...`: an app family's sharing matrix and sharing mistakes.
  static var lint: Command {
    Command(
      name: "lint",
      summary: "Show which targets of an app family share which keychain groups, and lint it.",
      usage: "lint [FILE...] [--target NAME[=FILE]]... [options]",
      discussion: """
        Each FILE or --target NAME=FILE is one target of the family: an app, an extension,
        a widget, an App Clip. A FILE's target is named after the file (without its
        extension); use --target NAME=FILE to choose the name. Files are read as by
        'resolve'.

        --build-settings-json FILE (or - for standard input) reads the output of
        'xcodebuild -showBuildSettings -json': every target with CODE_SIGN_ENTITLEMENTS is
        a member, named after the Xcode target, with its settings, team
        (DEVELOPMENT_TEAM), bundle ID (PRODUCT_BUNDLE_IDENTIFIER) and platform
        (PLATFORM_NAME). Its entitlements path is resolved against SRCROOT, or else the
        JSON file's folder; --configuration, when given, must match its CONFIGURATION.

        A FILE may also be an Xcode project or workspace (.xcodeproj, .xcworkspace): every
        target with CODE_SIGN_ENTITLEMENTS, its settings evaluated as Xcode does for
        --configuration (Release by default), with --setting and --settings-file on top
        of every level for values that live in uncommitted files. Or a built product
        (.app, .appex, .xcarchive, .ipa): each bundle with the entitlements signed into its
        executable. Each app is linted with what it embeds, one family at a time; with
        --platform catalyst, a project's Mac Catalyst builds are evaluated. --target
        NAME (without =FILE) keeps only the named targets of these; repeat it for
        several.

        Targets are listed in this order: FILEs, the settings' targets, --target NAME=FILE.

        The bundle ID is per target: --bundle-id NAME=ID (repeat it for each target; a
        plain --bundle-id ID is accepted when there is one target). --platform P applies to
        every target; --platform NAME=P sets one target's platform. Flags win over the
        settings. The team, App ID prefix, settings and profile apply to every target.

        The output is the sharing matrix (groups by targets: ✓ reaches, ✓* default group,
        ✓ro read-only), each target's default group, and findings with stable codes:
        group-single-target, default-groups-differ, app-group-used-for-keychain,
        app-clip-groups-refused, macos-file-based-keychain, no-access-groups, and the
        entitlement checks of 'resolve' (missing-team-prefix, foreign-team-prefix,
        duplicate-access-group, unexpanded-variable, missing-application-identifier,
        platform-looks-like-macos, ...). A keychain entitlement that keeps an undefined
        build variable is reported as unexpanded-variable (exit 1). --json adds each
        target's bundleID, productType, entitlements and configuration (null when unknown)
        and each finding's target. --graph draws the family as Graphviz DOT or a Mermaid
        flowchart instead.

        For CI, --format annotations prints only the findings, one per line as a compiler
        prints a diagnostic (FILE:LINE:COLUMN: warning: message [code], at the line of the
        entitlement in the target's entitlements file when it is an XML property list), which
        Xcode (from a Run Script phase) and GitHub (through a problem matcher) place in the
        file; --format sarif prints them as a SARIF 2.1.0 log for code scanning. Findings
        about the whole family have no file. --fail-on warning also fails (exit 1) on
        warnings, --fail-on never on nothing; by default only errors fail.
        """,
      options: [
        LintCommand.target,
        LintCommand.bundleID,
        LintCommand.platform,
        EntitlementsOptions.teamID,
        EntitlementsOptions.appIDPrefix,
        EntitlementsOptions.setting,
        EntitlementsOptions.settingsFile,
        BuildSettingsJSONInput.option,
        EntitlementsOptions.configuration,
        EntitlementsOptions.profile,
        ReportFormat.option,
        SharedOptions.json,
        FailureThreshold.option,
        LintCommand.graph,
        Containment.option,
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
  /// `--target NAME[=FILE]`, repeatable.
  static let target: Option<[String]> = .repeatable(
    "target", "NAME[=FILE]",
    "A FILE target (NAME=FILE), or one to keep from a project or settings.")

  /// `--bundle-id NAME=ID`, repeatable.
  static let bundleID: Option<[String]> = .repeatable(
    "bundle-id", "NAME=ID", "A target's bundle ID (PRODUCT_BUNDLE_IDENTIFIER); may be repeated.")

  /// `--platform P` or `--platform NAME=P`, repeatable.
  static let platform: Option<[String]> = .repeatable(
    "platform", "P", "ios (default), ios-simulator, macos or catalyst; NAME=P for one target.")

  /// `--graph FORMAT`.
  static let graph: Option<String?> = .value(
    "graph", "FORMAT", "Print the sharing graph as dot or mermaid instead.")

  /// The directory relative paths are resolved against.
  let currentDirectory: URL

  /// Runs the command, writing the report to `context`, and returns its exit code.
  func run(_ arguments: ParsedArguments, _ context: inout CommandContext) -> ExitCode {
    do {
      let format = try ReportFormat(arguments)
      let threshold = try FailureThreshold(arguments)
      let (reports, graphFormat) = try makeReports(arguments, context)
      let whole = Self.combined(reports.map(\.report))
      if let graphFormat {
        context.output += SharingGraph(matrix: whole.matrix).render(graphFormat)
      } else if format == .json {
        context.output += whole.json
      } else if let findingsOnly = format.findingsOnly(located(whole)) {
        context.output += findingsOnly
      } else if reports.count == 1, let only = reports.first {
        context.output += only.report.text
      } else {
        context.output += reports.map { name, report in
          let targets = report.matrix.rows.count
          let heading = name.map { "App family \($0)" } ?? "Targets no signed app embeds"
          return "\(heading) (\(targets) target\(targets == 1 ? "" : "s")):\n\(report.text)"
        }.joined(separator: "\n")
      }
      return threshold.exitCode(hasFindings: whole.hasFindings(atLeast:))
    } catch {
      return context.fail(error.message)
    }
  }

  /// The findings, each about a target placed in that target's entitlements file; findings
  /// about the family as a whole have no file.
  private func located(_ report: FamilyLintReport) -> [Finding] {
    var locator = FindingLocator(currentDirectory: currentDirectory)
    var paths: [String: String] = [:]
    for target in report.family?.targets ?? [] {
      if let path = target.origin.entitlementsPath { paths[target.name] = path }
    }
    return report.findings.map { finding in
      guard let path = finding.target.flatMap({ paths[$0] }) else { return finding }
      return locator.locate(finding, in: path)
    }
  }

  /// One report per app family: a project or product with several apps (a Mac app and an
  /// iOS app) is linted app by app, so the apps are not compared with each other.
  private func makeReports(
    _ arguments: ParsedArguments, _ context: CommandContext
  ) throws(BadInput) -> ([(name: String?, report: FamilyLintReport)], SharingGraphFormat?) {
    var graphFormat: SharingGraphFormat?
    if let text = arguments[Self.graph] {
      guard let format = SharingGraphFormat(parsing: text) else {
        throw BadInput(message: "unknown graph format '\(text)'; expected dot or mermaid")
      }
      guard !arguments[SharedOptions.json] else {
        throw BadInput(message: "--graph and --json cannot be used together")
      }
      if let format = arguments[ReportFormat.option] {
        throw BadInput(message: "--graph and --format \(format) cannot be used together")
      }
      graphFormat = format
    }
    let platformTexts = Self.perTarget(arguments[Self.platform])
    let bundleIDs = Self.perTarget(arguments[Self.bundleID])
    let common = try EntitlementsOptions(
      arguments, currentDirectory: currentDirectory, platformText: platformTexts.shared,
      readsPlatform: false)
    let members = try members(arguments, context, common)
    let names = Set(members.map(\.name))
    try Self.checkNames(platformTexts.byTarget, Self.platform, names)
    try Self.checkNames(bundleIDs.byTarget, Self.bundleID, names)
    if let bundleID = bundleIDs.shared {
      guard members.count == 1 else {
        throw BadInput(
          message: "--bundle-id \(bundleID) needs a target name when there are several "
            + "targets: --bundle-id NAME=ID")
      }
    }

    var appTargets: [AppTarget] = []
    for member in members {
      let known =
        try platformTexts.byTarget[member.name].map(EntitlementsOptions.platform)
        ?? common.givenPlatform ?? member.platform
      let bundleID = bundleIDs.byTarget[member.name] ?? bundleIDs.shared
      appTargets.append(
        try load(
          member, platform: known ?? .iOS, isPlatformDefaulted: known == nil,
          bundleID: bundleID, common: common))
    }
    var groups: [(name: String?, targets: [AppTarget])] = []
    for (member, target) in zip(members, appTargets) {
      if let index = groups.firstIndex(where: { $0.name == member.familyName }) {
        groups[index].targets.append(target)
      } else {
        groups.append((member.familyName, [target]))
      }
    }
    var reports: [(name: String?, report: FamilyLintReport)] = []
    for group in groups {
      do {
        reports.append(
          (group.name, FamilyLintReport(family: try AppFamily(targets: group.targets))))
      } catch {
        throw BadInput(message: error.description)
      }
    }
    return (reports, graphFormat)
  }

  /// The reports as one: the matrix of every target, and each family's findings.
  private static func combined(_ reports: [FamilyLintReport]) -> FamilyLintReport {
    guard reports.count > 1 else { return reports[0] }
    let targets = reports.flatMap { $0.family?.targets ?? [] }
    // The families' names were checked to be unique across them by `members`.
    guard let family = try? AppFamily(targets: targets) else { return reports[0] }
    var report = FamilyLintReport(
      matrix: SharingMatrix(family: family), findings: reports.flatMap(\.findings))
    report.family = family
    return report
  }

  /// The family's members: each FILE (a project's or product's signed targets in its
  /// order), then the `--build-settings-json` targets that have `CODE_SIGN_ENTITLEMENTS`,
  /// then `--target NAME=FILE`. A `--target NAME` without a file keeps only the named
  /// targets of projects, products and settings.
  private func members(
    _ arguments: ParsedArguments, _ context: CommandContext, _ common: EntitlementsOptions
  ) throws(BadInput) -> [FamilyMember] {
    var chosen: [String] = []
    var named: [(name: String, path: String)] = []
    for value in arguments[Self.target] {
      if let (name, path) = Self.split(value) {
        guard !path.isEmpty else {
          throw BadInput(message: "--target needs NAME or NAME=FILE, got '\(value)'")
        }
        named.append((name, path))
      } else {
        guard !value.isEmpty, !value.hasPrefix("=") else {
          throw BadInput(message: "--target needs NAME or NAME=FILE, got '\(value)'")
        }
        chosen.append(value)
      }
    }
    let configuration = common.configuration ?? EntitlementsOptions.defaultConfiguration
    // Targets read from projects, products and settings, which `--target NAME` chooses from.
    var read: [(member: FamilyMember, source: String)] = []
    var members: [FamilyMember] = []
    for path in arguments.positionals {
      let url = URL(commandLinePath: path, relativeTo: currentDirectory)
      if let kind = FamilyInputKind(path: path) {
        let found = try FamilyInput.members(
          of: url, path: path, kind: kind, configuration: configuration,
          overrides: common.settings, platform: common.givenPlatform)
        read += found.map { ($0, path) }
      } else {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        members.append(try Self.plainMember(name: name, path: path, url: url))
      }
    }
    if let json = try BuildSettingsJSONInput.read(
      arguments, context, configuration: common.configuration)
    {
      for name in chosen where !json.targets.contains(where: { $0.name == name }) {
        if read.contains(where: { $0.member.name == name }) { continue }
        let known = json.targets.map(\.name).joined(separator: ", ")
        throw BadInput(message: "\(json.source) has no target named '\(name)' (\(known))")
      }
      let signed = json.targets.filter { target in
        chosen.isEmpty ? target.entitlementsPath != nil : chosen.contains(target.name)
      }
      if signed.isEmpty, chosen.isEmpty {
        throw BadInput(
          message: "\(json.source): no target has CODE_SIGN_ENTITLEMENTS, so none is signed "
            + "with entitlements")
      }
      for target in signed { read.append((try json.member(target), json.source)) }
    }
    if !chosen.isEmpty {
      for name in chosen where !read.contains(where: { $0.member.name == name }) {
        let known = read.map(\.member.name).joined(separator: ", ")
        throw BadInput(
          message: "--target \(name): no project, product or --build-settings-json target is "
            + "named '\(name)'\(known.isEmpty ? "" : " (targets: \(known))")")
      }
      read = read.filter { chosen.contains($0.member.name) }
    }
    members += read.map(\.member)
    for (name, path) in named {
      let url = URL(commandLinePath: path, relativeTo: currentDirectory)
      members.append(try Self.plainMember(name: name, path: path, url: url))
    }
    guard !members.isEmpty else {
      throw BadInput(
        message: "lint needs at least one FILE, --target NAME=FILE or --build-settings-json; "
          + "see 'accessgroups help lint'")
    }
    var seen: Set<String> = []
    for member in members where !seen.insert(member.name).inserted {
      throw BadInput(
        message: "two targets are named '\(member.name)'; name them with --target NAME=FILE")
    }
    return members
  }

  /// An entitlements file as a member without settings of its own.
  private static func plainMember(
    name: String, path: String, url: URL
  ) throws(BadInput) -> FamilyMember {
    do {
      let document = try EntitlementsLoader.load(contentsOf: url)
      return FamilyMember(name: name, entitlementsPath: path, document: document)
    } catch {
      throw BadInput(message: error.description)
    }
  }

  /// Splits repeated `VALUE` / `NAME=VALUE` options into the shared value (the last one
  /// without a name) and the per-target values.
  private static func perTarget(
    _ values: [String]
  ) -> (shared: String?, byTarget: [String: String]) {
    var shared: String?
    var byTarget: [String: String] = [:]
    for value in values {
      guard let (name, rest) = split(value) else {
        shared = value
        continue
      }
      byTarget[name] = rest
    }
    return (shared, byTarget)
  }

  /// Every per-target value names a target of the family.
  private static func checkNames(
    _ byTarget: [String: String], _ option: Option<[String]>, _ names: Set<String>
  ) throws(BadInput) {
    for (name, value) in byTarget.sorted(by: { $0.key < $1.key }) where !names.contains(name) {
      let known = names.sorted().joined(separator: ", ")
      throw BadInput(
        message: "--\(option.specification.name) \(name)=\(value): no target is named '\(name)' "
          + "(targets: \(known))")
    }
  }

  /// `NAME=VALUE` split at the first `=`, or `nil` when there is no `=` or no name.
  private static func split(_ value: String) -> (String, String)? {
    guard let equals = value.firstIndex(of: "="), equals != value.startIndex else { return nil }
    return (String(value[..<equals]), String(value[value.index(after: equals)...]))
  }

  /// Expands and checks one member. `isPlatformDefaulted` says iOS was assumed; only then
  /// do Mac-only keys make the platform suspect, since a Mac Catalyst-capable iOS target's
  /// one file has them although its iOS build is rightly resolved as iOS.
  private func load(
    _ member: FamilyMember, platform: Platform, isPlatformDefaulted: Bool, bundleID: String?,
    common: EntitlementsOptions
  ) throws(BadInput) -> AppTarget {
    let settings = member.settings.merging(common.settings)
    let raw = member.document.entitlements
    let identity = try common.identity(
      bundleID: bundleID, settings: settings, profile: member.document.provisioningProfile)
    var target: AppTarget
    do {
      target = try AppTarget(
        name: member.name, expanding: raw, settings: settings, platform: platform,
        identity: identity, profile: common.behaviourProfile)
    } catch {
      throw BadInput(message: "\(member.entitlementsPath): \(error)")
    }
    target.expansionFindings += member.findings
    let validator = EntitlementsValidator(identity: identity, platform: platform)
    target.expansionFindings += validator.validateApplicationIdentifierPresent(
      target.entitlements)
    if isPlatformDefaulted {
      target.expansionFindings += validator.validatePlatformEvidence(raw)
    }
    target.origin = AppTargetOrigin(
      productType: member.productType, entitlementsPath: member.entitlementsPath,
      configuration: member.configuration)
    return target
  }
}
