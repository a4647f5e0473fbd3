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
        .value("platform", "P", "ios (default), ios-simulator, macos or catalyst."),
        .value("team-id", "T", "The team ID (DEVELOPMENT_TEAM)."),
        .value("app-id-prefix", "P", "The App ID prefix; defaults to the team ID."),
        .value("bundle-id", "B", "The bundle ID (PRODUCT_BUNDLE_IDENTIFIER)."),
        .value("setting", "KEY=VALUE", repeatable: true, "A build setting; may be repeated."),
        .value("settings-file", "F", "An .xcconfig file; --setting values win."),
        .value("provisioning-profile", "P", "Validate against a provisioning profile."),
        .value("profile", "NAME", "current (default) or legacy (iOS 12 and earlier)."),
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

  /// A message for standard error, ending the command with exit code 2.
  private struct BadInput: Error {
    var message: String
  }

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
    let platform = try platform(arguments)
    let behaviour = try behaviourProfile(arguments)
    let settings = try settings(arguments)
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
    let givenTeamID = arguments.value("team-id")
    let teamID = givenTeamID ?? provisioningProfile?.teamIdentifier
    let prefix =
      arguments.value("app-id-prefix") ?? givenTeamID
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

  private func platform(_ arguments: ParsedArguments) throws(BadInput) -> Platform {
    guard let text = arguments.value("platform") else { return .iOS }
    guard let platform = Platform(parsing: text) else {
      throw BadInput(
        message: "unknown platform '\(text)'; expected ios, ios-simulator, macos or catalyst")
    }
    return platform
  }

  private func behaviourProfile(_ arguments: ParsedArguments) throws(BadInput) -> BehaviourProfile {
    guard let text = arguments.value("profile") else { return .current }
    guard let profile = BehaviourProfile(rawValue: text.lowercased()) else {
      throw BadInput(message: "unknown profile '\(text)'; expected current or legacy")
    }
    return profile
  }

  private func settings(_ arguments: ParsedArguments) throws(BadInput) -> BuildSettings {
    var settings = BuildSettings([:])
    if let path = arguments.value("settings-file") {
      do {
        settings = try BuildSettings(xcconfigAt: url(forPath: path))
      } catch {
        throw BadInput(message: "\(error)")
      }
    }
    var given: [String: String] = [:]
    for setting in arguments.allValues("setting") {
      guard let equals = setting.firstIndex(of: "="), equals != setting.startIndex else {
        throw BadInput(message: "--setting needs KEY=VALUE, got '\(setting)'")
      }
      let key = String(setting[..<equals]).trimmingCharacters(in: .whitespaces)
      given[key] = String(setting[setting.index(after: equals)...])
    }
    return settings.merging(BuildSettings(given))
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
