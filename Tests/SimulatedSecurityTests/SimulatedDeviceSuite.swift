import AccessGroupKit
import Foundation
import SimulatedSecurity
import Testing

/// Every suite that calls the process-wide simulated device nests in this one, which runs
/// its tests one at a time: they share one keychain, as apps on a device do.
@Suite(.serialized)
enum SimulatedDeviceSuite {
  /// The team of the apps in these tests.
  static let team = "ABCDE12345"

  /// The app group-sharing tests write to.
  static let sharedGroup = "ABCDE12345.com.example.shared"

  /// An app with the shared keychain group first in `keychain-access-groups`.
  static let mainApp = SimulatedApp(
    teamID: team, bundleID: "com.example.app", keychainAccessGroups: [sharedGroup])

  /// Its widget extension, entitled to the same group.
  static let widget = SimulatedApp(
    teamID: team, bundleID: "com.example.app.widget", keychainAccessGroups: [sharedGroup])

  /// An extension whose entitlements lack the shared group.
  static let extensionWithoutGroup = SimulatedApp(
    teamID: team, bundleID: "com.example.app.share")

  /// Adds a generic password for each account under `service`, its data the account's
  /// name, expecting each add to succeed.
  static func addPasswords(service: String, accounts: [String]) {
    for account in accounts {
      let attributes: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: service,
        kSecAttrAccount as String: account,
        kSecValueData as String: Data(account.utf8),
      ]
      #expect(SecItemAdd(attributes as CFDictionary, nil) == errSecSuccess)
    }
  }

  /// Starts a test with an empty, unlocked keychain and `app` as the caller.
  static func start(as app: SimulatedApp = mainApp) {
    SimulatedKeychain.reset(profile: .current)
    SimulatedKeychain.use(app: app)
  }
}
