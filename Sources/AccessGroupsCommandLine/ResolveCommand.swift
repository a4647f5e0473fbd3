import AccessGroupKit
import Foundation

extension Command {
  /// `accessgroups resolve FILE`: the ordered access groups an app's entitlements give it.
  static var resolve: Command {
    Command(
      name: "resolve",
      summary: "Print the ordered keychain access groups an app's entitlements give it.",
      usage: "resolve [FILE] [options]",
      discussion: """
        FILE is an .entitlements or .xcent property list (XML or binary), a provisioning
        profile, or the output of 'codesign -d --entitlements :- App.app'. Build variables
        such as $(AppIdentifierPrefix) are expanded from the signing identity and the
        settings; an undefined variable in a keychain entitlement is an error (exit 2).
        The first group is the default for items added without an access group.

        The team and bundle ID are --team-id and --bundle-id, or else DEVELOPMENT_TEAM and
        PRODUCT_BUNDLE_IDENTIFIER from the settings. Without a bundle ID the group code
        signing adds is unknown: that is the error missing-application-identifier. Keys
        only a Mac has (com.apple.security.app-sandbox, ...) resolved as iOS because no
        platform was given give the warning platform-looks-like-macos.

        --build-settings-json takes the settings, team, bundle ID and platform of one
        target (--target NAME; none needed when there is one) from the output of
        'xcodebuild -showBuildSettings -json'; without FILE its CODE_SIGN_ENTITLEMENTS is
        read, relative to SRCROOT or else to the JSON file's folder. --setting and
        --settings-file go on top; --configuration, when given, must match its
        CONFIGURATION. FILE may also be an Xcode project or workspace (.xcodeproj,
        .xcworkspace; --target NAME, --configuration NAME, Release by default; --setting
        and --settings-file apply to every level), or a built product (.app, .appex,
        .xcarchive, .ipa; --target NAME picks a bundle).

        --format annotations prints only the findings, one per line as a compiler prints a
        diagnostic (FILE:LINE:COLUMN: error: message [code], at the entitlement's line in an
        XML property list), which Xcode (from a Run Script phase) and GitHub (through a
        problem matcher) place in the file; --format sarif prints them as a SARIF 2.1.0 log
        for code scanning. --fail-on warning also fails (exit 1) on warnings, --fail-on never
        on nothing; by default only errors fail.
        """,
      options: [
        EntitlementsOptions.platform,
        EntitlementsOptions.teamID,
        EntitlementsOptions.appIDPrefix,
        ResolveCommand.bundleID,
        EntitlementsOptions.setting,
        EntitlementsOptions.settingsFile,
        BuildSettingsJSONInput.option,
        ResolveCommand.target,
        EntitlementsOptions.configuration,
        ResolveCommand.provisioningProfile,
        EntitlementsOptions.profile,
        ReportFormat.option,
        SharedOptions.json,
        FailureThreshold.option,
        Containment.option,
      ],
      run: { arguments, context in
        ResolveCommand(currentDirectory: context.currentDirectory).run(arguments, &context)
      }
    )
  }
}

/// The steps of `accessgroups resolve`: load, expand, resolve, validate, print.
struct ResolveCommand {
  /// `--bundle-id B`.
  static let bundleID: Option<String?> = .value(
    "bundle-id", "B", "The bundle ID (PRODUCT_BUNDLE_IDENTIFIER).")

  /// `--target NAME`.
  static let target: Option<String?> = .value(
    "target", "NAME", "The target of a project or --build-settings-json.")

  /// `--provisioning-profile P`.
  static let provisioningProfile: Option<String?> = .value(
    "provisioning-profile", "P", "Validate against a provisioning profile.")

  /// The directory relative paths are resolved against.
  let currentDirectory: URL

  /// Resolves a path given on the command line against ``currentDirectory``.
  private func url(forPath path: String) -> URL {
    URL(commandLinePath: path, relativeTo: currentDirectory)
  }

  /// Runs the command, writing the report to `context`, and returns its exit code.
  func run(_ arguments: ParsedArguments, _ context: inout CommandContext) -> ExitCode {
    do {
      let format = try ReportFormat(arguments)
      let threshold = try FailureThreshold(arguments)
      let report = try makeReport(arguments, context)
      switch format {
      case .text: context.show(report.text)
      case .json: context.output += report.json
      case .annotations, .sarif:
        var locator = FindingLocator(currentDirectory: currentDirectory)
        let located = report.findings.map { locator.locate($0, in: report.file) }
        if let write = format.findingsOnly(located) { context.write(write) }
      }
      return threshold.exitCode { least in report.findings.contains { $0.severity >= least } }
    } catch {
      return context.fail(error.message, details: error.details)
    }
  }

  private func makeReport(
    _ arguments: ParsedArguments, _ context: CommandContext
  ) throws(BadInput) -> ResolveReport {
    guard arguments.positionals.count <= 1 else {
      let extra = arguments.positionals.dropFirst().joined(separator: " ")
      throw BadInput(message: "resolve takes one FILE; unexpected '\(extra)'")
    }
    let common = try EntitlementsOptions(arguments, currentDirectory: currentDirectory)
    let member = try member(arguments, context, common)
    let platform = common.givenPlatform ?? member.platform ?? .iOS
    let behaviour = common.behaviourProfile
    let provisioningProfile = try provisioningProfile(arguments) ?? member.provisioningProfile
    let path = member.entitlementsPath
    let identity: SigningIdentity
    let expansion: EntitlementsExpansion
    let written: Entitlements
    switch member.source {
    case .written(let document):
      let settings = member.settings.merging(common.settings)
      identity = try common.identity(
        bundleID: arguments[Self.bundleID], settings: settings, profile: provisioningProfile)
      do {
        expansion = try EntitlementsExpander(
          settings: settings, identity: identity, platform: platform
        ).expand(document.entitlements)
      } catch {
        throw BadInput(message: "\(path): \(error)")
      }
      written = document.entitlements
    case .made(let target, _):
      // Expanded by the project reader as Xcode signs it, or read from a signature.
      identity = FamilyMember.identity(
        target.identity, bundleID: arguments[Self.bundleID], common: common)
      expansion = EntitlementsExpansion(entitlements: target.entitlements)
      written = target.entitlements
    }
    try checkNothingUnexpanded(expansion.entitlements, file: path)

    let options = ResolutionOptions(platform: platform, profile: behaviour)
    let resolved = AccessGroupResolver(options: options).resolve(expansion.entitlements)
    let validator = EntitlementsValidator(identity: identity, platform: platform)
    var findings = member.findings + expansion.findings
    findings += validator.validate(expansion.entitlements)
    findings += validator.validateApplicationIdentifierPresent(expansion.entitlements)
    if common.givenPlatform == nil, member.platform == nil {
      // Only a defaulted platform is suspect: a Mac Catalyst-capable iOS target's one file
      // has the sandbox keys although its iOS build is rightly resolved as iOS.
      findings += validator.validatePlatformEvidence(written)
    }
    if let provisioningProfile {
      findings += validator.validate(expansion.entitlements, against: provisioningProfile)
    }
    return ResolveReport(
      file: path, resolved: resolved,
      synthesizedApplicationIdentifier: expansion.synthesizedApplicationIdentifier,
      findings: findings)
  }

  /// The target to resolve: FILE's entitlements, with a `--build-settings-json` target's
  /// settings when given; a project's or product's target; or the settings' target's
  /// `CODE_SIGN_ENTITLEMENTS` when there is no FILE.
  private func member(
    _ arguments: ParsedArguments, _ context: CommandContext, _ common: EntitlementsOptions
  ) throws(BadInput) -> FamilyMember {
    let targetName = arguments[Self.target]
    let json = try BuildSettingsJSONInput.read(
      arguments, context, configuration: common.configuration)
    guard let path = arguments.positionals.first else {
      guard let json else {
        throw BadInput(message: "resolve needs a FILE; see 'accessgroups resolve --help'")
      }
      return try json.member(json.target(named: targetName))
    }
    let url = url(forPath: path)
    if let kind = FamilyInputKind(path: path) {
      guard arguments[BuildSettingsJSONInput.option] == nil else {
        throw BadInput(message: "--build-settings-json cannot be used with \(kind.noun)")
      }
      let members = try FamilyInput.members(
        of: url, path: path, kind: kind,
        configuration: common.configuration ?? EntitlementsOptions.defaultConfiguration,
        overrides: common.projectOverrides, platform: common.givenPlatform)
      return try Self.pick(members, named: targetName, in: path)
    }
    let document: EntitlementsDocument
    do {
      document = try EntitlementsLoader.load(contentsOf: url)
    } catch {
      throw BadInput(message: error.description)
    }
    if let json {
      return try json.settingsMember(json.target(named: targetName), document: document, path: path)
    }
    if let targetName {
      throw BadInput(
        message: "--target \(targetName) chooses a target of a project or of "
          + "--build-settings-json, and \(path) is an entitlements file")
    }
    return FamilyMember(
      name: url.deletingPathExtension().lastPathComponent, entitlementsPath: path,
      source: .written(document))
  }

  /// The member named by `--target`, or the only one.
  private static func pick(
    _ members: [FamilyMember], named name: String?, in path: String
  ) throws(BadInput) -> FamilyMember {
    let names = members.map(\.name).joined(separator: ", ")
    if let name {
      guard let member = members.first(where: { $0.name == name }) else {
        throw BadInput(message: "\(path) has no signed target named '\(name)' (\(names))")
      }
      return member
    }
    guard members.count == 1, let only = members.first else {
      throw BadInput(
        message: "\(path) has \(members.count) signed targets (\(names)); choose one with "
          + "--target NAME")
    }
    return only
  }

  private func provisioningProfile(
    _ arguments: ParsedArguments
  ) throws(BadInput) -> ProvisioningProfile? {
    guard let path = arguments[Self.provisioningProfile] else { return nil }
    do {
      return try ProvisioningProfile(contentsOf: url(forPath: path))
    } catch {
      throw BadInput(message: error.description)
    }
  }

  /// A keychain entitlement that still holds `$(` or `${` after expansion is bad input: the
  /// list it would give is not the one the signed app gets.
  private func checkNothingUnexpanded(
    _ entitlements: Entitlements, file: String
  ) throws(BadInput) {
    for key in EntitlementKey.keychainRelevant.sorted() {
      let strings = entitlements.strings(for: key) ?? entitlements.string(for: key).map { [$0] }
      for value in strings ?? [] where value.contains("$(") || value.contains("${") {
        throw BadInput(
          message: "\(file): \(key) has an unexpanded build variable in '\(value)'; "
            + "give it with --setting or --settings-file")
      }
    }
  }
}
