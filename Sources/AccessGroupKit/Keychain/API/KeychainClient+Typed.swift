import Foundation

extension KeychainClient {
  /// Adds an item through the typed API.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - accessGroup: The group, or `nil` for the app's default group.
  /// - Returns: The stored item as Security would return its attributes.
  /// - Throws: ``KeychainError``: the status Security would return and why.
  @discardableResult
  public func add(
    _ item: some KeychainItemDescription, accessGroup: String? = nil
  )
    throws(KeychainError) -> StoredItem
  {
    var request = SecItemRequest(attributes: item.attributes, room: 6)
    request[.itemClass] = .string(item.itemClass.rawValue)
    if let data = item.data { request[.valueData] = .data(data) }
    if let accessGroup { request[.accessGroup] = .string(accessGroup) }
    request[.returnAttributes] = .bool(true)
    request[.returnData] = .bool(true)
    request[.returnPersistentReference] = .bool(true)
    let outcome = store.perform(.add(request, wantsResult: true), client: self)
    guard outcome.status.isSuccess else { throw outcome.error }
    return outcome.items.first
      ?? StoredItem(
        itemClass: item.itemClass, attributes: [:], data: nil, persistentReference: Data())
  }

  /// Finds items through the typed API.
  ///
  /// - Parameter query: What to find.
  /// - Returns: The items, with attributes, data and persistent references.
  /// - Throws: ``KeychainError``: the status Security would return
  ///   (``KeychainStatus/itemNotFound`` when nothing matches) and why.
  public func items(matching query: KeychainQuery) throws(KeychainError) -> [StoredItem] {
    let outcome = store.perform(.findItems(query), client: self)
    guard outcome.status.isSuccess else { throw outcome.error }
    return outcome.items
  }

  /// Changes the items a query matches through the typed API.
  ///
  /// - Parameters:
  ///   - query: Which items to change (its limit is ignored).
  ///   - attributes: New attribute values.
  ///   - data: New secret data, or `nil` to keep it.
  /// - Throws: ``KeychainError``: the status Security would return and why.
  public func update(
    _ query: KeychainQuery, set attributes: [KeychainAttribute: KeychainValue],
    data: Data? = nil
  ) throws(KeychainError) {
    var changes = SecItemRequest(attributes: attributes, room: 1)
    if let data { changes[.valueData] = .data(data) }
    let outcome = store.perform(.update(query.request, changes: changes), client: self)
    guard outcome.status.isSuccess else { throw outcome.error }
  }

  /// Deletes the items a query matches through the typed API.
  ///
  /// - Parameter query: Which items to delete (its limit is ignored).
  /// - Throws: ``KeychainError``: the status Security would return and why.
  public func delete(_ query: KeychainQuery) throws(KeychainError) {
    let outcome = store.perform(.delete(query.request), client: self)
    guard outcome.status.isSuccess else { throw outcome.error }
  }

}

extension KeychainQuery {
  /// What ``KeychainClient/items(matching:)`` asks for.
  static let typedReturnTypes: ReturnTypes = [.attributes, .data, .persistentReference]

  /// The CopyMatching dictionary of ``KeychainClient/items(matching:)``: the query with the
  /// limit and the return keys of ``typedReturnTypes``.
  var searchRequest: SecItemRequest {
    var request = self.request
    request[.returnAttributes] = .bool(true)
    request[.returnData] = .bool(true)
    request[.returnPersistentReference] = .bool(true)
    switch limit {
    case .one: request[.matchLimit] = .string("m_LimitOne")
    case .all: request[.matchLimit] = .string("m_LimitAll")
    case .count(let count): request[.matchLimit] = .integer(Int64(count))
    }
    return request
  }

  /// The request the engine receives (no limit and no return keys).
  var request: SecItemRequest {
    // Room for the keys added here and the limit and return keys of `items(matching:)`.
    var request = SecItemRequest(attributes: attributes, room: 7)
    request[.itemClass] = .string(itemClass.rawValue)
    if let accessGroup { request[.accessGroup] = .string(accessGroup) }
    switch synchronizable {
    case .no: break
    case .yes: request[.synchronizable] = .bool(true)
    case .any: request[.synchronizable] = .string("syna")
    }
    return request
  }
}

extension SecItemRequest {
  /// A request of typed `attributes`, with room for `room` more keys. The attributes' keys
  /// are unique (a dictionary's), so they are added without looking for them first.
  init(attributes: [KeychainAttribute: KeychainValue], room: Int) {
    var entries = SecItemEntries()
    entries.reserveCapacity(attributes.count + room)
    for (attribute, value) in attributes {
      entries.append(uniqueKey: attribute.rawValue, InputValue(value))
    }
    self.init(entries: entries)
  }
}

extension InputValue {
  /// A typed value as request input.
  init(_ value: KeychainValue) {
    switch value {
    case .string(let value): self = .string(value)
    case .data(let value): self = .data(value)
    case .integer(let value): self = .integer(value)
    case .real(let value): self = .real(value)
    case .bool(let value): self = .bool(value)
    case .date(let value): self = .date(value)
    }
  }
}
