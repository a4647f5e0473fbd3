/// One SecItem call, typed: the verb, its request (or two for an update) and whether the
/// caller takes a result.
///
/// It is built once where a call enters — SimulatedSecurity's bridge, the dictionary and
/// typed APIs of ``KeychainClient``, a scenario step — and passed down unchanged to the
/// engine (`ItemStore.perform`), which switches on the verb once; the macOS file-based
/// keychain, a second engine, switches on it too.
package enum SecItemOperation: Sendable {
  /// `SecItemAdd`; `wantsResult` is whether the caller passed a result pointer.
  case add(SecItemRequest, wantsResult: Bool)
  /// `SecItemCopyMatching`; `wantsResult` is whether the caller passed a result pointer.
  case copyMatching(SecItemRequest, wantsResult: Bool)
  /// A typed CopyMatching (``KeychainClient/items(matching:)``), which asks for attributes,
  /// data and persistent references; it skips the dictionary when the query is plain.
  case findItems(KeychainQuery)
  /// `SecItemUpdate`: the query and the attributes to change.
  case update(SecItemRequest, changes: SecItemRequest)
  /// `SecItemDelete`.
  case delete(SecItemRequest)

  /// The call, as the call log and explanations name it.
  package var call: KeychainCall {
    switch self {
    case .add: .add
    case .copyMatching, .findItems: .copyMatching
    case .update: .update
    case .delete: .delete
    }
  }

  /// Whether the caller takes the result; Update and Delete have none.
  package var wantsResult: Bool {
    switch self {
    case .add(_, let wantsResult), .copyMatching(_, let wantsResult): wantsResult
    case .findItems: true
    case .update, .delete: false
    }
  }

  /// The call's dictionary (an update's query); `nil` for a typed search, which has none.
  package var request: SecItemRequest? {
    switch self {
    case .add(let request, _), .copyMatching(let request, _), .update(let request, _),
      .delete(let request):
      request
    case .findItems: nil
    }
  }
}
