import Foundation

/// An app (or app extension, or App Clip) that can be installed on a ``SimulatedDevice``:
/// its name, its entitlements as written, and how it is signed.
///
/// The entitlements may use build variables (`$(AppIdentifierPrefix)`,
/// `$(PRODUCT_BUNDLE_IDENTIFIER)`, …). The device expands them with ``buildSettings`` and
/// ``identity`` each time it installs the app, so an app transferred to another team gets
/// its new prefix everywhere the variables are used.
public struct SimulatedApp: Hashable, Sendable {
  /// The app's name on the device, used by `SimulatedDevice.client(for:)` and in call logs.
  public var name: String

  /// The entitlements as written, variables allowed.
  public var entitlements: Entitlements

  /// The team, App ID prefix and bundle ID the app is signed with.
  public var identity: SigningIdentity

  /// The build settings that expand variables in ``entitlements``.
  public var buildSettings: BuildSettings

  /// The platform the app is built for, or `nil` for the device's platform. On a macOS
  /// device an app can be ``Platform/macCatalyst``.
  public var platform: Platform?

  /// Whether a Mac app's entitlements are validated (`CS_ENTITLEMENTS_VALIDATED`); when not,
  /// macOS honours only `keychain-access-groups` (§1.3 step 3). Ignored on iOS.
  public var entitlementsValidated: Bool

  /// Whether CryptoTokenKit's `UseTokens` feature is on (the token group is kept).
  public var cryptoTokenKitEnabled: Bool

  /// Creates an app.
  ///
  /// - Parameters:
  ///   - name: The app's name on the device.
  ///   - entitlements: The entitlements as written, variables allowed.
  ///   - identity: How the app is signed.
  ///   - buildSettings: Settings that expand variables in the entitlements.
  ///   - platform: The app's platform, or `nil` for the device's.
  ///   - entitlementsValidated: Whether a Mac app's entitlements are validated.
  ///   - cryptoTokenKitEnabled: Whether the token group is kept.
  public init(
    name: String,
    entitlements: Entitlements,
    identity: SigningIdentity = SigningIdentity(),
    buildSettings: BuildSettings = BuildSettings(),
    platform: Platform? = nil,
    entitlementsValidated: Bool = true,
    cryptoTokenKitEnabled: Bool = true
  ) {
    self.name = name
    self.entitlements = entitlements
    self.identity = identity
    self.buildSettings = buildSettings
    self.platform = platform
    self.entitlementsValidated = entitlementsValidated
    self.cryptoTokenKitEnabled = cryptoTokenKitEnabled
  }

  /// Creates an app whose entitlements come from a file: an `.entitlements` plist (XML or
  /// binary), a provisioning profile, or signed-binary entitlements output, read with
  /// ``EntitlementsLoader``.
  ///
  /// - Parameters:
  ///   - name: The app's name on the device.
  ///   - entitlementsFile: The file.
  ///   - identity: How the app is signed.
  ///   - buildSettings: Settings that expand variables in the entitlements.
  ///   - platform: The app's platform, or `nil` for the device's.
  /// - Throws: ``SimulatedDeviceError/unloadableEntitlements(app:error:)`` naming the file.
  public init(
    name: String,
    entitlementsFile: URL,
    identity: SigningIdentity = SigningIdentity(),
    buildSettings: BuildSettings = BuildSettings(),
    platform: Platform? = nil
  ) throws(SimulatedDeviceError) {
    let document: EntitlementsDocument
    do {
      document = try EntitlementsLoader.load(contentsOf: entitlementsFile)
    } catch {
      throw .unloadableEntitlements(app: name, error: error)
    }
    self.init(
      name: name, entitlements: document.entitlements, identity: identity,
      buildSettings: buildSettings, platform: platform)
  }
}
