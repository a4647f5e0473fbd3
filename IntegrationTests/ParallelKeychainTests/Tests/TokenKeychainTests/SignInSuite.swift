import AccessGroupKit
import SimulatedKeychainTesting
import SimulatedSecurity
import Testing
import TokenKeychain

/// Fifty sign-ins in parallel. The trait gives every test case a device of its own; each
/// case then calls as a different app.
@Suite(.simulatedKeychain())
struct SignInSuite {
  @Test(
    "Each app saves and reads its token in its shared group", arguments: ParallelApps.cases)
  func eachAppSavesAndReadsItsToken(index: Int) async throws {
    let app = ParallelApps.app(index, suite: "signin")
    try await SimulatedKeychain.withApp(app) {
      let keychain = TokenKeychain(service: "api")
      #expect(keychain.save("token \(index)", for: "alice") == errSecSuccess)
      await Task.yield()
      let read = keychain.token(for: "alice")
      #expect(read.status == errSecSuccess)
      #expect(read.token == "token \(index)")
      #expect(
        keychain.storedGroup(for: "alice") == ParallelApps.sharedGroup(index, suite: "signin"))
      let groups = try #require(SimulatedKeychain.accessGroups)
      #expect(groups.applicationIdentifier == "\(app.identity.teamID!).\(app.name)")
      // Only this case's item is on this case's device.
      #expect(SimulatedKeychain.itemCount == 1)
    }
  }

  @Test("Each app signs out and its token is gone", arguments: ParallelApps.cases)
  func eachAppSignsOut(index: Int) async {
    await SimulatedKeychain.withApp(ParallelApps.app(index, suite: "signout")) {
      let keychain = TokenKeychain(service: "api")
      #expect(keychain.save("token", for: "bob") == errSecSuccess)
      await Task.yield()
      #expect(keychain.delete("bob") == errSecSuccess)
      let read = keychain.token(for: "bob")
      #expect(read.status == errSecItemNotFound)
      #expect(read.token == nil)
      #expect(keychain.delete("bob") == errSecItemNotFound)
    }
  }
}
