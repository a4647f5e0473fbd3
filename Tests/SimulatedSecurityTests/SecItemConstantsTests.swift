import AccessGroupKit
import Foundation
import SimulatedSecurity
import Testing

/// One `kSec*` constant and the string Apple's `SecItemConstants.c` gives it (§5).
struct SpecConstant: Sendable, CustomTestStringConvertible {
  let name: String
  let value: String
  let expected: String

  init(_ name: String, _ constant: CFString, _ expected: String) {
    self.name = name
    self.value = constant as String
    self.expected = expected
  }

  var testDescription: String { name }
}

/// Every declared key and value constant has Apple's string.
///
/// The tables run on Linux, where SimulatedSecurity declares the constants; on Apple
/// platforms the names are Security's own (some macOS-only or deprecated there).
@Suite struct SecItemConstantsTests {
  #if !canImport(Darwin)
    /// The constants of Apple's public headers.
    static let publicConstants: [SpecConstant] = [
      SpecConstant("kSecAttrAccess", kSecAttrAccess, "acls"),
      SpecConstant("kSecAttrAccessControl", kSecAttrAccessControl, "accc"),
      SpecConstant("kSecAttrAccessGroup", kSecAttrAccessGroup, "agrp"),
      SpecConstant("kSecAttrAccessGroupToken", kSecAttrAccessGroupToken, "com.apple.token"),
      SpecConstant("kSecAttrAccessible", kSecAttrAccessible, "pdmn"),
      SpecConstant("kSecAttrAccessibleAfterFirstUnlock", kSecAttrAccessibleAfterFirstUnlock, "ck"),
      SpecConstant(
        "kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly",
        kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly, "cku"),
      SpecConstant("kSecAttrAccessibleAlways", kSecAttrAccessibleAlways, "dk"),
      SpecConstant(
        "kSecAttrAccessibleAlwaysThisDeviceOnly", kSecAttrAccessibleAlwaysThisDeviceOnly, "dku"),
      SpecConstant(
        "kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly",
        kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, "akpu"),
      SpecConstant("kSecAttrAccessibleWhenUnlocked", kSecAttrAccessibleWhenUnlocked, "ak"),
      SpecConstant(
        "kSecAttrAccessibleWhenUnlockedThisDeviceOnly",
        kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
        "aku"),
      SpecConstant("kSecAttrAccount", kSecAttrAccount, "acct"),
      SpecConstant("kSecAttrApplicationLabel", kSecAttrApplicationLabel, "klbl"),
      SpecConstant("kSecAttrApplicationTag", kSecAttrApplicationTag, "atag"),
      SpecConstant("kSecAttrAuthenticationType", kSecAttrAuthenticationType, "atyp"),
      SpecConstant("kSecAttrAuthenticationTypeDPA", kSecAttrAuthenticationTypeDPA, "dpaa"),
      SpecConstant("kSecAttrAuthenticationTypeDefault", kSecAttrAuthenticationTypeDefault, "dflt"),
      SpecConstant(
        "kSecAttrAuthenticationTypeHTMLForm", kSecAttrAuthenticationTypeHTMLForm, "form"),
      SpecConstant(
        "kSecAttrAuthenticationTypeHTTPBasic", kSecAttrAuthenticationTypeHTTPBasic, "http"),
      SpecConstant(
        "kSecAttrAuthenticationTypeHTTPDigest", kSecAttrAuthenticationTypeHTTPDigest, "httd"),
      SpecConstant("kSecAttrAuthenticationTypeMSN", kSecAttrAuthenticationTypeMSN, "msna"),
      SpecConstant("kSecAttrAuthenticationTypeNTLM", kSecAttrAuthenticationTypeNTLM, "ntlm"),
      SpecConstant("kSecAttrAuthenticationTypeRPA", kSecAttrAuthenticationTypeRPA, "rpaa"),
      SpecConstant("kSecAttrCanDecrypt", kSecAttrCanDecrypt, "decr"),
      SpecConstant("kSecAttrCanDerive", kSecAttrCanDerive, "drve"),
      SpecConstant("kSecAttrCanEncrypt", kSecAttrCanEncrypt, "encr"),
      SpecConstant("kSecAttrCanSign", kSecAttrCanSign, "sign"),
      SpecConstant("kSecAttrCanUnwrap", kSecAttrCanUnwrap, "unwp"),
      SpecConstant("kSecAttrCanVerify", kSecAttrCanVerify, "vrfy"),
      SpecConstant("kSecAttrCanWrap", kSecAttrCanWrap, "wrap"),
      SpecConstant("kSecAttrCertificateEncoding", kSecAttrCertificateEncoding, "cenc"),
      SpecConstant("kSecAttrCertificateType", kSecAttrCertificateType, "ctyp"),
      SpecConstant("kSecAttrComment", kSecAttrComment, "icmt"),
      SpecConstant("kSecAttrCreationDate", kSecAttrCreationDate, "cdat"),
      SpecConstant("kSecAttrCreator", kSecAttrCreator, "crtr"),
      SpecConstant("kSecAttrDescription", kSecAttrDescription, "desc"),
      SpecConstant("kSecAttrEffectiveKeySize", kSecAttrEffectiveKeySize, "esiz"),
      SpecConstant("kSecAttrGeneric", kSecAttrGeneric, "gena"),
      SpecConstant("kSecAttrIsExtractable", kSecAttrIsExtractable, "extr"),
      SpecConstant("kSecAttrIsInvisible", kSecAttrIsInvisible, "invi"),
      SpecConstant("kSecAttrIsNegative", kSecAttrIsNegative, "nega"),
      SpecConstant("kSecAttrIsPermanent", kSecAttrIsPermanent, "perm"),
      SpecConstant("kSecAttrIsSensitive", kSecAttrIsSensitive, "sens"),
      SpecConstant("kSecAttrIssuer", kSecAttrIssuer, "issr"),
      SpecConstant("kSecAttrKeyClass", kSecAttrKeyClass, "kcls"),
      SpecConstant("kSecAttrKeyClassPrivate", kSecAttrKeyClassPrivate, "1"),
      SpecConstant("kSecAttrKeyClassPublic", kSecAttrKeyClassPublic, "0"),
      SpecConstant("kSecAttrKeyClassSymmetric", kSecAttrKeyClassSymmetric, "2"),
      SpecConstant("kSecAttrKeySizeInBits", kSecAttrKeySizeInBits, "bsiz"),
      SpecConstant("kSecAttrKeyType", kSecAttrKeyType, "type"),
      SpecConstant("kSecAttrKeyType3DES", kSecAttrKeyType3DES, "17"),
      SpecConstant("kSecAttrKeyTypeAES", kSecAttrKeyTypeAES, "2147483649"),
      SpecConstant("kSecAttrKeyTypeCAST", kSecAttrKeyTypeCAST, "56"),
      SpecConstant("kSecAttrKeyTypeDES", kSecAttrKeyTypeDES, "14"),
      SpecConstant("kSecAttrKeyTypeDSA", kSecAttrKeyTypeDSA, "43"),
      SpecConstant("kSecAttrKeyTypeEC", kSecAttrKeyTypeEC, "73"),
      SpecConstant("kSecAttrKeyTypeECDSA", kSecAttrKeyTypeECDSA, "73"),
      SpecConstant("kSecAttrKeyTypeECSECPrimeRandom", kSecAttrKeyTypeECSECPrimeRandom, "73"),
      SpecConstant("kSecAttrKeyTypeRC2", kSecAttrKeyTypeRC2, "23"),
      SpecConstant("kSecAttrKeyTypeRC4", kSecAttrKeyTypeRC4, "25"),
      SpecConstant("kSecAttrKeyTypeRSA", kSecAttrKeyTypeRSA, "42"),
      SpecConstant("kSecAttrLabel", kSecAttrLabel, "labl"),
      SpecConstant("kSecAttrModificationDate", kSecAttrModificationDate, "mdat"),
      SpecConstant("kSecAttrPRF", kSecAttrPRF, "prf"),
      SpecConstant("kSecAttrPRFHmacAlgSHA1", kSecAttrPRFHmacAlgSHA1, "hsha1"),
      SpecConstant("kSecAttrPRFHmacAlgSHA224", kSecAttrPRFHmacAlgSHA224, "hsha224"),
      SpecConstant("kSecAttrPRFHmacAlgSHA256", kSecAttrPRFHmacAlgSHA256, "hsha256"),
      SpecConstant("kSecAttrPRFHmacAlgSHA384", kSecAttrPRFHmacAlgSHA384, "hsha384"),
      SpecConstant("kSecAttrPRFHmacAlgSHA512", kSecAttrPRFHmacAlgSHA512, "hsha512"),
      SpecConstant("kSecAttrPath", kSecAttrPath, "path"),
      SpecConstant("kSecAttrPersistantReference", kSecAttrPersistantReference, "persistref"),
      SpecConstant("kSecAttrPersistentReference", kSecAttrPersistentReference, "persistref"),
      SpecConstant("kSecAttrPort", kSecAttrPort, "port"),
      SpecConstant("kSecAttrProtocol", kSecAttrProtocol, "ptcl"),
      SpecConstant("kSecAttrProtocolAFP", kSecAttrProtocolAFP, "afp "),
      SpecConstant("kSecAttrProtocolAppleTalk", kSecAttrProtocolAppleTalk, "atlk"),
      SpecConstant("kSecAttrProtocolDAAP", kSecAttrProtocolDAAP, "daap"),
      SpecConstant("kSecAttrProtocolEPPC", kSecAttrProtocolEPPC, "eppc"),
      SpecConstant("kSecAttrProtocolFTP", kSecAttrProtocolFTP, "ftp "),
      SpecConstant("kSecAttrProtocolFTPAccount", kSecAttrProtocolFTPAccount, "ftpa"),
      SpecConstant("kSecAttrProtocolFTPProxy", kSecAttrProtocolFTPProxy, "ftpx"),
      SpecConstant("kSecAttrProtocolFTPS", kSecAttrProtocolFTPS, "ftps"),
      SpecConstant("kSecAttrProtocolHTTP", kSecAttrProtocolHTTP, "http"),
      SpecConstant("kSecAttrProtocolHTTPProxy", kSecAttrProtocolHTTPProxy, "htpx"),
      SpecConstant("kSecAttrProtocolHTTPS", kSecAttrProtocolHTTPS, "htps"),
      SpecConstant("kSecAttrProtocolHTTPSProxy", kSecAttrProtocolHTTPSProxy, "htsx"),
      SpecConstant("kSecAttrProtocolIMAP", kSecAttrProtocolIMAP, "imap"),
      SpecConstant("kSecAttrProtocolIMAPS", kSecAttrProtocolIMAPS, "imps"),
      SpecConstant("kSecAttrProtocolIPP", kSecAttrProtocolIPP, "ipp "),
      SpecConstant("kSecAttrProtocolIRC", kSecAttrProtocolIRC, "irc "),
      SpecConstant("kSecAttrProtocolIRCS", kSecAttrProtocolIRCS, "ircs"),
      SpecConstant("kSecAttrProtocolLDAP", kSecAttrProtocolLDAP, "ldap"),
      SpecConstant("kSecAttrProtocolLDAPS", kSecAttrProtocolLDAPS, "ldps"),
      SpecConstant("kSecAttrProtocolNNTP", kSecAttrProtocolNNTP, "nntp"),
      SpecConstant("kSecAttrProtocolNNTPS", kSecAttrProtocolNNTPS, "ntps"),
      SpecConstant("kSecAttrProtocolPOP3", kSecAttrProtocolPOP3, "pop3"),
      SpecConstant("kSecAttrProtocolPOP3S", kSecAttrProtocolPOP3S, "pops"),
      SpecConstant("kSecAttrProtocolRTSP", kSecAttrProtocolRTSP, "rtsp"),
      SpecConstant("kSecAttrProtocolRTSPProxy", kSecAttrProtocolRTSPProxy, "rtsx"),
      SpecConstant("kSecAttrProtocolSMB", kSecAttrProtocolSMB, "smb "),
      SpecConstant("kSecAttrProtocolSMTP", kSecAttrProtocolSMTP, "smtp"),
      SpecConstant("kSecAttrProtocolSOCKS", kSecAttrProtocolSOCKS, "sox "),
      SpecConstant("kSecAttrProtocolSSH", kSecAttrProtocolSSH, "ssh "),
      SpecConstant("kSecAttrProtocolTelnet", kSecAttrProtocolTelnet, "teln"),
      SpecConstant("kSecAttrProtocolTelnetS", kSecAttrProtocolTelnetS, "tels"),
      SpecConstant("kSecAttrPublicKeyHash", kSecAttrPublicKeyHash, "pkhh"),
      SpecConstant("kSecAttrRounds", kSecAttrRounds, "rounds"),
      SpecConstant("kSecAttrSalt", kSecAttrSalt, "salt"),
      SpecConstant("kSecAttrSecurityDomain", kSecAttrSecurityDomain, "sdmn"),
      SpecConstant("kSecAttrSerialNumber", kSecAttrSerialNumber, "slnr"),
      SpecConstant("kSecAttrServer", kSecAttrServer, "srvr"),
      SpecConstant("kSecAttrService", kSecAttrService, "svce"),
      SpecConstant("kSecAttrSubject", kSecAttrSubject, "subj"),
      SpecConstant("kSecAttrSubjectKeyID", kSecAttrSubjectKeyID, "skid"),
      SpecConstant("kSecAttrSyncViewHint", kSecAttrSyncViewHint, "vwht"),
      SpecConstant("kSecAttrSynchronizable", kSecAttrSynchronizable, "sync"),
      SpecConstant("kSecAttrSynchronizableAny", kSecAttrSynchronizableAny, "syna"),
      SpecConstant("kSecAttrTokenID", kSecAttrTokenID, "tkid"),
      SpecConstant(
        "kSecAttrTokenIDSecureEnclave", kSecAttrTokenIDSecureEnclave, "com.apple.setoken"),
      SpecConstant("kSecAttrType", kSecAttrType, "type"),
      SpecConstant("kSecClass", kSecClass, "class"),
      SpecConstant("kSecClassCertificate", kSecClassCertificate, "cert"),
      SpecConstant("kSecClassGenericPassword", kSecClassGenericPassword, "genp"),
      SpecConstant("kSecClassIdentity", kSecClassIdentity, "idnt"),
      SpecConstant("kSecClassInternetPassword", kSecClassInternetPassword, "inet"),
      SpecConstant("kSecClassKey", kSecClassKey, "keys"),
      SpecConstant("kSecMatchCaseInsensitive", kSecMatchCaseInsensitive, "m_CaseInsensitive"),
      SpecConstant(
        "kSecMatchDiacriticInsensitive", kSecMatchDiacriticInsensitive, "m_DiacriticInsensitive"),
      SpecConstant(
        "kSecMatchEmailAddressIfPresent", kSecMatchEmailAddressIfPresent, "m_EmailAddressIfPresent"),
      SpecConstant(
        "kSecMatchHostOrSubdomainOfHost", kSecMatchHostOrSubdomainOfHost, "m_HostOrSubdomainOfHost"),
      SpecConstant("kSecMatchIssuers", kSecMatchIssuers, "m_Issuers"),
      SpecConstant("kSecMatchItemList", kSecMatchItemList, "m_ItemList"),
      SpecConstant("kSecMatchLimit", kSecMatchLimit, "m_Limit"),
      SpecConstant("kSecMatchLimitAll", kSecMatchLimitAll, "m_LimitAll"),
      SpecConstant("kSecMatchLimitOne", kSecMatchLimitOne, "m_LimitOne"),
      SpecConstant("kSecMatchPolicy", kSecMatchPolicy, "m_Policy"),
      SpecConstant("kSecMatchSearchList", kSecMatchSearchList, "m_SearchList"),
      SpecConstant("kSecMatchSubjectContains", kSecMatchSubjectContains, "m_SubjectContains"),
      SpecConstant("kSecMatchSubjectEndsWith", kSecMatchSubjectEndsWith, "m_SubjectEndsWith"),
      SpecConstant("kSecMatchSubjectStartsWith", kSecMatchSubjectStartsWith, "m_SubjectStartsWith"),
      SpecConstant(
        "kSecMatchSubjectWholeString", kSecMatchSubjectWholeString, "m_SubjectWholeString"),
      SpecConstant("kSecMatchTrustedOnly", kSecMatchTrustedOnly, "m_TrustedOnly"),
      SpecConstant("kSecMatchValidOnDate", kSecMatchValidOnDate, "m_ValidOnDate"),
      SpecConstant("kSecMatchWidthInsensitive", kSecMatchWidthInsensitive, "m_WidthInsensitive"),
      SpecConstant("kSecReturnAttributes", kSecReturnAttributes, "r_Attributes"),
      SpecConstant("kSecReturnData", kSecReturnData, "r_Data"),
      SpecConstant("kSecReturnPersistentRef", kSecReturnPersistentRef, "r_PersistentRef"),
      SpecConstant("kSecReturnRef", kSecReturnRef, "r_Ref"),
      SpecConstant("kSecSharedPassword", kSecSharedPassword, "spwd"),
      SpecConstant("kSecUseAuthenticationContext", kSecUseAuthenticationContext, "u_AuthCtx"),
      SpecConstant("kSecUseAuthenticationUI", kSecUseAuthenticationUI, "u_AuthUI"),
      SpecConstant("kSecUseAuthenticationUIAllow", kSecUseAuthenticationUIAllow, "u_AuthUIA"),
      SpecConstant("kSecUseAuthenticationUIFail", kSecUseAuthenticationUIFail, "u_AuthUIF"),
      SpecConstant("kSecUseAuthenticationUISkip", kSecUseAuthenticationUISkip, "u_AuthUIS"),
      SpecConstant("kSecUseDataProtectionKeychain", kSecUseDataProtectionKeychain, "nleg"),
      SpecConstant("kSecUseItemList", kSecUseItemList, "u_ItemList"),
      SpecConstant("kSecUseKeychain", kSecUseKeychain, "u_Keychain"),
      SpecConstant("kSecUseNoAuthenticationUI", kSecUseNoAuthenticationUI, "u_NoAuthUI"),
      SpecConstant("kSecUseOperationPrompt", kSecUseOperationPrompt, "u_OpPrompt"),
      SpecConstant(
        "kSecUseUserIndependentKeychain", kSecUseUserIndependentKeychain,
        "u_UserIndependentKeychain"),
      SpecConstant("kSecValueData", kSecValueData, "v_Data"),
      SpecConstant("kSecValuePersistentRef", kSecValuePersistentRef, "v_PersistentRef"),
      SpecConstant("kSecValueRef", kSecValueRef, "v_Ref"),
    ]

    @Test(arguments: publicConstants)
    func publicConstantHasApplesString(_ constant: SpecConstant) {
      #expect(constant.value == constant.expected)
      #expect(!constant.value.isEmpty)
    }

    /// Apple-private constants the rulebook uses, declared on Linux only.
    static let privateConstants: [SpecConstant] = [
      SpecConstant("kSecAttrAccessibleAlwaysPrivate", kSecAttrAccessibleAlwaysPrivate, "dk"),
      SpecConstant(
        "kSecAttrAccessibleAlwaysThisDeviceOnlyPrivate",
        kSecAttrAccessibleAlwaysThisDeviceOnlyPrivate, "dku"),
      SpecConstant("kSecAttrAccessibleUntilReboot", kSecAttrAccessibleUntilReboot, "f"),
      SpecConstant("kSecAttrAlias", kSecAttrAlias, "alis"),
      SpecConstant("kSecAttrAppClipItem", kSecAttrAppClipItem, "clip"),
      SpecConstant("kSecAttrEndDate", kSecAttrEndDate, "edat"),
      SpecConstant("kSecAttrHasCustomIcon", kSecAttrHasCustomIcon, "cusi"),
      SpecConstant("kSecAttrIsModifiable", kSecAttrIsModifiable, "modi"),
      SpecConstant("kSecAttrIsPrivate", kSecAttrIsPrivate, "priv"),
      SpecConstant("kSecAttrKeyCreator", kSecAttrKeyCreator, "crtr"),
      SpecConstant("kSecAttrKeyTypeEd25519", kSecAttrKeyTypeEd25519, "105"),
      SpecConstant("kSecAttrKeyTypeX25519", kSecAttrKeyTypeX25519, "106"),
      SpecConstant("kSecAttrMultiUser", kSecAttrMultiUser, "musr"),
      SpecConstant("kSecAttrNoLegacy", kSecAttrNoLegacy, "nleg"),
      SpecConstant("kSecAttrSHA1", kSecAttrSHA1, "sha1"),
      SpecConstant("kSecAttrScriptCode", kSecAttrScriptCode, "scrp"),
      SpecConstant("kSecAttrSharingGroup", kSecAttrSharingGroup, "ggrp"),
      SpecConstant("kSecAttrStartDate", kSecAttrStartDate, "sdat"),
      SpecConstant("kSecAttrSysBound", kSecAttrSysBound, "sysb"),
      SpecConstant("kSecAttrTombstone", kSecAttrTombstone, "tomb"),
      SpecConstant("kSecAttrUUID", kSecAttrUUID, "UUID"),
      SpecConstant("kSecClassAppleSharePassword", kSecClassAppleSharePassword, "apls"),
      SpecConstant("kSecUseCredentialReference", kSecUseCredentialReference, "u_CredRef"),
      SpecConstant("kSecUseTombstones", kSecUseTombstones, "u_Tomb"),
    ]

    @Test(arguments: privateConstants)
    func privateConstantHasApplesString(_ constant: SpecConstant) {
      #expect(constant.value == constant.expected)
      #expect(!constant.value.isEmpty)
    }

    /// The scenario format reads constant names through `SecurityConstantNames`, the one
    /// table of names, and refuses a `kSec` name it does not know: every constant declared
    /// here must be in it, with its string.
    @Test func everyConstantIsInSecurityConstantNamesWithItsString() {
      var missing: [String] = []
      for constant in Self.publicConstants + Self.privateConstants {
        guard
          let raw = SecurityConstantNames.rawKey(named: constant.name)
            ?? SecurityConstantNames.rawValue(named: constant.name)
        else {
          missing.append(constant.name)
          continue
        }
        #expect(constant.value == raw, "\(constant.name)")
      }
      #expect(missing == [])
      #expect(Self.publicConstants.count + Self.privateConstants.count >= 150)
    }
  #endif

  @Test func constantsBridgeToStringsAndCompareEqual() {
    #expect(kSecClass as String == "class")
    #expect(String(kSecAttrAccessGroup) == "agrp")
    #expect(kSecAttrProtocolFTP as String == "ftp ")
    let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword]
    #expect(query["class"] as? String == "genp")
  }
}
