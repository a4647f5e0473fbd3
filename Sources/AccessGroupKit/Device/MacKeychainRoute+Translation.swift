import Foundation

extension MacKeychainRoute {
  /// The keys the shim removes from every dictionary it sends to the data-protection
  /// keychain (`SecItemCopyTranslatedAttributes`, `SecItem.cpp`, with `iOSOut` true):
  /// `kSecMatchSearchList` and `kSecUseKeychain` (there is one data-protection keychain),
  /// `kSecAttrAccess` (a `SecAccess` has no meaning there), `kSecAttrModificationDate` (never
  /// a search or add criterion), and `kSecUseDataProtectionKeychain` (consumed by the shim).
  static let translatedAwayKeys: Set<String> = [
    "m_SearchList", "u_Keychain", "acls", "mdat", "nleg",
  ]

  /// `request` as the shim sends it to the data-protection keychain: without `pruned` (the
  /// match, return, data or access keys the call prunes), without ``translatedAwayKeys``,
  /// and without `kSecAttrSynchronizable` when a persistent reference names the item
  /// (securityd would reject the pair).
  ///
  /// Not modelled: the translation of `kSecAttrAccess` into the `appleaccount` or
  /// `com.apple.cfnetwork` group for members of Apple's `InternetAccounts` application group,
  /// the replacement of a file-based keychain item's `kSecValueRef` by its persistent
  /// reference, and the intermediate certificates of the file-based keychain the shim adds to
  /// `kSecMatchIssuers` (the simulated file-based keychain holds no certificates).
  static func dataProtectionRequest(
    _ request: SecItemRequest, pruning pruned: Set<String>
  ) -> SecItemRequest {
    let hasPersistentReference = request[.valuePersistentReference] != nil
    var request = request
    request.entries.removeAll { key in
      pruned.contains(key) || translatedAwayKeys.contains(key)
        || (hasPersistentReference && key == "sync")
    }
    return request
  }

  /// `operation` as the shim sends it to the data-protection keychain: the keys each call
  /// prunes (`SecItemCopyTranslatedAttributes` with `pruneMatch`, `pruneReturn` and
  /// `pruneData`) — `kSecMatch*` from Add, `kSecValueData` and `kSecAttrAccess` from a
  /// search, all of them and `kSecReturn*` from Update's and Delete's query — each through
  /// ``dataProtectionRequest(_:pruning:)``. A typed search has no dictionary to prune.
  static func dataProtectionOperation(_ operation: SecItemOperation) -> SecItemOperation {
    let pruned = dataProtectionRequest
    let data: Set<String> = ["v_Data", "acls"]
    switch operation {
    case .add(let attributes, let wantsResult):
      return .add(pruned(attributes, prunedMatchKeys), wantsResult: wantsResult)
    case .copyMatching(let query, let wantsResult):
      return .copyMatching(pruned(query, data), wantsResult: wantsResult)
    case .findItems:
      return operation
    case .update(let query, let changes):
      return .update(
        pruned(query, prunedMatchKeys.union(prunedReturnKeys).union(data)), changes: changes)
    case .delete(let query):
      return .delete(pruned(query, prunedMatchKeys.union(prunedReturnKeys).union(data)))
    }
  }
}
