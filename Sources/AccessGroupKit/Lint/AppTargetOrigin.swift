/// Where a target of an app family was read from: what a report shows beside its access
/// groups so that a reader can tell which file and build it describes.
package struct AppTargetOrigin: Hashable, Sendable {
  /// The product type, such as `com.apple.product-type.app-extension`, when known.
  package var productType: String?

  /// The path of the entitlements the target was read from, as given, when known.
  package var entitlementsPath: String?

  /// The build configuration, such as `Release`, when known.
  package var configuration: String?

  /// Creates an origin; every part is unknown unless given.
  ///
  /// - Parameters:
  ///   - productType: The product type.
  ///   - entitlementsPath: The entitlements' path.
  ///   - configuration: The build configuration.
  package init(
    productType: String? = nil, entitlementsPath: String? = nil, configuration: String? = nil
  ) {
    self.productType = productType
    self.entitlementsPath = entitlementsPath
    self.configuration = configuration
  }
}
