import Foundation
import Testing

@testable import AccessGroupKit

/// Result objects (§7).
@Suite("Result shapes")
struct ResultShapeTests {
  let store = TestApps.store()
  var app: KeychainClient { TestApps.appOne(store) }

  func seed() {
    #expect(
      app.add([K.cls: K.genp, K.acct: "a", K.svce: "s", K.data: Data.utf8("d")]).status == .success)
  }

  @Test func noReturnKeysGiveNilForLimitOneAndEmptyArrayForAll() {
    seed()
    let one = app.copyMatching([K.cls: K.genp])
    #expect(one.status == .success)
    #expect(one.result == nil)
    let all = app.copyMatching([K.cls: K.genp, K.limit: K.all])
    #expect(all.status == .success)
    #expect((all.result as? [Any])?.isEmpty == true)
  }

  @Test func copyAttributesHaveExactlyApplesKeys() throws {
    seed()
    let attributes = try #require(
      app.copyMatching([K.cls: K.genp, K.rAttrs: true]).result as? [String: Any])
    #expect(
      Set(attributes.keys)
        == ["acct", "svce", "agrp", "pdmn", "sync", "tomb", "musr", "cdat", "mdat", "sha1", "accc"])
    #expect((attributes["sha1"] as? Data)?.count == 20)
    #expect(attributes["cdat"] as? Date == TestApps.fixedDate)
    #expect(attributes["agrp"] as? String == TestApps.sharedGroup)
    #expect(attributes["musr"] as? Data == Data())
    #expect(attributes["sync"] as? NSNumber == 0)
  }

  @Test func addAttributesOmitTombstoneMultiUserAndAccessControl() throws {
    let add = app.add([K.cls: K.genp, K.acct: "a", K.labl: "l", K.rAttrs: true])
    let attributes = try #require(add.result as? [String: Any])
    #expect(
      Set(attributes.keys) == [
        "acct", "svce", "labl", "agrp", "pdmn", "sync", "cdat", "mdat", "sha1",
      ])
  }

  @Test func numberLimitOfOneGivesASingleObjectAndLargerGivesArrays() {
    seed()
    #expect(
      app.copyMatching([K.cls: K.genp, K.rData: true, K.limit: 1]).result as? Data == Data.utf8("d")
    )
    #expect(
      app.copyMatching([K.cls: K.genp, K.rData: true, K.limit: 5]).result as? [Data] == [
        Data.utf8("d")
      ])
    #expect(app.copyMatching([K.cls: K.genp, K.rData: true, K.limit: 0]).status == .itemNotFound)
  }

  @Test func returnDataAloneOnItemWithoutDataIsNil() {
    #expect(app.add([K.cls: K.genp, K.acct: "empty"]).status == .success)
    let copy = app.copyMatching([K.cls: K.genp, K.rData: true])
    #expect(copy.status == .success)
    #expect(copy.result == nil)
    let add = app.add([K.cls: K.genp, K.acct: "other", K.rData: true])
    #expect(add.result as? Data == Data())
  }

  @Test func dataAndPersistentReferenceCarryAttributes() throws {
    seed()
    let dictionary = try #require(
      app.copyMatching([K.cls: K.genp, K.rData: true, K.rPref: true]).result as? [String: Any])
    #expect(dictionary[K.data] as? Data == Data.utf8("d"))
    #expect(dictionary[K.pref] is Data)
    #expect(dictionary[K.acct] as? String == "a")
  }

  @Test func referencePlusAttributesAddsClassButNoPasswordReference() throws {
    seed()
    let dictionary = try #require(
      app.copyMatching([K.cls: K.genp, K.rRef: true, K.rAttrs: true]).result as? [String: Any])
    #expect(dictionary[K.cls] as? String == K.genp)
    #expect(dictionary["v_Ref"] == nil)
  }

  /// `SecDbItemCopyResult` sends attributes and data whenever a reference is asked for;
  /// `SecItemResultCopyPrepared` drops `v_Data` only after it made a reference (§7).
  @Test func referenceAmongSeveralKeysKeepsAttributesAndDropsDataOnlyForAReference() throws {
    let password = try #require(
      app.add([K.cls: K.genp, K.acct: "a", K.data: Data([1]), K.rRef: true, K.rAttrs: true])
        .result as? [String: Any])
    #expect(password["acct"] as? String == "a")
    #expect(password[K.cls] as? String == K.genp)
    #expect(password[K.data] as? Data == Data([1]))
    #expect(password["v_Ref"] == nil)
    let key = try #require(
      app.add([
        K.cls: K.keys, "kcls": 1, "klbl": Data([2]), K.data: Data([3]), K.rRef: true,
        K.rAttrs: true,
      ])
      .result as? [String: Any])
    #expect(key[K.cls] as? String == K.keys)
    #expect(key["v_Ref"] != nil)
    #expect(key[K.data] == nil)
    #expect(key["agrp"] as? String == TestApps.sharedGroup)
  }

  @Test func returnKeyMustBeARealBoolean() {
    seed()
    let copy = app.copyMatching([K.cls: K.genp, K.rData: NSNumber(value: 1)])
    #expect(copy.status == .parameter)
    #expect(copy.explanation?.summary.contains("boolean") == true)
    #expect(app.copyMatching([K.cls: K.genp, K.rData: false]).result == nil)
  }

  @Test func wantsResultFalseDropsTheResult() {
    seed()
    let copy = app.copyMatching([K.cls: K.genp, K.rData: true], wantsResult: false)
    #expect(copy.status == .success)
    #expect(copy.result == nil)
  }

  @Test func matchLimitOnAddIsASilentNoOp() {
    let add = app.add([K.cls: K.genp, K.acct: "a", K.limit: K.one])
    #expect(add.status == .success)
    #expect(store.itemCount == 0)
  }

  @Test func deleteRejectsMatchLimits() {
    seed()
    #expect(app.delete([K.cls: K.genp, K.limit: K.one]).status == .parameter)
    #expect(app.delete([K.cls: K.genp, K.limit: K.all]).status == .parameter)
    #expect(app.delete([K.cls: K.genp]).status == .success)
  }

  @Test func updateRejectsMatchKeysAndNonAttributes() {
    seed()
    #expect(
      app.update([K.cls: K.genp, K.limit: K.all], attributesToUpdate: [K.labl: "x"]).status
        == .parameter)
    #expect(
      app.update([K.cls: K.genp], attributesToUpdate: [K.cls: K.inet]).status == .noSuchAttribute)
    #expect(
      app.update([K.cls: K.genp], attributesToUpdate: [K.rData: true]).status == .noSuchAttribute)
    #expect(app.update([K.cls: K.genp], attributesToUpdate: [:]).status == .success)
  }

  @Test func emptyUpdateBumpsOnlyTheModificationDate() throws {
    var now = TestApps.fixedDate
    let clockBox = Locked(now)
    let store = ItemStore(
      clock: KeychainClock { clockBox.withLock { $0 } }, identifiers: .sequential())
    let app = TestApps.appOne(store)
    #expect(app.add([K.cls: K.genp, K.acct: "a"]).status == .success)
    now = now.addingTimeInterval(60)
    clockBox.withLock { $0 = now }
    #expect(app.update([K.cls: K.genp], attributesToUpdate: [:]).status == .success)
    let attributes = try #require(
      app.copyMatching([K.cls: K.genp, K.rAttrs: true]).result as? [String: Any])
    #expect(attributes["cdat"] as? Date == TestApps.fixedDate)
    #expect(attributes["mdat"] as? Date == now)
  }

  @Test func persistentReferenceWithOtherAttributesIsParameterError() throws {
    seed()
    let reference = try #require(app.copyMatching([K.cls: K.genp, K.rPref: true]).result as? Data)
    #expect(app.copyMatching([K.pref: reference, K.acct: "a"]).status == .parameter)
    #expect(app.copyMatching([K.pref: reference, K.sync: "syna"]).status == .success)
    #expect(app.copyMatching([K.pref: Data([1, 2, 3])]).status == .parameter)
  }
}
