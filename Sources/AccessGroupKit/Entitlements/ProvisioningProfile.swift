import Foundation

/// The property list inside a provisioning profile (`embedded.mobileprovision`,
/// `.provisionprofile`): which team signed the app and which entitlements it may claim.
///
/// A profile's `Entitlements` is an allow-list, not the app's entitlements: its
/// `keychain-access-groups` is usually the wildcard `TEAMID.*`.
public struct ProvisioningProfile: Hashable, Sendable {
  /// `Name`: the profile's name in the developer portal.
  public var name: String?

  /// `TeamIdentifier`: the team IDs (normally one).
  public var teamIdentifiers: [String]

  /// `ApplicationIdentifierPrefix`: the App ID prefixes (normally the team ID; older
  /// accounts may have another).
  public var applicationIdentifierPrefixes: [String]

  /// `ExpirationDate`.
  public var expirationDate: Date?

  /// `Platform`: the platforms the profile is for (`iOS`, `OSX`, `xrOS`, …).
  public var platforms: [String]

  /// `Entitlements`: what an app signed with this profile may claim.
  public var entitlements: Entitlements

  /// The whole property list.
  public var propertyList: [String: PropertyListValue]

  /// Creates a profile from its fields.
  ///
  /// - Parameters:
  ///   - name: `Name`.
  ///   - teamIdentifiers: `TeamIdentifier`.
  ///   - applicationIdentifierPrefixes: `ApplicationIdentifierPrefix`.
  ///   - expirationDate: `ExpirationDate`.
  ///   - platforms: `Platform`.
  ///   - entitlements: `Entitlements`.
  ///   - propertyList: The whole property list.
  public init(
    name: String? = nil, teamIdentifiers: [String] = [],
    applicationIdentifierPrefixes: [String] = [], expirationDate: Date? = nil,
    platforms: [String] = [], entitlements: Entitlements = Entitlements(),
    propertyList: [String: PropertyListValue] = [:]
  ) {
    self.name = name
    self.teamIdentifiers = teamIdentifiers
    self.applicationIdentifierPrefixes = applicationIdentifierPrefixes
    self.expirationDate = expirationDate
    self.platforms = platforms
    self.entitlements = entitlements
    self.propertyList = propertyList
  }

  /// The first team ID, if any.
  public var teamIdentifier: String? { teamIdentifiers.first }

  /// The first App ID prefix, if any.
  public var applicationIdentifierPrefix: String? { applicationIdentifierPrefixes.first }
}
