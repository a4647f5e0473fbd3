import AccessGroupKit
import Testing

@Suite("signing identity from build settings")
struct SigningIdentitySettingsTests {
  private let settings = BuildSettings([
    "DEVELOPMENT_TEAM": "ABCDE12345",
    "ORGANIZATION_IDENTIFIER": "com.example",
    "PRODUCT_BUNDLE_IDENTIFIER": "$(ORGANIZATION_IDENTIFIER).app",
  ])

  @Test func theSettingsSupplyTheTeamAndTheExpandedBundleID() throws {
    let identity = try SigningIdentity(
      teamID: nil, appIDPrefix: nil, bundleID: nil, settings: settings)
    #expect(identity.teamID == "ABCDE12345")
    #expect(identity.bundleID == "com.example.app")
    #expect(identity.applicationIdentifier == "ABCDE12345.com.example.app")
  }

  @Test func explicitValuesWinOverTheSettings() throws {
    let identity = try SigningIdentity(
      teamID: "ZYXWV98765", appIDPrefix: "LEGACY1234", bundleID: "com.other.app",
      settings: settings)
    #expect(identity.teamID == "ZYXWV98765")
    #expect(identity.appIDPrefix == "LEGACY1234")
    #expect(identity.applicationIdentifier == "LEGACY1234.com.other.app")
  }

  @Test func emptyValuesCountAsUnknown() throws {
    let identity = try SigningIdentity(
      teamID: "", appIDPrefix: "", bundleID: nil,
      settings: BuildSettings(["DEVELOPMENT_TEAM": "", "PRODUCT_BUNDLE_IDENTIFIER": ""]))
    #expect(identity.teamID == nil)
    #expect(identity.bundleID == nil)
    #expect(identity.applicationIdentifier == nil)
  }

  @Test func aBundleIDThatCannotBeExpandedNamesTheMissingSetting() {
    #expect {
      _ = try SigningIdentity(
        teamID: "ABCDE12345", appIDPrefix: nil, bundleID: nil,
        settings: BuildSettings(["PRODUCT_BUNDLE_IDENTIFIER": "$(ORG).app"]))
    } throws: { error in
      "\(error)".contains("ORG")
    }
  }
}
