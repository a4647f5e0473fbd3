/// One entry of `ItemStore.callLog`: who called what, and the status returned.
package struct KeychainCallRecord: Hashable, Sendable, CustomStringConvertible {
  /// The calling client's name (``KeychainClient/name``).
  package var client: String

  /// The call.
  package var call: KeychainCall

  /// The status returned.
  package var status: KeychainStatus

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - client: The client's name.
  ///   - call: The call.
  ///   - status: The status returned.
  package init(client: String, call: KeychainCall, status: KeychainStatus) {
    self.client = client
    self.call = call
    self.status = status
  }

  /// `App One: SecItemAdd → errSecSuccess (0)`.
  package var description: String { "\(client): \(call.functionName) → \(status)" }
}
