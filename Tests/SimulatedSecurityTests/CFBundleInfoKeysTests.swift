import Foundation
import SimulatedSecurity
import Testing

extension SimulatedDeviceSuite {
  /// `kCFBundleIdentifierKey` and its siblings, which wrappers use to name their default
  /// service after the app.
  @Suite struct CFBundleInfoKeysTests {
    @Test func theBundleIdentifierKeyReadsAnInfoDictionaryAsOnApplePlatforms() {
      SimulatedDeviceSuite.start()
      let info: [String: Any] = ["CFBundleIdentifier": "com.example.app"]
      let service = info[String(kCFBundleIdentifierKey)] as? String ?? "fallback"
      #expect(service == "com.example.app")
      #expect(info[kCFBundleIdentifierKey as String] as? String == "com.example.app")
      let attributes: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: service,
        kSecAttrAccount as String: "alice",
      ]
      #expect(SecItemAdd(attributes as CFDictionary, nil) == errSecSuccess)
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: "com.example.app",
        kSecReturnAttributes as String: true,
      ]
      var result: CFTypeRef?
      #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
      #expect((result as? [String: Any])?[kSecAttrAccount as String] as? String == "alice")
    }

    @Test func theBundleKeysHaveTheirInfoPlistNames() {
      SimulatedDeviceSuite.start()
      let keys: [String] = [
        String(kCFBundleIdentifierKey), String(kCFBundleNameKey), String(kCFBundleVersionKey),
        String(kCFBundleExecutableKey), String(kCFBundleInfoDictionaryVersionKey),
        String(kCFBundleLocalizationsKey), String(kCFBundleDevelopmentRegionKey),
      ]
      #expect(
        keys == [
          "CFBundleIdentifier", "CFBundleName", "CFBundleVersion", "CFBundleExecutable",
          "CFBundleInfoDictionaryVersion", "CFBundleLocalizations", "CFBundleDevelopmentRegion",
        ])
      let code: FourCharCode = 0x6161_706C  // 'aapl'
      let creator: OSType = code
      let attributes: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "typed",
        kSecAttrCreator as String: NSNumber(value: creator),
      ]
      #expect(SecItemAdd(attributes as CFDictionary, nil) == errSecSuccess)
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrCreator as String: NSNumber(value: code),
        kSecReturnAttributes as String: true,
      ]
      var result: CFTypeRef?
      #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
      #expect((result as? [String: Any])?[kSecAttrAccount as String] as? String == "typed")
    }
  }
}
