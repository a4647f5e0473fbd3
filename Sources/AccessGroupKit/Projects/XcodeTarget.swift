/// A native target of an Xcode project: what it builds and what it embeds.
public struct XcodeTarget: Hashable, Sendable {
  /// The target's name, unique within the project.
  public var name: String

  /// The kind of product it builds.
  public var productType: XcodeProductType

  /// The `productName` written in the project file, if any. The build setting
  /// `PRODUCT_NAME` is what names the product; this is Xcode's record of it.
  public var productName: String?

  /// The target's build configurations, in the project file's order.
  package var configurations: [XcodeBuildConfiguration] {
    didSet { configurationPositions = XcodeBuildConfiguration.positions(byName: configurations) }
  }

  /// Where each name first appears in ``configurations``.
  private var configurationPositions: [String: Int]

  /// The configuration used when a build names none, if the project file says.
  public var defaultConfigurationName: String?

  /// The names of the targets whose products a copy-files phase puts inside this
  /// target's product: extensions (`PlugIns`, `Extensions`), App Clips (`AppClips`), watch
  /// apps (`Watch`), XPC services and login items. Frameworks and other products that are
  /// not apps or extensions are left out.
  public var embeddedTargetNames: [String]

  /// The names of the targets this target depends on (`PBXTargetDependency`).
  public var dependencyNames: [String]

  /// Creates a target.
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - productType: The kind of product.
  ///   - productName: The `productName` as written.
  ///   - configurations: The build configurations.
  ///   - positions: Where each name first appears in `configurations`, when a list shared
  ///     by many targets has them already; `nil` to find them.
  ///   - defaultConfigurationName: The default configuration, if known.
  ///   - embeddedTargetNames: Targets whose products it embeds.
  ///   - dependencyNames: Targets it depends on.
  package init(
    name: String, productType: XcodeProductType, productName: String?,
    configurations: [XcodeBuildConfiguration], positions: [String: Int]? = nil,
    defaultConfigurationName: String? = nil, embeddedTargetNames: [String] = [],
    dependencyNames: [String] = []
  ) {
    self.name = name
    self.productType = productType
    self.productName = productName
    self.configurations = configurations
    self.configurationPositions =
      positions ?? XcodeBuildConfiguration.positions(byName: configurations)
    self.defaultConfigurationName = defaultConfigurationName
    self.embeddedTargetNames = embeddedTargetNames
    self.dependencyNames = dependencyNames
  }

  /// The configuration with a name, if the target has one.
  ///
  /// - Parameter name: Such as `Release`.
  /// - Returns: The configuration, or `nil`.
  package func configuration(named name: String) -> XcodeBuildConfiguration? {
    XcodeBuildConfiguration.named(name, in: configurations, positions: configurationPositions)
  }
}
