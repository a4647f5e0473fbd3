#if canImport(XCTest)
  import AccessGroupKit
  import SimulatedSecurity
  import XCTest

  /// An XCTest case whose every test, `setUp` and `tearDown` included, runs on a new
  /// simulated device.
  ///
  /// Subclass it and name the apps; the first is the caller:
  ///
  /// ```swift
  /// final class TokenStoreTests: SimulatedKeychainTestCase {
  ///   override var simulatedApps: [SimulatedApp] { [mainApp, widget] }
  ///
  ///   func testWidgetReadsTheSharedToken() throws {
  ///     try TokenStore().save("t")
  ///     SimulatedKeychain.withApp(widget) { XCTAssertEqual(TokenStore().load(), "t") }
  ///   }
  /// }
  /// ```
  ///
  /// `setUp` may also choose the caller with `SimulatedKeychain.use(app:)`: inside the
  /// test's scope it changes only that test's device. Each test, and each
  /// `xcodebuild`/`swift test --parallel` worker, starts from an empty keychain.
  open class SimulatedKeychainTestCase: XCTestCase {
    /// The apps installed on each test's device, the first calling; with none, the app the
    /// `ACCESSGROUPKIT_*` variables configure.
    open var simulatedApps: [SimulatedApp] { [] }

    /// The device's platform; `nil` for the first app's, else iOS.
    open var simulatedPlatform: Platform? { nil }

    /// The keychain generation; `nil` for the configured one.
    open var simulatedProfile: BehaviourProfile? { nil }

    /// Runs the test, with its `setUp` and `tearDown`, on a new device.
    open override func invokeTest() {
      SimulatedKeychain.withNewDevice(
        platform: simulatedPlatform, profile: simulatedProfile, apps: simulatedApps
      ) {
        super.invokeTest()
      }
    }
  }
#endif
