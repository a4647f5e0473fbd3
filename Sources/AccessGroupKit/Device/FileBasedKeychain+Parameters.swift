import Foundation

extension FileBasedKeychain {
  /// The type checks the macOS shim makes before the file-based keychain runs an add or a
  /// search (`_CreateSecItemParamsFromDictionary` with `_ValidateDictionaryEntry`,
  /// `SecItem.cpp`; Update and Delete search with their query first). A value of the wrong
  /// type is `errSecParam` (the shim's `errSecItemInvalidValue`), in the shim's order:
  ///
  /// - `kSecMatchPolicy` must be a `SecPolicy` and `kSecUseKeychain` a `SecKeychain`; the
  ///   simulation has neither object, so any value fails. So does `kSecAttrAccess` (a
  ///   `SecAccess`), checked after the class.
  /// - `kSecMatchSearchList`, `kSecMatchItemList`, `kSecUseItemList` and `kSecMatchIssuers`
  ///   must be arrays; `kSecMatchEmailAddressIfPresent` a string; `kSecMatchValidOnDate` a
  ///   date or null; `kSecMatchLimit` a string or a number, and a number must not be negative.
  /// - `kSecAttrIssuer` and `kSecAttrSerialNumber` must be data, `kSecAttrService` and
  ///   `kSecAttrKeyClass` strings, `kSecValueData` data or a string (a string is stored as its
  ///   UTF-8 bytes), `kSecValuePersistentRef` data.
  /// - A class is required (no item list is modelled), and an unknown class is the shim's
  ///   `errSecItemClassMissing`, which is `errSecParam` too.
  /// - `kSecMatchIssuers` is allowed only with `kSecClassIdentity` or
  ///   `kSecUseCertificatesWithMatchIssuers` true.
  static func checkParameters(_ request: SecItemRequest) throws(EngineFailure) {
    func value(_ key: String) -> InputValue? { request.entries[key] }
    func wrongType(_ key: String, _ expected: String) -> EngineFailure {
      EngineFailure(
        .parameter, rule: rule, "The file-based keychain rejects the type of \(key).",
        details: ["\(key) = \(value(key)?.summary ?? "nil")", "expected: \(expected)"],
        fix: "Pass \(expected), or add kSecUseDataProtectionKeychain: true.")
    }
    func check(
      _ key: String, _ expected: String, _ accepts: (InputValue) -> Bool
    )
      throws(EngineFailure)
    {
      if let given = value(key), !accepts(given) { throw wrongType(key, expected) }
    }
    let isArray: (InputValue) -> Bool = {
      if case .array = $0 { return true }
      return false
    }
    let isString: (InputValue) -> Bool = {
      if case .string = $0 { return true }
      return false
    }
    let isData: (InputValue) -> Bool = {
      if case .data = $0 { return true }
      return false
    }
    try check("m_Policy", "a SecPolicy (the simulation has none)") { _ in false }
    try check("m_SearchList", "an array of keychains", isArray)
    try check("m_ItemList", "an array", isArray)
    try check("m_EmailAddressIfPresent", "a string", isString)
    try check("m_ValidOnDate", "a date or null") {
      switch $0 {
      case .date, .null: true
      default: false
      }
    }
    try check("m_Limit", "kSecMatchLimitOne, kSecMatchLimitAll or a number") {
      switch $0 {
      case .string, .integer, .real: true
      default: false
      }
    }
    try check("u_ItemList", "an array", isArray)
    try check("u_Keychain", "a SecKeychain (the simulation has none)") { _ in false }
    try check("issr", "data", isData)
    try check("slnr", "data", isData)
    try check("svce", "a string", isString)
    try check("kcls", "a string", isString)
    try check("v_Data", "data or a string") { isData($0) || isString($0) }
    try check("v_PersistentRef", "data", isData)
    guard case .string(let className)? = value("class"), ItemClass(rawValue: className) != nil
    else {
      throw EngineFailure(
        .parameter, rule: rule,
        value("class") == nil
          ? "The query has no kSecClass." : "The file-based keychain knows no such kSecClass.",
        details: ["class = \(value("class")?.summary ?? "nil")"],
        fix: "Use kSecClassGenericPassword or kSecClassInternetPassword.")
    }
    try check("m_Issuers", "an array of DER names", isArray)
    if value("m_Issuers") != nil, className != ItemClass.identity.rawValue,
      value("u_CertWithIssuers") != .bool(true)
    {
      throw EngineFailure(
        .parameter, rule: rule,
        "The file-based keychain accepts kSecMatchIssuers only for identities.",
        details: ["m_Issuers with class = \(className)"],
        fix: "Query kSecClassIdentity, or remove kSecMatchIssuers.")
    }
    for key in ["acls", "kSecAttrAccess"] {
      try check(key, "a SecAccess (the simulation has none)") { _ in false }
    }
    let negative: Bool =
      switch value("m_Limit") {
      case .integer(let limit)?: limit < 0
      case .real(let limit)?: limit <= -1
      default: false
      }
    if negative, let limit = value("m_Limit") {
      throw EngineFailure(
        .parameter, rule: rule, "The file-based keychain rejects a negative kSecMatchLimit.",
        details: ["m_Limit = \(limit.summary)"])
    }
  }

  /// `kSecValueData` as the file-based keychain stores it: data as given, a string as its
  /// UTF-8 bytes (after ``checkParameters(_:)`` nothing else reaches here).
  static func valueData(_ request: SecItemRequest) -> Data? {
    switch request[.valueData] {
    case .data(let bytes)?: bytes
    case .string(let text)?: Data(text.utf8)
    default: nil
    }
  }
}
