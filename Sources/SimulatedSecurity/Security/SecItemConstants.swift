#if !canImport(Darwin)
  import Foundation

  // Security's dictionary keys and values, with the strings of Apple's
  // `OSX/sec/Security/SecItemConstants.c` (macOS-only ones from
  // `OSX/libsecurity_keychain/lib/SecItemConstants.c`). The strings are those files' (the
  // table of §5); `SecItemConstantsTests` checks every value.
  //
  // `NSString` is not `Sendable` on Linux, so the constants are `nonisolated(unsafe)`; they
  // are immutable.

  /// The attribute key `acls`.
  ///
  /// The corresponding Security constant is `kSecAttrAccess`.
  nonisolated(unsafe) public let kSecAttrAccess: CFString = "acls"

  /// The attribute key `accc`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessControl`.
  nonisolated(unsafe) public let kSecAttrAccessControl: CFString = "accc"

  /// The attribute key `agrp`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessGroup`.
  nonisolated(unsafe) public let kSecAttrAccessGroup: CFString = "agrp"

  /// The access group of CryptoTokenKit items, a value for ``kSecAttrAccessGroup``.
  ///
  /// The corresponding Security constant is `kSecAttrAccessGroupToken`.
  nonisolated(unsafe) public let kSecAttrAccessGroupToken: CFString = "com.apple.token"

  /// The attribute key `pdmn`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessible`.
  nonisolated(unsafe) public let kSecAttrAccessible: CFString = "pdmn"

  /// An accessibility (protection class) value for ``kSecAttrAccessible``: `ck`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleAfterFirstUnlock`.
  nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"

  /// An accessibility (protection class) value for ``kSecAttrAccessible``: `cku`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`.
  nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"

  /// An accessibility (protection class) value for ``kSecAttrAccessible``: `dk`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleAlways`.
  nonisolated(unsafe) public let kSecAttrAccessibleAlways: CFString = "dk"

  /// An accessibility (protection class) value for ``kSecAttrAccessible``: `dk`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleAlwaysPrivate`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrAccessibleAlwaysPrivate: CFString = "dk"

  /// An accessibility (protection class) value for ``kSecAttrAccessible``: `dku`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleAlwaysThisDeviceOnly`.
  nonisolated(unsafe) public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"

  /// An accessibility (protection class) value for ``kSecAttrAccessible``: `dku`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleAlwaysThisDeviceOnlyPrivate`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrAccessibleAlwaysThisDeviceOnlyPrivate: CFString = "dku"

  /// An accessibility (protection class) value for ``kSecAttrAccessible``: `f`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleUntilReboot`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrAccessibleUntilReboot: CFString = "f"

  /// An accessibility (protection class) value for ``kSecAttrAccessible``: `akpu`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly`.
  nonisolated(unsafe) public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"

  /// An accessibility (protection class) value for ``kSecAttrAccessible``: `ak`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleWhenUnlocked`.
  nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"

  /// An accessibility (protection class) value for ``kSecAttrAccessible``: `aku`.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleWhenUnlockedThisDeviceOnly`.
  nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"

  /// The attribute key `acct`.
  ///
  /// The corresponding Security constant is `kSecAttrAccount`.
  nonisolated(unsafe) public let kSecAttrAccount: CFString = "acct"

  /// The attribute key `alis`.
  ///
  /// The corresponding Security constant is `kSecAttrAlias`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrAlias: CFString = "alis"

  /// The attribute key `clip`.
  ///
  /// The corresponding Security constant is `kSecAttrAppClipItem`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrAppClipItem: CFString = "clip"

  /// The attribute key `klbl`.
  ///
  /// The corresponding Security constant is `kSecAttrApplicationLabel`.
  nonisolated(unsafe) public let kSecAttrApplicationLabel: CFString = "klbl"

  /// The attribute key `atag`.
  ///
  /// The corresponding Security constant is `kSecAttrApplicationTag`.
  nonisolated(unsafe) public let kSecAttrApplicationTag: CFString = "atag"

  /// The attribute key `atyp`.
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationType`.
  nonisolated(unsafe) public let kSecAttrAuthenticationType: CFString = "atyp"

  /// An authentication-type value for ``kSecAttrAuthenticationType``: `dpaa`.
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationTypeDPA`.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeDPA: CFString = "dpaa"

  /// An authentication-type value for ``kSecAttrAuthenticationType``: `dflt`.
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationTypeDefault`.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeDefault: CFString = "dflt"

  /// An authentication-type value for ``kSecAttrAuthenticationType``: `form`.
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationTypeHTMLForm`.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTMLForm: CFString = "form"

  /// An authentication-type value for ``kSecAttrAuthenticationType``: `http`.
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationTypeHTTPBasic`.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTTPBasic: CFString = "http"

  /// An authentication-type value for ``kSecAttrAuthenticationType``: `httd`.
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationTypeHTTPDigest`.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTTPDigest: CFString = "httd"

  /// An authentication-type value for ``kSecAttrAuthenticationType``: `msna`.
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationTypeMSN`.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeMSN: CFString = "msna"

  /// An authentication-type value for ``kSecAttrAuthenticationType``: `ntlm`.
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationTypeNTLM`.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeNTLM: CFString = "ntlm"

  /// An authentication-type value for ``kSecAttrAuthenticationType``: `rpaa`.
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationTypeRPA`.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeRPA: CFString = "rpaa"

  /// The attribute key `decr`.
  ///
  /// The corresponding Security constant is `kSecAttrCanDecrypt`.
  nonisolated(unsafe) public let kSecAttrCanDecrypt: CFString = "decr"

  /// The attribute key `drve`.
  ///
  /// The corresponding Security constant is `kSecAttrCanDerive`.
  nonisolated(unsafe) public let kSecAttrCanDerive: CFString = "drve"

  /// The attribute key `encr`.
  ///
  /// The corresponding Security constant is `kSecAttrCanEncrypt`.
  nonisolated(unsafe) public let kSecAttrCanEncrypt: CFString = "encr"

  /// The attribute key `sign`.
  ///
  /// The corresponding Security constant is `kSecAttrCanSign`.
  nonisolated(unsafe) public let kSecAttrCanSign: CFString = "sign"

  /// The attribute key `unwp`.
  ///
  /// The corresponding Security constant is `kSecAttrCanUnwrap`.
  nonisolated(unsafe) public let kSecAttrCanUnwrap: CFString = "unwp"

  /// The attribute key `vrfy`.
  ///
  /// The corresponding Security constant is `kSecAttrCanVerify`.
  nonisolated(unsafe) public let kSecAttrCanVerify: CFString = "vrfy"

  /// The attribute key `wrap`.
  ///
  /// The corresponding Security constant is `kSecAttrCanWrap`.
  nonisolated(unsafe) public let kSecAttrCanWrap: CFString = "wrap"

  /// The attribute key `cenc`.
  ///
  /// The corresponding Security constant is `kSecAttrCertificateEncoding`.
  nonisolated(unsafe) public let kSecAttrCertificateEncoding: CFString = "cenc"

  /// The attribute key `ctyp`.
  ///
  /// The corresponding Security constant is `kSecAttrCertificateType`.
  nonisolated(unsafe) public let kSecAttrCertificateType: CFString = "ctyp"

  /// The attribute key `icmt`.
  ///
  /// The corresponding Security constant is `kSecAttrComment`.
  nonisolated(unsafe) public let kSecAttrComment: CFString = "icmt"

  /// The attribute key `cdat`.
  ///
  /// The corresponding Security constant is `kSecAttrCreationDate`.
  nonisolated(unsafe) public let kSecAttrCreationDate: CFString = "cdat"

  /// The attribute key `crtr`.
  ///
  /// The corresponding Security constant is `kSecAttrCreator`.
  nonisolated(unsafe) public let kSecAttrCreator: CFString = "crtr"

  /// The attribute key `desc`.
  ///
  /// The corresponding Security constant is `kSecAttrDescription`.
  nonisolated(unsafe) public let kSecAttrDescription: CFString = "desc"

  /// The attribute key `esiz`.
  ///
  /// The corresponding Security constant is `kSecAttrEffectiveKeySize`.
  nonisolated(unsafe) public let kSecAttrEffectiveKeySize: CFString = "esiz"

  /// The attribute key `edat`.
  ///
  /// The corresponding Security constant is `kSecAttrEndDate`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrEndDate: CFString = "edat"

  /// The attribute key `gena`.
  ///
  /// The corresponding Security constant is `kSecAttrGeneric`.
  nonisolated(unsafe) public let kSecAttrGeneric: CFString = "gena"

  /// The attribute key `cusi`.
  ///
  /// The corresponding Security constant is `kSecAttrHasCustomIcon`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrHasCustomIcon: CFString = "cusi"

  /// The attribute key `extr`.
  ///
  /// The corresponding Security constant is `kSecAttrIsExtractable`.
  nonisolated(unsafe) public let kSecAttrIsExtractable: CFString = "extr"

  /// The attribute key `invi`.
  ///
  /// The corresponding Security constant is `kSecAttrIsInvisible`.
  nonisolated(unsafe) public let kSecAttrIsInvisible: CFString = "invi"

  /// The attribute key `modi`.
  ///
  /// The corresponding Security constant is `kSecAttrIsModifiable`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrIsModifiable: CFString = "modi"

  /// The attribute key `nega`.
  ///
  /// The corresponding Security constant is `kSecAttrIsNegative`.
  nonisolated(unsafe) public let kSecAttrIsNegative: CFString = "nega"

  /// The attribute key `perm`.
  ///
  /// The corresponding Security constant is `kSecAttrIsPermanent`.
  nonisolated(unsafe) public let kSecAttrIsPermanent: CFString = "perm"

  /// The attribute key `priv`.
  ///
  /// The corresponding Security constant is `kSecAttrIsPrivate`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrIsPrivate: CFString = "priv"

  /// The attribute key `sens`.
  ///
  /// The corresponding Security constant is `kSecAttrIsSensitive`.
  nonisolated(unsafe) public let kSecAttrIsSensitive: CFString = "sens"

  /// The attribute key `issr`.
  ///
  /// The corresponding Security constant is `kSecAttrIssuer`.
  nonisolated(unsafe) public let kSecAttrIssuer: CFString = "issr"

  /// The attribute key `kcls`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyClass`.
  nonisolated(unsafe) public let kSecAttrKeyClass: CFString = "kcls"

  /// A key-class value for ``kSecAttrKeyClass``: `1`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyClassPrivate`.
  nonisolated(unsafe) public let kSecAttrKeyClassPrivate: CFString = "1"

  /// A key-class value for ``kSecAttrKeyClass``: `0`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyClassPublic`.
  nonisolated(unsafe) public let kSecAttrKeyClassPublic: CFString = "0"

  /// A key-class value for ``kSecAttrKeyClass``: `2`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyClassSymmetric`.
  nonisolated(unsafe) public let kSecAttrKeyClassSymmetric: CFString = "2"

  /// The attribute key `crtr`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyCreator`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrKeyCreator: CFString = "crtr"

  /// The attribute key `bsiz`.
  ///
  /// The corresponding Security constant is `kSecAttrKeySizeInBits`.
  nonisolated(unsafe) public let kSecAttrKeySizeInBits: CFString = "bsiz"

  /// The attribute key `type`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyType`.
  nonisolated(unsafe) public let kSecAttrKeyType: CFString = "type"

  /// A key-type value for ``kSecAttrKeyType``: `17`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyType3DES`.
  nonisolated(unsafe) public let kSecAttrKeyType3DES: CFString = "17"

  /// A key-type value for ``kSecAttrKeyType``: `2147483649`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeAES`.
  nonisolated(unsafe) public let kSecAttrKeyTypeAES: CFString = "2147483649"

  /// A key-type value for ``kSecAttrKeyType``: `56`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeCAST`.
  nonisolated(unsafe) public let kSecAttrKeyTypeCAST: CFString = "56"

  /// A key-type value for ``kSecAttrKeyType``: `14`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeDES`.
  nonisolated(unsafe) public let kSecAttrKeyTypeDES: CFString = "14"

  /// A key-type value for ``kSecAttrKeyType``: `43`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeDSA`.
  nonisolated(unsafe) public let kSecAttrKeyTypeDSA: CFString = "43"

  /// A key-type value for ``kSecAttrKeyType``: `73`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeEC`.
  nonisolated(unsafe) public let kSecAttrKeyTypeEC: CFString = "73"

  /// A key-type value for ``kSecAttrKeyType``: `73`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeECDSA`.
  nonisolated(unsafe) public let kSecAttrKeyTypeECDSA: CFString = "73"

  /// A key-type value for ``kSecAttrKeyType``: `73`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeECSECPrimeRandom`.
  nonisolated(unsafe) public let kSecAttrKeyTypeECSECPrimeRandom: CFString = "73"

  /// A key-type value for ``kSecAttrKeyType``: `105`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeEd25519`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrKeyTypeEd25519: CFString = "105"

  /// A key-type value for ``kSecAttrKeyType``: `23`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeRC2`.
  nonisolated(unsafe) public let kSecAttrKeyTypeRC2: CFString = "23"

  /// A key-type value for ``kSecAttrKeyType``: `25`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeRC4`.
  nonisolated(unsafe) public let kSecAttrKeyTypeRC4: CFString = "25"

  /// A key-type value for ``kSecAttrKeyType``: `42`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeRSA`.
  nonisolated(unsafe) public let kSecAttrKeyTypeRSA: CFString = "42"

  /// A key-type value for ``kSecAttrKeyType``: `106`.
  ///
  /// The corresponding Security constant is `kSecAttrKeyTypeX25519`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrKeyTypeX25519: CFString = "106"

  /// The attribute key `labl`.
  ///
  /// The corresponding Security constant is `kSecAttrLabel`.
  nonisolated(unsafe) public let kSecAttrLabel: CFString = "labl"

  /// The attribute key `mdat`.
  ///
  /// The corresponding Security constant is `kSecAttrModificationDate`.
  nonisolated(unsafe) public let kSecAttrModificationDate: CFString = "mdat"

  /// The attribute key `musr`.
  ///
  /// The corresponding Security constant is `kSecAttrMultiUser`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrMultiUser: CFString = "musr"

  /// The attribute key `nleg`.
  ///
  /// The corresponding Security constant is `kSecAttrNoLegacy`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrNoLegacy: CFString = "nleg"

  /// The attribute key `prf`.
  ///
  /// The corresponding Security constant is `kSecAttrPRF`.
  nonisolated(unsafe) public let kSecAttrPRF: CFString = "prf"

  /// A pseudo-random function, a value for ``kSecAttrPRF``: `hsha1`.
  ///
  /// The corresponding Security constant is `kSecAttrPRFHmacAlgSHA1`.
  nonisolated(unsafe) public let kSecAttrPRFHmacAlgSHA1: CFString = "hsha1"

  /// A pseudo-random function, a value for ``kSecAttrPRF``: `hsha224`.
  ///
  /// The corresponding Security constant is `kSecAttrPRFHmacAlgSHA224`.
  nonisolated(unsafe) public let kSecAttrPRFHmacAlgSHA224: CFString = "hsha224"

  /// A pseudo-random function, a value for ``kSecAttrPRF``: `hsha256`.
  ///
  /// The corresponding Security constant is `kSecAttrPRFHmacAlgSHA256`.
  nonisolated(unsafe) public let kSecAttrPRFHmacAlgSHA256: CFString = "hsha256"

  /// A pseudo-random function, a value for ``kSecAttrPRF``: `hsha384`.
  ///
  /// The corresponding Security constant is `kSecAttrPRFHmacAlgSHA384`.
  nonisolated(unsafe) public let kSecAttrPRFHmacAlgSHA384: CFString = "hsha384"

  /// A pseudo-random function, a value for ``kSecAttrPRF``: `hsha512`.
  ///
  /// The corresponding Security constant is `kSecAttrPRFHmacAlgSHA512`.
  nonisolated(unsafe) public let kSecAttrPRFHmacAlgSHA512: CFString = "hsha512"

  /// The attribute key `path`.
  ///
  /// The corresponding Security constant is `kSecAttrPath`.
  nonisolated(unsafe) public let kSecAttrPath: CFString = "path"

  /// The attribute key `persistref`.
  ///
  /// The corresponding Security constant is `kSecAttrPersistantReference`.
  nonisolated(unsafe) public let kSecAttrPersistantReference: CFString = "persistref"

  /// The attribute key `persistref`.
  ///
  /// The corresponding Security constant is `kSecAttrPersistentReference`.
  nonisolated(unsafe) public let kSecAttrPersistentReference: CFString = "persistref"

  /// The attribute key `port`.
  ///
  /// The corresponding Security constant is `kSecAttrPort`.
  nonisolated(unsafe) public let kSecAttrPort: CFString = "port"

  /// The attribute key `ptcl`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocol`.
  nonisolated(unsafe) public let kSecAttrProtocol: CFString = "ptcl"

  /// A protocol value for ``kSecAttrProtocol``: `afp `.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolAFP`.
  nonisolated(unsafe) public let kSecAttrProtocolAFP: CFString = "afp "

  /// A protocol value for ``kSecAttrProtocol``: `atlk`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolAppleTalk`.
  nonisolated(unsafe) public let kSecAttrProtocolAppleTalk: CFString = "atlk"

  /// A protocol value for ``kSecAttrProtocol``: `daap`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolDAAP`.
  nonisolated(unsafe) public let kSecAttrProtocolDAAP: CFString = "daap"

  /// A protocol value for ``kSecAttrProtocol``: `eppc`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolEPPC`.
  nonisolated(unsafe) public let kSecAttrProtocolEPPC: CFString = "eppc"

  /// A protocol value for ``kSecAttrProtocol``: `ftp `.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolFTP`.
  nonisolated(unsafe) public let kSecAttrProtocolFTP: CFString = "ftp "

  /// A protocol value for ``kSecAttrProtocol``: `ftpa`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolFTPAccount`.
  nonisolated(unsafe) public let kSecAttrProtocolFTPAccount: CFString = "ftpa"

  /// A protocol value for ``kSecAttrProtocol``: `ftpx`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolFTPProxy`.
  nonisolated(unsafe) public let kSecAttrProtocolFTPProxy: CFString = "ftpx"

  /// A protocol value for ``kSecAttrProtocol``: `ftps`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolFTPS`.
  nonisolated(unsafe) public let kSecAttrProtocolFTPS: CFString = "ftps"

  /// A protocol value for ``kSecAttrProtocol``: `http`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolHTTP`.
  nonisolated(unsafe) public let kSecAttrProtocolHTTP: CFString = "http"

  /// A protocol value for ``kSecAttrProtocol``: `htpx`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolHTTPProxy`.
  nonisolated(unsafe) public let kSecAttrProtocolHTTPProxy: CFString = "htpx"

  /// A protocol value for ``kSecAttrProtocol``: `htps`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolHTTPS`.
  nonisolated(unsafe) public let kSecAttrProtocolHTTPS: CFString = "htps"

  /// A protocol value for ``kSecAttrProtocol``: `htsx`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolHTTPSProxy`.
  nonisolated(unsafe) public let kSecAttrProtocolHTTPSProxy: CFString = "htsx"

  /// A protocol value for ``kSecAttrProtocol``: `imap`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolIMAP`.
  nonisolated(unsafe) public let kSecAttrProtocolIMAP: CFString = "imap"

  /// A protocol value for ``kSecAttrProtocol``: `imps`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolIMAPS`.
  nonisolated(unsafe) public let kSecAttrProtocolIMAPS: CFString = "imps"

  /// A protocol value for ``kSecAttrProtocol``: `ipp `.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolIPP`.
  nonisolated(unsafe) public let kSecAttrProtocolIPP: CFString = "ipp "

  /// A protocol value for ``kSecAttrProtocol``: `irc `.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolIRC`.
  nonisolated(unsafe) public let kSecAttrProtocolIRC: CFString = "irc "

  /// A protocol value for ``kSecAttrProtocol``: `ircs`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolIRCS`.
  nonisolated(unsafe) public let kSecAttrProtocolIRCS: CFString = "ircs"

  /// A protocol value for ``kSecAttrProtocol``: `ldap`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolLDAP`.
  nonisolated(unsafe) public let kSecAttrProtocolLDAP: CFString = "ldap"

  /// A protocol value for ``kSecAttrProtocol``: `ldps`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolLDAPS`.
  nonisolated(unsafe) public let kSecAttrProtocolLDAPS: CFString = "ldps"

  /// A protocol value for ``kSecAttrProtocol``: `nntp`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolNNTP`.
  nonisolated(unsafe) public let kSecAttrProtocolNNTP: CFString = "nntp"

  /// A protocol value for ``kSecAttrProtocol``: `ntps`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolNNTPS`.
  nonisolated(unsafe) public let kSecAttrProtocolNNTPS: CFString = "ntps"

  /// A protocol value for ``kSecAttrProtocol``: `pop3`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolPOP3`.
  nonisolated(unsafe) public let kSecAttrProtocolPOP3: CFString = "pop3"

  /// A protocol value for ``kSecAttrProtocol``: `pops`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolPOP3S`.
  nonisolated(unsafe) public let kSecAttrProtocolPOP3S: CFString = "pops"

  /// A protocol value for ``kSecAttrProtocol``: `rtsp`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolRTSP`.
  nonisolated(unsafe) public let kSecAttrProtocolRTSP: CFString = "rtsp"

  /// A protocol value for ``kSecAttrProtocol``: `rtsx`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolRTSPProxy`.
  nonisolated(unsafe) public let kSecAttrProtocolRTSPProxy: CFString = "rtsx"

  /// A protocol value for ``kSecAttrProtocol``: `smb `.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolSMB`.
  nonisolated(unsafe) public let kSecAttrProtocolSMB: CFString = "smb "

  /// A protocol value for ``kSecAttrProtocol``: `smtp`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolSMTP`.
  nonisolated(unsafe) public let kSecAttrProtocolSMTP: CFString = "smtp"

  /// A protocol value for ``kSecAttrProtocol``: `sox `.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolSOCKS`.
  nonisolated(unsafe) public let kSecAttrProtocolSOCKS: CFString = "sox "

  /// A protocol value for ``kSecAttrProtocol``: `ssh `.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolSSH`.
  nonisolated(unsafe) public let kSecAttrProtocolSSH: CFString = "ssh "

  /// A protocol value for ``kSecAttrProtocol``: `teln`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolTelnet`.
  nonisolated(unsafe) public let kSecAttrProtocolTelnet: CFString = "teln"

  /// A protocol value for ``kSecAttrProtocol``: `tels`.
  ///
  /// The corresponding Security constant is `kSecAttrProtocolTelnetS`.
  nonisolated(unsafe) public let kSecAttrProtocolTelnetS: CFString = "tels"

  /// The attribute key `pkhh`.
  ///
  /// The corresponding Security constant is `kSecAttrPublicKeyHash`.
  nonisolated(unsafe) public let kSecAttrPublicKeyHash: CFString = "pkhh"

  /// The attribute key `rounds`.
  ///
  /// The corresponding Security constant is `kSecAttrRounds`.
  nonisolated(unsafe) public let kSecAttrRounds: CFString = "rounds"

  /// The attribute key `sha1`.
  ///
  /// The corresponding Security constant is `kSecAttrSHA1`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrSHA1: CFString = "sha1"

  /// The attribute key `salt`.
  ///
  /// The corresponding Security constant is `kSecAttrSalt`.
  nonisolated(unsafe) public let kSecAttrSalt: CFString = "salt"

  /// The attribute key `scrp`.
  ///
  /// The corresponding Security constant is `kSecAttrScriptCode`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrScriptCode: CFString = "scrp"

  /// The attribute key `sdmn`.
  ///
  /// The corresponding Security constant is `kSecAttrSecurityDomain`.
  nonisolated(unsafe) public let kSecAttrSecurityDomain: CFString = "sdmn"

  /// The attribute key `slnr`.
  ///
  /// The corresponding Security constant is `kSecAttrSerialNumber`.
  nonisolated(unsafe) public let kSecAttrSerialNumber: CFString = "slnr"

  /// The attribute key `srvr`.
  ///
  /// The corresponding Security constant is `kSecAttrServer`.
  nonisolated(unsafe) public let kSecAttrServer: CFString = "srvr"

  /// The attribute key `svce`.
  ///
  /// The corresponding Security constant is `kSecAttrService`.
  nonisolated(unsafe) public let kSecAttrService: CFString = "svce"

  /// The attribute key `ggrp`.
  ///
  /// The corresponding Security constant is `kSecAttrSharingGroup`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrSharingGroup: CFString = "ggrp"

  /// The attribute key `sdat`.
  ///
  /// The corresponding Security constant is `kSecAttrStartDate`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrStartDate: CFString = "sdat"

  /// The attribute key `subj`.
  ///
  /// The corresponding Security constant is `kSecAttrSubject`.
  nonisolated(unsafe) public let kSecAttrSubject: CFString = "subj"

  /// The attribute key `skid`.
  ///
  /// The corresponding Security constant is `kSecAttrSubjectKeyID`.
  nonisolated(unsafe) public let kSecAttrSubjectKeyID: CFString = "skid"

  /// The attribute key `vwht`.
  ///
  /// The corresponding Security constant is `kSecAttrSyncViewHint`.
  nonisolated(unsafe) public let kSecAttrSyncViewHint: CFString = "vwht"

  /// The attribute key `sync`.
  ///
  /// The corresponding Security constant is `kSecAttrSynchronizable`.
  nonisolated(unsafe) public let kSecAttrSynchronizable: CFString = "sync"

  /// The value of ``kSecAttrSynchronizable`` that matches synchronizable and local items.
  ///
  /// The corresponding Security constant is `kSecAttrSynchronizableAny`.
  nonisolated(unsafe) public let kSecAttrSynchronizableAny: CFString = "syna"

  /// The attribute key `sysb`.
  ///
  /// The corresponding Security constant is `kSecAttrSysBound`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrSysBound: CFString = "sysb"

  /// The attribute key `tkid`.
  ///
  /// The corresponding Security constant is `kSecAttrTokenID`.
  nonisolated(unsafe) public let kSecAttrTokenID: CFString = "tkid"

  /// The Secure Enclave token, a value for ``kSecAttrTokenID``.
  ///
  /// The corresponding Security constant is `kSecAttrTokenIDSecureEnclave`.
  nonisolated(unsafe) public let kSecAttrTokenIDSecureEnclave: CFString = "com.apple.setoken"

  /// The attribute key `tomb`.
  ///
  /// The corresponding Security constant is `kSecAttrTombstone`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrTombstone: CFString = "tomb"

  /// The attribute key `type`.
  ///
  /// The corresponding Security constant is `kSecAttrType`.
  nonisolated(unsafe) public let kSecAttrType: CFString = "type"

  /// The attribute key `UUID`.
  ///
  /// The corresponding Security constant is `kSecAttrUUID`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecAttrUUID: CFString = "UUID"

  /// The key whose value names the class of an item.
  ///
  /// The corresponding Security constant is `kSecClass`.
  nonisolated(unsafe) public let kSecClass: CFString = "class"

  /// The item class `apls`, a value for ``kSecClass``.
  ///
  /// The corresponding Security constant is `kSecClassAppleSharePassword`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecClassAppleSharePassword: CFString = "apls"

  /// The item class `cert`, a value for ``kSecClass``.
  ///
  /// The corresponding Security constant is `kSecClassCertificate`.
  nonisolated(unsafe) public let kSecClassCertificate: CFString = "cert"

  /// The item class `genp`, a value for ``kSecClass``.
  ///
  /// The corresponding Security constant is `kSecClassGenericPassword`.
  nonisolated(unsafe) public let kSecClassGenericPassword: CFString = "genp"

  /// The item class `idnt`, a value for ``kSecClass``.
  ///
  /// The corresponding Security constant is `kSecClassIdentity`.
  nonisolated(unsafe) public let kSecClassIdentity: CFString = "idnt"

  /// The item class `inet`, a value for ``kSecClass``.
  ///
  /// The corresponding Security constant is `kSecClassInternetPassword`.
  nonisolated(unsafe) public let kSecClassInternetPassword: CFString = "inet"

  /// The item class `keys`, a value for ``kSecClass``.
  ///
  /// The corresponding Security constant is `kSecClassKey`.
  nonisolated(unsafe) public let kSecClassKey: CFString = "keys"

  /// The search key `m_CaseInsensitive`.
  ///
  /// The corresponding Security constant is `kSecMatchCaseInsensitive`.
  nonisolated(unsafe) public let kSecMatchCaseInsensitive: CFString = "m_CaseInsensitive"

  /// The search key `m_DiacriticInsensitive`.
  ///
  /// The corresponding Security constant is `kSecMatchDiacriticInsensitive`.
  nonisolated(unsafe) public let kSecMatchDiacriticInsensitive: CFString = "m_DiacriticInsensitive"

  /// The search key `m_EmailAddressIfPresent`.
  ///
  /// The corresponding Security constant is `kSecMatchEmailAddressIfPresent`.
  nonisolated(unsafe) public let kSecMatchEmailAddressIfPresent: CFString =
    "m_EmailAddressIfPresent"

  /// The search key `m_HostOrSubdomainOfHost`.
  ///
  /// The corresponding Security constant is `kSecMatchHostOrSubdomainOfHost`.
  nonisolated(unsafe) public let kSecMatchHostOrSubdomainOfHost: CFString =
    "m_HostOrSubdomainOfHost"

  /// The search key `m_Issuers`.
  ///
  /// The corresponding Security constant is `kSecMatchIssuers`.
  nonisolated(unsafe) public let kSecMatchIssuers: CFString = "m_Issuers"

  /// The search key `m_ItemList`.
  ///
  /// The corresponding Security constant is `kSecMatchItemList`.
  nonisolated(unsafe) public let kSecMatchItemList: CFString = "m_ItemList"

  /// The search key `m_Limit`.
  ///
  /// The corresponding Security constant is `kSecMatchLimit`.
  nonisolated(unsafe) public let kSecMatchLimit: CFString = "m_Limit"

  /// A match-limit value for ``kSecMatchLimit``: `m_LimitAll`.
  ///
  /// The corresponding Security constant is `kSecMatchLimitAll`.
  nonisolated(unsafe) public let kSecMatchLimitAll: CFString = "m_LimitAll"

  /// A match-limit value for ``kSecMatchLimit``: `m_LimitOne`.
  ///
  /// The corresponding Security constant is `kSecMatchLimitOne`.
  nonisolated(unsafe) public let kSecMatchLimitOne: CFString = "m_LimitOne"

  /// The search key `m_Policy`.
  ///
  /// The corresponding Security constant is `kSecMatchPolicy`.
  nonisolated(unsafe) public let kSecMatchPolicy: CFString = "m_Policy"

  /// The search key `m_SearchList`.
  ///
  /// The corresponding Security constant is `kSecMatchSearchList`.
  nonisolated(unsafe) public let kSecMatchSearchList: CFString = "m_SearchList"

  /// The search key `m_SubjectContains`.
  ///
  /// The corresponding Security constant is `kSecMatchSubjectContains`.
  nonisolated(unsafe) public let kSecMatchSubjectContains: CFString = "m_SubjectContains"

  /// The search key `m_SubjectEndsWith`.
  ///
  /// The corresponding Security constant is `kSecMatchSubjectEndsWith`.
  nonisolated(unsafe) public let kSecMatchSubjectEndsWith: CFString = "m_SubjectEndsWith"

  /// The search key `m_SubjectStartsWith`.
  ///
  /// The corresponding Security constant is `kSecMatchSubjectStartsWith`.
  nonisolated(unsafe) public let kSecMatchSubjectStartsWith: CFString = "m_SubjectStartsWith"

  /// The search key `m_SubjectWholeString`.
  ///
  /// The corresponding Security constant is `kSecMatchSubjectWholeString`.
  nonisolated(unsafe) public let kSecMatchSubjectWholeString: CFString = "m_SubjectWholeString"

  /// The search key `m_TrustedOnly`.
  ///
  /// The corresponding Security constant is `kSecMatchTrustedOnly`.
  nonisolated(unsafe) public let kSecMatchTrustedOnly: CFString = "m_TrustedOnly"

  /// The search key `m_ValidOnDate`.
  ///
  /// The corresponding Security constant is `kSecMatchValidOnDate`.
  nonisolated(unsafe) public let kSecMatchValidOnDate: CFString = "m_ValidOnDate"

  /// The search key `m_WidthInsensitive`.
  ///
  /// The corresponding Security constant is `kSecMatchWidthInsensitive`.
  nonisolated(unsafe) public let kSecMatchWidthInsensitive: CFString = "m_WidthInsensitive"

  /// The return-type key `r_Attributes`.
  ///
  /// The corresponding Security constant is `kSecReturnAttributes`.
  nonisolated(unsafe) public let kSecReturnAttributes: CFString = "r_Attributes"

  /// The return-type key `r_Data`.
  ///
  /// The corresponding Security constant is `kSecReturnData`.
  nonisolated(unsafe) public let kSecReturnData: CFString = "r_Data"

  /// The return-type key `r_PersistentRef`.
  ///
  /// The corresponding Security constant is `kSecReturnPersistentRef`.
  nonisolated(unsafe) public let kSecReturnPersistentRef: CFString = "r_PersistentRef"

  /// The return-type key `r_Ref`.
  ///
  /// The corresponding Security constant is `kSecReturnRef`.
  nonisolated(unsafe) public let kSecReturnRef: CFString = "r_Ref"

  /// The key of a shared web credential's password, `spwd`.
  ///
  /// The corresponding Security constant is `kSecSharedPassword`.
  nonisolated(unsafe) public let kSecSharedPassword: CFString = "spwd"

  /// The call-option key `u_AuthCtx`.
  ///
  /// The corresponding Security constant is `kSecUseAuthenticationContext`.
  nonisolated(unsafe) public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"

  /// The call-option key `u_AuthUI`.
  ///
  /// The corresponding Security constant is `kSecUseAuthenticationUI`.
  nonisolated(unsafe) public let kSecUseAuthenticationUI: CFString = "u_AuthUI"

  /// An authentication-UI value for ``kSecUseAuthenticationUI``: `u_AuthUIA`.
  ///
  /// The corresponding Security constant is `kSecUseAuthenticationUIAllow`.
  nonisolated(unsafe) public let kSecUseAuthenticationUIAllow: CFString = "u_AuthUIA"

  /// An authentication-UI value for ``kSecUseAuthenticationUI``: `u_AuthUIF`.
  ///
  /// The corresponding Security constant is `kSecUseAuthenticationUIFail`.
  nonisolated(unsafe) public let kSecUseAuthenticationUIFail: CFString = "u_AuthUIF"

  /// An authentication-UI value for ``kSecUseAuthenticationUI``: `u_AuthUIS`.
  ///
  /// The corresponding Security constant is `kSecUseAuthenticationUISkip`.
  nonisolated(unsafe) public let kSecUseAuthenticationUISkip: CFString = "u_AuthUIS"

  /// The call-option key `u_CredRef`.
  ///
  /// The corresponding Security constant is `kSecUseCredentialReference`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecUseCredentialReference: CFString = "u_CredRef"

  /// The call-option key `nleg`.
  ///
  /// The corresponding Security constant is `kSecUseDataProtectionKeychain`.
  nonisolated(unsafe) public let kSecUseDataProtectionKeychain: CFString = "nleg"

  /// The call-option key `u_ItemList`.
  ///
  /// The corresponding Security constant is `kSecUseItemList`.
  nonisolated(unsafe) public let kSecUseItemList: CFString = "u_ItemList"

  /// The call-option key `u_Keychain`.
  ///
  /// The corresponding Security constant is `kSecUseKeychain`.
  nonisolated(unsafe) public let kSecUseKeychain: CFString = "u_Keychain"

  /// The call-option key `u_NoAuthUI`.
  ///
  /// The corresponding Security constant is `kSecUseNoAuthenticationUI`.
  nonisolated(unsafe) public let kSecUseNoAuthenticationUI: CFString = "u_NoAuthUI"

  /// The call-option key `u_OpPrompt`.
  ///
  /// The corresponding Security constant is `kSecUseOperationPrompt`.
  nonisolated(unsafe) public let kSecUseOperationPrompt: CFString = "u_OpPrompt"

  /// The call-option key `u_Tomb`.
  ///
  /// The corresponding Security constant is `kSecUseTombstones`, private to Apple (SPI); the
  /// simulation declares it because the keychain rulebook uses it.
  nonisolated(unsafe) public let kSecUseTombstones: CFString = "u_Tomb"

  /// The call-option key `u_UserIndependentKeychain`.
  ///
  /// The corresponding Security constant is `kSecUseUserIndependentKeychain`.
  nonisolated(unsafe) public let kSecUseUserIndependentKeychain: CFString =
    "u_UserIndependentKeychain"

  /// The value key `v_Data`.
  ///
  /// The corresponding Security constant is `kSecValueData`.
  nonisolated(unsafe) public let kSecValueData: CFString = "v_Data"

  /// The value key `v_PersistentRef`.
  ///
  /// The corresponding Security constant is `kSecValuePersistentRef`.
  nonisolated(unsafe) public let kSecValuePersistentRef: CFString = "v_PersistentRef"

  /// The value key `v_Ref`.
  ///
  /// The corresponding Security constant is `kSecValueRef`.
  nonisolated(unsafe) public let kSecValueRef: CFString = "v_Ref"
#endif
