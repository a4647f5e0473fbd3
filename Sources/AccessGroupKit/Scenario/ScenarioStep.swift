/// One step of a scenario: a SecItem call by an app, a change to a device, or an app
/// being installed, removed or transferred.
///
/// `device` names the device a step runs on (`"on"` in the file); `nil` means the first
/// device (the only one in a scenario without `devices`).
package enum ScenarioStep: Hashable, Sendable {
  /// An app calls `SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate` or `SecItemDelete`.
  case call(ScenarioCall)
  /// A device is locked, unlocked, restarted, or its passcode is set or removed; or the
  /// iCloud account syncs (`{"device": "sync"}`, which takes no `on`).
  case device(ScenarioDeviceAction, device: String? = nil)
  /// An app is installed, or installed again after an uninstall (`{"install": "AppThree"}`).
  case install(app: String, device: String? = nil)
  /// An app is removed; its items stay (`{"uninstall": "AppOne"}`).
  case uninstall(app: String, device: String? = nil)
  /// An app is re-signed by another team (`{"transfer": "AppOne", "teamID": "NEWTEAM"}`,
  /// optionally with `appIDPrefix`).
  case transfer(app: String, teamID: String, appIDPrefix: String? = nil, device: String? = nil)
}
