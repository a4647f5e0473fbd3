/// A mistake in using the simulation itself, as opposed to a status a SecItem call returns.
///
/// A real app that is not installed cannot call `SecItemAdd`; in the simulation such a call
/// is a bug in the test or scenario, so it throws instead of returning a status.
public enum SimulatedDeviceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The device has never had an app with this name.
  case unknownApp(app: String, device: String)
  /// The app was uninstalled (or never installed) and makes a call or is uninstalled or
  /// transferred again.
  case appNotInstalled(app: String, device: String)
  /// The app targets a platform the device cannot run (an iOS app on a Mac device, say).
  case platformMismatch(
    app: String, appPlatform: Platform, device: String, devicePlatform: Platform)
  /// The app's entitlements file could not be loaded.
  case unloadableEntitlements(app: String, error: EntitlementsLoadingError)
  /// A build variable in the app's entitlements could not be expanded.
  case unexpandableEntitlements(app: String, error: BuildSettingsError)
  /// The device is already signed into an iCloud account.
  case alreadySignedIn(device: String, account: String)

  /// One sentence naming the app or device and what is wrong.
  public var description: String {
    switch self {
    case .unknownApp(let app, let device):
      "device '\(device)' has no app named '\(app)'; install it first"
    case .appNotInstalled(let app, let device):
      "app '\(app)' is not installed on device '\(device)'; install or reinstall it first"
    case .platformMismatch(let app, let appPlatform, let device, let devicePlatform):
      "app '\(app)' is built for \(appPlatform), which device '\(device)' (\(devicePlatform)) "
        + "cannot run"
    case .unloadableEntitlements(let app, let error):
      "app '\(app)': \(error.description)"
    case .unexpandableEntitlements(let app, let error):
      "app '\(app)': \(error.description)"
    case .alreadySignedIn(let device, let account):
      "device '\(device)' is already signed into iCloud account '\(account)'"
    }
  }
}
