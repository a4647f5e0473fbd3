// swift-format-ignore-file
// Generated from Tests/SimulatedSecurityTests/Fixtures/AppleSecurity by Scripts/generate-security-tables.sh:
// edit the data files (Scripts/extract-apple-security-names.py), not this file.
// Derived from Apple's Security Security-61901.0.87.0.1 (commit db15acbe6a7f257a859ad9a3bb86097bfe0679d9) by Scripts/extract-apple-security-names.py.
// Security's dictionary keys and values with Apple's strings. `NSString` is not
// `Sendable` on Linux, so the constants are `nonisolated(unsafe)`; they are immutable.
#if !canImport(Darwin)
  import Foundation

  /// The dictionary key `class`.
  ///
  /// The corresponding Security constant is `kSecClass`.
  nonisolated(unsafe) public let kSecClass: CFString = "class"

  /// A value for ``kSecClass``: `inet`.
  ///
  /// The corresponding Security constant is `kSecClassInternetPassword`.
  nonisolated(unsafe) public let kSecClassInternetPassword: CFString = "inet"

  /// A value for ``kSecClass``: `genp`.
  ///
  /// The corresponding Security constant is `kSecClassGenericPassword`.
  nonisolated(unsafe) public let kSecClassGenericPassword: CFString = "genp"

  /// A value for ``kSecClass``: `cert`.
  ///
  /// The corresponding Security constant is `kSecClassCertificate`.
  nonisolated(unsafe) public let kSecClassCertificate: CFString = "cert"

  /// A value for ``kSecClass``: `keys`.
  ///
  /// The corresponding Security constant is `kSecClassKey`.
  nonisolated(unsafe) public let kSecClassKey: CFString = "keys"

  /// A value for ``kSecClass``: `idnt`.
  ///
  /// The corresponding Security constant is `kSecClassIdentity`.
  nonisolated(unsafe) public let kSecClassIdentity: CFString = "idnt"

  /// The dictionary key `pdmn`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessible`.
  nonisolated(unsafe) public let kSecAttrAccessible: CFString = "pdmn"

  /// The dictionary key `acls`.
  ///
  /// The corresponding Security constant is `kSecAttrAccess`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecAttrAccess: CFString = "acls"

  /// The dictionary key `accc`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessControl`.
  nonisolated(unsafe) public let kSecAttrAccessControl: CFString = "accc"

  /// The dictionary key `agrp`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessGroup`.
  nonisolated(unsafe) public let kSecAttrAccessGroup: CFString = "agrp"

  /// The dictionary key `sync`.
  ///
  /// The corresponding Security constant is `kSecAttrSynchronizable`.
  nonisolated(unsafe) public let kSecAttrSynchronizable: CFString = "sync"

  /// A value for ``kSecAttrSynchronizable``: `syna`.
  ///
  /// The corresponding Security constant is `kSecAttrSynchronizableAny`.
  nonisolated(unsafe) public let kSecAttrSynchronizableAny: CFString = "syna"

  /// The dictionary key `cdat`.
  ///
  /// The corresponding Security constant is `kSecAttrCreationDate`.
  nonisolated(unsafe) public let kSecAttrCreationDate: CFString = "cdat"

  /// The dictionary key `mdat`.
  ///
  /// The corresponding Security constant is `kSecAttrModificationDate`.
  nonisolated(unsafe) public let kSecAttrModificationDate: CFString = "mdat"

  /// The dictionary key `desc`.
  ///
  /// The corresponding Security constant is `kSecAttrDescription`.
  nonisolated(unsafe) public let kSecAttrDescription: CFString = "desc"

  /// The dictionary key `icmt`.
  ///
  /// The corresponding Security constant is `kSecAttrComment`.
  nonisolated(unsafe) public let kSecAttrComment: CFString = "icmt"

  /// The dictionary key `crtr`.
  ///
  /// The corresponding Security constant is `kSecAttrCreator`.
  nonisolated(unsafe) public let kSecAttrCreator: CFString = "crtr"

  /// The dictionary key `type`.
  ///
  /// The corresponding Security constant is `kSecAttrType`.
  nonisolated(unsafe) public let kSecAttrType: CFString = "type"

  /// The dictionary key `labl`.
  ///
  /// The corresponding Security constant is `kSecAttrLabel`.
  nonisolated(unsafe) public let kSecAttrLabel: CFString = "labl"

  /// The dictionary key `invi`.
  ///
  /// The corresponding Security constant is `kSecAttrIsInvisible`.
  nonisolated(unsafe) public let kSecAttrIsInvisible: CFString = "invi"

  /// The dictionary key `nega`.
  ///
  /// The corresponding Security constant is `kSecAttrIsNegative`.
  nonisolated(unsafe) public let kSecAttrIsNegative: CFString = "nega"

  /// The dictionary key `acct`.
  ///
  /// The corresponding Security constant is `kSecAttrAccount`.
  nonisolated(unsafe) public let kSecAttrAccount: CFString = "acct"

  /// The dictionary key `svce`.
  ///
  /// The corresponding Security constant is `kSecAttrService`.
  nonisolated(unsafe) public let kSecAttrService: CFString = "svce"

  /// The dictionary key `gena`.
  ///
  /// The corresponding Security constant is `kSecAttrGeneric`.
  nonisolated(unsafe) public let kSecAttrGeneric: CFString = "gena"

  /// The dictionary key `sdmn`.
  ///
  /// The corresponding Security constant is `kSecAttrSecurityDomain`.
  nonisolated(unsafe) public let kSecAttrSecurityDomain: CFString = "sdmn"

  /// The dictionary key `srvr`.
  ///
  /// The corresponding Security constant is `kSecAttrServer`.
  nonisolated(unsafe) public let kSecAttrServer: CFString = "srvr"

  /// The dictionary key `ptcl`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocol`.
  nonisolated(unsafe) public let kSecAttrProtocol: CFString = "ptcl"

  /// The dictionary key `atyp`.
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationType`.
  nonisolated(unsafe) public let kSecAttrAuthenticationType: CFString = "atyp"

  /// The dictionary key `port`.
  ///
  /// The corresponding Security constant is `kSecAttrPort`.
  nonisolated(unsafe) public let kSecAttrPort: CFString = "port"

  /// The dictionary key `path`.
  ///
  /// The corresponding Security constant is `kSecAttrPath`.
  nonisolated(unsafe) public let kSecAttrPath: CFString = "path"

  /// The dictionary key `subj`.
  ///
  /// The corresponding Security constant is `kSecAttrSubject`.
  nonisolated(unsafe) public let kSecAttrSubject: CFString = "subj"

  /// The dictionary key `issr`.
  ///
  /// The corresponding Security constant is `kSecAttrIssuer`.
  nonisolated(unsafe) public let kSecAttrIssuer: CFString = "issr"

  /// The dictionary key `slnr`.
  ///
  /// The corresponding Security constant is `kSecAttrSerialNumber`.
  nonisolated(unsafe) public let kSecAttrSerialNumber: CFString = "slnr"

  /// The dictionary key `skid`.
  ///
  /// The corresponding Security constant is `kSecAttrSubjectKeyID`.
  nonisolated(unsafe) public let kSecAttrSubjectKeyID: CFString = "skid"

  /// The dictionary key `pkhh`.
  ///
  /// The corresponding Security constant is `kSecAttrPublicKeyHash`.
  nonisolated(unsafe) public let kSecAttrPublicKeyHash: CFString = "pkhh"

  /// The dictionary key `ctyp`.
  ///
  /// The corresponding Security constant is `kSecAttrCertificateType`.
  nonisolated(unsafe) public let kSecAttrCertificateType: CFString = "ctyp"

  /// The dictionary key `cenc`.
  ///
  /// The corresponding Security constant is `kSecAttrCertificateEncoding`.
  nonisolated(unsafe) public let kSecAttrCertificateEncoding: CFString = "cenc"

  /// The dictionary key `kcls`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyClass`.
  nonisolated(unsafe) public let kSecAttrKeyClass: CFString = "kcls"

  /// The dictionary key `klbl`.
  ///
  /// The corresponding Security constant is `kSecAttrApplicationLabel`.
  nonisolated(unsafe) public let kSecAttrApplicationLabel: CFString = "klbl"

  /// The dictionary key `perm`.
  ///
  /// The corresponding Security constant is `kSecAttrIsPermanent`.
  nonisolated(unsafe) public let kSecAttrIsPermanent: CFString = "perm"

  /// The dictionary key `sens`.
  ///
  /// The corresponding Security constant is `kSecAttrIsSensitive`.
  nonisolated(unsafe) public let kSecAttrIsSensitive: CFString = "sens"

  /// The dictionary key `extr`.
  ///
  /// The corresponding Security constant is `kSecAttrIsExtractable`.
  nonisolated(unsafe) public let kSecAttrIsExtractable: CFString = "extr"

  /// The dictionary key `atag`.
  ///
  /// The corresponding Security constant is `kSecAttrApplicationTag`.
  nonisolated(unsafe) public let kSecAttrApplicationTag: CFString = "atag"

  /// The dictionary key `type`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyType`.
  nonisolated(unsafe) public let kSecAttrKeyType: CFString = "type"

  /// The dictionary key `prf`.
  ///
  /// The corresponding Security constant is `kSecAttrPRF`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecAttrPRF: CFString = "prf"

  /// The dictionary key `salt`.
  ///
  /// The corresponding Security constant is `kSecAttrSalt`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecAttrSalt: CFString = "salt"

  /// The dictionary key `rounds`.
  ///
  /// The corresponding Security constant is `kSecAttrRounds`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecAttrRounds: CFString = "rounds"

  /// The dictionary key `bsiz`.
  ///
  /// The corresponding Security constant is `kSecAttrKeySizeInBits`.
  nonisolated(unsafe) public let kSecAttrKeySizeInBits: CFString = "bsiz"

  /// The dictionary key `esiz`.
  ///
  /// The corresponding Security constant is `kSecAttrEffectiveKeySize`.
  nonisolated(unsafe) public let kSecAttrEffectiveKeySize: CFString = "esiz"

  /// The dictionary key `encr`.
  ///
  /// The corresponding Security constant is `kSecAttrCanEncrypt`.
  nonisolated(unsafe) public let kSecAttrCanEncrypt: CFString = "encr"

  /// The dictionary key `decr`.
  ///
  /// The corresponding Security constant is `kSecAttrCanDecrypt`.
  nonisolated(unsafe) public let kSecAttrCanDecrypt: CFString = "decr"

  /// The dictionary key `drve`.
  ///
  /// The corresponding Security constant is `kSecAttrCanDerive`.
  nonisolated(unsafe) public let kSecAttrCanDerive: CFString = "drve"

  /// The dictionary key `sign`.
  ///
  /// The corresponding Security constant is `kSecAttrCanSign`.
  nonisolated(unsafe) public let kSecAttrCanSign: CFString = "sign"

  /// The dictionary key `vrfy`.
  ///
  /// The corresponding Security constant is `kSecAttrCanVerify`.
  nonisolated(unsafe) public let kSecAttrCanVerify: CFString = "vrfy"

  /// The dictionary key `wrap`.
  ///
  /// The corresponding Security constant is `kSecAttrCanWrap`.
  nonisolated(unsafe) public let kSecAttrCanWrap: CFString = "wrap"

  /// The dictionary key `unwp`.
  ///
  /// The corresponding Security constant is `kSecAttrCanUnwrap`.
  nonisolated(unsafe) public let kSecAttrCanUnwrap: CFString = "unwp"

  /// The dictionary key `vwht`.
  ///
  /// The corresponding Security constant is `kSecAttrSyncViewHint`.
  nonisolated(unsafe) public let kSecAttrSyncViewHint: CFString = "vwht"

  /// The dictionary key `tkid`.
  ///
  /// The corresponding Security constant is `kSecAttrTokenID`.
  nonisolated(unsafe) public let kSecAttrTokenID: CFString = "tkid"

  /// The dictionary key `persistref`.
  ///
  /// The corresponding Security constant is `kSecAttrPersistantReference`.
  nonisolated(unsafe) public let kSecAttrPersistantReference: CFString = "persistref"

  /// The dictionary key `persistref`.
  ///
  /// The corresponding Security constant is `kSecAttrPersistentReference`.
  nonisolated(unsafe) public let kSecAttrPersistentReference: CFString = "persistref"

  /// A value for ``kSecAttrAccessible``: `ak`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleWhenUnlocked`.
  nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"

  /// A value for ``kSecAttrAccessible``: `ck`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleAfterFirstUnlock`.
  nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"

  /// A value for ``kSecAttrAccessible``: `dk`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleAlways`.
  nonisolated(unsafe) public let kSecAttrAccessibleAlways: CFString = "dk"

  /// A value for ``kSecAttrAccessible``: `akpu`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly`.
  nonisolated(unsafe) public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"

  /// A value for ``kSecAttrAccessible``: `aku`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleWhenUnlockedThisDeviceOnly`.
  nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"

  /// A value for ``kSecAttrAccessible``: `cku`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`.
  nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"

  /// A value for ``kSecAttrAccessible``: `dku`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleAlwaysThisDeviceOnly`.
  nonisolated(unsafe) public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"

  /// A value for ``kSecAttrProtocol``: `ftp `.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolFTP`.
  nonisolated(unsafe) public let kSecAttrProtocolFTP: CFString = "ftp "

  /// A value for ``kSecAttrProtocol``: `ftpa`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolFTPAccount`.
  nonisolated(unsafe) public let kSecAttrProtocolFTPAccount: CFString = "ftpa"

  /// A value for ``kSecAttrProtocol``: `http`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolHTTP`.
  nonisolated(unsafe) public let kSecAttrProtocolHTTP: CFString = "http"

  /// A value for ``kSecAttrProtocol``: `irc `.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolIRC`.
  nonisolated(unsafe) public let kSecAttrProtocolIRC: CFString = "irc "

  /// A value for ``kSecAttrProtocol``: `nntp`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolNNTP`.
  nonisolated(unsafe) public let kSecAttrProtocolNNTP: CFString = "nntp"

  /// A value for ``kSecAttrProtocol``: `pop3`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolPOP3`.
  nonisolated(unsafe) public let kSecAttrProtocolPOP3: CFString = "pop3"

  /// A value for ``kSecAttrProtocol``: `smtp`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolSMTP`.
  nonisolated(unsafe) public let kSecAttrProtocolSMTP: CFString = "smtp"

  /// A value for ``kSecAttrProtocol``: `sox `.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolSOCKS`.
  nonisolated(unsafe) public let kSecAttrProtocolSOCKS: CFString = "sox "

  /// A value for ``kSecAttrProtocol``: `imap`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolIMAP`.
  nonisolated(unsafe) public let kSecAttrProtocolIMAP: CFString = "imap"

  /// A value for ``kSecAttrProtocol``: `ldap`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolLDAP`.
  nonisolated(unsafe) public let kSecAttrProtocolLDAP: CFString = "ldap"

  /// A value for ``kSecAttrProtocol``: `atlk`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolAppleTalk`.
  nonisolated(unsafe) public let kSecAttrProtocolAppleTalk: CFString = "atlk"

  /// A value for ``kSecAttrProtocol``: `afp `.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolAFP`.
  nonisolated(unsafe) public let kSecAttrProtocolAFP: CFString = "afp "

  /// A value for ``kSecAttrProtocol``: `teln`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolTelnet`.
  nonisolated(unsafe) public let kSecAttrProtocolTelnet: CFString = "teln"

  /// A value for ``kSecAttrProtocol``: `ssh `.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolSSH`.
  nonisolated(unsafe) public let kSecAttrProtocolSSH: CFString = "ssh "

  /// A value for ``kSecAttrProtocol``: `ftps`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolFTPS`.
  nonisolated(unsafe) public let kSecAttrProtocolFTPS: CFString = "ftps"

  /// A value for ``kSecAttrProtocol``: `htps`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolHTTPS`.
  nonisolated(unsafe) public let kSecAttrProtocolHTTPS: CFString = "htps"

  /// A value for ``kSecAttrProtocol``: `htpx`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolHTTPProxy`.
  nonisolated(unsafe) public let kSecAttrProtocolHTTPProxy: CFString = "htpx"

  /// A value for ``kSecAttrProtocol``: `htsx`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolHTTPSProxy`.
  nonisolated(unsafe) public let kSecAttrProtocolHTTPSProxy: CFString = "htsx"

  /// A value for ``kSecAttrProtocol``: `ftpx`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolFTPProxy`.
  nonisolated(unsafe) public let kSecAttrProtocolFTPProxy: CFString = "ftpx"

  /// A value for ``kSecAttrProtocol``: `smb `.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolSMB`.
  nonisolated(unsafe) public let kSecAttrProtocolSMB: CFString = "smb "

  /// A value for ``kSecAttrProtocol``: `rtsp`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolRTSP`.
  nonisolated(unsafe) public let kSecAttrProtocolRTSP: CFString = "rtsp"

  /// A value for ``kSecAttrProtocol``: `rtsx`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolRTSPProxy`.
  nonisolated(unsafe) public let kSecAttrProtocolRTSPProxy: CFString = "rtsx"

  /// A value for ``kSecAttrProtocol``: `daap`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolDAAP`.
  nonisolated(unsafe) public let kSecAttrProtocolDAAP: CFString = "daap"

  /// A value for ``kSecAttrProtocol``: `eppc`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolEPPC`.
  nonisolated(unsafe) public let kSecAttrProtocolEPPC: CFString = "eppc"

  /// A value for ``kSecAttrProtocol``: `ipp `.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolIPP`.
  nonisolated(unsafe) public let kSecAttrProtocolIPP: CFString = "ipp "

  /// A value for ``kSecAttrProtocol``: `ntps`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolNNTPS`.
  nonisolated(unsafe) public let kSecAttrProtocolNNTPS: CFString = "ntps"

  /// A value for ``kSecAttrProtocol``: `ldps`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolLDAPS`.
  nonisolated(unsafe) public let kSecAttrProtocolLDAPS: CFString = "ldps"

  /// A value for ``kSecAttrProtocol``: `tels`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolTelnetS`.
  nonisolated(unsafe) public let kSecAttrProtocolTelnetS: CFString = "tels"

  /// A value for ``kSecAttrProtocol``: `imps`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolIMAPS`.
  nonisolated(unsafe) public let kSecAttrProtocolIMAPS: CFString = "imps"

  /// A value for ``kSecAttrProtocol``: `ircs`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolIRCS`.
  nonisolated(unsafe) public let kSecAttrProtocolIRCS: CFString = "ircs"

  /// A value for ``kSecAttrProtocol``: `pops`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolPOP3S`.
  nonisolated(unsafe) public let kSecAttrProtocolPOP3S: CFString = "pops"

  /// A value for ``kSecAttrAuthenticationType``: `ntlm`.
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationTypeNTLM`.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeNTLM: CFString = "ntlm"

  /// A value for ``kSecAttrAuthenticationType``: `msna`.
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationTypeMSN`.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeMSN: CFString = "msna"

  /// A value for ``kSecAttrAuthenticationType``: `dpaa`.
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationTypeDPA`.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeDPA: CFString = "dpaa"

  /// A value for ``kSecAttrAuthenticationType``: `rpaa`.
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationTypeRPA`.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeRPA: CFString = "rpaa"

  /// A value for ``kSecAttrAuthenticationType``: `http`.
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationTypeHTTPBasic`.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTTPBasic: CFString = "http"

  /// A value for ``kSecAttrAuthenticationType``: `httd`.
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationTypeHTTPDigest`.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTTPDigest: CFString = "httd"

  /// A value for ``kSecAttrAuthenticationType``: `form`.
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationTypeHTMLForm`.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTMLForm: CFString = "form"

  /// A value for ``kSecAttrAuthenticationType``: `dflt`.
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationTypeDefault`.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeDefault: CFString = "dflt"

  /// A value for ``kSecAttrKeyClass``: `0`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyClassPublic`.
  nonisolated(unsafe) public let kSecAttrKeyClassPublic: CFString = "0"

  /// A value for ``kSecAttrKeyClass``: `1`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyClassPrivate`.
  nonisolated(unsafe) public let kSecAttrKeyClassPrivate: CFString = "1"

  /// A value for ``kSecAttrKeyClass``: `2`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyClassSymmetric`.
  nonisolated(unsafe) public let kSecAttrKeyClassSymmetric: CFString = "2"

  /// A value for ``kSecAttrKeyType``: `42`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeRSA`.
  nonisolated(unsafe) public let kSecAttrKeyTypeRSA: CFString = "42"

  /// A value for ``kSecAttrKeyType``: `43`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeDSA`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecAttrKeyTypeDSA: CFString = "43"

  /// A value for ``kSecAttrKeyType``: `2147483649`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeAES`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecAttrKeyTypeAES: CFString = "2147483649"

  /// A value for ``kSecAttrKeyType``: `14`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeDES`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecAttrKeyTypeDES: CFString = "14"

  /// A value for ``kSecAttrKeyType``: `17`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyType3DES`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecAttrKeyType3DES: CFString = "17"

  /// A value for ``kSecAttrKeyType``: `25`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeRC4`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecAttrKeyTypeRC4: CFString = "25"

  /// A value for ``kSecAttrKeyType``: `23`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeRC2`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecAttrKeyTypeRC2: CFString = "23"

  /// A value for ``kSecAttrKeyType``: `56`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeCAST`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecAttrKeyTypeCAST: CFString = "56"

  /// A value for ``kSecAttrKeyType``: `73`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeECDSA`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecAttrKeyTypeECDSA: CFString = "73"

  /// A value for ``kSecAttrKeyType``: `73`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeEC`.
  nonisolated(unsafe) public let kSecAttrKeyTypeEC: CFString = "73"

  /// A value for ``kSecAttrKeyType``: `73`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeECSECPrimeRandom`.
  nonisolated(unsafe) public let kSecAttrKeyTypeECSECPrimeRandom: CFString = "73"

  /// A value for ``kSecAttrPRF``: `hsha1`.
  ///
  /// The corresponding Security constant is `kSecAttrPRFHmacAlgSHA1`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecAttrPRFHmacAlgSHA1: CFString = "hsha1"

  /// A value for ``kSecAttrPRF``: `hsha224`.
  ///
  /// The corresponding Security constant is `kSecAttrPRFHmacAlgSHA224`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecAttrPRFHmacAlgSHA224: CFString = "hsha224"

  /// A value for ``kSecAttrPRF``: `hsha256`.
  ///
  /// The corresponding Security constant is `kSecAttrPRFHmacAlgSHA256`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecAttrPRFHmacAlgSHA256: CFString = "hsha256"

  /// A value for ``kSecAttrPRF``: `hsha384`.
  ///
  /// The corresponding Security constant is `kSecAttrPRFHmacAlgSHA384`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecAttrPRFHmacAlgSHA384: CFString = "hsha384"

  /// A value for ``kSecAttrPRF``: `hsha512`.
  ///
  /// The corresponding Security constant is `kSecAttrPRFHmacAlgSHA512`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecAttrPRFHmacAlgSHA512: CFString = "hsha512"

  /// The dictionary key `m_Policy`.
  ///
  /// The corresponding Security constant is `kSecMatchPolicy`.
  nonisolated(unsafe) public let kSecMatchPolicy: CFString = "m_Policy"

  /// The dictionary key `m_ItemList`.
  ///
  /// The corresponding Security constant is `kSecMatchItemList`.
  nonisolated(unsafe) public let kSecMatchItemList: CFString = "m_ItemList"

  /// The dictionary key `m_SearchList`.
  ///
  /// The corresponding Security constant is `kSecMatchSearchList`.
  nonisolated(unsafe) public let kSecMatchSearchList: CFString = "m_SearchList"

  /// The dictionary key `m_Issuers`.
  ///
  /// The corresponding Security constant is `kSecMatchIssuers`.
  nonisolated(unsafe) public let kSecMatchIssuers: CFString = "m_Issuers"

  /// The dictionary key `m_EmailAddressIfPresent`.
  ///
  /// The corresponding Security constant is `kSecMatchEmailAddressIfPresent`.
  nonisolated(unsafe) public let kSecMatchEmailAddressIfPresent: CFString = "m_EmailAddressIfPresent"

  /// The dictionary key `m_SubjectContains`.
  ///
  /// The corresponding Security constant is `kSecMatchSubjectContains`.
  nonisolated(unsafe) public let kSecMatchSubjectContains: CFString = "m_SubjectContains"

  /// The dictionary key `m_HostOrSubdomainOfHost`.
  ///
  /// The corresponding Security constant is `kSecMatchHostOrSubdomainOfHost`.
  nonisolated(unsafe) public let kSecMatchHostOrSubdomainOfHost: CFString = "m_HostOrSubdomainOfHost"

  /// The dictionary key `m_SubjectStartsWith`.
  ///
  /// The corresponding Security constant is `kSecMatchSubjectStartsWith`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecMatchSubjectStartsWith: CFString = "m_SubjectStartsWith"

  /// The dictionary key `m_SubjectEndsWith`.
  ///
  /// The corresponding Security constant is `kSecMatchSubjectEndsWith`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecMatchSubjectEndsWith: CFString = "m_SubjectEndsWith"

  /// The dictionary key `m_SubjectWholeString`.
  ///
  /// The corresponding Security constant is `kSecMatchSubjectWholeString`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecMatchSubjectWholeString: CFString = "m_SubjectWholeString"

  /// The dictionary key `m_CaseInsensitive`.
  ///
  /// The corresponding Security constant is `kSecMatchCaseInsensitive`.
  nonisolated(unsafe) public let kSecMatchCaseInsensitive: CFString = "m_CaseInsensitive"

  /// The dictionary key `m_DiacriticInsensitive`.
  ///
  /// The corresponding Security constant is `kSecMatchDiacriticInsensitive`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecMatchDiacriticInsensitive: CFString = "m_DiacriticInsensitive"

  /// The dictionary key `m_WidthInsensitive`.
  ///
  /// The corresponding Security constant is `kSecMatchWidthInsensitive`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecMatchWidthInsensitive: CFString = "m_WidthInsensitive"

  /// The dictionary key `m_TrustedOnly`.
  ///
  /// The corresponding Security constant is `kSecMatchTrustedOnly`.
  nonisolated(unsafe) public let kSecMatchTrustedOnly: CFString = "m_TrustedOnly"

  /// The dictionary key `m_ValidOnDate`.
  ///
  /// The corresponding Security constant is `kSecMatchValidOnDate`.
  nonisolated(unsafe) public let kSecMatchValidOnDate: CFString = "m_ValidOnDate"

  /// The dictionary key `m_Limit`.
  ///
  /// The corresponding Security constant is `kSecMatchLimit`.
  nonisolated(unsafe) public let kSecMatchLimit: CFString = "m_Limit"

  /// A value for ``kSecMatchLimit``: `m_LimitOne`.
  ///
  /// The corresponding Security constant is `kSecMatchLimitOne`.
  nonisolated(unsafe) public let kSecMatchLimitOne: CFString = "m_LimitOne"

  /// A value for ``kSecMatchLimit``: `m_LimitAll`.
  ///
  /// The corresponding Security constant is `kSecMatchLimitAll`.
  nonisolated(unsafe) public let kSecMatchLimitAll: CFString = "m_LimitAll"

  /// The dictionary key `r_Data`.
  ///
  /// The corresponding Security constant is `kSecReturnData`.
  nonisolated(unsafe) public let kSecReturnData: CFString = "r_Data"

  /// The dictionary key `r_Attributes`.
  ///
  /// The corresponding Security constant is `kSecReturnAttributes`.
  nonisolated(unsafe) public let kSecReturnAttributes: CFString = "r_Attributes"

  /// The dictionary key `r_Ref`.
  ///
  /// The corresponding Security constant is `kSecReturnRef`.
  nonisolated(unsafe) public let kSecReturnRef: CFString = "r_Ref"

  /// The dictionary key `r_PersistentRef`.
  ///
  /// The corresponding Security constant is `kSecReturnPersistentRef`.
  nonisolated(unsafe) public let kSecReturnPersistentRef: CFString = "r_PersistentRef"

  /// The dictionary key `v_Data`.
  ///
  /// The corresponding Security constant is `kSecValueData`.
  nonisolated(unsafe) public let kSecValueData: CFString = "v_Data"

  /// The dictionary key `v_Ref`.
  ///
  /// The corresponding Security constant is `kSecValueRef`.
  nonisolated(unsafe) public let kSecValueRef: CFString = "v_Ref"

  /// The dictionary key `v_PersistentRef`.
  ///
  /// The corresponding Security constant is `kSecValuePersistentRef`.
  nonisolated(unsafe) public let kSecValuePersistentRef: CFString = "v_PersistentRef"

  /// The dictionary key `u_ItemList`.
  ///
  /// The corresponding Security constant is `kSecUseItemList`.
  nonisolated(unsafe) public let kSecUseItemList: CFString = "u_ItemList"

  /// The dictionary key `u_Keychain`.
  ///
  /// The corresponding Security constant is `kSecUseKeychain`; on Apple platforms, macOS only.
  nonisolated(unsafe) public let kSecUseKeychain: CFString = "u_Keychain"

  /// The dictionary key `u_OpPrompt`.
  ///
  /// The corresponding Security constant is `kSecUseOperationPrompt`.
  nonisolated(unsafe) public let kSecUseOperationPrompt: CFString = "u_OpPrompt"

  /// The dictionary key `u_NoAuthUI`.
  ///
  /// The corresponding Security constant is `kSecUseNoAuthenticationUI`.
  nonisolated(unsafe) public let kSecUseNoAuthenticationUI: CFString = "u_NoAuthUI"

  /// The dictionary key `u_AuthUI`.
  ///
  /// The corresponding Security constant is `kSecUseAuthenticationUI`.
  nonisolated(unsafe) public let kSecUseAuthenticationUI: CFString = "u_AuthUI"

  /// The dictionary key `u_AuthCtx`.
  ///
  /// The corresponding Security constant is `kSecUseAuthenticationContext`.
  nonisolated(unsafe) public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"

  /// The dictionary key `nleg`.
  ///
  /// The corresponding Security constant is `kSecUseDataProtectionKeychain`.
  nonisolated(unsafe) public let kSecUseDataProtectionKeychain: CFString = "nleg"

  /// A value for ``kSecUseAuthenticationUI``: `u_AuthUIA`.
  ///
  /// The corresponding Security constant is `kSecUseAuthenticationUIAllow`.
  nonisolated(unsafe) public let kSecUseAuthenticationUIAllow: CFString = "u_AuthUIA"

  /// A value for ``kSecUseAuthenticationUI``: `u_AuthUIF`.
  ///
  /// The corresponding Security constant is `kSecUseAuthenticationUIFail`.
  nonisolated(unsafe) public let kSecUseAuthenticationUIFail: CFString = "u_AuthUIF"

  /// A value for ``kSecUseAuthenticationUI``: `u_AuthUIS`.
  ///
  /// The corresponding Security constant is `kSecUseAuthenticationUISkip`.
  nonisolated(unsafe) public let kSecUseAuthenticationUISkip: CFString = "u_AuthUIS"

  /// A value for ``kSecAttrTokenID``: `com.apple.setoken`.
  ///
  /// The corresponding Security constant is `kSecAttrTokenIDSecureEnclave`.
  nonisolated(unsafe) public let kSecAttrTokenIDSecureEnclave: CFString = "com.apple.setoken"

  /// A value for ``kSecAttrAccessGroup``: `com.apple.token`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessGroupToken`.
  nonisolated(unsafe) public let kSecAttrAccessGroupToken: CFString = "com.apple.token"

  /// The dictionary key `edat`.
  ///
  /// The corresponding Security constant is `kSecAttrEndDate`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrEndDate: CFString = "edat"

  /// The dictionary key `modi`.
  ///
  /// The corresponding Security constant is `kSecAttrIsModifiable`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrIsModifiable: CFString = "modi"

  /// The dictionary key `priv`.
  ///
  /// The corresponding Security constant is `kSecAttrIsPrivate`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrIsPrivate: CFString = "priv"

  /// The dictionary key `crtr`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyCreator`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrKeyCreator: CFString = "crtr"

  /// The dictionary key `sdat`.
  ///
  /// The corresponding Security constant is `kSecAttrStartDate`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrStartDate: CFString = "sdat"

  /// The dictionary key `spwd`.
  ///
  /// The corresponding Security constant is `kSecSharedPassword`.
  nonisolated(unsafe) public let kSecSharedPassword: CFString = "spwd"

  /// The dictionary key `afps`.
  ///
  /// The corresponding Security constant is `kSecAttrAFPServerSignature`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrAFPServerSignature: CFString = "afps"

  /// The dictionary key `addr`.
  ///
  /// The corresponding Security constant is `kSecAttrAddress`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrAddress: CFString = "addr"

  /// The dictionary key `snrc`.
  ///
  /// The corresponding Security constant is `kSecAttrCanSignRecover`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrCanSignRecover: CFString = "snrc"

  /// The dictionary key `vyrc`.
  ///
  /// The corresponding Security constant is `kSecAttrCanVerifyRecover`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrCanVerifyRecover: CFString = "vyrc"

  /// The dictionary key `volm`.
  ///
  /// The corresponding Security constant is `kSecAttrVolume`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrVolume: CFString = "volm"

  /// The dictionary key `asen`.
  ///
  /// The corresponding Security constant is `kSecAttrWasAlwaysSensitive`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrWasAlwaysSensitive: CFString = "asen"

  /// The dictionary key `next`.
  ///
  /// The corresponding Security constant is `kSecAttrWasNeverExtractable`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrWasNeverExtractable: CFString = "next"

  /// The dictionary key `u_UserIndependentKeychain`.
  ///
  /// The corresponding Security constant is `kSecUseUserIndependentKeychain`; on Apple platforms, tvOS only.
  nonisolated(unsafe) public let kSecUseUserIndependentKeychain: CFString = "u_UserIndependentKeychain"

  /// A value for ``kSecClass``: `apls`.
  ///
  /// The corresponding Security constant is `kSecClassAppleSharePassword`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecClassAppleSharePassword: CFString = "apls"

  /// A value for ``kSecAttrAccessible``: `dk`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleAlwaysPrivate`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrAccessibleAlwaysPrivate: CFString = "dk"

  /// A value for ``kSecAttrAccessible``: `dku`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleAlwaysThisDeviceOnlyPrivate`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrAccessibleAlwaysThisDeviceOnlyPrivate: CFString = "dku"

  /// A value for ``kSecAttrAccessible``: `f`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleUntilReboot`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrAccessibleUntilReboot: CFString = "f"

  /// The dictionary key `scrp`.
  ///
  /// The corresponding Security constant is `kSecAttrScriptCode`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrScriptCode: CFString = "scrp"

  /// The dictionary key `cusi`.
  ///
  /// The corresponding Security constant is `kSecAttrHasCustomIcon`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrHasCustomIcon: CFString = "cusi"

  /// The dictionary key `crlt`.
  ///
  /// The corresponding Security constant is `kSecAttrCRLType`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrCRLType: CFString = "crlt"

  /// The dictionary key `crle`.
  ///
  /// The corresponding Security constant is `kSecAttrCRLEncoding`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrCRLEncoding: CFString = "crle"

  /// The dictionary key `alis`.
  ///
  /// The corresponding Security constant is `kSecAttrAlias`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrAlias: CFString = "alis"

  /// The dictionary key `tomb`.
  ///
  /// The corresponding Security constant is `kSecAttrTombstone`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrTombstone: CFString = "tomb"

  /// The dictionary key `musr`.
  ///
  /// The corresponding Security constant is `kSecAttrMultiUser`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrMultiUser: CFString = "musr"

  /// The dictionary key `nleg`.
  ///
  /// The corresponding Security constant is `kSecAttrNoLegacy`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrNoLegacy: CFString = "nleg"

  /// The dictionary key `toid`.
  ///
  /// The corresponding Security constant is `kSecAttrTokenOID`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrTokenOID: CFString = "toid"

  /// The dictionary key `UUID`.
  ///
  /// The corresponding Security constant is `kSecAttrUUID`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrUUID: CFString = "UUID"

  /// The dictionary key `sysb`.
  ///
  /// The corresponding Security constant is `kSecAttrSysBound`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrSysBound: CFString = "sysb"

  /// The dictionary key `sha1`.
  ///
  /// The corresponding Security constant is `kSecAttrSHA1`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrSHA1: CFString = "sha1"

  /// The dictionary key `dspk`.
  ///
  /// The corresponding Security constant is `kSecAttrDeriveSyncIDFromItemAttributes`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrDeriveSyncIDFromItemAttributes: CFString = "dspk"

  /// The dictionary key `pcss`.
  ///
  /// The corresponding Security constant is `kSecAttrPCSPlaintextServiceIdentifier`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrPCSPlaintextServiceIdentifier: CFString = "pcss"

  /// The dictionary key `pcsk`.
  ///
  /// The corresponding Security constant is `kSecAttrPCSPlaintextPublicKey`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrPCSPlaintextPublicKey: CFString = "pcsk"

  /// The dictionary key `pcsi`.
  ///
  /// The corresponding Security constant is `kSecAttrPCSPlaintextPublicIdentity`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrPCSPlaintextPublicIdentity: CFString = "pcsi"

  /// The dictionary key `ggrp`.
  ///
  /// The corresponding Security constant is `kSecAttrSharingGroup`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrSharingGroup: CFString = "ggrp"

  /// The dictionary key `clip`.
  ///
  /// The corresponding Security constant is `kSecAttrAppClipItem`, private to Apple (`SecItemInternal.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrAppClipItem: CFString = "clip"

  /// A value for ``kSecAttrKeyType``: `105`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeEd25519`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrKeyTypeEd25519: CFString = "105"

  /// A value for ``kSecAttrKeyType``: `106`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeX25519`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecAttrKeyTypeX25519: CFString = "106"

  /// The dictionary key `binn`.
  ///
  /// The corresponding Security constant is `kSecDataInetExtraNotes`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecDataInetExtraNotes: CFString = "binn"

  /// The dictionary key `bini`.
  ///
  /// The corresponding Security constant is `kSecDataInetExtraHistory`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecDataInetExtraHistory: CFString = "bini"

  /// The dictionary key `bin0`.
  ///
  /// The corresponding Security constant is `kSecDataInetExtraClientDefined0`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecDataInetExtraClientDefined0: CFString = "bin0"

  /// The dictionary key `bin1`.
  ///
  /// The corresponding Security constant is `kSecDataInetExtraClientDefined1`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecDataInetExtraClientDefined1: CFString = "bin1"

  /// The dictionary key `bin2`.
  ///
  /// The corresponding Security constant is `kSecDataInetExtraClientDefined2`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecDataInetExtraClientDefined2: CFString = "bin2"

  /// The dictionary key `bin3`.
  ///
  /// The corresponding Security constant is `kSecDataInetExtraClientDefined3`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecDataInetExtraClientDefined3: CFString = "bin3"

  /// The dictionary key `u_Tomb`.
  ///
  /// The corresponding Security constant is `kSecUseTombstones`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecUseTombstones: CFString = "u_Tomb"

  /// The dictionary key `u_CredRef`.
  ///
  /// The corresponding Security constant is `kSecUseCredentialReference`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecUseCredentialReference: CFString = "u_CredRef"

  /// The dictionary key `u_SystemKeychainAlways`.
  ///
  /// The corresponding Security constant is `kSecUseSystemKeychainAlways`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecUseSystemKeychainAlways: CFString = "u_SystemKeychainAlways"

  /// The dictionary key `u_SystemKeychain`.
  ///
  /// The corresponding Security constant is `kSecUseSystemKeychain`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecUseSystemKeychain: CFString = "u_SystemKeychain"

  /// The dictionary key `u_SyncBubbleKeychain`.
  ///
  /// The corresponding Security constant is `kSecUseSyncBubbleKeychain`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecUseSyncBubbleKeychain: CFString = "u_SyncBubbleKeychain"

  /// The dictionary key `u_CallerName`.
  ///
  /// The corresponding Security constant is `kSecUseCallerName`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecUseCallerName: CFString = "u_CallerName"

  /// The dictionary key `u_TokenRawItems`.
  ///
  /// The corresponding Security constant is `kSecUseTokenRawItems`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecUseTokenRawItems: CFString = "u_TokenRawItems"

  /// The dictionary key `u_CertWithIssuers`.
  ///
  /// The corresponding Security constant is `kSecUseCertificatesWithMatchIssuers`, private to Apple (`SecItemPriv.h`); declared because the keychain rulebook names it.
  nonisolated(unsafe) public let kSecUseCertificatesWithMatchIssuers: CFString = "u_CertWithIssuers"
#endif
