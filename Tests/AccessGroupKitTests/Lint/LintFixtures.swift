import AccessGroupKit
import Foundation
import Testing

/// Builds app targets for lint tests, from literal entitlements or corpus files.
enum LintFixtures {
  /// A team ID for synthetic targets.
  static let team = "ABCDE12345"

  /// An array-of-strings entitlement value.
  static func strings(_ values: String...) -> PropertyListValue {
    .array(values.map(PropertyListValue.string))
  }

  /// A target from already-expanded entitlements, signed by ``team``.
  static func target(
    _ name: String, _ values: [EntitlementKey: PropertyListValue], platform: Platform = .iOS,
    bundleID: String? = nil
  ) -> AppTarget {
    let identity = SigningIdentity(teamID: team, bundleID: bundleID)
    var entitlements = Entitlements(values)
    if let applicationIdentifier = identity.applicationIdentifier,
      entitlements.applicationIdentifier == nil
    {
      entitlements.values[platform.applicationIdentifierKey] = .string(applicationIdentifier)
    }
    return AppTarget(
      name: name, entitlements: entitlements, platform: platform, identity: identity)
  }

  /// A target loaded from a corpus file and expanded with settings.
  static func corpusTarget(
    _ name: String, _ path: String, platform: Platform, teamID: String, bundleID: String,
    settings: [String: String]
  ) throws -> AppTarget {
    let document = try EntitlementsLoader.load(contentsOf: CorpusFixtures.url(path))
    return try AppTarget(
      name: name, expanding: document.entitlements, settings: BuildSettings(settings),
      platform: platform, identity: SigningIdentity(teamID: teamID, bundleID: bundleID))
  }

  /// The findings' codes, in order.
  static func codes(_ findings: [Finding]) -> [String] { findings.map(\.code) }

  // MARK: - Corpus families

  /// NetNewsWire's iOS app, share extension and widget with its Release settings.
  static func netNewsWireiOS() throws -> AppFamily {
    let folder = "Ranchero-Software__NetNewsWire/"
    let settings = [
      "ORGANIZATION_IDENTIFIER": "com.ranchero", "BUNDLE_ID_SUFFIX": "",
      "APP_GROUP_SUFFIX": "",
      "APP_GROUP_ID": "group.$(ORGANIZATION_IDENTIFIER).NetNewsWire.iOS$(APP_GROUP_SUFFIX)",
    ]
    return try AppFamily(targets: [
      corpusTarget(
        "app", folder + "iOS__Resources__NetNewsWire.entitlements", platform: .iOS,
        teamID: "M8L2WTLA8W", bundleID: "com.ranchero.NetNewsWire.iOS", settings: settings),
      corpusTarget(
        "share", folder + "iOS__ShareExtension__NetNewsWire_iOS_ShareExtension.entitlements",
        platform: .iOS, teamID: "M8L2WTLA8W",
        bundleID: "com.ranchero.NetNewsWire.iOS.Share-Extension", settings: settings),
      corpusTarget(
        "widget", folder + "Widget__NetNewsWire_iOS_WidgetExtension.entitlements",
        platform: .iOS, teamID: "M8L2WTLA8W",
        bundleID: "com.ranchero.NetNewsWire.iOS.SpringboardWidgets", settings: settings),
    ])
  }

  /// NetNewsWire's macOS app and share extension with its Release settings.
  static func netNewsWireMac() throws -> AppFamily {
    let folder = "Ranchero-Software__NetNewsWire/"
    let settings = [
      "ORGANIZATION_IDENTIFIER": "com.ranchero", "APP_GROUP_SUFFIX": "",
      "APP_GROUP_ID":
        "group.$(ORGANIZATION_IDENTIFIER).NetNewsWire-Evergreen$(APP_GROUP_SUFFIX)",
    ]
    return try AppFamily(targets: [
      corpusTarget(
        "app", folder + "Mac__Resources__NetNewsWire.entitlements", platform: .macOS,
        teamID: "M8L2WTLA8W", bundleID: "com.ranchero.NetNewsWire-Evergreen",
        settings: settings),
      corpusTarget(
        "share", folder + "Mac__ShareExtension__ShareExtension.entitlements", platform: .macOS,
        teamID: "M8L2WTLA8W",
        bundleID: "com.ranchero.NetNewsWire-Evergreen.Mac.ShareExtension", settings: settings),
    ])
  }

  /// Home Assistant's iOS app and share extension (Release: empty `BUNDLE_ID_SUFFIX`).
  static func homeAssistantiOS() throws -> AppFamily {
    let folder = "home-assistant__iOS/Configuration__Entitlements__"
    let settings = ["BUNDLE_ID_PREFIX": "io.robbie", "BUNDLE_ID_SUFFIX": ""]
    return try AppFamily(targets: [
      corpusTarget(
        "app", folder + "App-ios.entitlements", platform: .iOS, teamID: "QMQYCKL255",
        bundleID: "io.robbie.HomeAssistant", settings: settings),
      corpusTarget(
        "share", folder + "Extension-ios.entitlements", platform: .iOS, teamID: "QMQYCKL255",
        bundleID: "io.robbie.HomeAssistant.ShareExtension", settings: settings),
    ])
  }

  /// Home Assistant's Mac Catalyst app and its native macOS login-item launcher.
  static func homeAssistantMac() throws -> AppFamily {
    let folder = "home-assistant__iOS/Configuration__Entitlements__"
    let settings = ["BUNDLE_ID_PREFIX": "io.robbie", "BUNDLE_ID_SUFFIX": ""]
    return try AppFamily(targets: [
      corpusTarget(
        "app", folder + "App-catalyst.entitlements", platform: .macCatalyst,
        teamID: "QMQYCKL255", bundleID: "io.robbie.HomeAssistant", settings: settings),
      corpusTarget(
        "launcher", folder + "Launcher.entitlements", platform: .macOS, teamID: "QMQYCKL255",
        bundleID: "io.robbie.HomeAssistant.Launcher", settings: settings),
    ])
  }

  /// WireGuard's macOS app and packet-tunnel extension. The repository has no team ID
  /// (`Developer.xcconfig` is developer-supplied), so ``team`` stands in for it.
  static func wireGuardMac() throws -> AppFamily {
    let folder = "WireGuard__wireguard-apple/"
    let settings = ["APP_ID_MACOS": "com.wireguard.macos"]
    return try AppFamily(targets: [
      corpusTarget(
        "app", folder + "Sources__WireGuardApp__UI__macOS__WireGuard.entitlements",
        platform: .macOS, teamID: team, bundleID: "com.wireguard.macos", settings: settings),
      corpusTarget(
        "tunnel",
        folder + "Sources__WireGuardNetworkExtension__WireGuardNetworkExtension_macOS.entitlements",
        platform: .macOS, teamID: team, bundleID: "com.wireguard.macos.network-extension",
        settings: settings),
    ])
  }

  /// WireGuard's iOS app (corpus) and an iOS tunnel extension with the same app group, as
  /// upstream's iOS network extension has (its file is not in the corpus).
  static func wireGuardiOS() throws -> AppFamily {
    let app = try corpusTarget(
      "app", "WireGuard__wireguard-apple/Sources__WireGuardApp__UI__iOS__WireGuard.entitlements",
      platform: .iOS, teamID: team, bundleID: "com.wireguard.ios",
      settings: ["APP_ID_IOS": "com.wireguard.ios"])
    let tunnel = target(
      "tunnel", [.applicationGroups: strings("group.com.wireguard.ios")],
      bundleID: "com.wireguard.ios.network-extension")
    return try AppFamily(targets: [app, tunnel])
  }
}
