import Testing

@testable import AccessGroupKit

extension ItemStore {
  /// Records an issue when the store's rows and indexes disagree
  /// (``ItemDatabase/invariantViolations()``); the property and twin-store tests call it after
  /// each call.
  ///
  /// The check reads every row and every index entry (and, when every key collides, compares
  /// every row with every other), which costs several calls' worth of work, so it runs when
  /// the call log's length is a multiple of ``sampleEvery``: a run of random calls is checked
  /// all along its way while its test time stays close to what it was without the check. A
  /// sound store records no expectation, so passing runs pay for the check alone.
  func checkDatabaseInvariants(
    _ described: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let violations = state.withLock { state -> [String] in
      guard state.callLog.count.isMultiple(of: Self.sampleEvery) else { return [] }
      return state.database.invariantViolations()
    }
    guard !violations.isEmpty else { return }
    let listed = violations.prefix(5).joined(separator: "; ")
    Issue.record(
      "The item database is inconsistent after \(described()): \(listed)",
      sourceLocation: sourceLocation)
  }

  /// How often the check runs, in logged calls.
  static let sampleEvery = 32
}
