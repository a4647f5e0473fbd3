import Foundation
import Testing

@testable import AccessGroupKit

/// A number attribute given as text that is not a canonical 32-bit integer stays text in the
/// item (`copyNumber`, `SecDbItem.c`), but its column is `INTEGER` (`SecDbGetKindSQL`,
/// `SecItemDb.c`), and SQLite stores well-formed numeric text there as a number and compares
/// it as one (https://www.sqlite.org/datatype3.html, "Type Affinity"): "0443" is 443 to the
/// `UNIQUE` constraint and to a search.
@Suite("Numeric text in an INTEGER column")
struct NumericTextColumnTests {
  static func internetPassword(port: Any) -> [String: Any] {
    [K.cls: K.inet, K.srvr: "example.com", K.acct: "ann", "port": port]
  }

  @Test(
    "Numeric text collides with the number it spells",
    arguments: ["0443", " 443", "+443", "443.0", "4.43e2", "0443 "])
  func numericTextIsADuplicate(text: String) {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    #expect(app.add(Self.internetPassword(port: 443)).status == .success)
    #expect(app.add(Self.internetPassword(port: text)).status == .duplicateItem)
    #expect(store.itemCount == 1)
  }

  @Test("Text that is no numeric literal stays distinct", arguments: ["0x1BB", "443a", "", "e3"])
  func otherTextIsDistinct(text: String) {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    #expect(app.add(Self.internetPassword(port: 443)).status == .success)
    #expect(app.add(Self.internetPassword(port: text)).status == .success)
    #expect(store.itemCount == 2)
  }

  @Test("A search by the number finds the text, which is returned as the text it was")
  func searchByNumberFindsText() throws {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    #expect(app.add(Self.internetPassword(port: "0443")).status == .success)
    let found = app.copyMatching([K.cls: K.inet, "port": 443, K.rAttrs: true])
    #expect(found.status == .success)
    #expect((found.result as? [String: Any])?["port"] as? String == "0443")
    let byText = app.copyMatching([K.cls: K.inet, "port": "00443", K.rAttrs: true])
    #expect((byText.result as? [String: Any])?["port"] as? String == "0443")
  }
}
