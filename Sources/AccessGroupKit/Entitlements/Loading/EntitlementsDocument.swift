/// Entitlements read from a file, with where they came from.
///
/// ``EntitlementsLoader`` produces documents. For a provisioning profile, ``entitlements``
/// is the profile's `Entitlements` dictionary (an allow-list such as `TEAMID.*`, not an
/// app's signed entitlements) and ``provisioningProfile`` holds the rest of the profile.
public struct EntitlementsDocument: Hashable, Sendable {
  /// The entitlements dictionary.
  public var entitlements: Entitlements

  /// The format the entitlements were read from.
  public var kind: EntitlementsSourceKind

  /// The whole profile, when ``kind`` is ``EntitlementsSourceKind/provisioningProfile``.
  public var provisioningProfile: ProvisioningProfile?

  /// The file's path or name, as given to the loader.
  public var file: String

  /// Creates a document from its parts.
  ///
  /// - Parameters:
  ///   - entitlements: The entitlements dictionary.
  ///   - kind: The format the entitlements were read from.
  ///   - provisioningProfile: The profile, for a provisioning-profile source.
  ///   - file: The file's path or name.
  public init(
    entitlements: Entitlements, kind: EntitlementsSourceKind,
    provisioningProfile: ProvisioningProfile? = nil, file: String
  ) {
    self.entitlements = entitlements
    self.kind = kind
    self.provisioningProfile = provisioningProfile
    self.file = file
  }
}
