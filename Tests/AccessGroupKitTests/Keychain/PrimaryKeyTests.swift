import Foundation
import Testing

@testable import AccessGroupKit

/// Primary keys and uniqueness (§3.1).
@Suite("Primary keys")
struct PrimaryKeyTests {
  let store = TestApps.store()
  var app: KeychainClient { TestApps.appOne(store) }

  @Test func stringAndDataWithTheSameBytesCollide() {
    #expect(app.add([K.cls: K.genp, K.acct: "alice", K.svce: "s"]).status == .success)
    let add = app.add([K.cls: K.genp, K.acct: Data.utf8("alice"), K.svce: "s"])
    #expect(add.status == .duplicateItem)
    let copy = app.copyMatching([K.cls: K.genp, K.acct: Data.utf8("alice"), K.rAttrs: true])
    #expect((copy.result as? [String: Any])?[K.acct] as? String == "alice")
  }

  @Test func absentAttributeEqualsEmptyDefault() {
    #expect(app.add([K.cls: K.genp, K.svce: "s"]).status == .success)
    #expect(app.add([K.cls: K.genp, K.svce: "s", K.acct: ""]).status == .duplicateItem)
    let copy = app.copyMatching([K.cls: K.genp, K.rAttrs: true])
    #expect((copy.result as? [String: Any])?[K.acct] as? String == "")
  }

  @Test func numbersCompareAsNumbers() {
    #expect(app.add([K.cls: K.inet, K.srvr: "s", "port": 443]).status == .success)
    #expect(app.add([K.cls: K.inet, K.srvr: "s", "port": "443"]).status == .duplicateItem)
    #expect(app.add([K.cls: K.inet, K.srvr: "s", "port": 443.0]).status == .duplicateItem)
    #expect(app.add([K.cls: K.inet, K.srvr: "s", "port": 0]).status == .success)
    #expect(app.add([K.cls: K.inet, K.srvr: "s"]).status == .duplicateItem)
    #expect(store.itemCount == 2)
  }

  @Test func accessGroupAndSynchronizableArePartOfEveryKey() {
    let client = store.client(for: TestApps.groups(keychainAccessGroups: ["g1", "g2"]))
    let item: [String: Any] = [K.cls: K.genp, K.acct: "a", K.svce: "s"]
    #expect(client.add(item).status == .success)
    var other = item
    other[K.agrp] = "g2"
    #expect(client.add(other).status == .success)
    var synced = item
    synced[K.sync] = true
    #expect(client.add(synced).status == .success)
    #expect(client.add(item).status == .duplicateItem)
    #expect(store.itemCount == 3)
  }

  @Test func labelAndDataAreNotPartOfTheKey() {
    #expect(app.add([K.cls: K.genp, K.acct: "a", K.labl: "one"]).status == .success)
    let add = app.add([K.cls: K.genp, K.acct: "a", K.labl: "two", K.data: Data.utf8("x")])
    #expect(add.status == .duplicateItem)
    #expect(
      add.explanation?.details.contains { $0.contains("labl") && $0.contains("v_Data") } == true)
  }

  @Test func updateCollisionAmongMatchedItemsChangesNothing() {
    #expect(app.add([K.cls: K.genp, K.acct: "a", K.svce: "s"]).status == .success)
    #expect(app.add([K.cls: K.genp, K.acct: "b", K.svce: "s"]).status == .success)
    let before = store.exportSnapshot()
    let update = app.update([K.cls: K.genp, K.svce: "s"], attributesToUpdate: [K.acct: "c"])
    #expect(update.status == .duplicateItem)
    #expect(update.explanation?.summary.contains("two of the matched items") == true)
    #expect(store.exportSnapshot() == before)
  }

  @Test func updateCollisionWithAnotherItemChangesNothing() {
    #expect(app.add([K.cls: K.genp, K.acct: "a"]).status == .success)
    #expect(app.add([K.cls: K.genp, K.acct: "b"]).status == .success)
    let before = store.exportSnapshot()
    let update = app.update([K.cls: K.genp, K.acct: "a"], attributesToUpdate: [K.acct: "b"])
    #expect(update.status == .duplicateItem)
    #expect(store.exportSnapshot() == before)
  }

  @Test func addReplacesATombstoneSilently() {
    #expect(app.add([K.cls: K.genp, K.acct: "a", K.sync: true]).status == .success)
    #expect(app.delete([K.cls: K.genp, K.sync: true]).status == .success)
    #expect(store.itemCount == 1)
    #expect(app.add([K.cls: K.genp, K.acct: "a", K.sync: true]).status == .success)
    #expect(store.itemCount == 1)
    #expect(app.copyMatching([K.cls: K.genp, K.sync: true]).status == .success)
  }

  /// `SecDbItemDelete` keeps the row and its persistent reference; `SecDbItemInsert` gives an
  /// add that replaces the tombstone the tombstone's row and reference.
  @Test func tombstoneAndTheAddReplacingItKeepTheItemsPersistentReferenceAndRow() throws {
    let first = app.add([K.cls: K.genp, K.acct: "a", K.sync: true, K.rPref: true])
    let reference = try #require(first.result as? Data)
    #expect(app.add([K.cls: K.genp, K.acct: "b", K.sync: true]).status == .success)
    #expect(app.delete([K.cls: K.genp, K.acct: "a", K.sync: true]).status == .success)
    let tombstone = app.copyMatching([K.cls: K.genp, "tomb": 1, K.sync: "syna", K.rPref: true])
    #expect(tombstone.status == .success)
    #expect(tombstone.result as? Data == reference)
    let again = app.add([K.cls: K.genp, K.acct: "a", K.sync: true, K.rPref: true])
    #expect(again.status == .success)
    #expect(again.result as? Data == reference)
    let all = app.copyMatching([K.cls: K.genp, K.sync: true, K.limit: K.all, K.rAttrs: true])
    let accounts = (all.result as? [[String: Any]])?.compactMap { $0[K.acct] as? String }
    #expect(accounts == ["a", "b"])
  }

  @Test func changingTheKeyOfASynchronizableItemLeavesATombstone() {
    #expect(app.add([K.cls: K.genp, K.acct: "a", K.sync: true]).status == .success)
    let update = app.update([K.cls: K.genp, K.sync: true], attributesToUpdate: [K.acct: "b"])
    #expect(update.status == .success)
    #expect(store.itemCount == 2)
    let tomb = app.copyMatching([K.cls: K.genp, K.sync: true, "tomb": true, K.rAttrs: true])
    #expect((tomb.result as? [String: Any])?[K.acct] as? String == "a")
  }

  @Test func primaryKeyTableMatchesSpec() {
    func names(_ itemClass: ItemClass) -> [String] {
      ClassSchema.schema(for: itemClass).primaryKey.map(\.rawValue).sorted()
    }
    #expect(
      names(.genericPassword) == ["acct", "agrp", "ggrp", "musr", "svce", "sync", "tkid", "vwht"])
    #expect(
      names(.internetPassword)
        == [
          "acct", "agrp", "atyp", "ggrp", "musr", "path", "port", "ptcl", "sdmn", "srvr", "sync",
          "tkid", "vwht",
        ])
    #expect(
      names(.certificate) == [
        "agrp", "ctyp", "ggrp", "issr", "musr", "slnr", "sync", "tkid", "vwht",
      ])
    #expect(
      names(.key)
        == [
          "agrp", "atag", "bsiz", "crtr", "edat", "esiz", "ggrp", "kcls", "klbl", "musr", "sdat",
          "sync", "tkid", "type", "vwht",
        ])
  }
}

/// The shortcuts of ``AttributeKind/valuesMatch(_:_:)`` and
/// ``AttributeKind/hashForm(of:into:)`` must agree with the match values they avoid
/// building, or key lookups would miss rows a search finds.
@Suite("Match values")
struct MatchValueTests {
  static let values: [KeychainValue] = [
    .integer(0), .integer(1), .integer(-1), .integer(443), .integer(1 << 53),
    .integer((1 << 53) + 1), .integer(.max), .integer(.min), .real(0), .real(-0.0), .real(1),
    .real(443), .real(.nan), .bool(true), .bool(false), .string("443"), .string("1"),
    .string(""), .data(Data("1".utf8)), .date(Date(timeIntervalSinceReferenceDate: 1)),
  ]

  static func hash(_ kind: AttributeKind, _ value: KeychainValue) -> Int {
    var hasher = KeyHasher()
    kind.hashForm(of: value, into: &hasher)
    return hasher.value
  }

  @Test(
    "Comparing and hashing give what the match values give",
    arguments: [AttributeKind.number, .sync, .tomb, .date, .string, .data])
  func shortcutsAgreeWithMatchValues(kind: AttributeKind) {
    for left in Self.values {
      var full = KeyHasher()
      kind.matchValue(left).hashForm(into: &full)
      #expect(Self.hash(kind, left) == full.value, "\(left)")
      for right in Self.values {
        let equal = kind.matchValue(left) == kind.matchValue(right)
        #expect(kind.valuesMatch(left, right) == equal, "\(left) \(right)")
        if equal { #expect(Self.hash(kind, left) == Self.hash(kind, right), "\(left) \(right)") }
      }
    }
  }
}
