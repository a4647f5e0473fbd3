/// Expands the build-setting references in an entitlements file as Xcode does when it
/// signs an app, and adds the application identifier code signing would add.
///
/// ```swift
/// let expander = EntitlementsExpander(
///   settings: BuildSettings(["BASE_BUNDLE_IDENTIFIER": "im.vector.app"]),
///   identity: SigningIdentity(teamID: "7J4U792NQT", bundleID: "im.vector.app"),
///   platform: .iOS)
/// let expansion = try expander.expand(raw)
/// ```
///
/// Names resolve in this order:
///
/// 1. `AppIdentifierPrefix` and `TeamIdentifierPrefix` come from the ``SigningIdentity``
///    (`<prefix>.`, with the dot) and win over settings of the same name: Xcode fills them
///    from the provisioning step, not from build settings. Only when the identity has no
///    value is a setting of that name used.
/// 2. The ``BuildSettings``, whose values are expanded in turn.
/// 3. Built-ins from the identity: `PRODUCT_BUNDLE_IDENTIFIER` and `CFBundleIdentifier`
///    (the bundle ID) and `DEVELOPMENT_TEAM` (the team ID). An explicit setting wins.
///
/// Xcode expands every string of the entitlements, in arrays and dictionaries at any depth,
/// and dictionary keys too (swift-build, `PlanningOperation.swift`, `byEvaluatingMacros(
/// withScope:andDictionaryKeys: true)`); numbers, booleans, dates and data are kept.
///
/// A reference to an undefined setting in an entitlement that decides access groups
/// (``EntitlementKey/keychainRelevant``) is handled as ``undefinedVariables`` says: by
/// default an error naming both the variable and the entitlement. A malformed reference
/// there is always an error. In any other entitlement the whole string is kept as written and reported
/// as a note, because it cannot change keychain behaviour (for example
/// `merchant.$(SIGNAL_MERCHANTID)` in `com.apple.developer.in-app-payments`). Cycles are
/// errors everywhere: the settings themselves are broken.
///
/// Where Xcode differs: it expands an undefined setting to nothing and would sign
/// `$(TeamIdentifierPrefix)` as an empty string when no team is set; both are reported here.
public struct EntitlementsExpander: Sendable {
  /// The build settings.
  public var settings: BuildSettings

  /// The signing identity that supplies the built-in settings.
  public var identity: SigningIdentity

  /// The platform, which decides the key of a synthesized application identifier.
  public var platform: Platform

  /// What an undefined setting in a keychain entitlement does; ``UndefinedVariablePolicy/fail``
  /// unless chosen.
  public var undefinedVariables: UndefinedVariablePolicy

  /// Where values are parsed, shared with the expanders of other apps; `nil` parses each
  /// value where it is expanded.
  var expressions: BuildSettingExpressions?

  /// Creates an expander.
  ///
  /// - Parameters:
  ///   - settings: The build settings.
  ///   - identity: The team, App ID prefix and bundle ID.
  ///   - platform: The platform the app is built for.
  ///   - undefinedVariables: What an undefined setting in a keychain entitlement does.
  public init(
    settings: BuildSettings, identity: SigningIdentity, platform: Platform,
    undefinedVariables: UndefinedVariablePolicy = .fail
  ) {
    self.settings = settings
    self.identity = identity
    self.platform = platform
    self.undefinedVariables = undefinedVariables
  }

  /// Expands every reference in the entitlements.
  ///
  /// When the input has neither `application-identifier` nor
  /// `com.apple.application-identifier` and the identity knows both an App ID prefix and a
  /// bundle ID, `<prefix>.<bundleID>` is added under the platform's
  /// ``Platform/applicationIdentifierKey`` and
  /// ``EntitlementsExpansion/synthesizedApplicationIdentifier`` is `true`.
  ///
  /// - Parameter raw: The entitlements as written, with `$(…)` references.
  /// - Returns: The expanded entitlements and notes about values kept as written.
  /// - Throws: ``BuildSettingsError/undefinedVariable(name:entitlement:value:)`` (only
  ///   under ``UndefinedVariablePolicy/fail``) or
  ///   ``BuildSettingsError/malformedReference(value:reason:)`` for a keychain-relevant
  ///   entitlement; ``BuildSettingsError/cycle(variables:)`` anywhere.
  public func expand(_ raw: Entitlements) throws(BuildSettingsError) -> EntitlementsExpansion {
    try expand(raw, templatedKeys: nil)
  }

  /// Expands the entitlements, copying every entitlement outside `templatedKeys` as it is
  /// without looking into it: targets that share one large file look for references once,
  /// through ``templatedKeys(in:)``, not once each.
  ///
  /// - Parameters:
  ///   - raw: The entitlements as written.
  ///   - templatedKeys: The entitlements whose key or value mentions a setting, as
  ///     ``templatedKeys(in:)`` finds them in `raw`; `nil` looks into every one.
  /// - Returns: What ``expand(_:)`` returns.
  func expand(
    _ raw: Entitlements, templatedKeys: Set<EntitlementKey>?
  ) throws(BuildSettingsError) -> EntitlementsExpansion {
    var findings = Found()
    var values: [EntitlementKey: PropertyListValue] = [:]
    for (key, value) in raw.values.sorted(by: { $0.key < $1.key }) {
      if let templatedKeys, !templatedKeys.contains(key) {
        values[key] = value
        continue
      }
      let name = try expandString(key.rawValue, in: key, index: nil, findings: &findings)
      values[EntitlementKey(rawValue: name)] = try expandValue(
        value, in: key, index: nil, isTopLevel: true, findings: &findings)
    }
    var synthesized = false
    if raw.values[.applicationIdentifier] == nil,
      raw.values[.appleApplicationIdentifier] == nil,
      let applicationIdentifier = identity.applicationIdentifier
    {
      values[platform.applicationIdentifierKey] = .string(applicationIdentifier)
      synthesized = true
    }
    var expansion = EntitlementsExpansion(
      entitlements: Entitlements(values), findings: findings.notes,
      synthesizedApplicationIdentifier: synthesized)
    expansion.undefinedVariables = findings.undefined
    return expansion
  }

  /// What expanding finds on the way: notes, and the undefined settings expanded to nothing.
  private struct Found {
    var notes: [Finding] = []
    var undefined: [UndefinedVariableUse] = []
  }

  private func expandValue(
    _ value: PropertyListValue, in entitlement: EntitlementKey, index: Int?, isTopLevel: Bool,
    findings: inout Found
  ) throws(BuildSettingsError) -> PropertyListValue {
    // A value with nothing to expand is returned as is, so targets that share one large
    // entitlements file share its storage too instead of holding a copy each.
    guard Self.mentionsVariable(value) else { return value }
    switch value {
    case .string(let string):
      return .string(try expandString(string, in: entitlement, index: index, findings: &findings))
    case .array(let elements):
      var expanded: [PropertyListValue] = []
      expanded.reserveCapacity(elements.count)
      for (offset, element) in elements.enumerated() {
        expanded.append(
          try expandValue(
            element, in: entitlement, index: isTopLevel ? offset : index, isTopLevel: false,
            findings: &findings))
      }
      return .array(expanded)
    case .dictionary(let entries):
      var expanded: [String: PropertyListValue] = [:]
      for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
        let name = try expandString(key, in: entitlement, index: index, findings: &findings)
        expanded[name] = try expandValue(
          entry, in: entitlement, index: index, isTopLevel: false, findings: &findings)
      }
      return .dictionary(expanded)
    case .integer, .real, .bool, .date, .data, .null:
      return value
    }
  }

  /// The entitlements whose key or value may refer to a setting; expanding leaves the others
  /// as they are.
  ///
  /// - Parameter raw: The entitlements as written.
  /// - Returns: Their keys.
  static func templatedKeys(in raw: Entitlements) -> Set<EntitlementKey> {
    Set(
      raw.values.filter { mentionsVariable($0.key.rawValue) || mentionsVariable($0.value) }
        .map(\.key))
  }

  /// Whether `string` may refer to a setting: only a `$` starts a reference.
  private static func mentionsVariable(_ string: String) -> Bool {
    string.utf8.contains(UInt8(ascii: "$"))
  }

  /// Whether any string or key in `value` may refer to a setting.
  private static func mentionsVariable(_ value: PropertyListValue) -> Bool {
    switch value {
    case .string(let string): return mentionsVariable(string)
    case .array(let elements): return elements.contains { mentionsVariable($0) }
    case .dictionary(let entries):
      return entries.contains { mentionsVariable($0.key) || mentionsVariable($0.value) }
    case .integer, .real, .bool, .date, .data, .null: return false
    }
  }

  private func expandString(
    _ string: String, in entitlement: EntitlementKey, index: Int?, findings: inout Found
  ) throws(BuildSettingsError) -> String {
    guard Self.mentionsVariable(string) else { return string }
    let isKeychainRelevant = EntitlementKey.keychainRelevant.contains(entitlement)
    var evaluator = BuildSettingEvaluator(original: string, resolve: resolver())
    evaluator.expandsUndefinedToEmpty = isKeychainRelevant && undefinedVariables == .expandToEmpty
    evaluator.expressions = expressions
    do throws(BuildSettingsError) {
      let value = try evaluator.evaluate(string)
      for name in evaluator.undefinedNames {
        let use = UndefinedVariableUse(name: name, entitlement: entitlement)
        if !findings.undefined.contains(use) { findings.undefined.append(use) }
      }
      return value
    } catch .undefinedVariable(let name, _, _) {
      if isKeychainRelevant {
        // Kept as written, the validator reports the value as `unexpanded-variable`.
        guard undefinedVariables == .keepAsWritten else {
          throw .undefinedVariable(name: name, entitlement: entitlement, value: string)
        }
        return string
      }
      findings.notes.append(
        Finding(
          severity: .note, code: "unexpanded-variable",
          message:
            "`\(string.excerpted)` in \(Self.location(entitlement, index)) is kept as written: "
            + "$(\(name.excerpted)) is not defined; this entitlement does not decide keychain "
            + "access groups",
          entitlement: entitlement, index: index))
      return string
    } catch .malformedReference(_, let reason) {
      guard !isKeychainRelevant else {
        throw .malformedReference(value: string, reason: reason)
      }
      findings.notes.append(
        Finding(
          severity: .note, code: "malformed-reference",
          message:
            "`\(string.excerpted)` in \(Self.location(entitlement, index)) is kept as written: "
            + "\(reason)",
          entitlement: entitlement, index: index))
      return string
    }
  }

  private static func location(_ entitlement: EntitlementKey, _ index: Int?) -> String {
    guard let index else { return entitlement.rawValue }
    return "\(entitlement.rawValue)[\(index)]"
  }

  /// Looks names up in the order the type's documentation gives.
  private func resolver() -> (String) -> BuildSettingSource? {
    let settings = settings.values
    let identity = identity
    return { name in
      switch name {
      case "AppIdentifierPrefix":
        if let prefix = identity.appIDPrefix, !prefix.isEmpty { return .literal(prefix + ".") }
      case "TeamIdentifierPrefix":
        if let team = identity.teamID, !team.isEmpty { return .literal(team + ".") }
      default:
        break
      }
      if let value = settings[name] { return .expression(value) }
      switch name {
      case "PRODUCT_BUNDLE_IDENTIFIER", "CFBundleIdentifier":
        return identity.bundleID.map(BuildSettingSource.literal)
      case "DEVELOPMENT_TEAM":
        return identity.teamID.map(BuildSettingSource.literal)
      default:
        return nil
      }
    }
  }
}
