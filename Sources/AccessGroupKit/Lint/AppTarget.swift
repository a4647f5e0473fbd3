/// One member of an app family: an app, an extension, a widget or an App Clip, with the
/// entitlements it is signed with.
///
/// A target's keychain view is its resolved access-group list
/// (``resolvedAccessGroups``), formed from ``entitlements`` after build-variable expansion
/// for its ``platform`` and behaviour profile.
///
/// ```swift
/// let share = AppTarget(
///   name: "share", entitlements: expandedShareEntitlements, platform: .iOS,
///   identity: SigningIdentity(teamID: "M8L2WTLA8W",
///     bundleID: "com.ranchero.NetNewsWire.iOS.Share-Extension"))
/// ```
public struct AppTarget: Hashable, Sendable {
  /// The target's name, unique within its family, such as `app` or `share-extension`.
  public var name: String

  /// The entitlements the target is signed with, build variables already expanded.
  ///
  /// A value that still holds `$(…)` is reported by ``FamilyLinter`` as
  /// `unexpanded-variable`.
  public var entitlements: Entitlements

  /// The platform the target runs on.
  public var platform: Platform

  /// The team, App ID prefix and bundle ID the target is signed with.
  public var identity: SigningIdentity

  /// The keychain generation whose rules form the target's access groups.
  public var profile: BehaviourProfile

  /// Findings made while the entitlements were expanded, such as notes about values kept as
  /// written; ``FamilyLinter`` reports them with the target's name.
  public var expansionFindings: [Finding]

  /// Where the target was read from; nothing is known unless it is set.
  package var origin = AppTargetOrigin()

  /// Creates a target.
  ///
  /// - Parameters:
  ///   - name: The target's name, unique within its family.
  ///   - entitlements: The entitlements after build-variable expansion.
  ///   - platform: The platform the target runs on.
  ///   - identity: The team, App ID prefix and bundle ID.
  ///   - profile: The keychain generation; ``BehaviourProfile/current`` by default.
  ///   - expansionFindings: Findings from expanding the entitlements, if any.
  public init(
    name: String, entitlements: Entitlements, platform: Platform,
    identity: SigningIdentity = SigningIdentity(), profile: BehaviourProfile = .current,
    expansionFindings: [Finding] = []
  ) {
    self.name = name
    self.entitlements = entitlements
    self.platform = platform
    self.identity = identity
    self.profile = profile
    self.expansionFindings = expansionFindings
  }

  /// The options securityd's rules are applied with: the target's platform and profile,
  /// validated entitlements and CryptoTokenKit on, as for a correctly signed app.
  public var resolutionOptions: ResolutionOptions {
    ResolutionOptions(platform: platform, profile: profile)
  }

  /// The ordered access groups the target gets; the first is its default group.
  public var resolvedAccessGroups: ResolvedAccessGroups {
    AccessGroupResolver(options: resolutionOptions).resolve(entitlements)
  }
}
