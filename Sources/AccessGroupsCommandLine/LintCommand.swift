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

        Before a release, compare with the version users have: --baseline OLD (anything
        lint reads; repeat it for several files) or --baseline-revision REV (the same FILEs
        at a git revision, read with git; no git, no work tree or no such revision is exit
        2). Targets are paired by name, then bundle ID, and the options apply to
        both versions. Findings: default-group-changed (warning: items added without a
        group stay in the old default, new ones go elsewhere), group-removed and
        app-id-prefix-changed (errors: items there become unreachable), target-removed
        and new-target-cannot-reach (notes). The update is also run on simulated devices
        (each target adds an item without a group and one per group, the new version is
        installed as an update, each target reads back); the text lists reads that
        changed and adds that now duplicate, --json has every call under "update". A
        keychain group under a prefix listed in previous-application-identifiers is
        legacy-app-id-prefix (note); TEAM.OTHERPREFIX.name is doubled-team-prefix (error).
        CI: lint App.xcodeproj --baseline-revision "$(git describe --tags --abbrev=0)".
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
        LintCommand.baseline,
        LintCommand.baselineRevision,
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
      let families = reports.map(\.report)
      if let graphFormat {
        context.show(SharingGraph(matrix: Self.combined(families).matrix).render(graphFormat))
      } else if format == .json {
        var whole = Self.combined(families)
        whole.update = families.lazy.compactMap(\.update).first
        context.write { whole.writeJSON(to: &$0) }
      } else if let findingsOnly = format.findingsOnly(located(families)) {
        context.write(findingsOnly)
      } else if reports.count == 1, let only = reports.first {
        context.show { only.report.writeText(to: &$0) }
      } else {
        context.show { text in
          for (index, (name, report)) in reports.enumerated() {
            let targets = report.matrix.rows.count
            let heading =
              name.map { "App family \(PrintableText.line($0))" } ?? "Targets no signed app embeds"
            text.append(
              (index == 0 ? "" : "\n")
                + "\(heading) (\(targets) target\(targets == 1 ? "" : "s")):\n")
            report.writeText(to: &text)
          }
        }
      }
      return threshold.exitCode { least in families.contains { $0.hasFindings(atLeast: least) } }
    } catch {
      return context.fail(error.message, details: error.details)
    }
  }

  /// The families' findings, each about a target placed in that target's entitlements file;
  /// findings about a family as a whole have no file. (Target names are unique across the
  /// families, as `members` checked.)
  private func located(_ families: [FamilyLintReport]) -> [Finding] {
    var locator = FindingLocator(currentDirectory: currentDirectory)
    var paths: [String: String] = [:]
    for target in families.lazy.flatMap({ $0.family?.targets ?? [] }) {
      if let path = target.origin.entitlementsPath { paths[target.name] = path }
    }
    return families.flatMap(\.findings).map { finding in
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
        throw BadInput(message: "unknown graph format '\(text.excerpted)'; expected dot or mermaid")
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

    let loaded = try load(members, common, platformTexts, bundleIDs)
    var reports = try Self.reports(loaded)
    if let baseline = try baseline(arguments, context, common, platformTexts, bundleIDs) {
      Self.add(
        FamilyUpdateReport(baseline: baseline, update: try Self.family(loaded.map(\.target))),
        to: &reports)
    }
    return (reports, graphFormat)
  }

  /// The family of some targets, whose names are unique.
  static func family(_ targets: [AppTarget]) throws(BadInput) -> AppFamily {
    do {
      return try AppFamily(targets: targets)
    } catch {
      throw BadInput(message: error.description)
    }
  }

  /// Adds an update's findings to the report of each finding's target (a removed target's
  /// to the first report), and its simulation to the last, which is printed last.
  private static func add(
    _ update: FamilyUpdateReport, to reports: inout [(name: String?, report: FamilyLintReport)]
  ) {
    guard !reports.isEmpty else { return }
    var reportOfTarget: [String: Int] = [:]
    for (index, report) in reports.enumerated() {
      for target in report.report.family?.targets ?? [] where reportOfTarget[target.name] == nil {
        reportOfTarget[target.name] = index
      }
    }
    for finding in update.findings {
      let index = finding.target.flatMap { reportOfTarget[$0] } ?? 0
      reports[index].report.findings.append(finding)
    }
    reports[reports.count - 1].report.update = update
  }

  /// One report per app family and the whole: the targets are resolved into one sharing
  /// matrix, which each family's report takes its rows from.
  private static func reports(
    _ loaded: [(family: String?, target: AppTarget)]
  ) throws(BadInput) -> [(name: String?, report: FamilyLintReport)] {
    let whole = try family(loaded.map(\.target))
    let matrix = SharingMatrix(family: whole)
    var groups: [(name: String?, targets: [AppTarget])] = []
    var groupOfFamily: [String?: Int] = [:]
    for (name, target) in loaded {
      if let index = groupOfFamily[name] {
        groups[index].targets.append(target)
      } else {
        groupOfFamily[name] = groups.count
        groups.append((name, [target]))
      }
    }
    // A project of one app family is linted as the whole, already checked and resolved.
    if groups.count == 1 { return [(groups[0].name, report(of: whole, matrix))] }
    // Families are linted apart from each other, so a project of thousands of apps uses
    // every core.
    return groups.concurrentMap { name, targets in
      // Names are unique across the whole, so each group is a valid family.
      let family = (try? AppFamily(targets: targets)) ?? whole
      return (name, report(of: family, matrix.restricted(to: family.targets.map(\.name))))
    }
  }

  /// A family's report from its rows of the sharing matrix.
  private static func report(of family: AppFamily, _ rows: SharingMatrix) -> FamilyLintReport {
    var report = FamilyLintReport(
      matrix: rows, findings: FamilyLinter().lint(family, matrix: rows))
    report.family = family
    return report
  }

  /// The reports as one: the matrix of every target, and each family's findings.
  private static func combined(_ reports: [FamilyLintReport]) -> FamilyLintReport {
    guard reports.count > 1 else { return reports[0] }
    let targets = reports.flatMap { $0.family?.targets ?? [] }
    var report = FamilyLintReport(
      matrix: SharingMatrix(rows: reports.flatMap(\.matrix.rows)),
      findings: reports.flatMap(\.findings))
    // The families' names were checked to be unique across them by `members`.
    report.family = try? AppFamily(targets: targets)
    return report
  }

  /// The family's members: each FILE (a project's or product's signed targets in its
  /// order), then the `--build-settings-json` targets that have `CODE_SIGN_ENTITLEMENTS`,
  /// then `--target NAME=FILE`. A `--target NAME` without a file keeps only the named
  /// targets of projects, products and settings.
  private func members(
    _ arguments: ParsedArguments, _ context: CommandContext, _ common: EntitlementsOptions
  ) throws(BadInput) -> [FamilyMember] {
    let json = try BuildSettingsJSONInput.read(
      arguments, context, configuration: common.configuration)
    return try members(try LintInputs(arguments), json: json, common: common)
  }

  /// The members the inputs name. For a baseline (`isBaseline`), a `--target NAME` that
  /// names no target is not an error: the baseline may not have it yet.
  func members(
    _ inputs: LintInputs, json: BuildSettingsJSONInput?, common: EntitlementsOptions,
    isBaseline: Bool = false
  ) throws(BadInput) -> [FamilyMember] {
    let chosen = inputs.chosen
    let named = inputs.named
    let configuration = common.configuration ?? EntitlementsOptions.defaultConfiguration
    // Targets read from projects, products and settings, which `--target NAME` chooses from.
    var read: [FamilyMember] = []
    var members: [FamilyMember] = []
    for path in inputs.paths {
      let url = URL(commandLinePath: path, relativeTo: currentDirectory)
      if let kind = FamilyInputKind(path: path) {
        let found = try FamilyInput.members(
          of: url, path: path, kind: kind, configuration: configuration,
          overrides: common.projectOverrides, platform: common.givenPlatform)
        read += found
      } else {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        members.append(try Self.plainMember(name: name, path: path, url: url))
      }
    }
    if let json {
      for name in chosen where !json.targets.contains(where: { $0.name == name }) {
        if read.contains(where: { $0.name == name }) { continue }
        let known = ShortList.joined(json.targets.map(\.name))
        throw BadInput(message: "\(json.source) has no target named '\(name.excerpted)' (\(known))")
      }
      let signed = json.targets.filter { target in
        chosen.isEmpty ? target.entitlementsPath != nil : chosen.contains(target.name)
      }
      if signed.isEmpty, chosen.isEmpty {
        throw BadInput(
          message: "\(json.source): no target has CODE_SIGN_ENTITLEMENTS, so none is signed "
            + "with entitlements")
      }
      var files = BuildSettingsJSONInput.EntitlementsFiles()
      read += try json.members(signed, files: &files)
    }
    if !chosen.isEmpty {
      for name in chosen where !isBaseline && !read.contains(where: { $0.name == name }) {
        let known = ShortList.joined(read.map(\.name))
        throw BadInput(
          message: "--target \(name.excerpted): no project, product or --build-settings-json "
            + "target is named '\(name.excerpted)'\(known.isEmpty ? "" : " (targets: \(known))")")
      }
      let kept = read.filter { chosen.contains($0.name) }
      // A baseline whose targets had other names (a built product's bundles) is kept
      // whole; its targets are paired by bundle ID.
      read = isBaseline && kept.isEmpty ? read : kept
    }
    members += read
    for (name, path) in named {
      let url = URL(commandLinePath: path, relativeTo: currentDirectory)
      members.append(try Self.plainMember(name: name, path: path, url: url))
    }
    guard !members.isEmpty else {
      throw BadInput(
        message: isBaseline
          ? "the baseline has no target signed with entitlements"
          : "lint needs at least one FILE, --target NAME=FILE or --build-settings-json; "
            + "see 'accessgroups help lint'")
    }
    var seen: Set<String> = []
    for member in members where !seen.insert(member.name).inserted {
      throw BadInput(
        message:
          "two \(isBaseline ? "baseline " : "")targets are named '\(member.name.excerpted)'; "
          + "name them with --target NAME=FILE")
    }
    return members
  }

  /// An entitlements file as a member without settings of its own.
  private static func plainMember(
    name: String, path: String, url: URL
  ) throws(BadInput) -> FamilyMember {
    do {
      let document = try EntitlementsLoader.load(contentsOf: url)
      return FamilyMember(name: name, entitlementsPath: path, source: .written(document))
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

  /// The members as targets, each with the app family it ships in.
  func load(
    _ members: [FamilyMember], _ common: EntitlementsOptions,
    _ platformTexts: (shared: String?, byTarget: [String: String]),
    _ bundleIDs: (shared: String?, byTarget: [String: String])
  ) throws(BadInput) -> [(family: String?, target: AppTarget)] {
    // Each member on its own: expanding tens of thousands of targets takes every core. The
    // first member in order that fails is the one reported, as if they were loaded in turn.
    let outcomes = members.concurrentMap { member -> Result<AppTarget, BadInput> in
      Result { () throws(BadInput) in
        let known =
          try platformTexts.byTarget[member.name].map(EntitlementsOptions.platform)
          ?? common.givenPlatform ?? member.platform
        let bundleID = bundleIDs.byTarget[member.name] ?? bundleIDs.shared
        return try load(
          member, platform: known ?? .iOS, isPlatformDefaulted: known == nil,
          bundleID: bundleID, common: common)
      }
    }
    var loaded: [(family: String?, target: AppTarget)] = []
    loaded.reserveCapacity(members.count)
    for (member, outcome) in zip(members, outcomes) {
      loaded.append((member.familyName, try outcome.get()))
    }
    return loaded
  }

  /// One member as a target: entitlements as written are expanded here, with
  /// ``UndefinedVariablePolicy/keepAsWritten`` (an undefined variable becomes an
  /// `unexpanded-variable` finding); a target a project or product reader made is used as
  /// it is, with the flags' identity, platform and profile. `isPlatformDefaulted` says iOS
  /// was assumed; only then do Mac-only keys make the platform suspect, since a Mac
  /// Catalyst-capable iOS target's one file has them although its iOS build is rightly
  /// resolved as iOS.
  private func load(
    _ member: FamilyMember, platform: Platform, isPlatformDefaulted: Bool, bundleID: String?,
    common: EntitlementsOptions
  ) throws(BadInput) -> AppTarget {
    var target: AppTarget
    switch member.source {
    case .written(let document):
      let settings = member.settings.merging(common.settings)
      let identity = try common.identity(
        bundleID: bundleID, settings: settings, profile: document.provisioningProfile)
      do {
        target = try AppTarget(
          name: member.name, expanding: document.entitlements, settings: settings,
          platform: platform, identity: identity, profile: common.behaviourProfile)
      } catch {
        throw BadInput(message: "\(member.entitlementsPath): \(error)")
      }
    case .made(let made, _):
      target = made
      target.platform = platform
      target.profile = common.behaviourProfile
      target.identity = FamilyMember.identity(made.identity, bundleID: bundleID, common: common)
    }
    target.expansionFindings += member.findings
    let validator = EntitlementsValidator(identity: target.identity, platform: platform)
    target.expansionFindings += validator.validateApplicationIdentifierPresent(
      target.entitlements)
    if isPlatformDefaulted {
      if case .written(let document) = member.source {
        target.expansionFindings += validator.validatePlatformEvidence(document.entitlements)
      } else {
        target.expansionFindings += validator.validatePlatformEvidence(target.entitlements)
      }
    }
    target.origin = AppTargetOrigin(
      productType: member.productType, entitlementsPath: member.entitlementsPath,
      configuration: member.configuration)
    return target
  }
}
