import Foundation
import Testing

@testable import AccessGroupKit

/// Snapshots.
@Suite("Snapshots")
struct SnapshotTests {
  func populatedStore() -> ItemStore {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    _ = app.add([K.cls: K.genp, K.acct: "a", K.svce: "s", K.data: Data.utf8("d"), K.labl: "l"])
    _ = app.add([K.cls: K.genp, K.acct: Data.utf8("b"), "crtr": 1.5, "type": true])
    _ = app.add([
      K.cls: K.inet, K.srvr: "x", "port": 80, "ptcl": "htps",
      "accc": KeychainAccessControl(protection: .afterFirstUnlock),
    ])
    _ = app.add([K.cls: K.genp, K.acct: "synced", K.sync: true])
    _ = app.delete([K.cls: K.genp, K.acct: "synced", K.sync: true])
    store.lock()
    return store
  }

  @Test func roundTripIsLossless() throws {
    let store = populatedStore()
    let snapshot = store.exportSnapshot()
    let copy = ItemStore(identifiers: .sequential(seed: 1))
    try copy.importSnapshot(snapshot)
    #expect(copy.exportSnapshot() == snapshot)
    #expect(copy.itemCount == 4)
    #expect(copy.lockState.isLocked)
    copy.unlock()
    let app = TestApps.appOne(copy)
    let item = try #require(
      app.copyMatching([K.cls: K.genp, K.acct: Data.utf8("b"), K.rAttrs: true]).result
        as? [String: Any])
    #expect(item[K.acct] as? Data == Data.utf8("b"))
    #expect((item["crtr"] as? NSNumber)?.doubleValue == 1.5)
    #expect(item["type"] as? NSNumber == 1)
    let tomb = app.copyMatching([K.cls: K.genp, K.sync: true, "tomb": true])
    #expect(tomb.status == .success)
  }

  @Test func exportIsDeterministic() {
    #expect(populatedStore().exportSnapshot() == populatedStore().exportSnapshot())
    let text = String(decoding: populatedStore().exportSnapshot(), as: UTF8.self)
    #expect(text.contains("\"version\" : 1"))
  }

  @Test func importedPersistentReferencesStillWork() throws {
    let store = TestApps.store()
    let reference = try #require(
      TestApps.appOne(store).add([K.cls: K.genp, K.acct: "a", K.rPref: true]).result as? Data)
    let copy = ItemStore()
    try copy.importSnapshot(store.exportSnapshot())
    #expect(TestApps.appOne(copy).copyMatching([K.pref: reference]).status == .success)
    #expect(TestApps.appOne(copy).add([K.cls: K.genp, K.acct: "b"]).status == .success)
  }

  @Test(arguments: [
    ("not json", "The snapshot is not valid JSON"),
    ("[]", "$: expected an object"),
    (#"{"version": 2}"#, "$.version: unsupported snapshot version 2"),
    (#"{"version": 1, "lockState": {"isLocked": 1}}"#, "$.lockState.isLocked"),
    (
      #"{"version":1,"lockState":{"isLocked":false,"hasBeenUnlockedSinceBoot":true,"hasPasscode":true},"items":[{"class":"genp","uuid":"00","sequence":1,"attributes":{}}]}"#,
      "$.items[0].uuid"
    ),
    (
      #"{"version":1,"lockState":{"isLocked":false,"hasBeenUnlockedSinceBoot":true,"hasPasscode":true},"items":[{"class":"genp","uuid":"000102030405060708090a0b0c0d0e0f","sequence":1,"attributes":{"acct":{"number":1}}}]}"#,
      "$.items[0].attributes.acct.number"
    ),
    (
      #"{"version":1,"lockState":{"isLocked":false,"hasBeenUnlockedSinceBoot":true,"hasPasscode":true},"items":[{"class":"genp","uuid":"000102030405060708090a0b0c0d0e0f","sequence":1,"attributes":{"atag":{"string":"x"}}}]}"#,
      "$.items[0].attributes.atag"
    ),
  ])
  func invalidSnapshotsNameTheJSONPath(json: String, expected: String) {
    let store = populatedStore()
    let before = store.exportSnapshot()
    #expect {
      try store.importSnapshot(Data(json.utf8))
    } throws: { error in
      String(describing: error).contains(expected)
    }
    #expect(store.exportSnapshot() == before)
  }

  @Test func duplicatePrimaryKeysAreRejected() throws {
    let store = TestApps.store()
    _ = TestApps.appOne(store).add([K.cls: K.genp, K.acct: "a"])
    var json = String(decoding: store.exportSnapshot(), as: UTF8.self)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    var items = try #require(object["items"] as? [[String: Any]])
    var second = items[0]
    second["uuid"] = "ffffffffffffffffffffffffffffffff"
    items.append(second)
    var root = object
    root["items"] = items
    json = String(decoding: try JSONSerialization.data(withJSONObject: root), as: UTF8.self)
    #expect(throws: SnapshotError.self) { try ItemStore().importSnapshot(Data(json.utf8)) }
  }
}
