import Foundation
import SimulatedSecurity
import Testing

/// One `errSec*` status and its value from §6.
struct SpecStatus: Sendable, CustomTestStringConvertible {
  let name: String
  let value: OSStatus
  let expected: OSStatus

  init(_ name: String, _ value: OSStatus, _ expected: OSStatus) {
    self.name = name
    self.value = value
    self.expected = expected
  }

  var testDescription: String { name }
}

/// Every declared status has the value of Apple's `SecBase.h` (and `SecBasePriv.h`).
@Suite struct SecurityStatusCodesTests {
  /// The statuses of the public `SecBase.h`, present on every platform.
  static let publicStatuses: [SpecStatus] = [
    SpecStatus("errSecSuccess", errSecSuccess, 0),
    SpecStatus("errSecUnimplemented", errSecUnimplemented, -4),
    SpecStatus("errSecIO", errSecIO, -36),
    SpecStatus("errSecParam", errSecParam, -50),
    SpecStatus("errSecAllocate", errSecAllocate, -108),
    SpecStatus("errSecUserCanceled", errSecUserCanceled, -128),
    SpecStatus("errSecBadReq", errSecBadReq, -909),
    SpecStatus("errSecInternalComponent", errSecInternalComponent, -2070),
    SpecStatus("errSecNotAvailable", errSecNotAvailable, -25291),
    SpecStatus("errSecReadOnly", errSecReadOnly, -25292),
    SpecStatus("errSecAuthFailed", errSecAuthFailed, -25293),
    SpecStatus("errSecDuplicateItem", errSecDuplicateItem, -25299),
    SpecStatus("errSecItemNotFound", errSecItemNotFound, -25300),
    SpecStatus("errSecDataTooLarge", errSecDataTooLarge, -25302),
    SpecStatus("errSecNoSuchAttr", errSecNoSuchAttr, -25303),
    SpecStatus("errSecInvalidItemRef", errSecInvalidItemRef, -25304),
    SpecStatus("errSecNoSuchClass", errSecNoSuchClass, -25306),
    SpecStatus("errSecInteractionNotAllowed", errSecInteractionNotAllowed, -25308),
    SpecStatus("errSecReadOnlyAttr", errSecReadOnlyAttr, -25309),
    SpecStatus("errSecInteractionRequired", errSecInteractionRequired, -25315),
    SpecStatus("errSecDataNotAvailable", errSecDataNotAvailable, -25316),
    SpecStatus("errSecNoAccessForItem", errSecNoAccessForItem, -25243),
    SpecStatus("errSecInvalidOwnerEdit", errSecInvalidOwnerEdit, -25244),
    SpecStatus("errSecDecode", errSecDecode, -26275),
    SpecStatus("errSecMissingEntitlement", errSecMissingEntitlement, -34018),
    SpecStatus("errSecRestrictedAPI", errSecRestrictedAPI, -34020),
    SpecStatus("errSecInvalidValue", errSecInvalidValue, -67694),
    SpecStatus("errSecNotTrusted", errSecNotTrusted, -67843),
    SpecStatus("errSecMissingValue", errSecMissingValue, -67871),
  ]

  @Test(arguments: publicStatuses)
  func publicStatusHasApplesValue(_ status: SpecStatus) {
    #expect(status.value == status.expected)
    #expect(SecCopyErrorMessageString(status.value, nil) != nil)
  }

  #if !canImport(Darwin)
    /// The private statuses of `SecBasePriv.h`, declared on Linux only; most are aliases.
    static let privateStatuses: [SpecStatus] = [
      SpecStatus("errSecItemInvalidKey", errSecItemInvalidKey, -50),
      SpecStatus("errSecItemInvalidKeyType", errSecItemInvalidKeyType, -50),
      SpecStatus("errSecItemInvalidValue", errSecItemInvalidValue, -50),
      SpecStatus("errSecItemClassMissing", errSecItemClassMissing, -50),
      SpecStatus("errSecItemMatchUnsupported", errSecItemMatchUnsupported, -50),
      SpecStatus("errSecUseItemListUnsupported", errSecUseItemListUnsupported, -50),
      SpecStatus("errSecUseKeychainUnsupported", errSecUseKeychainUnsupported, -50),
      SpecStatus("errSecReturnDataUnsupported", errSecReturnDataUnsupported, -50),
      SpecStatus("errSecReturnAttributesUnsupported", errSecReturnAttributesUnsupported, -50),
      SpecStatus("errSecReturnRefUnsupported", errSecReturnRefUnsupported, -50),
      SpecStatus("errSecReturnPersistentRefUnsupported", errSecReturnPersistentRefUnsupported, -50),
      SpecStatus("errSecValueRefUnsupported", errSecValueRefUnsupported, -50),
      SpecStatus("errSecValuePersistentRefUnsupported", errSecValuePersistentRefUnsupported, -50),
      SpecStatus("errSecReturnMissingPointer", errSecReturnMissingPointer, -50),
      SpecStatus("errSecMatchLimitUnsupported", errSecMatchLimitUnsupported, -50),
      SpecStatus("errSecItemIllegalQuery", errSecItemIllegalQuery, -50),
      SpecStatus("errSecUnsupportedOperation", errSecUnsupportedOperation, -4),
      SpecStatus("errSecUnsupportedAlgorithm", errSecUnsupportedAlgorithm, -4),
      SpecStatus("errSecInvalidKey", errSecInvalidKey, -26275),
      SpecStatus("errSecInvalidCertificate", errSecInvalidCertificate, -26275),
      SpecStatus("errSecInternal", errSecInternal, -26276),
      SpecStatus("errSecAuthNeeded", errSecAuthNeeded, -25330),
      SpecStatus("errSecUpgradePending", errSecUpgradePending, -34019),
    ]

    @Test(arguments: privateStatuses)
    func privateStatusHasItsActualValue(_ status: SpecStatus) {
      #expect(status.value == status.expected)
      #expect(status.value < 0)
    }
  #endif

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
