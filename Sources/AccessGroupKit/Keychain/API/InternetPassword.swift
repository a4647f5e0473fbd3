import Foundation

/// An internet password to add (`kSecClassInternetPassword`).
public struct InternetPassword: KeychainItemDescription, Hashable {
  /// The server (`kSecAttrServer`).
  public var server: String
  /// The account (`kSecAttrAccount`).
  public var account: String
  /// The protocol (`kSecAttrProtocol`), for example `htps`.
  public var `protocol`: String?
  /// The port (`kSecAttrPort`).
  public var port: Int?
  /// The path (`kSecAttrPath`).
  public var path: String?
  /// The secret (`kSecValueData`).
  public var data: Data?
  /// When the item is readable; `nil` keeps Apple's default (`ak`).
  public var accessible: KeychainAccessibility?
  /// Whether the item syncs through iCloud Keychain.
  public var synchronizable: Bool
  /// Further attributes; they win over the properties above.
  public var otherAttributes: [KeychainAttribute: KeychainValue]

  /// Creates an internet password.
  ///
  /// - Parameters:
  ///   - server: The server.
  ///   - account: The account.
  ///   - protocol: The protocol code, for example `htps`.
  ///   - port: The port.
  ///   - path: The path.
  ///   - data: The secret.
  ///   - accessible: The protection class, or `nil` for the default.
  ///   - synchronizable: Whether it syncs.
  ///   - otherAttributes: Further attributes.
  public init(
    server: String, account: String, protocol: String? = nil, port: Int? = nil,
    path: String? = nil, data: Data? = nil, accessible: KeychainAccessibility? = nil,
    synchronizable: Bool = false, otherAttributes: [KeychainAttribute: KeychainValue] = [:]
  ) {
    self.server = server
    self.account = account
    self.protocol = `protocol`
    self.port = port
    self.path = path
    self.data = data
    self.accessible = accessible
    self.synchronizable = synchronizable
    self.otherAttributes = otherAttributes
  }

  /// ``ItemClass/internetPassword``.
  public var itemClass: ItemClass { .internetPassword }

  /// `srvr`, `acct`, and the optional attributes that are set.
  public var attributes: [KeychainAttribute: KeychainValue] {
    var result: [KeychainAttribute: KeychainValue] = [
      .server: .string(server), .account: .string(account),
    ]
    if let `protocol` { result[.protocol] = .string(`protocol`) }
    if let port { result[.port] = .integer(Int64(port)) }
    if let path { result[.path] = .string(path) }
    if let accessible { result[.accessible] = .string(accessible.rawValue) }
    if synchronizable { result[.synchronizable] = .bool(true) }
    return result.merging(otherAttributes) { $1 }
  }
}
