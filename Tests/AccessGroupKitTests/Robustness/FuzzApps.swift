import AccessGroupKit
import Foundation

/// The apps every store-level fuzzer uses: overlapping and disjoint groups, an app group,
/// an App Clip, an app with no keychain entitlements, and a platform tool with `"*"`.
enum FuzzApps {
  static let team = "SKMME9E2Y8"
  static let shared = "SKMME9E2Y8.com.example.shared"
  static let appGroup = "group.com.example.suite"
  static let oneID = "SKMME9E2Y8.com.example.one"
  static let twoID = "SKMME9E2Y8.com.example.two"
  static let threeID = "SKMME9E2Y8.com.example.three"
  static let clipID = "SKMME9E2Y8.com.example.one.Clip"
  static let strangerID = "QQQQQQQQQQ.org.example.stranger"

  /// Every app's entitlements, by index.
  static let entitlements: [(name: String, values: [EntitlementKey: PropertyListValue])] = [
    (
      "one",
      [.applicationIdentifier: .string(oneID), .keychainAccessGroups: .array([.string(shared)])]
    ),
    (
      "two",
      [.applicationIdentifier: .string(twoID), .applicationGroups: .array([.string(appGroup)])]
    ),
    (
      "three",
      [
        .applicationIdentifier: .string(threeID),
        .keychainAccessGroups: .array([.string(shared), .string(threeID)]),
        .applicationGroups: .array([.string(appGroup)]),
      ]
    ),
    ("clip", [.applicationIdentifier: .string(clipID), .onDemandInstallCapable: .bool(true)]),
    ("stranger", [.applicationIdentifier: .string(strangerID)]),
    ("none", [:]),
  ]

  /// The groups of app `index`.
  static func groups(_ index: Int, profile: BehaviourProfile = .current) -> ResolvedAccessGroups {
    var options = ResolutionOptions()
    options.profile = profile
    return AccessGroupResolver(options: options).resolve(Entitlements(entitlements[index].values))
  }

  /// Every group any app has, plus strings that are no app's group.
  static let groupNames = [
    shared, appGroup, oneID, twoID, threeID, clipID, strangerID, "com.apple.token", "", "*",
    "SKMME9E2Y8.*", "skmme9e2y8.com.example.shared",
  ]

  /// A deterministic store.
  static func store(profile: BehaviourProfile = .current) -> ItemStore {
    ItemStore(
      profile: profile, clock: .fixed(Date(timeIntervalSinceReferenceDate: 800_000_000)),
      identifiers: .sequential(seed: 7))
  }
}
