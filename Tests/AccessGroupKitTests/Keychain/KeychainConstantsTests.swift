import Foundation
import Testing

@testable import AccessGroupKit

/// Every constant against the tables of §5 (keys and values) and §6 (statuses), like
/// swift-system's `ErrnoTest`.
@Suite("Keychain constants")
struct KeychainConstantsTests {
  /// Apple's values in `SecBase.h`.
  static let statuses: [(KeychainStatus, Int32)] = [
    (.success, 0), (.unimplemented, -4), (.io, -36), (.parameter, -50), (.allocate, -108),
    (.userCanceled, -128), (.badRequest, -909), (.internalComponent, -2070),
    (.notAvailable, -25291), (.readOnly, -25292), (.authFailed, -25293),
    (.duplicateItem, -25299), (.itemNotFound, -25300), (.dataTooLarge, -25302),
    (.noSuchAttribute, -25303), (.invalidItemReference, -25304), (.noSuchClass, -25306),
    (.interactionNotAllowed, -25308), (.readOnlyAttribute, -25309),
    (.interactionRequired, -25315), (.dataNotAvailable, -25316), (.noAccessForItem, -25243),
    (.invalidOwnerEdit, -25244), (.decode, -26275), (.missingEntitlement, -34018),
    (.restrictedAPI, -34020), (.invalidValue, -67694), (.notTrusted, -67843),
    (.missingValue, -67871), (.internal, -26276), (.authNeeded, -25330), (.upgradePending, -34019),
  ]

  @Test(arguments: statuses)
  func statusMatchesSpec(status: KeychainStatus, raw: Int32) {
    #expect(status.rawValue == raw)
  }

  /// `SecItemConstants.c`: Security constant → string.
  static let keys: [(KeychainAttribute, String)] = [
    (.itemClass, "class"), (.accessGroup, "agrp"), (.accessible, "pdmn"),
    (.accessControl, "accc"), (.account, "acct"), (.service, "svce"), (.generic, "gena"),
    (.server, "srvr"), (.securityDomain, "sdmn"), (.protocol, "ptcl"),
    (.authenticationType, "atyp"), (.port, "port"), (.path, "path"), (.label, "labl"),
    (.description, "desc"), (.comment, "icmt"), (.creationDate, "cdat"),
    (.modificationDate, "mdat"), (.creator, "crtr"), (.type, "type"), (.isInvisible, "invi"),
    (.isNegative, "nega"), (.scriptCode, "scrp"), (.hasCustomIcon, "cusi"), (.alias, "alis"),
    (.synchronizable, "sync"), (.tombstone, "tomb"), (.multiUser, "musr"),
    (.syncViewHint, "vwht"), (.tokenID, "tkid"), (.sha1, "sha1"), (.uuid, "UUID"),
    (.persistentReference, "persistref"), (.sysBound, "sysb"), (.sharingGroup, "ggrp"),
    (.appClipItem, "clip"), (.certificateType, "ctyp"), (.certificateEncoding, "cenc"),
    (.subject, "subj"), (.issuer, "issr"), (.serialNumber, "slnr"), (.subjectKeyID, "skid"),
    (.publicKeyHash, "pkhh"), (.keyClass, "kcls"), (.applicationLabel, "klbl"),
    (.applicationTag, "atag"), (.keySizeInBits, "bsiz"), (.effectiveKeySize, "esiz"),
    (.isPermanent, "perm"), (.isPrivate, "priv"), (.isModifiable, "modi"),
    (.startDate, "sdat"), (.endDate, "edat"), (.isSensitive, "sens"),
    (.wasAlwaysSensitive, "asen"), (.isExtractable, "extr"), (.wasNeverExtractable, "next"),
    (.canEncrypt, "encr"), (.canDecrypt, "decr"), (.canDerive, "drve"), (.canSign, "sign"),
    (.canVerify, "vrfy"), (.canSignRecover, "snrc"), (.canVerifyRecover, "vyrc"),
    (.canWrap, "wrap"), (.canUnwrap, "unwp"), (.valueData, "v_Data"), (.valueReference, "v_Ref"),
    (.valuePersistentReference, "v_PersistentRef"), (.returnData, "r_Data"),
    (.returnAttributes, "r_Attributes"), (.returnReference, "r_Ref"),
    (.returnPersistentReference, "r_PersistentRef"), (.matchLimit, "m_Limit"),
    (.matchCaseInsensitive, "m_CaseInsensitive"), (.matchPolicy, "m_Policy"),
    (.matchItemList, "m_ItemList"), (.matchSearchList, "m_SearchList"),
    (.matchIssuers, "m_Issuers"), (.matchEmailAddressIfPresent, "m_EmailAddressIfPresent"),
    (.matchSubjectContains, "m_SubjectContains"), (.matchTrustedOnly, "m_TrustedOnly"),
    (.matchValidOnDate, "m_ValidOnDate"), (.useDataProtectionKeychain, "nleg"),
    (.useAuthenticationContext, "u_AuthCtx"), (.useAuthenticationUI, "u_AuthUI"),
    (.useOperationPrompt, "u_OpPrompt"), (.useNoAuthenticationUI, "u_NoAuthUI"),
    (.useItemList, "u_ItemList"), (.useCredentialReference, "u_CredRef"),
    (.useTombstones, "u_Tomb"), (.useKeychain, "u_Keychain"), (.access, "acls"),
  ]

  @Test(arguments: keys)
  func keyMatchesSpec(attribute: KeychainAttribute, raw: String) {
    #expect(attribute.rawValue == raw)
    #expect(KeychainAttribute.allKnown.contains { $0.attribute == attribute })
  }

  @Test func everyKnownKeyNamesItsSecurityConstant() {
    for (attribute, constant) in KeychainAttribute.allKnown {
      #expect(constant.hasPrefix("kSec"), "\(attribute)")
    }
    #expect(
      Set(KeychainAttribute.allKnown.map(\.attribute)).count == KeychainAttribute.allKnown.count)
  }

  static let classes: [(ItemClass, String)] = [
    (.genericPassword, "genp"), (.internetPassword, "inet"), (.certificate, "cert"),
    (.key, "keys"), (.identity, "idnt"),
  ]

  @Test(arguments: classes)
  func classMatchesSpec(itemClass: ItemClass, raw: String) {
    #expect(itemClass.rawValue == raw)
  }

  static let accessibility: [(KeychainAccessibility, String, Character)] = [
    (.whenUnlocked, "ak", "A"), (.afterFirstUnlock, "ck", "C"), (.always, "dk", "D"),
    (.whenUnlockedThisDeviceOnly, "aku", "A"), (.afterFirstUnlockThisDeviceOnly, "cku", "C"),
    (.alwaysThisDeviceOnly, "dku", "D"), (.whenPasscodeSetThisDeviceOnly, "akpu", "A"),
    (.untilReboot, "f", "F"),
  ]

  @Test(arguments: accessibility)
  func accessibilityMatchesSpec(value: KeychainAccessibility, raw: String, keyClass: Character) {
    #expect(value.rawValue == raw)
    #expect(value.keyClass == keyClass)
  }

  @Test func matchLimitAndSynchronizableAnyValues() {
    #expect(KeychainMatchLimit.oneValue == "m_LimitOne")
    #expect(KeychainMatchLimit.allValue == "m_LimitAll")
    #expect(KeychainAttribute.synchronizableAnyValue == "syna")
    #expect(ResolvedAccessGroups.tokenGroup == "com.apple.token")
  }

  @Test func sha1MatchesTheStandardTestVector() {
    #expect(
      SnapshotCoding.hex(SHA1.digest(Data("abc".utf8)))
        == "a9993e364706816aba3e25717850c26c9cd0d89d")
    #expect(
      SnapshotCoding.hex(SHA1.digest(Data()))
        == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
  }

  @Test(
    "SHA-1 matches FIPS 180 vectors whose padding spills into a second block or spans blocks",
    arguments: [
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "84983e441c3bd26ebaae4aa1f95129e5e54670f1"
      ),
      (
        "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopq"
          + "klmnopqrlmnopqrsmnopqrstnopqrstu",
        "a49b2446a02c645bf419f995b67091253a04a259"
      ),
      (String(repeating: "a", count: 1_000_000), "34aa973cd4c4daa4f61eeb2bdbad27316534016f"),
    ])
  func sha1MatchesLongerVectors(message: String, digest: String) {
    #expect(SnapshotCoding.hex(SHA1.digest(Data(message.utf8))) == digest)
  }
}
