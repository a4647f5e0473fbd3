extension ItemStore {
  /// Runs one call as one critical section.
  func perform(
    _ operation: SecItemOperation, client: KeychainClient, wantsResult: Bool
  )
    -> EngineOutcome
  {
    state.withLock { state in
      EngineOutcome(
        status: .unimplemented, result: nil,
        explanation: KeychainExplanation(
          status: .unimplemented, rule: "—", summary: "Not implemented yet."))
    }
  }
}
