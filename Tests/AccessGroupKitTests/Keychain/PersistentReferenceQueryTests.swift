import Foundation
import Testing

@testable import AccessGroupKit

/// Persistent references in Update and Delete queries (`s3dl_query_update`,
/// `SecServerItemDeleteWithCustomDb`): no "reference and attributes" check there.
@Suite("Persistent references in update and delete")
struct PersistentReferenceQueryTests {
  let store = TestApps.store()
  var app: KeychainClient { TestApps.appOne(store) }

  @Test func referenceAndAttributesMustBothMatch() throws {
    let reference = try #require(
      app.add([K.cls: K.genp, K.acct: "a", K.rPref: true]).result as? Data)
    let miss = app.delete([K.pref: reference, K.acct: "b"])
    #expect(miss.status == .itemNotFound)
    let update = app.update([K.pref: reference, K.acct: "a"], attributesToUpdate: [K.labl: "l"])
    #expect(update.status == .success)
    #expect(app.delete([K.pref: reference, K.acct: "a"]).status == .success)
    #expect(store.itemCount == 0)
  }
}
