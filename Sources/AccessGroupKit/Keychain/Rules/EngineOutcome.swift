/// What the engine returns for one call, before its rows are shaped into a result.
///
/// The rows a successful Add or CopyMatching returns are kept as they were inside the call
/// (value copies), and shaped only when asked: the dictionary API needs ``result``, the typed
/// API ``items``, never both, and shaping is most of the cost of a lookup.
struct EngineOutcome {
  var status: KeychainStatus
  var explanation: KeychainExplanation?
  /// The rows to shape, and how.
  var shaping: ResultShaping = .none

  init(status: KeychainStatus, explanation: KeychainExplanation? = nil) {
    self.status = status
    self.explanation = explanation
  }

  init(status: KeychainStatus, shaping: ResultShaping) {
    self.status = status
    self.shaping = shaping
  }

  /// The failure the typed API throws.
  var error: KeychainError { KeychainError(status, explanation: explanation) }

  /// The result object Apple would return, made of `objects`.
  func result(in objects: ResultObjects) -> Any? {
    switch shaping {
    case .none: nil
    case .add(let record, let returnTypes):
      ResultShaper.addResult(record, returnTypes: returnTypes, objects: objects)
    case .copy(let records, let returnTypes, let limit):
      ResultShaper.copyResult(records, returnTypes: returnTypes, limit: limit, objects: objects)
    }
  }

  /// The typed items found or added, for the typed API.
  var items: [StoredItem] {
    switch shaping {
    case .none: []
    case .add(let record, _): [ResultShaper.storedItem(record, forAdd: true)]
    case .copy(let records, _, _): records.map { ResultShaper.storedItem($0, forAdd: false) }
    }
  }

  /// The Apple-shaped outcome, its result made of `objects`.
  func outcome(_ objects: ResultObjects = .values) -> SecItemOutcome {
    SecItemOutcome(status: status, result: result(in: objects), explanation: explanation)
  }
}

/// The rows of a successful call that its result is made from.
enum ResultShaping {
  /// No result (update, delete, failures, and calls whose caller passed no result pointer).
  case none
  /// The added row.
  case add(ItemRecord, ReturnTypes)
  /// The rows CopyMatching found, in result order.
  case copy([ItemRecord], ReturnTypes, limit: SearchLimit)
}
