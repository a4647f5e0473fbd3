extension StoreState {
  /// Whether Security's client runs `request`, a delete or update query, as two calls of its
  /// own: `kSecClass` is `kSecClassIdentity` and there is no `kSecValueRef` (`SecItem.m`,
  /// `explode_identity` for SecItemDelete, `handleUpdateIdentity` for SecItemUpdate).
  ///
  /// The client does this before it prepares the dictionary, so the server never sees such an
  /// identity query: it sees a query of class certificate, then one of class key, with the
  /// caller's other keys unchanged. SecItemDelete first turns a persistent reference to an
  /// identity into an identity reference (`explode_persistent_identity_ref`), which takes
  /// the reference path instead; SecItemUpdate has no such step.
  static func isIdentityByClass(_ request: SecItemRequest, call: KeychainCall) -> Bool {
    guard request[.itemClass] == .string(ItemClass.identity.rawValue),
      request[.valueReference] == nil
    else { return false }
    guard call == .delete, case .data(let bytes)? = request[.valuePersistentReference] else {
      return true
    }
    return PersistentReference.parse(bytes)?.reference?.itemClass != .identity
  }

  /// Runs an identity-by-class call (``isIdentityByClass(_:call:)``) as the client does: the
  /// call with class certificate, then, only when that succeeded, the same call with class
  /// key. The first failure is the status, so an attribute only keys have fails the
  /// certificate half with errSecNoSuchAttr and the key half never runs.
  ///
  /// On a device the two halves are two calls, and a key half that fails leaves the
  /// certificate half done. The simulation undoes the certificate half then, so that a
  /// failing call changes nothing (a listed deviation).
  mutating func runIdentityByClass(
    _ request: SecItemRequest, call: KeychainCall,
    _ half: (inout StoreState, SecItemRequest) throws(EngineFailure) -> EngineOutcome
  ) throws(EngineFailure) -> EngineOutcome {
    let before = self
    var certificates = request
    certificates[.itemClass] = .string(ItemClass.certificate.rawValue)
    do {
      _ = try half(&self, certificates)
    } catch {
      throw Self.identityHalfFailed(error, half: "certificate", call: call)
    }
    var keys = request
    keys[.itemClass] = .string(ItemClass.key.rawValue)
    do {
      return try half(&self, keys)
    } catch {
      self = before
      throw Self.identityHalfFailed(error, half: "key", call: call)
    }
  }

  /// `failure` with a line saying which half of an identity call gave it.
  private static func identityHalfFailed(
    _ failure: EngineFailure, half: String, call: KeychainCall
  ) -> EngineFailure {
    var failure = failure
    failure.explanation.details.append(
      "kSecClassIdentity without kSecValueRef: the client runs \(call.functionName) on "
        + "certificates, then on keys; the \(half) call gave this status")
    return failure
  }
}
