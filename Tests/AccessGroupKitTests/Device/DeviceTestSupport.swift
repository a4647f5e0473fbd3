import AccessGroupKit
import Foundation

/// Apps and dictionaries shared by the device tests.
enum DeviceTestSupport {
  static let team = "SKMME9E2Y8"
  static let otherTeam = "NEWTEAM123"
  static let sharedGroup = "SKMME9E2Y8.com.example.shared"
  static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

  /// A device with a ticking clock and sequential UUIDs.
  static func device(
    _ name: String = "iPhone", platform: Platform = .iOS, clock: KeychainClock? = nil
  ) -> SimulatedDevice {
    SimulatedDevice(
      name: name, platform: platform, clock: clock ?? .ticking(from: start),
      identifiers: .sequential())
  }

  /// An app of `team` with `$(AppIdentifierPrefix)` keychain groups.
  static func app(
    _ name: String, bundleID: String? = nil, groups: [String]? = ["com.example.shared"],
    extra: [String: PropertyListValue] = [:], platform: Platform? = nil,
    entitlementsValidated: Bool = true
  ) -> SimulatedApp {
    var dictionary = extra
    if let groups {
      dictionary["keychain-access-groups"] = .array(
        groups.map { .string("$(AppIdentifierPrefix)" + $0) })
    }
    return SimulatedApp(
      name: name, entitlements: Entitlements(dictionary: dictionary),
      identity: SigningIdentity(teamID: team, bundleID: bundleID ?? "com.example.\(name)"),
      platform: platform, entitlementsValidated: entitlementsValidated)
  }

  /// A generic password add dictionary.
  static func password(
    _ account: String = "alice", _ extra: [String: Any] = [:]
  ) -> [String: Any] {
    var attributes: [String: Any] = [
      "class": "genp", "svce": "api", "acct": account, "v_Data": Data("s3cret".utf8),
    ]
    attributes.merge(extra) { $1 }
    return attributes
  }

  /// A generic password query returning attributes.
  static func query(_ account: String = "alice", _ extra: [String: Any] = [:]) -> [String: Any] {
    var query: [String: Any] = [
      "class": "genp", "svce": "api", "acct": account, "r_Attributes": true,
    ]
    query.merge(extra) { $1 }
    return query
  }

  /// The `agrp` of a single-item attributes result.
  static func group(_ outcome: SecItemOutcome) -> String? {
    (outcome.result as? [String: Any])?["agrp"] as? String
  }

  /// The UTF-8 text of a data result.
  static func text(_ outcome: SecItemOutcome) -> String? {
    (outcome.result as? Data).flatMap { String(data: $0, encoding: .utf8) }
  }
}
