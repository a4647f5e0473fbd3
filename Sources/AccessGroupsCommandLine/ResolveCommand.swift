import AccessGroupKit
import Foundation

extension Command {
  /// `accessgroups resolve FILE`: the ordered access groups an app's entitlements give it.
  static var resolve: Command {
    Command(
      name: "resolve",
      summary: "Print the ordered keychain access groups an app's entitlements give it.",
      usage: "resolve FILE [options]",
      discussion: """
        FILE is an .entitlements or .xcent property list (XML or binary), a provisioning
        profile, or the output of 'codesign -d --entitlements :- App.app'. Build variables
        such as $(AppIdentifierPrefix) are expanded from the signing identity and the
        settings; an undefined variable in a keychain entitlement is an error (exit 2).
        The first group is the default for items added without an access group.
        """,
      options: [
        EntitlementsOptions.platform,
        EntitlementsOptions.teamID,
        EntitlementsOptions.appIDPrefix,
        .value("bundle-id", "B", "The bundle ID (PRODUCT_BUNDLE_IDENTIFIER)."),
        EntitlementsOptions.setting,
        EntitlementsOptions.settingsFile,
        .value("provisioning-profile", "P", "Validate against a provisioning profile."),
        EntitlementsOptions.profile,
        .flag("json", "Print JSON instead of text."),
      ],
      run: { arguments, context in
        ResolveCommand(currentDirectory: context.currentDirectory).run(arguments, &context)
      }
    )
  }
}

/// The steps of `accessgroups resolve`: load, expand, resolve, validate, print.
struct ResolveCommand {
  /// The directory relative paths are resolved against.
  let currentDirectory: URL

  /// Resolves a path given on the command line against ``currentDirectory``.
  private func url(forPath path: String) -> URL {
    URL(commandLinePath: path, relativeTo: currentDirectory)
  }

  /// Runs the command, writing the report to `context`, and returns its exit code.
  func run(_ arguments: ParsedArguments, _ context: inout CommandContext) -> ExitCode {
    do {
      let report = try makeReport(arguments)
      if arguments.isSet("json") {
        context.output += report.json
      } else {
        context.output += report.text
      }
      let failed = report.findings.contains { $0.severity == .error }
      return failed ? .findingsFailed : .success
    } catch {
      return context.fail(error.message)
    }
  }

  private func makeReport(_ arguments: ParsedArguments) throws(BadInput) -> ResolveReport {
    guard let path = arguments.positionals.first else {
      throw BadInput(message: "resolve needs a FILE; see 'accessgroups resolve --help'")
    }
    guard arguments.positionals.count == 1 else {
      let extra = arguments.positionals.dropFirst().joined(separator: " ")
      throw BadInput(message: "resolve takes one FILE; unexpected '\(extra)'")
    }
    let common = try EntitlementsOptions(arguments, currentDirectory: currentDirectory)
    let platform = common.platform
    let behaviour = common.behaviourProfile
    let settings = common.settings
    var provisioningProfile = try provisioningProfile(arguments)

    let url = url(forPath: path)
    let document: EntitlementsDocument
    do {
      document = try EntitlementsLoader.load(contentsOf: url)
    } catch {
      throw BadInput(message: error.description)
    }
    if provisioningProfile == nil { provisioningProfile = document.provisioningProfile }

    // A team ID given on the command line is also the default App ID prefix; only when
    // neither is given do the profile's team and prefix fill in.
    let givenTeamID = common.teamID
    let teamID = givenTeamID ?? provisioningProfile?.teamIdentifier
    let prefix =
      common.appIDPrefix ?? givenTeamID
      ?? provisioningProfile?.applicationIdentifierPrefix ?? teamID
    let identity = SigningIdentity(
      teamID: teamID, appIDPrefix: prefix, bundleID: arguments.value("bundle-id"))

    let expansion: EntitlementsExpansion
    do {
      expansion = try EntitlementsExpander(
        settings: settings, identity: identity, platform: platform
      ).expand(document.entitlements)
    } catch {
      throw BadInput(message: "\(path): \(error)")
    }
    try checkNothingUnexpanded(expansion.entitlements, file: path)

    let options = ResolutionOptions(platform: platform, profile: behaviour)
    let resolved = AccessGroupResolver(options: options).resolve(expansion.entitlements)
    let validator = EntitlementsValidator(identity: identity, platform: platform)
    var findings = expansion.findings + validator.validate(expansion.entitlements)
    if let provisioningProfile {
      findings += validator.validate(expansion.entitlements, against: provisioningProfile)
    }
    return ResolveReport(
      file: path, resolved: resolved,
      synthesizedApplicationIdentifier: expansion.synthesizedApplicationIdentifier,
      findings: findings)
  }

  private func provisioningProfile(
    _ arguments: ParsedArguments
  ) throws(BadInput) -> ProvisioningProfile? {
    guard let path = arguments.value("provisioning-profile") else { return nil }
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
