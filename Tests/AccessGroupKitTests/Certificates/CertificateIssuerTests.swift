import Foundation
import Testing

@testable import AccessGroupKit

/// `kSecAttrIssuer` as the client sends it: `SecItemAttributesPrepare` (`SecItem.m`) rewrites a
/// DER name into the normalized content `createNormalizedX501Name` (`SecCertificate.c`)
/// makes, for SecItemAdd, for every query and for the attributes to update.
@Suite("Certificate issuers are normalized by the client")
struct CertificateIssuerTests {
  typealias C = TestCertificates

  static func certificate(issuer: Data, serial: UInt8 = 1) -> [String: Any] {
    [
      K.cls: K.cert, "issr": issuer, "slnr": Data([serial]), "ctyp": 3,
      K.data: C.certificate(subject: "Leaf", issuer: "Root"),
    ]
  }

  @Test("An added issuer is stored normalized and found by a name in another case")
  func storesTheNormalizedIssuer() throws {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    #expect(app.add(Self.certificate(issuer: C.name("abc"))).status == .success)
    let found = app.copyMatching([K.cls: K.cert, "issr": C.name("ABC"), K.rAttrs: true])
    #expect(found.status == .success)
    let attributes = try #require(found.result as? [String: Any])
    #expect(attributes["issr"] as? Data == C.normalizedName("ABC"))
  }

  @Test("A query with the already-normalized issuer content finds the item")
  func acceptsNormalizedContent() {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    #expect(app.add(Self.certificate(issuer: C.name("  Example   CA "))).status == .success)
    let found = app.copyMatching([K.cls: K.cert, "issr": C.normalizedName("EXAMPLE CA")])
    #expect(found.status == .success)
  }

  @Test("An add whose issuer differs only in case or blanks is a duplicate")
  func duplicateByNormalizedIssuer() {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    #expect(app.add(Self.certificate(issuer: C.name("abc"))).status == .success)
    #expect(app.add(Self.certificate(issuer: C.name(" ABC "))).status == .duplicateItem)
    #expect(store.itemCount == 1)
  }

  @Test("UTF8String issuer values keep their case, so they stay distinct")
  func utf8StringsKeepTheirCase() {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    #expect(app.add(Self.certificate(issuer: C.name("abc", kind: .utf8))).status == .success)
    #expect(app.add(Self.certificate(issuer: C.name("ABC", kind: .utf8))).status == .success)
    #expect(
      app.copyMatching([K.cls: K.cert, "issr": C.name("Abc", kind: .utf8)]).status
        == .itemNotFound)
    #expect(store.itemCount == 2)
  }

  @Test("An issuer that is not a DER name is stored and compared as given")
  func keepsOtherBytes() throws {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    let raw = Data("CN=abc".utf8)
    #expect(app.add(Self.certificate(issuer: raw)).status == .success)
    let found = app.copyMatching([K.cls: K.cert, "issr": raw, K.rAttrs: true])
    #expect((found.result as? [String: Any])?["issr"] as? Data == raw)
    #expect(app.copyMatching([K.cls: K.cert, "issr": Data("CN=ABC".utf8)]).status == .itemNotFound)
  }

  @Test("The issuer in attributesToUpdate is normalized too")
  func updateNormalizesTheNewIssuer() throws {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    #expect(app.add(Self.certificate(issuer: C.name("old"))).status == .success)
    let updated = app.update(
      [K.cls: K.cert, "issr": C.name("OLD")], attributesToUpdate: ["issr": C.name("new ca")])
    #expect(updated.status == .success)
    let found = app.copyMatching([K.cls: K.cert, "issr": C.name("NEW  CA"), K.rAttrs: true])
    #expect((found.result as? [String: Any])?["issr"] as? Data == C.normalizedName("NEW CA"))
  }
}
