extension SecurityConstant {
  /// One string constant of Apple's Security framework: its name, the string securityd sees
  /// and whether it is a dictionary key or a value.
  struct Entry: Sendable {
    /// The constant's name, for example `kSecAttrAccount`.
    let name: String

    /// Its string, for example `acct`.
    let string: String

    /// Whether it is a dictionary key (`kSecAttrAccount`) rather than a value
    /// (`kSecClassGenericPassword`).
    let isKey: Bool

    init(_ name: String, _ string: String, isKey: Bool) {
      self.name = name
      self.string = string
      self.isKey = isKey
    }
  }
}
