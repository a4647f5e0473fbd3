/// What one dictionary-shaped SecItem call returned: the status, the result object, and why.
///
/// `result` is shaped as Security shapes it (§7): `Data`, `[String: Any]`, or an array of
/// either, and `nil` when the call returns nothing.
public struct SecItemOutcome {
  /// The `OSStatus` Security would return.
  public var status: KeychainStatus

  /// The result object (`CFTypeRef *result`), or `nil`.
  public var result: Any?

  /// Why the call failed; `nil` on success.
  public var explanation: KeychainExplanation?

  /// Creates an outcome.
  ///
  /// - Parameters:
  ///   - status: The status.
  ///   - result: The result object.
  ///   - explanation: The explanation of a failure.
  package init(
    status: KeychainStatus, result: Any? = nil, explanation: KeychainExplanation? = nil
  ) {
    self.status = status
    self.result = result
    self.explanation = explanation
  }
}

// `result` holds only immutable values: property-list objects (`Data`, `String`, `NSNumber`,
// `Date`, arrays and dictionaries of them) built fresh for this outcome, and the store's own
// Sendable value types (`KeychainAccessControl`, `KeychainItemReference`). Nothing mutates
// them after the outcome is built, so sharing an outcome between threads is safe.
extension SecItemOutcome: @unchecked Sendable {}
