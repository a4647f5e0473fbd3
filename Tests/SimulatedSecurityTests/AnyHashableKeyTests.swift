import Foundation
import SimulatedSecurity
import Testing

extension SimulatedDeviceSuite {
  /// `kSec*` constants as `AnyHashable` keys and as values of compared dictionaries, as code
  /// written for Apple platforms uses them on SecItem results and queries.
  @Suite struct AnyHashableKeyTests {
    @Test func aConstantKeyFindsItsAttributeInAnAnyHashableResult() {
      SimulatedDeviceSuite.start()
      SimulatedDeviceSuite.addPasswords(service: "hashing", accounts: ["alice"])
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "alice",
        kSecReturnAttributes as String: true,
      ]
      var result: CFTypeRef?
      #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
      let attributes = result as? [AnyHashable: Any]
      #expect(attributes?[kSecAttrAccount] as? String == "alice")
      #expect(attributes?[kSecAttrService] as? String == "hashing")
      #expect(attributes?[kSecAttrAccount as String] as? String == "alice")
    }

    @Test func constantKeysFindAttributesInEveryItemOfAMatchLimitAllResult() {
      SimulatedDeviceSuite.start()
      SimulatedDeviceSuite.addPasswords(service: "hashing", accounts: ["alice"])
      SimulatedDeviceSuite.addPasswords(service: "hashing", accounts: ["bob"])
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: "hashing",
        kSecReturnAttributes as String: kCFBooleanTrue as Any,
        kSecMatchLimit as String: kSecMatchLimitAll,
      ]
      var result: AnyObject?
      #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
      let items = result as? [[AnyHashable: Any]]
      let accounts = items?.compactMap { $0[kSecAttrAccount] as? String }
      #expect(accounts?.sorted() == ["alice", "bob"])
    }

    @Test func aConstantHashesAndComparesAsItsStringInsideAnyHashable() {
      SimulatedDeviceSuite.start()
      SimulatedDeviceSuite.addPasswords(service: "hashing", accounts: ["carol"])
      #expect(AnyHashable(kSecAttrAccount) == AnyHashable("acct"))
      #expect(AnyHashable(kSecAttrAccount).hashValue == AnyHashable("acct").hashValue)
      let keys: Set<AnyHashable> = [kSecAttrAccount, "acct", kSecClass]
      #expect(keys.count == 2)
      let query: [AnyHashable: Any] = [
        kSecClass: kSecClassGenericPassword, kSecAttrAccount: "carol",
      ]
      #expect(SecItemCopyMatching(query as CFDictionary, nil) == errSecSuccess)
    }

    @Test func booleanAndNumberObjectsCompareAsSwiftValuesInsideAnyHashable() {
      SimulatedDeviceSuite.start()
      SimulatedDeviceSuite.addPasswords(service: "hashing", accounts: ["dave"])
      #expect(AnyHashable(kCFBooleanTrue as NSNumber) == AnyHashable(true))
      #expect(AnyHashable(kCFBooleanFalse as NSNumber) == AnyHashable(false))
      #expect(AnyHashable(NSNumber(value: 443)) == AnyHashable(443))
      #expect(AnyHashable(NSNumber(value: 1)) != AnyHashable(true))
      #expect(AnyHashable(NSNumber(value: 1.5)) == AnyHashable(1.5))
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "dave",
        kSecReturnAttributes as String: true,
      ]
      var result: CFTypeRef?
      #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
      let attributes = result as? [AnyHashable: Any]
      #expect(attributes?[kSecAttrSynchronizable] as? NSNumber == 0)
    }

    @Test func dictionariesHoldingConstantsAreEqualAsNSDictionaries() {
      SimulatedDeviceSuite.start()
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: "hashing",
        kSecAttrAccount as String: "erin",
        kSecAttrSynchronizable as String: kCFBooleanTrue as Any,
        kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
        kSecValueData as String: Data("erin".utf8),
      ]
      let copy = query
      #expect(NSDictionary(dictionary: query).isEqual(to: copy))
      #expect(NSDictionary(dictionary: query) == NSDictionary(dictionary: copy))
      var other = query
      other[kSecClass as String] = kSecClassInternetPassword
      #expect(!NSDictionary(dictionary: query).isEqual(to: other))
      #expect(SecItemAdd(query as CFDictionary, nil) == errSecSuccess)
      var result: CFTypeRef?
      let find: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "erin",
        kSecAttrSynchronizable as String: kSecAttrSynchronizableAny,
        kSecReturnAttributes as String: true,
      ]
      #expect(SecItemCopyMatching(find as CFDictionary, &result) == errSecSuccess)
      let found = result as? [String: Any]
      let expected: [String: Any] = [
        kSecAttrAccount as String: "erin",
        kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
      ]
      let picked = found?.filter { expected.keys.contains($0.key) } ?? [:]
      #expect(NSDictionary(dictionary: picked).isEqual(to: expected))
    }
  }
}
