import AccessGroupKit
import Foundation

/// A caller's dictionary after parsing (`SecDbQuery.c`, `query_applier`).
struct ReferenceQuery {
  /// The resolved class (`genp`, `inet`, `cert` or `keys`).
  var itemClass: String
  /// Parsed four-character attributes, coerced to their stored form.
  var attributes: [String: StoredValue] = [:]
  /// Whether any `sync` key was given (including `kSecAttrSynchronizableAny`).
  var mentionsSynchronizable = false
  /// The match limit; nil means unlimited. Only -1 is `kSecMatchUnlimited`: another
  /// negative number stays a limit, which the search reaches after its first row.
  var limit: Int?
  /// Whether any `m_*` key was given.
  var hasMatchKeys = false
  /// The `kSecReturn*` keys given as true.
  var returnKeys: Set<String> = []
  /// `kSecValueData`.
  var valueData: Data?
  /// The UUID of a `kSecValuePersistentRef`.
  var persistentReferenceUUID: Data?
  /// `kSecUseTombstones`.
  var useTombstones: Bool?
  /// Whether `kSecUseItemList` was given.
  var hasItemList = false
  /// The normalized names of `kSecMatchIssuers` (nil: absent, or no DER name among them).
  var matchIssuers: [Data]?
  /// Whether `kSecMatchIssuers` was given at all (it needs a certificate class).
  var namesMatchIssuers = false
  /// `kSecMatchValidOnDate`: a date, or nil inside for `kCFNull` (the time of the call).
  var validOnDate: Date??
  /// `kSecMatchTrustedOnly`.
  var trustedOnly: Bool?
  /// `kSecMatchEmailAddressIfPresent`.
  var emailAddress: String?

  /// The four return keys.
  static let returnKeyNames: Set<String> = ["r_Data", "r_Attributes", "r_Ref", "r_PersistentRef"]

  /// Parses a persistent reference: 4 ASCII bytes naming a class, then a 16-byte UUID.
  ///
  /// - Returns: The class and the UUID, or nil when `value` is not a valid reference.
  static func parsePersistentReference(_ value: Any) -> (itemClass: String, uuid: Data)? {
    guard case .data(let data) = ReferenceInput(value), data.count == 20,
      let name = String(data: data.prefix(4), encoding: .ascii),
      ReferenceSchema.classes.contains(name)
    else { return nil }
    return (name, Data(data.suffix(16)))
  }

  /// Parses `dictionary`: the class first, then every key in ascending key order; the first
  /// error wins (§2.1: Apple's order is CFDictionary hash order, so the model picks sorted
  /// order, the deterministic choice).
  ///
  /// The class comes from `kSecClass` when it is a string (unknown name: -25306), else from a
  /// parsable `kSecValuePersistentRef`, else the query has none (-50, `query_get_class`).
  /// While the keys are visited, `class` and `v_PersistentRef` set the class again
  /// (`query_set_class`, `SecDbQuery.c`): a non-string `class` or a reference to another
  /// class is then -25306.
  ///
  /// - Parameters:
  ///   - dictionary: The caller's query or attributes.
  ///   - defaultLimit: The call's default match limit (nil = unlimited).
  /// - Returns: The parsed query, or the status of the first failure.
  static func parse(
    _ dictionary: [String: Any], defaultLimit: Int?
  ) -> Result<
    ReferenceQuery, KeychainStatus
  > {
    let reference = dictionary["v_PersistentRef"].flatMap(parsePersistentReference)
    let itemClass: String
    if let value = dictionary["class"], case .string(let name) = ReferenceInput(value) {
      guard ReferenceSchema.classes.contains(name) else { return .failure(.noSuchClass) }
      itemClass = name
    } else if let reference {
      itemClass = reference.itemClass
    } else {
      return .failure(.parameter)
    }
    var query = ReferenceQuery(itemClass: itemClass, limit: defaultLimit)
    let classAttributes = ReferenceSchema.attributes[itemClass] ?? []
    for key in dictionary.keys.sorted() {
      guard let value = dictionary[key] else { continue }
      let input = ReferenceInput(value)
      if key.utf8.count == 4 {
        if key == "nleg" { continue }
        guard classAttributes.contains(key) else { return .failure(.noSuchAttribute) }
        if key == "sync", case .string("syna") = input {
          query.mentionsSynchronizable = true
          continue
        }
        guard let stored = ReferenceSchema.coerce(value, for: key) else {
          return .failure(.parameter)
        }
        if key == "sync" { query.mentionsSynchronizable = true }
        query.attributes[key] = stored
      } else if key.utf8.count <= 1 {
        return .failure(.parameter)
      } else if key.hasPrefix("c") {
        guard key == "class" else { return .failure(.parameter) }
        guard case .string(itemClass) = input else { return .failure(.noSuchClass) }
      } else if key.hasPrefix("m") {
        query.hasMatchKeys = true
        if key == "m_Limit" {
          switch input {
          case .string("m_LimitOne"): query.limit = 1
          case .string("m_LimitAll"): query.limit = nil
          case .number(let number): query.limit = number == -1 ? nil : Int(clamping: number)
          default: return .failure(.parameter)
          }
        }
        switch (key, input) {
        case ("m_Issuers", _):
          query.namesMatchIssuers = true
          let names = (value as? [Any] ?? []).compactMap { element -> Data? in
            guard case .data(let name) = ReferenceInput(element) else { return nil }
            return ReferenceName.normalized(name)
          }
          query.matchIssuers = names.isEmpty ? nil : names
        case ("m_ValidOnDate", .date(let date)): query.validOnDate = .some(date)
        case ("m_ValidOnDate", .null): query.validOnDate = .some(nil)
        case ("m_TrustedOnly", .boolean(let flag)): query.trustedOnly = flag
        case ("m_EmailAddressIfPresent", .string(let address)): query.emailAddress = address
        case ("m_ValidOnDate", _), ("m_TrustedOnly", _), ("m_EmailAddressIfPresent", _):
          return .failure(.parameter)
        default: break
        }
      } else if key.hasPrefix("r") {
        guard returnKeyNames.contains(key), case .boolean(let flag) = input else {
          return .failure(.parameter)
        }
        if flag { query.returnKeys.insert(key) }
      } else if key.hasPrefix("u") {
        switch (key, input) {
        case ("u_Tomb", .boolean(let flag)): query.useTombstones = flag
        case ("u_CredRef", .data), ("u_AuthUI", .string): break
        case ("u_ItemList", _): query.hasItemList = true
        default: return .failure(.parameter)
        }
      } else if key.hasPrefix("v") {
        switch (key, input) {
        case ("v_Data", .data(let data)): query.valueData = data
        case ("v_PersistentRef", _):
          guard let reference else { return .failure(.parameter) }
          guard reference.itemClass == itemClass else { return .failure(.noSuchClass) }
          query.persistentReferenceUUID = reference.uuid
        default: return .failure(.parameter)
        }
      } else if key.hasPrefix("f") {
        continue
      } else {
        return .failure(.parameter)
      }
    }
    return .success(query)
  }

  /// Parses an Update's `attributesToUpdate` (`query_update_applier`, §2.4 step 11): `musr`
  /// is ignored, `v_Data` must be data, every other key must be an attribute of the class.
  ///
  /// - Returns: The attributes to set and the new data, or the first failure.
  static func parseChanges(
    _ dictionary: [String: Any], itemClass: String
  ) -> Result<
    (attributes: [String: StoredValue], data: Data?), KeychainStatus
  > {
    var attributes: [String: StoredValue] = [:]
    var data: Data?
    let classAttributes = ReferenceSchema.attributes[itemClass] ?? []
    for key in dictionary.keys.sorted() {
      guard let value = dictionary[key] else { continue }
      if key == "musr" || key == "nleg" { continue }
      if key == "v_Data" {
        guard case .data(let bytes) = ReferenceInput(value) else { return .failure(.parameter) }
        data = bytes
        continue
      }
      guard key.utf8.count == 4, classAttributes.contains(key) else {
        return .failure(.noSuchAttribute)
      }
      if key == "sync", case .string("syna") = ReferenceInput(value) { continue }
      guard let stored = ReferenceSchema.coerce(value, for: key) else {
        return .failure(.parameter)
      }
      attributes[key] = stored
    }
    return .success((attributes, data))
  }
}
