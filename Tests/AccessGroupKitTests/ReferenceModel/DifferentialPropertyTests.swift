import AccessGroupKit
import Foundation
import Testing

@testable import AccessGroupKitTestSupport

/// Runs the same random steps against ``ItemStore`` and ``ReferenceKeychain``.
struct DifferentialRun {
  /// The date of the first step; the clock both implementations read moves one second per
  /// step (``SteppingClock``).
  static let now = Date(timeIntervalSinceReferenceDate: 790_000_000)
  /// Episodes (fresh family, fresh stores) per seed.
  static let episodes = 4
  /// Steps per episode.
  static let steps = 675

  /// What a run did.
  struct Report {
    /// SecItem calls made (device events not counted).
    var calls = 0
    /// Device events.
    var deviceEvents = 0
    /// The first disagreement of each episode that had one.
    var disagreements: [String] = []
    /// How often each known store disagreement was seen (and tolerated).
    var known: [KnownStoreDisagreement: Int] = [:]
  }

  /// The random seed of one episode of a run.
  static func episodeSeed(_ seed: UInt64, _ episode: Int) -> UInt64 {
    seed ^ (UInt64(episode + 1) &* 0x9E37_79B9_7F4A_7C15)
  }

  /// Runs every episode of one seed.
  ///
  /// - Parameters:
  ///   - seed: The seed; the whole run is a function of it.
  ///   - profile: The behaviour profile of both implementations.
  /// - Returns: Counts and disagreements.
  static func run(
    seed: UInt64, profile: BehaviourProfile, extraOddityPercent: Int = 0,
    everyKeyColliding: Bool = false
  ) -> Report {
    var report = Report()
    for episode in 0..<episodes {
      // Each episode has its own stream, so one can be replayed alone.
      var random = SeededRandom(seed: episodeSeed(seed, episode))
      let family = RandomAppFamily(using: &random, profile: profile)
      let identifierSeed = UInt64(episode) << 32
      let clock = SteppingClock(start: now)
      var store = StoreUnderTest(
        family: family, profile: profile, now: now, seed: identifierSeed,
        clock: clock.keychainClock, everyKeyColliding: everyKeyColliding)
      var reference = ReferenceUnderTest(
        family: family, profile: profile, now: now, seed: identifierSeed)
      var generator = OperationGenerator(family: family)
      generator.extraOddityPercent = extraOddityPercent
      var history: [String] = []
      var failed = false
      for step in 0..<steps {
        let operation = generator.next(using: &random)
        let date = now.addingTimeInterval(Double(step))
        clock.set(date)
        reference.keychain.now = date
        let before = reference.keychain.identifiers.count
        let storeOutcome = store.perform(operation)
        let referenceOutcome = reference.perform(operation)
        if operation.isCall { report.calls += 1 } else { report.deviceEvents += 1 }
        history.append("#\(step) \(operation.description)")
        if reference.keychain.identifiers.count != before, let newest = reference.newestReference {
          generator.knownReferences.append(newest)
        }
        if let storeOutcome, let referenceOutcome, storeOutcome != referenceOutcome,
          let explained = KnownStoreDisagreement.explain(
            operation, store: storeOutcome, reference: referenceOutcome, profile: profile,
            client: operation.app.map { family.apps[$0].groups })
        {
          for disagreement in explained { report.known[disagreement, default: 0] += 1 }
          if explained.contains(where: \.divergesState) {
            failed = true
            break
          }
          continue
        }
        if storeOutcome != referenceOutcome {
          report.disagreements.append(
            """
            seed \(seed) (\(profile)), episode \(episode), step \(step)
            family: \(family.description)
            call: \(operation.description)
            store:     \(storeOutcome?.description ?? "-")
            reference: \(referenceOutcome?.description ?? "-")
            previous steps:
            \(history.suffix(8).dropLast().joined(separator: "\n"))
            """)
          failed = true
          break
        }
      }
      if failed { continue }
      if store.itemCount != reference.itemCount {
        report.disagreements.append(
          "seed \(seed) (\(profile)), episode \(episode): the store holds \(store.itemCount) rows, "
            + "the reference \(reference.itemCount)")
      }
      let storeRows = SnapshotRows.rows(fromStoreSnapshot: store.store.exportSnapshot())
      let referenceRows = SnapshotRows.rows(of: reference.keychain)
      if storeRows != referenceRows {
        let keys = Set(storeRows?.keys.map { $0 } ?? []).union(referenceRows.keys).sorted()
        let first = keys.first { storeRows?[$0] != referenceRows[$0] }
        report.disagreements.append(
          """
          seed \(seed) (\(profile)), episode \(episode): stored rows differ (snapshot)
          row \(first ?? "-")
          store:     \(first.flatMap { storeRows?[$0]?.description } ?? "-")
          reference: \(first.flatMap { referenceRows[$0]?.description } ?? "-")
          """)
      }
      let auditor = auditorGroups(for: family)
      let storeContents = store.contents(visibleTo: auditor)
      let referenceContents = reference.contents(visibleTo: auditor)
      if storeContents != referenceContents {
        let mismatch = zip(storeContents, referenceContents).first { $0 != $1 }
        report.disagreements.append(
          """
          seed \(seed) (\(profile)), episode \(episode): final contents differ
          family: \(family.description)
          store:     \(mismatch?.0.description ?? "-")
          reference: \(mismatch?.1.description ?? "-")
          """)
      }
    }
    return report
  }
}

/// The differential property: for random app families and random
/// operation sequences, ``ItemStore`` and the independent ``ReferenceKeychain`` give
/// identical statuses, identical (normalized) results, and identical final contents.
///
/// Six seeds run the current profile and two the legacy profile; each seed runs
/// 4 × 675 steps (fresh family and stores per episode), about 20,000 SecItem calls in all.
/// A failure prints the seed, episode and step, the family, the call, both outcomes and the
/// preceding steps; `DifferentialRun.run(seed:profile:)` replays it exactly (each episode
/// draws from its own stream, `DifferentialRun.episodeSeed(_:_:)`).
///
/// What is compared: every call's status and its result, normalized (``NormalizedValue``:
/// Foundation bridging and dictionary order do not matter, types do; `sha1` and `accc` by
/// presence); at the end of each episode the row counts and the whole contents read through
/// the public API by a client entitled to every group (``KeychainUnderTest``), live items and
/// tombstones, in CopyMatching order, with attributes, data and persistent references.
///
/// Analysed store disagreements (``KnownStoreDisagreement``, D1–D6 in
/// `KnownStoreDisagreements.swift`) are recognised exactly and counted instead of failing.
/// Tombstone identifiers and rows (D3) follow Apple's source on both sides. Any other
/// difference fails.
@Suite("Differential property: ItemStore and ReferenceKeychain")
struct DifferentialPropertyTests {
  /// Seeds of the current-profile runs.
  static let currentSeeds: [UInt64] = [
    0x5EED_0001, 0x5EED_0002, 0x5EED_0003, 0x5EED_0004, 0x5EED_0005, 0x5EED_0006,
  ]
  /// Seeds of the legacy-profile runs.
  static let legacySeeds: [UInt64] = [0x1E6A_0001, 0x1E6A_0002]

  @Test(arguments: currentSeeds)
  func storeAndReferenceAgreeUnderTheCurrentProfile(seed: UInt64) {
    let report = DifferentialRun.run(seed: seed, profile: .current)
    #expect(report.calls >= 2_000, "seed \(seed): only \(report.calls) calls ran")
    for disagreement in report.disagreements {
      Issue.record("store and reference disagree (seed \(seed)):\n\(disagreement)")
    }
  }

  /// The indexes find rows by hashes, and every row they offer is compared in full: with
  /// every key colliding, each lookup is offered every row, and the answers stay the
  /// reference's.
  @Test(arguments: currentSeeds.prefix(2))
  func storeAndReferenceAgreeWhenEveryIndexKeyCollides(seed: UInt64) {
    let report = DifferentialRun.run(seed: seed, profile: .current, everyKeyColliding: true)
    #expect(report.calls >= 2_000, "seed \(seed): only \(report.calls) calls ran")
    for disagreement in report.disagreements {
      Issue.record("store and reference disagree (seed \(seed), keys colliding):\n\(disagreement)")
    }
  }

  @Test(arguments: legacySeeds)
  func storeAndReferenceAgreeUnderTheLegacyProfile(seed: UInt64) {
    let report = DifferentialRun.run(seed: seed, profile: .legacy)
    #expect(report.calls >= 2_000, "seed \(seed): only \(report.calls) calls ran")
    for disagreement in report.disagreements {
      Issue.record("store and reference disagree (seed \(seed)):\n\(disagreement)")
    }
  }
}
