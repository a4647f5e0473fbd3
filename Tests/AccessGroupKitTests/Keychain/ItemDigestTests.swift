import Foundation
import Testing

@testable import AccessGroupKit

/// A row's `sha1` is computed when first shown, not when written; it must still
/// behave as if it were kept up to date on every write.
@Suite("Item digests")
struct ItemDigestTests {
  let store = TestApps.store()
  var app: KeychainClient { TestApps.appOne(store) }

  func digest(account: String = "a") throws -> Data {
    let outcome = app.copyMatching([K.cls: K.genp, K.acct: account, K.rAttrs: true])
    #expect(outcome.status == .success)
    let attributes = try #require(outcome.result as? [String: Any])
    return try #require(attributes["sha1"] as? Data)
  }

  func storedRow(account: String = "a") -> ItemRecord? {
    store.state.withLock { state in
      state.database.search(
        .genericPassword, in: nil, pairs: [.account: .string(account)]
      ).first
    }
  }

  @Test("A new row keeps no digest until a result shows it, then keeps the one it showed")
  func digestIsComputedOnFirstReadAndKept() throws {
    #expect(app.add([K.cls: K.genp, K.acct: "a", K.data: Data.utf8("d")]).status == .success)
    #expect(storedRow()?.digestIsStale == true)
    let first = try digest()
    #expect(first.count == 20)
    #expect(storedRow()?.digestIsStale == false)
    #expect(storedRow()?.fields[.sha1] == .data(first))
    #expect(try digest() == first)
  }

  @Test("The same item gives the same digest whether it was read early or late")
  func digestDoesNotDependOnWhenItIsRead() throws {
    let other = TestApps.store()
    let otherApp = TestApps.appOne(other)
    for client in [app, otherApp] {
      #expect(
        client.add([K.cls: K.genp, K.acct: "a", K.svce: "s", K.data: Data.utf8("d")]).status
          == .success)
    }
    let early = try digest()
    // The other store's row is read only after an unrelated item was added.
    #expect(otherApp.add([K.cls: K.genp, K.acct: "b"]).status == .success)
    let outcome = otherApp.copyMatching([K.cls: K.genp, K.acct: "a", K.rAttrs: true])
    let late = try #require((outcome.result as? [String: Any])?["sha1"] as? Data)
    #expect(early == late)
  }

  @Test("Changing hashed attributes or the data changes the digest; the label does not")
  func digestFollowsTheItemHash() throws {
    #expect(app.add([K.cls: K.genp, K.acct: "a", K.data: Data.utf8("d")]).status == .success)
    let original = try digest()
    #expect(
      app.update([K.cls: K.genp, K.acct: "a"], attributesToUpdate: [K.labl: "l"]).status == .success
    )
    #expect(try digest() == original)
    #expect(
      app.update([K.cls: K.genp, K.acct: "a"], attributesToUpdate: [K.data: Data.utf8("e")])
        .status == .success)
    let afterData = try digest()
    #expect(afterData != original)
    #expect(
      app.update([K.cls: K.genp, K.acct: "a"], attributesToUpdate: [K.acct: "b"]).status
        == .success)
    let afterAccount = try digest(account: "b")
    #expect(afterAccount != afterData)
  }

  @Test("A query by sha1 finds the item whose digest was never shown")
  func searchBySHA1ComputesAStaleDigest() throws {
    let reference = TestApps.store()
    let referenceApp = TestApps.appOne(reference)
    for client in [app, referenceApp] {
      #expect(client.add([K.cls: K.genp, K.acct: "a", K.data: Data.utf8("d")]).status == .success)
    }
    let expected = try #require(
      (referenceApp.copyMatching([K.cls: K.genp, K.rAttrs: true]).result as? [String: Any])?[
        "sha1"] as? Data)
    #expect(storedRow()?.digestIsStale == true)
    let found = app.copyMatching([K.cls: K.genp, "sha1": expected, K.rData: true])
    #expect(found.status == .success)
    #expect(found.result as? Data == Data.utf8("d"))
    let missed = app.copyMatching([K.cls: K.genp, "sha1": Data(count: 20), K.rData: true])
    #expect(missed.status == .itemNotFound)
    #expect(missed.result == nil)
  }
}
