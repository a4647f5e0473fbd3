import AccessGroupKit
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
