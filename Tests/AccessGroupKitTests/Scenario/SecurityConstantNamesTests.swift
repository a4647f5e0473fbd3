import AccessGroupKit
import Testing

/// The constant-name tables against Apple's
/// `SecItemConstants.c`.
@Suite struct SecurityConstantNamesTests {
  static let keys: [(String, String)] = [
    ("kSecClass", "class"), ("kSecAttrAccessGroup", "agrp"), ("kSecAttrAccessible", "pdmn"),
    ("kSecAttrAccessControl", "accc"), ("kSecAttrAccount", "acct"), ("kSecAttrService", "svce"),
    ("kSecAttrGeneric", "gena"), ("kSecAttrServer", "srvr"), ("kSecAttrSecurityDomain", "sdmn"),
    ("kSecAttrProtocol", "ptcl"), ("kSecAttrAuthenticationType", "atyp"), ("kSecAttrPort", "port"),
    ("kSecAttrPath", "path"), ("kSecAttrLabel", "labl"), ("kSecAttrDescription", "desc"),
    ("kSecAttrComment", "icmt"), ("kSecAttrCreationDate", "cdat"),
    ("kSecAttrModificationDate", "mdat"), ("kSecAttrCreator", "crtr"), ("kSecAttrType", "type"),
    ("kSecAttrIsInvisible", "invi"), ("kSecAttrIsNegative", "nega"), ("kSecAttrScriptCode", "scrp"),
    ("kSecAttrHasCustomIcon", "cusi"), ("kSecAttrAlias", "alis"),
    ("kSecAttrSynchronizable", "sync"),
    ("kSecAttrTombstone", "tomb"), ("kSecAttrMultiUser", "musr"), ("kSecAttrSyncViewHint", "vwht"),
    ("kSecAttrTokenID", "tkid"), ("kSecAttrSHA1", "sha1"), ("kSecAttrUUID", "UUID"),
    ("kSecAttrPersistentReference", "persistref"), ("kSecAttrSysBound", "sysb"),
    ("kSecAttrSharingGroup", "ggrp"), ("kSecAttrAppClipItem", "clip"),
    ("kSecAttrCertificateType", "ctyp"), ("kSecAttrCertificateEncoding", "cenc"),
    ("kSecAttrSubject", "subj"), ("kSecAttrIssuer", "issr"), ("kSecAttrSerialNumber", "slnr"),
    ("kSecAttrSubjectKeyID", "skid"), ("kSecAttrPublicKeyHash", "pkhh"),
    ("kSecAttrKeyClass", "kcls"),
    ("kSecAttrApplicationLabel", "klbl"), ("kSecAttrApplicationTag", "atag"),
    ("kSecAttrKeyType", "type"), ("kSecAttrKeyCreator", "crtr"), ("kSecAttrKeySizeInBits", "bsiz"),
    ("kSecAttrEffectiveKeySize", "esiz"), ("kSecAttrIsPermanent", "perm"),
    ("kSecAttrIsPrivate", "priv"), ("kSecAttrIsModifiable", "modi"), ("kSecAttrStartDate", "sdat"),
    ("kSecAttrEndDate", "edat"), ("kSecAttrIsSensitive", "sens"),
    ("kSecAttrWasAlwaysSensitive", "asen"), ("kSecAttrIsExtractable", "extr"),
    ("kSecAttrWasNeverExtractable", "next"), ("kSecAttrCanEncrypt", "encr"),
    ("kSecAttrCanDecrypt", "decr"), ("kSecAttrCanDerive", "drve"), ("kSecAttrCanSign", "sign"),
    ("kSecAttrCanVerify", "vrfy"), ("kSecAttrCanSignRecover", "snrc"),
    ("kSecAttrCanVerifyRecover", "vyrc"), ("kSecAttrCanWrap", "wrap"),
    ("kSecAttrCanUnwrap", "unwp"),
    ("kSecValueData", "v_Data"), ("kSecValueRef", "v_Ref"),
    ("kSecValuePersistentRef", "v_PersistentRef"),
    ("kSecReturnData", "r_Data"), ("kSecReturnAttributes", "r_Attributes"),
    ("kSecReturnRef", "r_Ref"),
    ("kSecReturnPersistentRef", "r_PersistentRef"), ("kSecMatchLimit", "m_Limit"),
    ("kSecMatchCaseInsensitive", "m_CaseInsensitive"), ("kSecMatchPolicy", "m_Policy"),
    ("kSecMatchItemList", "m_ItemList"), ("kSecMatchSearchList", "m_SearchList"),
    ("kSecMatchIssuers", "m_Issuers"),
    ("kSecMatchEmailAddressIfPresent", "m_EmailAddressIfPresent"),
    ("kSecMatchSubjectContains", "m_SubjectContains"), ("kSecMatchTrustedOnly", "m_TrustedOnly"),
    ("kSecMatchValidOnDate", "m_ValidOnDate"), ("kSecUseDataProtectionKeychain", "nleg"),
    ("kSecAttrNoLegacy", "nleg"), ("kSecUseAuthenticationContext", "u_AuthCtx"),
    ("kSecUseAuthenticationUI", "u_AuthUI"), ("kSecUseOperationPrompt", "u_OpPrompt"),
    ("kSecUseNoAuthenticationUI", "u_NoAuthUI"), ("kSecUseItemList", "u_ItemList"),
    ("kSecUseCredentialReference", "u_CredRef"), ("kSecUseTombstones", "u_Tomb"),
    ("kSecUseKeychain", "u_Keychain"), ("kSecAttrAccess", "acls"),
  ]

  static let values: [(String, String)] = [
    ("kSecClassGenericPassword", "genp"), ("kSecClassInternetPassword", "inet"),
    ("kSecClassCertificate", "cert"), ("kSecClassKey", "keys"), ("kSecClassIdentity", "idnt"),
    ("kSecClassAppleSharePassword", "apls"), ("kSecAttrAccessGroupToken", "com.apple.token"),
    ("kSecAttrSynchronizableAny", "syna"), ("kSecMatchLimitOne", "m_LimitOne"),
    ("kSecMatchLimitAll", "m_LimitAll"), ("kSecAttrAccessibleWhenUnlocked", "ak"),
    ("kSecAttrAccessibleAfterFirstUnlock", "ck"), ("kSecAttrAccessibleAlways", "dk"),
    ("kSecAttrAccessibleWhenUnlockedThisDeviceOnly", "aku"),
    ("kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly", "cku"),
    ("kSecAttrAccessibleAlwaysThisDeviceOnly", "dku"),
    ("kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly", "akpu"),
    ("kSecAttrAccessibleAlwaysPrivate", "dk"), ("kSecAttrKeyClassPublic", "0"),
    ("kSecAttrKeyClassPrivate", "1"), ("kSecAttrKeyClassSymmetric", "2"),
    ("kSecAttrKeyTypeRSA", "42"), ("kSecAttrKeyTypeEC", "73"),
    ("kSecAttrKeyTypeECSECPrimeRandom", "73"),
    ("kSecAttrKeyTypeEd25519", "105"), ("kSecAttrKeyTypeX25519", "106"),
    ("kSecAttrKeyTypeDSA", "43"),
    ("kSecAttrKeyTypeAES", "2147483649"), ("kSecAttrKeyTypeDES", "14"),
    ("kSecAttrKeyType3DES", "17"),
    ("kSecAttrKeyTypeRC2", "23"), ("kSecAttrKeyTypeRC4", "25"), ("kSecAttrKeyTypeCAST", "56"),
    ("kSecAttrProtocolHTTP", "http"), ("kSecAttrProtocolHTTPS", "htps"),
    ("kSecAttrProtocolFTP", "ftp "),
    ("kSecAttrProtocolSSH", "ssh "), ("kSecAttrProtocolIMAP", "imap"),
    ("kSecAttrProtocolSMTP", "smtp"),
    ("kSecAttrProtocolPOP3", "pop3"), ("kSecAttrProtocolIRC", "irc "),
    ("kSecAttrProtocolSOCKS", "sox "),
    ("kSecAttrProtocolAFP", "afp "), ("kSecAttrProtocolSMB", "smb "),
    ("kSecAttrProtocolIPP", "ipp "),
    ("kSecAttrAuthenticationTypeDefault", "dflt"), ("kSecAttrAuthenticationTypeHTTPBasic", "http"),
    ("kSecAttrAuthenticationTypeHTTPDigest", "httd"),
    ("kSecAttrAuthenticationTypeHTMLForm", "form"),
    ("kSecAttrAuthenticationTypeNTLM", "ntlm"), ("kSecAttrAuthenticationTypeMSN", "msna"),
    ("kSecAttrAuthenticationTypeDPA", "dpaa"), ("kSecAttrAuthenticationTypeRPA", "rpaa"),
    ("kSecUseAuthenticationUIAllow", "u_AuthUIA"), ("kSecUseAuthenticationUIFail", "u_AuthUIF"),
    ("kSecUseAuthenticationUISkip", "u_AuthUIS"),
  ]

  @Test(arguments: keys)
  func keyConstantsMapToTheirRawStrings(name: String, raw: String) {
    #expect(SecurityConstantNames.rawKey(named: name) == raw)
    #expect(SecurityConstantNames.rawValue(named: name) == nil)
  }

  @Test(arguments: values)
  func valueConstantsMapToTheirRawStrings(name: String, raw: String) {
    #expect(SecurityConstantNames.rawValue(named: name) == raw)
    #expect(SecurityConstantNames.rawKey(named: name) == nil)
  }

  @Test func keyAndValueTablesDoNotShareAName() {
    let shared = Set(SecurityConstantNames.keys.keys).intersection(
      SecurityConstantNames.values.keys)
    #expect(shared.isEmpty)
    #expect(SecurityConstantNames.rawKey(named: "acct") == nil)
  }

  @Test func everyKeychainAttributeNamesTheConstantSecurityConstantNamesKnows() {
    for (attribute, constant) in KeychainAttribute.allKnown {
      #expect(SecurityConstantNames.rawKey(named: constant) == attribute.rawValue, "\(constant)")
    }
  }
}
