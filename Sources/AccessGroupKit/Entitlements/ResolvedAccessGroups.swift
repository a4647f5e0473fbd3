/// Where one entry of an app's access-group list came from.
public struct AccessGroupSource: Hashable, Sendable, CustomStringConvertible {
  /// The entitlement that supplied the group, or `nil` when the system added it (the token
  /// group securityd appends on macOS and in the legacy profile).
  public var entitlement: EntitlementKey?

  /// The group's index within an array entitlement, or `nil` for a string entitlement or a
  /// system-added group.
  public var index: Int?

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - entitlement: The entitlement, or `nil` when the system added the group.
  ///   - index: The index within an array entitlement.
  public init(entitlement: EntitlementKey?, index: Int? = nil) {
    self.entitlement = entitlement
    self.index = index
  }

  /// A source for a group the system added.
  public static var system: Self { Self(entitlement: nil) }

  /// `keychain-access-groups[0]`, `application-identifier`, or `added by the system`.
  public var description: String {
    guard let entitlement else { return "added by the system" }
    guard let index else { return entitlement.rawValue }
    return "\(entitlement.rawValue)[\(index)]"
  }
}

/// One access group in an app's ordered list, with its source.
public struct ResolvedAccessGroup: Hashable, Sendable {
  /// The access group, for example `SKMME9E2Y8.com.example.SharedItems`.
  public var name: String

  /// The entitlement (and index) it came from.
  public var source: AccessGroupSource

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - name: The access group.
  ///   - source: Where it came from.
  public init(name: String, source: AccessGroupSource) {
    self.name = name
    self.source = source
  }
}

/// An app's keychain access groups, in the exact order securityd forms them.
///
/// The first group is the default for items added without `kSecAttrAccessGroup`. Duplicates
/// are kept, as Apple keeps them.
public struct ResolvedAccessGroups: Hashable, Sendable {
  /// The ordered entries.
  public var entries: [ResolvedAccessGroup]

  /// The options the list was resolved with.
  public var options: ResolutionOptions

  /// The application identifier securityd read from the entitlements, if any.
  public var applicationIdentifier: String?

  /// Whether the app is an App Clip.
  public var isAppClip: Bool

  /// Whether the list holds `"*"` and the caller may use it, so every group is allowed.
  public var grantsAllGroups: Bool

  /// Creates a resolved list.
  ///
  /// - Parameters:
  ///   - entries: The ordered entries.
  ///   - options: The options used.
  ///   - applicationIdentifier: The application identifier, if any.
  ///   - isAppClip: Whether the app is an App Clip.
  ///   - grantsAllGroups: Whether `"*"` is honoured.
  public init(
    entries: [ResolvedAccessGroup], options: ResolutionOptions = ResolutionOptions(),
    applicationIdentifier: String? = nil, isAppClip: Bool = false, grantsAllGroups: Bool = false
  ) {
    self.entries = entries
    self.options = options
    self.applicationIdentifier = applicationIdentifier
    self.isAppClip = isAppClip
    self.grantsAllGroups = grantsAllGroups
  }

  /// The access groups, exactly the array securityd uses.
  public var groups: [String] { entries.map(\.name) }

  /// The groups an app may write to: the list without `com.apple.token`, which is
  /// read-only (`SecurityClientCopyWritableAccessGroups`).
  public var writableGroups: [String] {
    groups.filter { $0 != ResolvedAccessGroups.tokenGroup }
  }

  /// The group new items go to when the caller names none, under the profile of
  /// ``options``: the first group the app may write, or `nil` when it may write none (such as
  /// a macOS app whose only group is the read-only `com.apple.token`). It is the group
  /// `SecItemAdd` stores into, decided by the same rule (`defaultAddGroup(under:)`).
  public var defaultGroup: String? { defaultAddGroup(under: options.profile) }

  /// Why there is no default group, or `nil` when there is one.
  public var noDefaultGroupReason: String? {
    guard defaultGroup == nil else { return nil }
    if !groups.isEmpty {
      return
        "Its only group is the read-only \(Self.tokenGroup): add, update and delete fail "
        + "with errSecMissingEntitlement (-34018); copy matching finds only token items."
    }
    if options.platform.isMac, !options.entitlementsValidated, applicationIdentifier != nil {
      return
        "The entitlements are not validated, so macOS honours only keychain-access-groups, "
        + "and there is none: every SecItem call fails with errSecMissingEntitlement (-34018)."
    }
    return
      "The app has no keychain-access-groups, application identifier or application groups: "
      + "every SecItem call fails with errSecMissingEntitlement (-34018)."
  }

  /// The read-only group of CryptoTokenKit items, `com.apple.token`
  /// (`kSecAttrAccessGroupToken`).
  public static var tokenGroup: String { "com.apple.token" }

  /// The group that, when a platform binary holds it, allows every group.
  public static var wildcardGroup: String { "*" }
}
