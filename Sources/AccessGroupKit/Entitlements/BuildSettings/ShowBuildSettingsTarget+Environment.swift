import Foundation

/// `xcodebuild -showBuildSettings` lists the environment it ran in as settings (`HOME`,
/// `PATH`, a CI's tokens), and expands the project's own settings against it, so a hostile
/// project's `GROUP = $(CI_TOKEN)` arrives as a plain value. Expanded into a keychain group
/// and printed, any of them would publish the CI's secrets in its logs. By default the reader
/// drops them before anything expands: an entitlement that refers to one is an error naming
/// the variable, never its value.
extension ShowBuildSettingsTarget {
  /// What the reader does with the settings that came from xcodebuild's environment.
  package enum EnvironmentPolicy: Hashable, Sendable {
    /// Drops the names a shell, a login or macOS set, the names `environment` holds (the
    /// environment the output is read in, which a CI shares with the `xcodebuild` it ran),
    /// and every setting whose value contains one of their values.
    case drop(environment: [String: String])
    /// Keeps every setting as listed: only for output from a trusted project.
    case keep

    /// Drops them, judged against this process's environment.
    package static var drop: Self { .drop(environment: ProcessInfo.processInfo.environment) }
  }

  /// Why a setting was dropped.
  package enum DroppedSetting: Hashable, Sendable {
    /// The environment `xcodebuild` ran in set it.
    case fromEnvironment
    /// Its value contains the value of a setting from the environment.
    case holdsEnvironmentValue
  }

  /// Names the environment of a shell, a login or macOS sets, which Xcode imports as
  /// settings whether or not the reader's own environment has them.
  static let environmentNames: Set<String> = [
    "HOME", "PATH", "USER", "LOGNAME", "SHELL", "TMPDIR", "PWD", "OLDPWD", "TERM", "LANG",
    "LC_ALL", "LC_CTYPE", "SSH_AUTH_SOCK", "DISPLAY", "EDITOR", "MAIL", "SHLVL",
    "__CF_USER_TEXT_ENCODING", "XPC_FLAGS", "XPC_SERVICE_NAME", "COMMAND_MODE",
  ]

  /// Xcode's own signing and product settings: kept even when the environment also sets
  /// them (a CI may export `DEVELOPMENT_TEAM`), since they name the app, not a secret.
  static let signingSettings: Set<String> = [
    "DEVELOPMENT_TEAM", "PRODUCT_BUNDLE_IDENTIFIER", "PRODUCT_NAME", "PRODUCT_MODULE_NAME",
    "TARGET_NAME", "PROJECT_NAME", "CONFIGURATION", "PLATFORM_NAME", "SDK_NAME",
    "EFFECTIVE_PLATFORM_NAME", "CODE_SIGN_ENTITLEMENTS", "CODE_SIGN_IDENTITY",
    "CODE_SIGN_STYLE", "AppIdentifierPrefix", "TeamIdentifierPrefix",
  ]

  /// Values shorter than this are too common to tell a secret apart (`1`, `true`).
  static let shortestSecret = 6

  /// Splits `listed` into the settings kept and the names dropped under `policy`.
  static func applying(
    _ policy: EnvironmentPolicy, to listed: BuildSettings
  ) -> (kept: BuildSettings, dropped: [String: DroppedSetting]) {
    guard case .drop(let environment) = policy else { return (listed, [:]) }
    let fromEnvironment = listed.values.filter { name, _ in
      !signingSettings.contains(name)
        && (environmentNames.contains(name) || environment[name] != nil)
    }
    let secrets = fromEnvironment.values.filter { $0.utf8.count >= shortestSecret }
    var dropped: [String: DroppedSetting] = [:]
    for (name, value) in listed.values {
      if fromEnvironment[name] != nil {
        dropped[name] = .fromEnvironment
      } else if !signingSettings.contains(name), secrets.contains(where: value.contains) {
        dropped[name] = .holdsEnvironmentValue
      }
    }
    // The kept settings share the listed ones' storage unless some are dropped: a large
    // output is not held twice.
    var kept = listed
    for name in dropped.keys { kept.values.removeValue(forKey: name) }
    return (kept, dropped)
  }

  /// Checks that `entitlements` refer to no dropped setting.
  ///
  /// - Parameter entitlements: The target's entitlements, before expansion.
  /// - Throws: ``ShowBuildSettingsError/environmentSetting(target:name:origin:)`` naming the
  ///   first such setting, never its value.
  package func checkNoDroppedSetting(in entitlements: Entitlements) throws(ShowBuildSettingsError) {
    try checkNoDroppedSetting(among: Self.settingReferences(in: entitlements))
  }

  /// Checks that none of `references` is a dropped setting.
  ///
  /// - Parameter references: What ``settingReferences(in:)`` found in the target's
  ///   entitlements: targets that share a file look through it once.
  /// - Throws: ``ShowBuildSettingsError/environmentSetting(target:name:origin:)`` naming the
  ///   first such setting, never its value.
  package func checkNoDroppedSetting(among references: [String]) throws(ShowBuildSettingsError) {
    for name in references {
      if let origin = droppedSettings[name] {
        throw .environmentSetting(target: self.name, name: name, origin: origin)
      }
    }
  }

  /// The names of the settings `entitlements` refer to, in the order
  /// ``checkNoDroppedSetting(in:)`` checks them.
  package static func settingReferences(in entitlements: Entitlements) -> [String] {
    references(in: .dictionary(entitlements.dictionary))
  }

  /// The names of the settings `value` refers to as `$(NAME)` or `${NAME}`, with any
  /// `:operator` left out, in the order they appear.
  static func references(in value: PropertyListValue) -> [String] {
    switch value {
    case .string(let text):
      var names: [String] = []
      var rest = Substring(text)
      while let dollar = rest.firstIndex(of: "$") {
        rest = rest[rest.index(after: dollar)...]
        guard let open = rest.first, open == "(" || open == "{" else { continue }
        let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if !name.isEmpty { names.append(String(name)) }
      }
      return names
    case .array(let values): return values.flatMap(references(in:))
    case .dictionary(let values):
      return values.keys.sorted().flatMap { references(in: values[$0] ?? .null) }
    default: return []
    }
  }
}
