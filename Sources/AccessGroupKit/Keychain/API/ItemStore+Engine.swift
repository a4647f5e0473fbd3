import Foundation

extension ItemStore {
  /// Runs one call as one critical section: a planned failure first, then the fast path when
  /// the call has its shape (``FastPath``), else the call's pipeline; logs the call.
  ///
  /// Locks: the store's `state` lock is the innermost lock of a call (see "Locks" in
  /// `ARCHITECTURE.md`). A caller may hold a SimulatedKeychain scope's lock, never a device's
  /// `state`; nothing here takes another lock, and the result is shaped after the lock is
  /// released, from the rows as they were inside it.
  ///
  /// - Parameters:
  ///   - operation: The call.
  ///   - client: The calling app.
  ///   - now: The call's one reading of the clock (a clock may move on every read,
  ///     ``KeychainClock/ticking(from:by:)``); read here when `nil`.
  ///   - fastPaths: Whether a fast path may answer; tests turn it off to compare it with the
  ///     general path.
  func perform(
    _ operation: SecItemOperation, client: KeychainClient, now: Date? = nil,
    fastPaths: Bool = true
  )
    -> EngineOutcome
  {
    let now = now ?? clock.now()
    let context = CallContext(client: client, profile: profile, now: now)
    return state.withLock { state in
      var outcome: EngineOutcome
      if let forced = state.takePlannedFailure(for: operation.call) {
        outcome = EngineOutcome(
          status: forced,
          explanation: KeychainExplanation(
            status: forced, rule: "test aid",
            summary: "The store was told to fail this call (ItemStore.failNext).",
            details: ["\(operation.call.functionName) forced to return \(forced)"]))
      } else if fastPaths, let fastPath = FastPath(operation),
        let answered = state.answer(fastPath, context: context)
      {
        // The shape is read here, where it is used, so the fast path is never copied or kept
        // past its answer; reading it touches only the request.
        outcome = answered
      } else {
        do throws(EngineFailure) {
          switch operation {
          case .add(let request, _):
            outcome = try state.add(request, context: context)
          case .copyMatching(let request, _):
            outcome = try state.copyMatching(request, context: context)
          case .findItems(let query):
            if let found = try state.copyMatching(
              typed: query, returnTypes: KeychainQuery.typedReturnTypes, context: context)
            {
              outcome = found
            } else {
              outcome = try state.copyMatching(query.searchRequest, context: context)
            }
          case .update(let query, let changes):
            outcome = try state.update(query, changes: changes, context: context)
          case .delete(let request):
            outcome = try state.delete(request, context: context)
          }
        } catch {
          outcome = EngineOutcome(status: error.status, explanation: error.explanation)
        }
      }
      if !operation.wantsResult { outcome.shaping = .none }
      state.record(operation.call, by: client.name, status: outcome.status)
      return outcome
    }
  }
}

/// A call of a shape that a fast path answers without the parse: a plain password add, or a
/// lookup by the whole primary key.
///
/// It is read from the call's typed request in the call's critical section, just before
/// ``StoreState/answer(_:context:)`` asks the same gates (`CallContext.swift`) and
/// runs the same steps after them as the general path, and declines when a gate refuses or
/// the answer would be a failure; then the general path runs in the same critical section
/// and gives the failure and its explanation. Each shape and its answer is one file:
/// `StoreState+PlainAdd.swift` and `StoreState+KeyLookup.swift`.
enum FastPath {
  /// ``StoreState/add(_:context:)`` for a plain password.
  case plainAdd(PlainAddRequest)
  /// ``StoreState/copyMatching(_:context:)`` for a lookup by primary key.
  case keyLookup(KeyLookupRequest)
  /// A typed search by primary key (``KeychainClient/items(matching:)``).
  case typedKeyLookup(KeychainQuery)

  /// The fast path for `operation`, or `nil` when only the general path answers it.
  init?(_ operation: SecItemOperation) {
    switch operation {
    case .add(let request, _):
      guard let plain = PlainAddRequest(request) else { return nil }
      self = .plainAdd(plain)
    case .copyMatching(let request, _):
      guard let lookup = KeyLookupRequest(request) else { return nil }
      self = .keyLookup(lookup)
    case .findItems(let query):
      self = .typedKeyLookup(query)
    case .update, .delete:
      return nil
    }
  }
}

extension StoreState {
  /// The successful outcome of `fastPath`, or `nil` when the general path must answer.
  mutating func answer(_ fastPath: FastPath, context: CallContext) -> EngineOutcome? {
    switch fastPath {
    case .plainAdd(let request): add(plain: request, context: context)
    case .keyLookup(let request): copyMatching(byKey: request, context: context)
    case .typedKeyLookup(let query): copyMatching(byKey: query, context: context)
    }
  }
}

extension StoreState {
  /// Logs a finished call.
  mutating func record(_ call: KeychainCall, by client: String, status: KeychainStatus) {
    callLog.append(KeychainCallRecord(client: client, call: call, status: status))
    // Trim in blocks so that appending stays amortized O(1).
    if callLog.count >= 2 * ItemStore.callLogLimit {
      callLog.removeFirst(callLog.count - ItemStore.callLogLimit)
    }
  }
}

extension StoreState {
  /// Consumes one planned failure for `call`, if any.
  mutating func takePlannedFailure(for call: KeychainCall) -> KeychainStatus? {
    guard let index = plannedFailures.firstIndex(where: { $0.call == nil || $0.call == call })
    else { return nil }
    let status = plannedFailures[index].status
    plannedFailures[index].remaining -= 1
    if plannedFailures[index].remaining <= 0 { plannedFailures.remove(at: index) }
    return status
  }
}
