import Foundation

/// A keychain scenario: a family of apps on one simulated device and the SecItem calls they
/// make, optionally with the outcome each call must have.
///
/// Scenarios are JSON files in format 1 or 2, described key by key in
/// <doc:ScenarioFormatReference> and by the repository's JSON Schema
/// `Schemas/scenario.schema.json`. Read them with ``init(data:file:baseDirectory:)`` or
/// ``init(contentsOf:)``, and run them with ``ScenarioRunner``. The format is public API: additive changes only.
///
/// ```json
/// {
///   "format": 1,
///   "platform": "iOS",
///   "apps": { "AppOne": { "teamID": "SKMME9E2Y8", "bundleID": "com.example.AppOne" } },
///   "steps": [
///     { "app": "AppOne", "call": "SecItemAdd",
///       "attributes": { "kSecClass": "kSecClassGenericPassword", "kSecAttrAccount": "alice" },
///       "expect": { "status": "errSecSuccess" } }
///   ]
/// }
/// ```
public struct Scenario: Hashable, Sendable {
  /// The version of the scenario format: 1, or 2 for a file that captures values and uses
  /// the checks format 2 adds.
  public var format: Int

  /// The keychain generation to reproduce (`"current"` unless the file says `"legacy"`).
  public var profile: BehaviourProfile

  /// The platform the apps run on (`"iOS"` unless the file says otherwise).
  public var platform: Platform

  /// Build settings that expand `$(VAR)` in every app's entitlements; an app's own
  /// `ScenarioApp.buildSettings` override them.
  public var buildSettings: [String: String]

  /// The apps, by the name steps use.
  package var apps: [String: ScenarioApp]

  /// The devices, when the scenario declares several (`devices`); empty for the single
  /// default device.
  package var devices: [ScenarioDevice]

  /// Whether native macOS apps' calls go through the macOS SecItem shim and can reach the
  /// file-based keychain (`"fileBasedKeychain": true`, §2.10). `false` by default: in
  /// format 1 `"macOS"` means the data-protection keychain.
  public var fileBasedKeychain: Bool

  /// The steps, in order; a step's index is its position (zero-based, as in the JSON paths
  /// of error messages: `steps[0]` is the first step).
  package var steps: [ScenarioStep]

  /// The file the scenario was read from, for messages.
  public var file: String?

  /// The directory `entitlementsFile` paths are relative to: the scenario file's directory.
  public var baseDirectory: URL?

  /// Creates a scenario.
  ///
  /// - Parameters:
  ///   - format: The format version.
  ///   - profile: The keychain generation.
  ///   - platform: The platform of every app.
  ///   - buildSettings: Build settings shared by every app.
  ///   - apps: The apps by name.
  ///   - steps: The steps in order.
  ///   - devices: The devices, or empty for one default device.
  ///   - fileBasedKeychain: Whether native macOS apps can reach the file-based keychain.
  ///   - file: The file the scenario came from.
  ///   - baseDirectory: The directory relative entitlements files are found in.
  package init(
    format: Int = 1,
    profile: BehaviourProfile = .current,
    platform: Platform = .iOS,
    buildSettings: [String: String] = [:],
    apps: [String: ScenarioApp],
    steps: [ScenarioStep],
    devices: [ScenarioDevice] = [],
    fileBasedKeychain: Bool = false,
    file: String? = nil,
    baseDirectory: URL? = nil
  ) {
    self.format = format
    self.profile = profile
    self.platform = platform
    self.buildSettings = buildSettings
    self.apps = apps
    self.steps = steps
    self.devices = devices
    self.fileBasedKeychain = fileBasedKeychain
    self.file = file
    self.baseDirectory = baseDirectory
  }
}
