// swift-format-ignore-file
// Generated from Tests/SimulatedSecurityTests/Fixtures/AppleSecurity by Scripts/generate-security-tables.sh:
// edit the data files (Scripts/extract-apple-security-names.py), not this file.
// Derived from Apple's Security Security-61901.0.87.0.1 (commit db15acbe6a7f257a859ad9a3bb86097bfe0679d9) by Scripts/extract-apple-security-names.py.
// Every `OSStatus` of Apple's `SecBase.h`, and the private `SecBasePriv.h` ones securityd
// uses, declared the way Swift imports them on Apple platforms (`var errSecX: OSStatus
// { get }`), so they work in `switch` patterns.
#if !canImport(Darwin)

  /// No error.
  ///
  /// The corresponding Security constant is `errSecSuccess` (0).
  public var errSecSuccess: OSStatus { 0 }

  /// Function or operation not implemented.
  ///
  /// The corresponding Security constant is `errSecUnimplemented` (-4).
  public var errSecUnimplemented: OSStatus { -4 }

  /// The disk is full.
  ///
  /// The corresponding Security constant is `errSecDiskFull` (-34).
  public var errSecDiskFull: OSStatus { -34 }

  /// I/O error.
  ///
  /// The corresponding Security constant is `errSecIO` (-36).
  public var errSecIO: OSStatus { -36 }

  /// The file is already open with write permission.
  ///
  /// The corresponding Security constant is `errSecOpWr` (-49).
  public var errSecOpWr: OSStatus { -49 }

  /// One or more parameters passed to a function were not valid.
  ///
  /// The corresponding Security constant is `errSecParam` (-50).
  public var errSecParam: OSStatus { -50 }

  /// Could not write to the file. It may have been opened with insufficient access privileges.
  ///
  /// The corresponding Security constant is `errSecWrPerm` (-61).
  public var errSecWrPerm: OSStatus { -61 }

  /// Failed to allocate memory.
  ///
  /// The corresponding Security constant is `errSecAllocate` (-108).
  public var errSecAllocate: OSStatus { -108 }

  /// User canceled the operation.
  ///
  /// The corresponding Security constant is `errSecUserCanceled` (-128).
  public var errSecUserCanceled: OSStatus { -128 }

  /// Bad parameter or invalid state for operation.
  ///
  /// The corresponding Security constant is `errSecBadReq` (-909).
  public var errSecBadReq: OSStatus { -909 }

  /// errSecInternalComponent
  ///
  /// The corresponding Security constant is `errSecInternalComponent` (-2070).
  public var errSecInternalComponent: OSStatus { -2070 }

  /// errSecCoreFoundationUnknown
  ///
  /// The corresponding Security constant is `errSecCoreFoundationUnknown` (-4960).
  public var errSecCoreFoundationUnknown: OSStatus { -4960 }

  /// A required entitlement isn't present.
  ///
  /// The corresponding Security constant is `errSecMissingEntitlement` (-34018).
  public var errSecMissingEntitlement: OSStatus { -34018 }

  /// Client is restricted and is not permitted to perform this operation.
  ///
  /// The corresponding Security constant is `errSecRestrictedAPI` (-34020).
  public var errSecRestrictedAPI: OSStatus { -34020 }

  /// No keychain is available. You may need to restart your computer.
  ///
  /// The corresponding Security constant is `errSecNotAvailable` (-25291).
  public var errSecNotAvailable: OSStatus { -25291 }

  /// This keychain cannot be modified.
  ///
  /// The corresponding Security constant is `errSecReadOnly` (-25292).
  public var errSecReadOnly: OSStatus { -25292 }

  /// The user name or passphrase you entered is not correct.
  ///
  /// The corresponding Security constant is `errSecAuthFailed` (-25293).
  public var errSecAuthFailed: OSStatus { -25293 }

  /// The specified keychain could not be found.
  ///
  /// The corresponding Security constant is `errSecNoSuchKeychain` (-25294).
  public var errSecNoSuchKeychain: OSStatus { -25294 }

  /// The specified keychain is not a valid keychain file.
  ///
  /// The corresponding Security constant is `errSecInvalidKeychain` (-25295).
  public var errSecInvalidKeychain: OSStatus { -25295 }

  /// A keychain with the same name already exists.
  ///
  /// The corresponding Security constant is `errSecDuplicateKeychain` (-25296).
  public var errSecDuplicateKeychain: OSStatus { -25296 }

  /// The specified callback function is already installed.
  ///
  /// The corresponding Security constant is `errSecDuplicateCallback` (-25297).
  public var errSecDuplicateCallback: OSStatus { -25297 }

  /// The specified callback function is not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidCallback` (-25298).
  public var errSecInvalidCallback: OSStatus { -25298 }

  /// The specified item already exists in the keychain.
  ///
  /// The corresponding Security constant is `errSecDuplicateItem` (-25299).
  public var errSecDuplicateItem: OSStatus { -25299 }

  /// The specified item could not be found in the keychain.
  ///
  /// The corresponding Security constant is `errSecItemNotFound` (-25300).
  public var errSecItemNotFound: OSStatus { -25300 }

  /// There is not enough memory available to use the specified item.
  ///
  /// The corresponding Security constant is `errSecBufferTooSmall` (-25301).
  public var errSecBufferTooSmall: OSStatus { -25301 }

  /// This item contains information which is too large or in a format that cannot be displayed.
  ///
  /// The corresponding Security constant is `errSecDataTooLarge` (-25302).
  public var errSecDataTooLarge: OSStatus { -25302 }

  /// The specified attribute does not exist.
  ///
  /// The corresponding Security constant is `errSecNoSuchAttr` (-25303).
  public var errSecNoSuchAttr: OSStatus { -25303 }

  /// The specified item is no longer valid. It may have been deleted from the keychain.
  ///
  /// The corresponding Security constant is `errSecInvalidItemRef` (-25304).
  public var errSecInvalidItemRef: OSStatus { -25304 }

  /// Unable to search the current keychain.
  ///
  /// The corresponding Security constant is `errSecInvalidSearchRef` (-25305).
  public var errSecInvalidSearchRef: OSStatus { -25305 }

  /// The specified item does not appear to be a valid keychain item.
  ///
  /// The corresponding Security constant is `errSecNoSuchClass` (-25306).
  public var errSecNoSuchClass: OSStatus { -25306 }

  /// A default keychain could not be found.
  ///
  /// The corresponding Security constant is `errSecNoDefaultKeychain` (-25307).
  public var errSecNoDefaultKeychain: OSStatus { -25307 }

  /// User interaction is not allowed.
  ///
  /// The corresponding Security constant is `errSecInteractionNotAllowed` (-25308).
  public var errSecInteractionNotAllowed: OSStatus { -25308 }

  /// The specified attribute could not be modified.
  ///
  /// The corresponding Security constant is `errSecReadOnlyAttr` (-25309).
  public var errSecReadOnlyAttr: OSStatus { -25309 }

  /// This keychain was created by a different version of the system software and cannot be opened.
  ///
  /// The corresponding Security constant is `errSecWrongSecVersion` (-25310).
  public var errSecWrongSecVersion: OSStatus { -25310 }

  /// This item specifies a key size which is too large or too small.
  ///
  /// The corresponding Security constant is `errSecKeySizeNotAllowed` (-25311).
  public var errSecKeySizeNotAllowed: OSStatus { -25311 }

  /// A required component (data storage module) could not be loaded. You may need to restart your computer.
  ///
  /// The corresponding Security constant is `errSecNoStorageModule` (-25312).
  public var errSecNoStorageModule: OSStatus { -25312 }

  /// A required component (certificate module) could not be loaded. You may need to restart your computer.
  ///
  /// The corresponding Security constant is `errSecNoCertificateModule` (-25313).
  public var errSecNoCertificateModule: OSStatus { -25313 }

  /// A required component (policy module) could not be loaded. You may need to restart your computer.
  ///
  /// The corresponding Security constant is `errSecNoPolicyModule` (-25314).
  public var errSecNoPolicyModule: OSStatus { -25314 }

  /// User interaction is required, but is currently not allowed.
  ///
  /// The corresponding Security constant is `errSecInteractionRequired` (-25315).
  public var errSecInteractionRequired: OSStatus { -25315 }

  /// The contents of this item cannot be retrieved.
  ///
  /// The corresponding Security constant is `errSecDataNotAvailable` (-25316).
  public var errSecDataNotAvailable: OSStatus { -25316 }

  /// The contents of this item cannot be modified.
  ///
  /// The corresponding Security constant is `errSecDataNotModifiable` (-25317).
  public var errSecDataNotModifiable: OSStatus { -25317 }

  /// One or more certificates required to validate this certificate cannot be found.
  ///
  /// The corresponding Security constant is `errSecCreateChainFailed` (-25318).
  public var errSecCreateChainFailed: OSStatus { -25318 }

  /// The specified preferences domain is not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidPrefsDomain` (-25319).
  public var errSecInvalidPrefsDomain: OSStatus { -25319 }

  /// In dark wake, no UI possible
  ///
  /// The corresponding Security constant is `errSecInDarkWake` (-25320).
  public var errSecInDarkWake: OSStatus { -25320 }

  /// The specified access control list is not in standard (simple) form.
  ///
  /// The corresponding Security constant is `errSecACLNotSimple` (-25240).
  public var errSecACLNotSimple: OSStatus { -25240 }

  /// The specified policy cannot be found.
  ///
  /// The corresponding Security constant is `errSecPolicyNotFound` (-25241).
  public var errSecPolicyNotFound: OSStatus { -25241 }

  /// The specified trust setting is invalid.
  ///
  /// The corresponding Security constant is `errSecInvalidTrustSetting` (-25242).
  public var errSecInvalidTrustSetting: OSStatus { -25242 }

  /// The specified item has no access control.
  ///
  /// The corresponding Security constant is `errSecNoAccessForItem` (-25243).
  public var errSecNoAccessForItem: OSStatus { -25243 }

  /// Invalid attempt to change the owner of this item.
  ///
  /// The corresponding Security constant is `errSecInvalidOwnerEdit` (-25244).
  public var errSecInvalidOwnerEdit: OSStatus { -25244 }

  /// No trust results are available.
  ///
  /// The corresponding Security constant is `errSecTrustNotAvailable` (-25245).
  public var errSecTrustNotAvailable: OSStatus { -25245 }

  /// Import/Export format unsupported.
  ///
  /// The corresponding Security constant is `errSecUnsupportedFormat` (-25256).
  public var errSecUnsupportedFormat: OSStatus { -25256 }

  /// Unknown format in import.
  ///
  /// The corresponding Security constant is `errSecUnknownFormat` (-25257).
  public var errSecUnknownFormat: OSStatus { -25257 }

  /// Key material must be wrapped for export.
  ///
  /// The corresponding Security constant is `errSecKeyIsSensitive` (-25258).
  public var errSecKeyIsSensitive: OSStatus { -25258 }

  /// An attempt was made to import multiple private keys.
  ///
  /// The corresponding Security constant is `errSecMultiplePrivKeys` (-25259).
  public var errSecMultiplePrivKeys: OSStatus { -25259 }

  /// Passphrase is required for import/export.
  ///
  /// The corresponding Security constant is `errSecPassphraseRequired` (-25260).
  public var errSecPassphraseRequired: OSStatus { -25260 }

  /// The password reference was invalid.
  ///
  /// The corresponding Security constant is `errSecInvalidPasswordRef` (-25261).
  public var errSecInvalidPasswordRef: OSStatus { -25261 }

  /// The Trust Settings Record was corrupted.
  ///
  /// The corresponding Security constant is `errSecInvalidTrustSettings` (-25262).
  public var errSecInvalidTrustSettings: OSStatus { -25262 }

  /// No Trust Settings were found.
  ///
  /// The corresponding Security constant is `errSecNoTrustSettings` (-25263).
  public var errSecNoTrustSettings: OSStatus { -25263 }

  /// MAC verification failed during PKCS12 import (wrong password?)
  ///
  /// The corresponding Security constant is `errSecPkcs12VerifyFailure` (-25264).
  public var errSecPkcs12VerifyFailure: OSStatus { -25264 }

  /// A certificate was not signed by its proposed parent.
  ///
  /// The corresponding Security constant is `errSecNotSigner` (-26267).
  public var errSecNotSigner: OSStatus { -26267 }

  /// Unable to decode the provided data.
  ///
  /// The corresponding Security constant is `errSecDecode` (-26275).
  public var errSecDecode: OSStatus { -26275 }

  /// The required service is not available.
  ///
  /// The corresponding Security constant is `errSecServiceNotAvailable` (-67585).
  public var errSecServiceNotAvailable: OSStatus { -67585 }

  /// The client ID is not correct.
  ///
  /// The corresponding Security constant is `errSecInsufficientClientID` (-67586).
  public var errSecInsufficientClientID: OSStatus { -67586 }

  /// A device reset has occurred.
  ///
  /// The corresponding Security constant is `errSecDeviceReset` (-67587).
  public var errSecDeviceReset: OSStatus { -67587 }

  /// A device failure has occurred.
  ///
  /// The corresponding Security constant is `errSecDeviceFailed` (-67588).
  public var errSecDeviceFailed: OSStatus { -67588 }

  /// Adding an application ACL subject failed.
  ///
  /// The corresponding Security constant is `errSecAppleAddAppACLSubject` (-67589).
  public var errSecAppleAddAppACLSubject: OSStatus { -67589 }

  /// The public key is incomplete.
  ///
  /// The corresponding Security constant is `errSecApplePublicKeyIncomplete` (-67590).
  public var errSecApplePublicKeyIncomplete: OSStatus { -67590 }

  /// A signature mismatch has occurred.
  ///
  /// The corresponding Security constant is `errSecAppleSignatureMismatch` (-67591).
  public var errSecAppleSignatureMismatch: OSStatus { -67591 }

  /// The specified key has an invalid start date.
  ///
  /// The corresponding Security constant is `errSecAppleInvalidKeyStartDate` (-67592).
  public var errSecAppleInvalidKeyStartDate: OSStatus { -67592 }

  /// The specified key has an invalid end date.
  ///
  /// The corresponding Security constant is `errSecAppleInvalidKeyEndDate` (-67593).
  public var errSecAppleInvalidKeyEndDate: OSStatus { -67593 }

  /// A conversion error has occurred.
  ///
  /// The corresponding Security constant is `errSecConversionError` (-67594).
  public var errSecConversionError: OSStatus { -67594 }

  /// A SSLv2 rollback error has occurred.
  ///
  /// The corresponding Security constant is `errSecAppleSSLv2Rollback` (-67595).
  public var errSecAppleSSLv2Rollback: OSStatus { -67595 }

  /// The quota was exceeded.
  ///
  /// The corresponding Security constant is `errSecQuotaExceeded` (-67596).
  public var errSecQuotaExceeded: OSStatus { -67596 }

  /// The file is too big.
  ///
  /// The corresponding Security constant is `errSecFileTooBig` (-67597).
  public var errSecFileTooBig: OSStatus { -67597 }

  /// The specified database has an invalid blob.
  ///
  /// The corresponding Security constant is `errSecInvalidDatabaseBlob` (-67598).
  public var errSecInvalidDatabaseBlob: OSStatus { -67598 }

  /// The specified database has an invalid key blob.
  ///
  /// The corresponding Security constant is `errSecInvalidKeyBlob` (-67599).
  public var errSecInvalidKeyBlob: OSStatus { -67599 }

  /// The specified database has an incompatible blob.
  ///
  /// The corresponding Security constant is `errSecIncompatibleDatabaseBlob` (-67600).
  public var errSecIncompatibleDatabaseBlob: OSStatus { -67600 }

  /// The specified database has an incompatible key blob.
  ///
  /// The corresponding Security constant is `errSecIncompatibleKeyBlob` (-67601).
  public var errSecIncompatibleKeyBlob: OSStatus { -67601 }

  /// A host name mismatch has occurred.
  ///
  /// The corresponding Security constant is `errSecHostNameMismatch` (-67602).
  public var errSecHostNameMismatch: OSStatus { -67602 }

  /// There is an unknown critical extension flag.
  ///
  /// The corresponding Security constant is `errSecUnknownCriticalExtensionFlag` (-67603).
  public var errSecUnknownCriticalExtensionFlag: OSStatus { -67603 }

  /// No basic constraints were found.
  ///
  /// The corresponding Security constant is `errSecNoBasicConstraints` (-67604).
  public var errSecNoBasicConstraints: OSStatus { -67604 }

  /// No basic CA constraints were found.
  ///
  /// The corresponding Security constant is `errSecNoBasicConstraintsCA` (-67605).
  public var errSecNoBasicConstraintsCA: OSStatus { -67605 }

  /// The authority key ID is not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAuthorityKeyID` (-67606).
  public var errSecInvalidAuthorityKeyID: OSStatus { -67606 }

  /// The subject key ID is not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidSubjectKeyID` (-67607).
  public var errSecInvalidSubjectKeyID: OSStatus { -67607 }

  /// The key usage is not valid for the specified policy.
  ///
  /// The corresponding Security constant is `errSecInvalidKeyUsageForPolicy` (-67608).
  public var errSecInvalidKeyUsageForPolicy: OSStatus { -67608 }

  /// The extended key usage is not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidExtendedKeyUsage` (-67609).
  public var errSecInvalidExtendedKeyUsage: OSStatus { -67609 }

  /// The ID linkage is not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidIDLinkage` (-67610).
  public var errSecInvalidIDLinkage: OSStatus { -67610 }

  /// The path length constraint was exceeded.
  ///
  /// The corresponding Security constant is `errSecPathLengthConstraintExceeded` (-67611).
  public var errSecPathLengthConstraintExceeded: OSStatus { -67611 }

  /// The root or anchor certificate is not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidRoot` (-67612).
  public var errSecInvalidRoot: OSStatus { -67612 }

  /// The CRL has expired.
  ///
  /// The corresponding Security constant is `errSecCRLExpired` (-67613).
  public var errSecCRLExpired: OSStatus { -67613 }

  /// The CRL is not yet valid.
  ///
  /// The corresponding Security constant is `errSecCRLNotValidYet` (-67614).
  public var errSecCRLNotValidYet: OSStatus { -67614 }

  /// The CRL was not found.
  ///
  /// The corresponding Security constant is `errSecCRLNotFound` (-67615).
  public var errSecCRLNotFound: OSStatus { -67615 }

  /// The CRL server is down.
  ///
  /// The corresponding Security constant is `errSecCRLServerDown` (-67616).
  public var errSecCRLServerDown: OSStatus { -67616 }

  /// The CRL has a bad Uniform Resource Identifier.
  ///
  /// The corresponding Security constant is `errSecCRLBadURI` (-67617).
  public var errSecCRLBadURI: OSStatus { -67617 }

  /// An unknown certificate extension was encountered.
  ///
  /// The corresponding Security constant is `errSecUnknownCertExtension` (-67618).
  public var errSecUnknownCertExtension: OSStatus { -67618 }

  /// An unknown CRL extension was encountered.
  ///
  /// The corresponding Security constant is `errSecUnknownCRLExtension` (-67619).
  public var errSecUnknownCRLExtension: OSStatus { -67619 }

  /// The CRL is not trusted.
  ///
  /// The corresponding Security constant is `errSecCRLNotTrusted` (-67620).
  public var errSecCRLNotTrusted: OSStatus { -67620 }

  /// The CRL policy failed.
  ///
  /// The corresponding Security constant is `errSecCRLPolicyFailed` (-67621).
  public var errSecCRLPolicyFailed: OSStatus { -67621 }

  /// The issuing distribution point was not valid.
  ///
  /// The corresponding Security constant is `errSecIDPFailure` (-67622).
  public var errSecIDPFailure: OSStatus { -67622 }

  /// An email address mismatch was encountered.
  ///
  /// The corresponding Security constant is `errSecSMIMEEmailAddressesNotFound` (-67623).
  public var errSecSMIMEEmailAddressesNotFound: OSStatus { -67623 }

  /// The appropriate extended key usage for SMIME was not found.
  ///
  /// The corresponding Security constant is `errSecSMIMEBadExtendedKeyUsage` (-67624).
  public var errSecSMIMEBadExtendedKeyUsage: OSStatus { -67624 }

  /// The key usage is not compatible with SMIME.
  ///
  /// The corresponding Security constant is `errSecSMIMEBadKeyUsage` (-67625).
  public var errSecSMIMEBadKeyUsage: OSStatus { -67625 }

  /// The key usage extension is not marked as critical.
  ///
  /// The corresponding Security constant is `errSecSMIMEKeyUsageNotCritical` (-67626).
  public var errSecSMIMEKeyUsageNotCritical: OSStatus { -67626 }

  /// No email address was found in the certificate.
  ///
  /// The corresponding Security constant is `errSecSMIMENoEmailAddress` (-67627).
  public var errSecSMIMENoEmailAddress: OSStatus { -67627 }

  /// The subject alternative name extension is not marked as critical.
  ///
  /// The corresponding Security constant is `errSecSMIMESubjAltNameNotCritical` (-67628).
  public var errSecSMIMESubjAltNameNotCritical: OSStatus { -67628 }

  /// The appropriate extended key usage for SSL was not found.
  ///
  /// The corresponding Security constant is `errSecSSLBadExtendedKeyUsage` (-67629).
  public var errSecSSLBadExtendedKeyUsage: OSStatus { -67629 }

  /// The OCSP response was incorrect or could not be parsed.
  ///
  /// The corresponding Security constant is `errSecOCSPBadResponse` (-67630).
  public var errSecOCSPBadResponse: OSStatus { -67630 }

  /// The OCSP request was incorrect or could not be parsed.
  ///
  /// The corresponding Security constant is `errSecOCSPBadRequest` (-67631).
  public var errSecOCSPBadRequest: OSStatus { -67631 }

  /// OCSP service is unavailable.
  ///
  /// The corresponding Security constant is `errSecOCSPUnavailable` (-67632).
  public var errSecOCSPUnavailable: OSStatus { -67632 }

  /// The OCSP server did not recognize this certificate.
  ///
  /// The corresponding Security constant is `errSecOCSPStatusUnrecognized` (-67633).
  public var errSecOCSPStatusUnrecognized: OSStatus { -67633 }

  /// An end-of-data was detected.
  ///
  /// The corresponding Security constant is `errSecEndOfData` (-67634).
  public var errSecEndOfData: OSStatus { -67634 }

  /// An incomplete certificate revocation check occurred.
  ///
  /// The corresponding Security constant is `errSecIncompleteCertRevocationCheck` (-67635).
  public var errSecIncompleteCertRevocationCheck: OSStatus { -67635 }

  /// A network failure occurred.
  ///
  /// The corresponding Security constant is `errSecNetworkFailure` (-67636).
  public var errSecNetworkFailure: OSStatus { -67636 }

  /// The OCSP response was not trusted to a root or anchor certificate.
  ///
  /// The corresponding Security constant is `errSecOCSPNotTrustedToAnchor` (-67637).
  public var errSecOCSPNotTrustedToAnchor: OSStatus { -67637 }

  /// The record was modified.
  ///
  /// The corresponding Security constant is `errSecRecordModified` (-67638).
  public var errSecRecordModified: OSStatus { -67638 }

  /// The OCSP response had an invalid signature.
  ///
  /// The corresponding Security constant is `errSecOCSPSignatureError` (-67639).
  public var errSecOCSPSignatureError: OSStatus { -67639 }

  /// The OCSP response had no signer.
  ///
  /// The corresponding Security constant is `errSecOCSPNoSigner` (-67640).
  public var errSecOCSPNoSigner: OSStatus { -67640 }

  /// The OCSP responder was given a malformed request.
  ///
  /// The corresponding Security constant is `errSecOCSPResponderMalformedReq` (-67641).
  public var errSecOCSPResponderMalformedReq: OSStatus { -67641 }

  /// The OCSP responder encountered an internal error.
  ///
  /// The corresponding Security constant is `errSecOCSPResponderInternalError` (-67642).
  public var errSecOCSPResponderInternalError: OSStatus { -67642 }

  /// The OCSP responder is busy, try again later.
  ///
  /// The corresponding Security constant is `errSecOCSPResponderTryLater` (-67643).
  public var errSecOCSPResponderTryLater: OSStatus { -67643 }

  /// The OCSP responder requires a signature.
  ///
  /// The corresponding Security constant is `errSecOCSPResponderSignatureRequired` (-67644).
  public var errSecOCSPResponderSignatureRequired: OSStatus { -67644 }

  /// The OCSP responder rejected this request as unauthorized.
  ///
  /// The corresponding Security constant is `errSecOCSPResponderUnauthorized` (-67645).
  public var errSecOCSPResponderUnauthorized: OSStatus { -67645 }

  /// The OCSP response nonce did not match the request.
  ///
  /// The corresponding Security constant is `errSecOCSPResponseNonceMismatch` (-67646).
  public var errSecOCSPResponseNonceMismatch: OSStatus { -67646 }

  /// Code signing encountered an incorrect certificate chain length.
  ///
  /// The corresponding Security constant is `errSecCodeSigningBadCertChainLength` (-67647).
  public var errSecCodeSigningBadCertChainLength: OSStatus { -67647 }

  /// Code signing found no basic constraints.
  ///
  /// The corresponding Security constant is `errSecCodeSigningNoBasicConstraints` (-67648).
  public var errSecCodeSigningNoBasicConstraints: OSStatus { -67648 }

  /// Code signing encountered an incorrect path length constraint.
  ///
  /// The corresponding Security constant is `errSecCodeSigningBadPathLengthConstraint` (-67649).
  public var errSecCodeSigningBadPathLengthConstraint: OSStatus { -67649 }

  /// Code signing found no extended key usage.
  ///
  /// The corresponding Security constant is `errSecCodeSigningNoExtendedKeyUsage` (-67650).
  public var errSecCodeSigningNoExtendedKeyUsage: OSStatus { -67650 }

  /// Code signing indicated use of a development-only certificate.
  ///
  /// The corresponding Security constant is `errSecCodeSigningDevelopment` (-67651).
  public var errSecCodeSigningDevelopment: OSStatus { -67651 }

  /// Resource signing has encountered an incorrect certificate chain length.
  ///
  /// The corresponding Security constant is `errSecResourceSignBadCertChainLength` (-67652).
  public var errSecResourceSignBadCertChainLength: OSStatus { -67652 }

  /// Resource signing has encountered an error in the extended key usage.
  ///
  /// The corresponding Security constant is `errSecResourceSignBadExtKeyUsage` (-67653).
  public var errSecResourceSignBadExtKeyUsage: OSStatus { -67653 }

  /// The trust setting for this policy was set to Deny.
  ///
  /// The corresponding Security constant is `errSecTrustSettingDeny` (-67654).
  public var errSecTrustSettingDeny: OSStatus { -67654 }

  /// An invalid certificate subject name was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidSubjectName` (-67655).
  public var errSecInvalidSubjectName: OSStatus { -67655 }

  /// An unknown qualified certificate statement was encountered.
  ///
  /// The corresponding Security constant is `errSecUnknownQualifiedCertStatement` (-67656).
  public var errSecUnknownQualifiedCertStatement: OSStatus { -67656 }

  /// errSecMobileMeRequestQueued
  ///
  /// The corresponding Security constant is `errSecMobileMeRequestQueued` (-67657).
  public var errSecMobileMeRequestQueued: OSStatus { -67657 }

  /// errSecMobileMeRequestRedirected
  ///
  /// The corresponding Security constant is `errSecMobileMeRequestRedirected` (-67658).
  public var errSecMobileMeRequestRedirected: OSStatus { -67658 }

  /// errSecMobileMeServerError
  ///
  /// The corresponding Security constant is `errSecMobileMeServerError` (-67659).
  public var errSecMobileMeServerError: OSStatus { -67659 }

  /// errSecMobileMeServerNotAvailable
  ///
  /// The corresponding Security constant is `errSecMobileMeServerNotAvailable` (-67660).
  public var errSecMobileMeServerNotAvailable: OSStatus { -67660 }

  /// errSecMobileMeServerAlreadyExists
  ///
  /// The corresponding Security constant is `errSecMobileMeServerAlreadyExists` (-67661).
  public var errSecMobileMeServerAlreadyExists: OSStatus { -67661 }

  /// errSecMobileMeServerServiceErr
  ///
  /// The corresponding Security constant is `errSecMobileMeServerServiceErr` (-67662).
  public var errSecMobileMeServerServiceErr: OSStatus { -67662 }

  /// errSecMobileMeRequestAlreadyPending
  ///
  /// The corresponding Security constant is `errSecMobileMeRequestAlreadyPending` (-67663).
  public var errSecMobileMeRequestAlreadyPending: OSStatus { -67663 }

  /// errSecMobileMeNoRequestPending
  ///
  /// The corresponding Security constant is `errSecMobileMeNoRequestPending` (-67664).
  public var errSecMobileMeNoRequestPending: OSStatus { -67664 }

  /// errSecMobileMeCSRVerifyFailure
  ///
  /// The corresponding Security constant is `errSecMobileMeCSRVerifyFailure` (-67665).
  public var errSecMobileMeCSRVerifyFailure: OSStatus { -67665 }

  /// errSecMobileMeFailedConsistencyCheck
  ///
  /// The corresponding Security constant is `errSecMobileMeFailedConsistencyCheck` (-67666).
  public var errSecMobileMeFailedConsistencyCheck: OSStatus { -67666 }

  /// A function was called without initializing CSSM.
  ///
  /// The corresponding Security constant is `errSecNotInitialized` (-67667).
  public var errSecNotInitialized: OSStatus { -67667 }

  /// The CSSM handle does not match with the service type.
  ///
  /// The corresponding Security constant is `errSecInvalidHandleUsage` (-67668).
  public var errSecInvalidHandleUsage: OSStatus { -67668 }

  /// A reference to the calling module was not found in the list of authorized callers.
  ///
  /// The corresponding Security constant is `errSecPVCReferentNotFound` (-67669).
  public var errSecPVCReferentNotFound: OSStatus { -67669 }

  /// A function address was not within the verified module.
  ///
  /// The corresponding Security constant is `errSecFunctionIntegrityFail` (-67670).
  public var errSecFunctionIntegrityFail: OSStatus { -67670 }

  /// An internal error has occurred.
  ///
  /// The corresponding Security constant is `errSecInternalError` (-67671).
  public var errSecInternalError: OSStatus { -67671 }

  /// A memory error has occurred.
  ///
  /// The corresponding Security constant is `errSecMemoryError` (-67672).
  public var errSecMemoryError: OSStatus { -67672 }

  /// Invalid data was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidData` (-67673).
  public var errSecInvalidData: OSStatus { -67673 }

  /// A Module Directory Service error has occurred.
  ///
  /// The corresponding Security constant is `errSecMDSError` (-67674).
  public var errSecMDSError: OSStatus { -67674 }

  /// An invalid pointer was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidPointer` (-67675).
  public var errSecInvalidPointer: OSStatus { -67675 }

  /// Self-check has failed.
  ///
  /// The corresponding Security constant is `errSecSelfCheckFailed` (-67676).
  public var errSecSelfCheckFailed: OSStatus { -67676 }

  /// A function has failed.
  ///
  /// The corresponding Security constant is `errSecFunctionFailed` (-67677).
  public var errSecFunctionFailed: OSStatus { -67677 }

  /// A module manifest verification failure has occurred.
  ///
  /// The corresponding Security constant is `errSecModuleManifestVerifyFailed` (-67678).
  public var errSecModuleManifestVerifyFailed: OSStatus { -67678 }

  /// An invalid GUID was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidGUID` (-67679).
  public var errSecInvalidGUID: OSStatus { -67679 }

  /// An invalid handle was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidHandle` (-67680).
  public var errSecInvalidHandle: OSStatus { -67680 }

  /// An invalid DB list was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidDBList` (-67681).
  public var errSecInvalidDBList: OSStatus { -67681 }

  /// An invalid passthrough ID was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidPassthroughID` (-67682).
  public var errSecInvalidPassthroughID: OSStatus { -67682 }

  /// An invalid network address was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidNetworkAddress` (-67683).
  public var errSecInvalidNetworkAddress: OSStatus { -67683 }

  /// The certificate revocation list is already signed.
  ///
  /// The corresponding Security constant is `errSecCRLAlreadySigned` (-67684).
  public var errSecCRLAlreadySigned: OSStatus { -67684 }

  /// An invalid number of fields were encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidNumberOfFields` (-67685).
  public var errSecInvalidNumberOfFields: OSStatus { -67685 }

  /// A verification failure occurred.
  ///
  /// The corresponding Security constant is `errSecVerificationFailure` (-67686).
  public var errSecVerificationFailure: OSStatus { -67686 }

  /// An unknown tag was encountered.
  ///
  /// The corresponding Security constant is `errSecUnknownTag` (-67687).
  public var errSecUnknownTag: OSStatus { -67687 }

  /// An invalid signature was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidSignature` (-67688).
  public var errSecInvalidSignature: OSStatus { -67688 }

  /// An invalid name was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidName` (-67689).
  public var errSecInvalidName: OSStatus { -67689 }

  /// An invalid certificate reference was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidCertificateRef` (-67690).
  public var errSecInvalidCertificateRef: OSStatus { -67690 }

  /// An invalid certificate group was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidCertificateGroup` (-67691).
  public var errSecInvalidCertificateGroup: OSStatus { -67691 }

  /// The specified tag was not found.
  ///
  /// The corresponding Security constant is `errSecTagNotFound` (-67692).
  public var errSecTagNotFound: OSStatus { -67692 }

  /// The specified query was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidQuery` (-67693).
  public var errSecInvalidQuery: OSStatus { -67693 }

  /// An invalid value was detected.
  ///
  /// The corresponding Security constant is `errSecInvalidValue` (-67694).
  public var errSecInvalidValue: OSStatus { -67694 }

  /// A callback has failed.
  ///
  /// The corresponding Security constant is `errSecCallbackFailed` (-67695).
  public var errSecCallbackFailed: OSStatus { -67695 }

  /// An ACL delete operation has failed.
  ///
  /// The corresponding Security constant is `errSecACLDeleteFailed` (-67696).
  public var errSecACLDeleteFailed: OSStatus { -67696 }

  /// An ACL replace operation has failed.
  ///
  /// The corresponding Security constant is `errSecACLReplaceFailed` (-67697).
  public var errSecACLReplaceFailed: OSStatus { -67697 }

  /// An ACL add operation has failed.
  ///
  /// The corresponding Security constant is `errSecACLAddFailed` (-67698).
  public var errSecACLAddFailed: OSStatus { -67698 }

  /// An ACL change operation has failed.
  ///
  /// The corresponding Security constant is `errSecACLChangeFailed` (-67699).
  public var errSecACLChangeFailed: OSStatus { -67699 }

  /// Invalid access credentials were encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidAccessCredentials` (-67700).
  public var errSecInvalidAccessCredentials: OSStatus { -67700 }

  /// An invalid record was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidRecord` (-67701).
  public var errSecInvalidRecord: OSStatus { -67701 }

  /// An invalid ACL was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidACL` (-67702).
  public var errSecInvalidACL: OSStatus { -67702 }

  /// An invalid sample value was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidSampleValue` (-67703).
  public var errSecInvalidSampleValue: OSStatus { -67703 }

  /// An incompatible version was encountered.
  ///
  /// The corresponding Security constant is `errSecIncompatibleVersion` (-67704).
  public var errSecIncompatibleVersion: OSStatus { -67704 }

  /// The privilege was not granted.
  ///
  /// The corresponding Security constant is `errSecPrivilegeNotGranted` (-67705).
  public var errSecPrivilegeNotGranted: OSStatus { -67705 }

  /// An invalid scope was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidScope` (-67706).
  public var errSecInvalidScope: OSStatus { -67706 }

  /// The PVC is already configured.
  ///
  /// The corresponding Security constant is `errSecPVCAlreadyConfigured` (-67707).
  public var errSecPVCAlreadyConfigured: OSStatus { -67707 }

  /// An invalid PVC was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidPVC` (-67708).
  public var errSecInvalidPVC: OSStatus { -67708 }

  /// The EMM load has failed.
  ///
  /// The corresponding Security constant is `errSecEMMLoadFailed` (-67709).
  public var errSecEMMLoadFailed: OSStatus { -67709 }

  /// The EMM unload has failed.
  ///
  /// The corresponding Security constant is `errSecEMMUnloadFailed` (-67710).
  public var errSecEMMUnloadFailed: OSStatus { -67710 }

  /// The add-in load operation has failed.
  ///
  /// The corresponding Security constant is `errSecAddinLoadFailed` (-67711).
  public var errSecAddinLoadFailed: OSStatus { -67711 }

  /// An invalid key was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidKeyRef` (-67712).
  public var errSecInvalidKeyRef: OSStatus { -67712 }

  /// An invalid key hierarchy was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidKeyHierarchy` (-67713).
  public var errSecInvalidKeyHierarchy: OSStatus { -67713 }

  /// The add-in unload operation has failed.
  ///
  /// The corresponding Security constant is `errSecAddinUnloadFailed` (-67714).
  public var errSecAddinUnloadFailed: OSStatus { -67714 }

  /// A library reference was not found.
  ///
  /// The corresponding Security constant is `errSecLibraryReferenceNotFound` (-67715).
  public var errSecLibraryReferenceNotFound: OSStatus { -67715 }

  /// An invalid add-in function table was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidAddinFunctionTable` (-67716).
  public var errSecInvalidAddinFunctionTable: OSStatus { -67716 }

  /// An invalid service mask was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidServiceMask` (-67717).
  public var errSecInvalidServiceMask: OSStatus { -67717 }

  /// A module was not loaded.
  ///
  /// The corresponding Security constant is `errSecModuleNotLoaded` (-67718).
  public var errSecModuleNotLoaded: OSStatus { -67718 }

  /// An invalid subservice ID was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidSubServiceID` (-67719).
  public var errSecInvalidSubServiceID: OSStatus { -67719 }

  /// An attribute was not in the context.
  ///
  /// The corresponding Security constant is `errSecAttributeNotInContext` (-67720).
  public var errSecAttributeNotInContext: OSStatus { -67720 }

  /// A module failed to initialize.
  ///
  /// The corresponding Security constant is `errSecModuleManagerInitializeFailed` (-67721).
  public var errSecModuleManagerInitializeFailed: OSStatus { -67721 }

  /// A module was not found.
  ///
  /// The corresponding Security constant is `errSecModuleManagerNotFound` (-67722).
  public var errSecModuleManagerNotFound: OSStatus { -67722 }

  /// An event notification callback was not found.
  ///
  /// The corresponding Security constant is `errSecEventNotificationCallbackNotFound` (-67723).
  public var errSecEventNotificationCallbackNotFound: OSStatus { -67723 }

  /// An input length error was encountered.
  ///
  /// The corresponding Security constant is `errSecInputLengthError` (-67724).
  public var errSecInputLengthError: OSStatus { -67724 }

  /// An output length error was encountered.
  ///
  /// The corresponding Security constant is `errSecOutputLengthError` (-67725).
  public var errSecOutputLengthError: OSStatus { -67725 }

  /// The privilege is not supported.
  ///
  /// The corresponding Security constant is `errSecPrivilegeNotSupported` (-67726).
  public var errSecPrivilegeNotSupported: OSStatus { -67726 }

  /// A device error was encountered.
  ///
  /// The corresponding Security constant is `errSecDeviceError` (-67727).
  public var errSecDeviceError: OSStatus { -67727 }

  /// The CSP handle was busy.
  ///
  /// The corresponding Security constant is `errSecAttachHandleBusy` (-67728).
  public var errSecAttachHandleBusy: OSStatus { -67728 }

  /// You are not logged in.
  ///
  /// The corresponding Security constant is `errSecNotLoggedIn` (-67729).
  public var errSecNotLoggedIn: OSStatus { -67729 }

  /// An algorithm mismatch was encountered.
  ///
  /// The corresponding Security constant is `errSecAlgorithmMismatch` (-67730).
  public var errSecAlgorithmMismatch: OSStatus { -67730 }

  /// The key usage is incorrect.
  ///
  /// The corresponding Security constant is `errSecKeyUsageIncorrect` (-67731).
  public var errSecKeyUsageIncorrect: OSStatus { -67731 }

  /// The key blob type is incorrect.
  ///
  /// The corresponding Security constant is `errSecKeyBlobTypeIncorrect` (-67732).
  public var errSecKeyBlobTypeIncorrect: OSStatus { -67732 }

  /// The key header is inconsistent.
  ///
  /// The corresponding Security constant is `errSecKeyHeaderInconsistent` (-67733).
  public var errSecKeyHeaderInconsistent: OSStatus { -67733 }

  /// The key header format is not supported.
  ///
  /// The corresponding Security constant is `errSecUnsupportedKeyFormat` (-67734).
  public var errSecUnsupportedKeyFormat: OSStatus { -67734 }

  /// The key size is not supported.
  ///
  /// The corresponding Security constant is `errSecUnsupportedKeySize` (-67735).
  public var errSecUnsupportedKeySize: OSStatus { -67735 }

  /// The key usage mask is not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidKeyUsageMask` (-67736).
  public var errSecInvalidKeyUsageMask: OSStatus { -67736 }

  /// The key usage mask is not supported.
  ///
  /// The corresponding Security constant is `errSecUnsupportedKeyUsageMask` (-67737).
  public var errSecUnsupportedKeyUsageMask: OSStatus { -67737 }

  /// The key attribute mask is not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidKeyAttributeMask` (-67738).
  public var errSecInvalidKeyAttributeMask: OSStatus { -67738 }

  /// The key attribute mask is not supported.
  ///
  /// The corresponding Security constant is `errSecUnsupportedKeyAttributeMask` (-67739).
  public var errSecUnsupportedKeyAttributeMask: OSStatus { -67739 }

  /// The key label is not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidKeyLabel` (-67740).
  public var errSecInvalidKeyLabel: OSStatus { -67740 }

  /// The key label is not supported.
  ///
  /// The corresponding Security constant is `errSecUnsupportedKeyLabel` (-67741).
  public var errSecUnsupportedKeyLabel: OSStatus { -67741 }

  /// The key format is not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidKeyFormat` (-67742).
  public var errSecInvalidKeyFormat: OSStatus { -67742 }

  /// The vector of buffers is not supported.
  ///
  /// The corresponding Security constant is `errSecUnsupportedVectorOfBuffers` (-67743).
  public var errSecUnsupportedVectorOfBuffers: OSStatus { -67743 }

  /// The input vector is not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidInputVector` (-67744).
  public var errSecInvalidInputVector: OSStatus { -67744 }

  /// The output vector is not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidOutputVector` (-67745).
  public var errSecInvalidOutputVector: OSStatus { -67745 }

  /// An invalid context was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidContext` (-67746).
  public var errSecInvalidContext: OSStatus { -67746 }

  /// An invalid algorithm was encountered.
  ///
  /// The corresponding Security constant is `errSecInvalidAlgorithm` (-67747).
  public var errSecInvalidAlgorithm: OSStatus { -67747 }

  /// A key attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeKey` (-67748).
  public var errSecInvalidAttributeKey: OSStatus { -67748 }

  /// A key attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeKey` (-67749).
  public var errSecMissingAttributeKey: OSStatus { -67749 }

  /// An init vector attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeInitVector` (-67750).
  public var errSecInvalidAttributeInitVector: OSStatus { -67750 }

  /// An init vector attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeInitVector` (-67751).
  public var errSecMissingAttributeInitVector: OSStatus { -67751 }

  /// A salt attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeSalt` (-67752).
  public var errSecInvalidAttributeSalt: OSStatus { -67752 }

  /// A salt attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeSalt` (-67753).
  public var errSecMissingAttributeSalt: OSStatus { -67753 }

  /// A padding attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributePadding` (-67754).
  public var errSecInvalidAttributePadding: OSStatus { -67754 }

  /// A padding attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributePadding` (-67755).
  public var errSecMissingAttributePadding: OSStatus { -67755 }

  /// A random number attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeRandom` (-67756).
  public var errSecInvalidAttributeRandom: OSStatus { -67756 }

  /// A random number attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeRandom` (-67757).
  public var errSecMissingAttributeRandom: OSStatus { -67757 }

  /// A seed attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeSeed` (-67758).
  public var errSecInvalidAttributeSeed: OSStatus { -67758 }

  /// A seed attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeSeed` (-67759).
  public var errSecMissingAttributeSeed: OSStatus { -67759 }

  /// A passphrase attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributePassphrase` (-67760).
  public var errSecInvalidAttributePassphrase: OSStatus { -67760 }

  /// A passphrase attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributePassphrase` (-67761).
  public var errSecMissingAttributePassphrase: OSStatus { -67761 }

  /// A key length attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeKeyLength` (-67762).
  public var errSecInvalidAttributeKeyLength: OSStatus { -67762 }

  /// A key length attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeKeyLength` (-67763).
  public var errSecMissingAttributeKeyLength: OSStatus { -67763 }

  /// A block size attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeBlockSize` (-67764).
  public var errSecInvalidAttributeBlockSize: OSStatus { -67764 }

  /// A block size attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeBlockSize` (-67765).
  public var errSecMissingAttributeBlockSize: OSStatus { -67765 }

  /// An output size attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeOutputSize` (-67766).
  public var errSecInvalidAttributeOutputSize: OSStatus { -67766 }

  /// An output size attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeOutputSize` (-67767).
  public var errSecMissingAttributeOutputSize: OSStatus { -67767 }

  /// The number of rounds attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeRounds` (-67768).
  public var errSecInvalidAttributeRounds: OSStatus { -67768 }

  /// The number of rounds attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeRounds` (-67769).
  public var errSecMissingAttributeRounds: OSStatus { -67769 }

  /// An algorithm parameters attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAlgorithmParms` (-67770).
  public var errSecInvalidAlgorithmParms: OSStatus { -67770 }

  /// An algorithm parameters attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAlgorithmParms` (-67771).
  public var errSecMissingAlgorithmParms: OSStatus { -67771 }

  /// A label attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeLabel` (-67772).
  public var errSecInvalidAttributeLabel: OSStatus { -67772 }

  /// A label attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeLabel` (-67773).
  public var errSecMissingAttributeLabel: OSStatus { -67773 }

  /// A key type attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeKeyType` (-67774).
  public var errSecInvalidAttributeKeyType: OSStatus { -67774 }

  /// A key type attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeKeyType` (-67775).
  public var errSecMissingAttributeKeyType: OSStatus { -67775 }

  /// A mode attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeMode` (-67776).
  public var errSecInvalidAttributeMode: OSStatus { -67776 }

  /// A mode attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeMode` (-67777).
  public var errSecMissingAttributeMode: OSStatus { -67777 }

  /// An effective bits attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeEffectiveBits` (-67778).
  public var errSecInvalidAttributeEffectiveBits: OSStatus { -67778 }

  /// An effective bits attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeEffectiveBits` (-67779).
  public var errSecMissingAttributeEffectiveBits: OSStatus { -67779 }

  /// A start date attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeStartDate` (-67780).
  public var errSecInvalidAttributeStartDate: OSStatus { -67780 }

  /// A start date attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeStartDate` (-67781).
  public var errSecMissingAttributeStartDate: OSStatus { -67781 }

  /// An end date attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeEndDate` (-67782).
  public var errSecInvalidAttributeEndDate: OSStatus { -67782 }

  /// An end date attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeEndDate` (-67783).
  public var errSecMissingAttributeEndDate: OSStatus { -67783 }

  /// A version attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeVersion` (-67784).
  public var errSecInvalidAttributeVersion: OSStatus { -67784 }

  /// A version attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeVersion` (-67785).
  public var errSecMissingAttributeVersion: OSStatus { -67785 }

  /// A prime attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributePrime` (-67786).
  public var errSecInvalidAttributePrime: OSStatus { -67786 }

  /// A prime attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributePrime` (-67787).
  public var errSecMissingAttributePrime: OSStatus { -67787 }

  /// A base attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeBase` (-67788).
  public var errSecInvalidAttributeBase: OSStatus { -67788 }

  /// A base attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeBase` (-67789).
  public var errSecMissingAttributeBase: OSStatus { -67789 }

  /// A subprime attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeSubprime` (-67790).
  public var errSecInvalidAttributeSubprime: OSStatus { -67790 }

  /// A subprime attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeSubprime` (-67791).
  public var errSecMissingAttributeSubprime: OSStatus { -67791 }

  /// An iteration count attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeIterationCount` (-67792).
  public var errSecInvalidAttributeIterationCount: OSStatus { -67792 }

  /// An iteration count attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeIterationCount` (-67793).
  public var errSecMissingAttributeIterationCount: OSStatus { -67793 }

  /// A database handle attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeDLDBHandle` (-67794).
  public var errSecInvalidAttributeDLDBHandle: OSStatus { -67794 }

  /// A database handle attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeDLDBHandle` (-67795).
  public var errSecMissingAttributeDLDBHandle: OSStatus { -67795 }

  /// An access credentials attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeAccessCredentials` (-67796).
  public var errSecInvalidAttributeAccessCredentials: OSStatus { -67796 }

  /// An access credentials attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeAccessCredentials` (-67797).
  public var errSecMissingAttributeAccessCredentials: OSStatus { -67797 }

  /// A public key format attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributePublicKeyFormat` (-67798).
  public var errSecInvalidAttributePublicKeyFormat: OSStatus { -67798 }

  /// A public key format attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributePublicKeyFormat` (-67799).
  public var errSecMissingAttributePublicKeyFormat: OSStatus { -67799 }

  /// A private key format attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributePrivateKeyFormat` (-67800).
  public var errSecInvalidAttributePrivateKeyFormat: OSStatus { -67800 }

  /// A private key format attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributePrivateKeyFormat` (-67801).
  public var errSecMissingAttributePrivateKeyFormat: OSStatus { -67801 }

  /// A symmetric key format attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeSymmetricKeyFormat` (-67802).
  public var errSecInvalidAttributeSymmetricKeyFormat: OSStatus { -67802 }

  /// A symmetric key format attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeSymmetricKeyFormat` (-67803).
  public var errSecMissingAttributeSymmetricKeyFormat: OSStatus { -67803 }

  /// A wrapped key format attribute was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAttributeWrappedKeyFormat` (-67804).
  public var errSecInvalidAttributeWrappedKeyFormat: OSStatus { -67804 }

  /// A wrapped key format attribute was missing.
  ///
  /// The corresponding Security constant is `errSecMissingAttributeWrappedKeyFormat` (-67805).
  public var errSecMissingAttributeWrappedKeyFormat: OSStatus { -67805 }

  /// A staged operation is in progress.
  ///
  /// The corresponding Security constant is `errSecStagedOperationInProgress` (-67806).
  public var errSecStagedOperationInProgress: OSStatus { -67806 }

  /// A staged operation was not started.
  ///
  /// The corresponding Security constant is `errSecStagedOperationNotStarted` (-67807).
  public var errSecStagedOperationNotStarted: OSStatus { -67807 }

  /// A cryptographic verification failure has occurred.
  ///
  /// The corresponding Security constant is `errSecVerifyFailed` (-67808).
  public var errSecVerifyFailed: OSStatus { -67808 }

  /// The query size is unknown.
  ///
  /// The corresponding Security constant is `errSecQuerySizeUnknown` (-67809).
  public var errSecQuerySizeUnknown: OSStatus { -67809 }

  /// A block size mismatch occurred.
  ///
  /// The corresponding Security constant is `errSecBlockSizeMismatch` (-67810).
  public var errSecBlockSizeMismatch: OSStatus { -67810 }

  /// The public key was inconsistent.
  ///
  /// The corresponding Security constant is `errSecPublicKeyInconsistent` (-67811).
  public var errSecPublicKeyInconsistent: OSStatus { -67811 }

  /// A device verification failure has occurred.
  ///
  /// The corresponding Security constant is `errSecDeviceVerifyFailed` (-67812).
  public var errSecDeviceVerifyFailed: OSStatus { -67812 }

  /// An invalid login name was detected.
  ///
  /// The corresponding Security constant is `errSecInvalidLoginName` (-67813).
  public var errSecInvalidLoginName: OSStatus { -67813 }

  /// The user is already logged in.
  ///
  /// The corresponding Security constant is `errSecAlreadyLoggedIn` (-67814).
  public var errSecAlreadyLoggedIn: OSStatus { -67814 }

  /// An invalid digest algorithm was detected.
  ///
  /// The corresponding Security constant is `errSecInvalidDigestAlgorithm` (-67815).
  public var errSecInvalidDigestAlgorithm: OSStatus { -67815 }

  /// An invalid CRL group was detected.
  ///
  /// The corresponding Security constant is `errSecInvalidCRLGroup` (-67816).
  public var errSecInvalidCRLGroup: OSStatus { -67816 }

  /// The certificate cannot operate.
  ///
  /// The corresponding Security constant is `errSecCertificateCannotOperate` (-67817).
  public var errSecCertificateCannotOperate: OSStatus { -67817 }

  /// An expired certificate was detected.
  ///
  /// The corresponding Security constant is `errSecCertificateExpired` (-67818).
  public var errSecCertificateExpired: OSStatus { -67818 }

  /// The certificate is not yet valid.
  ///
  /// The corresponding Security constant is `errSecCertificateNotValidYet` (-67819).
  public var errSecCertificateNotValidYet: OSStatus { -67819 }

  /// The certificate was revoked.
  ///
  /// The corresponding Security constant is `errSecCertificateRevoked` (-67820).
  public var errSecCertificateRevoked: OSStatus { -67820 }

  /// The certificate was suspended.
  ///
  /// The corresponding Security constant is `errSecCertificateSuspended` (-67821).
  public var errSecCertificateSuspended: OSStatus { -67821 }

  /// Insufficient credentials were detected.
  ///
  /// The corresponding Security constant is `errSecInsufficientCredentials` (-67822).
  public var errSecInsufficientCredentials: OSStatus { -67822 }

  /// The action was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAction` (-67823).
  public var errSecInvalidAction: OSStatus { -67823 }

  /// The authority was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAuthority` (-67824).
  public var errSecInvalidAuthority: OSStatus { -67824 }

  /// A verify action has failed.
  ///
  /// The corresponding Security constant is `errSecVerifyActionFailed` (-67825).
  public var errSecVerifyActionFailed: OSStatus { -67825 }

  /// The certificate authority was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidCertAuthority` (-67826).
  public var errSecInvalidCertAuthority: OSStatus { -67826 }

  /// The CRL authority was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidCRLAuthority` (-67827).
  public var errSecInvalidCRLAuthority: OSStatus { -67827 }

  /// The CRL encoding was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidCRLEncoding` (-67828).
  public var errSecInvalidCRLEncoding: OSStatus { -67828 }

  /// The CRL type was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidCRLType` (-67829).
  public var errSecInvalidCRLType: OSStatus { -67829 }

  /// The CRL was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidCRL` (-67830).
  public var errSecInvalidCRL: OSStatus { -67830 }

  /// The form type was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidFormType` (-67831).
  public var errSecInvalidFormType: OSStatus { -67831 }

  /// The ID was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidID` (-67832).
  public var errSecInvalidID: OSStatus { -67832 }

  /// The identifier was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidIdentifier` (-67833).
  public var errSecInvalidIdentifier: OSStatus { -67833 }

  /// The index was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidIndex` (-67834).
  public var errSecInvalidIndex: OSStatus { -67834 }

  /// The policy identifiers are not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidPolicyIdentifiers` (-67835).
  public var errSecInvalidPolicyIdentifiers: OSStatus { -67835 }

  /// The time specified was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidTimeString` (-67836).
  public var errSecInvalidTimeString: OSStatus { -67836 }

  /// The trust policy reason was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidReason` (-67837).
  public var errSecInvalidReason: OSStatus { -67837 }

  /// The request inputs are not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidRequestInputs` (-67838).
  public var errSecInvalidRequestInputs: OSStatus { -67838 }

  /// The response vector was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidResponseVector` (-67839).
  public var errSecInvalidResponseVector: OSStatus { -67839 }

  /// The stop-on policy was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidStopOnPolicy` (-67840).
  public var errSecInvalidStopOnPolicy: OSStatus { -67840 }

  /// The tuple was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidTuple` (-67841).
  public var errSecInvalidTuple: OSStatus { -67841 }

  /// Multiple values are not supported.
  ///
  /// The corresponding Security constant is `errSecMultipleValuesUnsupported` (-67842).
  public var errSecMultipleValuesUnsupported: OSStatus { -67842 }

  /// The certificate was not trusted.
  ///
  /// The corresponding Security constant is `errSecNotTrusted` (-67843).
  public var errSecNotTrusted: OSStatus { -67843 }

  /// No default authority was detected.
  ///
  /// The corresponding Security constant is `errSecNoDefaultAuthority` (-67844).
  public var errSecNoDefaultAuthority: OSStatus { -67844 }

  /// The trust policy had a rejected form.
  ///
  /// The corresponding Security constant is `errSecRejectedForm` (-67845).
  public var errSecRejectedForm: OSStatus { -67845 }

  /// The request was lost.
  ///
  /// The corresponding Security constant is `errSecRequestLost` (-67846).
  public var errSecRequestLost: OSStatus { -67846 }

  /// The request was rejected.
  ///
  /// The corresponding Security constant is `errSecRequestRejected` (-67847).
  public var errSecRequestRejected: OSStatus { -67847 }

  /// The address type is not supported.
  ///
  /// The corresponding Security constant is `errSecUnsupportedAddressType` (-67848).
  public var errSecUnsupportedAddressType: OSStatus { -67848 }

  /// The service is not supported.
  ///
  /// The corresponding Security constant is `errSecUnsupportedService` (-67849).
  public var errSecUnsupportedService: OSStatus { -67849 }

  /// The tuple group was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidTupleGroup` (-67850).
  public var errSecInvalidTupleGroup: OSStatus { -67850 }

  /// The base ACLs are not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidBaseACLs` (-67851).
  public var errSecInvalidBaseACLs: OSStatus { -67851 }

  /// The tuple credentials are not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidTupleCredentials` (-67852).
  public var errSecInvalidTupleCredentials: OSStatus { -67852 }

  /// The encoding was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidEncoding` (-67853).
  public var errSecInvalidEncoding: OSStatus { -67853 }

  /// The validity period was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidValidityPeriod` (-67854).
  public var errSecInvalidValidityPeriod: OSStatus { -67854 }

  /// The requestor was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidRequestor` (-67855).
  public var errSecInvalidRequestor: OSStatus { -67855 }

  /// The request descriptor was not valid.
  ///
  /// The corresponding Security constant is `errSecRequestDescriptor` (-67856).
  public var errSecRequestDescriptor: OSStatus { -67856 }

  /// The bundle information was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidBundleInfo` (-67857).
  public var errSecInvalidBundleInfo: OSStatus { -67857 }

  /// The CRL index was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidCRLIndex` (-67858).
  public var errSecInvalidCRLIndex: OSStatus { -67858 }

  /// No field values were detected.
  ///
  /// The corresponding Security constant is `errSecNoFieldValues` (-67859).
  public var errSecNoFieldValues: OSStatus { -67859 }

  /// The field format is not supported.
  ///
  /// The corresponding Security constant is `errSecUnsupportedFieldFormat` (-67860).
  public var errSecUnsupportedFieldFormat: OSStatus { -67860 }

  /// The index information is not supported.
  ///
  /// The corresponding Security constant is `errSecUnsupportedIndexInfo` (-67861).
  public var errSecUnsupportedIndexInfo: OSStatus { -67861 }

  /// The locality is not supported.
  ///
  /// The corresponding Security constant is `errSecUnsupportedLocality` (-67862).
  public var errSecUnsupportedLocality: OSStatus { -67862 }

  /// The number of attributes is not supported.
  ///
  /// The corresponding Security constant is `errSecUnsupportedNumAttributes` (-67863).
  public var errSecUnsupportedNumAttributes: OSStatus { -67863 }

  /// The number of indexes is not supported.
  ///
  /// The corresponding Security constant is `errSecUnsupportedNumIndexes` (-67864).
  public var errSecUnsupportedNumIndexes: OSStatus { -67864 }

  /// The number of record types is not supported.
  ///
  /// The corresponding Security constant is `errSecUnsupportedNumRecordTypes` (-67865).
  public var errSecUnsupportedNumRecordTypes: OSStatus { -67865 }

  /// Too many fields were specified.
  ///
  /// The corresponding Security constant is `errSecFieldSpecifiedMultiple` (-67866).
  public var errSecFieldSpecifiedMultiple: OSStatus { -67866 }

  /// The field format was incompatible.
  ///
  /// The corresponding Security constant is `errSecIncompatibleFieldFormat` (-67867).
  public var errSecIncompatibleFieldFormat: OSStatus { -67867 }

  /// The parsing module was not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidParsingModule` (-67868).
  public var errSecInvalidParsingModule: OSStatus { -67868 }

  /// The database is locked.
  ///
  /// The corresponding Security constant is `errSecDatabaseLocked` (-67869).
  public var errSecDatabaseLocked: OSStatus { -67869 }

  /// The data store is open.
  ///
  /// The corresponding Security constant is `errSecDatastoreIsOpen` (-67870).
  public var errSecDatastoreIsOpen: OSStatus { -67870 }

  /// A missing value was detected.
  ///
  /// The corresponding Security constant is `errSecMissingValue` (-67871).
  public var errSecMissingValue: OSStatus { -67871 }

  /// The query limits are not supported.
  ///
  /// The corresponding Security constant is `errSecUnsupportedQueryLimits` (-67872).
  public var errSecUnsupportedQueryLimits: OSStatus { -67872 }

  /// The number of selection predicates is not supported.
  ///
  /// The corresponding Security constant is `errSecUnsupportedNumSelectionPreds` (-67873).
  public var errSecUnsupportedNumSelectionPreds: OSStatus { -67873 }

  /// The operator is not supported.
  ///
  /// The corresponding Security constant is `errSecUnsupportedOperator` (-67874).
  public var errSecUnsupportedOperator: OSStatus { -67874 }

  /// The database location is not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidDBLocation` (-67875).
  public var errSecInvalidDBLocation: OSStatus { -67875 }

  /// The access request is not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidAccessRequest` (-67876).
  public var errSecInvalidAccessRequest: OSStatus { -67876 }

  /// The index information is not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidIndexInfo` (-67877).
  public var errSecInvalidIndexInfo: OSStatus { -67877 }

  /// The new owner is not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidNewOwner` (-67878).
  public var errSecInvalidNewOwner: OSStatus { -67878 }

  /// The modify mode is not valid.
  ///
  /// The corresponding Security constant is `errSecInvalidModifyMode` (-67879).
  public var errSecInvalidModifyMode: OSStatus { -67879 }

  /// A required certificate extension is missing.
  ///
  /// The corresponding Security constant is `errSecMissingRequiredExtension` (-67880).
  public var errSecMissingRequiredExtension: OSStatus { -67880 }

  /// The extended key usage extension was not marked critical.
  ///
  /// The corresponding Security constant is `errSecExtendedKeyUsageNotCritical` (-67881).
  public var errSecExtendedKeyUsageNotCritical: OSStatus { -67881 }

  /// A timestamp was expected but was not found.
  ///
  /// The corresponding Security constant is `errSecTimestampMissing` (-67882).
  public var errSecTimestampMissing: OSStatus { -67882 }

  /// The timestamp was not valid.
  ///
  /// The corresponding Security constant is `errSecTimestampInvalid` (-67883).
  public var errSecTimestampInvalid: OSStatus { -67883 }

  /// The timestamp was not trusted.
  ///
  /// The corresponding Security constant is `errSecTimestampNotTrusted` (-67884).
  public var errSecTimestampNotTrusted: OSStatus { -67884 }

  /// The timestamp service is not available.
  ///
  /// The corresponding Security constant is `errSecTimestampServiceNotAvailable` (-67885).
  public var errSecTimestampServiceNotAvailable: OSStatus { -67885 }

  /// An unrecognized or unsupported Algorithm Identifier in timestamp.
  ///
  /// The corresponding Security constant is `errSecTimestampBadAlg` (-67886).
  public var errSecTimestampBadAlg: OSStatus { -67886 }

  /// The timestamp transaction is not permitted or supported.
  ///
  /// The corresponding Security constant is `errSecTimestampBadRequest` (-67887).
  public var errSecTimestampBadRequest: OSStatus { -67887 }

  /// The timestamp data submitted has the wrong format.
  ///
  /// The corresponding Security constant is `errSecTimestampBadDataFormat` (-67888).
  public var errSecTimestampBadDataFormat: OSStatus { -67888 }

  /// The time source for the Timestamp Authority is not available.
  ///
  /// The corresponding Security constant is `errSecTimestampTimeNotAvailable` (-67889).
  public var errSecTimestampTimeNotAvailable: OSStatus { -67889 }

  /// The requested policy is not supported by the Timestamp Authority.
  ///
  /// The corresponding Security constant is `errSecTimestampUnacceptedPolicy` (-67890).
  public var errSecTimestampUnacceptedPolicy: OSStatus { -67890 }

  /// The requested extension is not supported by the Timestamp Authority.
  ///
  /// The corresponding Security constant is `errSecTimestampUnacceptedExtension` (-67891).
  public var errSecTimestampUnacceptedExtension: OSStatus { -67891 }

  /// The additional information requested is not available.
  ///
  /// The corresponding Security constant is `errSecTimestampAddInfoNotAvailable` (-67892).
  public var errSecTimestampAddInfoNotAvailable: OSStatus { -67892 }

  /// The timestamp request cannot be handled due to system failure.
  ///
  /// The corresponding Security constant is `errSecTimestampSystemFailure` (-67893).
  public var errSecTimestampSystemFailure: OSStatus { -67893 }

  /// A signing time was expected but was not found.
  ///
  /// The corresponding Security constant is `errSecSigningTimeMissing` (-67894).
  public var errSecSigningTimeMissing: OSStatus { -67894 }

  /// A timestamp transaction was rejected.
  ///
  /// The corresponding Security constant is `errSecTimestampRejection` (-67895).
  public var errSecTimestampRejection: OSStatus { -67895 }

  /// A timestamp transaction is waiting.
  ///
  /// The corresponding Security constant is `errSecTimestampWaiting` (-67896).
  public var errSecTimestampWaiting: OSStatus { -67896 }

  /// A timestamp authority revocation warning was issued.
  ///
  /// The corresponding Security constant is `errSecTimestampRevocationWarning` (-67897).
  public var errSecTimestampRevocationWarning: OSStatus { -67897 }

  /// A timestamp authority revocation notification was issued.
  ///
  /// The corresponding Security constant is `errSecTimestampRevocationNotification` (-67898).
  public var errSecTimestampRevocationNotification: OSStatus { -67898 }

  /// The requested policy is not allowed for this certificate.
  ///
  /// The corresponding Security constant is `errSecCertificatePolicyNotAllowed` (-67899).
  public var errSecCertificatePolicyNotAllowed: OSStatus { -67899 }

  /// The requested name is not allowed for this certificate.
  ///
  /// The corresponding Security constant is `errSecCertificateNameNotAllowed` (-67900).
  public var errSecCertificateNameNotAllowed: OSStatus { -67900 }

  /// The validity period in the certificate exceeds the maximum allowed.
  ///
  /// The corresponding Security constant is `errSecCertificateValidityPeriodTooLong` (-67901).
  public var errSecCertificateValidityPeriodTooLong: OSStatus { -67901 }

  /// The verified certificate is a CA rather than an end-entity
  ///
  /// The corresponding Security constant is `errSecCertificateIsCA` (-67902).
  public var errSecCertificateIsCA: OSStatus { -67902 }

  /// The certificate contains multiple extensions with the same extension ID.
  ///
  /// The corresponding Security constant is `errSecCertificateDuplicateExtension` (-67903).
  public var errSecCertificateDuplicateExtension: OSStatus { -67903 }

  /// A qualified certificate statement was expected but missing.
  ///
  /// The corresponding Security constant is `errSecMissingQualifiedCertStatement` (-67904).
  public var errSecMissingQualifiedCertStatement: OSStatus { -67904 }

  /// SSL protocol error
  ///
  /// The corresponding Security constant is `errSSLProtocol` (-9800).
  public var errSSLProtocol: OSStatus { -9800 }

  /// Cipher Suite negotiation failure
  ///
  /// The corresponding Security constant is `errSSLNegotiation` (-9801).
  public var errSSLNegotiation: OSStatus { -9801 }

  /// Fatal alert
  ///
  /// The corresponding Security constant is `errSSLFatalAlert` (-9802).
  public var errSSLFatalAlert: OSStatus { -9802 }

  /// I/O would block (not fatal)
  ///
  /// The corresponding Security constant is `errSSLWouldBlock` (-9803).
  public var errSSLWouldBlock: OSStatus { -9803 }

  /// attempt to restore an unknown session
  ///
  /// The corresponding Security constant is `errSSLSessionNotFound` (-9804).
  public var errSSLSessionNotFound: OSStatus { -9804 }

  /// connection closed gracefully
  ///
  /// The corresponding Security constant is `errSSLClosedGraceful` (-9805).
  public var errSSLClosedGraceful: OSStatus { -9805 }

  /// connection closed via error
  ///
  /// The corresponding Security constant is `errSSLClosedAbort` (-9806).
  public var errSSLClosedAbort: OSStatus { -9806 }

  /// invalid certificate chain
  ///
  /// The corresponding Security constant is `errSSLXCertChainInvalid` (-9807).
  public var errSSLXCertChainInvalid: OSStatus { -9807 }

  /// bad certificate format
  ///
  /// The corresponding Security constant is `errSSLBadCert` (-9808).
  public var errSSLBadCert: OSStatus { -9808 }

  /// underlying cryptographic error
  ///
  /// The corresponding Security constant is `errSSLCrypto` (-9809).
  public var errSSLCrypto: OSStatus { -9809 }

  /// Internal error
  ///
  /// The corresponding Security constant is `errSSLInternal` (-9810).
  public var errSSLInternal: OSStatus { -9810 }

  /// module attach failure
  ///
  /// The corresponding Security constant is `errSSLModuleAttach` (-9811).
  public var errSSLModuleAttach: OSStatus { -9811 }

  /// valid cert chain, untrusted root
  ///
  /// The corresponding Security constant is `errSSLUnknownRootCert` (-9812).
  public var errSSLUnknownRootCert: OSStatus { -9812 }

  /// cert chain not verified by root
  ///
  /// The corresponding Security constant is `errSSLNoRootCert` (-9813).
  public var errSSLNoRootCert: OSStatus { -9813 }

  /// chain had an expired cert
  ///
  /// The corresponding Security constant is `errSSLCertExpired` (-9814).
  public var errSSLCertExpired: OSStatus { -9814 }

  /// chain had a cert not yet valid
  ///
  /// The corresponding Security constant is `errSSLCertNotYetValid` (-9815).
  public var errSSLCertNotYetValid: OSStatus { -9815 }

  /// server closed session with no notification
  ///
  /// The corresponding Security constant is `errSSLClosedNoNotify` (-9816).
  public var errSSLClosedNoNotify: OSStatus { -9816 }

  /// insufficient buffer provided
  ///
  /// The corresponding Security constant is `errSSLBufferOverflow` (-9817).
  public var errSSLBufferOverflow: OSStatus { -9817 }

  /// bad SSLCipherSuite
  ///
  /// The corresponding Security constant is `errSSLBadCipherSuite` (-9818).
  public var errSSLBadCipherSuite: OSStatus { -9818 }

  /// fatal errors detected by peer
  ///
  /// The corresponding Security constant is `errSSLPeerUnexpectedMsg` (-9819).
  public var errSSLPeerUnexpectedMsg: OSStatus { -9819 }

  /// bad MAC
  ///
  /// The corresponding Security constant is `errSSLPeerBadRecordMac` (-9820).
  public var errSSLPeerBadRecordMac: OSStatus { -9820 }

  /// decryption failed
  ///
  /// The corresponding Security constant is `errSSLPeerDecryptionFail` (-9821).
  public var errSSLPeerDecryptionFail: OSStatus { -9821 }

  /// record overflow
  ///
  /// The corresponding Security constant is `errSSLPeerRecordOverflow` (-9822).
  public var errSSLPeerRecordOverflow: OSStatus { -9822 }

  /// decompression failure
  ///
  /// The corresponding Security constant is `errSSLPeerDecompressFail` (-9823).
  public var errSSLPeerDecompressFail: OSStatus { -9823 }

  /// handshake failure
  ///
  /// The corresponding Security constant is `errSSLPeerHandshakeFail` (-9824).
  public var errSSLPeerHandshakeFail: OSStatus { -9824 }

  /// misc. bad certificate
  ///
  /// The corresponding Security constant is `errSSLPeerBadCert` (-9825).
  public var errSSLPeerBadCert: OSStatus { -9825 }

  /// bad unsupported cert format
  ///
  /// The corresponding Security constant is `errSSLPeerUnsupportedCert` (-9826).
  public var errSSLPeerUnsupportedCert: OSStatus { -9826 }

  /// certificate revoked
  ///
  /// The corresponding Security constant is `errSSLPeerCertRevoked` (-9827).
  public var errSSLPeerCertRevoked: OSStatus { -9827 }

  /// certificate expired
  ///
  /// The corresponding Security constant is `errSSLPeerCertExpired` (-9828).
  public var errSSLPeerCertExpired: OSStatus { -9828 }

  /// unknown certificate
  ///
  /// The corresponding Security constant is `errSSLPeerCertUnknown` (-9829).
  public var errSSLPeerCertUnknown: OSStatus { -9829 }

  /// illegal parameter
  ///
  /// The corresponding Security constant is `errSSLIllegalParam` (-9830).
  public var errSSLIllegalParam: OSStatus { -9830 }

  /// unknown Cert Authority
  ///
  /// The corresponding Security constant is `errSSLPeerUnknownCA` (-9831).
  public var errSSLPeerUnknownCA: OSStatus { -9831 }

  /// access denied
  ///
  /// The corresponding Security constant is `errSSLPeerAccessDenied` (-9832).
  public var errSSLPeerAccessDenied: OSStatus { -9832 }

  /// decoding error
  ///
  /// The corresponding Security constant is `errSSLPeerDecodeError` (-9833).
  public var errSSLPeerDecodeError: OSStatus { -9833 }

  /// decryption error
  ///
  /// The corresponding Security constant is `errSSLPeerDecryptError` (-9834).
  public var errSSLPeerDecryptError: OSStatus { -9834 }

  /// export restriction
  ///
  /// The corresponding Security constant is `errSSLPeerExportRestriction` (-9835).
  public var errSSLPeerExportRestriction: OSStatus { -9835 }

  /// bad protocol version
  ///
  /// The corresponding Security constant is `errSSLPeerProtocolVersion` (-9836).
  public var errSSLPeerProtocolVersion: OSStatus { -9836 }

  /// insufficient security
  ///
  /// The corresponding Security constant is `errSSLPeerInsufficientSecurity` (-9837).
  public var errSSLPeerInsufficientSecurity: OSStatus { -9837 }

  /// internal error
  ///
  /// The corresponding Security constant is `errSSLPeerInternalError` (-9838).
  public var errSSLPeerInternalError: OSStatus { -9838 }

  /// user canceled
  ///
  /// The corresponding Security constant is `errSSLPeerUserCancelled` (-9839).
  public var errSSLPeerUserCancelled: OSStatus { -9839 }

  /// no renegotiation allowed
  ///
  /// The corresponding Security constant is `errSSLPeerNoRenegotiation` (-9840).
  public var errSSLPeerNoRenegotiation: OSStatus { -9840 }

  /// non-fatal result codes
  ///
  /// The corresponding Security constant is `errSSLPeerAuthCompleted` (-9841).
  public var errSSLPeerAuthCompleted: OSStatus { -9841 }

  /// server has requested a client cert
  ///
  /// The corresponding Security constant is `errSSLClientCertRequested` (-9842).
  public var errSSLClientCertRequested: OSStatus { -9842 }

  /// more errors detected by us
  ///
  /// The corresponding Security constant is `errSSLHostNameMismatch` (-9843).
  public var errSSLHostNameMismatch: OSStatus { -9843 }

  /// peer dropped connection before responding
  ///
  /// The corresponding Security constant is `errSSLConnectionRefused` (-9844).
  public var errSSLConnectionRefused: OSStatus { -9844 }

  /// decryption failure
  ///
  /// The corresponding Security constant is `errSSLDecryptionFail` (-9845).
  public var errSSLDecryptionFail: OSStatus { -9845 }

  /// bad MAC
  ///
  /// The corresponding Security constant is `errSSLBadRecordMac` (-9846).
  public var errSSLBadRecordMac: OSStatus { -9846 }

  /// record overflow
  ///
  /// The corresponding Security constant is `errSSLRecordOverflow` (-9847).
  public var errSSLRecordOverflow: OSStatus { -9847 }

  /// configuration error
  ///
  /// The corresponding Security constant is `errSSLBadConfiguration` (-9848).
  public var errSSLBadConfiguration: OSStatus { -9848 }

  /// unexpected (skipped) record in DTLS
  ///
  /// The corresponding Security constant is `errSSLUnexpectedRecord` (-9849).
  public var errSSLUnexpectedRecord: OSStatus { -9849 }

  /// weak ephemeral dh key
  ///
  /// The corresponding Security constant is `errSSLWeakPeerEphemeralDHKey` (-9850).
  public var errSSLWeakPeerEphemeralDHKey: OSStatus { -9850 }

  /// non-fatal result codes
  ///
  /// The corresponding Security constant is `errSSLClientHelloReceived` (-9851).
  public var errSSLClientHelloReceived: OSStatus { -9851 }

  /// fatal errors resulting from transport or networking errors
  ///
  /// The corresponding Security constant is `errSSLTransportReset` (-9852).
  public var errSSLTransportReset: OSStatus { -9852 }

  /// network timeout triggered
  ///
  /// The corresponding Security constant is `errSSLNetworkTimeout` (-9853).
  public var errSSLNetworkTimeout: OSStatus { -9853 }

  /// fatal errors resulting from software misconfiguration
  ///
  /// The corresponding Security constant is `errSSLConfigurationFailed` (-9854).
  public var errSSLConfigurationFailed: OSStatus { -9854 }

  /// additional errors
  ///
  /// The corresponding Security constant is `errSSLUnsupportedExtension` (-9855).
  public var errSSLUnsupportedExtension: OSStatus { -9855 }

  /// peer rejected unexpected message
  ///
  /// The corresponding Security constant is `errSSLUnexpectedMessage` (-9856).
  public var errSSLUnexpectedMessage: OSStatus { -9856 }

  /// decompression failed
  ///
  /// The corresponding Security constant is `errSSLDecompressFail` (-9857).
  public var errSSLDecompressFail: OSStatus { -9857 }

  /// handshake failed
  ///
  /// The corresponding Security constant is `errSSLHandshakeFail` (-9858).
  public var errSSLHandshakeFail: OSStatus { -9858 }

  /// decode failed
  ///
  /// The corresponding Security constant is `errSSLDecodeError` (-9859).
  public var errSSLDecodeError: OSStatus { -9859 }

  /// inappropriate fallback
  ///
  /// The corresponding Security constant is `errSSLInappropriateFallback` (-9860).
  public var errSSLInappropriateFallback: OSStatus { -9860 }

  /// missing extension
  ///
  /// The corresponding Security constant is `errSSLMissingExtension` (-9861).
  public var errSSLMissingExtension: OSStatus { -9861 }

  /// bad OCSP response
  ///
  /// The corresponding Security constant is `errSSLBadCertificateStatusResponse` (-9862).
  public var errSSLBadCertificateStatusResponse: OSStatus { -9862 }

  /// certificate required
  ///
  /// The corresponding Security constant is `errSSLCertificateRequired` (-9863).
  public var errSSLCertificateRequired: OSStatus { -9863 }

  /// unknown PSK identity
  ///
  /// The corresponding Security constant is `errSSLUnknownPSKIdentity` (-9864).
  public var errSSLUnknownPSKIdentity: OSStatus { -9864 }

  /// unknown or unrecognized name
  ///
  /// The corresponding Security constant is `errSSLUnrecognizedName` (-9865).
  public var errSSLUnrecognizedName: OSStatus { -9865 }

  /// ATS compliance violation errors
  ///
  /// The corresponding Security constant is `errSSLATSViolation` (-9880).
  public var errSSLATSViolation: OSStatus { -9880 }

  /// ATS violation: minimum protocol version is not ATS compliant
  ///
  /// The corresponding Security constant is `errSSLATSMinimumVersionViolation` (-9881).
  public var errSSLATSMinimumVersionViolation: OSStatus { -9881 }

  /// ATS violation: selected ciphersuite is not ATS compliant
  ///
  /// The corresponding Security constant is `errSSLATSCiphersuiteViolation` (-9882).
  public var errSSLATSCiphersuiteViolation: OSStatus { -9882 }

  /// ATS violation: peer key size is not ATS compliant
  ///
  /// The corresponding Security constant is `errSSLATSMinimumKeySizeViolation` (-9883).
  public var errSSLATSMinimumKeySizeViolation: OSStatus { -9883 }

  /// ATS violation: peer leaf certificate hash algorithm is not ATS compliant
  ///
  /// The corresponding Security constant is `errSSLATSLeafCertificateHashAlgorithmViolation` (-9884).
  public var errSSLATSLeafCertificateHashAlgorithmViolation: OSStatus { -9884 }

  /// ATS violation: peer certificate hash algorithm is not ATS compliant
  ///
  /// The corresponding Security constant is `errSSLATSCertificateHashAlgorithmViolation` (-9885).
  public var errSSLATSCertificateHashAlgorithmViolation: OSStatus { -9885 }

  /// ATS violation: peer certificate is not issued by trusted peer
  ///
  /// The corresponding Security constant is `errSSLATSCertificateTrustViolation` (-9886).
  public var errSSLATSCertificateTrustViolation: OSStatus { -9886 }

  /// early data errors
  ///
  /// The corresponding Security constant is `errSSLEarlyDataRejected` (-9890).
  public var errSSLEarlyDataRejected: OSStatus { -9890 }

  /// Unable to decode the provided data.
  ///
  /// The corresponding Security constant is `errSecInvalidCertificate` (-26275), private to Apple (`SecBasePriv.h`).
  public var errSecInvalidCertificate: OSStatus { -26275 }

  /// Unable to decode the provided data.
  ///
  /// The corresponding Security constant is `errSecInvalidKey` (-26275), private to Apple (`SecBasePriv.h`).
  public var errSecInvalidKey: OSStatus { -26275 }

  /// OSStatus -26276
  ///
  /// The corresponding Security constant is `errSecInternal` (-26276), private to Apple (`SecBasePriv.h`).
  public var errSecInternal: OSStatus { -26276 }

  /// Function or operation not implemented.
  ///
  /// The corresponding Security constant is `errSecUnsupportedAlgorithm` (-4), private to Apple (`SecBasePriv.h`).
  public var errSecUnsupportedAlgorithm: OSStatus { -4 }

  /// Function or operation not implemented.
  ///
  /// The corresponding Security constant is `errSecUnsupportedOperation` (-4), private to Apple (`SecBasePriv.h`).
  public var errSecUnsupportedOperation: OSStatus { -4 }

  /// One or more parameters passed to a function were not valid.
  ///
  /// The corresponding Security constant is `errSecItemInvalidKey` (-50), private to Apple (`SecBasePriv.h`).
  public var errSecItemInvalidKey: OSStatus { -50 }

  /// One or more parameters passed to a function were not valid.
  ///
  /// The corresponding Security constant is `errSecItemInvalidKeyType` (-50), private to Apple (`SecBasePriv.h`).
  public var errSecItemInvalidKeyType: OSStatus { -50 }

  /// One or more parameters passed to a function were not valid.
  ///
  /// The corresponding Security constant is `errSecItemInvalidValue` (-50), private to Apple (`SecBasePriv.h`).
  public var errSecItemInvalidValue: OSStatus { -50 }

  /// One or more parameters passed to a function were not valid.
  ///
  /// The corresponding Security constant is `errSecItemClassMissing` (-50), private to Apple (`SecBasePriv.h`).
  public var errSecItemClassMissing: OSStatus { -50 }

  /// One or more parameters passed to a function were not valid.
  ///
  /// The corresponding Security constant is `errSecItemMatchUnsupported` (-50), private to Apple (`SecBasePriv.h`).
  public var errSecItemMatchUnsupported: OSStatus { -50 }

  /// One or more parameters passed to a function were not valid.
  ///
  /// The corresponding Security constant is `errSecUseItemListUnsupported` (-50), private to Apple (`SecBasePriv.h`).
  public var errSecUseItemListUnsupported: OSStatus { -50 }

  /// One or more parameters passed to a function were not valid.
  ///
  /// The corresponding Security constant is `errSecUseKeychainUnsupported` (-50), private to Apple (`SecBasePriv.h`).
  public var errSecUseKeychainUnsupported: OSStatus { -50 }

  /// One or more parameters passed to a function were not valid.
  ///
  /// The corresponding Security constant is `errSecReturnDataUnsupported` (-50), private to Apple (`SecBasePriv.h`).
  public var errSecReturnDataUnsupported: OSStatus { -50 }

  /// One or more parameters passed to a function were not valid.
  ///
  /// The corresponding Security constant is `errSecReturnAttributesUnsupported` (-50), private to Apple (`SecBasePriv.h`).
  public var errSecReturnAttributesUnsupported: OSStatus { -50 }

  /// One or more parameters passed to a function were not valid.
  ///
  /// The corresponding Security constant is `errSecReturnRefUnsupported` (-50), private to Apple (`SecBasePriv.h`).
  public var errSecReturnRefUnsupported: OSStatus { -50 }

  /// One or more parameters passed to a function were not valid.
  ///
  /// The corresponding Security constant is `errSecReturnPersistentRefUnsupported` (-50), private to Apple (`SecBasePriv.h`).
  public var errSecReturnPersistentRefUnsupported: OSStatus { -50 }

  /// One or more parameters passed to a function were not valid.
  ///
  /// The corresponding Security constant is `errSecValueRefUnsupported` (-50), private to Apple (`SecBasePriv.h`).
  public var errSecValueRefUnsupported: OSStatus { -50 }

  /// One or more parameters passed to a function were not valid.
  ///
  /// The corresponding Security constant is `errSecValuePersistentRefUnsupported` (-50), private to Apple (`SecBasePriv.h`).
  public var errSecValuePersistentRefUnsupported: OSStatus { -50 }

  /// One or more parameters passed to a function were not valid.
  ///
  /// The corresponding Security constant is `errSecReturnMissingPointer` (-50), private to Apple (`SecBasePriv.h`).
  public var errSecReturnMissingPointer: OSStatus { -50 }

  /// One or more parameters passed to a function were not valid.
  ///
  /// The corresponding Security constant is `errSecMatchLimitUnsupported` (-50), private to Apple (`SecBasePriv.h`).
  public var errSecMatchLimitUnsupported: OSStatus { -50 }

  /// One or more parameters passed to a function were not valid.
  ///
  /// The corresponding Security constant is `errSecItemIllegalQuery` (-50), private to Apple (`SecBasePriv.h`).
  public var errSecItemIllegalQuery: OSStatus { -50 }

  /// OSStatus -34019
  ///
  /// The corresponding Security constant is `errSecUpgradePending` (-34019), private to Apple (`SecBasePriv.h`).
  public var errSecUpgradePending: OSStatus { -34019 }

  /// OSStatus -25330
  ///
  /// The corresponding Security constant is `errSecAuthNeeded` (-25330), private to Apple (`SecBasePriv.h`).
  public var errSecAuthNeeded: OSStatus { -25330 }
#endif
