import Foundation

/// What Security's client library does before a dictionary reaches securityd (§2.0,
/// `SecItem.m` `SecItemAttributesPrepare` and `SecItemAuthDoQuery`): type checks that fail
/// with `errSecParam`, the rewrite of `kSecValueRef` into the referenced item's attributes,
/// the normalization of a DER `kSecAttrIssuer` (``DistinguishedName``), and the removal of
/// keys the server never sees.
enum ClientSidePreparation {
  /// Keys the client removes before sending.
  static let strippedKeys: Set<String> = [
    "u_OpPrompt", "u_NoAuthUI", "u_CallerName", "u_TokenRawItems",
  ]

  /// Checks and rewrites `request` for `call`. `isUpdateAttributes` marks the second
  /// dictionary of an update.
  static func prepare(
    _ request: SecItemRequest, call: KeychainCall, isUpdateAttributes: Bool
  )
    throws(EngineFailure) -> SecItemRequest
  {
    var request = request
    if let control = request[.accessControl] {
      guard case .accessControl(let accessControl) = control else {
        throw EngineFailure(
          .parameter, rule: "§2.0", "kSecAttrAccessControl is not a SecAccessControl object.",
          details: ["accc = \(control.summary)"],
          fix: "Create it with SecAccessControlCreateWithFlags (KeychainAccessControl here).")
      }
      if (call == .add || isUpdateAttributes), accessControl.hasConstraints,
        request[.synchronizable] == .bool(true)
      {
        throw EngineFailure(
          .parameter, rule: "§2.0", "An item with kSecAttrAccessControl is not synchronizable.",
          details: ["accc has constraints", "sync = true"],
          fix: "Drop the constraints or kSecAttrSynchronizable.")
      }
    }
    if let reference = request[.valueReference] {
      try expand(reference, into: &request, call: call)
    }
    if request[.useAuthenticationContext] != nil {
      if request[.useCredentialReference] != nil {
        throw EngineFailure(
          .parameter, rule: "§2.0",
          "kSecUseAuthenticationContext and kSecUseCredentialReference cannot be combined.",
          details: ["u_AuthCtx and u_CredRef are both present"])
      }
      request[.useAuthenticationContext] = nil
      request[.useCredentialReference] = .data(.init(repeating: 0, count: 16))
    }
    if let mode = request[.useAuthenticationUI] {
      if mode == .string("u_AuthUIS") {
        if call != .copyMatching {
          throw EngineFailure(
            .parameter, rule: "§2.0",
            "kSecUseAuthenticationUISkip is allowed only in SecItemCopyMatching.",
            details: ["u_AuthUI = u_AuthUIS in \(call.functionName)"])
        }
      } else {
        request[.useAuthenticationUI] = nil
      }
    }
    if let policy = request[.matchPolicy] {
      throw EngineFailure(
        .parameter, rule: "§2.0", "kSecMatchPolicy is not a SecPolicy.",
        details: ["m_Policy = \(policy.summary)", "the simulation has no SecPolicy objects"])
    }
    if let issuer = request[.issuer] {
      guard case .data(let name) = issuer else {
        throw EngineFailure(
          .parameter, rule: "§2.0", "kSecAttrIssuer must be data.",
          details: ["issr = \(issuer.summary)"])
      }
      request[.issuer] = .data(sentIssuer(name))
    }
    request.entries.removeAll(where: isStripped)
    // The values are checked in sorted key order so that the first offender named is
    // deterministic (§9.12); almost every request has none, so one unordered pass decides
    // whether the sorted visit is needed at all.
    let hasOffender = request.entries.containsEntry { key, value in
      key != KeychainAttribute.accessControl.rawValue && nonPropertyList(value) != nil
    }
    guard hasOffender else { return request }
    for key in request.sortedKeys {
      guard let value = request.entries[key], key != KeychainAttribute.accessControl.rawValue
      else { continue }
      if let offending = nonPropertyList(value) {
        throw EngineFailure(
          .parameter, rule: "§2.0",
          "The value of \(key) cannot be sent to securityd (not a property-list value).",
          details: ["\(key) = \(offending.summary)"],
          fix: "Use only String, Data, numbers, booleans, dates, arrays and dictionaries.")
      }
    }
    return request
  }

  /// The `kSecAttrIssuer` the client sends for `name`: a DER name in the normalized form
  /// securityd stores (``DistinguishedName``, `createNormalizedX501Name`), other bytes as
  /// given.
  static func sentIssuer(_ name: Data) -> Data {
    DistinguishedName.normalizedContent(ofName: name) ?? name
  }

  /// Whether the client removes `key` before sending (one of ``strippedKeys``). All of them
  /// start with `u_`, which most keys do not, so most keys are told apart by one byte.
  static func isStripped(_ key: String) -> Bool {
    key.utf8.first == UInt8(ascii: "u") && strippedKeys.contains(key)
  }

  /// The first value inside `value` that DER encoding rejects.
  static func nonPropertyList(_ value: InputValue) -> InputValue? {
    switch value {
    case .unsupported, .accessControl, .reference: return value
    case .array(let values): return values.lazy.compactMap(nonPropertyList).first
    case .dictionary(let values):
      return values.keys.sorted().lazy.compactMap { values[$0].flatMap(nonPropertyList) }.first
    default: return nil
    }
  }

  /// Replaces `kSecValueRef` by the referenced key's or certificate's attributes; the
  /// caller's explicit keys win.
  private static func expand(
    _ value: InputValue, into request: inout SecItemRequest, call: KeychainCall
  ) throws(EngineFailure) {
    guard case .reference(let reference) = value, !reference.itemClass.isPassword else {
      throw EngineFailure(
        .parameter, rule: "§2.0",
        "kSecValueRef must be a key, certificate or identity reference.",
        details: ["v_Ref = \(value.summary)"],
        fix: "Password items have no references on iOS; query them by attributes or use "
          + "kSecValuePersistentRef.")
    }
    request[.valueReference] = nil
    if request[.itemClass] == nil { request[.itemClass] = .string(reference.itemClass.rawValue) }
    for (attribute, attributeValue) in reference.attributes where request[attribute] == nil {
      request[attribute] = InputValue(attributeValue)
    }
    if call == .add, request[.valueData] == nil, let data = reference.data {
      request[.valueData] = .data(data)
    }
  }
}
