/// One of the four SecItem functions an app calls.
public enum SecItemCall: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `SecItemAdd`: stores a new item.
  case add = "SecItemAdd"

  /// `SecItemCopyMatching`: finds items and returns their data or attributes.
  case copyMatching = "SecItemCopyMatching"

  /// `SecItemUpdate`: changes every item matching a query.
  case update = "SecItemUpdate"

  /// `SecItemDelete`: deletes every item matching a query.
  case delete = "SecItemDelete"

  /// The function's name, such as `SecItemAdd`.
  public var description: String { rawValue }
}
