import Foundation
import Testing

@testable import AccessGroupKit

/// securityd's certificate match keys (`SecServerMatch_Item`, `SecItemServer.c`):
/// `kSecMatchIssuers` follows issuers through the keychain's certificates
/// (`items_matching_issuer_parent`); `kSecMatchValidOnDate`, `kSecMatchTrustedOnly` and
/// `kSecMatchEmailAddressIfPresent` build a certificate from the item's data
/// (`CopyCertificateFromItem`) and drop the item when that fails.
@Suite("Certificate match filters")
struct CertificateMatchFilterTests {
  typealias C = TestCertificates

  /// Adds a certificate item whose attributes agree with its data (the client's normalized
  /// issuer and subject), as adding a `SecCertificate` would; `data` overrides the data.
  @discardableResult
  static func addCertificate(
    _ app: KeychainClient, subject: String, issuer: String, serial: UInt8,
    notBefore: String = "200101000000Z", notAfter: String = "400101000000Z",
    emails: [String] = [], data: Data? = nil
  ) -> KeychainStatus {
    let der = C.certificate(
      subject: subject, issuer: issuer, serial: serial, notBefore: notBefore, notAfter: notAfter,
      emails: emails)
    return app.add([
      K.cls: K.cert, "ctyp": 3, "issr": C.name(issuer),
      "subj": C.normalizedName(subject.uppercased()),
      "slnr": Data([serial]), K.labl: subject, K.data: data ?? der,
    ]).status
  }

  /// The labels CopyMatching returns for `extra`, sorted; empty on -25300.
  static func labels(_ app: KeychainClient, _ extra: [String: Any]) -> [String] {
    var query: [String: Any] = [K.cls: K.cert, K.rAttrs: true, K.limit: K.all]
    query.merge(extra) { $1 }
    let outcome = app.copyMatching(query)
    return ((outcome.result as? [[String: Any]]) ?? []).compactMap { $0[K.labl] as? String }
      .sorted()
  }

  /// A root, an intermediate it issued, a leaf the intermediate issued, and an unrelated
  /// self-issued certificate.
  static func chain() -> (ItemStore, KeychainClient) {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    Self.addCertificate(app, subject: "Root", issuer: "Root", serial: 1)
    Self.addCertificate(app, subject: "Intermediate", issuer: "Root", serial: 2)
    Self.addCertificate(app, subject: "Leaf", issuer: "Intermediate", serial: 3)
    Self.addCertificate(app, subject: "Other", issuer: "Other", serial: 4)
    return (store, app)
  }

  @Test("kSecMatchIssuers keeps certificates whose issuer chain in the keychain leads to a name")
  func issuersFollowTheChain() {
    let (_, app) = Self.chain()
    #expect(
      Self.labels(app, ["m_Issuers": [C.name("root")]]) == ["Intermediate", "Leaf", "Root"])
    #expect(Self.labels(app, ["m_Issuers": [C.name("Intermediate")]]) == ["Leaf"])
    #expect(
      Self.labels(app, ["m_Issuers": [C.name("Other"), C.name("Intermediate")]])
        == ["Leaf", "Other"])
  }

  @Test("kSecMatchIssuers with no known issuer finds nothing")
  func issuersWithoutAMatch() {
    let (_, app) = Self.chain()
    let outcome = app.copyMatching([K.cls: K.cert, "m_Issuers": [C.name("Nobody")]])
    #expect(outcome.status == .itemNotFound)
  }

  @Test(
    "A kSecMatchIssuers value that holds no DER name filters nothing, as query_add_match drops it")
  func issuersWithoutNamesAreIgnored() {
    let (_, app) = Self.chain()
    #expect(Self.labels(app, ["m_Issuers": [Data("Root".utf8), "Root"]]).count == 4)
    #expect(Self.labels(app, ["m_Issuers": "not an array"]).count == 4)
  }

  @Test("A chain is followed only through certificates in the searched groups")
  func chainStaysInTheSearchedGroups() {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    let other = TestApps.appTwo(store)
    Self.addCertificate(other, subject: "Intermediate", issuer: "Root", serial: 2)
    Self.addCertificate(app, subject: "Leaf", issuer: "Intermediate", serial: 3)
    #expect(
      app.copyMatching([K.cls: K.cert, "m_Issuers": [C.name("Root")]]).status == .itemNotFound)
    Self.addCertificate(app, subject: "Intermediate", issuer: "Root", serial: 2)
    #expect(Self.labels(app, ["m_Issuers": [C.name("Root")]]) == ["Intermediate", "Leaf"])
  }

  @Test(
    "kSecMatchValidOnDate keeps a certificate only inside its validity period",
    arguments: [
      (Date(timeIntervalSinceReferenceDate: 700_000_000), ["Current", "Long"]),
      (Date(timeIntervalSinceReferenceDate: 900_000_000), ["Long"]),
      (Date(timeIntervalSinceReferenceDate: 0), [] as [String]),
    ])
  func validOnDate(date: Date, labels: [String]) {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    // 2021-01-01 to 2026-12-31, and 2001-01-02 to 2049-12-31.
    Self.addCertificate(
      app, subject: "Current", issuer: "CA", serial: 1, notBefore: "210101000000Z",
      notAfter: "261231235959Z")
    Self.addCertificate(
      app, subject: "Long", issuer: "CA", serial: 2, notBefore: "20010102000000Z",
      notAfter: "20491231235959Z")
    #expect(Self.labels(app, ["m_ValidOnDate": date]) == labels)
  }

  @Test("kSecMatchValidOnDate null means the time of the call")
  func validOnDateNullIsNow() {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    // The store's clock reads 2026-05-08; one certificate ended in 2025.
    Self.addCertificate(
      app, subject: "Expired", issuer: "CA", serial: 1, notBefore: "200101000000Z",
      notAfter: "250101000000Z")
    Self.addCertificate(app, subject: "Valid", issuer: "CA", serial: 2)
    #expect(Self.labels(app, ["m_ValidOnDate": NSNull()]) == ["Valid"])
  }

  @Test("A certificate whose validity starts at the reference date cannot be used")
  func validityAtTheReferenceDateIsUnusable() {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    Self.addCertificate(
      app, subject: "Zero", issuer: "CA", serial: 1, notBefore: "010101000000Z",
      notAfter: "400101000000Z")
    #expect(
      app.copyMatching([K.cls: K.cert, "m_ValidOnDate": TestApps.fixedDate]).status
        == .itemNotFound)
  }

  @Test("kSecMatchTrustedOnly false drops items whose data is not a certificate")
  func trustedOnlyFalseNeedsACertificate() {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    Self.addCertificate(app, subject: "Real", issuer: "CA", serial: 1)
    Self.addCertificate(app, subject: "Fake", issuer: "CA", serial: 2, data: Data("not DER".utf8))
    #expect(Self.labels(app, [:]) == ["Fake", "Real"])
    #expect(Self.labels(app, ["m_TrustedOnly": false]) == ["Real"])
    #expect(Self.labels(app, ["m_ValidOnDate": TestApps.fixedDate]) == ["Real"])
  }

  @Test("kSecMatchTrustedOnly true keeps nothing: the simulated device trusts no anchor")
  func trustedOnlyTrueKeepsNothing() {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    Self.addCertificate(app, subject: "Root", issuer: "Root", serial: 1)
    let outcome = app.copyMatching([K.cls: K.cert, "m_TrustedOnly": true])
    #expect(outcome.status == .itemNotFound)
  }

  @Test("kSecMatchEmailAddressIfPresent needs the address among the certificate's, in any case")
  func emailAddress() {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    Self.addCertificate(app, subject: "Mail", issuer: "CA", serial: 1, emails: ["Ann@Example.com"])
    Self.addCertificate(app, subject: "NoMail", issuer: "CA", serial: 2)
    #expect(Self.labels(app, ["m_EmailAddressIfPresent": "ann@example.COM"]) == ["Mail"])
    #expect(
      app.copyMatching([K.cls: K.cert, "m_EmailAddressIfPresent": "bob@example.com"]).status
        == .itemNotFound)
  }

  @Test("kSecMatchSubjectContains filters nothing: securityd does not read it")
  func subjectContainsIsIgnored() {
    let (_, app) = Self.chain()
    #expect(Self.labels(app, ["m_SubjectContains": "Nothing like it"]).count == 4)
  }

  @Test("An identity is filtered by its certificate's data")
  func identitiesAreFilteredByTheirCertificate() {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    let hash = Data(repeating: 7, count: 20)
    let expired = C.certificate(
      subject: "Old", issuer: "CA", notBefore: "200101000000Z", notAfter: "210101000000Z")
    #expect(
      app.add([
        K.cls: K.cert, "ctyp": 3, "issr": C.name("CA"), "slnr": Data([1]), "pkhh": hash,
        K.data: expired,
      ]).status == .success)
    #expect(app.add([K.cls: K.keys, "klbl": hash, "priv": true]).status == .success)
    #expect(app.copyMatching(["class": "idnt"]).status == .success)
    #expect(
      app.copyMatching(["class": "idnt", "m_ValidOnDate": TestApps.fixedDate]).status
        == .itemNotFound)
    #expect(app.copyMatching(["class": "idnt", "m_Issuers": [C.name("ca")]]).status == .success)
  }
}
