import Foundation

/// One app's view of an ``ItemStore``: the four SecItem calls, answered with the app's
/// access groups.
///
/// The dictionary API takes dictionaries exactly as a Security caller builds them (keys are
/// Apple's raw strings, which is what `kSecAttrAccount as String` is) and returns a
/// ``SecItemOutcome``. The typed API (``add(_:accessGroup:)`` and friends) builds the same
/// typed request and runs it through the same engine.
public struct KeychainClient: Sendable {
  /// The store the client talks to.
  public let store: ItemStore

  /// Who the client is, in one shared immutable box: a call passes the client through
  /// several layers, and a box copies as one retain where the fields copied as a dozen.
  let identity: ClientIdentity

  /// The app's access groups.
  public var accessGroups: ResolvedAccessGroups { identity.accessGroups }

  /// The client's name in call logs and explanations.
  public var name: String { identity.name }

  /// The groups CopyMatching searches (`nil`: every group), see ``CallContext/readableGroups``.
  var readableGroups: [String]? { identity.readableGroups }

  /// The groups Add, Update and Delete may touch (`nil`: every group), see
  /// ``CallContext/writableGroups``.
  var writableGroups: [String]? { identity.writableGroups }

  /// Creates a client. Not public: users get one from ``ItemStore/client(for:name:)``, the
  /// one place that chooses a client's default name.
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - accessGroups: The app's resolved access groups.
  ///   - name: A name for logs and explanations.
  package init(store: ItemStore, accessGroups: ResolvedAccessGroups, name: String) {
    self.store = store
    self.identity = ClientIdentity(accessGroups: accessGroups, name: name, profile: store.profile)
  }

  /// Creates a client with an identity made for a store of the same profile, which many
  /// stores may share (a scenario's app on each of its devices).
  init(store: ItemStore, identity: ClientIdentity) {
    self.store = store
    self.identity =
      identity.storeProfile == store.profile
      ? identity
      : ClientIdentity(
        accessGroups: identity.accessGroups, name: identity.name, profile: store.profile)
  }

  /// Adds an item, like `SecItemAdd`.
  ///
  /// - Parameters:
  ///   - attributes: The item's class, attributes, value and optional `kSecReturn*` keys.
  ///   - wantsResult: Whether the caller passes a result pointer; when `false` the result is
  ///     dropped (the status is the same).
  /// - Returns: The status, the result Apple would return, and an explanation on failure.
  public func add(_ attributes: [String: Any], wantsResult: Bool = true) -> SecItemOutcome {
    let request = SecItemDictionary.request(from: attributes)
    return store.perform(.add(request, wantsResult: wantsResult), client: self).outcome()
  }

  /// Searches for items, like `SecItemCopyMatching`.
  ///
  /// - Parameters:
  ///   - query: The class, attributes to match, `kSecMatchLimit` and `kSecReturn*` keys.
  ///   - wantsResult: Whether the caller passes a result pointer.
  /// - Returns: The status, the result shaped as Apple shapes it, and an explanation on
  ///   failure.
  public func copyMatching(_ query: [String: Any], wantsResult: Bool = true) -> SecItemOutcome {
    let request = SecItemDictionary.request(from: query)
    return store.perform(.copyMatching(request, wantsResult: wantsResult), client: self).outcome()
  }

  /// Changes the items a query matches, like `SecItemUpdate`.
  ///
  /// - Parameters:
  ///   - query: Which items to change.
  ///   - attributesToUpdate: The new attribute values.
  /// - Returns: The status and an explanation on failure; `result` is always `nil`.
  public func update(_ query: [String: Any], attributesToUpdate: [String: Any]) -> SecItemOutcome {
    let changes = SecItemDictionary.request(from: attributesToUpdate)
    return store.perform(
      .update(SecItemDictionary.request(from: query), changes: changes), client: self
    ).outcome()
  }

  /// Deletes the items a query matches, like `SecItemDelete`.
  ///
  /// - Parameter query: Which items to delete.
  /// - Returns: The status and an explanation on failure; `result` is always `nil`.
  public func delete(_ query: [String: Any]) -> SecItemOutcome {
    store.perform(.delete(SecItemDictionary.request(from: query)), client: self).outcome()
  }
}
