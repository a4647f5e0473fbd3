/// One entry of ``ItemStore/callLog``: who called what, and the status returned.
public struct KeychainCallRecord: Hashable, Sendable, CustomStringConvertible {
  /// The calling client's name (``KeychainClient/name``).
  public var client: String

  /// The call.
  public var call: KeychainCall

  /// The status returned.
  public var status: KeychainStatus

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - client: The client's name.
  ///   - call: The call.
  ///   - status: The status returned.
  public init(client: String, call: KeychainCall, status: KeychainStatus) {
    self.client = client
    self.call = call
    self.status = status
  }

  /// `App One: SecItemAdd → errSecSuccess (0)`.
  public var description: String { "\(client): \(call.functionName) → \(status)" }
}
