import Foundation

#if canImport(Darwin)
  import Security
#else
  import SimulatedSecurity
#endif

/// A small keychain wrapper in the style apps write: tokens stored as generic passwords
/// under one service, optionally in a shared access group.
public struct TokenKeychain: Sendable {
  /// The service every token is stored under.
  public var service: String

  /// The access group to read and write, or `nil` for the app's default group.
  public var accessGroup: String?

  /// Creates a wrapper.
  ///
  /// - Parameters:
  ///   - service: The service every token is stored under.
  ///   - accessGroup: The access group, or `nil` for the app's default group.
  public init(service: String, accessGroup: String? = nil) {
    self.service = service
    self.accessGroup = accessGroup
  }

  /// Saves a token, replacing the one stored under `account`.
  ///
  /// - Parameters:
  ///   - token: The token.
  ///   - account: The account it belongs to.
  /// - Returns: The status of the add or update.
  @discardableResult
  public func save(_ token: String, for account: String) -> OSStatus {
    let status = SecItemAdd(
      query(account).merging([kSecValueData as String: Data(token.utf8)]) { $1 } as CFDictionary,
      nil)
    guard status == errSecDuplicateItem else { return status }
    return SecItemUpdate(
      query(account) as CFDictionary, [kSecValueData as String: Data(token.utf8)] as CFDictionary)
  }

  /// The token stored under `account`, with the status of the search.
  ///
  /// - Parameter account: The account.
  /// - Returns: The token, or `nil`, and the status.
  public func token(for account: String) -> (token: String?, status: OSStatus) {
    var query = query(account)
    query[kSecReturnData as String] = true
    query[kSecMatchLimit as String] = kSecMatchLimitOne
    var result: CFTypeRef?
    let status = SecItemCopyMatching(query as CFDictionary, &result)
    return ((result as? Data).map { String(decoding: $0, as: UTF8.self) }, status)
  }

  /// The access group the item of `account` is stored in.
  ///
  /// - Parameter account: The account.
  /// - Returns: The group, or `nil` when there is no such item.
  public func storedGroup(for account: String) -> String? {
    var query = query(account)
    query[kSecReturnAttributes as String] = true
    var result: CFTypeRef?
    guard SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess else { return nil }
    return (result as? [String: Any])?[kSecAttrAccessGroup as String] as? String
  }

  /// Deletes the token of `account`.
  ///
  /// - Parameter account: The account.
  /// - Returns: The status of the delete.
  @discardableResult
  public func delete(_ account: String) -> OSStatus {
    SecItemDelete(query(account) as CFDictionary)
  }

  private func query(_ account: String) -> [String: Any] {
    var query: [String: Any] = [
      kSecClass as String: kSecClassGenericPassword,
      kSecAttrService as String: service,
      kSecAttrAccount as String: account,
    ]
    if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
    return query
  }
}
