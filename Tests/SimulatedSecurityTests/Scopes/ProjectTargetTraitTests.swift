import Foundation

/// NetNewsWire's project, a corpus fixture of the library's tests, read in place.
enum ProjectFixture {
  static let netNewsWire = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(
      "AccessGroupKitTests/Fixtures/Projects/Ranchero-Software__NetNewsWire/"
        + "NetNewsWire.xcodeproj"
    ).path
}

#if compiler(>=6.1)
  import AccessGroupKit
  import Foundation
  import SimulatedKeychainTesting
  import SimulatedSecurity
  import Testing

  /// The trait and base class take the app from an Xcode target.
  @Suite struct ProjectTargetTraitTests {
    @Test(
      "The trait runs as the project target's app, with its groups",
      .simulatedKeychain(
        project: ProjectFixture.netNewsWire, target: "NetNewsWire-iOS", configuration: "Release"))
    func theTargetsAppCalls() throws {
      let groups = try #require(SimulatedKeychain.accessGroups)
      #expect(
        groups.groups == [
          "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS", "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS",
          "group.com.ranchero.NetNewsWire.iOS",
        ])
      let shared = GenericPasswordKeychain(accessGroup: "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS")
      #expect(shared.set("v", forKey: "token"))
      let foreign = GenericPasswordKeychain(accessGroup: "ABCDE12345.com.example.other")
      #expect(!foreign.set("v", forKey: "token"))
      #expect(foreign.lastResultCode == errSecMissingEntitlement)
    }

    @Test("The app read from the project is the one resolve describes")
    func theAppMatchesTheProject() throws {
      let app = try SimulatedApp(
        project: URL(fileURLWithPath: ProjectFixture.netNewsWire), target: "NetNewsWire-iOS",
        configuration: "Release")
      #expect(app.identity.teamID == "M8L2WTLA8W")
      #expect(app.identity.bundleID == "com.ranchero.NetNewsWire.iOS")
      let groups = try SimulatedDevice().install(app).groups
      #expect(groups.contains("M8L2WTLA8W.com.ranchero.NetNewsWire.iOS"))
      #expect(groups.contains("group.com.ranchero.NetNewsWire.iOS"))
    }

    @Test("A missing target fails with the targets there are")
    func aMissingTargetFails() throws {
      #expect {
        try SimulatedApp(
          project: URL(fileURLWithPath: ProjectFixture.netNewsWire), target: "Nope")
      } throws: { error in
        "\(error)".contains("Nope") && "\(error)".contains("NetNewsWire-iOS")
      }
    }

    @Test("A trait whose project is missing fails the test with the project's path")
    func aMissingProjectFailsTheTest() async throws {
      let trait = SimulatedKeychainTrait.simulatedKeychain(
        project: "Missing/App.xcodeproj", target: "App")
      let test = try #require(Test.current)
      await #expect {
        try await trait.provideScope(for: test, testCase: Test.Case.current) {
          Issue.record("the test body ran without its app")
        }
      } throws: { error in
        "\(error)".contains("App.xcodeproj")
      }
    }
  }
#endif

#if canImport(XCTest)
  import AccessGroupKit
  import SimulatedKeychainTesting
  import SimulatedSecurity
  import XCTest

  /// `SimulatedKeychainTestCase` with the app of an Xcode target.
  final class ProjectTargetTestCaseTests: SimulatedKeychainTestCase {
    override var simulatedProjectTarget: SimulatedProjectTarget? {
      SimulatedProjectTarget(
        project: ProjectFixture.netNewsWire, target: "NetNewsWire-iOS", configuration: "Release")
    }

    func testTheTargetsAppCalls() {
      XCTAssertEqual(SimulatedKeychain.currentApp.identity.bundleID, "com.ranchero.NetNewsWire.iOS")
      let keychain = GenericPasswordKeychain(accessGroup: "group.com.ranchero.NetNewsWire.iOS")
      XCTAssertTrue(keychain.set("v", forKey: "token"))
      XCTAssertEqual(keychain.get("token"), "v")
    }
  }
#endif
