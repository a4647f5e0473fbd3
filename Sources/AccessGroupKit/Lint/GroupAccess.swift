/// How a target may use an access group it reaches.
public enum GroupAccess: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The target may add, find, update and delete items in the group.
  case readWrite = "read-write"

  /// The target may only find items in the group: `com.apple.token`, which
  /// `SecurityClientCopyWritableAccessGroups` removes from the list used by add, update and
  /// delete.
  case readOnly = "read-only"

  /// `read-write` or `read-only`.
  public var description: String { rawValue }
}
