import Foundation
import SimulatedSecurity
import Testing

// Linux only: on Apple platforms the calls go to the test target's forwarding functions.
#if !canImport(Darwin)
  extension SimulatedDeviceSuite {
    /// The SecItem functions can be called as statements, as Security's C functions can,
    /// without an unused-result warning (this file compiling without one is the check).
    @Suite struct SecItemDiscardableResultTests {
      @Test func callsWhoseStatusIsIgnoredStillChangeTheKeychain() {
        SimulatedDeviceSuite.start()
        let item: [String: Any] = [
          kSecClass as String: kSecClassGenericPassword,
          kSecAttrAccount as String: "statement",
          kSecValueData as String: Data("one".utf8),
        ]
        SecItemDelete(item as CFDictionary)
        SecItemAdd(item as CFDictionary, nil)
        let query: [String: Any] = [
          kSecClass as String: kSecClassGenericPassword,
          kSecAttrAccount as String: "statement",
        ]
        SecItemUpdate(query as CFDictionary, [kSecAttrLabel as String: "two"] as CFDictionary)
        SecItemCopyMatching(query as CFDictionary, nil)
        #expect(SimulatedKeychain.lastStatus == .success)
        var result: CFTypeRef?
        let find = query.merging([kSecReturnAttributes as String: true]) { $1 }
        #expect(SecItemCopyMatching(find as CFDictionary, &result) == errSecSuccess)
        #expect((result as? [String: Any])?[kSecAttrLabel as String] as? String == "two")
      }
    }
  }
#endif
