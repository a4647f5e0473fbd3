/// Forms an app's ordered keychain access-group list from its entitlements, exactly as
/// Apple's securityd does in `SecTaskCopyAccessGroups`
/// (`OSX/sec/ipc/server_entitlement_helpers.c`, Security-61901).
///
/// The order, for the ``BehaviourProfile/current`` profile:
///
/// 1. every `keychain-access-groups` entry, in entitlement order;
/// 2. if the entitlements are validated (always on iOS-family platforms; on macOS only with
///    a valid signature):
///    1. every `com.apple.developer.associated-application-identifier` entry (Mac Catalyst),
///    2. the application identifier (`application-identifier`, else
///       `com.apple.application-identifier`),
///    3. every `com.apple.security.application-groups` entry, unless the app is an App Clip;
/// 3. `com.apple.token`, if present, is moved to the end (or removed when CryptoTokenKit's
///    feature is off);
/// 4. on macOS, `com.apple.token` is appended when missing, unless the list is empty and the
///    app has an application identifier (so that a signing mistake reports
///    `errSecMissingEntitlement`).
///
/// The first entry is the default group for `SecItemAdd`. Duplicates are kept: Apple does
/// not remove them, so an app whose `keychain-access-groups` names its own App ID lists it
/// twice.
///
/// The ``BehaviourProfile/legacy`` profile follows Security-58286 (iOS 11/12): no
/// associated application identifiers, no App Clip rule, and `com.apple.token` always
/// appended, on iOS too, unless a Mac app's validation failed while it had entitlements.
public struct AccessGroupResolver: Sendable {
  /// The options the resolver applies.
  public var options: ResolutionOptions

  /// Creates a resolver.
  ///
  /// - Parameter options: Platform, profile and feature switches.
  public init(options: ResolutionOptions = ResolutionOptions()) {
    self.options = options
  }

  /// Resolves an app's access groups.
  ///
  /// - Parameter entitlements: The app's signed entitlements, with build variables already
  ///   expanded.
  /// - Returns: The ordered list with each group's source.
  public func resolve(_ entitlements: Entitlements) -> ResolvedAccessGroups {
    let entries =
      switch options.profile {
      case .current: currentEntries(entitlements)
      case .legacy: legacyEntries(entitlements)
      }
    let names = entries.map(\.name)
    return ResolvedAccessGroups(
      entries: entries,
      options: options,
      applicationIdentifier: entitlements.applicationIdentifier,
      isAppClip: options.profile == .current && entitlements.isAppClip,
      grantsAllGroups: options.isApplePlatformBinary
        && names.contains(ResolvedAccessGroups.wildcardGroup)
    )
  }

  private var validated: Bool { !options.platform.isMac || options.entitlementsValidated }

  private func currentEntries(_ entitlements: Entitlements) -> [ResolvedAccessGroup] {
    var entries = keychainAccessGroupEntries(entitlements)
    let applicationIdentifier = entitlements.applicationIdentifier
    if validated {
      entries += arrayEntries(entitlements, .associatedApplicationIdentifier)
      if let applicationIdentifier, let key = entitlements.applicationIdentifierKey {
        entries.append(
          ResolvedAccessGroup(name: applicationIdentifier, source: .init(entitlement: key)))
      }
      if !entitlements.isAppClip {
        entries += arrayEntries(entitlements, .applicationGroups)
      }
    }
    let token = ResolvedAccessGroups.tokenGroup
    if let index = entries.firstIndex(where: { $0.name == token }) {
      let entry = entries.remove(at: index)
      if options.cryptoTokenKitEnabled { entries.append(entry) }
    }
    if options.platform.isMac {
      let entitlementsFailure = entries.isEmpty && applicationIdentifier != nil
      if !entitlementsFailure, options.cryptoTokenKitEnabled,
        !entries.contains(where: { $0.name == token })
      {
        entries.append(ResolvedAccessGroup(name: token, source: .system))
      }
    }
    return entries
  }

  private func legacyEntries(_ entitlements: Entitlements) -> [ResolvedAccessGroup] {
    let keychainGroups = keychainAccessGroupEntries(entitlements)
    var applicationIdentifier = entitlements.applicationIdentifier
    var applicationGroups = arrayEntries(entitlements, .applicationGroups)
    let hasEntitlements =
      !keychainGroups.isEmpty || !applicationGroups.isEmpty || applicationIdentifier != nil
    if options.platform.isMac, !options.entitlementsValidated,
      applicationIdentifier != nil || !applicationGroups.isEmpty
    {
      applicationIdentifier = nil
      applicationGroups = []
    }
    var entries = keychainGroups
    if let applicationIdentifier, let key = entitlements.applicationIdentifierKey {
      entries.append(
        ResolvedAccessGroup(name: applicationIdentifier, source: .init(entitlement: key)))
    }
    entries += applicationGroups
    if !hasEntitlements || validated {
      entries.append(ResolvedAccessGroup(name: ResolvedAccessGroups.tokenGroup, source: .system))
    }
    return entries
  }

  private func keychainAccessGroupEntries(_ entitlements: Entitlements) -> [ResolvedAccessGroup] {
    arrayEntries(entitlements, .keychainAccessGroups)
  }

  private func arrayEntries(
    _ entitlements: Entitlements, _ key: EntitlementKey
  ) -> [ResolvedAccessGroup] {
    guard let strings = entitlements.strings(for: key) else { return [] }
    return strings.enumerated().map { index, name in
      ResolvedAccessGroup(name: name, source: AccessGroupSource(entitlement: key, index: index))
    }
  }
}
