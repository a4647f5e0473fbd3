import Foundation

#if canImport(Darwin)
  import Security
#else
  import SimulatedSecurity
#endif

/// Keychain code in the style of the popular generic-password wrappers: strings and data
/// stored under a key, with an optional key prefix, access group and iCloud sync.
///
/// Written for these tests against Security's API only; apart from the import above it is
/// what an app would compile on Apple platforms.
final class GenericPasswordKeychain {
  /// Prepended to every key, so two parts of an app can keep separate keys.
  var keyPrefix: String

  /// The `kSecAttrAccessGroup` to read and write; `nil` uses the app's default group.
  var accessGroup: String?

  /// Whether items are synchronized through iCloud; when `true`, reads and deletes also
  /// match synchronizable items.
  var synchronizable = false

  /// The status of the last Security call.
  private(set) var lastResultCode: OSStatus = noErr

  /// The query of the last Security call, for tests that inspect it.
  private(set) var lastQueryParameters: [String: Any]?

  init(keyPrefix: String = "", accessGroup: String? = nil) {
    self.keyPrefix = keyPrefix
    self.accessGroup = accessGroup
  }

  /// Stores a string.
  @discardableResult
  func set(
    _ value: String, forKey key: String,
    accessible: CFString = kSecAttrAccessibleWhenUnlocked
  ) -> Bool {
    set(Data(value.utf8), forKey: key, accessible: accessible)
  }

  /// Stores bytes, adding the item or, when it exists, updating it.
  @discardableResult
  func set(
    _ value: Data, forKey key: String,
    accessible: CFString = kSecAttrAccessibleWhenUnlocked
  ) -> Bool {
    var attributes = baseQuery(forKey: key, matchingAnySync: false)
    attributes[kSecValueData as String] = value
    attributes[kSecAttrAccessible as String] = accessible
    lastQueryParameters = attributes
    lastResultCode = SecItemAdd(attributes as CFDictionary, nil)
    if lastResultCode == errSecDuplicateItem {
      let query = baseQuery(forKey: key, matchingAnySync: false)
      let changes: [String: Any] = [
        kSecValueData as String: value,
        kSecAttrAccessible as String: accessible,
      ]
      lastResultCode = SecItemUpdate(query as CFDictionary, changes as CFDictionary)
    }
    return lastResultCode == noErr
  }

  /// Stores a boolean as one byte.
  @discardableResult
  func set(_ value: Bool, forKey key: String) -> Bool {
    set(Data([value ? 1 : 0]), forKey: key)
  }

  /// The string stored under a key.
  func get(_ key: String) -> String? {
    getData(key).flatMap { String(data: $0, encoding: .utf8) }
  }

  /// The boolean stored under a key.
  func getBool(_ key: String) -> Bool? {
    guard let data = getData(key), let first = data.first else { return nil }
    return first == 1
  }

  /// The bytes stored under a key.
  func getData(_ key: String) -> Data? {
    var query = baseQuery(forKey: key, matchingAnySync: true)
    query[kSecReturnData as String] = kCFBooleanTrue
    query[kSecMatchLimit as String] = kSecMatchLimitOne
    lastQueryParameters = query
    var result: AnyObject?
    lastResultCode = withUnsafeMutablePointer(to: &result) {
      SecItemCopyMatching(query as CFDictionary, UnsafeMutablePointer($0))
    }
    guard lastResultCode == noErr else { return nil }
    return result as? Data
  }

  /// Deletes the item stored under a key.
  @discardableResult
  func delete(_ key: String) -> Bool {
    let query = baseQuery(forKey: key, matchingAnySync: true)
    lastQueryParameters = query
    lastResultCode = SecItemDelete(query as CFDictionary)
    return lastResultCode == noErr
  }

  /// The keys of every generic password the app can read, without the prefix filter.
  func allKeys() -> [String] {
    var query: [String: Any] = [
      kSecClass as String: kSecClassGenericPassword,
      kSecReturnAttributes as String: true,
      kSecMatchLimit as String: kSecMatchLimitAll,
    ]
    if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
    if synchronizable { query[kSecAttrSynchronizable as String] = kSecAttrSynchronizableAny }
    lastQueryParameters = query
    var result: CFTypeRef?
    lastResultCode = SecItemCopyMatching(query as CFDictionary, &result)
    guard lastResultCode == noErr, let items = result as? [[String: Any]] else { return [] }
    return items.compactMap { $0[kSecAttrAccount as String] as? String }
  }

  /// Deletes every generic password in the access group (or in all writable groups).
  @discardableResult
  func clear() -> Bool {
    var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword]
    if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
    if synchronizable { query[kSecAttrSynchronizable as String] = kSecAttrSynchronizableAny }
    lastQueryParameters = query
    lastResultCode = SecItemDelete(query as CFDictionary)
    return lastResultCode == noErr
  }

  private func baseQuery(forKey key: String, matchingAnySync: Bool) -> [String: Any] {
    var query: [String: Any] = [
      kSecClass as String: kSecClassGenericPassword,
      kSecAttrAccount as String: keyPrefix + key,
    ]
    if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
    if synchronizable {
      query[kSecAttrSynchronizable as String] =
        matchingAnySync ? kSecAttrSynchronizableAny : kCFBooleanTrue
    }
    return query
  }
}
