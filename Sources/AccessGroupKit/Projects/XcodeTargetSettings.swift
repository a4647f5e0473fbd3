/// A target's build settings for one configuration, evaluated as Xcode layers them, with
/// the platform they were evaluated for and what could not be read.
package struct XcodeTargetSettings: Hashable, Sendable {
  /// The target's name.
  package var targetName: String

  /// The configuration, such as `Release`.
  package var configuration: String

  /// Every setting that applies, values as written after `$(inherited)` was resolved
  /// across levels and conditions were applied; built-ins (`TARGET_NAME`, `SRCROOT`, …)
  /// included. Expand a value with ``BuildSettings/expand(_:)``.
  package var settings: BuildSettings

  /// The SDK the settings were evaluated for, such as `iphoneos` or `macosx`.
  package var sdk: String

  /// The platform the target is built for in this variant.
  package var platform: Platform

  /// Files that could not be read or were found only by ignoring letter case.
  package var findings: [Finding]

  /// Creates evaluated settings.
  ///
  /// - Parameters:
  ///   - targetName: The target.
  ///   - configuration: The configuration.
  ///   - settings: The settings.
  ///   - sdk: The SDK.
  ///   - platform: The platform.
  ///   - findings: What could not be read.
  package init(
    targetName: String, configuration: String, settings: BuildSettings, sdk: String,
    platform: Platform, findings: [Finding]
  ) {
    self.targetName = targetName
    self.configuration = configuration
    self.settings = settings
    self.sdk = sdk
    self.platform = platform
    self.findings = findings
  }
}
