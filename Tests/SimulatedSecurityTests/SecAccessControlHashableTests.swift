import Foundation
import SimulatedSecurity
import Testing

extension SimulatedDeviceSuite {
  /// Access controls as `AnyHashable` values, as wrappers keep them in `[String: AnyHashable]`
  /// queries.
  @Suite struct SecAccessControlHashableTests {
    @Test func anAccessControlInAnAnyHashableQueryIsStoredWithTheItem() throws {
      SimulatedDeviceSuite.start()
      let access = try #require(
        SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenUnlocked, .userPresence, nil))
      let query: [String: AnyHashable] = [
        kSecClass as String: kSecClassGenericPassword as String,
        kSecAttrAccount as String: "guarded",
        kSecAttrAccessControl as String: access,
        kSecValueData as String: Data("secret".utf8),
      ]
      #expect(query[kSecAttrAccessControl as String] == AnyHashable(access))
      #expect(SecItemAdd(query as CFDictionary, nil) == errSecSuccess)
      let find: [String: AnyHashable] = [
        kSecClass as String: kSecClassGenericPassword as String,
        kSecAttrAccount as String: "guarded",
        kSecReturnAttributes as String: true,
      ]
      var result: CFTypeRef?
      #expect(SecItemCopyMatching(find as CFDictionary, &result) == errSecSuccess)
      let attributes = result as? [String: Any]
      #expect(attributes?[kSecAttrAccessible as String] as? String == "ak")
    }

    @Test func accessControlsWithTheSameProtectionAndFlagsAreEqual() throws {
      SimulatedDeviceSuite.start()
      let first = try #require(
        SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenUnlocked, .userPresence, nil))
      let second = try #require(
        SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenUnlocked, .userPresence, nil))
      let other = try #require(
        SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleAfterFirstUnlock, [], nil))
      #expect(first == second)
      #expect(first != other)
      #expect(AnyHashable(first) == AnyHashable(second))
      let attributes: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "other",
        kSecAttrAccessControl as String: other,
      ]
      #expect(SecItemAdd(attributes as CFDictionary, nil) == errSecSuccess)
      #expect(SimulatedKeychain.itemCount == 1)
    }
  }
}
