import AccessGroupKit
import Foundation

/// A random family of 2–5 apps on one device, with the kinds of entitlements that go wrong in
/// practice: shared and disjoint keychain groups, app groups, a keychain group without its
/// team prefix, App Clips (single- and multi-group), empty entitlements, another team.
struct RandomAppFamily {
  /// One app: a name, its entitlements and the groups Apple's resolver gives it.
  struct App {
    /// A short name for messages.
    var name: String
    /// The app's keychain-relevant entitlements.
    var entitlements: Entitlements
    /// The resolved access groups.
    var groups: ResolvedAccessGroups
  }

  /// The apps.
  var apps: [App]
  /// Group names queries may use: every entitled group plus foreign and malformed ones.
  var groupVocabulary: [String]

  /// The team prefix most apps share.
  static let team = "SKMME9E2Y8"
  /// Another team.
  static let otherTeam = "ZZZZ99999Z"

  /// Creates a family from given apps.
  init(apps: [App], groupVocabulary: [String]) {
    self.apps = apps
    self.groupVocabulary = groupVocabulary
  }

  /// Draws a family.
  ///
  /// - Parameters:
  ///   - random: The generator.
  ///   - profile: The behaviour profile the groups are resolved for.
  init(using random: inout SeededRandom, profile: BehaviourProfile) {
    let resolver = AccessGroupResolver(options: ResolutionOptions(platform: .iOS, profile: profile))
    let count = Int.random(in: 2...5, using: &random)
    var apps: [App] = []
    for index in 0..<count {
      let entitlements = RandomAppFamily.randomEntitlements(index: index, using: &random)
      apps.append(
        App(name: "app\(index)", entitlements: entitlements, groups: resolver.resolve(entitlements))
      )
    }
    self.apps = apps
    var vocabulary = Set(apps.flatMap(\.groups.groups))
    vocabulary.formUnion([
      "\(RandomAppFamily.team).com.example.shared", "com.example.shared",
      "\(RandomAppFamily.otherTeam).com.example.foreign", "group.com.example.shared",
    ])
    groupVocabulary = vocabulary.sorted()
  }

  /// The entitlements of app number `index`.
  static func randomEntitlements(index: Int, using random: inout SeededRandom) -> Entitlements {
    var values: [EntitlementKey: PropertyListValue] = [:]
    let team = random.chance(85) ? RandomAppFamily.team : RandomAppFamily.otherTeam
    let appID = "\(team).com.example.app\(index)"
    let shape = Int.random(in: 0..<100, using: &random)
    if shape < 5 { return Entitlements(values) }
    if random.chance(90) { values[.applicationIdentifier] = .string(appID) }
    if shape < 15 {
      values[.onDemandInstallCapable] = .bool(true)
      if random.chance(50) {
        values[.keychainAccessGroups] = .array([.string("\(team).com.example.shared")])
      }
      if random.chance(30) {
        values[.applicationGroups] = .array([.string("group.com.example.shared")])
      }
      return Entitlements(values)
    }
    if random.chance(75) {
      var groups: [PropertyListValue] = []
      let pool = [
        "\(team).com.example.shared", "\(team).com.example.app\(index)",
        "com.example.shared", "\(team).com.example.pair\(index % 2)", "com.apple.token",
      ]
      for name in pool where random.chance(name == "com.apple.token" ? 5 : 45) {
        groups.append(.string(name))
      }
      if groups.isEmpty { groups.append(.string("\(team).com.example.shared")) }
      if random.chance(50) { groups.shuffle(using: &random) }
      // A token group listed first would be the legacy default add group (known store
      // disagreement D6, which changes what is stored); keep it out of first place.
      if groups.first == .string("com.apple.token") { groups.append(groups.removeFirst()) }
      if groups.first == .string("com.apple.token") {
        groups.insert(.string("\(team).com.example.shared"), at: 0)
      }
      values[.keychainAccessGroups] = .array(groups)
    }
    if random.chance(35) {
      var groups: [PropertyListValue] = [.string("group.com.example.shared")]
      if random.chance(40) { groups.append(.string("group.com.example.app\(index)")) }
      values[.applicationGroups] = .array(groups)
    }
    return Entitlements(values)
  }

  /// A printable summary of the family.
  var description: String {
    apps.map { "\($0.name): \($0.groups.groups)\($0.groups.isAppClip ? " (App Clip)" : "")" }
      .joined(separator: "; ")
  }
}
