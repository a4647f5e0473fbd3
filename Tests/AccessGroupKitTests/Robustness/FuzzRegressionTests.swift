import AccessGroupKit
import Foundation
import Testing

/// Minimized cases the fuzzers found, kept as regression tests.
///
/// Both traps below were fixed in the store (`InputValue.summary`,
/// `KeychainValue.saturatingInteger`); the generators produce their inputs again.
@Suite("Fuzzing regressions")
struct FuzzRegressionTests {
  let store = FuzzApps.store()
  var app: KeychainClient { store.client(for: FuzzApps.groups(0), name: "one") }

  /// Found by fuzzing: a NaN date traps in `Date.description` on Linux.
  @Test
  func notANumberDateIsAParameterErrorWithAnExplanation() {
    let outcome = app.add(["class": "genp", "acct": Date(timeIntervalSinceReferenceDate: .nan)])
    #expect(outcome.status == .parameter)
    #expect(outcome.explanation?.status == .parameter)
    #expect(store.itemCount == 0)
  }

  /// Found by fuzzing: a real outside `Int64` trapped when converted to match bytes.
  @Test(
    arguments: [Double.infinity, -Double.infinity, Double.nan, 1e308])
  func hugeDoubleForAByteAttributeDoesNotTrap(value: Double) {
    // Data, Blob and Number attributes all accept a number (spec §2.1), so each add succeeds.
    let certificate = app.add(["class": "cert", "subj": value])
    #expect(certificate.status == .success)
    let password = app.add(["class": "genp", "acct": value, "r_Attributes": true])
    #expect(password.status == .success)
    #expect((password.result as? [String: Any])?["acct"] is Double)
    let key = app.add(["class": "keys", "crtr": value])
    #expect(key.status == .success)
    #expect(store.itemCount == 3)
  }
}
