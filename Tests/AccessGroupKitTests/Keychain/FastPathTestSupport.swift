import Foundation

@testable import AccessGroupKit

extension PlainAddRequest {
  /// The plain add in a caller's dictionary, converted as the dictionary API converts it.
  init?(_ dictionary: [String: Any]) {
    self.init(SecItemDictionary.request(from: dictionary))
  }
}

extension KeyLookupRequest {
  /// The lookup in a caller's dictionary, converted as the dictionary API converts it.
  init?(_ dictionary: [String: Any]) {
    self.init(SecItemDictionary.request(from: dictionary))
  }
}

extension ItemStore {
  /// The plain-add fast path alone, as `perform` runs it under the store's lock: `nil` when
  /// it declines (then `perform` takes the general path).
  func outcomeOfPlainAdd(
    _ dictionary: [String: Any], client: KeychainClient, wantsResult: Bool, now: Date
  ) -> SecItemOutcome? {
    guard let request = PlainAddRequest(dictionary) else { return nil }
    return fastPathOutcome(
      .plainAdd(request), call: .add, client: client, wantsResult: wantsResult, now: now)
  }

  /// The key-lookup fast path alone, as `perform` runs it under the store's lock: `nil` when
  /// it declines.
  func outcomeByKey(
    _ dictionary: [String: Any], client: KeychainClient, wantsResult: Bool, now: Date
  ) -> SecItemOutcome? {
    guard let request = KeyLookupRequest(dictionary) else { return nil }
    return fastPathOutcome(
      .keyLookup(request), call: .copyMatching, client: client, wantsResult: wantsResult,
      now: now)
  }

  private func fastPathOutcome(
    _ fastPath: FastPath, call: KeychainCall, client: KeychainClient, wantsResult: Bool,
    now: Date
  ) -> SecItemOutcome? {
    let context = CallContext(client: client, profile: profile, now: now)
    let answered = state.withLock { state -> EngineOutcome? in
      guard state.plannedFailures.isEmpty, let outcome = state.answer(fastPath, context: context)
      else { return nil }
      state.record(call, by: client.name, status: .success)
      return outcome
    }
    guard var answered else { return nil }
    if !wantsResult { answered.shaping = .none }
    return answered.outcome()
  }
}
