import Foundation
import Testing

@testable import AccessGroupKit

/// Hostile dictionaries never crash and give Apple's statuses (§2.0, §2.1).
@Suite("Robust input")
struct RobustnessTests {
  let store = TestApps.store()
  var app: KeychainClient { TestApps.appOne(store) }

  struct Opaque {}

  @Test func nonPropertyListObjectIsParameterError() {
    let add = app.add([K.cls: K.genp, K.acct: Opaque()])
    #expect(add.status == .parameter)
    #expect(add.explanation?.rule == "§2.0")
    #expect(store.itemCount == 0)
  }

  @Test func nestedArraysAndNullAreParameterErrors() {
    #expect(app.add([K.cls: K.genp, K.acct: [[["deep"]]]]).status == .parameter)
    #expect(app.add([K.cls: K.genp, K.acct: NSNull()]).status == .parameter)
    #expect(app.add([K.cls: K.genp, "musr": NSNull()]).status == .success)
    #expect(app.add([K.cls: K.genp, K.acct: [Opaque()]]).status == .parameter)
  }

  @Test func notANumberAndHugeStringsAreStored() {
    #expect(app.add([K.cls: K.genp, "crtr": Double.nan]).status == .success)
    let huge = String(repeating: "x", count: 1_000_000)
    #expect(app.add([K.cls: K.genp, K.acct: huge]).status == .success)
    #expect(app.copyMatching([K.cls: K.genp, K.acct: huge]).status == .success)
  }

  @Test func unknownKeysGiveTheStatusOfTheirShape() {
    #expect(app.add([K.cls: K.genp, "zzzz": 1]).status == .noSuchAttribute)
    #expect(app.add([K.cls: K.genp, "x": 1]).status == .parameter)
    #expect(app.add([K.cls: K.genp, "q_Thing": 1]).status == .parameter)
    #expect(app.add([K.cls: K.genp, "r_Unknown": true]).status == .parameter)
    #expect(app.add([K.cls: K.genp, "u_Unknown": true]).status == .parameter)
    #expect(app.add([K.cls: K.genp, "f_Callback": 1, "nleg": true]).status == .success)
    #expect(app.add([K.cls: "apls"]).status == .noSuchClass)
    #expect(app.add([K.cls: 42]).status == .parameter)
    #expect(app.add([K.cls: K.genp, "data": Data()]).status == .parameter)
    #expect(store.itemCount == 1)
  }

  @Test func multipleErrorsAreReportedInSortedKeyOrder() {
    // "acct" sorts before "zzzz": the conversion error of acct wins.
    let add = app.add([K.cls: K.genp, K.acct: Date(), "zzzz": 1])
    #expect(add.status == .parameter)
    #expect(add.explanation?.details.first?.hasPrefix("acct") == true)
  }

  @Test func tooManyKeysIsParameterError() {
    var query: [String: Any] = [K.cls: K.genp]
    for index in 0..<120 { query["m_Custom\(index)"] = 1 }
    #expect(app.copyMatching(query).status == .parameter)
  }

  @Test func nonStringAccessGroupDependsOnTheCall() {
    let item: [String: Any] = [K.cls: K.genp, K.agrp: 42]
    #expect(app.add(item).status == .parameter)
    #expect(app.copyMatching(item).status == .parameter)
    #expect(app.update(item, attributesToUpdate: [K.labl: "l"]).status == .missingEntitlement)
    #expect(app.delete(item).status == .missingEntitlement)
    #expect(store.itemCount == 0)
  }

  @Test func emptyAccessGroupIsMissingEntitlementEverywhere() {
    let item: [String: Any] = [K.cls: K.genp, K.agrp: ""]
    let add = app.add(item)
    #expect(add.status == .missingEntitlement)
    #expect(add.explanation?.summary.contains("empty") == true)
    #expect(app.copyMatching(item).status == .missingEntitlement)
    #expect(app.update(item, attributesToUpdate: [K.labl: "l"]).status == .missingEntitlement)
    #expect(app.delete(item).status == .missingEntitlement)
    #expect(store.itemCount == 0)
  }

  @Test func invalidAccessibilityIsParameterError() {
    #expect(app.add([K.cls: K.genp, K.pdmn: "always"]).status == .parameter)
    let add = app.add([K.cls: K.genp, K.pdmn: "ck", K.rAttrs: true])
    #expect(add.status == .success)
    #expect((add.result as? [String: Any])?[K.pdmn] as? String == "ck")
  }

  @Test func valueReferenceToAPasswordIsParameterError() {
    let reference = KeychainItemReference(itemClass: .genericPassword, attributes: [:])
    #expect(app.add(["v_Ref": reference]).status == .parameter)
    let copy = app.copyMatching([K.cls: K.genp, "v_Ref": "not a ref"])
    #expect(copy.status == .parameter)
    #expect(copy.explanation?.rule == "§2.0")
    #expect(store.itemCount == 0)
  }
}
