import AccessGroupKit
import Foundation
import Testing

@testable import AccessGroupKitTestSupport

/// The minimal cases behind each ``KnownStoreDisagreement``: what Apple's source does, run
/// against ``ItemStore`` (and, to show the expectation is not made up, against
/// ``ReferenceKeychain``). Disabled while the store differs; enable one when the store is
/// fixed, and delete the matching case of ``KnownStoreDisagreement`` so the differential
/// test stops tolerating it.
@Suite("Known store disagreements")
struct KnownStoreDisagreements {
  static let groups = ResolvedAccessGroups(
    entries: [ResolvedAccessGroup(name: "SKMME9E2Y8.com.example.shared", source: .system)])

  static func store() -> ItemStore {
    ItemStore(
      profile: .current, clock: .fixed(DifferentialRun.now), identifiers: .sequential(seed: 0))
  }

  static func reference() -> ReferenceKeychain {
    ReferenceKeychain(now: DifferentialRun.now, identifiers: ReferenceIdentifiers(seed: 0))
  }

  /// D1, fixed in the store: kept as a regression test.
  @Test
  func addResultDictionaryHasNoValueDataForAnItemWithoutData() {
    let attributes: [String: Any] = [
      "class": "genp", "acct": "a", "r_Attributes": true, "r_Data": true,
    ]
    let outcome = Self.store().client(for: Self.groups).add(attributes)
    #expect(outcome.status == .success)
    #expect((outcome.result as? [String: Any])?["acct"] as? String == "a")
    #expect((outcome.result as? [String: Any])?["v_Data"] == nil)
    var reference = Self.reference()
    let expected = reference.add(attributes, by: Self.groups)
    #expect((expected.result as? [String: Any])?["v_Data"] == nil)
  }

  /// D2, fixed in the store: kept as a regression test.
  @Test
  func referenceRequestAmongSeveralKeysReturnsAttributesAndData() {
    let app = Self.store().client(for: Self.groups)
    let attributes: [String: Any] = [
      "class": "inet", "srvr": "example.com", "v_Data": Data([1]), "r_Data": true,
      "r_PersistentRef": true, "r_Ref": true,
    ]
    let outcome = app.add(attributes)
    #expect(outcome.status == .success)
    let dictionary = outcome.result as? [String: Any]
    #expect(dictionary?["srvr"] as? String == "example.com")
    #expect(dictionary?["class"] as? String == "inet")
    #expect(dictionary?["v_Data"] as? Data == Data([1]))
    let copied = app.copyMatching(["class": "inet", "r_Attributes": true, "r_Ref": true])
    #expect(copied.status == .success)
    #expect((copied.result as? [String: Any])?["v_Data"] as? Data == Data([1]))
    var reference = Self.reference()
    let expected = reference.add(attributes, by: Self.groups)
    #expect((expected.result as? [String: Any])?["srvr"] as? String == "example.com")
  }

  /// D3, fixed in the store: kept as a regression test.
  @Test
  func deletedSynchronizableItemsTombstoneKeepsItsPersistentReference() {
    let app = Self.store().client(for: Self.groups)
    let added = app.add(["class": "genp", "acct": "a", "sync": true, "r_PersistentRef": true])
    #expect(added.status == .success)
    #expect(app.delete(["class": "genp", "sync": true]).status == .success)
    let tombstone = app.copyMatching([
      "class": "genp", "tomb": 1, "sync": "syna", "r_PersistentRef": true,
    ])
    #expect(tombstone.status == .success)
    #expect(tombstone.result as? Data == added.result as? Data)
  }

  /// D4, fixed in the store: kept as a regression test.
  @Test
  func updateReportsTheFirstFailingRowInRowOrder() {
    let store = Self.store()
    let app = store.client(for: Self.groups)
    for (account, protection) in [("x", "dk"), ("y", "ak"), ("bob", "dk")] {
      #expect(app.add(["class": "genp", "acct": account, "pdmn": protection]).status == .success)
    }
    store.lock()
    let outcome = app.update(["class": "genp"], attributesToUpdate: ["acct": "bob"])
    #expect(outcome.status == .duplicateItem)
    #expect(outcome.result == nil)
  }

  @Test
  /// D5, fixed in the store (8223d8b): kept as a regression test.
  func deleteByPersistentReferenceAndAttributesDeletesTheItem() {
    let app = Self.store().client(for: Self.groups)
    let added = app.add(["class": "genp", "acct": "a", "r_PersistentRef": true])
    let reference = added.result as? Data ?? Data()
    let outcome = app.delete(["acct": "a", "v_PersistentRef": reference])
    #expect(outcome.status == .success)
    #expect(app.copyMatching(["class": "genp"]).status == .itemNotFound)
  }

  /// D6, fixed in the store: kept as a regression test.
  @Test
  func legacyAddToTheTokenGroupIsParameterError() {
    let store = ItemStore(
      profile: .legacy, clock: .fixed(DifferentialRun.now), identifiers: .sequential(seed: 0))
    let resolver = AccessGroupResolver(options: ResolutionOptions(platform: .iOS, profile: .legacy))
    let app = store.client(
      for: resolver.resolve(
        Entitlements([.applicationIdentifier: .string("SKMME9E2Y8.com.example.app")])))
    let explicit = app.add(["class": "genp", "acct": "a", "agrp": "com.apple.token"])
    #expect(explicit.status == .parameter)
    #expect(explicit.result == nil)
    let tokenOnly = store.client(for: resolver.resolve(Entitlements()))
    #expect(tokenOnly.add(["class": "genp", "acct": "a"]).status == .parameter)
    #expect(tokenOnly.delete(["class": "genp"]).status == .itemNotFound)
  }

  /// D7, fixed in the store: kept as a regression test.
  @Test
  func appClipItemsTombstoneHasNoAppClipFlag() throws {
    let store = Self.store()
    let clip = store.client(
      for: ResolvedAccessGroups(
        entries: [ResolvedAccessGroup(name: "SKMME9E2Y8.com.example.clip", source: .system)],
        applicationIdentifier: "SKMME9E2Y8.com.example.clip", isAppClip: true))
    #expect(clip.add(["class": "genp", "acct": "a", "sync": 1]).status == .success)
    #expect(clip.delete(["class": "genp", "sync": 1]).status == .success)
    let rows = try #require(SnapshotRows.rows(fromStoreSnapshot: store.exportSnapshot()))
    let tombstone = try #require(rows.values.first)
    guard case .dictionary(let fields) = tombstone,
      case .dictionary(let attributes)? = fields["attributes"]
    else {
      Issue.record("unexpected row \(tombstone)")
      return
    }
    #expect(attributes["tomb"] == .number(1))
    #expect(attributes["clip"] == .number(0))
  }

  /// D8, fixed in the store: kept as a regression test.
  @Test
  func updatingTwoTombstonesToOneKeyReplacesTheFirst() {
    let app = Self.store().client(for: Self.groups)
    for account in ["y", "z"] {
      #expect(app.add(["class": "genp", "acct": account, "sync": true]).status == .success)
    }
    #expect(app.delete(["class": "genp", "sync": true]).status == .success)
    let outcome = app.update(
      ["class": "genp", "sync": true, "tomb": 1], attributesToUpdate: ["acct": "w"])
    #expect(outcome.status == .success)
    let tombstones = app.copyMatching([
      "class": "genp", "sync": true, "tomb": 1, "m_Limit": "m_LimitAll", "r_Attributes": true,
    ])
    #expect((tombstones.result as? [[String: Any]])?.count == 1)
  }

  /// D9, fixed in the store: a CopyMatching dictionary asked for with a reference but neither
  /// attributes nor data keeps the row's `persistref`, the UUID inside the persistent
  /// reference (`handle_result` and `s3dl_query_row`, `SecItemDb.c`); Add results and
  /// dictionaries whose server mask has attributes do not.
  @Test
  func referenceWithoutAttributesOrDataKeepsThePersistentReferenceUUID() {
    let app = Self.store().client(for: Self.groups)
    var reference = Self.reference()
    let attributes: [String: Any] = [
      "class": "genp", "acct": "a", "v_Data": Data([7]), "r_Ref": true, "r_PersistentRef": true,
    ]
    let added = app.add(attributes)
    #expect(added.status == .success)
    #expect((added.result as? [String: Any])?["persistref"] == nil)
    #expect(reference.add(attributes, by: Self.groups).status == .success)

    let query: [String: Any] = [
      "class": "genp", "r_Ref": true, "r_PersistentRef": true, "m_Limit": "m_LimitOne",
    ]
    let found = app.copyMatching(query)
    let modelled = reference.copyMatching(query, by: Self.groups)
    #expect(found.status == .success)
    #expect(modelled.status == .success)
    for result in [found.result, modelled.result] {
      let dictionary = result as? [String: Any]
      let persistentReference = dictionary?["v_PersistentRef"] as? Data
      #expect(persistentReference?.count == 20)
      #expect(dictionary?["persistref"] as? Data == persistentReference?.suffix(16))
      #expect(dictionary?["v_Data"] as? Data == Data([7]))
      #expect(dictionary?["UUID"] == nil)
    }
    for returnKeys in [
      ["r_Ref", "r_Attributes"], ["r_Ref", "r_Data"], ["r_Ref", "r_Data", "r_PersistentRef"],
    ] {
      var other: [String: Any] = ["class": "genp", "m_Limit": "m_LimitOne"]
      for key in returnKeys { other[key] = true }
      let copied = app.copyMatching(other)
      #expect(copied.status == .success)
      #expect((copied.result as? [String: Any])?["acct"] as? String == "a")
      #expect((copied.result as? [String: Any])?["persistref"] == nil)
      let expected = reference.copyMatching(other, by: Self.groups).result as? [String: Any]
      #expect(expected?["acct"] as? String == "a")
      #expect(expected?["persistref"] == nil)
    }
  }
}
