import Foundation

extension SimulatedDevice {
  /// Installs an app, or updates it when an app with the same name is installed.
  ///
  /// The entitlements are expanded with the app's build settings and signing identity (an
  /// `application-identifier` is synthesized when missing, as code signing does) and
  /// resolved for the app's platform with this device's profile. Installing a full app
  /// replaces an installed App Clip that names it as its parent (the clip's items move to
  /// the full app).
  ///
  /// - Parameter app: The app.
  /// - Returns: The app's access groups on this device.
  /// - Throws: ``SimulatedDeviceError`` when the app's platform does not run here or a
  ///   variable cannot be expanded.
  @discardableResult
  public func install(_ app: SimulatedApp) throws(SimulatedDeviceError) -> ResolvedAccessGroups {
    try install(app, prepared: nil)
  }

  /// Installs an app with its preparation for this device's profile when the caller has one
  /// (a scenario prepares each app once for all its devices); `nil` prepares it here.
  @discardableResult
  func install(
    _ app: SimulatedApp, prepared: PreparedApp?
  ) throws(SimulatedDeviceError) -> ResolvedAccessGroups {
    let installed = try prepare(app, prepared: prepared)
    let clips: [DeviceApp] = state.withLock { state in
      state.apps[app.name] = installed
      if installed.groups.isAppClip {
        state.appClipNames.insert(app.name)
      } else {
        state.appClipNames.remove(app.name)
      }
      guard !installed.groups.isAppClip, let parent = installed.groups.applicationIdentifier
      else { return [] }
      var replaced: [DeviceApp] = []
      for name in state.appClipNames.sorted() {
        guard var clip = state.apps[name], clip.isInstalled, clip.groups.isAppClip,
          clip.parentApplicationIdentifiers?.contains(parent) == true
        else { continue }
        clip.isInstalled = false
        state.apps[name] = clip
        replaced.append(clip)
      }
      return replaced
    }
    if let parent = installed.groups.applicationIdentifier {
      for clip in clips {
        if let clipIdentifier = clip.groups.applicationIdentifier {
          store.promoteAppClipItems(from: clipIdentifier, to: parent)
        }
      }
    }
    return installed.groups
  }

  /// Installs again an app the device knows (typically after ``uninstall(_:)``), with the
  /// definition it had last; its items are still there, so it sees them again.
  ///
  /// - Parameter name: The app's name.
  /// - Returns: The app's access groups.
  /// - Throws: ``SimulatedDeviceError/unknownApp(app:device:)`` for an app never installed.
  @discardableResult
  public func reinstall(_ name: String) throws(SimulatedDeviceError) -> ResolvedAccessGroups {
    let known = state.withLock { $0.apps[name] }
    guard let known else { throw .unknownApp(app: name, device: self.name) }
    return try install(known.app)
  }

  /// Removes an app. Its keychain items stay, as on a real device (except an App Clip's own
  /// items, which securityd deletes with the clip).
  ///
  /// - Parameter name: The app's name.
  /// - Throws: ``SimulatedDeviceError`` when the app is unknown or not installed.
  public func uninstall(_ name: String) throws(SimulatedDeviceError) {
    let removed: Result<DeviceApp, SimulatedDeviceError> = state.withLock { state in
      guard var app = state.apps[name] else {
        return .failure(.unknownApp(app: name, device: self.name))
      }
      guard app.isInstalled else { return .failure(.appNotInstalled(app: name, device: self.name)) }
      app.isInstalled = false
      state.apps[name] = app
      return .success(app)
    }
    let app = try removed.get()
    if app.groups.isAppClip, let identifier = app.groups.applicationIdentifier {
      store.deleteAppClipItems(applicationIdentifier: identifier)
    }
  }

  /// Re-signs an installed app for another team, as when an app is transferred between
  /// developer accounts: the App ID prefix changes.
  ///
  /// The entitlements are expanded again with the new identity, and keychain-related
  /// entitlements (`keychain-access-groups`, the application identifiers and associated
  /// application identifiers) that spell the old prefix literally get the new one, as the new
  /// team's provisioning profile requires. Application groups are kept as they are (the
  /// simulation assumes they were transferred with the app). Items stay where they are, so
  /// those in groups under the old prefix become unreachable for the app.
  ///
  /// - Parameters:
  ///   - name: The app's name.
  ///   - teamID: The new team identifier.
  ///   - appIDPrefix: The new App ID prefix when it is not the team ID.
  /// - Returns: The app's new access groups.
  /// - Throws: ``SimulatedDeviceError`` when the app is unknown or not installed, or its
  ///   entitlements no longer expand.
  @discardableResult
  public func transfer(
    _ name: String, toTeam teamID: String, appIDPrefix: String? = nil
  ) throws(SimulatedDeviceError) -> ResolvedAccessGroups {
    let known = state.withLock { $0.apps[name] }
    guard let known else { throw .unknownApp(app: name, device: self.name) }
    guard known.isInstalled else { throw .appNotInstalled(app: name, device: self.name) }
    var app = known.app
    let oldPrefix =
      app.identity.appIDPrefix
      ?? known.groups.applicationIdentifier.flatMap {
        $0.split(separator: ".", maxSplits: 1).first.map(String.init)
      }
    app.identity = SigningIdentity(
      teamID: teamID, appIDPrefix: appIDPrefix, bundleID: app.identity.bundleID)
    if let oldPrefix, let newPrefix = app.identity.appIDPrefix {
      app.entitlements = Self.replacingPrefix(oldPrefix, with: newPrefix, in: app.entitlements)
    }
    return try install(app)
  }

  /// Whether the app is installed.
  ///
  /// - Parameter name: The app's name.
  /// - Returns: `true` when the app is installed now.
  public func isInstalled(_ name: String) -> Bool {
    state.withLock { $0.apps[name]?.isInstalled ?? false }
  }

  /// The names of the installed apps, sorted.
  public var installedApps: [String] {
    state.withLock { state in state.apps.filter(\.value.isInstalled).keys.sorted() }
  }

  /// The access groups of a known app (installed or not) as resolved on this device.
  ///
  /// - Parameter name: The app's name.
  /// - Returns: The resolved groups.
  /// - Throws: ``SimulatedDeviceError/unknownApp(app:device:)``.
  public func accessGroups(for name: String) throws(SimulatedDeviceError) -> ResolvedAccessGroups {
    try knownApp(name).groups
  }

  /// The entitlement naming an App Clip's full apps.
  static let parentApplicationIdentifiers = EntitlementKey(
    rawValue: "com.apple.developer.parent-application-identifiers")

  /// The entitlements whose literal App ID prefix a transfer rewrites.
  static let prefixedEntitlements: [EntitlementKey] = [
    .keychainAccessGroups, .applicationIdentifier, .appleApplicationIdentifier,
    .associatedApplicationIdentifier,
  ]

  static func replacingPrefix(
    _ old: String, with new: String, in entitlements: Entitlements
  ) -> Entitlements {
    var result = entitlements
    func rewrite(_ value: PropertyListValue) -> PropertyListValue {
      switch value {
      case .string(let text) where text.hasPrefix(old + "."):
        return .string(new + text.dropFirst(old.count))
      case .array(let elements): return .array(elements.map(rewrite))
      default: return value
      }
    }
    for key in prefixedEntitlements {
      if let value = result.values[key] { result.values[key] = rewrite(value) }
    }
    return result
  }

  /// Expands and resolves an app for this device, unless `prepared` already holds that for
  /// the app's platform here.
  private func prepare(
    _ app: SimulatedApp, prepared: PreparedApp?
  ) throws(SimulatedDeviceError) -> DeviceApp {
    let appPlatform = app.platform ?? platform
    guard supportedAppPlatforms.contains(appPlatform) else {
      throw .platformMismatch(
        app: app.name, appPlatform: appPlatform, device: name, devicePlatform: platform)
    }
    let preparation: PreparedApp
    if let prepared, prepared.platform == appPlatform {
      preparation = prepared
    } else {
      do {
        preparation = try app.prepared(for: appPlatform, profile: profile)
      } catch {
        throw .unexpandableEntitlements(app: app.name, error: error)
      }
    }
    return DeviceApp(
      app: app, prepared: preparation, client: store.client(identity: preparation.identity),
      isInstalled: true)
  }
}
