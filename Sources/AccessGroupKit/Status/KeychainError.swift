import Foundation

/// A failed keychain call: the status Security would return and why it was returned.
///
/// The typed API (``KeychainClient/add(_:accessGroup:)`` and friends) throws this error, so
/// the explanation travels with the failure instead of waiting in a shared "last
/// explanation" slot that another client or thread could overwrite. A failed `try` in a
/// test prints the whole explanation: the rule that decided the status, the inputs it
/// compared, and a fix.
///
/// Match the status as you would match a ``KeychainStatus``:
///
/// ```swift
/// do {
///   try client.add(GenericPassword(service: "api", account: "alice", data: secret))
/// } catch KeychainStatus.duplicateItem {
///   // update instead
/// }
///
/// #expect(throws: KeychainError(.itemNotFound)) { try client.items(matching: query) }
/// ```
///
/// Two errors are equal when their statuses are: the explanation describes a failure but
/// does not identify it, so an expected error written as `KeychainError(.itemNotFound)`
/// matches whatever the explanation says.
public struct KeychainError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The status Security would return.
  public var status: KeychainStatus

  /// Why the call failed, when the engine could say.
  public var explanation: KeychainExplanation?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - status: The status Security would return.
  ///   - explanation: Why the call failed.
  public init(_ status: KeychainStatus, explanation: KeychainExplanation? = nil) {
    self.status = status
    self.explanation = explanation
  }

  /// The explanation when there is one (its first line names the status), else the status.
  public var description: String {
    explanation?.description ?? status.description
  }

  /// Whether two errors have the same status.
  ///
  /// - Parameters:
  ///   - lhs: An error.
  ///   - rhs: Another error.
  /// - Returns: Whether their statuses are equal; explanations are not compared.
  public static func == (lhs: KeychainError, rhs: KeychainError) -> Bool {
    lhs.status == rhs.status
  }

  /// Hashes the status, the part of the error that equality compares.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(status)
  }
}

extension KeychainError: LocalizedError {
  /// The explanation, so `localizedDescription` says why on every platform.
  public var errorDescription: String? { description }
}
