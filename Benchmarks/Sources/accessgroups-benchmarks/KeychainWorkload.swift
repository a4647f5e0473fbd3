import AccessGroupKit
import Foundation

/// The items and apps every store benchmark uses.
///
/// Item `i` is a generic password in group `i % 16`, service `(i / 16) % serviceCount` and
/// account `account-i`, with 32 bytes of data; `serviceCount` grows with the size so every
/// (group, service) pair holds about 8 items at every size, and a query by service returns
/// the same amount of work whether the store holds a thousand items or a million.
struct KeychainWorkload {
  /// The team of every app.
  static let teamID = "SKMME9E2Y8"
  /// How many keychain access groups the items are spread over.
  static let groupCount = 16
  /// How many groups each app of ``appGroups(_:)`` holds.
  static let groupsPerApp = 4
  /// Every item's secret.
  static let secret = Data(repeating: 0x5a, count: 32)

  /// Items the store is filled with.
  let size: Int

  /// Services per group.
  var serviceCount: Int { max(1, size / (Self.groupCount * 8)) }

  /// The name of group `index`.
  static func group(_ index: Int) -> String { "\(teamID).com.example.group\(index)" }

  /// Item `index`'s group.
  func group(ofItem index: Int) -> String { Self.group(index % Self.groupCount) }

  /// Item `index`'s service.
  func service(ofItem index: Int) -> String {
    "service-\((index / Self.groupCount) % serviceCount)"
  }

  /// Item `index`'s account.
  func account(ofItem index: Int) -> String { "account-\(index)" }

  /// The bytes a caller hands over for item `index`: attribute names, values and data.
  func rawBytes(ofItem index: Int) -> Int {
    3 * 4 + group(ofItem: index).utf8.count + service(ofItem: index).utf8.count
      + account(ofItem: index).utf8.count + Self.secret.count
  }

  /// A suite app entitled to all 16 groups.
  static func suiteGroups() -> ResolvedAccessGroups {
    resolve(app: "Suite", groups: (0..<groupCount).map(group))
  }

  /// App `index`, entitled to its own group and the next three.
  static func appGroups(_ index: Int) -> ResolvedAccessGroups {
    resolve(
      app: "App\(index)",
      groups: (0..<groupsPerApp).map { group((index + $0) % groupCount) })
  }

  private static func resolve(app: String, groups: [String]) -> ResolvedAccessGroups {
    AccessGroupResolver().resolve(
      Entitlements([
        .applicationIdentifier: .string("\(teamID).com.example.\(app)"),
        .keychainAccessGroups: .array(groups.map(PropertyListValue.string)),
      ]))
  }

  /// `count` item indices spread over the whole store: each item at most once while `count`
  /// is at most `size`, and beyond that every item again in the same order, so a small store
  /// is timed over as many calls as a large one.
  func sample(_ count: Int) -> [Int] {
    (0..<count).map { ($0 &* 7919) % size }
  }

  /// `count` new items split into rounds of at most a tenth of the store: adding a round and
  /// deleting it before the next keeps the store within 10% of `size` at every size (one
  /// round from 200,000 items up with the default 20,000 operations).
  func rounds(of count: Int) -> [Range<Int>] {
    let length = max(1, size / 10)
    return stride(from: 0, to: count, by: length).map { $0..<min($0 + length, count) }
  }
}
