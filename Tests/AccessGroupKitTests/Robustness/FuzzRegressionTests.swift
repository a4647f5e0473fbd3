import AccessGroupKit
import Foundation
import Testing

/// Minimized cases the fuzzers found, kept as regression tests.
///
/// Cases whose fix belongs to a file another branch is still editing are disabled with the
/// owner named; the generators avoid their input until then (``KnownDefects``).
@Suite("Fuzzing regressions")
struct FuzzRegressionTests {
  let store = FuzzApps.store()
  var app: KeychainClient { store.client(for: FuzzApps.groups(0), name: "one") }

  @Test(
    .disabled(
      """
      found by fuzzing: a NaN Date where a string is expected traps in InputValue.summary \
      (Date.description traps on NaN on Linux) — owner: store
      """))
  func notANumberDateIsAParameterErrorWithAnExplanation() {
    let outcome = app.add(["class": "genp", "acct": Date(timeIntervalSinceReferenceDate: .nan)])
    #expect(outcome.status == .parameter)
    #expect(outcome.explanation?.status == .parameter)
    #expect(store.itemCount == 0)
  }

  @Test(
    .disabled(
      """
      found by fuzzing: a Double that does not fit Int64 (infinity, NaN, 1e308) traps in \
      KeychainValue.matchBytes, for a byte attribute and in ItemRecord.refreshDigest for a \
      number attribute — owner: store
      """),
    arguments: [Double.infinity, -Double.infinity, Double.nan, 1e308])
  func hugeDoubleForAByteAttributeDoesNotTrap(value: Double) {
    let certificate = app.add(["class": "cert", "subj": value])
    #expect([KeychainStatus.success, .parameter].contains(certificate.status))
    let password = app.add(["class": "genp", "acct": value])
    #expect([KeychainStatus.success, .parameter].contains(password.status))
    let key = app.add(["class": "keys", "crtr": value])
    #expect([KeychainStatus.success, .parameter].contains(key.status))
    let added = [certificate, password, key].filter { $0.status == .success }.count
    #expect(store.itemCount == added)
  }
}
