/// One step of a scenario: a SecItem call by an app, a change to the device, or an app
/// being installed or removed.
public enum ScenarioStep: Hashable, Sendable {
  /// An app calls `SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate` or `SecItemDelete`.
  case call(ScenarioCall)
  /// The device is locked, unlocked, restarted, or its passcode is set or removed.
  case device(ScenarioDeviceAction)
  /// An app is installed (`{"install": "AppThree"}`). Part of the format; not run yet.
  case install(app: String)
  /// An app is removed (`{"uninstall": "AppOne"}`). Part of the format; not run yet.
  case uninstall(app: String)
}
