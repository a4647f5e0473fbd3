import AccessGroupKit
import Foundation
import Testing

@testable import AccessGroupKitTestSupport

/// The isolation property: an app's calls see and change only its own groups' items.
///
/// Definition. Let A be an app and B a foreign app whose access groups (readable and writable)
/// share no name with A's. Let S be a random sequence of SecItem calls made by A, mixed with
/// device events (lock, unlock, restart, setting a passcode; never clearing it, which deletes
/// `akpu` items of every app by design). Run S twice:
/// * on store W, which first received B's random items (all classes, sync and not, every
///   protection class, the same services/accounts A uses, some in B's explicit groups), and
/// * on store O, which is empty and whose UUID sequence starts where W's continued, so A's
///   items get identical persistent references in both.
///
/// Then (1) every call of S returns the same status and the same normalized result on W and
/// on O: no result, no status (-25299 instead of 0, -25308 instead of -25300, 0 instead of
/// -25300, ...) depends on B's items; and (2) B's view of W (every class, live items and
/// tombstones, with attributes, data and persistent references) is identical before and
/// after S: A changed and deleted nothing of B's. A's vocabulary includes B's group names
/// (explicitly named: -34018 on both stores) and B's persistent references.
struct IsolationRun {
  /// The foreign app's groups: disjoint from every group `RandomAppFamily` can draw.
  static let foreignGroups = ["ZZZZ99999Z.com.example.vault", "ZZZZ99999Z.com.example.foreignapp"]

  /// Runs one seed against the implementation `make` creates.
  ///
  /// - Parameters:
  ///   - seed: The seed.
  ///   - steps: A's steps.
  ///   - make: Creates an implementation for a family and a UUID seed.
  /// - Returns: Failure messages (empty when the property held).
  static func run<Subject: KeychainUnderTest>(
    seed: UInt64, steps: Int, profile: BehaviourProfile = .current,
    make: (RandomAppFamily, UInt64) -> Subject
  ) -> [String] {
    var random = SeededRandom(seed: seed)
    let drawn = RandomAppFamily(using: &random, profile: profile)
    let resolver = AccessGroupResolver(
      options: ResolutionOptions(platform: .iOS, profile: profile))
    let foreignEntitlements = Entitlements([
      .keychainAccessGroups: .array(foreignGroups.prefix(1).map { .string($0) }),
      .applicationIdentifier: .string(foreignGroups[1]),
    ])
    let foreign = RandomAppFamily.App(
      name: "foreign", entitlements: foreignEntitlements,
      groups: resolver.resolve(foreignEntitlements))
    let app = drawn.apps[0]
    // The token group can hold no items, so sharing it (legacy lists always end with it)
    // shares nothing.
    let token: Set<String> = [ResolvedAccessGroups.tokenGroup]
    guard
      Set(app.groups.groups).subtracting(token).isDisjoint(
        with: Set(foreign.groups.groups).subtracting(token))
    else {
      return ["seed \(seed): the drawn app shares a group with the foreign app"]
    }
    let family = RandomAppFamily(
      apps: [app, foreign], groupVocabulary: drawn.groupVocabulary + foreignGroups)
    var generator = OperationGenerator(family: family)

    var withForeign = make(family, 0)
    for _ in 0..<60 {
      var attributes = generator.addDictionary(using: &random)
      attributes["m_Limit"] = nil
      if random.chance(40) { attributes["agrp"] = random.pick(foreignGroups) }
      _ = withForeign.perform(.add(app: 1, attributes: attributes, wantsResult: false))
    }
    let foreignCount = withForeign.itemCount
    var withoutForeign = make(family, UInt64(foreignCount))
    let foreignBefore = withForeign.contents(visibleTo: foreign.groups)
    for case .array(let rows) in foreignBefore {
      for case .dictionary(let row) in rows {
        if case .data(let reference)? = row["v_PersistentRef"] {
          generator.knownReferences.append(reference)
        }
      }
    }
    for index in 0..<40 {
      let value = UInt64(foreignCount + index)
      generator.knownReferences.append(
        Data(random.pick(["genp", "inet"]).utf8) + Data("QMULATED".utf8)
          + withUnsafeBytes(of: value.bigEndian) { Data($0) })
    }

    var failures: [String] = []
    for step in 0..<steps {
      var operation = generator.next(using: &random, apps: [0])
      if case .setPasscode(false) = operation { operation = .setPasscode(true) }
      let observed = withForeign.perform(operation)
      let control = withoutForeign.perform(operation)
      if observed != control {
        failures.append(
          """
          seed \(seed), step \(step): the foreign items changed what app A sees
          app A: \(app.groups.groups); foreign: \(foreign.groups.groups)
          call: \(operation.description)
          with foreign items:    \(observed?.description ?? "-")
          without foreign items: \(control?.description ?? "-")
          """)
        break
      }
    }
    let foreignAfter = withForeign.contents(visibleTo: foreign.groups)
    if foreignAfter != foreignBefore {
      let mismatch = zip(foreignBefore, foreignAfter).first { $0 != $1 }
      failures.append(
        """
        seed \(seed): app A changed the foreign app's items
        before: \(mismatch?.0.description ?? "-")
        after:  \(mismatch?.1.description ?? "-")
        """)
    }
    return failures
  }
}

/// No call by an app returns, changes, deletes or reveals through its status an item outside
/// the app's access groups (see ``IsolationRun`` for the exact definition).
@Suite("Isolation property")
struct IsolationPropertyTests {
  static let seeds: [UInt64] = [0x150_0001, 0x150_0002, 0x150_0003, 0x150_0004]
  static let legacySeeds: [UInt64] = [0x150_1E6A]
  static let now = Date(timeIntervalSinceReferenceDate: 790_000_000)

  @Test(arguments: seeds)
  func storeNeverLetsAnAppObserveOrTouchForeignItems(seed: UInt64) {
    let failures = IsolationRun.run(seed: seed, steps: 800) { family, identifierSeed in
      StoreUnderTest(family: family, profile: .current, now: Self.now, seed: identifierSeed)
    }
    for failure in failures { Issue.record("isolation broken in ItemStore:\n\(failure)") }
    #expect(failures.count == 0, "seed \(seed): \(failures.count) failures, see the issues above")
  }

  /// A hash that a foreign row shares must not bring the row in: with every index key
  /// colliding, each lookup is offered the rows of every group.
  @Test(arguments: seeds.prefix(2))
  func storeKeepsAppsApartWhenEveryIndexKeyCollides(seed: UInt64) {
    let failures = IsolationRun.run(seed: seed, steps: 800) { family, identifierSeed in
      StoreUnderTest(
        family: family, profile: .current, now: Self.now, seed: identifierSeed,
        everyKeyColliding: true)
    }
    for failure in failures { Issue.record("isolation broken with keys colliding:\n\(failure)") }
    #expect(failures.count == 0, "seed \(seed): \(failures.count) failures, see the issues above")
  }

  @Test(arguments: seeds)
  func referenceNeverLetsAnAppObserveOrTouchForeignItems(seed: UInt64) {
    let failures = IsolationRun.run(seed: seed, steps: 800) { family, identifierSeed in
      ReferenceUnderTest(family: family, profile: .current, now: Self.now, seed: identifierSeed)
    }
    for failure in failures { Issue.record("isolation broken in the reference:\n\(failure)") }
    #expect(failures.count == 0, "seed \(seed): \(failures.count) failures, see the issues above")
  }

  @Test(arguments: legacySeeds)
  func legacyStoreNeverLetsAnAppObserveOrTouchForeignItems(seed: UInt64) {
    let failures = IsolationRun.run(seed: seed, steps: 800, profile: .legacy) {
      family, identifierSeed in
      StoreUnderTest(family: family, profile: .legacy, now: Self.now, seed: identifierSeed)
    }
    for failure in failures { Issue.record("isolation broken in ItemStore (legacy):\n\(failure)") }
    #expect(failures.count == 0, "seed \(seed): \(failures.count) failures, see the issues above")
  }
}
