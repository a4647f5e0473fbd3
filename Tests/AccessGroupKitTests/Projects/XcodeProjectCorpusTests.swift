import AccessGroupKit
import Foundation
import Testing

/// Every signed target of the six real projects in `Fixtures/Projects` (copied from the
/// shared corpus with their licenses; see `Fixtures/ATTRIBUTION.md`) resolves to the
/// Release list its `MANIFEST.md` gives, and what the committed files lack is reported.
@Suite("Xcode project corpus")
struct XcodeProjectCorpusTests {
  static func project(_ path: String) throws -> URL {
    let root = try #require(
      Bundle.module.url(forResource: "Fixtures/Projects", withExtension: nil),
      "Fixtures/Projects is missing from the test bundle")
    return root.appendingPathComponent(path)
  }

  static func family(
    _ path: String, overrides: [String: String] = [:], variant: XcodeBuildVariant = .device
  ) throws -> XcodeProjectFamily {
    try XcodeProjectFamily(
      projectAt: project(path), overrides: BuildSettings(overrides), variant: variant)
  }

  /// The lists without groups the OS adds on its own (`com.apple.token` on a Mac), which
  /// the MANIFEST leaves out.
  static func lists(_ family: XcodeProjectFamily) -> [String: [String]] {
    Dictionary(
      uniqueKeysWithValues: family.targets.map {
        ($0.name, $0.accessGroups.filter { $0 != "com.apple.token" })
      })
  }

  static func findings(_ family: XcodeProjectFamily, code: XcodeProjectFindingCode) -> [Finding] {
    family.findings.filter { $0.code == code.rawValue }
  }

  @Test func netNewsWireResolvesThroughXcode16AnchorsToTheManifestLists() throws {
    let family = try Self.family("Ranchero-Software__NetNewsWire/NetNewsWire.xcodeproj")
    #expect(
      Self.lists(family) == [
        "NetNewsWire": [
          "M8L2WTLA8W.com.ranchero.NetNewsWire-Evergreen",
          "group.com.ranchero.NetNewsWire-Evergreen",
        ],
        "NetNewsWire-iOS": [
          "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS", "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS",
          "group.com.ranchero.NetNewsWire.iOS",
        ],
        "Subscribe to Feed": [
          "M8L2WTLA8W.com.ranchero.NetNewsWire-Evergreen.SubscribeToFeed",
          "group.com.ranchero.NetNewsWire-Evergreen",
        ],
        "NetNewsWire iOS Share Extension": [
          "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS",
          "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS.Share-Extension",
          "group.com.ranchero.NetNewsWire.iOS",
        ],
        "NetNewsWire iOS Widget Extension": [
          "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS",
          "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS.SpringboardWidgets",
          "group.com.ranchero.NetNewsWire.iOS",
        ],
        "NetNewsWire Share Extension": [
          "M8L2WTLA8W.com.ranchero.NetNewsWire-Evergreen.Mac.ShareExtension",
          "group.com.ranchero.NetNewsWire-Evergreen",
        ],
      ])
    // The optional developer settings outside the repository are `#include?`: no finding.
    #expect(family.findings.allSatisfy { $0.severity != .error })
    #expect(Self.findings(family, code: .missingInclude).isEmpty)
    let mac = try #require(family.target(named: "NetNewsWire"))
    #expect(mac.target.platform == .macOS)
    #expect(mac.embeddedTargetNames == ["NetNewsWire Share Extension", "Subscribe to Feed"])
    #expect(mac.entitlementsFile.path.hasSuffix("Mac/Resources/NetNewsWire.entitlements"))
    let iOS = try #require(family.target(named: "NetNewsWire-iOS"))
    #expect(
      iOS.embeddedTargetNames == [
        "NetNewsWire iOS Share Extension", "NetNewsWire iOS Widget Extension",
      ])
    #expect(iOS.productType == .application)
    #expect(family.topLevelAppNames == ["NetNewsWire", "NetNewsWire-iOS"])
    // The examples in XcodeProject's and OpenStepPropertyListReader's documentation.
    let project = try #require(family.projects.first)
    #expect(
      project.targets.prefix(3).map(\.name) == [
        "NetNewsWire", "NetNewsWireTests", "NetNewsWire-iOS",
      ])
    let root = try OpenStepPropertyListReader.parse(
      data: Data(contentsOf: project.url.appendingPathComponent("project.pbxproj")),
      file: "project.pbxproj")
    #expect(root.dictionaryValue?["objectVersion"] == .string("76"))
    let iOSFamily = try #require(family.family(ofApp: "NetNewsWire-iOS"))
    #expect(
      iOSFamily.targets.map(\.name) == [
        "NetNewsWire-iOS", "NetNewsWire iOS Share Extension", "NetNewsWire iOS Widget Extension",
      ])
    #expect(iOS.bundleID == "com.ranchero.NetNewsWire.iOS")
  }

  static let homeAssistantDevice: [String: [String]] = {
    var lists: [String: [String]] = [
      "App": [
        "QMQYCKL255.io.robbie.HomeAssistant", "QMQYCKL255.io.robbie.HomeAssistant",
        "group.io.robbie.homeassistant",
      ],
      "Launcher": ["QMQYCKL255.io.robbie.HomeAssistant.Launcher"],
    ]
    for (target, suffix) in [
      ("WatchApp", "watchkitapp"), ("Extensions-Intents", "Intents"),
      ("Extensions-Matter", "Matter"),
      ("Extensions-NotificationService", "APNSAttachmentService"),
      ("Extensions-NotificationContent", "NotificationContentExtension"),
      ("Extensions-PushProvider", "PushProvider"), ("Extensions-Share", "ShareExtension"),
      ("Extensions-Widgets", "Widgets"), ("Extensions-WatchWidgets", "watchkitapp.WatchWidgets"),
    ] {
      lists[target] = [
        "QMQYCKL255.io.robbie.HomeAssistant", "QMQYCKL255.io.robbie.HomeAssistant.\(suffix)",
        "group.io.robbie.homeassistant",
      ]
    }
    return lists
  }()

  @Test func homeAssistantDeviceBuildsMatchTheManifestWithReleaseOnlySuffixesEmpty() throws {
    let family = try Self.family("home-assistant__iOS/HomeAssistant.xcodeproj")
    #expect(Self.lists(family) == Self.homeAssistantDevice)
    #expect(family.target(named: "Launcher")?.target.platform == .macOS)
    #expect(family.target(named: "WatchApp")?.target.platform == .iOS)
    let app = try #require(family.target(named: "App"))
    #expect(app.embeddedTargetNames.contains("WatchApp"))
    #expect(app.embeddedTargetNames.contains("Launcher"))
    #expect(!app.embeddedTargetNames.contains("Shared-iOS"))
    #expect(app.entitlementsFile.lastPathComponent == "App-ios.entitlements")
    // The watch app's widgets ship inside the watch app, inside the iOS app.
    #expect(family.topLevelAppNames == ["App"])
    #expect(family.family(ofApp: "App")?.targets.count == family.targets.count)
    #expect(family.family(ofApp: "Nonexistent") == nil)
    // BUNDLE_ID_SUFFIX is set only for Debug: Release expands it to nothing, and says so.
    let undefined = Self.findings(family, code: .undefinedSetting)
    #expect(
      undefined.contains {
        $0.target == "App"
          && $0.message.hasPrefix("$(BUNDLE_ID_SUFFIX), used by PRODUCT_BUNDLE_IDENTIFIER and ")
          && $0.message.contains("keychain-access-groups")
      })
    #expect(undefined.allSatisfy { $0.severity == .note })
    #expect(family.findings.allSatisfy { $0.severity != .error })
  }

  @Test func homeAssistantMacCatalystBuildsUseTheMacOSConditionalEntitlements() throws {
    let family = try Self.family(
      "home-assistant__iOS/HomeAssistant.xcodeproj", variant: .macCatalyst)
    let expected = Self.homeAssistantDevice.filter {
      [
        "App", "Extensions-Intents", "Extensions-NotificationService",
        "Extensions-NotificationContent", "Extensions-Share", "Extensions-Widgets",
      ]
      .contains($0.key)
    }
    #expect(Self.lists(family) == expected)
    #expect(family.targets.allSatisfy { $0.target.platform == .macCatalyst })
    #expect(
      family.target(named: "App")?.entitlementsFile.lastPathComponent
        == "App-catalyst.entitlements")
    #expect(
      family.target(named: "Extensions-Share")?.entitlementsFile.lastPathComponent
        == "Extension-catalyst.entitlements")
  }

  static let wireGuardPath = "WireGuard__wireguard-apple/WireGuard.xcodeproj"

  @Test func wireGuardWithoutItsGitignoredDeveloperSettingsReportsEveryMissingValue() throws {
    let family = try Self.family(Self.wireGuardPath)
    let missing = Self.findings(family, code: .missingInclude)
    #expect(missing.count == 1)
    #expect(family.targets.allSatisfy { $0.findings.contains(missing[0]) })
    #expect(
      missing.allSatisfy {
        $0.message.contains("Sources/WireGuardApp/Config/Developer.xcconfig")
          && $0.message.contains("--settings-file")
      })
    #expect(Self.findings(family, code: .missingTeam).count == 5)
    #expect(Self.findings(family, code: .bareTeamPrefixGroup).count == 5)
    // `.network-extension`: the bundle ID's own variable is undefined.
    #expect(Self.findings(family, code: .missingBundleID).count == 5)
    let undefined = Self.findings(family, code: .undefinedSetting).map(\.message)
    #expect(!undefined.contains { $0.contains("DEVELOPMENT_TEAM") })
    #expect(undefined.contains { $0.contains("--setting APP_ID_IOS=VALUE") })
    #expect(undefined.contains { $0.contains("--setting APP_ID_MACOS=VALUE") })
  }

  @Test func wireGuardWithTheDeveloperSettingsSuppliedMatchesTheManifestShape() throws {
    let family = try Self.family(
      Self.wireGuardPath,
      overrides: [
        "DEVELOPMENT_TEAM": "ABCDE12345", "APP_ID_IOS": "com.wireguard.ios",
        "APP_ID_MACOS": "com.wireguard.macos",
      ])
    #expect(
      Self.lists(family) == [
        "WireGuardiOS": ["ABCDE12345.com.wireguard.ios", "group.com.wireguard.ios"],
        "WireGuardNetworkExtensioniOS": [
          "ABCDE12345.com.wireguard.ios.network-extension", "group.com.wireguard.ios",
        ],
        "WireGuardmacOS": [
          "ABCDE12345.com.wireguard.macos", "ABCDE12345.group.com.wireguard.macos",
        ],
        "WireGuardNetworkExtensionmacOS": [
          "ABCDE12345.com.wireguard.macos.network-extension",
          "ABCDE12345.group.com.wireguard.macos",
        ],
        "WireGuardmacOSLoginItemHelper": [
          "ABCDE12345.com.wireguard.macos.login-item-helper",
          "ABCDE12345.group.com.wireguard.macos",
        ],
      ])
    // The include is still missing, and still said; nothing else is (as the
    // ReadingXcodeProjects article says).
    #expect(Set(family.findings.map(\.code)) == [XcodeProjectFindingCode.missingInclude.rawValue])
    #expect(
      family.target(named: "WireGuardmacOS")?.embeddedTargetNames == [
        "WireGuardNetworkExtensionmacOS", "WireGuardmacOSLoginItemHelper",
      ])
  }

  @Test func secretiveInSourcesUsesDefaultOperatorsAndTheMacOSConditionalTeam() throws {
    let family = try Self.family("maxgoedjen__secretive/Sources/Secretive.xcodeproj")
    #expect(
      Self.lists(family) == [
        "Secretive": [
          "Z72PRUAWF6.com.maxgoedjen.Secretive", "Z72PRUAWF6.com.maxgoedjen.Secretive.Host",
        ],
        "SecretAgent": [
          "Z72PRUAWF6.com.maxgoedjen.Secretive", "Z72PRUAWF6.com.maxgoedjen.Secretive.SecretAgent",
        ],
        "SecretiveUpdater": ["Z72PRUAWF6.com.maxgoedjen.Secretive.SecretiveUpdater"],
        "SecretAgentInputParser": ["Z72PRUAWF6.com.maxgoedjen.Secretive.SecretAgentInputParser"],
        "SecretiveCertificateParser": [
          "Z72PRUAWF6.com.maxgoedjen.Secretive.SecretiveCertificateParser"
        ],
      ])
    #expect(family.findings.isEmpty)
    #expect(family.targets.allSatisfy { $0.teamID == "Z72PRUAWF6" && $0.target.platform == .macOS })
    #expect(family.target(named: "SecretiveUpdater")?.productType == .xpcService)
    #expect(try family.requireTarget(named: "SecretAgent").bundleID.hasSuffix(".SecretAgent"))
    #expect(
      throws: XcodeProjectError.unknownTarget(
        name: "SecretiveTests", available: family.targets.map(\.name))
    ) { try family.requireTarget(named: "SecretiveTests") }
  }

  @Test func duckDuckGoUndefinedVaultGroupGivesTheBarePrefixAndAnError() throws {
    let family = try Self.family("duckduckgo__iOS/DuckDuckGo-iOS.xcodeproj")
    #expect(
      Self.lists(family) == [
        "DuckDuckGo": [
          "HKE973VLUW.", "HKE973VLUW.com.duckduckgo.mobile.ios",
          "HKE973VLUW.com.duckduckgo.subscriptions", "HKE973VLUW.com.duckduckgo.mobile.ios",
          "group.com.duckduckgo.bookmarks", "group.com.duckduckgo.contentblocker",
          "group.com.duckduckgo.database", "group.com.duckduckgo.netp",
          "group.com.duckduckgo.statistics", "group.com.duckduckgo.app-configuration",
          "group.com.duckduckgo.vault", "group.com.duckduckgo.autofill",
        ],
        "WidgetsExtension": [
          "HKE973VLUW.com.duckduckgo.mobile.ios.Widgets", "group.com.duckduckgo.bookmarks",
          "group.com.duckduckgo.database", "group.com.duckduckgo.netp",
        ],
        "PacketTunnelProvider": [
          "HKE973VLUW.com.duckduckgo.mobile.ios", "HKE973VLUW.com.duckduckgo.subscriptions",
          "HKE973VLUW.com.duckduckgo.mobile.ios.NetworkExtension", "group.com.duckduckgo.netp",
          "group.com.duckduckgo.app-configuration",
        ],
        "AutofillCredentialProvider": [
          "HKE973VLUW.com.duckduckgo.mobile.ios", "HKE973VLUW.",
          "HKE973VLUW.com.duckduckgo.mobile.ios.CredentialExtension",
          "group.com.duckduckgo.vault", "group.com.duckduckgo.bookmarks",
          "group.com.duckduckgo.statistics", "group.com.duckduckgo.autofill",
        ],
      ])
    let bare = Self.findings(family, code: .bareTeamPrefixGroup)
    #expect(bare.map(\.severity) == [.error, .error])
    #expect(bare.map(\.index) == [0, 1])
    #expect(bare.map(\.entitlement) == [.keychainAccessGroups, .keychainAccessGroups])
    let undefined = Self.findings(family, code: .undefinedSetting)
    #expect(undefined.count == 2)
    #expect(undefined.allSatisfy { $0.message.contains("--setting VAULT_APP_GROUP=VALUE") })
    // Embedded by a script phase, known from the target dependency.
    let app = try #require(family.target(named: "DuckDuckGo"))
    #expect(app.embeddedTargetNames.contains("PacketTunnelProvider"))
    #expect(!app.embeddedTargetNames.contains("Core"))
  }

  @Test func duckDuckGoWithTheVaultGroupSuppliedHasNoBarePrefix() throws {
    let family = try Self.family(
      "duckduckgo__iOS/DuckDuckGo-iOS.xcodeproj",
      overrides: ["VAULT_APP_GROUP": "com.duckduckgo.vault"])
    #expect(
      family.target(named: "DuckDuckGo")?.accessGroups.first
        == "HKE973VLUW.com.duckduckgo.vault")
    #expect(Self.findings(family, code: .bareTeamPrefixGroup).isEmpty)
  }

  @Test func pocketCastsExpandsBareDollarNamesAndReportsTheUngeneratedPodsConfiguration() throws {
    let family = try Self.family("Automattic__pocket-casts-ios/podcasts.xcodeproj")
    #expect(
      Self.lists(family) == [
        "podcasts": [
          "PZYM8XX95Q.au.com.shiftyjelly.podcasts", "group.au.com.shiftyjelly.pocketcasts",
        ],
        "PodcastsIntents": [
          "PZYM8XX95Q.au.com.shiftyjelly.podcasts.PodcastsIntents",
          "group.au.com.shiftyjelly.pocketcasts",
        ],
        "WidgetExtension": [
          "PZYM8XX95Q.au.com.shiftyjelly.podcasts.WidgetExtension",
          "group.au.com.shiftyjelly.pocketcasts",
        ],
        "Share Extension": [
          "PZYM8XX95Q.au.com.shiftyjelly.podcasts.Share-Extension",
          "group.au.com.shiftyjelly.pocketcasts",
        ],
      ])
    let pods = Self.findings(family, code: .missingBaseConfiguration)
    #expect(pods.count == 1)
    #expect(
      pods.first?.message.contains(
        "Pods/Target Support Files/Pods-podcasts/Pods-podcasts.release.xcconfig") == true)
    #expect(pods.first?.message.contains("--settings-file") == true)
    #expect(
      family.target(named: "podcasts")?.embeddedTargetNames.contains("PodcastsIntents") == true)
  }
}
