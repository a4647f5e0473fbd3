/// The XPC handler's entitlement checks of SPI attributes (`OSX/sec/ipc/server.c`, the
/// `sec_item_add_id` and `sec_item_update_id` cases), made after the client prepared the
/// dictionaries and before securityd runs the call. Any value counts, `false` included.
extension StoreState {
  /// The SPI attributes an add names, each needing a private Apple entitlement: `dspk` and
  /// the `pcs*` fields (CKKS plaintext fields), the inet `bin*` fields (expansion fields) and
  /// `sysb` (system-bound items).
  static let privateAttributeNames = [
    "dspk", "sysb", "pcss", "pcsk", "pcsi", "binn", "bini", "bin0", "bin1", "bin2", "bin3",
  ]

  /// errSecMissingEntitlement when an add names an SPI attribute.
  static func gatePrivateAttributes(ofAdd request: SecItemRequest) throws(EngineFailure) {
    for name in privateAttributeNames where request.entries[name] != nil {
      throw missingPrivateEntitlement(name, where: "the dictionary", rule: "§2.2")
    }
  }

  /// errSecMissingEntitlement when an update's query names `dspk` or `sysb`, or its
  /// attributes to update name a `pcs*` or `bin*` field; checked before the update runs, so
  /// it wins over every status securityd would give.
  static func gatePrivateAttributes(
    ofUpdate query: SecItemRequest, changes: SecItemRequest
  ) throws(EngineFailure) {
    for name in ["dspk", "pcss", "pcsk", "pcsi"] {
      let named = name == "dspk" ? query.entries[name] : changes.entries[name]
      if named != nil {
        throw missingPrivateEntitlement(
          name, where: name == "dspk" ? "the query" : "attributesToUpdate", rule: "§2.4")
      }
    }
    for name in ["binn", "bini", "bin0", "bin1", "bin2", "bin3"]
    where changes.entries[name] != nil {
      throw missingPrivateEntitlement(name, where: "attributesToUpdate", rule: "§2.4")
    }
    if query.entries["sysb"] != nil {
      throw missingPrivateEntitlement("sysb", where: "the query", rule: "§2.4")
    }
  }

  private static func missingPrivateEntitlement(
    _ name: String, where place: String, rule: String
  ) -> EngineFailure {
    EngineFailure(
      .missingEntitlement, rule: rule, "The attribute \(name) needs a private Apple entitlement.",
      details: ["\(name) is present in \(place)"], fix: "Remove \(name); it is SPI.")
  }
}
