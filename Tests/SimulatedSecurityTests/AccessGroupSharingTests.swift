import AccessGroupKit
import Foundation
import SimulatedSecurity
import Testing

extension SimulatedDeviceSuite {
  @Suite struct AccessGroupSharingTests {
    @Test func anAppAndItsWidgetShareItemsThroughTheirKeychainGroup() {
      SimulatedDeviceSuite.start(as: SimulatedDeviceSuite.mainApp)
      let appKeychain = GenericPasswordKeychain(accessGroup: SimulatedDeviceSuite.sharedGroup)
      #expect(appKeychain.set("shared token", forKey: "token"))

      SimulatedKeychain.use(app: SimulatedDeviceSuite.widget)
      let widgetKeychain = GenericPasswordKeychain(accessGroup: SimulatedDeviceSuite.sharedGroup)
      #expect(widgetKeychain.get("token") == "shared token")
      #expect(widgetKeychain.lastResultCode == errSecSuccess)
      #expect(GenericPasswordKeychain().get("token") == "shared token")
    }

    @Test func anAddWithoutAGroupLandsInTheFirstKeychainGroup() {
      SimulatedDeviceSuite.start(as: SimulatedDeviceSuite.mainApp)
      #expect(GenericPasswordKeychain().set("implicit", forKey: "token"))
      var result: CFTypeRef?
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "token",
        kSecReturnAttributes as String: true,
      ]
      let status = SecItemCopyMatching(query as CFDictionary, &result)
      #expect(status == errSecSuccess)
      let attributes = result as? [String: Any]
      #expect(
        attributes?[kSecAttrAccessGroup as String] as? String == SimulatedDeviceSuite.sharedGroup)
    }

    @Test func anExtensionWithoutTheGroupGetsMissingEntitlement() {
      SimulatedDeviceSuite.start(as: SimulatedDeviceSuite.mainApp)
      GenericPasswordKeychain(accessGroup: SimulatedDeviceSuite.sharedGroup)
        .set("shared token", forKey: "token")

      SimulatedKeychain.use(app: SimulatedDeviceSuite.extensionWithoutGroup)
      let keychain = GenericPasswordKeychain(accessGroup: SimulatedDeviceSuite.sharedGroup)
      #expect(keychain.get("token") == nil)
      #expect(keychain.lastResultCode == -34018)
      #expect(keychain.lastResultCode == errSecMissingEntitlement)
      let explanation = SimulatedKeychain.lastExplanation
      #expect(explanation?.status.rawValue == errSecMissingEntitlement)
      #expect(explanation?.description.contains(SimulatedDeviceSuite.sharedGroup) == true)
    }

    @Test func anExtensionWithoutTheGroupDoesNotSeeSharedItemsImplicitly() {
      SimulatedDeviceSuite.start(as: SimulatedDeviceSuite.mainApp)
      GenericPasswordKeychain(accessGroup: SimulatedDeviceSuite.sharedGroup)
        .set("shared token", forKey: "token")

      SimulatedKeychain.use(app: SimulatedDeviceSuite.extensionWithoutGroup)
      let keychain = GenericPasswordKeychain()
      #expect(keychain.get("token") == nil)
      #expect(keychain.lastResultCode == errSecItemNotFound)
    }

    @Test func aGroupWithoutTheTeamPrefixDoesNotMatchTheCodesPrefixedGroup() {
      let unprefixed = SimulatedApp(
        teamID: SimulatedDeviceSuite.team, bundleID: "com.example.app",
        keychainAccessGroups: ["com.example.shared"])
      SimulatedDeviceSuite.start(as: unprefixed)
      let keychain = GenericPasswordKeychain(accessGroup: SimulatedDeviceSuite.sharedGroup)
      #expect(!keychain.set("value", forKey: "key"))
      #expect(keychain.lastResultCode == errSecMissingEntitlement)
      #expect(SimulatedKeychain.itemCount == 0)
      #expect(SimulatedKeychain.lastExplanation?.description.contains("com.example.shared") == true)
    }

    @Test func twoAppsOfOneTeamDoNotShareWithoutACommonGroup() {
      SimulatedDeviceSuite.start(
        as: SimulatedApp(teamID: SimulatedDeviceSuite.team, bundleID: "com.example.one"))
      GenericPasswordKeychain().set("private", forKey: "token")
      SimulatedKeychain.use(
        app: SimulatedApp(teamID: SimulatedDeviceSuite.team, bundleID: "com.example.two"))
      let keychain = GenericPasswordKeychain()
      #expect(keychain.get("token") == nil)
      #expect(keychain.lastResultCode == errSecItemNotFound)
      #expect(keychain.set("mine", forKey: "token"))
      #expect(SimulatedKeychain.itemCount == 2)
    }

    @Test func appGroupsAreKeychainGroupsToo() {
      let group = "group.com.example.shared"
      SimulatedDeviceSuite.start(
        as: SimulatedApp(
          teamID: SimulatedDeviceSuite.team, bundleID: "com.example.app",
          applicationGroups: [group]))
      #expect(GenericPasswordKeychain(accessGroup: group).set("via app group", forKey: "k"))
      SimulatedKeychain.use(
        app: SimulatedApp(
          teamID: SimulatedDeviceSuite.team, bundleID: "com.example.app.widget",
          applicationGroups: [group]))
      let keychain = GenericPasswordKeychain(accessGroup: group)
      #expect(keychain.get("k") == "via app group")
      #expect(keychain.lastResultCode == errSecSuccess)
    }

    @Test func anAppFromAnEntitlementsFileSharesWithItsExtension() throws {
      let url = try #require(
        Bundle.module.url(
          forResource: "App", withExtension: "entitlements", subdirectory: "Fixtures"))
      let app = try SimulatedApp(
        name: "com.example.app", entitlementsFile: url,
        identity: SigningIdentity(teamID: SimulatedDeviceSuite.team, bundleID: "com.example.app"))
      SimulatedDeviceSuite.start(as: app)
      #expect(GenericPasswordKeychain().set("from the file", forKey: "token"))
      SimulatedKeychain.use(app: SimulatedDeviceSuite.widget)
      let keychain = GenericPasswordKeychain(accessGroup: SimulatedDeviceSuite.sharedGroup)
      #expect(keychain.get("token") == "from the file")
      #expect(keychain.lastResultCode == errSecSuccess)
    }
  }
}
