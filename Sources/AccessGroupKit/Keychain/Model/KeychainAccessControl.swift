/// The simulation's stand-in for a `SecAccessControlRef` (`kSecAttrAccessControl`).
///
/// Pass it as the value of `accc`; any other value is `errSecParam` (-50), as Security's
/// client rejects anything that is not a `SecAccessControlRef` (§2.0).
public struct KeychainAccessControl: Hashable, Sendable, Codable {
  /// The protection class the access control carries.
  public var protection: KeychainAccessibility

  /// Whether the access control has constraints: it requires the user (user presence,
  /// biometry, the passcode, an application password).
  ///
  /// Such an item cannot be synchronizable (`errSecParam` in an add or update with
  /// `kSecAttrSynchronizable` true), and reading, changing or deleting it with
  /// `kSecUseAuthenticationUIFail` is `errSecInteractionNotAllowed`.
  public var hasConstraints: Bool

  /// Creates an access control.
  ///
  /// - Parameters:
  ///   - protection: The protection class.
  ///   - hasConstraints: Whether there are authentication constraints.
  public init(protection: KeychainAccessibility, hasConstraints: Bool = false) {
    self.protection = protection
    self.hasConstraints = hasConstraints
  }
}
