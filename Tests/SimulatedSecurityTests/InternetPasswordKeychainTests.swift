import Foundation
import SimulatedSecurity
import Testing

extension SimulatedDeviceSuite {
  @Suite struct InternetPasswordKeychainTests {
    let keychain = InternetPasswordKeychain(server: "example.com", port: 443, path: "/login")

    @Test func aPasswordReadsBackPerAccount() throws {
      SimulatedDeviceSuite.start()
      try keychain.set("alice-password", account: "alice")
      try keychain.set("bob-password", account: "bob")
      #expect(try keychain.password(for: "alice") == "alice-password")
      #expect(try keychain.password(for: "bob") == "bob-password")
      #expect(SimulatedKeychain.lastStatus == .success)
    }

    @Test func settingAgainReplacesThePassword() throws {
      SimulatedDeviceSuite.start()
      try keychain.set("old", account: "alice")
      try keychain.set("new", account: "alice", label: "Example")
      #expect(try keychain.password(for: "alice") == "new")
      #expect(SimulatedKeychain.itemCount == 1)
    }

    @Test func attributesComeBackAsAnNSDictionary() throws {
      SimulatedDeviceSuite.start()
      try keychain.set("secret", account: "alice", label: "Example login")
      let attributes = try keychain.attributes(for: "alice")
      #expect(attributes[kSecAttrServer as String] as? String == "example.com")
      #expect(attributes[kSecAttrAccount as String] as? String == "alice")
      #expect(attributes[kSecAttrLabel as String] as? String == "Example login")
      #expect(attributes[kSecAttrProtocol as String] as? String == "htps")
      #expect(attributes[kSecAttrPort as String] as? Int == 443)
      #expect(attributes[kSecValueData as String] as? Data == Data("secret".utf8))
    }

    @Test func allAccountsListsTheServersAccounts() throws {
      SimulatedDeviceSuite.start()
      try keychain.set("1", account: "carol")
      try keychain.set("2", account: "alice")
      try InternetPasswordKeychain(server: "other.example").set("3", account: "dave")
      #expect(try keychain.allAccounts() == ["alice", "carol"])
      #expect(SimulatedKeychain.lastStatus == .success)
    }

    @Test func removingMakesThePasswordMissing() throws {
      SimulatedDeviceSuite.start()
      try keychain.set("secret", account: "alice")
      try keychain.remove(account: "alice")
      #expect(try keychain.password(for: "alice") == nil)
      #expect(SimulatedKeychain.lastStatus == .itemNotFound)
    }

    @Test func aForeignGroupThrowsWithApplesMessage() {
      SimulatedDeviceSuite.start()
      var foreign = keychain
      foreign.accessGroup = "ZZZZZ99999.com.other.shared"
      #expect(throws: InternetPasswordError(status: errSecMissingEntitlement)) {
        try foreign.set("secret", account: "alice")
      }
      let error = InternetPasswordError(status: errSecMissingEntitlement)
      #expect(error.description == "A required entitlement isn't present.")
    }
  }
}
