// swift-format-ignore-file
// Generated from Tests/SimulatedSecurityTests/Fixtures/AppleSecurity by Scripts/generate-security-tables.sh:
// edit the data files (Scripts/extract-apple-security-names.py), not this file.
// Derived from Apple's Security Security-61901.0.87.0.1 (commit db15acbe6a7f257a859ad9a3bb86097bfe0679d9) by Scripts/extract-apple-security-names.py.
/// The string constants of Apple's Security framework (`SecItem.h`, and the private ones
/// the keychain rulebook names), with the strings securityd sees: the one table the
/// scenario names, ``KeychainAttribute`` and SimulatedSecurity's `kSec*` declarations
/// come from.
enum SecurityConstant {
  static let kSecClass = "class"
  static let kSecClassInternetPassword = "inet"
  static let kSecClassGenericPassword = "genp"
  static let kSecClassCertificate = "cert"
  static let kSecClassKey = "keys"
  static let kSecClassIdentity = "idnt"
  static let kSecAttrAccessible = "pdmn"
  static let kSecAttrAccess = "acls"
  static let kSecAttrAccessControl = "accc"
  static let kSecAttrAccessGroup = "agrp"
  static let kSecAttrSynchronizable = "sync"
  static let kSecAttrSynchronizableAny = "syna"
  static let kSecAttrCreationDate = "cdat"
  static let kSecAttrModificationDate = "mdat"
  static let kSecAttrDescription = "desc"
  static let kSecAttrComment = "icmt"
  static let kSecAttrCreator = "crtr"
  static let kSecAttrType = "type"
  static let kSecAttrLabel = "labl"
  static let kSecAttrIsInvisible = "invi"
  static let kSecAttrIsNegative = "nega"
  static let kSecAttrAccount = "acct"
  static let kSecAttrService = "svce"
  static let kSecAttrGeneric = "gena"
  static let kSecAttrSecurityDomain = "sdmn"
  static let kSecAttrServer = "srvr"
  static let kSecAttrProtocol = "ptcl"
  static let kSecAttrAuthenticationType = "atyp"
  static let kSecAttrPort = "port"
  static let kSecAttrPath = "path"
  static let kSecAttrSubject = "subj"
  static let kSecAttrIssuer = "issr"
  static let kSecAttrSerialNumber = "slnr"
  static let kSecAttrSubjectKeyID = "skid"
  static let kSecAttrPublicKeyHash = "pkhh"
  static let kSecAttrCertificateType = "ctyp"
  static let kSecAttrCertificateEncoding = "cenc"
  static let kSecAttrKeyClass = "kcls"
  static let kSecAttrApplicationLabel = "klbl"
  static let kSecAttrIsPermanent = "perm"
  static let kSecAttrIsSensitive = "sens"
  static let kSecAttrIsExtractable = "extr"
  static let kSecAttrApplicationTag = "atag"
  static let kSecAttrKeyType = "type"
  static let kSecAttrPRF = "prf"
  static let kSecAttrSalt = "salt"
  static let kSecAttrRounds = "rounds"
  static let kSecAttrKeySizeInBits = "bsiz"
  static let kSecAttrEffectiveKeySize = "esiz"
  static let kSecAttrCanEncrypt = "encr"
  static let kSecAttrCanDecrypt = "decr"
  static let kSecAttrCanDerive = "drve"
  static let kSecAttrCanSign = "sign"
  static let kSecAttrCanVerify = "vrfy"
  static let kSecAttrCanWrap = "wrap"
  static let kSecAttrCanUnwrap = "unwp"
  static let kSecAttrSyncViewHint = "vwht"
  static let kSecAttrTokenID = "tkid"
  static let kSecAttrPersistantReference = "persistref"
  static let kSecAttrPersistentReference = "persistref"
  static let kSecAttrAccessibleWhenUnlocked = "ak"
  static let kSecAttrAccessibleAfterFirstUnlock = "ck"
  static let kSecAttrAccessibleAlways = "dk"
  static let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly = "akpu"
  static let kSecAttrAccessibleWhenUnlockedThisDeviceOnly = "aku"
  static let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly = "cku"
  static let kSecAttrAccessibleAlwaysThisDeviceOnly = "dku"
  static let kSecAttrProtocolFTP = "ftp "
  static let kSecAttrProtocolFTPAccount = "ftpa"
  static let kSecAttrProtocolHTTP = "http"
  static let kSecAttrProtocolIRC = "irc "
  static let kSecAttrProtocolNNTP = "nntp"
  static let kSecAttrProtocolPOP3 = "pop3"
  static let kSecAttrProtocolSMTP = "smtp"
  static let kSecAttrProtocolSOCKS = "sox "
  static let kSecAttrProtocolIMAP = "imap"
  static let kSecAttrProtocolLDAP = "ldap"
  static let kSecAttrProtocolAppleTalk = "atlk"
  static let kSecAttrProtocolAFP = "afp "
  static let kSecAttrProtocolTelnet = "teln"
  static let kSecAttrProtocolSSH = "ssh "
  static let kSecAttrProtocolFTPS = "ftps"
  static let kSecAttrProtocolHTTPS = "htps"
  static let kSecAttrProtocolHTTPProxy = "htpx"
  static let kSecAttrProtocolHTTPSProxy = "htsx"
  static let kSecAttrProtocolFTPProxy = "ftpx"
  static let kSecAttrProtocolSMB = "smb "
  static let kSecAttrProtocolRTSP = "rtsp"
  static let kSecAttrProtocolRTSPProxy = "rtsx"
  static let kSecAttrProtocolDAAP = "daap"
  static let kSecAttrProtocolEPPC = "eppc"
  static let kSecAttrProtocolIPP = "ipp "
  static let kSecAttrProtocolNNTPS = "ntps"
  static let kSecAttrProtocolLDAPS = "ldps"
  static let kSecAttrProtocolTelnetS = "tels"
  static let kSecAttrProtocolIMAPS = "imps"
  static let kSecAttrProtocolIRCS = "ircs"
  static let kSecAttrProtocolPOP3S = "pops"
  static let kSecAttrAuthenticationTypeNTLM = "ntlm"
  static let kSecAttrAuthenticationTypeMSN = "msna"
  static let kSecAttrAuthenticationTypeDPA = "dpaa"
  static let kSecAttrAuthenticationTypeRPA = "rpaa"
  static let kSecAttrAuthenticationTypeHTTPBasic = "http"
  static let kSecAttrAuthenticationTypeHTTPDigest = "httd"
  static let kSecAttrAuthenticationTypeHTMLForm = "form"
  static let kSecAttrAuthenticationTypeDefault = "dflt"
  static let kSecAttrKeyClassPublic = "0"
  static let kSecAttrKeyClassPrivate = "1"
  static let kSecAttrKeyClassSymmetric = "2"
  static let kSecAttrKeyTypeRSA = "42"
  static let kSecAttrKeyTypeDSA = "43"
  static let kSecAttrKeyTypeAES = "2147483649"
  static let kSecAttrKeyTypeDES = "14"
  static let kSecAttrKeyType3DES = "17"
  static let kSecAttrKeyTypeRC4 = "25"
  static let kSecAttrKeyTypeRC2 = "23"
  static let kSecAttrKeyTypeCAST = "56"
  static let kSecAttrKeyTypeECDSA = "73"
  static let kSecAttrKeyTypeEC = "73"
  static let kSecAttrKeyTypeECSECPrimeRandom = "73"
  static let kSecAttrPRFHmacAlgSHA1 = "hsha1"
  static let kSecAttrPRFHmacAlgSHA224 = "hsha224"
  static let kSecAttrPRFHmacAlgSHA256 = "hsha256"
  static let kSecAttrPRFHmacAlgSHA384 = "hsha384"
  static let kSecAttrPRFHmacAlgSHA512 = "hsha512"
  static let kSecMatchPolicy = "m_Policy"
  static let kSecMatchItemList = "m_ItemList"
  static let kSecMatchSearchList = "m_SearchList"
  static let kSecMatchIssuers = "m_Issuers"
  static let kSecMatchEmailAddressIfPresent = "m_EmailAddressIfPresent"
  static let kSecMatchSubjectContains = "m_SubjectContains"
  static let kSecMatchHostOrSubdomainOfHost = "m_HostOrSubdomainOfHost"
  static let kSecMatchSubjectStartsWith = "m_SubjectStartsWith"
  static let kSecMatchSubjectEndsWith = "m_SubjectEndsWith"
  static let kSecMatchSubjectWholeString = "m_SubjectWholeString"
  static let kSecMatchCaseInsensitive = "m_CaseInsensitive"
  static let kSecMatchDiacriticInsensitive = "m_DiacriticInsensitive"
  static let kSecMatchWidthInsensitive = "m_WidthInsensitive"
  static let kSecMatchTrustedOnly = "m_TrustedOnly"
  static let kSecMatchValidOnDate = "m_ValidOnDate"
  static let kSecMatchLimit = "m_Limit"
  static let kSecMatchLimitOne = "m_LimitOne"
  static let kSecMatchLimitAll = "m_LimitAll"
  static let kSecReturnData = "r_Data"
  static let kSecReturnAttributes = "r_Attributes"
  static let kSecReturnRef = "r_Ref"
  static let kSecReturnPersistentRef = "r_PersistentRef"
  static let kSecValueData = "v_Data"
  static let kSecValueRef = "v_Ref"
  static let kSecValuePersistentRef = "v_PersistentRef"
  static let kSecUseItemList = "u_ItemList"
  static let kSecUseKeychain = "u_Keychain"
  static let kSecUseOperationPrompt = "u_OpPrompt"
  static let kSecUseNoAuthenticationUI = "u_NoAuthUI"
  static let kSecUseAuthenticationUI = "u_AuthUI"
  static let kSecUseAuthenticationContext = "u_AuthCtx"
  static let kSecUseDataProtectionKeychain = "nleg"
  static let kSecUseAuthenticationUIAllow = "u_AuthUIA"
  static let kSecUseAuthenticationUIFail = "u_AuthUIF"
  static let kSecUseAuthenticationUISkip = "u_AuthUIS"
  static let kSecAttrTokenIDSecureEnclave = "com.apple.setoken"
  static let kSecAttrAccessGroupToken = "com.apple.token"
  static let kSecAttrEndDate = "edat"
  static let kSecAttrIsModifiable = "modi"
  static let kSecAttrIsPrivate = "priv"
  static let kSecAttrKeyCreator = "crtr"
  static let kSecAttrStartDate = "sdat"
  static let kSecSharedPassword = "spwd"
  static let kSecAttrAFPServerSignature = "afps"
  static let kSecAttrAddress = "addr"
  static let kSecAttrCanSignRecover = "snrc"
  static let kSecAttrCanVerifyRecover = "vyrc"
  static let kSecAttrVolume = "volm"
  static let kSecAttrWasAlwaysSensitive = "asen"
  static let kSecAttrWasNeverExtractable = "next"
  static let kSecUseUserIndependentKeychain = "u_UserIndependentKeychain"
  static let kSecClassAppleSharePassword = "apls"
  static let kSecAttrAccessibleAlwaysPrivate = "dk"
  static let kSecAttrAccessibleAlwaysThisDeviceOnlyPrivate = "dku"
  static let kSecAttrAccessibleUntilReboot = "f"
  static let kSecAttrScriptCode = "scrp"
  static let kSecAttrHasCustomIcon = "cusi"
  static let kSecAttrCRLType = "crlt"
  static let kSecAttrCRLEncoding = "crle"
  static let kSecAttrAlias = "alis"
  static let kSecAttrTombstone = "tomb"
  static let kSecAttrMultiUser = "musr"
  static let kSecAttrNoLegacy = "nleg"
  static let kSecAttrTokenOID = "toid"
  static let kSecAttrUUID = "UUID"
  static let kSecAttrSysBound = "sysb"
  static let kSecAttrSHA1 = "sha1"
  static let kSecAttrDeriveSyncIDFromItemAttributes = "dspk"
  static let kSecAttrPCSPlaintextServiceIdentifier = "pcss"
  static let kSecAttrPCSPlaintextPublicKey = "pcsk"
  static let kSecAttrPCSPlaintextPublicIdentity = "pcsi"
  static let kSecAttrSharingGroup = "ggrp"
  static let kSecAttrAppClipItem = "clip"
  static let kSecAttrKeyTypeEd25519 = "105"
  static let kSecAttrKeyTypeX25519 = "106"
  static let kSecDataInetExtraNotes = "binn"
  static let kSecDataInetExtraHistory = "bini"
  static let kSecDataInetExtraClientDefined0 = "bin0"
  static let kSecDataInetExtraClientDefined1 = "bin1"
  static let kSecDataInetExtraClientDefined2 = "bin2"
  static let kSecDataInetExtraClientDefined3 = "bin3"
  static let kSecUseTombstones = "u_Tomb"
  static let kSecUseCredentialReference = "u_CredRef"
  static let kSecUseSystemKeychainAlways = "u_SystemKeychainAlways"
  static let kSecUseSystemKeychain = "u_SystemKeychain"
  static let kSecUseSyncBubbleKeychain = "u_SyncBubbleKeychain"
  static let kSecUseCallerName = "u_CallerName"
  static let kSecUseTokenRawItems = "u_TokenRawItems"
  static let kSecUseCertificatesWithMatchIssuers = "u_CertWithIssuers"

  /// Every constant, in the headers' order.
  static let all: [Entry] = [
    Entry("kSecClass", kSecClass, isKey: true),
    Entry("kSecClassInternetPassword", kSecClassInternetPassword, isKey: false),
    Entry("kSecClassGenericPassword", kSecClassGenericPassword, isKey: false),
    Entry("kSecClassCertificate", kSecClassCertificate, isKey: false),
    Entry("kSecClassKey", kSecClassKey, isKey: false),
    Entry("kSecClassIdentity", kSecClassIdentity, isKey: false),
    Entry("kSecAttrAccessible", kSecAttrAccessible, isKey: true),
    Entry("kSecAttrAccess", kSecAttrAccess, isKey: true),
    Entry("kSecAttrAccessControl", kSecAttrAccessControl, isKey: true),
    Entry("kSecAttrAccessGroup", kSecAttrAccessGroup, isKey: true),
    Entry("kSecAttrSynchronizable", kSecAttrSynchronizable, isKey: true),
    Entry("kSecAttrSynchronizableAny", kSecAttrSynchronizableAny, isKey: false),
    Entry("kSecAttrCreationDate", kSecAttrCreationDate, isKey: true),
    Entry("kSecAttrModificationDate", kSecAttrModificationDate, isKey: true),
    Entry("kSecAttrDescription", kSecAttrDescription, isKey: true),
    Entry("kSecAttrComment", kSecAttrComment, isKey: true),
    Entry("kSecAttrCreator", kSecAttrCreator, isKey: true),
    Entry("kSecAttrType", kSecAttrType, isKey: true),
    Entry("kSecAttrLabel", kSecAttrLabel, isKey: true),
    Entry("kSecAttrIsInvisible", kSecAttrIsInvisible, isKey: true),
    Entry("kSecAttrIsNegative", kSecAttrIsNegative, isKey: true),
    Entry("kSecAttrAccount", kSecAttrAccount, isKey: true),
    Entry("kSecAttrService", kSecAttrService, isKey: true),
    Entry("kSecAttrGeneric", kSecAttrGeneric, isKey: true),
    Entry("kSecAttrSecurityDomain", kSecAttrSecurityDomain, isKey: true),
    Entry("kSecAttrServer", kSecAttrServer, isKey: true),
    Entry("kSecAttrProtocol", kSecAttrProtocol, isKey: true),
    Entry("kSecAttrAuthenticationType", kSecAttrAuthenticationType, isKey: true),
    Entry("kSecAttrPort", kSecAttrPort, isKey: true),
    Entry("kSecAttrPath", kSecAttrPath, isKey: true),
    Entry("kSecAttrSubject", kSecAttrSubject, isKey: true),
    Entry("kSecAttrIssuer", kSecAttrIssuer, isKey: true),
    Entry("kSecAttrSerialNumber", kSecAttrSerialNumber, isKey: true),
    Entry("kSecAttrSubjectKeyID", kSecAttrSubjectKeyID, isKey: true),
    Entry("kSecAttrPublicKeyHash", kSecAttrPublicKeyHash, isKey: true),
    Entry("kSecAttrCertificateType", kSecAttrCertificateType, isKey: true),
    Entry("kSecAttrCertificateEncoding", kSecAttrCertificateEncoding, isKey: true),
    Entry("kSecAttrKeyClass", kSecAttrKeyClass, isKey: true),
    Entry("kSecAttrApplicationLabel", kSecAttrApplicationLabel, isKey: true),
    Entry("kSecAttrIsPermanent", kSecAttrIsPermanent, isKey: true),
    Entry("kSecAttrIsSensitive", kSecAttrIsSensitive, isKey: true),
    Entry("kSecAttrIsExtractable", kSecAttrIsExtractable, isKey: true),
    Entry("kSecAttrApplicationTag", kSecAttrApplicationTag, isKey: true),
    Entry("kSecAttrKeyType", kSecAttrKeyType, isKey: true),
    Entry("kSecAttrPRF", kSecAttrPRF, isKey: true),
    Entry("kSecAttrSalt", kSecAttrSalt, isKey: true),
    Entry("kSecAttrRounds", kSecAttrRounds, isKey: true),
    Entry("kSecAttrKeySizeInBits", kSecAttrKeySizeInBits, isKey: true),
    Entry("kSecAttrEffectiveKeySize", kSecAttrEffectiveKeySize, isKey: true),
    Entry("kSecAttrCanEncrypt", kSecAttrCanEncrypt, isKey: true),
    Entry("kSecAttrCanDecrypt", kSecAttrCanDecrypt, isKey: true),
    Entry("kSecAttrCanDerive", kSecAttrCanDerive, isKey: true),
    Entry("kSecAttrCanSign", kSecAttrCanSign, isKey: true),
    Entry("kSecAttrCanVerify", kSecAttrCanVerify, isKey: true),
    Entry("kSecAttrCanWrap", kSecAttrCanWrap, isKey: true),
    Entry("kSecAttrCanUnwrap", kSecAttrCanUnwrap, isKey: true),
    Entry("kSecAttrSyncViewHint", kSecAttrSyncViewHint, isKey: true),
    Entry("kSecAttrTokenID", kSecAttrTokenID, isKey: true),
    Entry("kSecAttrPersistantReference", kSecAttrPersistantReference, isKey: true),
    Entry("kSecAttrPersistentReference", kSecAttrPersistentReference, isKey: true),
    Entry("kSecAttrAccessibleWhenUnlocked", kSecAttrAccessibleWhenUnlocked, isKey: false),
    Entry("kSecAttrAccessibleAfterFirstUnlock", kSecAttrAccessibleAfterFirstUnlock, isKey: false),
    Entry("kSecAttrAccessibleAlways", kSecAttrAccessibleAlways, isKey: false),
    Entry("kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly", kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, isKey: false),
    Entry("kSecAttrAccessibleWhenUnlockedThisDeviceOnly", kSecAttrAccessibleWhenUnlockedThisDeviceOnly, isKey: false),
    Entry("kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly", kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly, isKey: false),
    Entry("kSecAttrAccessibleAlwaysThisDeviceOnly", kSecAttrAccessibleAlwaysThisDeviceOnly, isKey: false),
    Entry("kSecAttrProtocolFTP", kSecAttrProtocolFTP, isKey: false),
    Entry("kSecAttrProtocolFTPAccount", kSecAttrProtocolFTPAccount, isKey: false),
    Entry("kSecAttrProtocolHTTP", kSecAttrProtocolHTTP, isKey: false),
    Entry("kSecAttrProtocolIRC", kSecAttrProtocolIRC, isKey: false),
    Entry("kSecAttrProtocolNNTP", kSecAttrProtocolNNTP, isKey: false),
    Entry("kSecAttrProtocolPOP3", kSecAttrProtocolPOP3, isKey: false),
    Entry("kSecAttrProtocolSMTP", kSecAttrProtocolSMTP, isKey: false),
    Entry("kSecAttrProtocolSOCKS", kSecAttrProtocolSOCKS, isKey: false),
    Entry("kSecAttrProtocolIMAP", kSecAttrProtocolIMAP, isKey: false),
    Entry("kSecAttrProtocolLDAP", kSecAttrProtocolLDAP, isKey: false),
    Entry("kSecAttrProtocolAppleTalk", kSecAttrProtocolAppleTalk, isKey: false),
    Entry("kSecAttrProtocolAFP", kSecAttrProtocolAFP, isKey: false),
    Entry("kSecAttrProtocolTelnet", kSecAttrProtocolTelnet, isKey: false),
    Entry("kSecAttrProtocolSSH", kSecAttrProtocolSSH, isKey: false),
    Entry("kSecAttrProtocolFTPS", kSecAttrProtocolFTPS, isKey: false),
    Entry("kSecAttrProtocolHTTPS", kSecAttrProtocolHTTPS, isKey: false),
    Entry("kSecAttrProtocolHTTPProxy", kSecAttrProtocolHTTPProxy, isKey: false),
    Entry("kSecAttrProtocolHTTPSProxy", kSecAttrProtocolHTTPSProxy, isKey: false),
    Entry("kSecAttrProtocolFTPProxy", kSecAttrProtocolFTPProxy, isKey: false),
    Entry("kSecAttrProtocolSMB", kSecAttrProtocolSMB, isKey: false),
    Entry("kSecAttrProtocolRTSP", kSecAttrProtocolRTSP, isKey: false),
    Entry("kSecAttrProtocolRTSPProxy", kSecAttrProtocolRTSPProxy, isKey: false),
    Entry("kSecAttrProtocolDAAP", kSecAttrProtocolDAAP, isKey: false),
    Entry("kSecAttrProtocolEPPC", kSecAttrProtocolEPPC, isKey: false),
    Entry("kSecAttrProtocolIPP", kSecAttrProtocolIPP, isKey: false),
    Entry("kSecAttrProtocolNNTPS", kSecAttrProtocolNNTPS, isKey: false),
    Entry("kSecAttrProtocolLDAPS", kSecAttrProtocolLDAPS, isKey: false),
    Entry("kSecAttrProtocolTelnetS", kSecAttrProtocolTelnetS, isKey: false),
    Entry("kSecAttrProtocolIMAPS", kSecAttrProtocolIMAPS, isKey: false),
    Entry("kSecAttrProtocolIRCS", kSecAttrProtocolIRCS, isKey: false),
    Entry("kSecAttrProtocolPOP3S", kSecAttrProtocolPOP3S, isKey: false),
    Entry("kSecAttrAuthenticationTypeNTLM", kSecAttrAuthenticationTypeNTLM, isKey: false),
    Entry("kSecAttrAuthenticationTypeMSN", kSecAttrAuthenticationTypeMSN, isKey: false),
    Entry("kSecAttrAuthenticationTypeDPA", kSecAttrAuthenticationTypeDPA, isKey: false),
    Entry("kSecAttrAuthenticationTypeRPA", kSecAttrAuthenticationTypeRPA, isKey: false),
    Entry("kSecAttrAuthenticationTypeHTTPBasic", kSecAttrAuthenticationTypeHTTPBasic, isKey: false),
    Entry("kSecAttrAuthenticationTypeHTTPDigest", kSecAttrAuthenticationTypeHTTPDigest, isKey: false),
    Entry("kSecAttrAuthenticationTypeHTMLForm", kSecAttrAuthenticationTypeHTMLForm, isKey: false),
    Entry("kSecAttrAuthenticationTypeDefault", kSecAttrAuthenticationTypeDefault, isKey: false),
    Entry("kSecAttrKeyClassPublic", kSecAttrKeyClassPublic, isKey: false),
    Entry("kSecAttrKeyClassPrivate", kSecAttrKeyClassPrivate, isKey: false),
    Entry("kSecAttrKeyClassSymmetric", kSecAttrKeyClassSymmetric, isKey: false),
    Entry("kSecAttrKeyTypeRSA", kSecAttrKeyTypeRSA, isKey: false),
    Entry("kSecAttrKeyTypeDSA", kSecAttrKeyTypeDSA, isKey: false),
    Entry("kSecAttrKeyTypeAES", kSecAttrKeyTypeAES, isKey: false),
    Entry("kSecAttrKeyTypeDES", kSecAttrKeyTypeDES, isKey: false),
    Entry("kSecAttrKeyType3DES", kSecAttrKeyType3DES, isKey: false),
    Entry("kSecAttrKeyTypeRC4", kSecAttrKeyTypeRC4, isKey: false),
    Entry("kSecAttrKeyTypeRC2", kSecAttrKeyTypeRC2, isKey: false),
    Entry("kSecAttrKeyTypeCAST", kSecAttrKeyTypeCAST, isKey: false),
    Entry("kSecAttrKeyTypeECDSA", kSecAttrKeyTypeECDSA, isKey: false),
    Entry("kSecAttrKeyTypeEC", kSecAttrKeyTypeEC, isKey: false),
    Entry("kSecAttrKeyTypeECSECPrimeRandom", kSecAttrKeyTypeECSECPrimeRandom, isKey: false),
    Entry("kSecAttrPRFHmacAlgSHA1", kSecAttrPRFHmacAlgSHA1, isKey: false),
    Entry("kSecAttrPRFHmacAlgSHA224", kSecAttrPRFHmacAlgSHA224, isKey: false),
    Entry("kSecAttrPRFHmacAlgSHA256", kSecAttrPRFHmacAlgSHA256, isKey: false),
    Entry("kSecAttrPRFHmacAlgSHA384", kSecAttrPRFHmacAlgSHA384, isKey: false),
    Entry("kSecAttrPRFHmacAlgSHA512", kSecAttrPRFHmacAlgSHA512, isKey: false),
    Entry("kSecMatchPolicy", kSecMatchPolicy, isKey: true),
    Entry("kSecMatchItemList", kSecMatchItemList, isKey: true),
    Entry("kSecMatchSearchList", kSecMatchSearchList, isKey: true),
    Entry("kSecMatchIssuers", kSecMatchIssuers, isKey: true),
    Entry("kSecMatchEmailAddressIfPresent", kSecMatchEmailAddressIfPresent, isKey: true),
    Entry("kSecMatchSubjectContains", kSecMatchSubjectContains, isKey: true),
    Entry("kSecMatchHostOrSubdomainOfHost", kSecMatchHostOrSubdomainOfHost, isKey: true),
    Entry("kSecMatchSubjectStartsWith", kSecMatchSubjectStartsWith, isKey: true),
    Entry("kSecMatchSubjectEndsWith", kSecMatchSubjectEndsWith, isKey: true),
    Entry("kSecMatchSubjectWholeString", kSecMatchSubjectWholeString, isKey: true),
    Entry("kSecMatchCaseInsensitive", kSecMatchCaseInsensitive, isKey: true),
    Entry("kSecMatchDiacriticInsensitive", kSecMatchDiacriticInsensitive, isKey: true),
    Entry("kSecMatchWidthInsensitive", kSecMatchWidthInsensitive, isKey: true),
    Entry("kSecMatchTrustedOnly", kSecMatchTrustedOnly, isKey: true),
    Entry("kSecMatchValidOnDate", kSecMatchValidOnDate, isKey: true),
    Entry("kSecMatchLimit", kSecMatchLimit, isKey: true),
    Entry("kSecMatchLimitOne", kSecMatchLimitOne, isKey: false),
    Entry("kSecMatchLimitAll", kSecMatchLimitAll, isKey: false),
    Entry("kSecReturnData", kSecReturnData, isKey: true),
    Entry("kSecReturnAttributes", kSecReturnAttributes, isKey: true),
    Entry("kSecReturnRef", kSecReturnRef, isKey: true),
    Entry("kSecReturnPersistentRef", kSecReturnPersistentRef, isKey: true),
    Entry("kSecValueData", kSecValueData, isKey: true),
    Entry("kSecValueRef", kSecValueRef, isKey: true),
    Entry("kSecValuePersistentRef", kSecValuePersistentRef, isKey: true),
    Entry("kSecUseItemList", kSecUseItemList, isKey: true),
    Entry("kSecUseKeychain", kSecUseKeychain, isKey: true),
    Entry("kSecUseOperationPrompt", kSecUseOperationPrompt, isKey: true),
    Entry("kSecUseNoAuthenticationUI", kSecUseNoAuthenticationUI, isKey: true),
    Entry("kSecUseAuthenticationUI", kSecUseAuthenticationUI, isKey: true),
    Entry("kSecUseAuthenticationContext", kSecUseAuthenticationContext, isKey: true),
    Entry("kSecUseDataProtectionKeychain", kSecUseDataProtectionKeychain, isKey: true),
    Entry("kSecUseAuthenticationUIAllow", kSecUseAuthenticationUIAllow, isKey: false),
    Entry("kSecUseAuthenticationUIFail", kSecUseAuthenticationUIFail, isKey: false),
    Entry("kSecUseAuthenticationUISkip", kSecUseAuthenticationUISkip, isKey: false),
    Entry("kSecAttrTokenIDSecureEnclave", kSecAttrTokenIDSecureEnclave, isKey: false),
    Entry("kSecAttrAccessGroupToken", kSecAttrAccessGroupToken, isKey: false),
    Entry("kSecAttrEndDate", kSecAttrEndDate, isKey: true),
    Entry("kSecAttrIsModifiable", kSecAttrIsModifiable, isKey: true),
    Entry("kSecAttrIsPrivate", kSecAttrIsPrivate, isKey: true),
    Entry("kSecAttrKeyCreator", kSecAttrKeyCreator, isKey: true),
    Entry("kSecAttrStartDate", kSecAttrStartDate, isKey: true),
    Entry("kSecSharedPassword", kSecSharedPassword, isKey: true),
    Entry("kSecAttrAFPServerSignature", kSecAttrAFPServerSignature, isKey: true),
    Entry("kSecAttrAddress", kSecAttrAddress, isKey: true),
    Entry("kSecAttrCanSignRecover", kSecAttrCanSignRecover, isKey: true),
    Entry("kSecAttrCanVerifyRecover", kSecAttrCanVerifyRecover, isKey: true),
    Entry("kSecAttrVolume", kSecAttrVolume, isKey: true),
    Entry("kSecAttrWasAlwaysSensitive", kSecAttrWasAlwaysSensitive, isKey: true),
    Entry("kSecAttrWasNeverExtractable", kSecAttrWasNeverExtractable, isKey: true),
    Entry("kSecUseUserIndependentKeychain", kSecUseUserIndependentKeychain, isKey: true),
    Entry("kSecClassAppleSharePassword", kSecClassAppleSharePassword, isKey: false),
    Entry("kSecAttrAccessibleAlwaysPrivate", kSecAttrAccessibleAlwaysPrivate, isKey: false),
    Entry("kSecAttrAccessibleAlwaysThisDeviceOnlyPrivate", kSecAttrAccessibleAlwaysThisDeviceOnlyPrivate, isKey: false),
    Entry("kSecAttrAccessibleUntilReboot", kSecAttrAccessibleUntilReboot, isKey: false),
    Entry("kSecAttrScriptCode", kSecAttrScriptCode, isKey: true),
    Entry("kSecAttrHasCustomIcon", kSecAttrHasCustomIcon, isKey: true),
    Entry("kSecAttrCRLType", kSecAttrCRLType, isKey: true),
    Entry("kSecAttrCRLEncoding", kSecAttrCRLEncoding, isKey: true),
    Entry("kSecAttrAlias", kSecAttrAlias, isKey: true),
    Entry("kSecAttrTombstone", kSecAttrTombstone, isKey: true),
    Entry("kSecAttrMultiUser", kSecAttrMultiUser, isKey: true),
    Entry("kSecAttrNoLegacy", kSecAttrNoLegacy, isKey: true),
    Entry("kSecAttrTokenOID", kSecAttrTokenOID, isKey: true),
    Entry("kSecAttrUUID", kSecAttrUUID, isKey: true),
    Entry("kSecAttrSysBound", kSecAttrSysBound, isKey: true),
    Entry("kSecAttrSHA1", kSecAttrSHA1, isKey: true),
    Entry("kSecAttrDeriveSyncIDFromItemAttributes", kSecAttrDeriveSyncIDFromItemAttributes, isKey: true),
    Entry("kSecAttrPCSPlaintextServiceIdentifier", kSecAttrPCSPlaintextServiceIdentifier, isKey: true),
    Entry("kSecAttrPCSPlaintextPublicKey", kSecAttrPCSPlaintextPublicKey, isKey: true),
    Entry("kSecAttrPCSPlaintextPublicIdentity", kSecAttrPCSPlaintextPublicIdentity, isKey: true),
    Entry("kSecAttrSharingGroup", kSecAttrSharingGroup, isKey: true),
    Entry("kSecAttrAppClipItem", kSecAttrAppClipItem, isKey: true),
    Entry("kSecAttrKeyTypeEd25519", kSecAttrKeyTypeEd25519, isKey: false),
    Entry("kSecAttrKeyTypeX25519", kSecAttrKeyTypeX25519, isKey: false),
    Entry("kSecDataInetExtraNotes", kSecDataInetExtraNotes, isKey: true),
    Entry("kSecDataInetExtraHistory", kSecDataInetExtraHistory, isKey: true),
    Entry("kSecDataInetExtraClientDefined0", kSecDataInetExtraClientDefined0, isKey: true),
    Entry("kSecDataInetExtraClientDefined1", kSecDataInetExtraClientDefined1, isKey: true),
    Entry("kSecDataInetExtraClientDefined2", kSecDataInetExtraClientDefined2, isKey: true),
    Entry("kSecDataInetExtraClientDefined3", kSecDataInetExtraClientDefined3, isKey: true),
    Entry("kSecUseTombstones", kSecUseTombstones, isKey: true),
    Entry("kSecUseCredentialReference", kSecUseCredentialReference, isKey: true),
    Entry("kSecUseSystemKeychainAlways", kSecUseSystemKeychainAlways, isKey: true),
    Entry("kSecUseSystemKeychain", kSecUseSystemKeychain, isKey: true),
    Entry("kSecUseSyncBubbleKeychain", kSecUseSyncBubbleKeychain, isKey: true),
    Entry("kSecUseCallerName", kSecUseCallerName, isKey: true),
    Entry("kSecUseTokenRawItems", kSecUseTokenRawItems, isKey: true),
    Entry("kSecUseCertificatesWithMatchIssuers", kSecUseCertificatesWithMatchIssuers, isKey: true),
  ]
}
