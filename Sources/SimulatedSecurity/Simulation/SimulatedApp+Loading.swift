import AccessGroupKit
import Foundation

extension SimulatedApp {
  /// Creates an app from entitlements as written in the project, expanding `$(…)`
  /// references as Xcode does when it signs, and adding the application identifier code
  /// signing adds when the file has none.
  ///
  /// - Parameters:
  ///   - rawEntitlements: The entitlements with build-setting references.
  ///   - identity: The team, App ID prefix and bundle ID.
  ///   - buildSettings: Other settings the entitlements reference.
  ///   - platform: The platform; iOS unless given.
  /// - Throws: ``SimulatedConfigurationError/buildSettings(_:)`` for a reference that can't
  ///   be expanded in an entitlement that decides access groups.
  public init(
    rawEntitlements: Entitlements, identity: SigningIdentity,
    buildSettings: BuildSettings = BuildSettings(), platform: Platform = .iOS
  ) throws(SimulatedConfigurationError) {
    let expander = EntitlementsExpander(
      settings: buildSettings, identity: identity, platform: platform)
    let expansion: EntitlementsExpansion
    do throws(BuildSettingsError) {
      expansion = try expander.expand(rawEntitlements)
    } catch {
      throw .buildSettings(error)
    }
    self.init(name: identity.bundleID, entitlements: expansion.entitlements, platform: platform)
  }

  /// Creates an app from an entitlements file: an `.entitlements` plist (XML or binary), a
  /// provisioning profile, or `codesign -d --entitlements` output.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - identity: The team, App ID prefix and bundle ID for `$(…)` references.
  ///   - buildSettings: Other settings the entitlements reference.
  ///   - platform: The platform; iOS unless given.
  /// - Throws: ``SimulatedConfigurationError/entitlements(_:)`` when the file can't be
  ///   loaded, ``SimulatedConfigurationError/buildSettings(_:)`` when a reference can't be
  ///   expanded.
  public init(
    entitlementsAt url: URL, identity: SigningIdentity,
    buildSettings: BuildSettings = BuildSettings(), platform: Platform = .iOS
  ) throws(SimulatedConfigurationError) {
    let raw: Entitlements
    do throws(EntitlementsLoadingError) {
      raw = try EntitlementsLoader.load(contentsOf: url).entitlements
    } catch {
      throw .entitlements(error)
    }
    try self.init(
      rawEntitlements: raw, identity: identity, buildSettings: buildSettings, platform: platform)
  }
}
