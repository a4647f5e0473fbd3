import AccessGroupKit
import Foundation
import SimulatedSecurity
import Testing

extension SimulatedDeviceSuite {
  @Suite struct SimulatedKeychainTests {
    private let item: [String: Any] = [
      kSecClass as String: kSecClassGenericPassword,
      kSecAttrAccount as String: "alice",
      kSecValueData as String: Data("secret".utf8),
    ]

    @Test func resetEmptiesTheKeychainAndUnlocksTheDevice() {
      SimulatedDeviceSuite.start()
      #expect(SimulatedKeychain.add(item as CFDictionary, nil) == errSecSuccess)
      SimulatedKeychain.lock()
      SimulatedKeychain.reset()
      #expect(SimulatedKeychain.itemCount == 0)
      #expect(!SimulatedKeychain.lockState.isLocked)
    }

    @Test func useSwitchesTheCallingApp() {
      SimulatedDeviceSuite.start(as: SimulatedDeviceSuite.widget)
      #expect(SimulatedKeychain.currentApp == SimulatedDeviceSuite.widget)
      SimulatedKeychain.use(teamID: "QQQQQ11111", bundleID: "com.example.other")
      #expect(SimulatedKeychain.currentApp.name == "com.example.other")
      #expect(SimulatedKeychain.accessGroups?.groups == ["QQQQQ11111.com.example.other"])
      #expect(SimulatedKeychain.device.installedApps.contains("com.example.other"))
    }

    @Test func theNamespacedCallsAnswerLikeTheGlobalOnes() {
      SimulatedDeviceSuite.start()
      #expect(SimulatedKeychain.add(item as CFDictionary, nil) == errSecSuccess)
      #expect(SimulatedKeychain.add(item as CFDictionary, nil) == errSecDuplicateItem)
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "alice",
      ]
      let changes: [String: Any] = [kSecValueData as String: Data("new".utf8)]
      #expect(SimulatedKeychain.update(query as CFDictionary, changes as CFDictionary) == 0)
      var result: CFTypeRef?
      var search = query
      search[kSecReturnData as String] = true
      #expect(SimulatedKeychain.copyMatching(search as CFDictionary, &result) == errSecSuccess)
      #expect(result as? Data == Data("new".utf8))
      #expect(SimulatedKeychain.delete(query as CFDictionary) == errSecSuccess)
      #expect(SimulatedKeychain.delete(query as CFDictionary) == errSecItemNotFound)
    }

    @Test func lastExplanationDescribesTheLastFailureAndClearsOnSuccess() {
      SimulatedDeviceSuite.start()
      var foreign = item
      foreign[kSecAttrAccessGroup as String] = "ZZZZZ99999.com.other"
      #expect(SimulatedKeychain.add(foreign as CFDictionary, nil) == errSecMissingEntitlement)
      #expect(SimulatedKeychain.lastStatus == .missingEntitlement)
      #expect(SimulatedKeychain.lastExplanation?.status == .missingEntitlement)
      #expect(SimulatedKeychain.add(item as CFDictionary, nil) == errSecSuccess)
      #expect(SimulatedKeychain.lastExplanation == nil)
    }

    @Test func aLockedDeviceRefusesWhenUnlockedItems() {
      SimulatedDeviceSuite.start()
      SimulatedKeychain.lock()
      defer { SimulatedKeychain.unlock() }
      #expect(SimulatedKeychain.lockState.isLocked)
      #expect(SimulatedKeychain.add(item as CFDictionary, nil) == errSecInteractionNotAllowed)
      SimulatedKeychain.unlock()
      #expect(SimulatedKeychain.add(item as CFDictionary, nil) == errSecSuccess)
    }

    @Test func aBrokenEnvironmentMakesCallsNotAvailableUntilAnAppIsChosen() {
      SimulatedKeychain.configure(environment: ["ACCESSGROUPKIT_PLATFORM": "palmos"])
      defer { SimulatedDeviceSuite.start() }
      #expect(SimulatedKeychain.add(item as CFDictionary, nil) == errSecNotAvailable)
      #expect(
        SimulatedKeychain.lastExplanation?.summary.contains("ACCESSGROUPKIT_PLATFORM") == true)
      SimulatedKeychain.use(app: .defaultApp)
      #expect(SimulatedKeychain.add(item as CFDictionary, nil) == errSecSuccess)
    }

    @Test func theEnvironmentConfiguresTheCallingApp() {
      SimulatedKeychain.configure(environment: [
        "ACCESSGROUPKIT_TEAM_ID": "ENVTEAM123",
        "ACCESSGROUPKIT_BUNDLE_ID": "com.example.env",
        "ACCESSGROUPKIT_KEYCHAIN_GROUPS": "$(AppIdentifierPrefix)com.example.shared",
      ])
      defer { SimulatedDeviceSuite.start() }
      #expect(SimulatedKeychain.configuration.isDefault == false)
      var shared = item
      shared[kSecAttrAccessGroup as String] = "ENVTEAM123.com.example.shared"
      #expect(SimulatedKeychain.add(shared as CFDictionary, nil) == errSecSuccess)
      #expect(
        SimulatedKeychain.accessGroups?.groups == [
          "ENVTEAM123.com.example.shared", "ENVTEAM123.com.example.env",
        ])
    }

    @Test func withNothingConfiguredTheDefaultAppOwnsItsItems() {
      SimulatedKeychain.configure(environment: [:])
      defer { SimulatedDeviceSuite.start() }
      #expect(SimulatedKeychain.configuration.isDefault)
      #expect(SimulatedKeychain.add(item as CFDictionary, nil) == errSecSuccess)
      var result: CFTypeRef?
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword, kSecReturnAttributes as String: true,
      ]
      #expect(SimulatedKeychain.copyMatching(query as CFDictionary, &result) == errSecSuccess)
      let attributes = result as? [String: Any]
      #expect(attributes?["agrp"] as? String == "SIMULATED1.com.example.app")
    }

    @Test func useInstallsTheAppOnTheProcessDeviceAndUpdatesItThere() {
      SimulatedDeviceSuite.start()
      let device = SimulatedKeychain.device
      #expect(device.installedApps == ["com.example.app"])
      SimulatedKeychain.use(app: SimulatedDeviceSuite.widget)
      #expect(SimulatedKeychain.device === device)
      #expect(device.installedApps == ["com.example.app", "com.example.app.widget"])
      var narrowed = SimulatedDeviceSuite.widget
      narrowed.entitlements = Entitlements()
      SimulatedKeychain.use(app: narrowed)
      #expect(SimulatedKeychain.accessGroups?.groups == ["ABCDE12345.com.example.app.widget"])
      #expect(SimulatedKeychain.add(item as CFDictionary, nil) == errSecSuccess)
    }

    @Test func anAppOfAnotherPlatformMovesTheItemsToADeviceOfThatPlatform() {
      SimulatedDeviceSuite.start()
      var shared = item
      shared[kSecAttrAccessGroup as String] = SimulatedDeviceSuite.sharedGroup
      #expect(SimulatedKeychain.add(shared as CFDictionary, nil) == errSecSuccess)
      SimulatedKeychain.use(
        teamID: SimulatedDeviceSuite.team, bundleID: "com.example.mac",
        keychainAccessGroups: [SimulatedDeviceSuite.sharedGroup], platform: .macOS)
      #expect(SimulatedKeychain.device.platform == .macOS)
      var query = shared
      query[kSecValueData as String] = nil
      query[kSecReturnData as String] = true
      var result: CFTypeRef?
      #expect(SimulatedKeychain.copyMatching(query as CFDictionary, &result) == errSecSuccess)
      #expect(result as? Data == Data("secret".utf8))
      #expect(SimulatedKeychain.accessGroups?.applicationIdentifier == "ABCDE12345.com.example.mac")
    }

    @Test func anAppTheDeviceRefusesMakesCallsNotAvailable() {
      SimulatedDeviceSuite.start()
      defer { SimulatedDeviceSuite.start() }
      let broken = SimulatedApp(
        name: "Broken",
        entitlements: Entitlements([
          .keychainAccessGroups: .array([.string("$(AppIdentifierPrefix)com.example.shared")])
        ]))
      SimulatedKeychain.use(app: broken)
      #expect(SimulatedKeychain.add(item as CFDictionary, nil) == errSecNotAvailable)
      #expect(SimulatedKeychain.lastExplanation?.summary.contains("Broken") == true)
      #expect(SimulatedKeychain.accessGroups == nil)
      SimulatedKeychain.use(app: SimulatedDeviceSuite.mainApp)
      #expect(SimulatedKeychain.add(item as CFDictionary, nil) == errSecSuccess)
    }

    @Test func theSimulatorHasNoKeyBagSoALockedSimulatorKeepsItemsAvailable() {
      SimulatedDeviceSuite.start()
      defer { SimulatedDeviceSuite.start() }
      SimulatedKeychain.use(
        teamID: SimulatedDeviceSuite.team, bundleID: "com.example.app", platform: .iOSSimulator)
      SimulatedKeychain.lock()
      #expect(SimulatedKeychain.lockState.isLocked)
      #expect(SimulatedKeychain.add(item as CFDictionary, nil) == errSecSuccess)
    }

    @Test func concurrentCallsAreSerialized() async {
      SimulatedDeviceSuite.start()
      await withTaskGroup(of: OSStatus.self) { group in
        for index in 0..<50 {
          group.addTask {
            let attributes: [String: Any] = [
              kSecClass as String: kSecClassGenericPassword,
              kSecAttrAccount as String: "account \(index)",
              kSecValueData as String: Data([UInt8(index)]),
            ]
            return SecItemAdd(attributes as CFDictionary, nil)
          }
        }
        for await status in group { #expect(status == errSecSuccess) }
      }
      #expect(SimulatedKeychain.itemCount == 50)
    }
  }
}
