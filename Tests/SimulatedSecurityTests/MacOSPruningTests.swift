import AccessGroupKit
import Foundation
import SimulatedSecurity
import Testing

extension SimulatedDeviceSuite {
  /// A macOS app's Delete and Update queries lose the keys the macOS SecItem shim prunes
  /// (`SecItemCopyTranslatedAttributes` in `OSX/libsecurity_keychain/lib/SecItem.cpp`), so
  /// the `kSecMatchLimitAll` and `kSecReturn*` keys code written for macOS leaves in them
  /// are accepted there, also from a Mac Catalyst app; an iOS app's are `errSecParam`.
  @Suite struct MacOSPruningTests {
    static let macApp = SimulatedApp(
      teamID: SimulatedDeviceSuite.team, bundleID: "com.example.mac", platform: .macOS)

    private func accounts() -> [String] {
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: "pruning",
        kSecReturnAttributes as String: true,
        kSecMatchLimit as String: kSecMatchLimitAll,
      ]
      var result: CFTypeRef?
      let status = SecItemCopyMatching(query as CFDictionary, &result)
      guard status == errSecSuccess else { return [] }
      return ((result as? [[String: Any]]) ?? []).compactMap {
        $0[kSecAttrAccount as String] as? String
      }.sorted()
    }

    private var deleteAllQuery: [String: Any] {
      [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: "pruning",
        kSecMatchLimit as String: kSecMatchLimitAll,
        kSecReturnAttributes as String: true,
        kSecReturnData as String: true,
      ]
    }

    @Test func aMacAppsDeleteWithMatchLimitAllAndReturnKeysDeletesEveryMatch() {
      SimulatedDeviceSuite.start(as: Self.macApp)
      SimulatedDeviceSuite.addPasswords(service: "pruning", accounts: ["alice", "bob"])
      #expect(SecItemDelete(deleteAllQuery as CFDictionary) == errSecSuccess)
      #expect(accounts() == [])
      #expect(SimulatedKeychain.itemCount == 0)
    }

    @Test func aMacAppsDeleteIgnoresTheDataItNamesAsTheShimPrunesIt() {
      SimulatedDeviceSuite.start(as: Self.macApp)
      SimulatedDeviceSuite.addPasswords(service: "pruning", accounts: ["alice", "bob"])
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "alice",
        kSecValueData as String: Data("not alice's data".utf8),
      ]
      #expect(SecItemDelete(query as CFDictionary) == errSecSuccess)
      #expect(accounts() == ["bob"])
    }

    @Test func aCatalystAppsDeleteIsPrunedAsItGoesToTheDataProtectionKeychain() {
      SimulatedDeviceSuite.start(
        as: SimulatedApp(
          teamID: SimulatedDeviceSuite.team, bundleID: "com.example.catalyst",
          platform: .macCatalyst))
      SimulatedDeviceSuite.addPasswords(service: "pruning", accounts: ["alice", "bob"])
      #expect(SecItemDelete(deleteAllQuery as CFDictionary) == errSecSuccess)
      #expect(accounts() == [])
    }

    @Test func anIOSAppsDeleteWithMatchLimitAllIsAParameterErrorAndDeletesNothing() {
      SimulatedDeviceSuite.start()
      SimulatedDeviceSuite.addPasswords(service: "pruning", accounts: ["alice", "bob"])
      #expect(SecItemDelete(deleteAllQuery as CFDictionary) == errSecParam)
      #expect(accounts() == ["alice", "bob"])
    }

    @Test func aMacAppsUpdateWithMatchAndReturnKeysChangesEveryMatch() {
      SimulatedDeviceSuite.start(as: Self.macApp)
      SimulatedDeviceSuite.addPasswords(service: "pruning", accounts: ["alice", "bob"])
      let changes: [String: Any] = [kSecAttrLabel as String: "renamed"]
      #expect(
        SecItemUpdate(deleteAllQuery as CFDictionary, changes as CFDictionary) == errSecSuccess)
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrLabel as String: "renamed",
        kSecReturnAttributes as String: true,
        kSecMatchLimit as String: kSecMatchLimitAll,
      ]
      var result: CFTypeRef?
      #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
      #expect((result as? [[String: Any]])?.count == 2)
    }

    @Test func anIOSAppsUpdateWithMatchLimitAllIsAParameterErrorAndChangesNothing() {
      SimulatedDeviceSuite.start()
      SimulatedDeviceSuite.addPasswords(service: "pruning", accounts: ["alice"])
      let changes: [String: Any] = [kSecAttrLabel as String: "renamed"]
      #expect(SecItemUpdate(deleteAllQuery as CFDictionary, changes as CFDictionary) == errSecParam)
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrLabel as String: "renamed",
      ]
      #expect(SecItemCopyMatching(query as CFDictionary, nil) == errSecItemNotFound)
      #expect(accounts() == ["alice"])
    }

    @Test func aMacAppsSharingGroupWithTheDataProtectionFlagOffStaysAParameterError() {
      SimulatedDeviceSuite.start(as: Self.macApp)
      SimulatedDeviceSuite.addPasswords(service: "pruning", accounts: ["alice"])
      var query = deleteAllQuery
      query["ggrp"] = "group"  // kSecAttrSharingGroup, which Security does not export
      query[kSecUseDataProtectionKeychain as String] = false
      #expect(SecItemDelete(query as CFDictionary) == errSecParam)
      #expect(accounts() == ["alice"])
    }
  }
}
