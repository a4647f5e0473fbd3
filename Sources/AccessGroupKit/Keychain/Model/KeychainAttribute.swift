/// A key of a SecItem dictionary: an attribute such as `acct`, or a control key such as
/// `r_Data`, spelled exactly as Security spells it.
///
/// `KeychainAttribute(rawValue: kSecAttrAccount as String)` equals ``account``. Extend it
/// with your own statics for keys this list lacks; unknown keys are classified by their shape
/// (§2.1).
public struct KeychainAttribute: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  CustomStringConvertible
{
  /// The key's string, for example `acct`.
  public let rawValue: String

  /// Creates a key from its string.
  ///
  /// - Parameter rawValue: The key, for example `acct`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a key from its string.
  ///
  /// - Parameter rawValue: The key, for example `acct`.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// The raw key.
  public var description: String { rawValue }

  /// Orders keys by their raw strings, the order the simulation checks a dictionary in.
  ///
  /// - Parameters:
  ///   - lhs: A key.
  ///   - rhs: Another key.
  /// - Returns: Whether `lhs` sorts first.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension KeychainAttribute {
  /// The item class.
  ///
  /// The corresponding Security constant is `kSecClass` (`"class"`).
  public static var itemClass: Self { Self(rawValue: "class") }

  /// The access group the item belongs to.
  ///
  /// The corresponding Security constant is `kSecAttrAccessGroup` (`"agrp"`).
  public static var accessGroup: Self { Self(rawValue: "agrp") }

  /// When the item is readable (protection class).
  ///
  /// The corresponding Security constant is `kSecAttrAccessible` (`"pdmn"`).
  public static var accessible: Self { Self(rawValue: "pdmn") }

  /// The item's access-control object.
  ///
  /// The corresponding Security constant is `kSecAttrAccessControl` (`"accc"`).
  public static var accessControl: Self { Self(rawValue: "accc") }

  /// The account name.
  ///
  /// The corresponding Security constant is `kSecAttrAccount` (`"acct"`).
  public static var account: Self { Self(rawValue: "acct") }

  /// The service name (generic passwords).
  ///
  /// The corresponding Security constant is `kSecAttrService` (`"svce"`).
  public static var service: Self { Self(rawValue: "svce") }

  /// Application-defined generic data.
  ///
  /// The corresponding Security constant is `kSecAttrGeneric` (`"gena"`).
  public static var generic: Self { Self(rawValue: "gena") }

  /// The server's domain name or address (internet passwords).
  ///
  /// The corresponding Security constant is `kSecAttrServer` (`"srvr"`).
  public static var server: Self { Self(rawValue: "srvr") }

  /// The security domain (internet passwords).
  ///
  /// The corresponding Security constant is `kSecAttrSecurityDomain` (`"sdmn"`).
  public static var securityDomain: Self { Self(rawValue: "sdmn") }

  /// The protocol (internet passwords).
  ///
  /// The corresponding Security constant is `kSecAttrProtocol` (`"ptcl"`).
  public static var `protocol`: Self { Self(rawValue: "ptcl") }

  /// The authentication scheme (internet passwords).
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationType` (`"atyp"`).
  public static var authenticationType: Self { Self(rawValue: "atyp") }

  /// The port (internet passwords).
  ///
  /// The corresponding Security constant is `kSecAttrPort` (`"port"`).
  public static var port: Self { Self(rawValue: "port") }

  /// The path (internet passwords).
  ///
  /// The corresponding Security constant is `kSecAttrPath` (`"path"`).
  public static var path: Self { Self(rawValue: "path") }

  /// The user-visible label.
  ///
  /// The corresponding Security constant is `kSecAttrLabel` (`"labl"`).
  public static var label: Self { Self(rawValue: "labl") }

  /// The user-visible description.
  ///
  /// The corresponding Security constant is `kSecAttrDescription` (`"desc"`).
  public static var `description`: Self { Self(rawValue: "desc") }

  /// The user-editable comment.
  ///
  /// The corresponding Security constant is `kSecAttrComment` (`"icmt"`).
  public static var comment: Self { Self(rawValue: "icmt") }

  /// When the item was created.
  ///
  /// The corresponding Security constant is `kSecAttrCreationDate` (`"cdat"`).
  public static var creationDate: Self { Self(rawValue: "cdat") }

  /// When the item was last modified.
  ///
  /// The corresponding Security constant is `kSecAttrModificationDate` (`"mdat"`).
  public static var modificationDate: Self { Self(rawValue: "mdat") }

  /// The creator code (also `kSecAttrKeyCreator` for keys).
  ///
  /// The corresponding Security constant is `kSecAttrCreator` (`"crtr"`).
  public static var creator: Self { Self(rawValue: "crtr") }

  /// The item type code (also `kSecAttrKeyType` for keys).
  ///
  /// The corresponding Security constant is `kSecAttrType` (`"type"`).
  public static var `type`: Self { Self(rawValue: "type") }

  /// Whether the item is hidden from keychain viewers.
  ///
  /// The corresponding Security constant is `kSecAttrIsInvisible` (`"invi"`).
  public static var isInvisible: Self { Self(rawValue: "invi") }

  /// Whether the item is a placeholder for a password that is not stored.
  ///
  /// The corresponding Security constant is `kSecAttrIsNegative` (`"nega"`).
  public static var isNegative: Self { Self(rawValue: "nega") }

  /// The script code (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrScriptCode` (`"scrp"`).
  public static var scriptCode: Self { Self(rawValue: "scrp") }

  /// Whether the item has a custom icon (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrHasCustomIcon` (`"cusi"`).
  public static var hasCustomIcon: Self { Self(rawValue: "cusi") }

  /// The alias (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrAlias` (`"alis"`).
  public static var alias: Self { Self(rawValue: "alis") }

  /// Whether the item syncs through iCloud Keychain.
  ///
  /// The corresponding Security constant is `kSecAttrSynchronizable` (`"sync"`).
  public static var synchronizable: Self { Self(rawValue: "sync") }

  /// Whether the row is a tombstone of a deleted synchronizable item (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrTombstone` (`"tomb"`).
  public static var tombstone: Self { Self(rawValue: "tomb") }

  /// The persona or user the item belongs to (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrMultiUser` (`"musr"`).
  public static var multiUser: Self { Self(rawValue: "musr") }

  /// The sync view hint (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrSyncViewHint` (`"vwht"`).
  public static var syncViewHint: Self { Self(rawValue: "vwht") }

  /// The CryptoTokenKit token identifier.
  ///
  /// The corresponding Security constant is `kSecAttrTokenID` (`"tkid"`).
  public static var tokenID: Self { Self(rawValue: "tkid") }

  /// The item's SHA-1 digest (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrSHA1` (`"sha1"`).
  public static var sha1: Self { Self(rawValue: "sha1") }

  /// The item's UUID (SPI; never returned).
  ///
  /// The corresponding Security constant is `kSecAttrUUID` (`"UUID"`).
  public static var uuid: Self { Self(rawValue: "UUID") }

  /// The item's persistent-reference UUID (SPI; never returned).
  ///
  /// The corresponding Security constant is `kSecAttrPersistentReference` (`"persistref"`).
  public static var persistentReference: Self { Self(rawValue: "persistref") }

  /// Whether the item is bound to the system (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrSysBound` (`"sysb"`).
  public static var sysBound: Self { Self(rawValue: "sysb") }

  /// The sharing group (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrSharingGroup` (`"ggrp"`).
  public static var sharingGroup: Self { Self(rawValue: "ggrp") }

  /// Whether an App Clip made the item (internal; callers may not pass it).
  ///
  /// The corresponding Security constant is `kSecAttrAppClipItem` (`"clip"`).
  public static var appClipItem: Self { Self(rawValue: "clip") }

  /// The certificate type.
  ///
  /// The corresponding Security constant is `kSecAttrCertificateType` (`"ctyp"`).
  public static var certificateType: Self { Self(rawValue: "ctyp") }

  /// The certificate encoding.
  ///
  /// The corresponding Security constant is `kSecAttrCertificateEncoding` (`"cenc"`).
  public static var certificateEncoding: Self { Self(rawValue: "cenc") }

  /// The certificate subject (DER).
  ///
  /// The corresponding Security constant is `kSecAttrSubject` (`"subj"`).
  public static var subject: Self { Self(rawValue: "subj") }

  /// The certificate issuer (DER).
  ///
  /// The corresponding Security constant is `kSecAttrIssuer` (`"issr"`).
  public static var issuer: Self { Self(rawValue: "issr") }

  /// The certificate serial number.
  ///
  /// The corresponding Security constant is `kSecAttrSerialNumber` (`"slnr"`).
  public static var serialNumber: Self { Self(rawValue: "slnr") }

  /// The subject key identifier.
  ///
  /// The corresponding Security constant is `kSecAttrSubjectKeyID` (`"skid"`).
  public static var subjectKeyID: Self { Self(rawValue: "skid") }

  /// The hash of the certificate's public key.
  ///
  /// The corresponding Security constant is `kSecAttrPublicKeyHash` (`"pkhh"`).
  public static var publicKeyHash: Self { Self(rawValue: "pkhh") }

  /// The key class: public 0, private 1, symmetric 2.
  ///
  /// The corresponding Security constant is `kSecAttrKeyClass` (`"kcls"`).
  public static var keyClass: Self { Self(rawValue: "kcls") }

  /// The key's application label (usually the public-key hash).
  ///
  /// The corresponding Security constant is `kSecAttrApplicationLabel` (`"klbl"`).
  public static var applicationLabel: Self { Self(rawValue: "klbl") }

  /// The key's application tag.
  ///
  /// The corresponding Security constant is `kSecAttrApplicationTag` (`"atag"`).
  public static var applicationTag: Self { Self(rawValue: "atag") }

  /// The key size in bits.
  ///
  /// The corresponding Security constant is `kSecAttrKeySizeInBits` (`"bsiz"`).
  public static var keySizeInBits: Self { Self(rawValue: "bsiz") }

  /// The effective key size in bits.
  ///
  /// The corresponding Security constant is `kSecAttrEffectiveKeySize` (`"esiz"`).
  public static var effectiveKeySize: Self { Self(rawValue: "esiz") }

  /// Whether the key is stored permanently.
  ///
  /// The corresponding Security constant is `kSecAttrIsPermanent` (`"perm"`).
  public static var isPermanent: Self { Self(rawValue: "perm") }

  /// Whether the key is private (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrIsPrivate` (`"priv"`).
  public static var isPrivate: Self { Self(rawValue: "priv") }

  /// Whether the key is modifiable (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrIsModifiable` (`"modi"`).
  public static var isModifiable: Self { Self(rawValue: "modi") }

  /// The key's start date (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrStartDate` (`"sdat"`).
  public static var startDate: Self { Self(rawValue: "sdat") }

  /// The key's end date (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrEndDate` (`"edat"`).
  public static var endDate: Self { Self(rawValue: "edat") }

  /// Whether the key is sensitive.
  ///
  /// The corresponding Security constant is `kSecAttrIsSensitive` (`"sens"`).
  public static var isSensitive: Self { Self(rawValue: "sens") }

  /// Whether the key was always sensitive.
  ///
  /// The corresponding Security constant is `kSecAttrWasAlwaysSensitive` (`"asen"`).
  public static var wasAlwaysSensitive: Self { Self(rawValue: "asen") }

  /// Whether the key is extractable.
  ///
  /// The corresponding Security constant is `kSecAttrIsExtractable` (`"extr"`).
  public static var isExtractable: Self { Self(rawValue: "extr") }

  /// Whether the key was never extractable.
  ///
  /// The corresponding Security constant is `kSecAttrWasNeverExtractable` (`"next"`).
  public static var wasNeverExtractable: Self { Self(rawValue: "next") }

  /// Whether the key can encrypt.
  ///
  /// The corresponding Security constant is `kSecAttrCanEncrypt` (`"encr"`).
  public static var canEncrypt: Self { Self(rawValue: "encr") }

  /// Whether the key can decrypt.
  ///
  /// The corresponding Security constant is `kSecAttrCanDecrypt` (`"decr"`).
  public static var canDecrypt: Self { Self(rawValue: "decr") }

  /// Whether the key can derive other keys.
  ///
  /// The corresponding Security constant is `kSecAttrCanDerive` (`"drve"`).
  public static var canDerive: Self { Self(rawValue: "drve") }

  /// Whether the key can sign.
  ///
  /// The corresponding Security constant is `kSecAttrCanSign` (`"sign"`).
  public static var canSign: Self { Self(rawValue: "sign") }

  /// Whether the key can verify signatures.
  ///
  /// The corresponding Security constant is `kSecAttrCanVerify` (`"vrfy"`).
  public static var canVerify: Self { Self(rawValue: "vrfy") }

  /// Whether the key can sign with recovery.
  ///
  /// The corresponding Security constant is `kSecAttrCanSignRecover` (`"snrc"`).
  public static var canSignRecover: Self { Self(rawValue: "snrc") }

  /// Whether the key can verify with recovery.
  ///
  /// The corresponding Security constant is `kSecAttrCanVerifyRecover` (`"vyrc"`).
  public static var canVerifyRecover: Self { Self(rawValue: "vyrc") }

  /// Whether the key can wrap other keys.
  ///
  /// The corresponding Security constant is `kSecAttrCanWrap` (`"wrap"`).
  public static var canWrap: Self { Self(rawValue: "wrap") }

  /// Whether the key can unwrap other keys.
  ///
  /// The corresponding Security constant is `kSecAttrCanUnwrap` (`"unwp"`).
  public static var canUnwrap: Self { Self(rawValue: "unwp") }

  /// The PCS service identifier (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrPCSPlaintextServiceIdentifier` (`"pcss"`).
  public static var pcsService: Self { Self(rawValue: "pcss") }

  /// The item's secret data.
  ///
  /// The corresponding Security constant is `kSecValueData` (`"v_Data"`).
  public static var valueData: Self { Self(rawValue: "v_Data") }

  /// A reference to a key, certificate or identity.
  ///
  /// The corresponding Security constant is `kSecValueRef` (`"v_Ref"`).
  public static var valueReference: Self { Self(rawValue: "v_Ref") }

  /// A persistent reference to an item.
  ///
  /// The corresponding Security constant is `kSecValuePersistentRef` (`"v_PersistentRef"`).
  public static var valuePersistentReference: Self { Self(rawValue: "v_PersistentRef") }

  /// Whether to return the item's data.
  ///
  /// The corresponding Security constant is `kSecReturnData` (`"r_Data"`).
  public static var returnData: Self { Self(rawValue: "r_Data") }

  /// Whether to return the item's attributes.
  ///
  /// The corresponding Security constant is `kSecReturnAttributes` (`"r_Attributes"`).
  public static var returnAttributes: Self { Self(rawValue: "r_Attributes") }

  /// Whether to return a reference to the item.
  ///
  /// The corresponding Security constant is `kSecReturnRef` (`"r_Ref"`).
  public static var returnReference: Self { Self(rawValue: "r_Ref") }

  /// Whether to return a persistent reference.
  ///
  /// The corresponding Security constant is `kSecReturnPersistentRef` (`"r_PersistentRef"`).
  public static var returnPersistentReference: Self { Self(rawValue: "r_PersistentRef") }

  /// How many items to match.
  ///
  /// The corresponding Security constant is `kSecMatchLimit` (`"m_Limit"`).
  public static var matchLimit: Self { Self(rawValue: "m_Limit") }

  /// Whether string matching ignores case (ignored on iOS).
  ///
  /// The corresponding Security constant is `kSecMatchCaseInsensitive` (`"m_CaseInsensitive"`).
  public static var matchCaseInsensitive: Self { Self(rawValue: "m_CaseInsensitive") }

  /// A trust policy certificates must satisfy.
  ///
  /// The corresponding Security constant is `kSecMatchPolicy` (`"m_Policy"`).
  public static var matchPolicy: Self { Self(rawValue: "m_Policy") }

  /// Items to restrict the search to.
  ///
  /// The corresponding Security constant is `kSecMatchItemList` (`"m_ItemList"`).
  public static var matchItemList: Self { Self(rawValue: "m_ItemList") }

  /// Keychains to search (macOS).
  ///
  /// The corresponding Security constant is `kSecMatchSearchList` (`"m_SearchList"`).
  public static var matchSearchList: Self { Self(rawValue: "m_SearchList") }

  /// Issuers certificates must chain to.
  ///
  /// The corresponding Security constant is `kSecMatchIssuers` (`"m_Issuers"`).
  public static var matchIssuers: Self { Self(rawValue: "m_Issuers") }

  /// An email address certificates must contain.
  ///
  /// The corresponding Security constant is `kSecMatchEmailAddressIfPresent` (`"m_EmailAddressIfPresent"`).
  public static var matchEmailAddressIfPresent: Self { Self(rawValue: "m_EmailAddressIfPresent") }

  /// A string the certificate subject must contain.
  ///
  /// The corresponding Security constant is `kSecMatchSubjectContains` (`"m_SubjectContains"`).
  public static var matchSubjectContains: Self { Self(rawValue: "m_SubjectContains") }

  /// Whether only trusted certificates match.
  ///
  /// The corresponding Security constant is `kSecMatchTrustedOnly` (`"m_TrustedOnly"`).
  public static var matchTrustedOnly: Self { Self(rawValue: "m_TrustedOnly") }

  /// A date certificates must be valid on.
  ///
  /// The corresponding Security constant is `kSecMatchValidOnDate` (`"m_ValidOnDate"`).
  public static var matchValidOnDate: Self { Self(rawValue: "m_ValidOnDate") }

  /// A host whose domain internet passwords must match (SPI).
  ///
  /// The corresponding Security constant is `kSecMatchHostOrSubdomainOfHost` (`"m_HostOrSubdomainOfHost"`).
  public static var matchHostOrSubdomainOfHost: Self { Self(rawValue: "m_HostOrSubdomainOfHost") }

  /// Whether to use the data-protection keychain (same key as `kSecAttrNoLegacy`).
  ///
  /// The corresponding Security constant is `kSecUseDataProtectionKeychain` (`"nleg"`).
  public static var useDataProtectionKeychain: Self { Self(rawValue: "nleg") }

  /// A LocalAuthentication context.
  ///
  /// The corresponding Security constant is `kSecUseAuthenticationContext` (`"u_AuthCtx"`).
  public static var useAuthenticationContext: Self { Self(rawValue: "u_AuthCtx") }

  /// Whether authentication UI may appear.
  ///
  /// The corresponding Security constant is `kSecUseAuthenticationUI` (`"u_AuthUI"`).
  public static var useAuthenticationUI: Self { Self(rawValue: "u_AuthUI") }

  /// The authentication prompt.
  ///
  /// The corresponding Security constant is `kSecUseOperationPrompt` (`"u_OpPrompt"`).
  public static var useOperationPrompt: Self { Self(rawValue: "u_OpPrompt") }

  /// Whether to fail instead of showing authentication UI (deprecated).
  ///
  /// The corresponding Security constant is `kSecUseNoAuthenticationUI` (`"u_NoAuthUI"`).
  public static var useNoAuthenticationUI: Self { Self(rawValue: "u_NoAuthUI") }

  /// Items to use (unsupported on iOS).
  ///
  /// The corresponding Security constant is `kSecUseItemList` (`"u_ItemList"`).
  public static var useItemList: Self { Self(rawValue: "u_ItemList") }

  /// A credential reference (SPI).
  ///
  /// The corresponding Security constant is `kSecUseCredentialReference` (`"u_CredRef"`).
  public static var useCredentialReference: Self { Self(rawValue: "u_CredRef") }

  /// Whether a delete leaves tombstones (SPI).
  ///
  /// The corresponding Security constant is `kSecUseTombstones` (`"u_Tomb"`).
  public static var useTombstones: Self { Self(rawValue: "u_Tomb") }

  /// The keychain to use (macOS).
  ///
  /// The corresponding Security constant is `kSecUseKeychain` (`"u_Keychain"`).
  public static var useKeychain: Self { Self(rawValue: "u_Keychain") }

  /// The legacy access object (macOS).
  ///
  /// The corresponding Security constant is `kSecAttrAccess` (`"acls"`).
  public static var access: Self { Self(rawValue: "acls") }
}

extension KeychainAttribute {
  /// Every key this type names, with its Security constant, in the order of §5.
  public static var allKnown: [(attribute: KeychainAttribute, constant: String)] {
    [
      (itemClass, "kSecClass"),
      (accessGroup, "kSecAttrAccessGroup"),
      (accessible, "kSecAttrAccessible"),
      (accessControl, "kSecAttrAccessControl"),
      (account, "kSecAttrAccount"),
      (service, "kSecAttrService"),
      (generic, "kSecAttrGeneric"),
      (server, "kSecAttrServer"),
      (securityDomain, "kSecAttrSecurityDomain"),
      (`protocol`, "kSecAttrProtocol"),
      (authenticationType, "kSecAttrAuthenticationType"),
      (port, "kSecAttrPort"),
      (path, "kSecAttrPath"),
      (label, "kSecAttrLabel"),
      (`description`, "kSecAttrDescription"),
      (comment, "kSecAttrComment"),
      (creationDate, "kSecAttrCreationDate"),
      (modificationDate, "kSecAttrModificationDate"),
      (creator, "kSecAttrCreator"),
      (`type`, "kSecAttrType"),
      (isInvisible, "kSecAttrIsInvisible"),
      (isNegative, "kSecAttrIsNegative"),
      (scriptCode, "kSecAttrScriptCode"),
      (hasCustomIcon, "kSecAttrHasCustomIcon"),
      (alias, "kSecAttrAlias"),
      (synchronizable, "kSecAttrSynchronizable"),
      (tombstone, "kSecAttrTombstone"),
      (multiUser, "kSecAttrMultiUser"),
      (syncViewHint, "kSecAttrSyncViewHint"),
      (tokenID, "kSecAttrTokenID"),
      (sha1, "kSecAttrSHA1"),
      (uuid, "kSecAttrUUID"),
      (persistentReference, "kSecAttrPersistentReference"),
      (sysBound, "kSecAttrSysBound"),
      (sharingGroup, "kSecAttrSharingGroup"),
      (appClipItem, "kSecAttrAppClipItem"),
      (certificateType, "kSecAttrCertificateType"),
      (certificateEncoding, "kSecAttrCertificateEncoding"),
      (subject, "kSecAttrSubject"),
      (issuer, "kSecAttrIssuer"),
      (serialNumber, "kSecAttrSerialNumber"),
      (subjectKeyID, "kSecAttrSubjectKeyID"),
      (publicKeyHash, "kSecAttrPublicKeyHash"),
      (keyClass, "kSecAttrKeyClass"),
      (applicationLabel, "kSecAttrApplicationLabel"),
      (applicationTag, "kSecAttrApplicationTag"),
      (keySizeInBits, "kSecAttrKeySizeInBits"),
      (effectiveKeySize, "kSecAttrEffectiveKeySize"),
      (isPermanent, "kSecAttrIsPermanent"),
      (isPrivate, "kSecAttrIsPrivate"),
      (isModifiable, "kSecAttrIsModifiable"),
      (startDate, "kSecAttrStartDate"),
      (endDate, "kSecAttrEndDate"),
      (isSensitive, "kSecAttrIsSensitive"),
      (wasAlwaysSensitive, "kSecAttrWasAlwaysSensitive"),
      (isExtractable, "kSecAttrIsExtractable"),
      (wasNeverExtractable, "kSecAttrWasNeverExtractable"),
      (canEncrypt, "kSecAttrCanEncrypt"),
      (canDecrypt, "kSecAttrCanDecrypt"),
      (canDerive, "kSecAttrCanDerive"),
      (canSign, "kSecAttrCanSign"),
      (canVerify, "kSecAttrCanVerify"),
      (canSignRecover, "kSecAttrCanSignRecover"),
      (canVerifyRecover, "kSecAttrCanVerifyRecover"),
      (canWrap, "kSecAttrCanWrap"),
      (canUnwrap, "kSecAttrCanUnwrap"),
      (pcsService, "kSecAttrPCSPlaintextServiceIdentifier"),
      (valueData, "kSecValueData"),
      (valueReference, "kSecValueRef"),
      (valuePersistentReference, "kSecValuePersistentRef"),
      (returnData, "kSecReturnData"),
      (returnAttributes, "kSecReturnAttributes"),
      (returnReference, "kSecReturnRef"),
      (returnPersistentReference, "kSecReturnPersistentRef"),
      (matchLimit, "kSecMatchLimit"),
      (matchCaseInsensitive, "kSecMatchCaseInsensitive"),
      (matchPolicy, "kSecMatchPolicy"),
      (matchItemList, "kSecMatchItemList"),
      (matchSearchList, "kSecMatchSearchList"),
      (matchIssuers, "kSecMatchIssuers"),
      (matchEmailAddressIfPresent, "kSecMatchEmailAddressIfPresent"),
      (matchSubjectContains, "kSecMatchSubjectContains"),
      (matchTrustedOnly, "kSecMatchTrustedOnly"),
      (matchValidOnDate, "kSecMatchValidOnDate"),
      (matchHostOrSubdomainOfHost, "kSecMatchHostOrSubdomainOfHost"),
      (useDataProtectionKeychain, "kSecUseDataProtectionKeychain"),
      (useAuthenticationContext, "kSecUseAuthenticationContext"),
      (useAuthenticationUI, "kSecUseAuthenticationUI"),
      (useOperationPrompt, "kSecUseOperationPrompt"),
      (useNoAuthenticationUI, "kSecUseNoAuthenticationUI"),
      (useItemList, "kSecUseItemList"),
      (useCredentialReference, "kSecUseCredentialReference"),
      (useTombstones, "kSecUseTombstones"),
      (useKeychain, "kSecUseKeychain"),
      (access, "kSecAttrAccess"),
    ]
  }
}
