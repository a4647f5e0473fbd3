import Foundation

extension ReferenceKeychain {
  /// The 20-byte `sha1` attribute; its bytes are not part of the comparison (see
  /// ``NormalizedValue/masked``), only its presence and length.
  static let digestPlaceholder = Data(repeating: 0, count: 20)

  /// The attribute dictionary an Add returns (§7.2): stored attributes without `tomb`,
  /// `musr`, `clip`; with `sha1`.
  func addAttributes(_ item: ReferenceItem) -> [String: Any] {
    var dictionary: [String: Any] = [:]
    for (name, value) in item.attributes where !["tomb", "musr", "clip", "UUID"].contains(name) {
      dictionary[name] = value.foundationObject
    }
    dictionary["sha1"] = Self.digestPlaceholder
    return dictionary
  }

  /// The attribute dictionary a CopyMatching returns (§7.1): stored attributes with `tomb`
  /// and `musr`, without `clip`; with `sha1`.
  func copyAttributes(_ item: ReferenceItem) -> [String: Any] {
    var dictionary: [String: Any] = [:]
    for (name, value) in item.attributes where !["clip", "UUID"].contains(name) {
      dictionary[name] = value.foundationObject
    }
    dictionary["sha1"] = Self.digestPlaceholder
    return dictionary
  }

  /// An Add's result for `returnKeys` (`SecDbItemCopyResult`, §7.2): one Data for
  /// `{Data}` (empty if the item has none), the persistent reference for `{PersistentRef}`,
  /// nil for `{Ref}` on passwords, otherwise a dictionary. With `kSecReturnRef` among several
  /// keys the dictionary carries `class`, the attributes and the data.
  func addResult(_ item: ReferenceItem, returnKeys: Set<String>) -> Any? {
    switch returnKeys {
    case []: return nil
    case ["r_Data"]: return item.data ?? Data()
    case ["r_PersistentRef"]: return item.persistentReference
    case ["r_Ref"]: return nil
    default:
      var dictionary: [String: Any] = [:]
      let wantsReference = returnKeys.contains("r_Ref")
      if wantsReference || returnKeys.contains("r_Attributes") {
        dictionary = addAttributes(item)
      }
      if wantsReference { dictionary["class"] = item.itemClass }
      if wantsReference || returnKeys.contains("r_Data"), let data = item.data {
        dictionary["v_Data"] = data
      }
      if returnKeys.contains("r_PersistentRef") {
        dictionary["v_PersistentRef"] = item.persistentReference
      }
      return dictionary
    }
  }

  /// One row's CopyMatching result (§7.1). The client asks the server for attributes whenever
  /// it asks for data, so every dictionary result that includes data carries attributes.
  func copyResult(_ item: ReferenceItem, returnKeys: Set<String>) -> Any? {
    switch returnKeys {
    case []: return nil
    case ["r_Data"]: return item.data
    case ["r_PersistentRef"]: return item.persistentReference
    case ["r_Ref"]: return nil
    default:
      var dictionary: [String: Any] = [:]
      if !returnKeys.isDisjoint(with: ["r_Attributes", "r_Data", "r_Ref"]) {
        dictionary = copyAttributes(item)
      }
      if returnKeys.contains("r_Ref") { dictionary["class"] = item.itemClass }
      if returnKeys.contains("r_Data"), let data = item.data { dictionary["v_Data"] = data }
      if returnKeys.contains("r_PersistentRef") {
        dictionary["v_PersistentRef"] = item.persistentReference
      }
      return dictionary
    }
  }

  /// A CopyMatching result: one object (possibly nil) when the limit is one, otherwise an
  /// array of the non-nil per-row results (empty when no return key was given).
  func copyResult(_ rows: [ReferenceItem], returnKeys: Set<String>, single: Bool) -> Any? {
    if single {
      return rows.first.flatMap { copyResult($0, returnKeys: returnKeys) }
    }
    return rows.compactMap { copyResult($0, returnKeys: returnKeys) } as [Any]
  }
}
