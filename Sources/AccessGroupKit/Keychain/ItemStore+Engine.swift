extension ItemStore {
  /// Runs one call as one critical section: planned failures first, then the call's
  /// pipeline; records the call and its explanation.
  func perform(
    _ operation: SecItemOperation, client: KeychainClient, wantsResult: Bool
  )
    -> EngineOutcome
  {
    let now = clock.now()
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
      } else {
        do throws(EngineFailure) {
          switch operation {
          case .add(let request):
            outcome = try state.add(request, context: context)
          case .copyMatching(let request):
            outcome = try state.copyMatching(request, context: context)
          case .findItems(let query):
            if let found = state.copyMatching(
              byKey: query, returnTypes: KeychainQuery.typedReturnTypes, context: context)
            {
              outcome = found
            } else if let found = try state.copyMatching(
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
      if !wantsResult { outcome.shaping = .none }
      state.callLog.append(
        KeychainCallRecord(client: client.name, call: operation.call, status: outcome.status))
      // Trim in blocks so that appending stays amortized O(1).
      if state.callLog.count >= 2 * Self.callLogLimit {
        state.callLog.removeFirst(state.callLog.count - Self.callLogLimit)
      }
      // An absent entry reads as "no explanation", so a success removes it, which skips
      // hashing the name while no client has a failure on record.
      if let explanation = outcome.explanation {
        state.lastExplanations[client.name] = explanation
      } else if !state.lastExplanations.isEmpty {
        state.lastExplanations[client.name] = nil
      }
      return outcome
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
