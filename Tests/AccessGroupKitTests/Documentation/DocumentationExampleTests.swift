import AccessGroupKit
import Foundation
import Testing

/// The code in the DocC catalog prints what the catalog says it prints.
@Suite("Documentation examples")
struct DocumentationExampleTests {
  @Test func landingPageExamplePrintsTheListItShows() {
    let entitlements = Entitlements(dictionary: [
      "keychain-access-groups": .array([.string("SKMME9E2Y8.com.example.shared")]),
      "application-identifier": .string("SKMME9E2Y8.com.example.app"),
    ])
    let resolved = AccessGroupResolver().resolve(entitlements)
    var output = ""
    print(resolved.groups, to: &output)
    #expect(output == "[\"SKMME9E2Y8.com.example.shared\", \"SKMME9E2Y8.com.example.app\"]\n")
    #expect(resolved.defaultGroup == "SKMME9E2Y8.com.example.shared")
  }

  @Test func formationArticleExamplePrintsTheOutputItShows() {
    let entitlements = Entitlements(dictionary: [
      "keychain-access-groups": .array([.string("M8L2WTLA8W.com.ranchero.NetNewsWire.iOS")]),
      "application-identifier": .string("M8L2WTLA8W.com.ranchero.NetNewsWire.iOS"),
      "com.apple.security.application-groups": .array([
        .string("group.com.ranchero.NetNewsWire.iOS")
      ]),
    ])
    var output = ""
    for platform in [Platform.iOS, .macCatalyst] {
      let resolved = AccessGroupResolver(options: ResolutionOptions(platform: platform))
        .resolve(entitlements)
      print(platform, to: &output)
      for (index, entry) in resolved.entries.enumerated() {
        print(" ", index, entry.name, "from", entry.source, to: &output)
      }
    }
    #expect(
      output == """
        iOS
          0 M8L2WTLA8W.com.ranchero.NetNewsWire.iOS from keychain-access-groups[0]
          1 M8L2WTLA8W.com.ranchero.NetNewsWire.iOS from application-identifier
          2 group.com.ranchero.NetNewsWire.iOS from com.apple.security.application-groups[0]
        macCatalyst
          0 M8L2WTLA8W.com.ranchero.NetNewsWire.iOS from keychain-access-groups[0]
          1 M8L2WTLA8W.com.ranchero.NetNewsWire.iOS from application-identifier
          2 group.com.ranchero.NetNewsWire.iOS from com.apple.security.application-groups[0]
          3 com.apple.token from added by the system

        """)
  }

  @Test func legacyClientWithoutEntitlementsGetsOnlyTheTokenGroupOnTheSimulator() {
    let options = ResolutionOptions(platform: .iOSSimulator, profile: .legacy)
    let resolved = AccessGroupResolver(options: options).resolve(Entitlements())
    #expect(resolved.groups == ["com.apple.token"])
    #expect(resolved.defaultGroup == "com.apple.token")
  }
}

extension DocumentationExampleTests {
  @Test func readmeExampleResolvesAnEntitlementsFile() throws {
    let url = try #require(
      Bundle.module.url(
        forResource: "Fixtures/Corpus/Ranchero-Software__NetNewsWire/"
          + "iOS__Resources__NetNewsWire.entitlements", withExtension: nil))
    let document = try EntitlementsLoader.load(contentsOf: url)
    let identity = SigningIdentity(
      teamID: "M8L2WTLA8W", appIDPrefix: nil, bundleID: "com.ranchero.NetNewsWire.iOS")
    let expansion = try EntitlementsExpander(
      settings: BuildSettings([
        "ORGANIZATION_IDENTIFIER": "com.ranchero", "BUNDLE_ID_SUFFIX": "",
        "APP_GROUP_ID": "group.$(ORGANIZATION_IDENTIFIER).NetNewsWire.iOS",
      ]),
      identity: identity, platform: .iOS
    ).expand(document.entitlements)
    let resolved = AccessGroupResolver(options: ResolutionOptions(platform: .iOS))
      .resolve(expansion.entitlements)
    #expect(
      resolved.groups == [
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS", "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS",
        "group.com.ranchero.NetNewsWire.iOS",
      ])
    let findings = EntitlementsValidator(identity: identity, platform: .iOS)
      .validate(expansion.entitlements)
    #expect(!findings.contains { $0.severity == .error })
  }
}
