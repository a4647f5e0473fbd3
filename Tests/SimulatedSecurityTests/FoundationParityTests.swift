import AccessGroupKit
import Foundation
import SimulatedSecurity
import Testing

/// Darwin's Foundation shapes that keychain code relies on compile and behave on Linux.
@Suite struct FoundationParityTests {
  /// `kSecAttrService as! NSCopying`, as older code writes it; typed `Any` first so the cast
  /// is a real one on every platform.
  private func copyingKey(_ key: Any) -> NSCopying { key as! NSCopying }

  @Test("setObject(_:forKey:) takes an NSCopying key, and plain keys still compile")
  func setObjectTakesAnNSCopyingKey() {
    let query = NSMutableDictionary()
    query.setObject(kSecClassGenericPassword, forKey: copyingKey(kSecClass))
    query.setObject("parity", forKey: copyingKey(kSecAttrService))
    query.setObject("alice", forKey: kSecAttrAccount as NSString)
    query.setObject(Data("secret".utf8), forKey: "v_Data" as NSString)
    #expect(query.count == 4)
    #expect(query[kSecAttrService as String] as? String == "parity")
    #expect(query[kSecClass as String] as? String == "genp")
    SimulatedKeychain.withApp(SimulatedApp.defaultApp) {
      #expect(SecItemAdd(query, nil) == errSecSuccess)
      let search = NSMutableDictionary()
      search.setObject(kSecClassGenericPassword, forKey: copyingKey(kSecClass))
      search.setObject("parity", forKey: copyingKey(kSecAttrService))
      search.setObject(kCFBooleanTrue!, forKey: copyingKey(kSecReturnData))
      var result: CFTypeRef?
      #expect(SecItemCopyMatching(search, &result) == errSecSuccess)
      #expect(result as? Data == Data("secret".utf8))
    }
  }

  @Test("Constants bridged to String fit a [String: any Sendable] query")
  func sendableQueryWithStringConstants() {
    let query: [String: any Sendable] = [
      kSecClass as String: kSecClassGenericPassword as String,
      kSecAttrService as String: "sendable",
      kSecValueData as String: Data("v".utf8),
    ]
    SimulatedKeychain.withApp(SimulatedApp.defaultApp) {
      #expect(SecItemAdd(query as CFDictionary, nil) == errSecSuccess)
      let search: [String: any Sendable] = [
        kSecClass as String: kSecClassGenericPassword as String,
        kSecAttrService as String: "sendable",
      ]
      #expect(SecItemCopyMatching(search as CFDictionary, nil) == errSecSuccess)
    }
  }
}
