/// A result code from a keychain operation: the same `OSStatus` value Apple's Security
/// framework returns.
///
/// Statuses are compared and switched over like swift-system's `Errno`:
///
/// ```swift
/// do {
///   try client.add(GenericPassword(service: "api", account: "alice", data: secret))
/// } catch KeychainStatus.duplicateItem {
///   // update instead
/// }
/// ```
///
/// Unknown values are kept: ``description`` then prints `OSStatus -12345`, as Apple's
/// `SecCopyErrorMessageString` does for codes it has no text for.
public struct KeychainStatus: RawRepresentable, Error, Hashable, Sendable {
  /// The raw `OSStatus` value.
  public let rawValue: Int32

  /// Creates a status from a raw `OSStatus` value.
  ///
  /// - Parameter rawValue: The `OSStatus` value, for example `-34018`.
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// Creates a status from a raw `OSStatus` value.
  ///
  /// - Parameter rawValue: The `OSStatus` value, for example `-34018`.
  public init(_ rawValue: Int32) { self.rawValue = rawValue }

  /// Whether the status is ``success``.
  public var isSuccess: Bool { rawValue == 0 }

  /// Lets `catch KeychainStatus.itemNotFound` match a thrown status or ``KeychainError``.
  ///
  /// - Parameters:
  ///   - lhs: The status to match.
  ///   - rhs: The thrown error.
  /// - Returns: Whether `rhs` is `lhs`, or a ``KeychainError`` whose status is `lhs`.
  public static func ~= (lhs: KeychainStatus, rhs: any Error) -> Bool {
    if let error = rhs as? KeychainError { return error.status == lhs }
    return (rhs as? KeychainStatus) == lhs
  }
}

extension KeychainStatus {
  /// No error.
  ///
  /// The corresponding Security constant is `errSecSuccess` (0).
  public static var success: Self { Self(rawValue: 0) }

  /// The function or operation is not implemented.
  ///
  /// Securityd also returns this for match keys that don't apply to the item class, such as
  /// `kSecMatchPolicy` on a password. The corresponding Security constant is
  /// `errSecUnimplemented` (-4).
  public static var unimplemented: Self { Self(rawValue: -4) }

  /// An I/O error.
  ///
  /// The corresponding Security constant is `errSecIO` (-36).
  public static var io: Self { Self(rawValue: -36) }

  /// One or more parameters passed to a function were not valid.
  ///
  /// Securityd reports every malformed dictionary with this code: a missing class, an
  /// unknown key prefix, a value of the wrong type, a match limit on a delete. The
  /// corresponding Security constant is `errSecParam` (-50).
  public static var parameter: Self { Self(rawValue: -50) }

  /// Memory could not be allocated.
  ///
  /// The corresponding Security constant is `errSecAllocate` (-108).
  public static var allocate: Self { Self(rawValue: -108) }

  /// The user canceled the operation.
  ///
  /// The corresponding Security constant is `errSecUserCanceled` (-128).
  public static var userCanceled: Self { Self(rawValue: -128) }

  /// A bad parameter or an invalid state for the operation.
  ///
  /// The corresponding Security constant is `errSecBadReq` (-909).
  public static var badRequest: Self { Self(rawValue: -909) }

  /// An internal component failed.
  ///
  /// The corresponding Security constant is `errSecInternalComponent` (-2070).
  public static var internalComponent: Self { Self(rawValue: -2070) }

  /// No keychain is available.
  ///
  /// The corresponding Security constant is `errSecNotAvailable` (-25291).
  public static var notAvailable: Self { Self(rawValue: -25291) }

  /// The keychain cannot be modified.
  ///
  /// The corresponding Security constant is `errSecReadOnly` (-25292).
  public static var readOnly: Self { Self(rawValue: -25292) }

  /// Authentication failed.
  ///
  /// Securityd returns this when an item protected by
  /// `kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly` is added on a device without a
  /// passcode. The corresponding Security constant is `errSecAuthFailed` (-25293).
  public static var authFailed: Self { Self(rawValue: -25293) }

  /// An item with the same primary key already exists.
  ///
  /// The corresponding Security constant is `errSecDuplicateItem` (-25299).
  public static var duplicateItem: Self { Self(rawValue: -25299) }

  /// No item matched the query.
  ///
  /// The corresponding Security constant is `errSecItemNotFound` (-25300).
  public static var itemNotFound: Self { Self(rawValue: -25300) }

  /// The item's data is too large or in a format that cannot be displayed.
  ///
  /// The corresponding Security constant is `errSecDataTooLarge` (-25302).
  public static var dataTooLarge: Self { Self(rawValue: -25302) }

  /// The attribute does not exist for the item's class.
  ///
  /// The corresponding Security constant is `errSecNoSuchAttr` (-25303).
  public static var noSuchAttribute: Self { Self(rawValue: -25303) }

  /// The item reference is no longer valid.
  ///
  /// The corresponding Security constant is `errSecInvalidItemRef` (-25304).
  public static var invalidItemReference: Self { Self(rawValue: -25304) }

  /// The item class is not a valid keychain class.
  ///
  /// The corresponding Security constant is `errSecNoSuchClass` (-25306).
  public static var noSuchClass: Self { Self(rawValue: -25306) }

  /// User interaction is not allowed; for keychain items, the device is locked and the
  /// item's protection class is unavailable.
  ///
  /// The corresponding Security constant is `errSecInteractionNotAllowed` (-25308).
  public static var interactionNotAllowed: Self { Self(rawValue: -25308) }

  /// The attribute could not be modified.
  ///
  /// The corresponding Security constant is `errSecReadOnlyAttr` (-25309).
  public static var readOnlyAttribute: Self { Self(rawValue: -25309) }

  /// User interaction is required but not allowed.
  ///
  /// The corresponding Security constant is `errSecInteractionRequired` (-25315).
  public static var interactionRequired: Self { Self(rawValue: -25315) }

  /// The contents of the item cannot be retrieved.
  ///
  /// The corresponding Security constant is `errSecDataNotAvailable` (-25316).
  public static var dataNotAvailable: Self { Self(rawValue: -25316) }

  /// The item has no access control.
  ///
  /// The legacy profile returns this when an update moves an item into a group the app is
  /// not entitled to. The corresponding Security constant is `errSecNoAccessForItem` (-25243).
  public static var noAccessForItem: Self { Self(rawValue: -25243) }

  /// An invalid attempt to change the owner of an item.
  ///
  /// The corresponding Security constant is `errSecInvalidOwnerEdit` (-25244).
  public static var invalidOwnerEdit: Self { Self(rawValue: -25244) }

  /// The provided data could not be decoded.
  ///
  /// The corresponding Security constant is `errSecDecode` (-26275).
  public static var decode: Self { Self(rawValue: -26275) }

  /// An internal error occurred in the Security framework.
  ///
  /// The corresponding Security constant is `errSecInternal` (-26276), declared in
  /// `SecBasePriv.h`.
  public static var `internal`: Self { Self(rawValue: -26276) }

  /// The item needs user authentication; securityd uses this internally to start
  /// LocalAuthentication on the client.
  ///
  /// The corresponding Security constant is `errSecAuthNeeded` (-25330), declared in
  /// `SecBasePriv.h`.
  public static var authNeeded: Self { Self(rawValue: -25330) }

  /// The keychain database needs a migration that cannot run while the device is locked.
  ///
  /// The corresponding Security constant is `errSecUpgradePending` (-34019), declared in
  /// `SecBasePriv.h`.
  public static var upgradePending: Self { Self(rawValue: -34019) }

  /// A required entitlement is missing: the app's access-group list is empty, or the call
  /// names an access group the app is not entitled to.
  ///
  /// The corresponding Security constant is `errSecMissingEntitlement` (-34018).
  public static var missingEntitlement: Self { Self(rawValue: -34018) }

  /// The client is restricted and may not perform the operation; App Clips get this for
  /// shared access groups and synchronizable items.
  ///
  /// The corresponding Security constant is `errSecRestrictedAPI` (-34020).
  public static var restrictedAPI: Self { Self(rawValue: -34020) }

  /// An invalid value was detected.
  ///
  /// The corresponding Security constant is `errSecInvalidValue` (-67694).
  public static var invalidValue: Self { Self(rawValue: -67694) }

  /// The certificate was not trusted.
  ///
  /// The corresponding Security constant is `errSecNotTrusted` (-67843).
  public static var notTrusted: Self { Self(rawValue: -67843) }

  /// A missing value was detected.
  ///
  /// The corresponding Security constant is `errSecMissingValue` (-67871).
  public static var missingValue: Self { Self(rawValue: -67871) }
}
