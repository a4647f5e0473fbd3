/// The explained failures of the access-group rules (§1.6, §2.6, and for App Clips §2.2 step 6).
enum AccessGroupFailures {
  /// -34018 for an empty list (§1.6).
  static func noGroups(_ context: CallContext, call: KeychainCall) -> EngineFailure {
    let groups = context.groups
    var details = [
      "\(context.client.name) has no access groups"
        + (call == .copyMatching ? "" : " it may write to"),
      "missing entitlements: keychain-access-groups, application-identifier"
        + (context.groups.options.platform.isMac
          ? " (com.apple.application-identifier), com.apple.security.application-groups"
          : ""),
    ]
    if !groups.groups.isEmpty {
      details.append(
        "its only groups are read-only: "
          + groups.groups.map { "\"\($0)\"" }.joined(separator: ", "))
    }
    if groups.groups.isEmpty, let reason = groups.noDefaultGroupReason { details.append(reason) }
    return EngineFailure(
      .missingEntitlement, rule: "§1.6",
      "Client has neither application-identifier nor keychain-access-groups entitlements.",
      details: details,
      fix: "Sign the app with an application-identifier, or add the Keychain Sharing capability "
        + "(keychain-access-groups).")
  }

  /// -34018 for an explicit group the app is not entitled to (§2.6).
  static func notEntitled(
    _ value: InputValue, allowed: [String]?, context: CallContext, call: KeychainCall,
    inAttributesToUpdate: Bool = false
  ) -> EngineFailure {
    let list = allowed ?? []
    // Looked up for each of the app's groups below: a set, as an app may list thousands.
    let allowedSet = Set(list)
    let listed = list.isEmpty ? "no groups" : ShortList.quoted(list)
    let key =
      inAttributesToUpdate ? "attributesToUpdate kSecAttrAccessGroup" : "kSecAttrAccessGroup"
    var details = ["\(key) = \(value.summary)", "\(context.client.name) is entitled to \(listed)"]
    var summary: String
    var fix: String?
    switch value {
    case .string(""):
      summary = "An empty access group is never allowed."
      fix = "Leave kSecAttrAccessGroup out to use the default group, or name one of the app's."
    case .string(ResolvedAccessGroups.tokenGroup):
      summary =
        call == .copyMatching
        ? "The app is not entitled to the token group com.apple.token."
        : "The token group com.apple.token is read-only: SecItemAdd, SecItemUpdate and "
          + "SecItemDelete can never use it."
      fix = call == .copyMatching ? "Add com.apple.token to keychain-access-groups." : nil
    case .string(let group):
      if let prefixed = list.first(where: { Self.isTeamPrefixed($0, group) }) {
        let prefix = String(prefixed.dropLast(group.count + 1))
        summary =
          "The team ID prefix is missing: the app is entitled to \"\(prefixed)\", not "
          + "\"\(group)\"."
        details.append("keychain-access-groups entries carry the team ID prefix \(prefix).")
        if let entry = context.groups.entries.first(where: { $0.name == prefixed }) {
          details.append("\"\(prefixed)\" is \(entry.source) of the app's entitlements")
        }
        fix = "Use \"\(prefixed)\" (prefix the group with your team ID, $(AppIdentifierPrefix))."
      } else if let mismatch = GroupPrefixMismatch(
        requested: group, entries: context.groups.entries.filter { allowedSet.contains($0.name) })
      {
        summary =
          "Client explicitly specifies access group \"\(group)\" but is only entitled for "
          + "\(listed)."
        details.append(mismatch.detail)
        fix = mismatch.fix
      } else {
        summary =
          "Client explicitly specifies access group \"\(group)\" but is only entitled for "
          + "\(listed)."
        fix =
          "Add \"\(group)\" to the app's keychain-access-groups entitlement, or use one of "
          + "its groups."
      }
    default:
      summary = "kSecAttrAccessGroup must be a string naming one of the app's groups."
      fix = "Pass the group as a String."
    }
    if inAttributesToUpdate { summary = "Cannot update the item to this access group. " + summary }
    return EngineFailure(.missingEntitlement, rule: "§2.6", summary, details: details, fix: fix)
  }

  /// Whether `entitled` is `group` with a team-ID-like prefix (`ABCDE12345.` + group).
  static func isTeamPrefixed(_ entitled: String, _ group: String) -> Bool {
    guard entitled.hasSuffix("." + group) else { return false }
    return TeamIdentifierFormat.matches(entitled.dropLast(group.count + 1))
  }

  /// -34020 for an App Clip whose groups are not just its application identifier.
  static func appClipGroups(_ context: CallContext) -> EngineFailure {
    EngineFailure(
      .restrictedAPI, rule: "§2.2 (App Clips)",
      "App clips are not permitted to use access groups other than application identifier.",
      details: [
        "\(context.client.name) is an App Clip (com.apple.developer.on-demand-install-capable)",
        "its groups: " + context.groups.groups.map { "\"\($0)\"" }.joined(separator: ", "),
      ],
      fix: "Give the App Clip only its application-identifier: remove keychain-access-groups "
        + "(App Clips cannot share keychain items except with their full app via the app ID).")
  }

  /// -34020 for an App Clip making an item synchronizable.
  static func appClipSync(_ context: CallContext) -> EngineFailure {
    EngineFailure(
      .restrictedAPI, rule: "§2.2 (App Clips)",
      "App clips are not permitted to make items synchronizable.",
      details: ["\(context.client.name) is an App Clip", "kSecAttrSynchronizable = true"],
      fix: "Leave kSecAttrSynchronizable out in the App Clip.")
  }

  /// -50 for an add into the token group under the legacy profile (Security-58286's
  /// `_SecItemAdd` takes the whole list, so the token group can be named or be the default,
  /// and then refuses it).
  static func legacyTokenGroupAdd(isDefault: Bool) -> EngineFailure {
    EngineFailure(
      .parameter, rule: "§10.2 (legacy profile)",
      "Storing items into kSecAttrAccessGroupToken is not allowed.",
      details: [
        isDefault
          ? "the default group (the first of the app's groups) is com.apple.token"
          : "agrp = com.apple.token"
      ],
      fix: "Store items in one of the app's own groups (keychain-access-groups or the "
        + "application identifier).")
  }
}
