/// A keychain item class (`kSecClass`), one table of securityd's database (§3).
///
/// Identity (`idnt`) has no table: securityd treats it as a join of a key whose
/// `kSecAttrIsPrivate` is true and the certificate whose public-key hash (`pkhh`) equals the
/// key's application label (`klbl`), and the client turns an identity delete or update by
/// class into a certificate call and a key call. The simulation models identity only as far
/// as the status rules need (see <doc:SimulationDeviations>): its queries accept every
/// certificate and key attribute.
public enum ItemClass: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
  /// A generic password.
  ///
  /// The corresponding Security constant is `kSecClassGenericPassword`.
  case genericPassword = "genp"
  /// An internet password.
  ///
  /// The corresponding Security constant is `kSecClassInternetPassword`.
  case internetPassword = "inet"
  /// A certificate.
  ///
  /// The corresponding Security constant is `kSecClassCertificate`.
  case certificate = "cert"
  /// A cryptographic key.
  ///
  /// The corresponding Security constant is `kSecClassKey`.
  case key = "keys"
  /// An identity: a certificate with its private key (virtual).
  ///
  /// The corresponding Security constant is `kSecClassIdentity`.
  case identity = "idnt"

  /// The four-character class name, for example `genp`.
  public var description: String { rawValue }

  /// The classes that have their own table (all but ``identity``).
  package static var storedClasses: [ItemClass] {
    [.genericPassword, .internetPassword, .certificate, .key]
  }

  /// Whether the class is a password class (no `SecKeychainItemRef` on iOS, so
  /// `kSecReturnRef` gives `nil`).
  package var isPassword: Bool { self == .genericPassword || self == .internetPassword }
}

extension ItemClass {
  /// ``init(rawValue:)`` without the standard library's string switch, for the dictionary
  /// fast paths: every class name is four ASCII bytes, so a name with an ASCII code is
  /// decided by comparing integers, and any other name by `init(rawValue:)`.
  init?(name: String) {
    guard let code = AttributeCode(asciiName: name) else {
      self.init(rawValue: name)
      return
    }
    switch code.rawValue {
    case 0x6765_6E70: self = .genericPassword  // "genp"
    case 0x696E_6574: self = .internetPassword  // "inet"
    case 0x6365_7274: self = .certificate  // "cert"
    case 0x6B65_7973: self = .key  // "keys"
    case 0x6964_6E74: self = .identity  // "idnt"
    default: return nil
    }
  }
}
