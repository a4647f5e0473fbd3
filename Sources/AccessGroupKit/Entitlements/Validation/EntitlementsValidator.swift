/// Checks expanded entitlements for mistakes that break keychain sharing, on their own or
/// against a provisioning profile.
///
/// Each problem is a ``Finding`` with a stable code, the entitlement and the array index.
/// On their own (``validate(_:)``):
///
/// - `ignored-entitlement` (error): `keychain-access-groups`, application groups or
///   associated App IDs are not an array of strings, or an application identifier is not a
///   string; securityd ignores the whole entitlement.
/// - `empty-access-group` (error): an empty string.
/// - `unexpanded-variable` (error): a `$(…)` or `${…}` left in a keychain entitlement.
/// - `duplicate-access-group` (note): a group listed twice; Apple keeps duplicates, which is
///   harmless.
/// - `foreign-team-prefix` (error): a keychain group (or macOS `TEAMID.` app group) that
///   starts with another team's ID.
/// - `legacy-app-id-prefix` (note): a keychain group under an App ID prefix the app had
///   before, listed in `previous-application-identifiers`; it reaches the items stored under
///   the old prefix as long as the provisioning profile grants the group.
/// - `doubled-team-prefix` (error): a keychain group with two prefixes,
///   `TEAMID.OTHERPREFIX.name`: `$(AppIdentifierPrefix)` put in front of a group that
///   already carries one, so the group names no App ID's items.
/// - `missing-team-prefix` (warning): a keychain group that starts with neither the team ID
///   nor the App ID prefix; for a reverse-DNS group the message suggests `TEAMID.<group>`.
/// - `invalid-application-group` (error): an app group not starting with `group.` (iOS), or
///   with neither `group.` nor `TEAMID.` (macOS, Mac Catalyst).
/// - `application-identifier-mismatch` (warning): the application identifier is not
///   `<App ID prefix>.<bundle ID>`.
///
/// Keychain groups are checked against the team only when the ``SigningIdentity`` knows a
/// team ID or App ID prefix; `com.apple.token` (the CryptoTokenKit group) is never reported.
/// App groups follow Apple's documentation of `com.apple.security.application-groups`:
/// `group.<name>` everywhere, and in macOS also `<team identifier>.<name>`. Mac Catalyst apps
/// run as macOS apps, so both forms are accepted there too.
public struct EntitlementsValidator: Sendable {
  /// The team, App ID prefix and bundle ID the app is signed with.
  public var identity: SigningIdentity

  /// The platform the app is built for.
  public var platform: Platform

  /// Creates a validator.
  ///
  /// - Parameters:
  ///   - identity: The team, App ID prefix and bundle ID.
  ///   - platform: The platform the app is built for.
  public init(identity: SigningIdentity, platform: Platform) {
    self.identity = identity
    self.platform = platform
  }

  /// Checks entitlements on their own.
  ///
  /// - Parameter entitlements: Expanded entitlements.
  /// - Returns: The findings, in entitlement order (keychain groups, associated App IDs,
  ///   application identifiers, application groups) and array order within each.
  public func validate(_ entitlements: Entitlements) -> [Finding] {
    var findings: [Finding] = []
    checkGroups(.keychainAccessGroups, in: entitlements, into: &findings)
    checkGroups(.associatedApplicationIdentifier, in: entitlements, into: &findings)
    for key in [EntitlementKey.applicationIdentifier, .appleApplicationIdentifier] {
      checkApplicationIdentifier(key, in: entitlements, into: &findings)
    }
    checkGroups(.applicationGroups, in: entitlements, into: &findings)
    if let team = entitlements.teamIdentifier, TeamIdentifierFormat.hasUnexpandedVariable(team) {
      findings.append(Self.unexpanded(team, .teamIdentifier, nil))
    }
    return findings
  }

  /// The array entitlements whose elements are access groups.
  private func checkGroups(
    _ key: EntitlementKey, in entitlements: Entitlements, into findings: inout [Finding]
  ) {
    guard let raw = entitlements[key] else { return }
    guard let groups = entitlements.strings(for: key) else {
      findings.append(
        Finding(
          severity: .error, code: "ignored-entitlement",
          message: "\(key.rawValue) is \(Self.describeNonStrings(raw)), not an array of "
            + "strings, so the keychain ignores the whole entitlement",
          entitlement: key))
      return
    }
    var seen: Set<String> = []
    // The same for every group: looked up once, for the first group that needs it.
    var legacy: [String]?
    for (index, group) in groups.enumerated() {
      if group.isEmpty {
        findings.append(
          Finding(
            severity: .error, code: "empty-access-group",
            message: "\(key.rawValue)[\(index)] is an empty string, which is never an access "
              + "group; remove it",
            entitlement: key, index: index))
        continue
      }
      guard seen.insert(group).inserted else {
        findings.append(
          Finding(
            severity: .note, code: "duplicate-access-group",
            message: "\(key.rawValue)[\(index)] `\(group.excerpted)` is listed more than once; the "
              + "keychain keeps both entries, which is harmless",
            entitlement: key, index: index))
        continue
      }
      if TeamIdentifierFormat.hasUnexpandedVariable(group) {
        findings.append(Self.unexpanded(group, key, index))
        continue
      }
      switch key {
      case .keychainAccessGroups:
        let prefixes = legacy ?? Self.previousPrefixes(in: entitlements)
        legacy = prefixes
        checkTeamPrefix(group, key, index, legacy: prefixes, into: &findings)
      case .applicationGroups:
        checkApplicationGroup(group, key, index, into: &findings)
      default:
        break
      }
    }
  }

  /// The App ID prefixes `previous-application-identifiers` lists: the first component of
  /// each application identifier (a bare prefix is taken as it is).
  static func previousPrefixes(in entitlements: Entitlements) -> [String] {
    var prefixes: [String] = []
    for key in EntitlementKey.previousApplicationIdentifierKeys {
      for identifier in entitlements.strings(for: key) ?? [] {
        let prefix = String(identifier.prefix { $0 != "." })
        if TeamIdentifierFormat.matches(prefix), !prefixes.contains(prefix) {
          prefixes.append(prefix)
        }
      }
    }
    return prefixes
  }

  private func checkTeamPrefix(
    _ group: String, _ key: EntitlementKey, _ index: Int, legacy: [String],
    into findings: inout [Finding]
  ) {
    var known: [String] = []
    for value in [identity.teamID, identity.appIDPrefix].compactMap({ $0 })
    where !value.isEmpty && !known.contains(value) {
      known.append(value)
    }
    guard let suggested = identity.appIDPrefix ?? known.first, !known.isEmpty,
      group != "com.apple.token"
    else { return }
    let prefix = Self.firstComponent(of: group)
    let hasDot = group.utf8.contains(UInt8(ascii: "."))
    if hasDot, known.contains(prefix) || legacy.contains(prefix),
      let (innerPart, restPart) = Self.secondAndRest(of: group),
      TeamIdentifierFormat.matches(innerPart)
    {
      let inner = String(innerPart)
      let rest = String(restPart)
      let fix =
        legacy.contains(inner)
        ? "write `\(inner.excerpted).\(rest.excerpted)` (without $(AppIdentifierPrefix)) to reach "
          + "the items stored under the previous prefix \(inner.excerpted), or "
          + "`\(suggested).\(rest.excerpted)` for new ones"
        : "write `\(suggested).\(rest.excerpted)`, or `\(inner.excerpted).\(rest.excerpted)` "
          + "without $(AppIdentifierPrefix) if \(inner.excerpted) is a prefix the app had before "
          + "(listed in previous-application-identifiers)"
      findings.append(
        Finding(
          severity: .error, code: "doubled-team-prefix",
          message: "\(key.rawValue)[\(index)] `\(group.excerpted)` has two App ID prefixes, "
            + "\(prefix.excerpted) and \(inner.excerpted): $(AppIdentifierPrefix) was put in front "
            + "of a group that already has one, so the group is no App ID's and shares nothing "
            + "with the app that wrote \(inner.excerpted).\(rest.excerpted); \(fix)",
          entitlement: key, index: index))
      return
    }
    if hasDot, known.contains(prefix) { return }
    if hasDot, legacy.contains(prefix) {
      findings.append(
        Finding(
          severity: .note, code: "legacy-app-id-prefix",
          message: "\(key.rawValue)[\(index)] `\(group.excerpted)` starts with "
            + "\(prefix.excerpted), an App ID prefix the app had before, listed in "
            + "previous-application-identifiers: it reaches the items stored under that prefix as "
            + "long as the provisioning profile grants the group",
          entitlement: key, index: index))
      return
    }
    if hasDot, TeamIdentifierFormat.matches(prefix) {
      findings.append(
        Finding(
          severity: .error, code: "foreign-team-prefix",
          message: "\(key.rawValue)[\(index)] `\(group.excerpted)` starts with team "
            + "\(prefix.excerpted), not "
            + "\(known.joined(separator: " or ")); an app can only use its own team's "
            + "keychain groups",
          entitlement: key, index: index))
      return
    }
    let hint =
      TeamIdentifierFormat.isBundleLike(group)
      ? "; did you mean \(suggested).\(group.excerpted)?"
      : "; keychain groups have the form \(suggested).<identifier>"
    findings.append(
      Finding(
        severity: .warning, code: "missing-team-prefix",
        message: "\(key.rawValue)[\(index)] `\(group.excerpted)` does not start with the team ID "
          + "or App ID prefix\(hint)",
        entitlement: key, index: index))
  }

  /// The first non-empty dot-separated component of `group`, or `group` when it has none:
  /// what `split(separator: ".")` would give first. Groups are compared as bytes, and
  /// splitting by characters costs more than the rest of the check.
  private static func firstComponent(of group: String) -> String {
    let dot = UInt8(ascii: ".")
    let first = group.utf8.drop { $0 == dot }.prefix { $0 != dot }
    return first.isEmpty ? group : String(Substring(first))
  }

  /// What lies between the first and second dot of `group`, and what follows the second,
  /// or `nil` when it has fewer than two dots.
  private static func secondAndRest(of group: String) -> (Substring, Substring)? {
    let dot = UInt8(ascii: ".")
    let bytes = group.utf8
    guard let first = bytes.firstIndex(of: dot) else { return nil }
    let afterFirst = bytes.index(after: first)
    guard let second = bytes[afterFirst...].firstIndex(of: dot) else { return nil }
    return (
      Substring(bytes[afterFirst..<second]), Substring(bytes[bytes.index(after: second)...])
    )
  }

  private func checkApplicationGroup(
    _ group: String, _ key: EntitlementKey, _ index: Int, into findings: inout [Finding]
  ) {
    if group.hasPrefix("group."), group.count > "group.".count { return }
    let prefix = Self.firstComponent(of: group)
    let hasName = group.utf8.contains(UInt8(ascii: ".")) && group.count > prefix.count + 1
    if platform.isMac, hasName {
      if let team = identity.teamID, !team.isEmpty {
        if prefix == team { return }
        if TeamIdentifierFormat.matches(prefix) {
          findings.append(
            Finding(
              severity: .error, code: "foreign-team-prefix",
              message: "\(key.rawValue)[\(index)] `\(group.excerpted)` starts with team "
                + "\(prefix.excerpted), not "
                + "\(team); app groups of the form TEAMID.<name> must use the signing team",
              entitlement: key, index: index))
          return
        }
      } else if TeamIdentifierFormat.matches(prefix) {
        return
      }
    }
    let rule =
      platform.isMac
      ? "on macOS an app group starts with `group.` or `<TEAMID>.`"
      : "on iOS an app group must start with `group.`"
    findings.append(
      Finding(
        severity: .error, code: "invalid-application-group",
        message: "\(key.rawValue)[\(index)] `\(group.excerpted)` is not a valid app group: \(rule)",
        entitlement: key, index: index))
  }

  private func checkApplicationIdentifier(
    _ key: EntitlementKey, in entitlements: Entitlements, into findings: inout [Finding]
  ) {
    guard let raw = entitlements[key] else { return }
    guard case .string(let identifier) = raw else {
      findings.append(
        Finding(
          severity: .error, code: "ignored-entitlement",
          message: "\(key.rawValue) is \(Self.article(raw.typeName)), not a string, so the "
            + "keychain ignores it",
          entitlement: key))
      return
    }
    if identifier.isEmpty {
      findings.append(
        Finding(
          severity: .error, code: "empty-access-group",
          message: "\(key.rawValue) is an empty string", entitlement: key))
      return
    }
    if TeamIdentifierFormat.hasUnexpandedVariable(identifier) {
      findings.append(Self.unexpanded(identifier, key, nil))
      return
    }
    if let expected = identity.applicationIdentifier, identifier != expected {
      findings.append(
        Finding(
          severity: .warning, code: "application-identifier-mismatch",
          message: "\(key.rawValue) `\(identifier.excerpted)` is not `\(expected.excerpted)` (App "
            + "ID prefix and bundle ID)",
          entitlement: key))
    }
  }

  static func unexpanded(_ value: String, _ key: EntitlementKey, _ index: Int?) -> Finding {
    let location = index.map { "\(key.rawValue)[\($0)]" } ?? key.rawValue
    return Finding(
      severity: .error, code: "unexpanded-variable",
      message: "\(location) `\(value.excerpted)` still holds a build-setting reference; expand it "
        + "with the build settings before signing",
      entitlement: key, index: index)
  }

  private static func describeNonStrings(_ value: PropertyListValue) -> String {
    guard let elements = value.arrayValue else { return article(value.typeName) }
    for (index, element) in elements.enumerated() where element.stringValue == nil {
      return "an array whose element \(index) is \(article(element.typeName))"
    }
    return "an array"
  }

  private static func article(_ typeName: String) -> String {
    switch typeName {
    case "true", "false": "the boolean <\(typeName)/>"
    case "array", "integer": "an \(typeName)"
    default: "a \(typeName)"
    }
  }
}
