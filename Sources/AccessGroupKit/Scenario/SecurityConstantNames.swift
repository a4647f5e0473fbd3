/// The Security framework's constant names and the raw strings behind them, so scenario
/// files can write `"kSecAttrAccount"` where a program writes `kSecAttrAccount`.
///
/// Every constant is a `CFString`; its value is the short raw string securityd sees
/// (`kSecAttrAccount` is `"acct"`): every constant of Apple's `SecItem.h`, and the private
/// ones the keychain rulebook names, with the strings of Apple's `SecItemConstants.c`. Key
/// constants and value constants are kept apart: a key is looked up in ``keys``, a string
/// value in ``values``.
package enum SecurityConstantNames {
  /// Looks up the raw string of a dictionary-key constant.
  ///
  /// - Parameter name: A constant name such as `kSecAttrAccessGroup`.
  /// - Returns: Its raw string (`agrp`), or `nil` when `name` is not a key constant.
  package static func rawKey(named name: String) -> String? { keys[name] }

  /// Looks up the raw string of a value constant.
  ///
  /// - Parameter name: A constant name such as `kSecClassGenericPassword`.
  /// - Returns: Its raw string (`genp`), or `nil` when `name` is not a value constant.
  package static func rawValue(named name: String) -> String? { values[name] }

  /// Key constants: `kSecClass`, `kSecAttr…`, `kSecValue…`, `kSecReturn…`, `kSecMatch…`
  /// (keys only), `kSecUse…` (keys only).
  package static let keys: [String: String] = table(keys: true)

  /// Value constants: classes, accessibility, protocols, authentication types, key classes
  /// and types, match limits, `kSecAttrSynchronizableAny`, `kSecAttrAccessGroupToken`,
  /// authentication-UI choices and token IDs.
  package static let values: [String: String] = table(keys: false)

  /// The key or value constants of the one table of Security constants.
  private static func table(keys: Bool) -> [String: String] {
    Dictionary(
      SecurityConstant.all.filter { $0.isKey == keys }.map { ($0.name, $0.string) },
      uniquingKeysWith: { first, _ in first })
  }
}
