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
    // Data, Blob and Number attributes all accept a number (§2.1), so each add succeeds.
    let certificate = app.add(["class": "cert", "subj": value])
    #expect(certificate.status == .success)
    let password = app.add(["class": "genp", "acct": value, "r_Attributes": true])
    #expect(password.status == .success)
    #expect((password.result as? [String: Any])?["acct"] is Double)
    let key = app.add(["class": "keys", "crtr": value])
    #expect(key.status == .success)
    #expect(store.itemCount == 3)
  }

  /// Found by fuzzing (seed `0x3e49c1b90a05c3d6` at scale 30): a binary property list whose
  /// objects include a set crashed Foundation on Linux while it bridged the set to Swift.
  /// Entitlements never hold sets (XML has none), so the loader refuses them first.
  @Test(
    "A binary property list with a set is a malformed-file error, not a crash",
    arguments: [0xD0, 0xA0, 0x51] as [UInt8])
  func aBinaryPropertyListWithASetIsMalformed(element: UInt8) throws {
    // Object 0: a set of one reference to object 1 (an empty dictionary, an empty array
    // or a one-character string).
    var bytes = Array("bplist00".utf8) + [0xC1, 0x01, element]
    if element == 0x51 { bytes.append(0x61) }
    let table = bytes.count
    bytes += [8, 10]
    bytes += [0, 0, 0, 0, 0, 0, 1, 1]
    bytes += [0, 0, 0, 0, 0, 0, 0, 2]
    bytes += [0, 0, 0, 0, 0, 0, 0, 0]
    bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
    let error = #expect(throws: EntitlementsLoadingError.self) {
      try EntitlementsLoader.load(data: Data(bytes), file: "Set.entitlements")
    }
    #expect(error?.description.contains("Set.entitlements") == true)
    #expect(error?.description.contains("object 0 at offset 8 is a set") == true)
  }
}
