import AccessGroupKit
import SimulatedKeychainTesting
import SimulatedSecurity
import Testing
import TokenKeychain

/// Fifty app-and-extension pairs in parallel: the widget reads what its app shared, and an
/// extension without the group is refused, each pair on its own device.
@Suite(.simulatedKeychain())
struct SharingSuite {
  @Test("Each widget reads the token its app shared", arguments: ParallelApps.cases)
  func eachWidgetReadsItsAppsToken(index: Int) async {
    let app = ParallelApps.app(index, suite: "sharing")
    var widget = ParallelApps.app(index, suite: "sharing")
    widget.name += ".widget"
    widget.identity.bundleID = widget.name
    let group = ParallelApps.sharedGroup(index, suite: "sharing")
    SimulatedKeychain.withApp(app) {
      #expect(TokenKeychain(service: "api", accessGroup: group).save("t\(index)", for: "a") == 0)
    }
    await Task.yield()
    SimulatedKeychain.withApp(widget) {
      let read = TokenKeychain(service: "api", accessGroup: group).token(for: "a")
      #expect(read.status == errSecSuccess)
      #expect(read.token == "t\(index)")
    }
  }

  @Test("Each extension without the group gets -34018", arguments: ParallelApps.cases)
  func eachExtensionWithoutTheGroupIsRefused(index: Int) async {
    let group = ParallelApps.sharedGroup(index, suite: "refused")
    let app = ParallelApps.app(index, suite: "refused")
    let share = SimulatedApp(
      teamID: ParallelApps.teamID(index, suite: "refused"),
      bundleID: "com.example.refused.app\(index).share")
    SimulatedKeychain.withApp(app) {
      #expect(TokenKeychain(service: "api").save("t", for: "a") == errSecSuccess)
    }
    await Task.yield()
    SimulatedKeychain.withApp(share) {
      let read = TokenKeychain(service: "api", accessGroup: group).token(for: "a")
      #expect(read.status == errSecMissingEntitlement)
      #expect(read.token == nil)
      #expect(SimulatedKeychain.lastExplanation?.description.contains(group) == true)
    }
  }
}
