import Foundation

/// Which keychain a native macOS app's SecItem call reaches, decided as the macOS SecItem
/// shim decides it (`SecItemCategorizeQuery`, `OSX/libsecurity_keychain/lib/SecItem.cpp`,
/// §2.10).
///
/// In order:
/// 1. `kSecAttrSharingGroup` (`ggrp`) forces the data-protection keychain; with
///    `kSecUseDataProtectionKeychain` set to false it is `errSecParam`.
/// 2. `kSecUseDataProtectionKeychain` (`nleg`, also `kSecAttrNoLegacy`) present: a nonzero
///    value means the data-protection keychain only, zero the file-based keychain only.
/// 3. Otherwise both are candidates, and: `kSecValueRef` (the simulation's references are all
///    data-protection keys and certificates), `kSecAttrTokenID`, `kSecAttrAccessControl`,
///    `kSecAttrAccessGroup == com.apple.token`, a truthy `kSecAttrSynchronizable` (read like
///    `readNumber`, so `kSecAttrSynchronizableAny` counts as 0) or a data-protection persistent
///    reference rule the file-based keychain out; another persistent reference and the macOS
///    only keys (`kSecUseKeychain`, `kSecMatchItemList`, `kSecAttrAccess`, …) rule the
///    data-protection keychain out, as does a dictionary without `kSecClass`,
///    `kSecValuePersistentRef` and `kSecValueRef`.
enum MacKeychainRoute: Hashable, Sendable {
  /// Only the data-protection keychain.
  case dataProtection
  /// Only the file-based keychain.
  case fileBased
  /// Both are candidates.
  case both
  /// The dictionary contradicts itself: `errSecParam`.
  case invalid

  /// The keys that make a dictionary macOS-only (`osx_only_items`).
  static let fileBasedOnlyKeys: Set<String> = [
    "m_ItemList", "m_SearchList", "m_SubjectStartsWith", "m_SubjectEndsWith",
    "m_SubjectWholeString", "m_DiacriticInsensitive", "m_WidthInsensitive", "u_ItemList",
    "u_Keychain", "acls", "prf", "salt", "rounds",
  ]

  /// The match keys the shim prunes (`SecItemCopyTranslatedAttributes`, `pruneMatch`).
  static let prunedMatchKeys: Set<String> = [
    "m_Policy", "m_ItemList", "m_SearchList", "m_Issuers", "m_EmailAddressIfPresent",
    "m_SubjectContains", "m_CaseInsensitive", "m_TrustedOnly", "m_ValidOnDate", "m_Limit",
    "m_LimitOne", "m_LimitAll",
  ]

  /// The return keys the shim prunes (`pruneReturn`).
  static let prunedReturnKeys: Set<String> = [
    "r_Data", "r_Attributes", "r_Ref", "r_PersistentRef",
  ]

  /// Categorizes one dictionary.
  init(_ request: SecItemRequest) {
    var dataProtectionFlag = request[.useDataProtectionKeychain]
    if request[.sharingGroup] != nil {
      if let flag = dataProtectionFlag, Self.readNumber(flag) == 0 {
        self = .invalid
        return
      }
      dataProtectionFlag = .bool(true)
    }
    if let flag = dataProtectionFlag {
      self = Self.readNumber(flag) != 0 ? .dataProtection : .fileBased
      return
    }
    var fileBased = true
    var dataProtection = true
    if request[.valueReference] != nil { fileBased = false }
    if request[.tokenID] != nil || request[.accessControl] != nil { fileBased = false }
    if request[.accessGroup] == .string(ResolvedAccessGroups.tokenGroup) { fileBased = false }
    if let sync = request[.synchronizable], Self.readNumber(sync) != 0 { fileBased = false }
    if let reference = request[.valuePersistentReference] {
      if case .data(let data) = reference, PersistentReference.parse(data)?.reference != nil {
        fileBased = false
      } else {
        dataProtection = false
      }
    }
    if request.entries.keys.contains(where: Self.fileBasedOnlyKeys.contains) {
      dataProtection = false
    }
    if request[.itemClass] == nil, request[.valuePersistentReference] == nil,
      request[.valueReference] == nil
    {
      dataProtection = false
    }
    switch (dataProtection, fileBased) {
    case (true, true): self = .both
    case (true, false): self = .dataProtection
    case (false, true): self = .fileBased
    case (false, false): self = .invalid
    }
  }

  /// The shim's `readNumber`: a number's value, a boolean as 0 or 1, a string's value only
  /// when it is the canonical decimal form, else 0.
  static func readNumber(_ value: InputValue) -> Int64 {
    switch value {
    case .integer(let number): return number
    case .real(let number):
      return number.isFinite ? Int64(exactly: number.rounded(.towardZero)) ?? 0 : 0
    case .bool(let flag): return flag ? 1 : 0
    case .string(let text):
      guard let number = Int64(text), String(number) == text else { return 0 }
      return number
    default: return 0
    }
  }
}
