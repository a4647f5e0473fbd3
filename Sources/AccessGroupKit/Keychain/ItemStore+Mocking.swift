extension ItemStore {
  /// Every call made so far, in order: client name, call, status.
  public var callLog: [KeychainCallRecord] {
    state.withLock { $0.callLog }
  }

  /// Forgets the call log.
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
  public func failNext(_ call: KeychainCall?, with status: KeychainStatus, count: Int = 1) {
    guard count > 0 else { return }
    state.withLock {
      $0.plannedFailures.append(PlannedFailure(call: call, status: status, remaining: count))
    }
  }
}
