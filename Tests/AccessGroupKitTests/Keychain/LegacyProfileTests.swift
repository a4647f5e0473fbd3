import Foundation
import Testing

@testable import AccessGroupKit

/// The legacy profile's differences (Security-58286, call by call).
@Suite("Legacy profile")
struct LegacyProfileTests {
  let store = TestApps.store(profile: .legacy)
  var app: KeychainClient {
    store.client(
      for: TestApps.groups(
        applicationIdentifier: "X.app", keychainAccessGroups: ["X.app", "X.shared"],
        profile: .legacy), name: "legacy app")
  }

  @Test func copyMatchingWithForeignGroupIsItemNotFound() {
    #expect(app.add([K.cls: K.genp, K.acct: "a"]).status == .success)
    let copy = app.copyMatching([K.cls: K.genp, K.agrp: "F.group"])
    #expect(copy.status == .itemNotFound)
    #expect(copy.result == nil)
  }

  @Test func updateAndDeleteWithForeignGroupInQueryAreItemNotFound() {
    #expect(app.add([K.cls: K.genp, K.acct: "a"]).status == .success)
    let query: [String: Any] = [K.cls: K.genp, K.agrp: "F.group"]
    #expect(app.update(query, attributesToUpdate: [K.labl: "x"]).status == .itemNotFound)
    #expect(app.delete(query).status == .itemNotFound)
    #expect(store.itemCount == 1)
  }

  @Test func updateToForeignGroupIsNoAccessForItem() {
    #expect(app.add([K.cls: K.genp, K.acct: "a"]).status == .success)
    let update = app.update([K.cls: K.genp], attributesToUpdate: [K.agrp: "F.group"])
    #expect(update.status == .noAccessForItem)
    let token = app.update([K.cls: K.genp], attributesToUpdate: [K.agrp: "com.apple.token"])
    #expect(token.status == .parameter)
    #expect(app.copyMatching([K.cls: K.genp, K.agrp: "X.app"]).status == .success)
  }

  @Test func addWithForeignGroupIsStillMissingEntitlement() {
    #expect(app.add([K.cls: K.genp, K.agrp: "F.group"]).status == .missingEntitlement)
    #expect(store.itemCount == 0)
  }

  @Test func updateWithReturnKeysIsStillParameterError() {
    #expect(app.add([K.cls: K.genp, K.acct: "a"]).status == .success)
    let update = app.update([K.cls: K.genp, K.rData: true], attributesToUpdate: [K.labl: "x"])
    #expect(update.status == .parameter)
  }

  @Test func currentProfileDiffersForTheSameCalls() {
    let current = TestApps.store()
    let client = current.client(
      for: TestApps.groups(applicationIdentifier: "X.app", keychainAccessGroups: ["X.app"]))
    #expect(client.copyMatching([K.cls: K.genp, K.agrp: "F.group"]).status == .missingEntitlement)
    #expect(app.copyMatching([K.cls: K.genp, K.agrp: "F.group"]).status == .itemNotFound)
  }
}
