import AccessGroupKit
import Foundation
import SimulatedSecurity
import Testing

/// The constants bridge to strings as on Apple platforms; `AppleSecurityNamesTests` checks
/// every name and string against Apple's headers.
@Suite struct SecItemConstantsTests {
  @Test func constantsBridgeToStringsAndCompareEqual() {
    #expect(kSecClass as String == "class")
    #expect(String(kSecAttrAccessGroup) == "agrp")
    #expect(kSecAttrProtocolFTP as String == "ftp ")
    let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword]
    #expect(query["class"] as? String == "genp")
  }
}
