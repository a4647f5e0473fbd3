import Foundation
import SimulatedSecurity
import Testing

@Suite struct SecAccessControlCreateWithFlagsTests {
  @Test(arguments: [
    SecAccessControlCreateFlags.userPresence, .biometryAny, .biometryCurrentSet, .devicePasscode,
    [.biometryAny, .or, .devicePasscode], [.privateKeyUsage, .userPresence], [],
  ])
  func validFlagsCreateAnAccessControl(_ flags: SecAccessControlCreateFlags) {
    var error: Unmanaged<CFError>?
    let access = SecAccessControlCreateWithFlags(
      kCFAllocatorDefault, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, flags, &error)
    #expect(access != nil)
    #expect(error == nil)
  }

  @Test(arguments: [
    SecAccessControlCreateFlags([.or, .and, .devicePasscode]),
    [.biometryAny, .biometryCurrentSet],
    [.userPresence, .devicePasscode],
  ])
  func conflictingFlagsFailWithParam(_ flags: SecAccessControlCreateFlags) {
    var error: Unmanaged<CFError>?
    let access = SecAccessControlCreateWithFlags(
      nil, kSecAttrAccessibleWhenUnlocked, flags, &error)
    #expect(access == nil)
    #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == -50)
  }

  @Test func anUnknownProtectionFailsWithParam() {
    var error: Unmanaged<CFError>?
    let access = SecAccessControlCreateWithFlags(nil, "zz" as CFString, [], &error)
    #expect(access == nil)
    #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == -50)
  }

  @Test func flagsHaveApplesRawValues() {
    #expect(SecAccessControlCreateFlags.userPresence.rawValue == 1)
    #expect(SecAccessControlCreateFlags.biometryAny.rawValue == 2)
    #expect(SecAccessControlCreateFlags.biometryCurrentSet.rawValue == 8)
    #expect(SecAccessControlCreateFlags.devicePasscode.rawValue == 16)
    #if !canImport(Darwin)
      // Deprecated on Apple platforms.
      #expect(SecAccessControlCreateFlags.watch.rawValue == 32)
    #endif
    #expect(SecAccessControlCreateFlags.or.rawValue == 16384)
    #expect(SecAccessControlCreateFlags.and.rawValue == 32768)
    #expect(SecAccessControlCreateFlags.privateKeyUsage.rawValue == 1 << 30)
    #expect(SecAccessControlCreateFlags.applicationPassword.rawValue == 1 << 31)
  }
}
