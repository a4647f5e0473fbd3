import AccessGroupKit
import Foundation

/// The reference model's stand-in for a `SecKeyRef`/`SecCertificateRef`: only its class is
/// compared (see ``NormalizedValue``).
struct ReferenceItemHandle {
  /// `keys` or `cert`.
  var itemClass: String
}

/// Result shaping in two stages, as Apple does it (`SecItemDb.c`, `SecItem.m`):
///
/// 1. the server builds a raw result for the return mask it received
///    (`SecDbItemCopyResult` for Add, `handle_result` for CopyMatching; the client adds
///    `kSecReturnAttributes` to a CopyMatching that asks for data without attributes);
/// 2. the client reshapes it with the caller's original return keys
///    (`SecItemResultCopyPrepared`, `OSX/sec/Security/SecItem.m`).
///
/// Two consequences the tables of §7 do not spell out, taken from that source: an Add with
/// `kSecReturnRef` among several return keys returns the attributes too (the server's mask
/// includes attributes and data whenever a reference is asked for), and a `kSecReturnRef`
/// dictionary for a password item (no reference can be made) keeps `v_Data`.
extension ReferenceKeychain {
  /// The 20-byte `sha1` attribute; its bytes are not part of the comparison (see
  /// ``NormalizedValue/masked``), only its presence and length.
  static let digestPlaceholder = Data(repeating: 0, count: 20)

  /// The attribute dictionary an Add returns (§7.2): stored attributes without `tomb`,
  /// `musr`, `clip`; with `sha1`; `accc` only if the caller gave one (never here).
  func addAttributes(_ item: ReferenceItem) -> [String: Any] {
    var dictionary: [String: Any] = [:]
    for (name, value) in item.attributes where !["tomb", "musr", "clip", "UUID"].contains(name) {
      dictionary[name] = value.foundationObject
    }
    dictionary["sha1"] = Self.digestPlaceholder
    return dictionary
  }

  /// The attribute dictionary a CopyMatching returns (§7.1): stored attributes with `tomb`
  /// and `musr`, without `clip`; with `sha1` and `accc` (always synthesized).
  func copyAttributes(_ item: ReferenceItem) -> [String: Any] {
    var dictionary: [String: Any] = [:]
    for (name, value) in item.attributes where !["clip", "UUID"].contains(name) {
      dictionary[name] = value.foundationObject
    }
    dictionary["sha1"] = Self.digestPlaceholder
    dictionary["accc"] = Data("access control".utf8)
    return dictionary
  }

  /// The server's raw Add result for the mask `keys` (`SecDbItemCopyResult`).
  private func serverAddResult(_ item: ReferenceItem, keys: Set<String>) -> Any? {
    switch keys {
    case []: return nil
    case ["r_Data"]: return item.data ?? Data()
    case ["r_PersistentRef"]: return item.persistentReference
    default:
      var dictionary: [String: Any] = [:]
      let reference = keys.contains("r_Ref")
      if reference || keys.contains("r_Attributes") { dictionary = addAttributes(item) }
      if reference { dictionary["class"] = item.itemClass }
      if reference || keys.contains("r_Data"), let data = item.data {
        dictionary["v_Data"] = data
      }
      if keys.contains("r_PersistentRef") {
        dictionary["v_PersistentRef"] = item.persistentReference
      }
      return dictionary
    }
  }

  /// The server's raw CopyMatching result for the mask `keys` (`handle_result`).
  private func serverCopyResult(_ item: ReferenceItem, keys: Set<String>) -> Any? {
    switch keys {
    case []: return nil
    case ["r_Data"]: return item.data ?? Data()
    case ["r_PersistentRef"]: return item.persistentReference
    default:
      var dictionary: [String: Any] = [:]
      if keys.contains("r_Ref") || keys.contains("r_Attributes") {
        dictionary = copyAttributes(item)
      }
      if keys.contains("r_Ref") { dictionary["class"] = item.itemClass }
      // With a reference the whole decrypted row comes back, `persistref` included;
      // `s3dl_query_row` removes that key when the mask has attributes.
      if keys.contains("r_Ref"), !keys.contains("r_Attributes") {
        dictionary["persistref"] = item.uuid
      }
      if keys.contains("r_Ref") || keys.contains("r_Data"), let data = item.data {
        dictionary["v_Data"] = data
      }
      if keys.contains("r_PersistentRef") {
        dictionary["v_PersistentRef"] = item.persistentReference
      }
      return dictionary
    }
  }

  /// The client's reshaping of one raw result (`SecItemResultCopyPrepared`).
  private func clientResult(_ raw: Any?, itemClass: String, keys: Set<String>) -> Any? {
    guard let raw else { return nil }
    let wantsReference = keys.contains("r_Ref")
    let wantsData = keys.contains("r_Data")
    let wantsAttributes = keys.contains("r_Attributes")
    let wantsPersistentReference = keys.contains("r_PersistentRef")
    let rawDictionary = raw as? [String: Any]
    var value: Any?
    if wantsData || wantsReference {
      if let rawDictionary { value = rawDictionary["v_Data"] } else { value = raw }
      if !(wantsAttributes || wantsPersistentReference || wantsReference) { return value }
    }
    var persistentReference: Any?
    if wantsPersistentReference {
      if let rawDictionary {
        persistentReference = rawDictionary["v_PersistentRef"]
      } else {
        persistentReference = raw
      }
      if !(wantsAttributes || wantsData || wantsReference) { return persistentReference }
    }
    if !wantsReference, !wantsAttributes, !wantsData || !wantsPersistentReference { return nil }
    var output = rawDictionary ?? [:]
    output["v_Data"] = (wantsData || wantsReference) ? value : nil
    output["v_PersistentRef"] = wantsPersistentReference ? persistentReference : nil
    if wantsReference {
      let handle: Any? =
        ["keys", "cert"].contains(itemClass) ? ReferenceItemHandle(itemClass: itemClass) : nil
      if !(wantsAttributes || wantsData || wantsPersistentReference) { return handle }
      if let handle {
        output["v_Ref"] = handle
        if !wantsData { output["v_Data"] = nil }
      }
    }
    return output
  }

  /// An Add's result for `returnKeys` (§7.2).
  func addResult(_ item: ReferenceItem, returnKeys: Set<String>) -> Any? {
    clientResult(
      serverAddResult(item, keys: returnKeys), itemClass: item.itemClass, keys: returnKeys)
  }

  /// One row's CopyMatching result (§7.1).
  func copyResult(_ item: ReferenceItem, returnKeys: Set<String>) -> Any? {
    var serverKeys = returnKeys
    if returnKeys.contains("r_Data"), !returnKeys.contains("r_Attributes") {
      serverKeys.insert("r_Attributes")
    }
    return clientResult(
      serverCopyResult(item, keys: serverKeys), itemClass: item.itemClass, keys: returnKeys)
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
