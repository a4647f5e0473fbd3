import AccessGroupKit
import Testing

/// Expected matrices of the corpus app families, derived by hand from securityd's order
/// (keychain-access-groups, application identifier, app groups, then `com.apple.token` on
/// macOS) for each target.
@Suite struct SharingMatrixTests {
  /// One expected row: the target's list in order, and its default.
  struct Row: Equatable, CustomStringConvertible {
    var name: String
    var groups: [String]
    var description: String { "\(name): \(groups)" }
  }

  private static func rows(_ matrix: SharingMatrix) -> [Row] {
    matrix.rows.map { Row(name: $0.name, groups: $0.accessGroups) }
  }

  @Test func netNewsWireiOSTargetsAllShareTheAppsKeychainGroupAndAppGroup() throws {
    let matrix = SharingMatrix(family: try LintFixtures.netNewsWireiOS())
    let app = "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS"
    let group = "group.com.ranchero.NetNewsWire.iOS"
    #expect(
      Self.rows(matrix) == [
        Row(name: "app", groups: [app, app, group]),
        Row(name: "share", groups: [app, app + ".Share-Extension", group]),
        Row(name: "widget", groups: [app, app + ".SpringboardWidgets", group]),
      ])
    #expect(
      matrix.groups == [app, group, app + ".Share-Extension", app + ".SpringboardWidgets"])
    for target in ["app", "share", "widget"] {
      #expect(matrix.defaultGroup(of: target) == app)
      #expect(matrix.access(of: target, to: app) == .readWrite)
      #expect(matrix.access(of: target, to: group) == .readWrite)
    }
    #expect(matrix.targets(reaching: app) == ["app", "share", "widget"])
    #expect(matrix.targets(reaching: group) == ["app", "share", "widget"])
    #expect(matrix.targets(reaching: app + ".Share-Extension") == ["share"])
    #expect(matrix.access(of: "app", to: app + ".SpringboardWidgets") == nil)
    #expect(matrix.sharedGroups("share", "widget") == [app, group])
  }

  @Test func netNewsWireMacTargetsShareOnlyTheAppGroupAndTheReadOnlyTokenGroup() throws {
    let matrix = SharingMatrix(family: try LintFixtures.netNewsWireMac())
    let app = "M8L2WTLA8W.com.ranchero.NetNewsWire-Evergreen"
    let group = "group.com.ranchero.NetNewsWire-Evergreen"
    #expect(
      Self.rows(matrix) == [
        Row(name: "app", groups: [app, group, "com.apple.token"]),
        Row(name: "share", groups: [app + ".Mac.ShareExtension", group, "com.apple.token"]),
      ])
    #expect(matrix.groups == [app, group, "com.apple.token", app + ".Mac.ShareExtension"])
    #expect(matrix.defaultGroup(of: "app") == app)
    #expect(matrix.defaultGroup(of: "share") == app + ".Mac.ShareExtension")
    #expect(matrix.access(of: "share", to: "com.apple.token") == .readOnly)
    #expect(matrix.access(of: "share", to: group) == .readWrite)
    #expect(matrix.sharedGroups("app", "share") == [group])
  }

  @Test func homeAssistantAppAndExtensionShareTheKeychainGroupNamedForTheApp() throws {
    let matrix = SharingMatrix(family: try LintFixtures.homeAssistantiOS())
    let app = "QMQYCKL255.io.robbie.HomeAssistant"
    let group = "group.io.robbie.homeassistant"
    #expect(
      Self.rows(matrix) == [
        Row(name: "app", groups: [app, app, group]),
        Row(name: "share", groups: [app, app + ".ShareExtension", group]),
      ])
    #expect(matrix.defaultGroup(of: "app") == app)
    #expect(matrix.defaultGroup(of: "share") == app)
    #expect(matrix.sharedGroups("app", "share") == [app, group])
  }

  @Test func homeAssistantCatalystAppAndLauncherShareNothingButTheTokenGroup() throws {
    let matrix = SharingMatrix(family: try LintFixtures.homeAssistantMac())
    let app = "QMQYCKL255.io.robbie.HomeAssistant"
    #expect(
      Self.rows(matrix) == [
        Row(name: "app", groups: [app, app, "group.io.robbie.homeassistant", "com.apple.token"]),
        Row(name: "launcher", groups: [app + ".Launcher", "com.apple.token"]),
      ])
    #expect(matrix.sharedGroups("app", "launcher").isEmpty)
    #expect(matrix.targets(reaching: "com.apple.token") == ["app", "launcher"])
  }

  @Test func wireGuardMacTargetsReachTheTeamPrefixedAppGroupOnlyAsAnAppGroup() throws {
    let matrix = SharingMatrix(family: try LintFixtures.wireGuardMac())
    let team = LintFixtures.team
    let group = "\(team).group.com.wireguard.macos"
    #expect(
      Self.rows(matrix) == [
        Row(name: "app", groups: ["\(team).com.wireguard.macos", group, "com.apple.token"]),
        Row(
          name: "tunnel",
          groups: ["\(team).com.wireguard.macos.network-extension", group, "com.apple.token"]),
      ])
    let tunnel = try #require(matrix.row("tunnel"))
    #expect(tunnel.reachesOnlyAsApplicationGroup(group))
    #expect(!tunnel.listsInKeychainAccessGroups(group))
    #expect(
      tunnel.sources(of: group) == [AccessGroupSource(entitlement: .applicationGroups, index: 0)])
  }

  @Test func groupsAppearOnceInOrderOfFirstAppearance() throws {
    let family = try AppFamily(targets: [
      LintFixtures.target("a", [.keychainAccessGroups: LintFixtures.strings("T.b", "T.a", "T.b")]),
      LintFixtures.target("b", [.keychainAccessGroups: LintFixtures.strings("T.c", "T.a")]),
    ])
    let matrix = SharingMatrix(family: family)
    #expect(matrix.groups == ["T.b", "T.a", "T.c"])
    #expect(matrix.targets == ["a", "b"])
    #expect(matrix.row("missing") == nil)
    #expect(matrix.defaultGroup(of: "missing") == nil)
  }
}
