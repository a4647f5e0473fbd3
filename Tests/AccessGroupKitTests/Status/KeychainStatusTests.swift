import AccessGroupKit
import Testing

/// Every status against Apple's values in `SecBase.h`.
@Suite struct KeychainStatusTests {
  static let table: [(KeychainStatus, Int32, String)] = [
    (.success, 0, "errSecSuccess"), (.unimplemented, -4, "errSecUnimplemented"),
    (.io, -36, "errSecIO"), (.parameter, -50, "errSecParam"),
    (.allocate, -108, "errSecAllocate"), (.userCanceled, -128, "errSecUserCanceled"),
    (.badRequest, -909, "errSecBadReq"), (.internalComponent, -2070, "errSecInternalComponent"),
    (.notAvailable, -25291, "errSecNotAvailable"), (.readOnly, -25292, "errSecReadOnly"),
    (.authFailed, -25293, "errSecAuthFailed"), (.duplicateItem, -25299, "errSecDuplicateItem"),
    (.itemNotFound, -25300, "errSecItemNotFound"), (.dataTooLarge, -25302, "errSecDataTooLarge"),
    (.noSuchAttribute, -25303, "errSecNoSuchAttr"),
    (.invalidItemReference, -25304, "errSecInvalidItemRef"),
    (.noSuchClass, -25306, "errSecNoSuchClass"),
    (.interactionNotAllowed, -25308, "errSecInteractionNotAllowed"),
    (.readOnlyAttribute, -25309, "errSecReadOnlyAttr"),
    (.interactionRequired, -25315, "errSecInteractionRequired"),
    (.dataNotAvailable, -25316, "errSecDataNotAvailable"),
    (.noAccessForItem, -25243, "errSecNoAccessForItem"),
    (.invalidOwnerEdit, -25244, "errSecInvalidOwnerEdit"), (.decode, -26275, "errSecDecode"),
    (.internal, -26276, "errSecInternal"), (.authNeeded, -25330, "errSecAuthNeeded"),
    (.missingEntitlement, -34018, "errSecMissingEntitlement"),
    (.upgradePending, -34019, "errSecUpgradePending"),
    (.restrictedAPI, -34020, "errSecRestrictedAPI"), (.invalidValue, -67694, "errSecInvalidValue"),
    (.notTrusted, -67843, "errSecNotTrusted"), (.missingValue, -67871, "errSecMissingValue"),
  ]

  @Test(arguments: table)
  func constantMatchesSecBase(_ status: KeychainStatus, _ value: Int32, _ name: String) {
    #expect(status.rawValue == value)
    #expect(status.name == name)
    #expect(status.description == "\(name) (\(value))")
    #expect(KeychainStatus(parsing: name) == status)
    #expect(KeychainStatus(parsing: String(value)) == status)
  }

  @Test func everyKnownStatusIsInTheTable() {
    #expect(Set(KeychainStatus.allKnown) == Set(Self.table.map(\.0)))
  }

  @Test func messagesAreApplesText() {
    #expect(KeychainStatus.missingEntitlement.message == "A required entitlement isn't present.")
    #expect(
      KeychainStatus.itemNotFound.message
        == "The specified item could not be found in the keychain.")
    #expect(KeychainStatus.internal.message == "OSStatus -26276")
  }

  @Test func unknownStatusPrintsAsANumber() {
    let status = KeychainStatus(rawValue: -12345)
    #expect(status.description == "OSStatus -12345")
    #expect(status.name == nil)
    #expect(status.message == "OSStatus -12345")
    #expect(KeychainStatus(parsing: "errSecNoSuchThing") == nil)
  }

  @Test func statusMatchesInCatchPatterns() {
    func fail() throws { throw KeychainStatus.duplicateItem }
    var caught: KeychainStatus?
    do { try fail() } catch KeychainStatus.itemNotFound {
      caught = .itemNotFound
    } catch KeychainStatus.duplicateItem { caught = .duplicateItem } catch {}
    #expect(caught == .duplicateItem)
    #expect(!KeychainStatus.duplicateItem.isSuccess)
    #expect(KeychainStatus.success.isSuccess)
  }

  @Test("A status pattern matches a thrown KeychainError of that status")
  func statusMatchesAThrownKeychainError() {
    func fail() throws(KeychainError) { throw KeychainError(.missingEntitlement) }
    var caught: KeychainStatus?
    do { try fail() } catch KeychainStatus.itemNotFound {
      caught = .itemNotFound
    } catch KeychainStatus.missingEntitlement { caught = .missingEntitlement } catch {}
    #expect(caught == .missingEntitlement)
    #expect(KeychainError(.itemNotFound) != KeychainError(.duplicateItem))
    #expect(KeychainError(.itemNotFound).description == KeychainStatus.itemNotFound.description)
  }

  @Test func statusIsSendable() {
    let status: any Sendable = KeychainStatus.success
    #expect(status is KeychainStatus)
  }
}
