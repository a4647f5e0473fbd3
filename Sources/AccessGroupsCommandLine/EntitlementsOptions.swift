import AccessGroupKit
import Foundation

/// The options every command that reads entitlements shares (`resolve`, `lint`): platform,
/// team, App ID prefix, build settings and behaviour profile, parsed once and the same way.
struct EntitlementsOptions: Sendable {
  /// `--platform P`.
  static let platform: Option<String?> = .value(
    "platform", "P", "ios (default), ios-simulator, macos or catalyst.")

  /// `--team-id T`.
  static let teamID: Option<String?> = .value("team-id", "T", "The team ID (DEVELOPMENT_TEAM).")

  /// `--app-id-prefix P`.
  static let appIDPrefix: Option<String?> = .value(
    "app-id-prefix", "P", "The App ID prefix; defaults to the team ID.")

  /// `--setting KEY=VALUE`, repeatable.
  static let setting: Option<[String]> = .repeatable(
    "setting", "KEY=VALUE", "A build setting; may be repeated.")

  /// `--settings-file F`.
  static let settingsFile: Option<String?> = .value(
    "settings-file", "F", "An .xcconfig file; --setting values win.")

  /// `--profile NAME`.
  static let profile: Option<String?> = .value(
    "profile", "NAME", "current (default) or legacy (iOS 12 and earlier).")

  /// `--configuration NAME`.
  static let configuration: Option<String?> = .value(
    "configuration", "NAME", "A project's configuration (default Release).")

  /// The configuration a project is evaluated for when `--configuration` is not given.
  static let defaultConfiguration = "Release"

  /// The platform given, ``Platform/iOS`` when none was.
  var platform: Platform {
    givenPlatform ?? .iOS
  }

  /// The platform given, `nil` when none was: a target's own platform then applies.
  var givenPlatform: Platform?

  /// `--configuration`, if given.
  var configuration: String?

  /// The behaviour profile given, ``BehaviourProfile/current`` when none was.
  var behaviourProfile: BehaviourProfile

  /// The settings file's values merged with the `--setting` values (which win).
  var settings: BuildSettings

  /// `--team-id`, if given.
  var teamID: String?

  /// What a project evaluates on top of every level: ``settings``, with `--team-id` as
  /// `DEVELOPMENT_TEAM`, so that the team given is the one its entitlements are expanded
  /// with.
  var projectOverrides: BuildSettings {
    guard let teamID else { return settings }
    return settings.merging(BuildSettings(["DEVELOPMENT_TEAM": teamID]))
  }

  /// `--app-id-prefix`, if given.
  var appIDPrefix: String?

  /// Parses the shared options.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line.
  ///   - currentDirectory: The directory a relative `--settings-file` is resolved against.
  ///   - platformText: The shared platform, for a command whose `--platform` values may
  ///     also be `NAME=P`; `--platform`'s last value is read only when `readsPlatform`.
  ///   - readsPlatform: Whether `--platform`'s last value is the shared platform when
  ///     `platformText` is `nil`.
  /// - Throws: ``BadInput`` naming the option and value that are wrong.
  init(
    _ arguments: ParsedArguments, currentDirectory: URL, platformText: String? = nil,
    readsPlatform: Bool = true
  ) throws(BadInput) {
    let shared = platformText ?? (readsPlatform ? arguments[Self.platform] : nil)
    givenPlatform = try shared.map(Self.platform)
    configuration = arguments[Self.configuration]
    behaviourProfile = try Self.behaviourProfile(arguments[Self.profile])
    settings = try Self.settings(arguments, currentDirectory: currentDirectory)
    teamID = arguments[Self.teamID]
    appIDPrefix = arguments[Self.appIDPrefix]
  }

  /// The team, App ID prefix and bundle ID a target is signed with.
  ///
  /// Flags win; then the settings (`DEVELOPMENT_TEAM`, `PRODUCT_BUNDLE_IDENTIFIER`, by
  /// ``SigningIdentity/init(teamID:appIDPrefix:bundleID:settings:)``); then the provisioning
  /// profile's team and App ID prefix. A team from a flag or the settings is also the
  /// default App ID prefix.
  ///
  /// - Parameters:
  ///   - bundleID: The target's `--bundle-id`, if given.
  ///   - settings: The target's settings with the command line's on top.
  ///   - profile: The provisioning profile that came with the entitlements or was given.
  /// - Throws: ``BadInput`` when the team or bundle ID setting cannot be expanded.
  func identity(
    bundleID: String?, settings: BuildSettings, profile: ProvisioningProfile?
  ) throws(BadInput) -> SigningIdentity {
    let fromSettings: SigningIdentity
    do {
      fromSettings = try SigningIdentity(
        teamID: teamID, appIDPrefix: appIDPrefix, bundleID: bundleID, settings: settings)
    } catch {
      throw BadInput(message: "the team or bundle ID setting cannot be expanded: \(error)")
    }
    let team = fromSettings.teamID ?? profile?.teamIdentifier
    let prefix =
      appIDPrefix ?? fromSettings.teamID ?? profile?.applicationIdentifierPrefix ?? team
    return SigningIdentity(teamID: team, appIDPrefix: prefix, bundleID: fromSettings.bundleID)
  }

  /// Parses a platform name; `nil` means iOS.
  static func platform(_ text: String?) throws(BadInput) -> Platform {
    guard let text else { return .iOS }
    guard let platform = Platform(parsing: text) else {
      throw BadInput(
        message:
          "unknown platform '\(text.excerpted)'; expected ios, ios-simulator, macos or catalyst")
    }
    return platform
  }

  private static func behaviourProfile(_ text: String?) throws(BadInput) -> BehaviourProfile {
    guard let text else { return .current }
    guard let profile = BehaviourProfile(rawValue: text.lowercased()) else {
      throw BadInput(message: "unknown profile '\(text.excerpted)'; expected current or legacy")
    }
    return profile
  }

  private static func settings(
    _ arguments: ParsedArguments, currentDirectory: URL
  ) throws(BadInput) -> BuildSettings {
    var settings = BuildSettings([:])
    if let path = arguments[Self.settingsFile] {
      do {
        settings = try BuildSettings(
          xcconfigAt: URL(commandLinePath: path, relativeTo: currentDirectory))
      } catch {
        throw BadInput(message: "\(error)")
      }
    }
    var given: [String: String] = [:]
    for setting in arguments[Self.setting] {
      guard let equals = setting.firstIndex(of: "="), equals != setting.startIndex else {
        throw BadInput(message: "--setting needs KEY=VALUE, got '\(setting.excerpted)'")
      }
      let key = String(setting[..<equals]).trimmingCharacters(in: .whitespaces)
      given[key] = String(setting[setting.index(after: equals)...])
    }
    return settings.merging(BuildSettings(given))
  }
}
