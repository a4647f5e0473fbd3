import Foundation

/// A SecItem dictionary after securityd's parse (`Query`, `SecDbQuery.c`): typed attributes,
/// search pairs, limit, return types and the other control keys.
struct ParsedQuery {
  var itemClass: ItemClass
  var schema: ClassSchema
  /// Converted attribute values (`q_item`), what an add stores.
  var item: [KeychainAttribute: KeychainValue] = [:]
  /// The attributes a search compares (`q_pairs`): every converted attribute but `accc`.
  var matches: [KeychainAttribute: KeychainValue] = [:]
  /// The caller named `sync` (including `syna`).
  var synchronizableSpecified = false
  var returnTypes: ReturnTypes = []
  /// The `kSecMatchLimit`, or the call's default.
  var limit: SearchLimit = .unlimited
  /// The `m_*` keys present.
  var matchKeys: [String] = []
  var useTombstones: Bool?
  var hasItemList = false
  var data: Data?
  var persistentReference: PersistentReference?
  var accessControl: KeychainAccessControl?
  var hostOrSubdomain: String?
  var skipsAuthenticationUI = false
  /// The certificate filters of `kSecMatchIssuers`, `kSecMatchValidOnDate`,
  /// `kSecMatchTrustedOnly` and `kSecMatchEmailAddressIfPresent`.
  var certificateFilters = CertificateMatchFilters()
}

/// Parses a request as `query_create_with_limit` and `query_applier` do (§2.1), with the
/// failure of the first offending key in sorted order (the simulation's deterministic
/// stand-in for CFDictionary hash order, §9.12).
///
/// Whether a key fails depends only on the key, its value and the class, never on the keys
/// visited before it, and a successful parse gives the same query in any order (the one
/// order-dependent part, the list of `m_*` keys, is sorted at the end). So the keys are
/// visited in the order they are stored, and only a request that fails is visited again in
/// sorted order to find the failure the sorted visit meets first.
enum QueryParser {
  /// The most keys a query may hold (`QUERY_KEY_LIMIT`).
  static let keyLimit = 128

  static func parse(
    _ request: SecItemRequest, defaultLimit: SearchLimit
  ) throws(EngineFailure)
    -> ParsedQuery
  {
    let itemClass = try resolveClass(request)
    let schema = ClassSchema.schema(for: itemClass)
    // The count can only pass the limit when the schema and the request together do, so the
    // attribute keys are counted only then.
    if schema.descriptors.count + request.entries.count > keyLimit,
      schema.descriptors.count + request.entries.count
        - request.entries.keys.filter({ schema.descriptor(KeychainAttribute($0)) != nil }).count
        > keyLimit
    {
      throw EngineFailure(
        .parameter, rule: "§2.1",
        "The query has more keys than securityd accepts (QUERY_KEY_LIMIT is 128).",
        details: ["\(request.entries.count) keys"])
    }
    var query = ParsedQuery(itemClass: itemClass, schema: schema, limit: defaultLimit)
    // Room for the request's attributes and `sync`, so the table never grows. An add (the one
    // call whose default limit is 0) sets `agrp` and `pdmn` after the parse: room for those
    // too (its other defaults go to the row's attributes, not here).
    query.item.reserveCapacity(request.entries.count + (defaultLimit.count == 0 ? 3 : 1))
    var sha1: KeychainValue?
    do throws(EngineFailure) {
      for (key, value) in request.entries {
        try add(key: key, value: value, to: &query, sha1: &sha1)
      }
    } catch {
      throw sortedFailure(request, itemClass: itemClass, schema: schema) ?? error
    }
    if query.matchKeys.count > 1 { query.matchKeys.sort() }
    if !query.synchronizableSpecified && query.persistentReference == nil {
      query.item[.synchronizable] = .integer(0)
    }
    // The search pairs are the stored attributes plus `sha1`, which only a search uses: one
    // dictionary is built and shared until either side changes.
    query.matches = query.item
    if let sha1 { query.matches[.sha1] = sha1 }
    return query
  }

  /// The failure the sorted visit of `request` meets first, or `nil` when it meets none
  /// (which the unordered visit's failure rules out).
  private static func sortedFailure(
    _ request: SecItemRequest, itemClass: ItemClass, schema: ClassSchema
  ) -> EngineFailure? {
    var query = ParsedQuery(itemClass: itemClass, schema: schema)
    var sha1: KeychainValue?
    for key in request.sortedKeys {
      guard let value = request.entries[key] else { continue }
      do throws(EngineFailure) {
        try add(key: key, value: value, to: &query, sha1: &sha1)
      } catch {
        return error
      }
    }
    return nil
  }

  /// `query_get_class`: `kSecClass`, else the class of a persistent reference.
  static func resolveClass(_ request: SecItemRequest) throws(EngineFailure) -> ItemClass {
    var className: String?
    if case .string(let name) = request[.itemClass] {
      className = name
    } else if case .data(let data) = request[.valuePersistentReference],
      let parsed = PersistentReference.parse(data)
    {
      className = parsed.className
    }
    guard let className else {
      throw EngineFailure(
        .parameter, rule: "§2.1", "The dictionary names no item class (query missing class name).",
        details: [
          request[.itemClass].map { "class = \($0.summary)" } ?? "kSecClass is absent",
          "no kSecValuePersistentRef to take the class from",
        ], fix: "Add kSecClass, for example kSecClassGenericPassword.")
    }
    guard let itemClass = ItemClass(rawValue: className) else {
      throw noSuchClass(className)
    }
    return itemClass
  }

  static func noSuchClass(_ name: String) -> EngineFailure {
    EngineFailure(
      .noSuchClass, rule: "§2.1", "There is no item class named \"\(name)\".",
      details: ["kSecClass = \"\(name)\"", "classes: genp, inet, cert, keys, idnt"],
      fix: "Use kSecClassGenericPassword, kSecClassInternetPassword, kSecClassCertificate, "
        + "kSecClassKey or kSecClassIdentity.")
  }

  private static func add(
    key: String, value: InputValue, to query: inout ParsedQuery, sha1: inout KeychainValue?
  )
    throws(EngineFailure)
  {
    let spelling = KeySpelling(key)
    if spelling.characterCount == 4 {
      try addAttribute(key, code: spelling.code, value: value, to: &query, sha1: &sha1)
      return
    }
    guard spelling.characterCount > 1, let first = spelling.firstASCIICharacter else {
      throw invalidKey(key)
    }
    switch first {
    case UInt8(ascii: "c"):
      guard key == KeychainAttribute.itemClass.rawValue else { throw invalidKey(key) }
      guard case .string(let name) = value, let itemClass = ItemClass(rawValue: name),
        itemClass == query.itemClass
      else {
        if case .string(let name) = value { throw noSuchClass(name) }
        throw noSuchClass(value.summary)
      }
    case UInt8(ascii: "m"): try addMatch(key, value: value, to: &query)
    case UInt8(ascii: "r"): try addReturn(key, value: value, to: &query)
    case UInt8(ascii: "u"): try addUse(key, value: value, to: &query)
    case UInt8(ascii: "v"): try addValue(key, value: value, to: &query)
    case UInt8(ascii: "f"): break
    default: throw invalidKey(key)
    }
  }

  static func invalidKey(_ key: String) -> EngineFailure {
    EngineFailure(
      .parameter, rule: "§2.1", "\"\(key)\" is not a key securityd understands.",
      details: ["key \"\(key)\""],
      fix: "Use the kSec… constants; attributes are 4 characters, control keys start with "
        + "class, m_, r_, u_ or v_.")
  }

  /// `query_add_attribute` for a 4-character key.
  static func addAttribute(
    _ attribute: KeychainAttribute, value: InputValue, to query: inout ParsedQuery
  ) throws(EngineFailure) {
    var sha1: KeychainValue?
    try addAttribute(
      attribute.rawValue, code: AttributeCode(attribute.rawValue), value: value, to: &query,
      sha1: &sha1)
    if let sha1 { query.matches[.sha1] = sha1 }
  }

  /// `query_add_attribute` for a 4-character key, filling only ``ParsedQuery/item`` and,
  /// for `sha1`, `sha1`: the parse makes ``ParsedQuery/matches`` from them at the end.
  private static func addAttribute(
    _ key: String, code: AttributeCode?, value: InputValue, to query: inout ParsedQuery,
    sha1: inout KeychainValue?
  ) throws(EngineFailure) {
    if key == KeychainAttribute.useDataProtectionKeychain.rawValue { return }
    guard let found = query.schema.attributeKind(forKey: key, code: code) else {
      let attribute = KeychainAttribute(key)
      throw EngineFailure(
        .noSuchAttribute, rule: "§2.1",
        "The attribute \(attribute) does not exist in class \(query.itemClass).",
        details: ["\(attribute) = \(value.summary)", "class = \(query.itemClass)"],
        fix: "Remove \(attribute), or use a class that has it.")
    }
    let (attribute, kind) = found
    if kind == .sync {
      query.synchronizableSpecified = true
      if value == .string(KeychainAttribute.synchronizableAnyValue) { return }
    }
    guard let converted = kind.coerce(value) else {
      throw EngineFailure.invalidValue(key, value, expected: expectedType(kind))
    }
    switch kind {
    case .accessControl:
      if case .accessControl(let control) = value { query.accessControl = control }
    case .sha1: sha1 = converted
    default: query.item[attribute] = converted
    }
  }

  static func expectedType(_ kind: AttributeKind) -> String {
    switch kind {
    case .string: "a string (or UTF-8 data)"
    case .access: "one of ak, ck, dk, aku, cku, dku, akpu (a kSecAttrAccessible… value)"
    case .blob: "a string, data or number"
    case .data: "data, a string or a number"
    case .number, .sync, .tomb: "a number, a boolean or a decimal string"
    case .date: "a date"
    case .uuid: "data of 0 or 16 bytes, a UUID or null"
    case .sha1: "data of exactly 20 bytes"
    case .accessControl: "an access-control object"
    case .encryptedData: "nothing: this column cannot be set"
    }
  }

  private static func addMatch(
    _ key: String, value: InputValue, to query: inout ParsedQuery
  )
    throws(EngineFailure)
  {
    query.matchKeys.append(key)
    func wrongType(_ expected: String) -> EngineFailure {
      invalidMatchValue(key, value, expected: expected)
    }
    switch KeychainAttribute(key) {
    case .matchLimit:
      query.limit = try matchLimit(value)
    case .matchPolicy:
      throw wrongType("an array holding one SecPolicy")
    case .matchValidOnDate:
      switch value {
      case .null: query.certificateFilters.validOnDate = .now
      case .date(let date): query.certificateFilters.validOnDate = .date(date)
      default: throw wrongType("a date or null")
      }
    case .matchTrustedOnly:
      guard case .bool(let flag) = value else { throw wrongType("a boolean") }
      query.certificateFilters.trustedOnly = flag
    case .matchHostOrSubdomainOfHost:
      guard case .string(let host) = value else { throw wrongType("a string") }
      query.hostOrSubdomain = host
    case .matchEmailAddressIfPresent:
      guard case .string(let address) = value else { throw wrongType("a string") }
      query.certificateFilters.emailAddress = address
    case .matchIssuers:
      query.certificateFilters.issuers = CertificateMatchFilters.issuers(value)
    default: break
    }
  }

  /// The limit a `kSecMatchLimit` value sets (``SearchLimit`` says what it means); a real
  /// that is not a whole number fails the conversion (`query_add_match`, `SecDbQuery.c`).
  static func matchLimit(_ value: InputValue) throws(EngineFailure) -> SearchLimit {
    guard let limit = KeychainMatchLimit(value) else {
      throw invalidMatchValue(
        KeychainAttribute.matchLimit.rawValue, value,
        expected: "kSecMatchLimitOne, kSecMatchLimitAll or a number")
    }
    return SearchLimit(limit)
  }

  /// The failure of an `m_*` key whose value has the wrong type.
  private static func invalidMatchValue(
    _ key: String, _ value: InputValue, expected: String
  ) -> EngineFailure {
    EngineFailure(
      .parameter, rule: "§2.7", "The value of \(key) is not valid.",
      details: ["\(key) = \(value.summary)", "expected: \(expected)"])
  }

  private static func addReturn(
    _ key: String, value: InputValue, to query: inout ParsedQuery
  )
    throws(EngineFailure)
  {
    guard let mask = ReturnTypes(key: key) else { throw invalidKey(key) }
    guard case .bool(let flag) = value else {
      throw EngineFailure(
        .parameter, rule: "§2.1", "\(key) must be a boolean (kCFBooleanTrue), not a number.",
        details: ["\(key) = \(value.summary)"],
        fix: "Pass true (kCFBooleanTrue); securityd rejects the NSNumber 1.")
    }
    if flag { query.returnTypes.insert(mask) } else { query.returnTypes.remove(mask) }
  }

  private static func addUse(
    _ key: String, value: InputValue, to query: inout ParsedQuery
  )
    throws(EngineFailure)
  {
    switch KeychainAttribute(key) {
    case .useItemList: query.hasItemList = true
    case .useTombstones:
      switch value {
      case .bool(let flag): query.useTombstones = flag
      case .integer(let number): query.useTombstones = number != 0
      case .real(let number): query.useTombstones = number != 0
      case .string(let string): query.useTombstones = (Int32(string) ?? 0) != 0
      default:
        throw EngineFailure.invalidValue(key, value, expected: "a boolean or a number")
      }
    case .useCredentialReference:
      guard case .data = value else {
        throw EngineFailure.invalidValue(key, value, expected: "data")
      }
    case .useAuthenticationUI:
      guard case .string(let mode) = value else {
        throw EngineFailure.invalidValue(key, value, expected: "a kSecUseAuthenticationUI… value")
      }
      query.skipsAuthenticationUI = mode == "u_AuthUIS"
    default: throw invalidKey(key)
    }
  }

  private static func addValue(
    _ key: String, value: InputValue, to query: inout ParsedQuery
  )
    throws(EngineFailure)
  {
    switch KeychainAttribute(key) {
    case .valueData:
      guard case .data(let data) = value else {
        throw EngineFailure(
          .parameter, rule: "§2.2", "kSecValueData must be data.",
          details: ["v_Data = \(value.summary)"], fix: "Pass Data, for example Data(secret.utf8).")
      }
      query.data = data
    case .valuePersistentReference:
      guard case .data(let data) = value, let parsed = PersistentReference.parse(data) else {
        throw EngineFailure(
          .parameter, rule: "§2.1", "kSecValuePersistentRef is not a valid persistent reference.",
          details: ["v_PersistentRef = \(value.summary)"],
          fix: "Pass the 20-byte data a kSecReturnPersistentRef call returned.")
      }
      guard let reference = parsed.reference, reference.itemClass == query.itemClass else {
        throw noSuchClass(parsed.className)
      }
      query.persistentReference = reference
    default: throw invalidKey(key)
    }
  }
}

extension KeychainAttribute {
  /// `kSecAttrSynchronizableAny`'s value, `"syna"`.
  static var synchronizableAnyValue: String { "syna" }
}

extension KeychainMatchLimit {
  /// `kSecMatchLimitOne`'s value.
  static var oneValue: String { "m_LimitOne" }
  /// `kSecMatchLimitAll`'s value.
  static var allValue: String { "m_LimitAll" }
}
