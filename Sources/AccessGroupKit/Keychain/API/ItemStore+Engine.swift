import Foundation

extension ItemStore {
  /// Runs one call as one critical section: planned failures first, then the call's
  /// pipeline; logs the call.
  func perform(
    _ operation: SecItemOperation, client: KeychainClient, wantsResult: Bool,
    now: Date? = nil
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
      } else {
        do throws(EngineFailure) {
          switch operation {
          case .add(let request):
            outcome = try state.add(request, context: context)
          case .copyMatching(let request):
            outcome = try state.copyMatching(request, context: context)
          case .findItems(let query):
            // `itemsByKey(_:client:)` has already tried the key index.
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
      if !wantsResult { outcome.shaping = .none }
      state.record(operation.call, by: client.name, status: outcome.status)
      return outcome
    }
  }

  /// ``KeychainClient/items(matching:)`` answered from the key index, without the general
  /// machinery of ``perform(_:client:wantsResult:now:)``; `nil` when the call needs it (a
  /// planned failure, a query of another shape, a miss, a locked item: see
  /// ``StoreState/records(byKey:context:)``). The call is logged as `perform` logs it.
  ///
  /// `now` is the call's one reading of the clock, which `perform` then reuses: a clock may
  /// move on every read (``KeychainClock/ticking(from:by:)``).
  func itemsByKey(_ query: KeychainQuery, client: KeychainClient, now: Date) -> [StoredItem]? {
    answerDirectly(.copyMatching, client: client, now: now) { state, context in
      state.records(byKey: query, context: context)?.map {
        StoredItem(record: $0, forAdd: false)
      }
    }
  }

  /// Answers `call` under the lock with `answer`, without the general machinery of
  /// ``perform(_:client:wantsResult:now:)``: `nil` when a failure is planned or `answer`
  /// declines (then the caller takes `perform`, which gives every failure and its
  /// explanation); an answer is logged as `perform` logs a success. `now` is the call's one
  /// reading of the clock, which `perform` then reuses: a clock may move on every read
  /// (``KeychainClock/ticking(from:by:)``).
  private func answerDirectly<Answer>(
    _ call: KeychainCall, client: KeychainClient, now: Date,
    _ answer: (inout StoreState, CallContext) -> Answer?
  ) -> Answer? {
    let context = CallContext(client: client, profile: profile, now: now)
    return state.withLock { state -> Answer? in
      guard state.plannedFailures.isEmpty, let answered = answer(&state, context) else {
        return nil
      }
      state.record(call, by: client.name, status: .success)
      return answered
    }
  }
}

extension ItemStore {
  /// ``KeychainClient/copyMatching(_:wantsResult:)`` answered from the key index, for a
  /// dictionary that names one item by its whole public primary key (``KeyLookupRequest``);
  /// `nil` when the call needs the general machinery (another shape, a planned failure, a
  /// miss, a locked item). The call is logged, and the digests a result shows are kept, as
  /// `perform` does; `now` is the call's one reading of the clock, as in
  /// ``itemsByKey(_:client:now:)``.
  func outcomeByKey(
    _ dictionary: [String: Any], client: KeychainClient, wantsResult: Bool, now: Date
  ) -> SecItemOutcome? {
    guard let request = KeyLookupRequest(dictionary),
      let found = answerDirectly(
        .copyMatching, client: client, now: now,
        { state, context -> [ItemRecord]? in
          guard var found = state.records(byKey: request, context: context) else { return nil }
          if request.returnTypes.showsAttributes { state.keepDigests(of: &found) }
          return found
        })
    else { return nil }
    // The result is shaped outside the lock, from the rows as they were inside it.
    return SecItemOutcome(
      status: .success,
      result: wantsResult
        ? ResultShaper.copyResult(found, returnTypes: request.returnTypes, limit: request.limit)
        : nil)
  }
}

extension ItemStore {
  /// ``KeychainClient/add(_:wantsResult:)`` for a password dictionary that every check of the
  /// dictionary accepts as it is (``PlainAddRequest``), without building and parsing a
  /// request; `nil` when the call needs the general machinery (another shape, a planned
  /// failure, a group the app may not write, an App Clip or token-group rule, a locked key
  /// bag, a duplicate). The checks that depend on the app are the gates that
  /// ``StoreState/add(_:context:)`` asks (`CallContext+Gates.swift`), and the steps after them
  /// are the same
  /// ``StoreState/insertNewItem(_:itemClass:data:accessControl:context:)``, so the row, the
  /// status and the result are the same by construction; `PlainAddRequestTests` compares
  /// both. `now` is the call's one reading of the clock.
  func outcomeOfPlainAdd(
    _ dictionary: [String: Any], client: KeychainClient, wantsResult: Bool, now: Date
  ) -> SecItemOutcome? {
    guard let request = PlainAddRequest(dictionary) else { return nil }
    let record = answerDirectly(.add, client: client, now: now) {
      state, context -> ItemRecord? in
      // The gates of `StoreState.add(_:context:)` that depend on the app, asked in its
      // order; the fast path declines when one refuses.
      guard context.missingGroupsFailure(for: .add) == nil,
        case .success(let group) = context.groupForAdd(request.group.map(InputValue.string)),
        context.appClipFailure(makesSynchronizable: false) == nil
      else { return nil }
      var attributes = request.attributes
      if request.group == nil { attributes[.accessGroup] = .string(group) }
      if attributes[.accessible] == nil {
        attributes[.accessible] = .string(
          StoreState.defaultProtection(of: request.itemClass, in: group).rawValue)
      }
      guard
        case .inserted(let record)? = try? state.insertNewItem(
          attributes, itemClass: request.itemClass, data: request.data, accessControl: nil,
          context: context)
      else { return nil }
      return record
    }
    guard let record else { return nil }
    return SecItemOutcome(
      status: .success,
      result: wantsResult ? ResultShaper.addResult(record, returnTypes: request.returnTypes) : nil)
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
