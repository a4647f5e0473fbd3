import Foundation
import SimulatedSecurity
import Testing

extension SimulatedDeviceSuite {
  /// The shapes of `CFTypeRef` results and the casts existing code applies to them.
  @Suite struct SecItemResultTests {
    @Test func returnDataCastsToData() {
      SimulatedDeviceSuite.start()
      SimulatedDeviceSuite.addPasswords(service: "results", accounts: ["alice"])
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "alice",
        kSecReturnData as String: kCFBooleanTrue as Any,
      ]
      var result: CFTypeRef?
      #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
      #expect(result as? Data == Data("alice".utf8))
      #expect((result as? NSData)?.length == 5)
      #expect(result is NSData)
    }

    @Test func theUnsafeMutablePointerPatternReceivesTheResult() {
      SimulatedDeviceSuite.start()
      SimulatedDeviceSuite.addPasswords(service: "results", accounts: ["alice"])
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "alice",
        kSecReturnData as String: true,
        kSecMatchLimit as String: kSecMatchLimitOne,
      ]
      var result: AnyObject?
      let status = withUnsafeMutablePointer(to: &result) {
        SecItemCopyMatching(query as CFDictionary, UnsafeMutablePointer($0))
      }
      #expect(status == noErr)
      #expect(result as? Data == Data("alice".utf8))
    }

    @Test func matchLimitAllWithAttributesCastsToAnArrayOfDictionaries() {
      SimulatedDeviceSuite.start()
      SimulatedDeviceSuite.addPasswords(service: "results", accounts: ["alice", "bob"])
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: "results",
        kSecReturnAttributes as String: true,
        kSecMatchLimit as String: kSecMatchLimitAll,
      ]
      var result: CFTypeRef?
      #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
      let items = result as? [[String: Any]]
      #expect(items?.compactMap { $0["acct"] as? String }.sorted() == ["alice", "bob"])
      #expect((result as? NSArray)?.count == 2)
      #expect((result as? NSArray)?.firstObject is NSDictionary)
    }

    @Test func matchLimitAllWithDataCastsToAnArrayOfData() {
      SimulatedDeviceSuite.start()
      SimulatedDeviceSuite.addPasswords(service: "results", accounts: ["alice", "bob"])
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecReturnData as String: true,
        kSecMatchLimit as String: kSecMatchLimitAll,
      ]
      var result: CFTypeRef?
      #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
      let values = (result as? [Data])?.compactMap { String(data: $0, encoding: .utf8) }
      #expect(values?.sorted() == ["alice", "bob"])
    }

    @Test func attributesAndDataCastToNSDictionary() {
      SimulatedDeviceSuite.start()
      SimulatedDeviceSuite.addPasswords(service: "results", accounts: ["alice"])
      let query: NSDictionary = [
        kSecClass: kSecClassGenericPassword,
        kSecAttrAccount: "alice",
        kSecReturnAttributes: kCFBooleanTrue as Any,
        kSecReturnData: kCFBooleanTrue as Any,
      ]
      var result: CFTypeRef?
      #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
      let dictionary = result as? NSDictionary
      #expect(dictionary?[kSecValueData] as? Data == Data("alice".utf8))
      #expect(dictionary?[kSecAttrService as String] as? String == "results")
      #expect(dictionary?[kSecAttrModificationDate as String] is Date)
    }

    @Test func addReturnsAttributesWhenAsked() {
      SimulatedDeviceSuite.start()
      let attributes: [CFString: Any] = [
        kSecClass: kSecClassGenericPassword,
        kSecAttrAccount: "alice",
        kSecValueData: Data("x".utf8),
        kSecReturnAttributes: true,
      ]
      var result: CFTypeRef?
      #expect(SecItemAdd(attributes as CFDictionary, &result) == errSecSuccess)
      let returned = result as? [String: Any]
      #expect(returned?["acct"] as? String == "alice")
      #expect(returned?["agrp"] as? String == "ABCDE12345.com.example.shared")
    }

    @Test func aFailedCallLeavesTheResultUntouched() {
      SimulatedDeviceSuite.start()
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "nobody",
        kSecReturnData as String: true,
      ]
      var result: CFTypeRef? = NSString(string: "unchanged")
      #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecItemNotFound)
      #expect(result as? String == "unchanged")
    }

    @Test func aNumberKeyIsNoSuchAttribute() {
      SimulatedDeviceSuite.start()
      let query: NSDictionary = [kSecClass: kSecClassGenericPassword, NSNumber(value: 7): "x"]
      #expect(SecItemDelete(query as CFDictionary) == errSecNoSuchAttr)
      #expect(SimulatedKeychain.lastExplanation?.rule == "§2.1")
    }
  }
}
