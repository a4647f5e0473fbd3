import Foundation
import SimulatedSecurity
import Testing

extension SimulatedDeviceSuite {
  @Suite struct SecAccessControlTests {
    @Test func anItemWithAnAccessControlStoresItsProtection() throws {
      SimulatedDeviceSuite.start()
      var error: Unmanaged<CFError>?
      let access = try #require(
        SecAccessControlCreateWithFlags(
          kCFAllocatorDefault, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, .userPresence,
          &error))
      #expect(error == nil)
      let attributes: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "guarded",
        kSecAttrAccessControl as String: access,
        kSecValueData as String: Data("secret".utf8),
      ]
      #expect(SecItemAdd(attributes as CFDictionary, nil) == errSecSuccess)
      var result: CFTypeRef?
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "guarded",
        kSecReturnAttributes as String: true,
      ]
      #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
      let attributesBack = result as? [String: Any]
      #expect(attributesBack?[kSecAttrAccessible as String] as? String == "akpu")
      #expect(attributesBack?[kSecAttrAccessControl as String] != nil)
      #if !canImport(Darwin)
        let control = attributesBack?[kSecAttrAccessControl as String] as? SecAccessControl
        #expect(control?.protection == "akpu")
      #endif
    }

    @Test func anAccessControlledItemCannotBeSynchronizable() throws {
      SimulatedDeviceSuite.start()
      let access = try #require(
        SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenUnlocked, [], nil))
      let attributes: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "synced",
        kSecAttrAccessControl as String: access,
        kSecAttrSynchronizable as String: kCFBooleanTrue as Any,
      ]
      #expect(SecItemAdd(attributes as CFDictionary, nil) == errSecParam)
      #expect(SimulatedKeychain.itemCount == 0)
    }

    @Test func aStringIsNotAnAccessControl() {
      SimulatedDeviceSuite.start()
      let attributes: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "bad",
        kSecAttrAccessControl as String: "ak",
      ]
      #expect(SecItemAdd(attributes as CFDictionary, nil) == errSecParam)
      #expect(SimulatedKeychain.lastExplanation?.status == .parameter)
    }
  }
}
