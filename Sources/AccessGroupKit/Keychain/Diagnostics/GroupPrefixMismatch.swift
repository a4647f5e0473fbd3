/// A named access group that is another form of a group the app is entitled to: the same
/// name with a team ID prefix the entitlement lacks, or under another team's prefix.
///
/// The opposite case, a name without the prefix the entitlement has, is the common one and
/// has its own summary in `AccessGroupFailures.notEntitled`.
struct GroupPrefixMismatch {
  /// The app's entry that the named group resembles.
  var entry: ResolvedAccessGroup
  /// The team ID prefix of the named group.
  var requestedPrefix: Substring
  /// The entry's team ID prefix, or `nil` when the entry has none.
  var entitledPrefix: Substring?

  /// The mismatch between `requested` and one of `entries`, if any.
  init?(requested: String, entries: [ResolvedAccessGroup]) {
    guard let dot = requested.firstIndex(of: "."),
      TeamIdentifierFormat.matches(requested[..<dot])
    else { return nil }
    let prefix = requested[..<dot]
    let bare = requested[requested.index(after: dot)...]
    for entry in entries {
      if entry.name == bare {
        self.init(entry: entry, requestedPrefix: prefix, entitledPrefix: nil)
        return
      }
      if let entryDot = entry.name.firstIndex(of: "."),
        entry.name[entry.name.index(after: entryDot)...] == bare,
        TeamIdentifierFormat.matches(entry.name[..<entryDot])
      {
        self.init(entry: entry, requestedPrefix: prefix, entitledPrefix: entry.name[..<entryDot])
        return
      }
    }
    return nil
  }

  private init(entry: ResolvedAccessGroup, requestedPrefix: Substring, entitledPrefix: Substring?) {
    self.entry = entry
    self.requestedPrefix = requestedPrefix
    self.entitledPrefix = entitledPrefix
  }

  /// The line naming the entitlement entry and how it differs from the named group.
  var detail: String {
    let named = "\(entry.source) is \"\(entry.name)\""
    if entitledPrefix == nil, !isKeychainAccessGroupsEntry {
      return named + ": application groups are named without a team ID prefix"
    }
    guard let entitledPrefix else {
      return named + ", without a team ID prefix: the entitlements file lists the group "
        + "without $(AppIdentifierPrefix)"
    }
    return named + ": the same group under the team ID prefix \(entitledPrefix), not "
      + "\(requestedPrefix)"
  }

  /// What to change.
  var fix: String {
    if entitledPrefix == nil, !isKeychainAccessGroupsEntry {
      return "Use \"\(entry.name)\", without the team ID prefix."
    }
    guard entitledPrefix != nil else {
      return "Write the entry as $(AppIdentifierPrefix)\(entry.name) in the entitlements file "
        + "(\(entry.source)), so the signed entitlement is \"\(requestedPrefix).\(entry.name)\"."
    }
    return "Use \"\(entry.name)\": the prefix is the signing team's ID, which "
      + "$(AppIdentifierPrefix) expands to; \(requestedPrefix) is not the app's team."
  }

  /// Whether the entry is one of `keychain-access-groups`, whose names Xcode writes with the
  /// team ID prefix; application groups (`group.…`) have none.
  private var isKeychainAccessGroupsEntry: Bool {
    entry.source.entitlement == .keychainAccessGroups
  }
}
