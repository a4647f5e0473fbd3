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
  /// The corresponding Security constant is `kSecClass`.
  public static var itemClass: Self { Self(rawValue: SecurityConstant.kSecClass) }

  /// The access group the item belongs to.
  ///
  /// The corresponding Security constant is `kSecAttrAccessGroup`.
  public static var accessGroup: Self { Self(rawValue: SecurityConstant.kSecAttrAccessGroup) }

  /// When the item is readable (protection class).
  ///
  /// The corresponding Security constant is `kSecAttrAccessible`.
  public static var accessible: Self { Self(rawValue: SecurityConstant.kSecAttrAccessible) }

  /// The item's access-control object.
  ///
  /// The corresponding Security constant is `kSecAttrAccessControl`.
  public static var accessControl: Self { Self(rawValue: SecurityConstant.kSecAttrAccessControl) }

  /// The account name.
  ///
  /// The corresponding Security constant is `kSecAttrAccount`.
  public static var account: Self { Self(rawValue: SecurityConstant.kSecAttrAccount) }

  /// The service name (generic passwords).
  ///
  /// The corresponding Security constant is `kSecAttrService`.
  public static var service: Self { Self(rawValue: SecurityConstant.kSecAttrService) }

  /// Application-defined generic data.
  ///
  /// The corresponding Security constant is `kSecAttrGeneric`.
  public static var generic: Self { Self(rawValue: SecurityConstant.kSecAttrGeneric) }

  /// The server's domain name or address (internet passwords).
  ///
  /// The corresponding Security constant is `kSecAttrServer`.
  public static var server: Self { Self(rawValue: SecurityConstant.kSecAttrServer) }

  /// The security domain (internet passwords).
  ///
  /// The corresponding Security constant is `kSecAttrSecurityDomain`.
  public static var securityDomain: Self { Self(rawValue: SecurityConstant.kSecAttrSecurityDomain) }

  /// The protocol (internet passwords).
  ///
  /// The corresponding Security constant is `kSecAttrProtocol`.
  public static var `protocol`: Self { Self(rawValue: SecurityConstant.kSecAttrProtocol) }

  /// The authentication scheme (internet passwords).
  ///
  /// The corresponding Security constant is `kSecAttrAuthenticationType`.
  public static var authenticationType: Self {
    Self(rawValue: SecurityConstant.kSecAttrAuthenticationType)
  }

  /// The port (internet passwords).
  ///
  /// The corresponding Security constant is `kSecAttrPort`.
  public static var port: Self { Self(rawValue: SecurityConstant.kSecAttrPort) }

  /// The path (internet passwords).
  ///
  /// The corresponding Security constant is `kSecAttrPath`.
  public static var path: Self { Self(rawValue: SecurityConstant.kSecAttrPath) }

  /// The user-visible label.
  ///
  /// The corresponding Security constant is `kSecAttrLabel`.
  public static var label: Self { Self(rawValue: SecurityConstant.kSecAttrLabel) }

  /// The user-visible description.
  ///
  /// The corresponding Security constant is `kSecAttrDescription`.
  public static var `description`: Self { Self(rawValue: SecurityConstant.kSecAttrDescription) }

  /// The user-editable comment.
  ///
  /// The corresponding Security constant is `kSecAttrComment`.
  public static var comment: Self { Self(rawValue: SecurityConstant.kSecAttrComment) }

  /// When the item was created.
  ///
  /// The corresponding Security constant is `kSecAttrCreationDate`.
  public static var creationDate: Self { Self(rawValue: SecurityConstant.kSecAttrCreationDate) }

  /// When the item was last modified.
  ///
  /// The corresponding Security constant is `kSecAttrModificationDate`.
  public static var modificationDate: Self {
    Self(rawValue: SecurityConstant.kSecAttrModificationDate)
  }

  /// The creator code (also `kSecAttrKeyCreator` for keys).
  ///
  /// The corresponding Security constant is `kSecAttrCreator`.
  public static var creator: Self { Self(rawValue: SecurityConstant.kSecAttrCreator) }

  /// The item type code (also `kSecAttrKeyType` for keys).
  ///
  /// The corresponding Security constant is `kSecAttrType`.
  public static var `type`: Self { Self(rawValue: SecurityConstant.kSecAttrType) }

  /// Whether the item is hidden from keychain viewers.
  ///
  /// The corresponding Security constant is `kSecAttrIsInvisible`.
  public static var isInvisible: Self { Self(rawValue: SecurityConstant.kSecAttrIsInvisible) }

  /// Whether the item is a placeholder for a password that is not stored.
  ///
  /// The corresponding Security constant is `kSecAttrIsNegative`.
  public static var isNegative: Self { Self(rawValue: SecurityConstant.kSecAttrIsNegative) }

  /// The script code (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrScriptCode`.
  public static var scriptCode: Self { Self(rawValue: SecurityConstant.kSecAttrScriptCode) }

  /// Whether the item has a custom icon (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrHasCustomIcon`.
  public static var hasCustomIcon: Self { Self(rawValue: SecurityConstant.kSecAttrHasCustomIcon) }

  /// The alias (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrAlias`.
  public static var alias: Self { Self(rawValue: SecurityConstant.kSecAttrAlias) }

  /// Whether the item syncs through iCloud Keychain.
  ///
  /// The corresponding Security constant is `kSecAttrSynchronizable`.
  public static var synchronizable: Self { Self(rawValue: SecurityConstant.kSecAttrSynchronizable) }

  /// Whether the row is a tombstone of a deleted synchronizable item (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrTombstone`.
  public static var tombstone: Self { Self(rawValue: SecurityConstant.kSecAttrTombstone) }

  /// The persona or user the item belongs to (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrMultiUser`.
  public static var multiUser: Self { Self(rawValue: SecurityConstant.kSecAttrMultiUser) }

  /// The sync view hint (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrSyncViewHint`.
  public static var syncViewHint: Self { Self(rawValue: SecurityConstant.kSecAttrSyncViewHint) }

  /// The CryptoTokenKit token identifier.
  ///
  /// The corresponding Security constant is `kSecAttrTokenID`.
  public static var tokenID: Self { Self(rawValue: SecurityConstant.kSecAttrTokenID) }

  /// The item's SHA-1 digest (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrSHA1`.
  public static var sha1: Self { Self(rawValue: SecurityConstant.kSecAttrSHA1) }

  /// The item's UUID (SPI; never returned).
  ///
  /// The corresponding Security constant is `kSecAttrUUID`.
  public static var uuid: Self { Self(rawValue: SecurityConstant.kSecAttrUUID) }

  /// The item's persistent-reference UUID (SPI; never returned).
  ///
  /// The corresponding Security constant is `kSecAttrPersistentReference`.
  public static var persistentReference: Self {
    Self(rawValue: SecurityConstant.kSecAttrPersistentReference)
  }

  /// Whether the item is bound to the system (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrSysBound`.
  public static var sysBound: Self { Self(rawValue: SecurityConstant.kSecAttrSysBound) }

  /// The sharing group (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrSharingGroup`.
  public static var sharingGroup: Self { Self(rawValue: SecurityConstant.kSecAttrSharingGroup) }

  /// Whether an App Clip made the item (internal; callers may not pass it).
  ///
  /// The corresponding Security constant is `kSecAttrAppClipItem`.
  public static var appClipItem: Self { Self(rawValue: SecurityConstant.kSecAttrAppClipItem) }

  /// The certificate type.
  ///
  /// The corresponding Security constant is `kSecAttrCertificateType`.
  public static var certificateType: Self {
    Self(rawValue: SecurityConstant.kSecAttrCertificateType)
  }

  /// The certificate encoding.
  ///
  /// The corresponding Security constant is `kSecAttrCertificateEncoding`.
  public static var certificateEncoding: Self {
    Self(rawValue: SecurityConstant.kSecAttrCertificateEncoding)
  }

  /// The certificate subject (DER).
  ///
  /// The corresponding Security constant is `kSecAttrSubject`.
  public static var subject: Self { Self(rawValue: SecurityConstant.kSecAttrSubject) }

  /// The certificate issuer (DER).
  ///
  /// The corresponding Security constant is `kSecAttrIssuer`.
  public static var issuer: Self { Self(rawValue: SecurityConstant.kSecAttrIssuer) }

  /// The certificate serial number.
  ///
  /// The corresponding Security constant is `kSecAttrSerialNumber`.
  public static var serialNumber: Self { Self(rawValue: SecurityConstant.kSecAttrSerialNumber) }

  /// The subject key identifier.
  ///
  /// The corresponding Security constant is `kSecAttrSubjectKeyID`.
  public static var subjectKeyID: Self { Self(rawValue: SecurityConstant.kSecAttrSubjectKeyID) }

  /// The hash of the certificate's public key.
  ///
  /// The corresponding Security constant is `kSecAttrPublicKeyHash`.
  public static var publicKeyHash: Self { Self(rawValue: SecurityConstant.kSecAttrPublicKeyHash) }

  /// The key class: public 0, private 1, symmetric 2.
  ///
  /// The corresponding Security constant is `kSecAttrKeyClass`.
  public static var keyClass: Self { Self(rawValue: SecurityConstant.kSecAttrKeyClass) }

  /// The key's application label (usually the public-key hash).
  ///
  /// The corresponding Security constant is `kSecAttrApplicationLabel`.
  public static var applicationLabel: Self {
    Self(rawValue: SecurityConstant.kSecAttrApplicationLabel)
  }

  /// The key's application tag.
  ///
  /// The corresponding Security constant is `kSecAttrApplicationTag`.
  public static var applicationTag: Self { Self(rawValue: SecurityConstant.kSecAttrApplicationTag) }

  /// The key size in bits.
  ///
  /// The corresponding Security constant is `kSecAttrKeySizeInBits`.
  public static var keySizeInBits: Self { Self(rawValue: SecurityConstant.kSecAttrKeySizeInBits) }

  /// The effective key size in bits.
  ///
  /// The corresponding Security constant is `kSecAttrEffectiveKeySize`.
  public static var effectiveKeySize: Self {
    Self(rawValue: SecurityConstant.kSecAttrEffectiveKeySize)
  }

  /// Whether the key is stored permanently.
  ///
  /// The corresponding Security constant is `kSecAttrIsPermanent`.
  public static var isPermanent: Self { Self(rawValue: SecurityConstant.kSecAttrIsPermanent) }

  /// Whether the key is private (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrIsPrivate`.
  public static var isPrivate: Self { Self(rawValue: SecurityConstant.kSecAttrIsPrivate) }

  /// Whether the key is modifiable (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrIsModifiable`.
  public static var isModifiable: Self { Self(rawValue: SecurityConstant.kSecAttrIsModifiable) }

  /// The key's start date (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrStartDate`.
  public static var startDate: Self { Self(rawValue: SecurityConstant.kSecAttrStartDate) }

  /// The key's end date (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrEndDate`.
  public static var endDate: Self { Self(rawValue: SecurityConstant.kSecAttrEndDate) }

  /// Whether the key is sensitive.
  ///
  /// The corresponding Security constant is `kSecAttrIsSensitive`.
  public static var isSensitive: Self { Self(rawValue: SecurityConstant.kSecAttrIsSensitive) }

  /// Whether the key was always sensitive.
  ///
  /// The corresponding Security constant is `kSecAttrWasAlwaysSensitive`.
  public static var wasAlwaysSensitive: Self {
    Self(rawValue: SecurityConstant.kSecAttrWasAlwaysSensitive)
  }

  /// Whether the key is extractable.
  ///
  /// The corresponding Security constant is `kSecAttrIsExtractable`.
  public static var isExtractable: Self { Self(rawValue: SecurityConstant.kSecAttrIsExtractable) }

  /// Whether the key was never extractable.
  ///
  /// The corresponding Security constant is `kSecAttrWasNeverExtractable`.
  public static var wasNeverExtractable: Self {
    Self(rawValue: SecurityConstant.kSecAttrWasNeverExtractable)
  }

  /// Whether the key can encrypt.
  ///
  /// The corresponding Security constant is `kSecAttrCanEncrypt`.
  public static var canEncrypt: Self { Self(rawValue: SecurityConstant.kSecAttrCanEncrypt) }

  /// Whether the key can decrypt.
  ///
  /// The corresponding Security constant is `kSecAttrCanDecrypt`.
  public static var canDecrypt: Self { Self(rawValue: SecurityConstant.kSecAttrCanDecrypt) }

  /// Whether the key can derive other keys.
  ///
  /// The corresponding Security constant is `kSecAttrCanDerive`.
  public static var canDerive: Self { Self(rawValue: SecurityConstant.kSecAttrCanDerive) }

  /// Whether the key can sign.
  ///
  /// The corresponding Security constant is `kSecAttrCanSign`.
  public static var canSign: Self { Self(rawValue: SecurityConstant.kSecAttrCanSign) }

  /// Whether the key can verify signatures.
  ///
  /// The corresponding Security constant is `kSecAttrCanVerify`.
  public static var canVerify: Self { Self(rawValue: SecurityConstant.kSecAttrCanVerify) }

  /// Whether the key can sign with recovery.
  ///
  /// The corresponding Security constant is `kSecAttrCanSignRecover`.
  public static var canSignRecover: Self { Self(rawValue: SecurityConstant.kSecAttrCanSignRecover) }

  /// Whether the key can verify with recovery.
  ///
  /// The corresponding Security constant is `kSecAttrCanVerifyRecover`.
  public static var canVerifyRecover: Self {
    Self(rawValue: SecurityConstant.kSecAttrCanVerifyRecover)
  }

  /// Whether the key can wrap other keys.
  ///
  /// The corresponding Security constant is `kSecAttrCanWrap`.
  public static var canWrap: Self { Self(rawValue: SecurityConstant.kSecAttrCanWrap) }

  /// Whether the key can unwrap other keys.
  ///
  /// The corresponding Security constant is `kSecAttrCanUnwrap`.
  public static var canUnwrap: Self { Self(rawValue: SecurityConstant.kSecAttrCanUnwrap) }

  /// The PCS service identifier (SPI).
  ///
  /// The corresponding Security constant is `kSecAttrPCSPlaintextServiceIdentifier`.
  public static var pcsService: Self {
    Self(rawValue: SecurityConstant.kSecAttrPCSPlaintextServiceIdentifier)
  }

  /// The item's secret data.
  ///
  /// The corresponding Security constant is `kSecValueData`.
  public static var valueData: Self { Self(rawValue: SecurityConstant.kSecValueData) }

  /// A reference to a key, certificate or identity.
  ///
  /// The corresponding Security constant is `kSecValueRef`.
  public static var valueReference: Self { Self(rawValue: SecurityConstant.kSecValueRef) }

  /// A persistent reference to an item.
  ///
  /// The corresponding Security constant is `kSecValuePersistentRef`.
  public static var valuePersistentReference: Self {
    Self(rawValue: SecurityConstant.kSecValuePersistentRef)
  }

  /// Whether to return the item's data.
  ///
  /// The corresponding Security constant is `kSecReturnData`.
  public static var returnData: Self { Self(rawValue: SecurityConstant.kSecReturnData) }

  /// Whether to return the item's attributes.
  ///
  /// The corresponding Security constant is `kSecReturnAttributes`.
  public static var returnAttributes: Self { Self(rawValue: SecurityConstant.kSecReturnAttributes) }

  /// Whether to return a reference to the item.
  ///
  /// The corresponding Security constant is `kSecReturnRef`.
  public static var returnReference: Self { Self(rawValue: SecurityConstant.kSecReturnRef) }

  /// Whether to return a persistent reference.
  ///
  /// The corresponding Security constant is `kSecReturnPersistentRef`.
  public static var returnPersistentReference: Self {
    Self(rawValue: SecurityConstant.kSecReturnPersistentRef)
  }

  /// How many items to match.
  ///
  /// The corresponding Security constant is `kSecMatchLimit`.
  public static var matchLimit: Self { Self(rawValue: SecurityConstant.kSecMatchLimit) }

  /// Whether string matching ignores case (ignored on iOS).
  ///
  /// The corresponding Security constant is `kSecMatchCaseInsensitive`.
  public static var matchCaseInsensitive: Self {
    Self(rawValue: SecurityConstant.kSecMatchCaseInsensitive)
  }

  /// A trust policy certificates must satisfy.
  ///
  /// The corresponding Security constant is `kSecMatchPolicy`.
  public static var matchPolicy: Self { Self(rawValue: SecurityConstant.kSecMatchPolicy) }

  /// Items to restrict the search to.
  ///
  /// The corresponding Security constant is `kSecMatchItemList`.
  public static var matchItemList: Self { Self(rawValue: SecurityConstant.kSecMatchItemList) }

  /// Keychains to search (macOS).
  ///
  /// The corresponding Security constant is `kSecMatchSearchList`.
  public static var matchSearchList: Self { Self(rawValue: SecurityConstant.kSecMatchSearchList) }

  /// Issuers certificates must chain to.
  ///
  /// The corresponding Security constant is `kSecMatchIssuers`.
  public static var matchIssuers: Self { Self(rawValue: SecurityConstant.kSecMatchIssuers) }

  /// An email address certificates must contain.
  ///
  /// The corresponding Security constant is `kSecMatchEmailAddressIfPresent`.
  public static var matchEmailAddressIfPresent: Self {
    Self(rawValue: SecurityConstant.kSecMatchEmailAddressIfPresent)
  }

  /// A string the certificate subject must contain.
  ///
  /// The corresponding Security constant is `kSecMatchSubjectContains`.
  public static var matchSubjectContains: Self {
    Self(rawValue: SecurityConstant.kSecMatchSubjectContains)
  }

  /// Whether only trusted certificates match.
  ///
  /// The corresponding Security constant is `kSecMatchTrustedOnly`.
  public static var matchTrustedOnly: Self { Self(rawValue: SecurityConstant.kSecMatchTrustedOnly) }

  /// A date certificates must be valid on.
  ///
  /// The corresponding Security constant is `kSecMatchValidOnDate`.
  public static var matchValidOnDate: Self { Self(rawValue: SecurityConstant.kSecMatchValidOnDate) }

  /// A host whose domain internet passwords must match (SPI).
  ///
  /// The corresponding Security constant is `kSecMatchHostOrSubdomainOfHost`.
  public static var matchHostOrSubdomainOfHost: Self {
    Self(rawValue: SecurityConstant.kSecMatchHostOrSubdomainOfHost)
  }

  /// Whether to use the data-protection keychain (same key as `kSecAttrNoLegacy`).
  ///
  /// The corresponding Security constant is `kSecUseDataProtectionKeychain`.
  public static var useDataProtectionKeychain: Self {
    Self(rawValue: SecurityConstant.kSecUseDataProtectionKeychain)
  }

  /// A LocalAuthentication context.
  ///
  /// The corresponding Security constant is `kSecUseAuthenticationContext`.
  public static var useAuthenticationContext: Self {
    Self(rawValue: SecurityConstant.kSecUseAuthenticationContext)
  }

  /// Whether authentication UI may appear.
  ///
  /// The corresponding Security constant is `kSecUseAuthenticationUI`.
  public static var useAuthenticationUI: Self {
    Self(rawValue: SecurityConstant.kSecUseAuthenticationUI)
  }

  /// The authentication prompt.
  ///
  /// The corresponding Security constant is `kSecUseOperationPrompt`.
  public static var useOperationPrompt: Self {
    Self(rawValue: SecurityConstant.kSecUseOperationPrompt)
  }

  /// Whether to fail instead of showing authentication UI (deprecated).
  ///
  /// The corresponding Security constant is `kSecUseNoAuthenticationUI`.
  public static var useNoAuthenticationUI: Self {
    Self(rawValue: SecurityConstant.kSecUseNoAuthenticationUI)
  }

  /// Items to use (unsupported on iOS).
  ///
  /// The corresponding Security constant is `kSecUseItemList`.
  public static var useItemList: Self { Self(rawValue: SecurityConstant.kSecUseItemList) }

  /// A credential reference (SPI).
  ///
  /// The corresponding Security constant is `kSecUseCredentialReference`.
  public static var useCredentialReference: Self {
    Self(rawValue: SecurityConstant.kSecUseCredentialReference)
  }

  /// Whether a delete leaves tombstones (SPI).
  ///
  /// The corresponding Security constant is `kSecUseTombstones`.
  public static var useTombstones: Self { Self(rawValue: SecurityConstant.kSecUseTombstones) }

  /// The keychain to use (macOS).
  ///
  /// The corresponding Security constant is `kSecUseKeychain`.
  public static var useKeychain: Self { Self(rawValue: SecurityConstant.kSecUseKeychain) }

  /// The legacy access object (macOS).
  ///
  /// The corresponding Security constant is `kSecAttrAccess`.
  public static var access: Self { Self(rawValue: SecurityConstant.kSecAttrAccess) }
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
