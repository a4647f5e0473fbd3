import Foundation

/// An item as the typed API returns it: its class, attributes, data and persistent
/// reference.
public struct StoredItem: Hashable, Sendable {
  /// The item's class.
  public var itemClass: ItemClass

  /// The attributes Security returns for the item (spec §7.1), `sha1` included.
  public var attributes: [KeychainAttribute: KeychainValue]

  /// The item's secret data, or `nil` when it has none.
  public var data: Data?

  /// The 20-byte persistent reference: the class name and the item's UUID.
  public var persistentReference: Data

  /// Creates an item value.
  ///
  /// - Parameters:
  ///   - itemClass: The class.
  ///   - attributes: The attributes.
  ///   - data: The data.
  ///   - persistentReference: The persistent reference.
  public init(
    itemClass: ItemClass, attributes: [KeychainAttribute: KeychainValue], data: Data?,
    persistentReference: Data
  ) {
    self.itemClass = itemClass
    self.attributes = attributes
    self.data = data
    self.persistentReference = persistentReference
  }

  /// The item's access group.
  public var accessGroup: String? { attributes[.accessGroup]?.stringValue }

  /// The account, as a string when it is stored as one or holds UTF-8 bytes.
  public var account: String? { Self.text(attributes[.account]) }

  /// The service, as a string when it is stored as one or holds UTF-8 bytes.
  public var service: String? { Self.text(attributes[.service]) }

  /// The server, as a string when it is stored as one or holds UTF-8 bytes.
  public var server: String? { Self.text(attributes[.server]) }

  /// The label, as a string when it is stored as one or holds UTF-8 bytes.
  public var label: String? { Self.text(attributes[.label]) }

  /// Whether the item syncs through iCloud Keychain.
  public var isSynchronizable: Bool { attributes[.synchronizable]?.integerValue == 1 }

  private static func text(_ value: KeychainValue?) -> String? {
    switch value {
    case .string(let value): value
    case .data(let value): String(data: value, encoding: .utf8)
    default: nil
    }
  }
}
