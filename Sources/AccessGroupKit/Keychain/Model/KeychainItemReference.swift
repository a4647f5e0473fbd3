import Foundation

/// The simulation's stand-in for a `SecKeyRef`, `SecCertificateRef` or `SecIdentityRef`
/// (`kSecReturnRef`, `kSecValueRef`).
///
/// An opaque value holding the item's class, attributes and data, as a real key or
/// certificate object carries them. Adding with `kSecValueRef` adds those attributes (the
/// caller's explicit keys win); a query with it matches the item's primary key. Password
/// classes have no references on iOS: `kSecReturnRef` gives `nil` for them.
public struct KeychainItemReference: Hashable, Sendable {
  /// The item's class.
  public let itemClass: ItemClass

  /// The item's attributes.
  public let attributes: [KeychainAttribute: KeychainValue]

  /// The item's data (certificate DER, key bytes).
  public let data: Data?

  /// Creates a reference to a key or certificate that need not be in any keychain.
  ///
  /// - Parameters:
  ///   - itemClass: ``ItemClass/certificate`` or ``ItemClass/key``.
  ///   - attributes: Its attributes.
  ///   - data: Its data.
  package init(
    itemClass: ItemClass, attributes: [KeychainAttribute: KeychainValue], data: Data? = nil
  ) {
    self.itemClass = itemClass
    self.attributes = attributes
    self.data = data
  }
}
