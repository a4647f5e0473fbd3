import Foundation

#if canImport(Darwin)
  import Security
#else
  import SimulatedSecurity
#endif

/// A failed keychain call, with Security's own message.
struct InternetPasswordError: Error, Equatable, CustomStringConvertible {
  /// The status Security returned.
  var status: OSStatus

  var description: String {
    (SecCopyErrorMessageString(status, nil) as String?) ?? "OSStatus \(status)"
  }
}

/// Keychain code in the style of the popular internet-password wrappers: one server and
/// protocol, passwords per account, with attributes such as a label and a comment.
///
/// Written for these tests against Security's API only; apart from the import above it is
/// what an app would compile on Apple platforms.
struct InternetPasswordKeychain {
  var server: String
  var protocolType: CFString = kSecAttrProtocolHTTPS
  var authenticationType: CFString = kSecAttrAuthenticationTypeHTMLForm
  var port: Int?
  var path: String?
  var accessGroup: String?

  /// Stores a password for an account, replacing an existing one.
  func set(_ password: String, account: String, label: String? = nil) throws(InternetPasswordError)
  {
    var attributes = query(account: account)
    attributes[kSecValueData as String] = Data(password.utf8)
    if let label { attributes[kSecAttrLabel as String] = label }
    var status = SecItemAdd(attributes as CFDictionary, nil)
    if status == errSecDuplicateItem {
      var changes: [String: Any] = [kSecValueData as String: Data(password.utf8)]
      if let label { changes[kSecAttrLabel as String] = label }
      status = SecItemUpdate(query(account: account) as CFDictionary, changes as CFDictionary)
    }
    guard status == errSecSuccess else { throw InternetPasswordError(status: status) }
  }

  /// The password of an account, or `nil` when there is none.
  func password(for account: String) throws(InternetPasswordError) -> String? {
    var search = query(account: account)
    search[kSecReturnData as String] = kCFBooleanTrue
    search[kSecMatchLimit as String] = kSecMatchLimitOne
    var result: CFTypeRef?
    let status = SecItemCopyMatching(search as CFDictionary, &result)
    switch status {
    case errSecSuccess:
      guard let data = result as? Data else { return nil }
      return String(data: data, encoding: .utf8)
    case errSecItemNotFound:
      return nil
    default:
      throw InternetPasswordError(status: status)
    }
  }

  /// The attributes and password of an account, as Security returns them.
  func attributes(for account: String) throws(InternetPasswordError) -> NSDictionary {
    var search = query(account: account)
    search[kSecReturnAttributes as String] = kCFBooleanTrue
    search[kSecReturnData as String] = kCFBooleanTrue
    var result: CFTypeRef?
    let status = SecItemCopyMatching(search as CFDictionary, &result)
    guard status == errSecSuccess, let attributes = result as? NSDictionary else {
      throw InternetPasswordError(status: status == errSecSuccess ? errSecDecode : status)
    }
    return attributes
  }

  /// Every account stored for the server.
  func allAccounts() throws(InternetPasswordError) -> [String] {
    var search: [String: Any] = [
      kSecClass as String: kSecClassInternetPassword,
      kSecAttrServer as String: server,
      kSecReturnAttributes as String: kCFBooleanTrue as Any,
      kSecMatchLimit as String: kSecMatchLimitAll,
    ]
    if let accessGroup { search[kSecAttrAccessGroup as String] = accessGroup }
    var result: CFTypeRef?
    let status = SecItemCopyMatching(search as CFDictionary, &result)
    if status == errSecItemNotFound { return [] }
    guard status == errSecSuccess, let items = result as? [[String: Any]] else {
      throw InternetPasswordError(status: status)
    }
    return items.compactMap { $0[kSecAttrAccount as String] as? String }.sorted()
  }

  /// Removes the password of an account.
  func remove(account: String) throws(InternetPasswordError) {
    let status = SecItemDelete(query(account: account) as CFDictionary)
    guard status == errSecSuccess || status == errSecItemNotFound else {
      throw InternetPasswordError(status: status)
    }
  }

  private func query(account: String) -> [String: Any] {
    var query: [String: Any] = [
      kSecClass as String: kSecClassInternetPassword,
      kSecAttrServer as String: server,
      kSecAttrProtocol as String: protocolType,
      kSecAttrAuthenticationType as String: authenticationType,
      kSecAttrAccount as String: account,
    ]
    if let port { query[kSecAttrPort as String] = port }
    if let path { query[kSecAttrPath as String] = path }
    if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
    return query
  }
}
