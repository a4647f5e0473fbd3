/// A change to a simulated device's lock state, or an iCloud Keychain sync.
package enum ScenarioDeviceAction: Hashable, Sendable {
  /// `{"device": "lock"}`: class A items become unavailable.
  case lock
  /// `{"device": "unlock"}`: every class is available.
  case unlock
  /// `{"device": "restart"}`: back to before the first unlock since boot.
  case restart
  /// `{"device": "setPasscode", "enabled": false}`: sets or removes the passcode.
  case setPasscode(enabled: Bool)
  /// `{"device": "sync"}`: the devices signed into iCloud exchange synchronizable items
  /// (see ``CloudKeychainAccount/sync()``).
  case sync

  /// The action's name in scenario files (`lock`, `unlock`, `restart`, `setPasscode`,
  /// `sync`).
  package var name: String {
    switch self {
    case .lock: "lock"
    case .unlock: "unlock"
    case .restart: "restart"
    case .setPasscode: "setPasscode"
    case .sync: "sync"
    }
  }
}
