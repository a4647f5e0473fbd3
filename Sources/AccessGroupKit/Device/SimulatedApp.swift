import Foundation

/// An app (or app extension, or App Clip) that can be installed on a ``SimulatedDevice``:
/// its name, its entitlements as written, and how it is signed.
///
/// The entitlements may use build variables (`$(AppIdentifierPrefix)`,
/// `$(PRODUCT_BUNDLE_IDENTIFIER)`, …). The device expands them with ``buildSettings`` and
/// ``identity`` each time it installs the app, so an app transferred to another team gets
/// its new prefix everywhere the variables are used.
public struct SimulatedApp: Hashable, Sendable {
  /// The app's fields, held by reference: a scenario's table of apps, and each device's
  /// record of what it installed, then hold one reference per app instead of a copy of every
  /// field.
  private var record: SharedFields<Fields>

  /// The app's name on the device, used by `SimulatedDevice.client(for:)` and in call logs.
  public var name: String {
    get { record.fields.name }
    set { record[\.name] = newValue }
  }

  /// The entitlements as written, variables allowed.
  public var entitlements: Entitlements {
    get { record.fields.entitlements }
    set { record[\.entitlements] = newValue }
  }

  /// The team, App ID prefix and bundle ID the app is signed with.
  public var identity: SigningIdentity {
    get { record.fields.identity }
    set { record[\.identity] = newValue }
  }

  /// The build settings that expand variables in ``entitlements``.
  public var buildSettings: BuildSettings {
    get { record.fields.buildSettings }
    set { record[\.buildSettings] = newValue }
  }

  /// The platform the app is built for, or `nil` for the device's platform. On a macOS
  /// device an app can be ``Platform/macCatalyst``.
  public var platform: Platform? {
    get { record.fields.platform }
    set { record[\.platform] = newValue }
  }

  /// Whether a Mac app's entitlements are validated (`CS_ENTITLEMENTS_VALIDATED`); when not,
  /// macOS honours only `keychain-access-groups` (§1.3 step 3). Ignored on iOS.
  public var entitlementsValidated: Bool {
    get { record.fields.entitlementsValidated }
    set { record[\.entitlementsValidated] = newValue }
  }

  /// Whether CryptoTokenKit's `UseTokens` feature is on (the token group is kept).
  public var cryptoTokenKitEnabled: Bool {
    get { record.fields.cryptoTokenKitEnabled }
    set { record[\.cryptoTokenKitEnabled] = newValue }
  }

  /// The stored fields, compared and hashed as the app's value.
  private struct Fields: Hashable, Sendable {
    var name: String
    var entitlements: Entitlements
    var identity: SigningIdentity
    var buildSettings: BuildSettings
    var platform: Platform?
    var entitlementsValidated: Bool
    var cryptoTokenKitEnabled: Bool
  }

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
    record = SharedFields(
      Fields(
        name: name, entitlements: entitlements, identity: identity,
        buildSettings: buildSettings, platform: platform,
        entitlementsValidated: entitlementsValidated,
        cryptoTokenKitEnabled: cryptoTokenKitEnabled))
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
