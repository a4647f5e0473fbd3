import Foundation
import Testing

@testable import AccessGroupKit

/// Apple's `secdxctests/KeychainAPITests.m` (§8.2), iOS current profile.
@Suite("Keychain API (KeychainAPITests)")
struct KeychainAPITests {
  let store = TestApps.store()
  var app: KeychainClient { TestApps.appOne(store) }

  /// Mirrors `KeychainAPITests.testReturnValuesInSecItemUpdate` (iOS: -50 for each return key).
  @Test(arguments: [K.rAttrs, K.rData, K.rRef, K.rPref])
  func returnValuesInSecItemUpdateAreParameterErrors(returnKey: String) {
    let add = app.add([K.cls: K.genp, K.acct: "a", K.svce: "s", K.rAttrs: true])
    #expect(add.status == .success)
    #expect((add.result as? [String: Any])?[K.acct] as? String == "a")
    let query: [String: Any] = [K.cls: K.genp, K.acct: "a"]
    #expect(app.update(query, attributesToUpdate: [K.labl: "x"]).status == .success)
    var withReturn = query
    withReturn[returnKey] = true
    let update = app.update(withReturn, attributesToUpdate: [K.labl: "y"])
    #expect(update.status == .parameter)
    #expect(update.explanation?.rule == "§2.4")
    let copy = app.copyMatching([K.cls: K.genp, K.rAttrs: true])
    #expect((copy.result as? [String: Any])?[K.labl] as? String == "x")
  }

  /// Mirrors `KeychainAPITests.testBadTypeInParams`.
  @Test func badTypeInAccessControlIsParameterError() {
    let query: [String: Any] = [K.cls: K.genp, "nleg": true, K.labl: "l"]
    #expect(app.add(query).status == .success)
    #expect(app.delete(query).status == .success)
    var bad = query
    bad["accc"] = "string"
    let add = app.add(bad)
    #expect(add.status == .parameter)
    #expect(add.explanation?.rule == "§2.0")
    #expect(app.delete(bad).status == .parameter)
    #expect(store.itemCount == 0)
  }

  /// Mirrors `KeychainAPITests.testServerUsingDataType`.
  @Test func serverStoredAsDataComesBackAsData() {
    let server = Data.utf8("example.com")
    #expect(app.add([K.cls: K.inet, K.srvr: server, K.acct: "a"]).status == .success)
    let copy = app.copyMatching([K.cls: K.inet, K.rAttrs: true])
    #expect(copy.status == .success)
    #expect((copy.result as? [String: Any])?[K.srvr] as? Data == server)
  }

  /// Mirrors `KeychainAPITests.testNotAllowedToPassInternalAttributes`.
  @Test func internalAppClipAttributeIsRejectedEverywhere() {
    let item: [String: Any] = [K.cls: K.genp, K.acct: "a"]
    var withClip = item
    withClip["clip"] = true
    #expect(app.add(withClip).status == .parameter)
    #expect(app.add(item).status == .success)
    #expect(app.copyMatching(withClip).status == .parameter)
    #expect(app.update(withClip, attributesToUpdate: [K.labl: "x"]).status == .parameter)
    #expect(app.update(item, attributesToUpdate: ["clip": true]).status == .parameter)
    let delete = app.delete(withClip)
    #expect(delete.status == .parameter)
    #expect(delete.explanation?.summary.contains("Non-API") == true)
    #expect(store.itemCount == 1)
  }

  /// Mirrors `KeychainAPITests.testGenpReturnRef` (iOS: nil result).
  @Test func genericPasswordReturnRefIsNil() {
    let add = app.add([K.cls: K.genp, K.acct: "a", K.rRef: true])
    #expect(add.status == .success)
    #expect(add.result == nil)
    let copy = app.copyMatching([K.cls: K.genp, K.rRef: true])
    #expect(copy.status == .success)
    #expect(copy.result == nil)
    #expect(app.delete([K.cls: K.genp, K.rRef: true]).status == .success)
    #expect(store.itemCount == 0)
  }

  /// Mirrors `KeychainAPITests.testInetReturnRef` (iOS: nil result).
  @Test func internetPasswordReturnRefIsNil() {
    let add = app.add([K.cls: K.inet, K.srvr: "s", K.rRef: true])
    #expect(add.status == .success)
    #expect(add.result == nil)
    let copy = app.copyMatching([K.cls: K.inet, K.rRef: true])
    #expect(copy.status == .success)
    #expect(copy.result == nil)
    #expect(app.delete([K.cls: K.inet, K.rRef: true]).status == .success)
  }

  /// Mirrors `KeychainAPITests.testSecItemAddAndCopyMatchingWithUUIDPersistentRefs`.
  @Test func persistentReferencesAreTwentyBytesAndUsableWithoutClass() throws {
    let add = app.add([K.cls: K.genp, K.acct: "a", K.rAttrs: true])
    #expect(add.status == .success)
    #expect(add.result is [String: Any])
    let copy = app.copyMatching([K.cls: K.genp, K.rPref: true, K.rAttrs: true])
    let dictionary = try #require(copy.result as? [String: Any])
    #expect(dictionary["persistref"] == nil)
    let reference = try #require(dictionary[K.pref] as? Data)
    #expect(reference.count == 20)
    #expect(String(data: reference.prefix(4), encoding: .ascii) == "genp")
    let byReference = app.copyMatching([K.pref: reference, K.rAttrs: true, K.limit: K.one])
    #expect(byReference.status == .success)
    #expect((byReference.result as? [String: Any])?[K.acct] as? String == "a")
  }

  /// Mirrors `KeychainAPITests.testSecItemCopyMatchingDoesNotReturnPersistRefs`.
  @Test func attributesNeverContainPersistref() throws {
    #expect(app.add([K.cls: K.genp, K.acct: "a"]).status == .success)
    let copy = app.copyMatching([K.cls: K.genp, K.rAttrs: true, K.limit: K.all])
    let items = try #require(copy.result as? [[String: Any]])
    #expect(items.count == 1)
    #expect(items[0]["persistref"] == nil)
    #expect(items[0]["UUID"] == nil)
    #expect(items[0][K.cls] == nil)
  }

  /// Mirrors `KeychainAPITests.testSecItemCopyMatchingHostorSubdomain`.
  @Test func hostOrSubdomainMatchesParentDomainAndExactHost() {
    #expect(app.add([K.cls: K.inet, K.srvr: "www.example.com", K.acct: "a"]).status == .success)
    #expect(app.add([K.cls: K.inet, K.srvr: "example.com", K.acct: "b"]).status == .success)
    let parent = app.copyMatching([
      K.cls: K.inet, "m_HostOrSubdomainOfHost": "example.com", K.limit: K.all, K.rAttrs: true,
    ])
    #expect(parent.status == .success)
    #expect((parent.result as? [[String: Any]])?.count == 2)
    let exact = app.copyMatching([K.cls: K.inet, "m_HostOrSubdomainOfHost": "www.example.com"])
    #expect(exact.status == .success)
    let unrelated = app.copyMatching([K.cls: K.inet, "m_HostOrSubdomainOfHost": "example.org"])
    #expect(unrelated.status == .itemNotFound)
    let wrongClass = app.copyMatching([K.cls: K.genp, "m_HostOrSubdomainOfHost": "example.com"])
    #expect(wrongClass.status == .unimplemented)
  }
}
