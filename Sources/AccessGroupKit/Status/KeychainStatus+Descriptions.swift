extension KeychainStatus: CustomStringConvertible {
  /// The Security constant name and the number, for example `errSecItemNotFound (-25300)`;
  /// `OSStatus -12345` for a value the simulation does not know.
  public var description: String {
    if let name { return "\(name) (\(rawValue))" }
    return "OSStatus \(rawValue)"
  }

  /// The Security constant name, such as `errSecMissingEntitlement`, or `nil` for a value
  /// that has none.
  public var name: String? { Self.table[rawValue]?.name }

  /// The text Apple's `SecCopyErrorMessageString` returns for this status.
  ///
  /// Apple generates its message table from the comments in the public `SecBase.h`; codes
  /// without a comment there (`errSecInternalComponent`, `errSecInternal`) fall back to the
  /// constant's name or `OSStatus <n>`, as Apple's lookup does.
  public var message: String {
    Self.table[rawValue]?.message ?? "OSStatus \(rawValue)"
  }

  /// Every status the simulation can return, in the order of `SecBase.h`.
  public static var allKnown: [KeychainStatus] {
    table.keys.sorted(by: >).map(KeychainStatus.init(rawValue:))
  }

  /// Finds a status by its Security constant name (`errSecItemNotFound`) or its number
  /// (`-25300`).
  ///
  /// - Parameter text: A constant name or a decimal `OSStatus`.
  /// - Returns: The status, or `nil` when `text` is neither a known name nor a number.
  public init?(parsing text: String) {
    let trimmed = text.trimmingWhitespace()
    if let number = Int32(trimmed) {
      self.init(rawValue: number)
      return
    }
    guard let entry = Self.table.first(where: { $0.value.name == trimmed }) else { return nil }
    self.init(rawValue: entry.key)
  }

  private static let table: [Int32: (name: String, message: String)] = [
    0: ("errSecSuccess", "No error."),
    -4: ("errSecUnimplemented", "Function or operation not implemented."),
    -36: ("errSecIO", "I/O error."),
    -50: ("errSecParam", "One or more parameters passed to a function were not valid."),
    -108: ("errSecAllocate", "Failed to allocate memory."),
    -128: ("errSecUserCanceled", "User canceled the operation."),
    -909: ("errSecBadReq", "Bad parameter or invalid state for operation."),
    -2070: ("errSecInternalComponent", "errSecInternalComponent"),
    -25291: (
      "errSecNotAvailable", "No keychain is available. You may need to restart your computer."
    ),
    -25292: ("errSecReadOnly", "This keychain cannot be modified."),
    -25293: ("errSecAuthFailed", "The user name or passphrase you entered is not correct."),
    -25299: ("errSecDuplicateItem", "The specified item already exists in the keychain."),
    -25300: ("errSecItemNotFound", "The specified item could not be found in the keychain."),
    -25302: (
      "errSecDataTooLarge",
      "This item contains information which is too large or in a format that cannot be displayed."
    ),
    -25303: ("errSecNoSuchAttr", "The specified attribute does not exist."),
    -25304: (
      "errSecInvalidItemRef",
      "The specified item is no longer valid. It may have been deleted from the keychain."
    ),
    -25306: (
      "errSecNoSuchClass", "The specified item does not appear to be a valid keychain item."
    ),
    -25308: ("errSecInteractionNotAllowed", "User interaction is not allowed."),
    -25309: ("errSecReadOnlyAttr", "The specified attribute could not be modified."),
    -25315: (
      "errSecInteractionRequired", "User interaction is required, but is currently not allowed."
    ),
    -25316: ("errSecDataNotAvailable", "The contents of this item cannot be retrieved."),
    -25243: ("errSecNoAccessForItem", "The specified item has no access control."),
    -25244: ("errSecInvalidOwnerEdit", "Invalid attempt to change the owner of this item."),
    -25330: ("errSecAuthNeeded", "OSStatus -25330"),
    -26275: ("errSecDecode", "Unable to decode the provided data."),
    -26276: ("errSecInternal", "OSStatus -26276"),
    -34018: ("errSecMissingEntitlement", "A required entitlement isn't present."),
    -34019: ("errSecUpgradePending", "OSStatus -34019"),
    -34020: (
      "errSecRestrictedAPI",
      "Client is restricted and is not permitted to perform this operation."
    ),
    -67694: ("errSecInvalidValue", "An invalid value was detected."),
    -67843: ("errSecNotTrusted", "The certificate was not trusted."),
    -67871: ("errSecMissingValue", "A missing value was detected."),
  ]
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
    let end = lastIndex(where: { !isSpace($0) })!
    return String(self[start...end])
  }
}
