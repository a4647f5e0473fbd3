import Foundation

/// A new item for the typed API: its class, attributes and data.
///
/// ``GenericPassword`` and ``InternetPassword`` conform; conform your own types to add
/// keys and certificates.
public protocol KeychainItemDescription: Sendable {
  /// The item's class.
  var itemClass: ItemClass { get }

  /// The attributes to store (without `class` and `v_Data`).
  var attributes: [KeychainAttribute: KeychainValue] { get }

  /// The secret data, if any.
  var data: Data? { get }
}

/// Whether a query matches synchronizable items (`kSecAttrSynchronizable`, §4.1).
public enum SynchronizableMatch: String, Hashable, Sendable, CaseIterable {
  /// Only items that do not sync: the default of every query.
  case no
  /// Only items that sync.
  case yes
  /// Both (`kSecAttrSynchronizableAny`).
  case any
}

/// How many items a query returns (`kSecMatchLimit`, §2.7).
public enum KeychainMatchLimit: Hashable, Sendable {
  /// One item (`kSecMatchLimitOne`).
  case one
  /// Every item (`kSecMatchLimitAll`).
  case all
  /// At most `n` items. As securityd reads a number limit, -1 means every item and another
  /// negative number the first matching item only (in an array).
  case count(Int)
}
