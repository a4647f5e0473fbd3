import AccessGroupKit
import Foundation

/// `xcodebuild -showBuildSettings` lists the environment it ran in as settings (`HOME`,
/// `PATH`, a CI's tokens), and expands the project's own settings against it, so a hostile
/// project's `GROUP = $(CI_TOKEN)` arrives as a plain value. Printed as a keychain group, any
/// of them would publish the CI's secrets in its logs. Such settings are never used: an
/// entitlement that refers to one is an error naming the variable, never its value.
extension BuildSettingsJSONInput {
  /// Names the environment of a shell, a login or macOS sets, which Xcode imports as
  /// settings whether or not this tool's own environment has them.
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

  /// `settings` without what came from the environment: the settings the environment
  /// names, and every setting whose value contains one of their values.
  ///
  /// - Throws: ``BadInput`` naming the first variable `entitlements` refer to that was
  ///   removed, and the target, never the value.
  func withoutEnvironment(
    _ settings: BuildSettings, target: String, entitlements: Entitlements
  ) throws(BadInput) -> BuildSettings {
    let fromEnvironment = settings.values.filter { name, _ in
      !Self.signingSettings.contains(name)
        && (Self.environmentNames.contains(name) || environment[name] != nil)
    }
    let secrets = fromEnvironment.values.filter { $0.utf8.count >= Self.shortestSecret }
    let kept = settings.values.filter { name, value in
      fromEnvironment[name] == nil
        && (Self.signingSettings.contains(name) || !secrets.contains { value.contains($0) })
    }
    for name in Self.references(in: .dictionary(entitlements.dictionary))
    where settings.values[name] != nil && kept[name] == nil {
      let origin =
        fromEnvironment[name] != nil
        ? "comes from the environment xcodebuild ran in"
        : "holds a value from the environment xcodebuild ran in"
      throw BadInput(
        message: "\(source): target \(target)'s entitlements refer to $(\(name)), which "
          + "\(origin), so it is not used (it may hold a secret); define it with "
          + "--setting \(name)=VALUE")
    }
    return BuildSettings(kept)
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
