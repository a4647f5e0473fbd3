/// One SecItem call with its typed request, as the engine receives it from either API.
enum SecItemOperation {
  case add(SecItemRequest)
  case copyMatching(SecItemRequest)
  case update(SecItemRequest, SecItemRequest)
  case delete(SecItemRequest)

  var call: KeychainCall {
    switch self {
    case .add: .add
    case .copyMatching: .copyMatching
    case .update: .update
    case .delete: .delete
    }
  }
}

/// What the engine returns for one call, before the result becomes Foundation objects.
struct EngineOutcome {
  var status: KeychainStatus
  var result: ResultValue?
  var explanation: KeychainExplanation?
  /// The typed items found or added, for the typed API.
  var items: [StoredItem] = []

  /// The Apple-shaped outcome.
  func outcome() -> SecItemOutcome {
    SecItemOutcome(
      status: status, result: result.map(SecItemDictionary.foundationObject),
      explanation: explanation)
  }
}
