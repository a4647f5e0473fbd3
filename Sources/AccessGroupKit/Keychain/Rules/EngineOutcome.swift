/// What the engine returns for one call, before its rows are shaped into a result.
///
/// The rows a successful Add or CopyMatching returns are kept as they were inside the call
/// (value copies), and shaped only when asked, by ``ResultShaper``: the dictionary API needs
/// the result object, the typed API the items, never both, and shaping is most of the cost of
/// a lookup.
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
