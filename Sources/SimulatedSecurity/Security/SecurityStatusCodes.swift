// The `OSStatus` codes of Apple's `base/SecBase.h` (public) and `base/SecBasePriv.h` (private)
// that §6 lists, declared the way Swift imports them on Apple platforms
// (`var errSecX: OSStatus { get }`), so they work in `switch` patterns. Their values are the
// headers'; `SecurityStatusCodesTests` checks every value.
#if !canImport(Darwin)

  /// No error.
  ///
  /// The corresponding Security constant is `errSecSuccess` (0).
  public var errSecSuccess: OSStatus { 0 }

  /// Function or operation not implemented.
  ///
  /// The corresponding Security constant is `errSecUnimplemented` (-4).
  public var errSecUnimplemented: OSStatus { -4 }

  /// I/O error.
  ///
  /// The corresponding Security constant is `errSecIO` (-36).
  public var errSecIO: OSStatus { -36 }

  /// One or more parameters passed to a function were not valid.
  ///
  /// The corresponding Security constant is `errSecParam` (-50).
  public var errSecParam: OSStatus { -50 }

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

  /// An internal component failed.
  ///
  /// The corresponding Security constant is `errSecInternalComponent` (-2070).
  public var errSecInternalComponent: OSStatus { -2070 }

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

  /// The specified item already exists in the keychain.
  ///
  /// The corresponding Security constant is `errSecDuplicateItem` (-25299).
  public var errSecDuplicateItem: OSStatus { -25299 }

  /// The specified item could not be found in the keychain.
  ///
  /// The corresponding Security constant is `errSecItemNotFound` (-25300).
  public var errSecItemNotFound: OSStatus { -25300 }

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

  /// The specified item does not appear to be a valid keychain item.
  ///
  /// The corresponding Security constant is `errSecNoSuchClass` (-25306).
  public var errSecNoSuchClass: OSStatus { -25306 }

  /// User interaction is not allowed.
  ///
  /// The corresponding Security constant is `errSecInteractionNotAllowed` (-25308).
  public var errSecInteractionNotAllowed: OSStatus { -25308 }

  /// The specified attribute could not be modified.
  ///
  /// The corresponding Security constant is `errSecReadOnlyAttr` (-25309).
  public var errSecReadOnlyAttr: OSStatus { -25309 }

  /// User interaction is required, but is currently not allowed.
  ///
  /// The corresponding Security constant is `errSecInteractionRequired` (-25315).
  public var errSecInteractionRequired: OSStatus { -25315 }

  /// The contents of this item cannot be retrieved.
  ///
  /// The corresponding Security constant is `errSecDataNotAvailable` (-25316).
  public var errSecDataNotAvailable: OSStatus { -25316 }

  /// The specified item has no access control.
  ///
  /// The corresponding Security constant is `errSecNoAccessForItem` (-25243).
  public var errSecNoAccessForItem: OSStatus { -25243 }

  /// Invalid attempt to change the owner of this item.
  ///
  /// The corresponding Security constant is `errSecInvalidOwnerEdit` (-25244).
  public var errSecInvalidOwnerEdit: OSStatus { -25244 }

  /// Unable to decode the provided data.
  ///
  /// The corresponding Security constant is `errSecDecode` (-26275).
  public var errSecDecode: OSStatus { -26275 }

  /// A required entitlement isn't present.
  ///
  /// The corresponding Security constant is `errSecMissingEntitlement` (-34018).
  public var errSecMissingEntitlement: OSStatus { -34018 }

  /// Client is restricted and is not permitted to perform this operation.
  ///
  /// The corresponding Security constant is `errSecRestrictedAPI` (-34020).
  public var errSecRestrictedAPI: OSStatus { -34020 }

  /// An invalid value was detected.
  ///
  /// The corresponding Security constant is `errSecInvalidValue` (-67694).
  public var errSecInvalidValue: OSStatus { -67694 }

  /// The certificate was not trusted.
  ///
  /// The corresponding Security constant is `errSecNotTrusted` (-67843).
  public var errSecNotTrusted: OSStatus { -67843 }

  /// A missing value was detected.
  ///
  /// The corresponding Security constant is `errSecMissingValue` (-67871).
  public var errSecMissingValue: OSStatus { -67871 }

  /// A private alias of status -50, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecItemInvalidKey` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecItemInvalidKey: OSStatus { -50 }

  /// A private alias of status -50, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecItemInvalidKeyType` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecItemInvalidKeyType: OSStatus { -50 }

  /// A private alias of status -50, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecItemInvalidValue` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecItemInvalidValue: OSStatus { -50 }

  /// A private alias of status -50, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecItemClassMissing` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecItemClassMissing: OSStatus { -50 }

  /// A private alias of status -50, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecItemMatchUnsupported` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecItemMatchUnsupported: OSStatus { -50 }

  /// A private alias of status -50, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecUseItemListUnsupported` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecUseItemListUnsupported: OSStatus { -50 }

  /// A private alias of status -50, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecUseKeychainUnsupported` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecUseKeychainUnsupported: OSStatus { -50 }

  /// A private alias of status -50, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecReturnDataUnsupported` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecReturnDataUnsupported: OSStatus { -50 }

  /// A private alias of status -50, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecReturnAttributesUnsupported` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecReturnAttributesUnsupported: OSStatus { -50 }

  /// A private alias of status -50, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecReturnRefUnsupported` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecReturnRefUnsupported: OSStatus { -50 }

  /// A private alias of status -50, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecReturnPersistentRefUnsupported` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecReturnPersistentRefUnsupported: OSStatus { -50 }

  /// A private alias of status -50, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecValueRefUnsupported` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecValueRefUnsupported: OSStatus { -50 }

  /// A private alias of status -50, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecValuePersistentRefUnsupported` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecValuePersistentRefUnsupported: OSStatus { -50 }

  /// A private alias of status -50, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecReturnMissingPointer` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecReturnMissingPointer: OSStatus { -50 }

  /// A private alias of status -50, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecMatchLimitUnsupported` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecMatchLimitUnsupported: OSStatus { -50 }

  /// A private alias of status -50, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecItemIllegalQuery` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecItemIllegalQuery: OSStatus { -50 }

  /// A private alias of status -4, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecUnsupportedOperation` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecUnsupportedOperation: OSStatus { -4 }

  /// A private alias of status -4, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecUnsupportedAlgorithm` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecUnsupportedAlgorithm: OSStatus { -4 }

  /// A private alias of status -26275, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecInvalidKey` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecInvalidKey: OSStatus { -26275 }

  /// A private alias of status -26275, which securityd reports instead.
  ///
  /// The corresponding Security constant is `errSecInvalidCertificate` in `SecBasePriv.h`; its header
  /// comment mentions a historical number, but the value is the one shown here.
  public var errSecInvalidCertificate: OSStatus { -26275 }

  /// A private status of securityd.
  ///
  /// The corresponding Security constant is `errSecInternal` (-26276) in `SecBasePriv.h`.
  public var errSecInternal: OSStatus { -26276 }

  /// A private status of securityd.
  ///
  /// The corresponding Security constant is `errSecAuthNeeded` (-25330) in `SecBasePriv.h`.
  public var errSecAuthNeeded: OSStatus { -25330 }

  /// A private status of securityd.
  ///
  /// The corresponding Security constant is `errSecUpgradePending` (-34019) in `SecBasePriv.h`.
  public var errSecUpgradePending: OSStatus { -34019 }
#endif
