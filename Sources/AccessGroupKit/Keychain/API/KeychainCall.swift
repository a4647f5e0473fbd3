/// One of the four SecItem calls.
public enum KeychainCall: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible
{
  /// `SecItemAdd`.
  case add
  /// `SecItemCopyMatching`.
  case copyMatching
  /// `SecItemUpdate`.
  case update
  /// `SecItemDelete`.
  case delete

  /// The Security function's name, for example `SecItemCopyMatching`.
  public var functionName: String {
    switch self {
    case .add: "SecItemAdd"
    case .copyMatching: "SecItemCopyMatching"
    case .update: "SecItemUpdate"
    case .delete: "SecItemDelete"
    }
  }

  /// The case name, for example `copyMatching`.
  public var description: String { rawValue }
}
