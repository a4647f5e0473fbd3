import Foundation
import Testing

@testable import AccessGroupKit

/// The XPC update handler (`OSX/sec/ipc/server.c`, the `sec_item_update_id` case) checks SPI
/// attributes against their entitlements before securityd runs the update: `dspk` and `sysb`
/// in the query, the `pcs*` and inet `bin*` fields in the attributes to update.
@Suite("SPI attributes are gated on SecItemUpdate")
struct UpdatePrivateAttributeGateTests {
  /// Queries and attributes to update that the handler refuses.
  static var gatedCalls: [(query: [String: Any], changes: [String: Any])] {
    [
      ([K.cls: K.inet, K.srvr: "example.com"], ["binn": Data([1])]),
      ([K.cls: K.inet, K.srvr: "example.com"], ["bin2": "x"]),
      ([K.cls: K.genp, K.acct: "a"], ["pcss": 1]),
      ([K.cls: K.genp, K.acct: "a"], ["pcsk": Data([1])]),
      ([K.cls: K.genp, K.acct: "a", "dspk": false], [K.labl: "new"]),
      ([K.cls: K.genp, K.acct: "a", "sysb": 1], [K.labl: "new"]),
    ]
  }

  @Test(
    "An SPI attribute where the update handler looks is errSecMissingEntitlement before the update runs",
    arguments: gatedCalls.indices)
  func gatedBeforeTheUpdate(index: Int) {
    let (query, changes) = Self.gatedCalls[index]
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    #expect(app.add([K.cls: K.genp, K.acct: "a"]).status == .success)
    #expect(app.add([K.cls: K.inet, K.srvr: "example.com"]).status == .success)
    let before = store.exportSnapshot()
    let outcome = app.update(query, attributesToUpdate: changes)
    #expect(outcome.status == .missingEntitlement)
    #expect(store.exportSnapshot() == before)
  }

  @Test("The gate comes before the search, so it wins over errSecItemNotFound")
  func gateWinsOverNotFound() {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    let outcome = app.update(
      [K.cls: K.inet, K.srvr: "nowhere.example"], attributesToUpdate: ["bini": Data()])
    #expect(outcome.status == .missingEntitlement)
    #expect(outcome.explanation?.details.contains("bini is present in attributesToUpdate") == true)
  }
}
