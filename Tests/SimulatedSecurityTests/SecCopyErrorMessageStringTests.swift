import Foundation
import SimulatedSecurity
import Testing

@Suite struct SecCopyErrorMessageStringTests {
  @Test(arguments: [
    (errSecSuccess, "No error."),
    (errSecItemNotFound, "The specified item could not be found in the keychain."),
    (errSecDuplicateItem, "The specified item already exists in the keychain."),
    (errSecMissingEntitlement, "A required entitlement isn't present."),
    (errSecInteractionNotAllowed, "User interaction is not allowed."),
    (errSecParam, "One or more parameters passed to a function were not valid."),
  ])
  func knownStatusesGiveApplesMessage(_ status: OSStatus, _ message: String) {
    let text = SecCopyErrorMessageString(status, nil) as String?
    #expect(text == message)
  }

  @Test func anUnknownStatusGivesTheNumber() {
    let text = SecCopyErrorMessageString(-12345, nil) as String?
    #expect(text == "OSStatus -12345")
  }
}
