#if canImport(XCTest)
  import AccessGroupKit
  import SimulatedKeychainTesting
  import SimulatedSecurity
  import XCTest

  /// `SimulatedKeychainTestCase`: every test, with its `setUp`, on a new device.
  final class SimulatedKeychainTestCaseTests: SimulatedKeychainTestCase {
    override var simulatedApps: [SimulatedApp] { [ScopedApps.mainApp, ScopedApps.widget] }

    private var appInSetUp: SimulatedApp?

    override func setUp() {
      super.setUp()
      appInSetUp = SimulatedKeychain.currentApp
      XCTAssertEqual(SimulatedKeychain.itemCount, 0)
    }

    func testTheFirstAppCallsFromSetUpOn() {
      XCTAssertEqual(appInSetUp, ScopedApps.mainApp)
      let keychain = GenericPasswordKeychain()
      XCTAssertTrue(keychain.set("v", forKey: "token"))
      XCTAssertEqual(keychain.get("token"), "v")
    }

    func testTheWidgetReadsWhatTheAppShared() {
      XCTAssertTrue(GenericPasswordKeychain().set("shared", forKey: "token"))
      SimulatedKeychain.withApp(ScopedApps.widget) {
        let keychain = GenericPasswordKeychain(accessGroup: ScopedApps.sharedGroup)
        XCTAssertEqual(keychain.get("token"), "shared")
        XCTAssertEqual(keychain.lastResultCode, errSecSuccess)
      }
    }

    func testAnAsyncTestRunsInTheSameScope() async {
      let keychain = GenericPasswordKeychain()
      XCTAssertTrue(keychain.set("v", forKey: "token"))
      let app = await Task { SimulatedKeychain.currentApp }.value
      XCTAssertEqual(app, ScopedApps.mainApp)
      XCTAssertEqual(SimulatedKeychain.itemCount, 1)
    }
  }
#endif
