extension ItemStore {
  /// The most recent calls, oldest first: client name, call, status.
  ///
  /// The log keeps only the most recent calls (10,000), so a store used for millions of
  /// calls in a long test run does not grow without bound.
  package var callLog: [KeychainCallRecord] {
    state.withLock { Array($0.callLog.suffix(Self.callLogLimit)) }
  }

  /// How many of the most recent calls ``callLog`` keeps. Not public: the bound is there
  /// to cap memory, not a contract a test should build on.
  package static var callLogLimit: Int { 10_000 }

  /// Forgets the calls recorded so far.
  ///
  /// Public for programs outside this package that run calls in long loops, such as the
  /// benchmark package: clearing between rounds keeps each round's cost free of the log's.
  public func clearCallLog() {
    state.withLock { $0.callLog.removeAll() }
  }

  /// Makes the next `count` calls of kind `call` (or of any kind, when `call` is `nil`)
  /// return `status` without touching the store, like swift-system's mocking "fail the next
  /// call" switch.
  ///
  /// - Parameters:
  ///   - call: The call to fail, or `nil` for any call.
  ///   - status: The status those calls return.
  ///   - count: How many calls to fail.
  package func failNext(_ call: KeychainCall?, with status: KeychainStatus, count: Int = 1) {
    guard count > 0 else { return }
    state.withLock {
      $0.plannedFailures.append(PlannedFailure(call: call, status: status, remaining: count))
    }
  }
}
