import Foundation
import Testing

@testable import AccessGroupKit

/// Apple's `OSX/sec/Security/Regressions/secitem/si-*` tests (§8.4).
@Suite("SecItem regressions (si-00 … si-82)")
struct SecItemRegressionTests {
  let store = TestApps.store()
  var app: KeychainClient { TestApps.appOne(store) }

  static let certificateDER = Data((0..<64).map { UInt8($0) })
  static let certificate = KeychainItemReference(
    itemClass: .certificate,
    attributes: [
      .certificateType: .integer(1), .certificateEncoding: .integer(3),
      .issuer: .data(Data.utf8("issuer")), .serialNumber: .data(Data([1, 2, 3])),
      .subject: .data(Data.utf8("subject")), .label: .string("Test Certificate"),
    ], data: certificateDER)

  /// Mirrors `si-00-find-nothing`.
  @Test func findNothingLeavesResultNil() {
    let copy = app.copyMatching([K.cls: K.inet])
    #expect(copy.status == .itemNotFound)
    #expect(copy.result == nil)
  }

  /// Mirrors `si-05-add` (certificate added by reference).
  @Test func addCertificateByReference() throws {
    let byRef: [String: Any] = [K.cls: K.cert, "v_Ref": Self.certificate]
    #expect(app.add(byRef).status == .success)
    let again = app.add(byRef)
    #expect(again.status == .duplicateItem)
    #expect(app.delete(byRef).status == .success)
    let noReturn = app.add(byRef)
    #expect(noReturn.status == .success)
    #expect(noReturn.result == nil)
    #expect(app.delete(byRef).status == .success)

    var withPref = byRef
    withPref[K.rPref] = true
    let reference = try #require(app.add(withPref).result as? Data)
    let data = app.copyMatching([K.pref: reference, K.rData: true])
    #expect(data.status == .success)
    #expect(data.result as? Data == Self.certificateDER)
    #expect(app.delete(byRef).status == .success)

    var withRef = byRef
    withRef[K.rRef] = true
    let ref = app.add(withRef)
    #expect(ref.result as? KeychainItemReference == Self.certificate)
    #expect(app.delete(byRef).status == .success)

    var withData = byRef
    withData[K.rData] = true
    #expect(app.add(withData).result as? Data == Self.certificateDER)
    #expect(app.delete(byRef).status == .success)

    var withAttributes = byRef
    withAttributes[K.rAttrs] = true
    let attributes = try #require(app.add(withAttributes).result as? [String: Any])
    #expect(attributes[K.data] == nil && attributes["v_Ref"] == nil && attributes[K.pref] == nil)
    #expect(attributes["ctyp"] as? NSNumber == 1)
    #expect(attributes["cenc"] as? NSNumber == 3)
    #expect(app.delete(byRef).status == .success)

    var all = byRef
    for key in [K.rAttrs, K.rData, K.rRef, K.rPref] { all[key] = true }
    let everything = try #require(app.add(all).result as? [String: Any])
    #expect(everything[K.data] as? Data == Self.certificateDER)
    #expect(everything["v_Ref"] is KeychainItemReference)
    #expect((everything[K.pref] as? Data)?.count == 20)
    #expect(everything[K.cls] as? String == K.cert)
    #expect(app.delete(byRef).status == .success)

    var withTag = byRef
    withTag["atag"] = "tag"
    #expect(app.add(withTag).status == .noSuchAttribute)
    #expect(app.delete(withTag).status == .noSuchAttribute)

    var syncing = byRef
    syncing[K.sync] = true
    #expect(app.add(syncing).status == .success)
    #expect(app.delete(syncing).status == .success)
    #expect(store.itemCount == 1)  // the tombstone of the synchronizable certificate
  }

  /// Mirrors `si-10-find-internet`.
  @Test func findInternetPassword() throws {
    let item: [String: Any] = [
      K.cls: K.inet, K.srvr: "members.spamcop.net", K.acct: "smith", "port": 80,
      "ptcl": "http", "atyp": "dflt", K.data: Data.utf8("secret"),
    ]
    #expect(app.add(item).status == .success)
    #expect(app.add(item).status == .duplicateItem)
    #expect(app.copyMatching(item).status == .success)
    var attributesQuery = item
    attributesQuery[K.rAttrs] = true
    attributesQuery[K.limit] = K.one
    var attributes = try #require(app.copyMatching(attributesQuery).result as? [String: Any])
    attributes["sha1"] = nil
    attributes[K.cls] = K.inet
    attributes[K.rData] = true
    let fedBack = app.copyMatching(attributes)
    #expect(fedBack.status == .success)
    #expect(fedBack.result as? Data == Data.utf8("secret"))

    let changes: [String: Any] = [K.srvr: "www.spamcop.net"]
    #expect(app.update(item, attributesToUpdate: changes).status == .success)
    #expect(app.update(item, attributesToUpdate: changes).status == .itemNotFound)
    #expect(app.delete(item).status == .itemNotFound)
    #expect(app.add(item).status == .success)
    #expect(app.delete(item).status == .success)
    #expect(app.add(item).status == .success)
    let before = store.exportSnapshot()
    let collision = app.update(item, attributesToUpdate: changes)
    #expect(collision.status == .duplicateItem)
    #expect(store.exportSnapshot() == before)
  }

  /// Mirrors `si-11-update-data`.
  @Test func updateData() {
    let query: [String: Any] = [K.cls: K.genp, K.acct: "a"]
    var item = query
    item[K.data] = Data.utf8("data1")
    #expect(app.add(item).status == .success)
    #expect(app.update(query, attributesToUpdate: [K.data: Data.utf8("data2")]).status == .success)
    #expect(app.update(query, attributesToUpdate: [K.data: NSNull()]).status == .parameter)
    #expect(app.update(query, attributesToUpdate: [K.data: "bogus"]).status == .parameter)
    var read = query
    read[K.rData] = true
    #expect(app.copyMatching(read).result as? Data == Data.utf8("data2"))
    #expect(app.delete(query).status == .success)
  }

  static var primaryKeyOnlyItems: [[String: Any]] {
    [
      [K.cls: K.genp, K.acct: "a", K.svce: "s"],
      [K.cls: K.inet, K.acct: "a", K.srvr: "s", "ptcl": 1, "port": 2, "path": "/"],
      [K.cls: K.cert, "ctyp": 1, "issr": Data([1]), "slnr": Data([2])],
      [K.cls: K.keys, "kcls": 1, "klbl": Data([3]), "atag": "t", "bsiz": 256],
    ]
  }

  /// Mirrors `si-12-item-stress` (tombstones), for each class.
  @Test(arguments: 0..<4)
  func tombstonesFollowSynchronizableAndUseTombstones(index: Int) {
    let item = Self.primaryKeyOnlyItems[index]
    var sync = item
    sync[K.sync] = true
    var tombQuery = item
    tombQuery["tomb"] = true
    tombQuery[K.sync] = "syna"

    #expect(app.add(sync).status == .success)
    var deleteWithTomb = sync
    deleteWithTomb["u_Tomb"] = true
    #expect(app.delete(deleteWithTomb).status == .success)
    #expect(app.copyMatching(tombQuery).status == .success)
    #expect(app.delete(tombQuery).status == .success)
    #expect(app.copyMatching(tombQuery).status == .itemNotFound)

    #expect(app.add(sync).status == .success)
    var deleteWithoutTomb = sync
    deleteWithoutTomb["u_Tomb"] = false
    #expect(app.delete(deleteWithoutTomb).status == .success)
    #expect(app.copyMatching(tombQuery).status == .itemNotFound)

    #expect(app.add(item).status == .success)
    #expect(app.delete(item).status == .success)
    #expect(app.copyMatching(tombQuery).status == .itemNotFound)

    #expect(app.add(item).status == .success)
    var nonSyncWithTomb = item
    nonSyncWithTomb["u_Tomb"] = true
    #expect(app.delete(nonSyncWithTomb).status == .success)
    #expect(app.copyMatching(tombQuery).status == .success)
    #expect(store.itemCount == 1)
  }

  /// Mirrors `si-15-delete-access-group`: deleting in one group leaves the other.
  @Test func deleteByAccessGroupRemovesOnlyThatGroup() {
    let client = store.client(
      for: TestApps.groups(keychainAccessGroups: ["123456.test.group", "123456.test.group2"]))
    for group in ["123456.test.group", "123456.test.group2"] {
      #expect(client.add([K.cls: K.genp, K.labl: "l", K.agrp: group]).status == .success)
    }
    #expect(client.delete([K.cls: K.genp, K.agrp: "123456.test.group"]).status == .success)
    let rest = client.copyMatching([K.cls: K.genp, K.rAttrs: true, K.limit: K.all])
    #expect(
      (rest.result as? [[String: Any]])?.map { $0[K.agrp] as? String } == ["123456.test.group2"])
  }

  /// Mirrors `si-43-persistent`.
  @Test func persistentReferencesFindUpdateAndDelete() throws {
    let item: [String: Any] = [K.cls: K.inet, K.srvr: "a.example", K.acct: "u"]
    var add = item
    add[K.rPref] = true
    let reference = try #require(app.add(add).result as? Data)
    #expect(app.add([K.cls: K.inet, K.srvr: "b.example", K.acct: "u"]).status == .success)
    var byAttributes = item
    byAttributes[K.rAttrs] = true
    let one = app.copyMatching(byAttributes).result as? [String: Any]
    let two = app.copyMatching([K.rAttrs: true, K.pref: reference]).result as? [String: Any]
    #expect(one.map { NSDictionary(dictionary: $0) } == two.map { NSDictionary(dictionary: $0) })
    let update = app.update([K.pref: reference], attributesToUpdate: [K.srvr: "c.example"])
    #expect(update.status == .success)
    #expect(app.copyMatching([K.cls: K.inet, K.srvr: "c.example"]).status == .success)
    #expect(app.copyMatching([K.cls: K.inet, K.srvr: "b.example"]).status == .success)
    #expect(app.delete([K.pref: reference]).status == .success)
    #expect(app.delete([K.pref: reference]).status == .itemNotFound)
    #expect(app.copyMatching([K.pref: reference]).status == .itemNotFound)
    #expect(store.itemCount == 1)
  }

  /// Mirrors `si-72-syncableitems`.
  @Test func synchronizableItems() {
    let add = app.add([K.cls: K.genp, K.acct: "a", K.sync: true, K.rAttrs: true])
    #expect(add.status == .success)
    #expect((add.result as? [String: Any])?[K.sync] as? NSNumber == 1)
    #expect(app.copyMatching([K.cls: K.genp, K.sync: true]).status == .success)
    #expect(app.copyMatching([K.cls: K.genp, K.sync: "syna"]).status == .success)
    #expect(app.copyMatching([K.cls: K.genp]).status == .itemNotFound)
    let update = app.update([K.cls: K.genp, K.sync: true], attributesToUpdate: ["icmt": "c"])
    #expect(update.status == .success)
    #expect(app.copyMatching([K.cls: K.genp, K.sync: true, "icmt": "c"]).status == .success)
    #expect(app.delete([K.cls: K.genp, K.sync: true]).status == .success)
  }

  /// Mirrors `si-78-query-attrs`.
  @Test func queryAttributesShapes() throws {
    #expect(app.add([K.cls: K.genp, K.svce: "s", K.data: Data.utf8("d")]).status == .success)
    let both = try #require(
      app.copyMatching([K.cls: K.genp, K.svce: "s", K.limit: K.all, K.rData: true, K.rPref: true])
        .result as? [[String: Any]])
    #expect(both.count == 1)
    #expect(both[0][K.pref] is Data)
    #expect(both[0][K.data] as? Data == Data.utf8("d"))
    let data = try #require(
      app.copyMatching([K.cls: K.genp, K.limit: K.all, K.rData: true]).result as? [Data])
    #expect(data == [Data.utf8("d")])
    let references = try #require(
      app.copyMatching([K.cls: K.genp, K.limit: K.all, K.rPref: true]).result as? [Data])
    #expect(references.count == 1)
  }

  /// Mirrors `si-80-empty-data`.
  @Test func itemWithoutDataHasNoValueData() throws {
    #expect(app.add([K.cls: K.genp, K.acct: "a", K.svce: "s"]).status == .success)
    let items = try #require(
      app.copyMatching([K.cls: K.genp, K.limit: K.all, K.rData: true, K.rAttrs: true]).result
        as? [[String: Any]])
    #expect(items.count == 1)
    #expect(items[0][K.data] == nil)
    #expect(items[0][K.svce] as? String == "s")
    #expect(items[0][K.acct] as? String == "a")
  }

  /// Mirrors `si-82-token-ag` on iOS without the token group.
  @Test func tokenAccessGroupIsMissingEntitlement() {
    let item: [String: Any] = [K.cls: K.genp, K.svce: "s", K.agrp: "com.apple.token"]
    #expect(app.add(item).status == .missingEntitlement)
    let copy = app.copyMatching(item)
    #expect(copy.status == .missingEntitlement)
    #expect(copy.result == nil)
    #expect(store.itemCount == 0)
  }
}
