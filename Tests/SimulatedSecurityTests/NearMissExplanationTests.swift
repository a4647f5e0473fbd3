import AccessGroupKit
import Foundation
import SimulatedSecurity
import Testing

extension SimulatedDeviceSuite {
  /// The near miss of a failed SecItem call, as a test on Linux reads it.
  @Suite struct NearMissExplanationTests {
    @Test func aWidgetReadingWithItsOwnBundleIDAsServiceIsToldTheAppsService() {
      SimulatedDeviceSuite.start(as: SimulatedDeviceSuite.mainApp)
      let item: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: "com.example.app",
        kSecAttrAccount as String: "token",
        kSecValueData as String: Data("t".utf8),
      ]
      #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)

      SimulatedKeychain.use(app: SimulatedDeviceSuite.widget)
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: "com.example.app.widget",
        kSecAttrAccount as String: "token",
        kSecReturnData as String: true,
      ]
      var result: CFTypeRef?
      #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecItemNotFound)
      #expect(result == nil)
      let explanation = SimulatedKeychain.lastExplanation
      #expect(explanation?.summary == "No matching items found.")
      #expect(
        explanation?.details.contains(
          "1 item matches except kSecAttrService: \"com.example.app\" (stored) ≠ "
            + "\"com.example.app.widget\" (queried), in \"\(SimulatedDeviceSuite.sharedGroup)\"")
          == true, "\(String(describing: explanation))")
      #expect(
        explanation?.details.contains {
          $0.contains("\"com.example.app.widget\" is this app's own bundle ID")
        } == true)
    }
  }
}
