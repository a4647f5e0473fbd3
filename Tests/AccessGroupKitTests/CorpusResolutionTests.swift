import AccessGroupKit
import Foundation
import Testing

/// Real-world entitlements from open-source apps (MIT and Apache-2.0 only; see
/// `Fixtures/ATTRIBUTION.md`), resolved with the build settings from the corpus manifest, and
/// compared with lists derived by hand from the rules in `AccessGroupResolver`'s
/// documentation: `keychain-access-groups`, then the application identifier (synthesized
/// from the App ID prefix and bundle ID when the file has none, as code signing does), then
/// the application groups, and on macOS and Mac Catalyst `com.apple.token` last.
@Suite("Corpus resolution")
struct CorpusResolutionTests {
  /// One corpus file with its target's signing identity and build settings.
  struct Case: Sendable, CustomTestStringConvertible {
    var file: String
    var platform: Platform
    var profile: BehaviourProfile = .current
    var teamID: String?
    var bundleID: String?
    var settings: [String: String]
    var expected: [String]

    var testDescription: String { "\(file) (\(platform), \(profile))" }
  }

  // NetNewsWire (MIT), team M8L2WTLA8W, Release settings from xcconfig/common/*.xcconfig.
  static let netNewsWireIOSSettings = [
    "ORGANIZATION_IDENTIFIER": "com.ranchero", "BUNDLE_ID_SUFFIX": "", "APP_GROUP_SUFFIX": "",
    "APP_GROUP_ID": "group.$(ORGANIZATION_IDENTIFIER).NetNewsWire.iOS$(APP_GROUP_SUFFIX)",
  ]
  static let netNewsWireMacSettings = [
    "ORGANIZATION_IDENTIFIER": "com.ranchero", "BUNDLE_ID_SUFFIX": "", "APP_GROUP_SUFFIX": "",
    "APP_GROUP_ID": "group.$(ORGANIZATION_IDENTIFIER).NetNewsWire-Evergreen$(APP_GROUP_SUFFIX)",
  ]
  // Home Assistant (Apache-2.0), team QMQYCKL255, Configuration/HomeAssistant*.xcconfig.
  static let homeAssistantRelease = ["BUNDLE_ID_PREFIX": "io.robbie", "BUNDLE_ID_SUFFIX": ""]
  static let homeAssistantDebug = ["BUNDLE_ID_PREFIX": "io.robbie", "BUNDLE_ID_SUFFIX": ".dev"]
  // WireGuard (MIT): the team ID is developer-supplied (Developer.xcconfig is not committed),
  // so these cases use a stand-in team ID; the app IDs are the official ones.
  static let wireGuardTeam = "ABCDE12345"
  static let wireGuardSettings = [
    "DEVELOPMENT_TEAM": wireGuardTeam, "APP_ID_IOS": "com.wireguard.ios",
    "APP_ID_MACOS": "com.wireguard.macos",
  ]

  static let cases: [Case] = [
    Case(
      file: "Ranchero-Software__NetNewsWire/iOS__Resources__NetNewsWire.entitlements",
      platform: .iOS, teamID: "M8L2WTLA8W", bundleID: "com.ranchero.NetNewsWire.iOS",
      settings: netNewsWireIOSSettings,
      expected: [
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS", "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS",
        "group.com.ranchero.NetNewsWire.iOS",
      ]),
    Case(
      file: "Ranchero-Software__NetNewsWire/iOS__Resources__NetNewsWire.entitlements",
      platform: .iOS, profile: .legacy, teamID: "M8L2WTLA8W",
      bundleID: "com.ranchero.NetNewsWire.iOS", settings: netNewsWireIOSSettings,
      expected: [
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS", "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS",
        "group.com.ranchero.NetNewsWire.iOS", "com.apple.token",
      ]),
    Case(
      file:
        "Ranchero-Software__NetNewsWire/iOS__ShareExtension__NetNewsWire_iOS_ShareExtension.entitlements",
      platform: .iOS, teamID: "M8L2WTLA8W",
      bundleID: "com.ranchero.NetNewsWire.iOS.Share-Extension", settings: netNewsWireIOSSettings,
      expected: [
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS",
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS.Share-Extension",
        "group.com.ranchero.NetNewsWire.iOS",
      ]),
    Case(
      file: "Ranchero-Software__NetNewsWire/Widget__NetNewsWire_iOS_WidgetExtension.entitlements",
      platform: .iOS, teamID: "M8L2WTLA8W",
      bundleID: "com.ranchero.NetNewsWire.iOS.SpringboardWidgets",
      settings: netNewsWireIOSSettings,
      expected: [
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS",
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS.SpringboardWidgets",
        "group.com.ranchero.NetNewsWire.iOS",
      ]),
    Case(
      file: "Ranchero-Software__NetNewsWire/Mac__Resources__NetNewsWire.entitlements",
      platform: .macOS, teamID: "M8L2WTLA8W", bundleID: "com.ranchero.NetNewsWire-Evergreen",
      settings: netNewsWireMacSettings,
      expected: [
        "M8L2WTLA8W.com.ranchero.NetNewsWire-Evergreen", "group.com.ranchero.NetNewsWire-Evergreen",
        "com.apple.token",
      ]),
    Case(
      file: "Ranchero-Software__NetNewsWire/Mac__ShareExtension__ShareExtension.entitlements",
      platform: .macOS, teamID: "M8L2WTLA8W",
      bundleID: "com.ranchero.NetNewsWire-Evergreen.Mac.ShareExtension",
      settings: netNewsWireMacSettings,
      expected: [
        "M8L2WTLA8W.com.ranchero.NetNewsWire-Evergreen.Mac.ShareExtension",
        "group.com.ranchero.NetNewsWire-Evergreen", "com.apple.token",
      ]),
    Case(
      file: "Ranchero-Software__NetNewsWire/Mac__Resources__NetNewsWire.provisionprofile",
      platform: .macOS, settings: [:],
      expected: [
        "M8L2WTLA8W.*", "M8L2WTLA8W.com.ranchero.NetNewsWire-Evergreen", "com.apple.token",
      ]),
    Case(
      file: "home-assistant__iOS/Configuration__Entitlements__App-ios.entitlements",
      platform: .iOS, teamID: "QMQYCKL255", bundleID: "io.robbie.HomeAssistant",
      settings: homeAssistantRelease,
      expected: [
        "QMQYCKL255.io.robbie.HomeAssistant", "QMQYCKL255.io.robbie.HomeAssistant",
        "group.io.robbie.homeassistant",
      ]),
    Case(
      file: "home-assistant__iOS/Configuration__Entitlements__App-ios.entitlements",
      platform: .iOS, teamID: "QMQYCKL255", bundleID: "io.robbie.HomeAssistant.dev",
      settings: homeAssistantDebug,
      expected: [
        "QMQYCKL255.io.robbie.HomeAssistant.dev", "QMQYCKL255.io.robbie.HomeAssistant.dev",
        "group.io.robbie.homeassistant.dev",
      ]),
    Case(
      file: "home-assistant__iOS/Configuration__Entitlements__App-catalyst.entitlements",
      platform: .macCatalyst, teamID: "QMQYCKL255", bundleID: "io.robbie.HomeAssistant",
      settings: homeAssistantRelease,
      expected: [
        "QMQYCKL255.io.robbie.HomeAssistant", "QMQYCKL255.io.robbie.HomeAssistant",
        "group.io.robbie.homeassistant", "com.apple.token",
      ]),
    Case(
      file: "home-assistant__iOS/Configuration__Entitlements__Extension-ios.entitlements",
      platform: .iOS, teamID: "QMQYCKL255", bundleID: "io.robbie.HomeAssistant.ShareExtension",
      settings: homeAssistantRelease,
      expected: [
        "QMQYCKL255.io.robbie.HomeAssistant", "QMQYCKL255.io.robbie.HomeAssistant.ShareExtension",
        "group.io.robbie.homeassistant",
      ]),
    Case(
      file: "home-assistant__iOS/Configuration__Entitlements__Extension-ios.entitlements",
      platform: .iOS, teamID: "QMQYCKL255", bundleID: "io.robbie.HomeAssistant.watchkitapp",
      settings: homeAssistantRelease,
      expected: [
        "QMQYCKL255.io.robbie.HomeAssistant", "QMQYCKL255.io.robbie.HomeAssistant.watchkitapp",
        "group.io.robbie.homeassistant",
      ]),
    Case(
      file: "home-assistant__iOS/Configuration__Entitlements__Extension-catalyst.entitlements",
      platform: .macCatalyst, teamID: "QMQYCKL255", bundleID: "io.robbie.HomeAssistant.Widgets",
      settings: homeAssistantRelease,
      expected: [
        "QMQYCKL255.io.robbie.HomeAssistant", "QMQYCKL255.io.robbie.HomeAssistant.Widgets",
        "group.io.robbie.homeassistant", "com.apple.token",
      ]),
    Case(
      file: "home-assistant__iOS/Configuration__Entitlements__Launcher.entitlements",
      platform: .macOS, teamID: "QMQYCKL255", bundleID: "io.robbie.HomeAssistant.Launcher",
      settings: homeAssistantRelease,
      expected: ["QMQYCKL255.io.robbie.HomeAssistant.Launcher", "com.apple.token"]),
    Case(
      file: "home-assistant__iOS/Configuration__Provisioning__Mac_App_Store__App.provisionprofile",
      platform: .macCatalyst, settings: [:],
      expected: [
        "QMQYCKL255.*", "QMQYCKL255.io.robbie.HomeAssistant", "group.io.robbie.homeassistant",
        "com.apple.token",
      ]),
    Case(
      file: "WireGuard__wireguard-apple/Sources__WireGuardApp__UI__iOS__WireGuard.entitlements",
      platform: .iOS, teamID: wireGuardTeam, bundleID: "com.wireguard.ios",
      settings: wireGuardSettings,
      expected: ["ABCDE12345.com.wireguard.ios", "group.com.wireguard.ios"]),
    Case(
      file: "WireGuard__wireguard-apple/Sources__WireGuardApp__UI__macOS__WireGuard.entitlements",
      platform: .macOS, teamID: wireGuardTeam, bundleID: "com.wireguard.macos",
      settings: wireGuardSettings,
      expected: [
        "ABCDE12345.com.wireguard.macos", "ABCDE12345.group.com.wireguard.macos",
        "com.apple.token",
      ]),
    Case(
      file:
        "WireGuard__wireguard-apple/Sources__WireGuardNetworkExtension__WireGuardNetworkExtension_macOS.entitlements",
      platform: .macOS, teamID: wireGuardTeam, bundleID: "com.wireguard.macos.network-extension",
      settings: wireGuardSettings,
      expected: [
        "ABCDE12345.com.wireguard.macos.network-extension",
        "ABCDE12345.group.com.wireguard.macos", "com.apple.token",
      ]),
    Case(
      file: "maxgoedjen__secretive/Sources__Secretive__Secretive.entitlements",
      platform: .macOS, teamID: "Z72PRUAWF6", bundleID: "com.maxgoedjen.Secretive.Host",
      settings: [:],
      expected: [
        "Z72PRUAWF6.com.maxgoedjen.Secretive", "Z72PRUAWF6.com.maxgoedjen.Secretive.Host",
        "com.apple.token",
      ]),
    Case(
      file: "maxgoedjen__secretive/Sources__SecretAgent__SecretAgent.entitlements",
      platform: .macOS, teamID: "Z72PRUAWF6", bundleID: "com.maxgoedjen.Secretive.SecretAgent",
      settings: [:],
      expected: [
        "Z72PRUAWF6.com.maxgoedjen.Secretive", "Z72PRUAWF6.com.maxgoedjen.Secretive.SecretAgent",
        "com.apple.token",
      ]),
    Case(
      file: "maxgoedjen__secretive/Sources__SecretiveUpdater__SecretiveUpdater.entitlements",
      platform: .macOS, teamID: "Z72PRUAWF6",
      bundleID: "com.maxgoedjen.Secretive.SecretiveUpdater", settings: [:],
      expected: ["Z72PRUAWF6.com.maxgoedjen.Secretive.SecretiveUpdater", "com.apple.token"]),
    Case(
      file: "wikimedia__wikipedia-ios/Wikipedia__Wikipedia.entitlements",
      platform: .iOS, teamID: "AKK7J2GV64", bundleID: "org.wikimedia.wikipedia", settings: [:],
      expected: [
        "AKK7J2GV64.org.wikimedia.wikipedia", "group.org.wikimedia.wikipedia",
        "group.org.wikimedia.wikipedia.alpha", "group.org.wikimedia.wikipedia.beta",
      ]),
    // The widget's bundle ID is not verified in the manifest, so none is given: with no
    // application identifier, the list is the application groups alone.
    Case(
      file: "wikimedia__wikipedia-ios/Widgets__WidgetsExtension.entitlements",
      platform: .iOS, teamID: "AKK7J2GV64", settings: ["SIGNING_DISAMBIGUATOR": ""],
      expected: [
        "group.org.wikimedia.wikipedia", "group.org.wikimedia.wikipedia.alpha",
        "group.org.wikimedia.wikipedia.beta",
      ]),
  ]

  static func fixture(_ file: String) throws -> URL {
    let corpus = try #require(
      Bundle.module.url(forResource: "Fixtures/Corpus", withExtension: nil),
      "Fixtures/Corpus is missing from the test bundle")
    return corpus.appendingPathComponent(file)
  }

  @Test(arguments: cases)
  func corpusFileResolvesToTheHandDerivedList(_ corpusCase: Case) throws {
    let document = try EntitlementsLoader.load(contentsOf: Self.fixture(corpusCase.file))
    let identity = SigningIdentity(
      teamID: corpusCase.teamID, appIDPrefix: nil, bundleID: corpusCase.bundleID)
    let expansion = try EntitlementsExpander(
      settings: BuildSettings(corpusCase.settings), identity: identity,
      platform: corpusCase.platform
    ).expand(document.entitlements)
    let options = ResolutionOptions(platform: corpusCase.platform, profile: corpusCase.profile)
    let resolved = AccessGroupResolver(options: options).resolve(expansion.entitlements)
    #expect(resolved.groups == corpusCase.expected)
    #expect(resolved.defaultGroup == corpusCase.expected.first)
    #expect(!expansion.findings.contains { $0.severity == .error })
  }
}
