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

    /// An Xcode target whose app calls on each test's device, read from the project once per
    /// test run (before ``simulatedApps``, which then lists the other apps); `nil` for none.
    /// A missing project, target or configuration fails each test with the reason.
    ///
    /// ```swift
    /// override var simulatedProjectTarget: SimulatedProjectTarget? {
    ///   SimulatedProjectTarget(project: "App.xcodeproj", target: "App")
    /// }
    /// ```
    open var simulatedProjectTarget: SimulatedProjectTarget? { nil }

    /// The device's platform; `nil` for the first app's, else iOS.
    open var simulatedPlatform: Platform? { nil }

    /// The keychain generation; `nil` for the configured one.
    open var simulatedProfile: BehaviourProfile? { nil }

    /// Runs the test, with its `setUp` and `tearDown`, on a new device.
    open override func invokeTest() {
      var apps = simulatedApps
      if let target = simulatedProjectTarget {
        do {
          apps.insert(
            try ProjectApps.app(
              project: target.project, target: target.target,
              configuration: target.configuration),
            at: 0)
        } catch {
          XCTFail("\(target.target) in \(target.project): \(error)")
          return
        }
      }
      SimulatedKeychain.withNewDevice(
        platform: simulatedPlatform, profile: simulatedProfile, apps: apps
      ) {
        super.invokeTest()
      }
    }
  }

  /// An Xcode project's target, whose app a ``SimulatedKeychainTestCase`` runs as.
  public struct SimulatedProjectTarget: Sendable {
    /// The `.xcodeproj` or `.xcworkspace`; a relative path starts at the current folder.
    public var project: String

    /// The app's target.
    public var target: String

    /// The build configuration.
    public var configuration: String

    /// Names a target.
    ///
    /// - Parameters:
    ///   - project: The `.xcodeproj` or `.xcworkspace`; a relative path starts at the current
    ///     folder, the package's root under `swift test`.
    ///   - target: The app's target.
    ///   - configuration: The build configuration; `Debug`, the one tests build.
    public init(project: String, target: String, configuration: String = "Debug") {
      self.project = project
      self.target = target
      self.configuration = configuration
    }
  }
#endif
