import Foundation
import Testing

@testable import AccessGroupKit

/// The certificate reader behind securityd's match filters (`SecCertificateParse` and
/// `createNormalizedX501Name` in `SecCertificate.c`).
@Suite("X.509 certificate reader")
struct X509CertificateTests {
  @Test("A certificate made by openssl gives its serial number, names, validity and email")
  func readsAnOpenSSLCertificate() throws {
    let certificate = try #require(X509Certificate(der: TestCertificates.opensslFixture))
    #expect(certificate.serialNumber == Data([0x10, 0x92]))
    #expect(certificate.issuer == certificate.subject)
    // 2026-11-27 20:32:05 UTC and 2036-11-24 20:32:05 UTC.
    let start = try #require(
      ISO8601DateFormatter().date(from: "2026-11-27T20:32:05Z"))
    let end = try #require(ISO8601DateFormatter().date(from: "2036-11-24T20:32:05Z"))
    #expect(certificate.notBefore == start.timeIntervalSinceReferenceDate)
    #expect(certificate.notAfter == end.timeIntervalSinceReferenceDate)
    #expect(certificate.emailAddresses == ["Fixture@Example.com"])
    // Only the PrintableString country is upper-cased; the UTF8String values keep their case.
    let normalized = try #require(certificate.normalizedSubject)
    #expect(normalized == certificate.subject)
  }

  @Test("Bytes that are not a certificate, or a truncated one, are rejected")
  func rejectsMalformedData() {
    #expect(X509Certificate(der: Data("not a certificate".utf8)) == nil)
    #expect(X509Certificate(der: Data()) == nil)
    let whole = TestCertificates.opensslFixture
    #expect(X509Certificate(der: whole.prefix(whole.count - 1)) == nil)
    #expect(X509Certificate(der: TestCertificates.name("ABC")) == nil)
  }

  @Test("Bytes after the certificate are ignored, as securityd's decoder reads one element")
  func ignoresTrailingBytes() {
    let padded = TestCertificates.opensslFixture + Data([0, 1, 2])
    #expect(X509Certificate(der: padded)?.serialNumber == Data([0x10, 0x92]))
  }

  @Test("A version other than 1 or 2 in the version field fails the parse")
  func rejectsABadVersion() throws {
    var bytes = [UInt8](TestCertificates.certificate(subject: "A", issuer: "A"))
    // The version INTEGER's one content byte follows `a0 03 02 01`.
    let index = try #require(
      (0..<bytes.count - 4).first { bytes[$0..<$0 + 4].elementsEqual([0xA0, 0x03, 0x02, 0x01]) })
    bytes[index + 4] = 3
    #expect(X509Certificate(der: Data(bytes)) == nil)
    bytes[index + 4] = 1
    #expect(X509Certificate(der: Data(bytes)) != nil)
  }

  @Test(
    "Validity times are read as SecAbsoluteTimeFromDateContentWithError reads them",
    arguments: [
      ("010101000000Z", false, 0.0),
      ("0101010000Z", false, 0.0),
      ("20010101000100Z", true, 60.0),
      ("20010101000000+0100", true, -3600.0),
      ("000101000000Z", false, -366 * 86400.0),
      ("700101000000Z", false, -978_307_200.0),
      ("600101000000Z", false, 0.0),
    ] as [(String, Bool, Double)])
  func readsValidityTimes(text: String, generalized: Bool, seconds: Double) {
    #expect(
      X509Time.absoluteTime(isGeneralized: generalized, isUTC: !generalized, Array(text.utf8))
        == seconds)
  }

  @Test(
    "Impossible or misspelled times are rejected",
    arguments: ["010230000000Z", "011301000000Z", "0101010000", "01010100000Z", "2001010100000Z"])
  func rejectsBadTimes(text: String) {
    #expect(X509Time.absoluteTime(isGeneralized: false, isUTC: true, Array(text.utf8)) == nil)
  }

  @Test("A name's PrintableString values lose case and extra blanks; other strings do not")
  func normalizesNames() {
    let printable = TestCertificates.name("  Hello \t  World ")
    #expect(
      DistinguishedName.normalizedContent(ofName: printable)
        == TestCertificates.normalizedName("HELLO WORLD"))
    let utf8 = TestCertificates.name("Hello", kind: .utf8)
    #expect(
      DistinguishedName.normalizedContent(ofName: utf8)
        == TestCertificates.normalizedName("Hello", kind: .utf8))
  }

  @Test("What is not a DER name has no normalized form")
  func rejectsWhatIsNotAName() {
    #expect(DistinguishedName.normalizedContent(ofName: Data("CN=abc".utf8)) == nil)
    // Already-normalized content starts with a SET, not a SEQUENCE.
    #expect(
      DistinguishedName.normalizedContent(ofName: TestCertificates.normalizedName("A")) == nil)
    // An empty relative name is not allowed.
    #expect(DistinguishedName.normalizedContent(ofName: Data([0x30, 0x02, 0x31, 0x00])) == nil)
    // An empty name is: it normalizes to nothing.
    #expect(DistinguishedName.normalizedContent(ofName: Data([0x30, 0x00])) == Data())
  }
}
