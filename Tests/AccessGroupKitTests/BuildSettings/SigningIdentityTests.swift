import AccessGroupKit
import Testing

@Suite struct SigningIdentityTests {
  @Test func appIDPrefixDefaultsToTheTeamID() {
    var identity = SigningIdentity(teamID: "ABCDE12345", bundleID: "com.example.app")
    #expect(identity.appIDPrefix == "ABCDE12345")
    #expect(identity.applicationIdentifier == "ABCDE12345.com.example.app")
    identity.teamID = "FFFFFFFFFF"
    #expect(identity.appIDPrefix == "FFFFFFFFFF")
  }

  @Test func legacyAppIDPrefixIsKeptApartFromTheTeamID() {
    var identity = SigningIdentity(
      teamID: "Z6P74P6T99", appIDPrefix: "346J38YKE3", bundleID: "com.example.app")
    #expect(identity.appIDPrefix == "346J38YKE3")
    #expect(identity.applicationIdentifier == "346J38YKE3.com.example.app")
    identity.appIDPrefix = nil
    #expect(identity.appIDPrefix == "Z6P74P6T99")
  }

  @Test(arguments: [
    SigningIdentity(), SigningIdentity(teamID: "ABCDE12345"),
    SigningIdentity(bundleID: "com.example"), SigningIdentity(teamID: "", bundleID: "com.example"),
  ])
  func applicationIdentifierNeedsAPrefixAndABundleID(identity: SigningIdentity) {
    #expect(identity.applicationIdentifier == nil)
  }
}
