/// Refuses Security names a scenario misspells, with a suggestion, instead of letting the
/// call run with a key securityd doesn't know and fail with `errSecParam`.
///
/// A name is checked only where the format says a Security name goes, so that ordinary
/// strings such as a service called `"kSecFoo"` still reach the call as written:
///
/// - every dictionary key (and every key of a result path) that starts with `kSec` must name
///   a key constant;
/// - a string value that starts with `kSec` must name a value constant when its key is one
///   whose values are constants (``constantValuedKeys``);
/// - an expected status that starts with `errSec` must name a status (other unknown status
///   text is refused too, since a status is always a name or a number).
enum ScenarioNameCheck {
  /// The raw keys whose string values are value constants: `kSecClass`, `kSecAttrAccessible`,
  /// `kSecMatchLimit`, `kSecAttrProtocol`, `kSecAttrAuthenticationType`, `kSecAttrKeyClass`,
  /// `kSecAttrSynchronizable` and `kSecUseAuthenticationUI`. `type` is left out because
  /// `kSecAttrType` shares it and takes any value.
  static let constantValuedKeys: Set<String> = [
    "class", "pdmn", "m_Limit", "ptcl", "atyp", "kcls", "sync", "u_AuthUI",
  ]

  /// The raw string of a dictionary key: a key constant's, or the key as written.
  ///
  /// - Throws: ``ScenarioError`` at `path` when `name` starts with `kSec` but names no key
  ///   constant, with the closest one as a suggestion.
  static func rawKey(
    _ name: String, at path: JSONPath, reader: ScenarioJSONReader
  ) throws(ScenarioError) -> String {
    if let raw = SecurityConstantNames.rawKey(named: name) { return raw }
    guard name.hasPrefix("kSec") else { return name }
    throw reader.error(
      path,
      "unknown Security key '\(name.excerpted)'"
        + NameSuggestion.clause(for: name, among: SecurityConstantNames.keys.keys.sorted()))
  }

  /// Checks a string value given under the raw key `key`.
  ///
  /// - Throws: ``ScenarioError`` at `path` when `key`'s values are constants and `value`
  ///   starts with `kSec` but names no value constant.
  static func checkValue(
    _ value: String, forKey key: String, at path: JSONPath, reader: ScenarioJSONReader
  ) throws(ScenarioError) {
    guard constantValuedKeys.contains(key), value.hasPrefix("kSec"),
      SecurityConstantNames.rawValue(named: value) == nil
    else { return }
    throw reader.error(
      path,
      "unknown Security constant '\(value.excerpted)'"
        + NameSuggestion.clause(for: value, among: SecurityConstantNames.values.keys.sorted()))
  }

  /// `; did you mean 'errSecSuccess'?` for a misspelt status name, or an empty string.
  static func statusClause(for name: String) -> String {
    NameSuggestion.clause(for: name, among: KeychainStatus.allKnown.compactMap(\.name))
  }
}
