import Foundation

/// A generic password to add (`kSecClassGenericPassword`).
public struct GenericPassword: KeychainItemDescription, Hashable {
  /// The service (`kSecAttrService`).
  public var service: String
  /// The account (`kSecAttrAccount`).
  public var account: String
  /// The secret (`kSecValueData`).
  public var data: Data?
  /// The label (`kSecAttrLabel`).
  public var label: String?
  /// When the item is readable; `nil` keeps Apple's default (`ak`).
  public var accessible: KeychainAccessibility?
  /// Whether the item syncs through iCloud Keychain.
  public var synchronizable: Bool
  /// Further attributes; they win over the properties above.
  public var otherAttributes: [KeychainAttribute: KeychainValue]

  /// Creates a generic password.
  ///
  /// - Parameters:
  ///   - service: The service.
  ///   - account: The account.
  ///   - data: The secret.
  ///   - label: The label.
  ///   - accessible: The protection class, or `nil` for the default.
  ///   - synchronizable: Whether it syncs.
  ///   - otherAttributes: Further attributes.
  public init(
    service: String, account: String, data: Data? = nil, label: String? = nil,
    accessible: KeychainAccessibility? = nil, synchronizable: Bool = false,
    otherAttributes: [KeychainAttribute: KeychainValue] = [:]
  ) {
    self.service = service
    self.account = account
    self.data = data
    self.label = label
    self.accessible = accessible
    self.synchronizable = synchronizable
    self.otherAttributes = otherAttributes
  }

  /// ``ItemClass/genericPassword``.
  public var itemClass: ItemClass { .genericPassword }

  /// `svce`, `acct`, and the optional attributes that are set.
  public var attributes: [KeychainAttribute: KeychainValue] {
    var result: [KeychainAttribute: KeychainValue] = [
      .service: .string(service), .account: .string(account),
    ]
    if let label { result[.label] = .string(label) }
    if let accessible { result[.accessible] = .string(accessible.rawValue) }
    if synchronizable { result[.synchronizable] = .bool(true) }
    return result.merging(otherAttributes) { $1 }
  }
}
