/// One of the four SecItem calls.
///
/// The one name for a call everywhere in the package: the call log, status explanations and
/// scenario files. The case name (`rawValue`, `copyMatching`) is what the call log records;
/// ``functionName`` (`SecItemCopyMatching`) is how explanations and scenario files name it.
package enum KeychainCall: String, Hashable, Sendable, CaseIterable, Codable,
  CustomStringConvertible
{
  /// `SecItemAdd(attributes, &result)`: stores a new item.
  case add
  /// `SecItemCopyMatching(query, &result)`: finds items and returns their data or attributes.
  case copyMatching
  /// `SecItemUpdate(query, attributesToUpdate)`: changes every item matching a query.
  case update
  /// `SecItemDelete(query)`: deletes every item matching a query.
  case delete

  /// The Security function's name, for example `SecItemCopyMatching`.
  package var functionName: String {
    switch self {
    case .add: "SecItemAdd"
    case .copyMatching: "SecItemCopyMatching"
    case .update: "SecItemUpdate"
    case .delete: "SecItemDelete"
    }
  }

  /// The call a Security function name stands for.
  ///
  /// - Parameter functionName: `SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate` or
  ///   `SecItemDelete`.
  /// - Returns: The call, or `nil` for any other name.
  package init?(functionName: String) {
    guard let call = Self.allCases.first(where: { $0.functionName == functionName }) else {
      return nil
    }
    self = call
  }

  /// The name of the call's first dictionary in scenario files: `attributes` for
  /// `SecItemAdd`, `query` for the others.
  package var dictionaryName: String { self == .add ? "attributes" : "query" }

  /// Whether the call has a result pointer (`SecItemAdd`, `SecItemCopyMatching`).
  package var hasResult: Bool { self == .add || self == .copyMatching }

  /// The case name, for example `copyMatching`.
  package var description: String { rawValue }
}
