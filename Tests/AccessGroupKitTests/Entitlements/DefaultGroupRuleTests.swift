import AccessGroupKit
import Foundation
import Testing

/// `resolve` reports as the default group exactly the group `SecItemAdd` stores into: both
/// ask the same rule, for every profile and platform.
@Suite struct DefaultGroupRuleTests {
  static let team = "SKMME9E2Y8"

  /// Entitlement sets that give different lists: none, an identifier, shared groups with the
  /// token group first, application groups only, an App Clip, and `"*"`.
  static let entitlementSets: [(name: String, values: [EntitlementKey: PropertyListValue])] = [
    ("no entitlements", [:]),
    (
      "an application identifier",
      [
        .applicationIdentifier: .string("\(team).com.example.app"),
        .appleApplicationIdentifier: .string("\(team).com.example.app"),
      ]
    ),
    (
      "the token group first, then a shared group",
      [
        .keychainAccessGroups: .array([.string("com.apple.token"), .string("\(team).shared")]),
        .applicationIdentifier: .string("\(team).com.example.app"),
      ]
    ),
    ("only application groups", [.applicationGroups: .array([.string("group.example")])]),
    (
      "an App Clip",
      [
        .applicationIdentifier: .string("\(team).com.example.app.Clip"),
        .appleApplicationIdentifier: .string("\(team).com.example.app.Clip"),
        .onDemandInstallCapable: .bool(true),
      ]
    ),
    (
      "every group and one of its own",
      [.keychainAccessGroups: .array([.string("*"), .string("\(team).own")])]
    ),
  ]

  static let cases: [(BehaviourProfile, Platform, Int)] = BehaviourProfile.allCases.flatMap {
    profile in
    Platform.allCases.flatMap { platform in
      entitlementSets.indices.map { (profile, platform, $0) }
    }
  }

  @Test(
    "resolve's default group is the group an add without kSecAttrAccessGroup stores into",
    arguments: cases)
  func defaultGroupIsWhereAddStores(
    profile: BehaviourProfile, platform: Platform, setIndex: Int
  ) throws {
    let set = Self.entitlementSets[setIndex]
    let options = ResolutionOptions(
      platform: platform, profile: profile, isApplePlatformBinary: true)
    let resolved = AccessGroupResolver(options: options).resolve(Entitlements(set.values))
    let store = ItemStore(profile: profile)
    let app = store.client(for: resolved, name: "app")
    let outcome = app.add([
      "class": "genp", "acct": "default-group", "v_Data": Data("secret".utf8),
      "r_Attributes": true,
    ])
    let context = "\(set.name) on \(platform) (\(profile)): groups \(resolved.groups)"
    switch resolved.defaultGroup {
    case nil:
      #expect(outcome.status == .missingEntitlement, "\(context)")
      #expect(resolved.noDefaultGroupReason != nil, "\(context)")
      #expect(store.itemCount == 0, "\(context)")
    case ResolvedAccessGroups.tokenGroup?:
      // Only the legacy profile lets the token group be written to; Add then refuses it.
      #expect(profile == .legacy, "\(context)")
      #expect(outcome.status == .parameter, "\(context)")
      #expect(store.itemCount == 0, "\(context)")
    case let group?:
      #expect(outcome.status == .success, "\(context)")
      let attributes = try #require(outcome.result as? [String: Any], "\(context)")
      #expect(attributes["agrp"] as? String == group, "\(context)")
    }
  }

  @Test("a macOS app whose only group is com.apple.token has no default group and says why")
  func macAppWithOnlyTheTokenGroupHasNoDefaultGroup() {
    let resolved = AccessGroupResolver(options: .init(platform: .macOS)).resolve(Entitlements())
    #expect(resolved.groups == ["com.apple.token"])
    #expect(resolved.defaultGroup == nil)
    #expect(resolved.noDefaultGroupReason?.contains("read-only com.apple.token") == true)
    let outcome = ItemStore().client(for: resolved).add([
      "class": "genp", "acct": "a", "v_Data": Data("secret".utf8),
    ])
    #expect(outcome.status == .missingEntitlement)
  }
}
