/// The simulation's stand-in for a `SecAccessControlRef` (`kSecAttrAccessControl`).
///
/// Pass it as the value of `accc`; any other value is `errSecParam` (-50), as Security's
/// client rejects anything that is not a `SecAccessControlRef` (spec §2.0).
public struct KeychainAccessControl: Hashable, Sendable, Codable {
  /// The protection class the access control carries.
  public var protection: KeychainAccessibility

  /// Whether the access control has constraints (user presence, biometry, …).
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
