import Foundation
import SimulatedSecurity
import Testing

/// Statuses work as Apple's do in Swift; `AppleSecurityNamesTests` checks every name and
/// value against Apple's headers.
@Suite struct SecurityStatusCodesTests {
  @Test func noErrIsAnOSStatusZero() {
    let code: OSStatus = noErr
    #expect(code == 0)
    #expect(code == errSecSuccess)
  }

  @Test func statusesWorkAsSwitchPatterns() {
    func name(_ status: OSStatus) -> String {
      switch status {
      case errSecSuccess: "success"
      case errSecItemNotFound: "not found"
      case errSecMissingEntitlement: "entitlement"
      default: "other"
      }
    }
    #expect(name(-25300) == "not found")
    #expect(name(-34018) == "entitlement")
    #expect(name(-1) == "other")
  }
}
