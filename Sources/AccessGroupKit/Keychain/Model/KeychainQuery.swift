/// A typed search: which items a typed call reads, changes or deletes.
public struct KeychainQuery: Hashable, Sendable {
  /// The class searched.
  public var itemClass: ItemClass
  /// The attributes items must have.
  public var attributes: [KeychainAttribute: KeychainValue]
  /// The group to search, or `nil` for all the app's groups.
  public var accessGroup: String?
  /// Which synchronizable states match.
  public var synchronizable: SynchronizableMatch
  /// How many items ``KeychainClient/items(matching:)`` returns.
  public var limit: KeychainMatchLimit

  /// Creates a query.
  ///
  /// - Parameters:
  ///   - itemClass: The class.
  ///   - attributes: Attributes that must match.
  ///   - accessGroup: The group, or `nil` for all the app's groups.
  ///   - synchronizable: Which sync states match.
  ///   - limit: How many items to return.
  public init(
    itemClass: ItemClass, attributes: [KeychainAttribute: KeychainValue] = [:],
    accessGroup: String? = nil, synchronizable: SynchronizableMatch = .no,
    limit: KeychainMatchLimit = .all
  ) {
    self.itemClass = itemClass
    self.attributes = attributes
    self.accessGroup = accessGroup
    self.synchronizable = synchronizable
    self.limit = limit
  }

  /// A generic-password query.
  ///
  /// - Parameters:
  ///   - service: The service, or `nil` for any.
  ///   - account: The account, or `nil` for any.
  ///   - accessGroup: The group, or `nil` for all the app's groups.
  ///   - synchronizable: Which sync states match.
  ///   - limit: How many items to return.
  /// - Returns: The query.
  public static func genericPassword(
    service: String? = nil, account: String? = nil, accessGroup: String? = nil,
    synchronizable: SynchronizableMatch = .no, limit: KeychainMatchLimit = .all
  ) -> Self {
    var attributes: [KeychainAttribute: KeychainValue] = [:]
    if let service { attributes[.service] = .string(service) }
    if let account { attributes[.account] = .string(account) }
    return Self(
      itemClass: .genericPassword, attributes: attributes, accessGroup: accessGroup,
      synchronizable: synchronizable, limit: limit)
  }

  /// An internet-password query.
  ///
  /// - Parameters:
  ///   - server: The server, or `nil` for any.
  ///   - account: The account, or `nil` for any.
  ///   - accessGroup: The group, or `nil` for all the app's groups.
  ///   - synchronizable: Which sync states match.
  ///   - limit: How many items to return.
  /// - Returns: The query.
  public static func internetPassword(
    server: String? = nil, account: String? = nil, accessGroup: String? = nil,
    synchronizable: SynchronizableMatch = .no, limit: KeychainMatchLimit = .all
  ) -> Self {
    var attributes: [KeychainAttribute: KeychainValue] = [:]
    if let server { attributes[.server] = .string(server) }
    if let account { attributes[.account] = .string(account) }
    return Self(
      itemClass: .internetPassword, attributes: attributes, accessGroup: accessGroup,
      synchronizable: synchronizable, limit: limit)
  }
}
