import Foundation

/// A signed target of an Xcode project (one with `CODE_SIGN_ENTITLEMENTS`), ready for
/// ``AppFamily`` and ``FamilyLinter``, with what the project says about it.
public struct XcodeSignedTarget: Hashable, Sendable {
  /// The target with its expanded entitlements, platform and identity; its name is the
  /// Xcode target's name (for a Mac Catalyst build too).
  public var target: AppTarget

  /// The bundle ID (`PRODUCT_BUNDLE_IDENTIFIER`, expanded); empty when it is undefined.
  public var bundleID: String

  /// The team (`DEVELOPMENT_TEAM`, expanded); empty when it is undefined.
  public var teamID: String

  /// The kind of product.
  public var productType: XcodeProductType

  /// The entitlements file (`CODE_SIGN_ENTITLEMENTS`, expanded and resolved against
  /// `SRCROOT`).
  public var entitlementsFile: URL

  /// The configuration evaluated, such as `Release`.
  public var configuration: String

  /// The variant evaluated: the device build, or Mac Catalyst.
  public var variant: XcodeBuildVariant

  /// The targets this one ships inside it: those its copy-files phases embed, and the
  /// extensions, App Clips and watch apps it depends on (some projects embed those with a
  /// script instead of a copy-files phase).
  public var embeddedTargetNames: [String]

  /// What could not be read or expanded for this target. Messages about a setting or the
  /// entitlements start with the target's name; those about a configuration file name the
  /// file (several targets may share it).
  public var findings: [Finding]

  /// Creates a signed target.
  ///
  /// - Parameters:
  ///   - target: The target for linting.
  ///   - bundleID: The expanded bundle ID.
  ///   - teamID: The expanded team ID.
  ///   - productType: The kind of product.
  ///   - entitlementsFile: The entitlements file.
  ///   - configuration: The configuration.
  ///   - variant: The variant.
  ///   - embeddedTargetNames: The targets it embeds.
  ///   - findings: What could not be read or expanded.
  package init(
    target: AppTarget, bundleID: String, teamID: String, productType: XcodeProductType,
    entitlementsFile: URL, configuration: String, variant: XcodeBuildVariant,
    embeddedTargetNames: [String], findings: [Finding]
  ) {
    self.target = target
    self.bundleID = bundleID
    self.teamID = teamID
    self.productType = productType
    self.entitlementsFile = entitlementsFile
    self.configuration = configuration
    self.variant = variant
    self.embeddedTargetNames = embeddedTargetNames
    self.findings = findings
  }

  /// The target's name.
  public var name: String { target.name }

  /// The ordered access groups the target gets.
  public var accessGroups: [String] { target.resolvedAccessGroups.groups }
}
