import AccessGroupKit
import Foundation
import SimulatedSecurity
import Testing

/// `SimulatedKeychain.withApp` and `withNewDevice`: each scope's calls reach its own device
/// and app, so these tests run in parallel with each other and with everything else.
@Suite struct SimulatedKeychainScopeTests {
  @Test("An app outside any scope gets a new, empty keychain of its own")
  func anAppOutsideAnyScopeGetsAKeychainOfItsOwn() {
    SimulatedKeychain.withApp(ScopedApps.mainApp) {
      #expect(SimulatedKeychain.currentApp == ScopedApps.mainApp)
      #expect(SimulatedKeychain.itemCount == 0)
      #expect(GenericPasswordKeychain().set("first", forKey: "token"))
    }
    SimulatedKeychain.withApp(ScopedApps.mainApp) {
      let keychain = GenericPasswordKeychain()
      #expect(keychain.get("token") == nil)
      #expect(keychain.lastResultCode == errSecItemNotFound)
    }
  }

  @Test("An app and its widget share items on one new device")
  func anAppAndItsWidgetShareItemsOnOneDevice() {
    SimulatedKeychain.withNewDevice(apps: [ScopedApps.mainApp, ScopedApps.widget]) {
      #expect(GenericPasswordKeychain().set("shared token", forKey: "token"))
      SimulatedKeychain.withApp(ScopedApps.widget) {
        let keychain = GenericPasswordKeychain(accessGroup: ScopedApps.sharedGroup)
        #expect(keychain.get("token") == "shared token")
        #expect(keychain.lastResultCode == errSecSuccess)
      }
      SimulatedKeychain.withApp(ScopedApps.shareExtension) {
        let keychain = GenericPasswordKeychain(accessGroup: ScopedApps.sharedGroup)
        #expect(keychain.get("token") == nil)
        #expect(keychain.lastResultCode == errSecMissingEntitlement)
      }
      #expect(
        SimulatedKeychain.device.installedApps == [
          "com.example.scoped", "com.example.scoped.share", "com.example.scoped.widget",
        ])
    }
  }

  @Test("Each scope keeps its own last explanation")
  func eachScopeKeepsItsOwnLastExplanation() {
    SimulatedKeychain.withNewDevice(apps: [ScopedApps.mainApp]) {
      #expect(GenericPasswordKeychain().set("v", forKey: "k"))
      SimulatedKeychain.withApp(ScopedApps.shareExtension) {
        #expect(GenericPasswordKeychain(accessGroup: ScopedApps.sharedGroup).get("k") == nil)
        #expect(SimulatedKeychain.lastStatus == .missingEntitlement)
        #expect(
          SimulatedKeychain.lastExplanation?.description.contains(ScopedApps.sharedGroup)
            == true)
      }
      #expect(SimulatedKeychain.lastStatus == .success)
      #expect(SimulatedKeychain.lastExplanation == nil)
    }
  }

  @Test("Choosing another app inside a scope leaves the process-wide app alone")
  func useInsideAScopeLeavesTheProcessWideAppAlone() {
    let scope = SimulatedKeychain.withNewDevice(apps: [ScopedApps.mainApp]) {
      SimulatedKeychain.use(app: ScopedApps.widget)
      #expect(SimulatedKeychain.currentApp == ScopedApps.widget)
      #expect(GenericPasswordKeychain().set("v", forKey: "k"))
      // A reset starts the scope over: an empty keychain and the scope's own first app.
      SimulatedKeychain.reset()
      #expect(SimulatedKeychain.currentApp == ScopedApps.mainApp)
      #expect(SimulatedKeychain.itemCount == 0)
      return SimulatedKeychain.Scope.current
    }
    // Other suites change the process-wide app, but never to this test's widget.
    #expect(SimulatedKeychain.currentApp != ScopedApps.widget)
    #expect(SimulatedKeychain.Scope.current !== scope)
  }

  @Test("Child tasks inherit the scope; a detached task does not")
  func childTasksInheritTheScope() async {
    await SimulatedKeychain.withApp(ScopedApps.mainApp) {
      let inChild = await Task { SimulatedKeychain.currentApp }.value
      let inGroup = await withTaskGroup(of: String.self) { group in
        group.addTask { SimulatedKeychain.currentApp.name }
        return await group.next() ?? ""
      }
      let detached = await Task.detached { SimulatedKeychain.Scope.current }.value
      #expect(inChild == ScopedApps.mainApp)
      #expect(inGroup == ScopedApps.mainApp.name)
      #expect(detached !== SimulatedKeychain.Scope.current)
    }
  }

  @Test("A scope carried to a dispatch queue answers the calls made there")
  func aScopeCarriedToADispatchQueueAnswersThere() async {
    await SimulatedKeychain.withApp(ScopedApps.mainApp) {
      let scope = SimulatedKeychain.Scope.current
      let status = await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          let stored = scope.run { GenericPasswordKeychain().set("v", forKey: "queued") }
          continuation.resume(returning: stored)
        }
      }
      #expect(status)
      #expect(GenericPasswordKeychain().get("queued") == "v")
    }
  }

  @Test("An app the device refuses makes every call errSecNotAvailable with the reason")
  func aRefusedAppMakesCallsNotAvailable() {
    let broken = SimulatedApp(
      teamID: "ABCDE12345", bundleID: "com.example.broken",
      keychainAccessGroups: ["$(UNDEFINED_SETTING).shared"])
    SimulatedKeychain.withApp(broken) {
      let keychain = GenericPasswordKeychain()
      #expect(!keychain.set("v", forKey: "k"))
      #expect(keychain.lastResultCode == errSecNotAvailable)
      #expect(SimulatedKeychain.lastExplanation?.summary.contains("UNDEFINED_SETTING") == true)
      #expect(SimulatedKeychain.itemCount == 0)
    }
  }

  @Test("Fifty apps in parallel each see only their own item", arguments: 0..<50)
  func fiftyAppsInParallelSeeOnlyTheirOwnItem(index: Int) async throws {
    try await SimulatedKeychain.withApp(ScopedApps.app(index)) {
      let keychain = GenericPasswordKeychain()
      #expect(keychain.set("secret \(index)", forKey: "token"))
      await Task.yield()
      #expect(keychain.get("token") == "secret \(index)")
      let groups = try #require(SimulatedKeychain.accessGroups)
      #expect(groups.groups == ["TEAM\(100_000 + index).com.example.parallel\(index)"])
      #expect(SimulatedKeychain.itemCount == 1)
    }
  }
}
