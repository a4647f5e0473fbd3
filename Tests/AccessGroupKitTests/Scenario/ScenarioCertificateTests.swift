import Foundation
import Testing

@testable import AccessGroupKit

/// Format 3: DER names and certificates built from parts, so the certificate rules of §2.11
/// (`SecItemAttributesPrepare`, `SecItem.m`; `SecServerMatch_Item`, `SecItemServer.c`) can be
/// checked in a scenario.
@Suite("Scenario format 3: names and certificates")
struct ScenarioCertificateTests {
  typealias Support = ScenarioTestSupport

  static func scenario(format: Int, _ steps: String) -> String {
    #"{"format": \#(format), "apps": {"A": {"teamID": "SKMME9E2Y8", "bundleID": "com.example.A"}}, "steps": [\#(steps)]}"#
  }

  static let addCertificate = #"""
    {"app": "A", "call": "SecItemAdd",
     "attributes": {"kSecClass": "kSecClassCertificate", "kSecAttrCertificateType": 3,
       "kSecAttrIssuer": {"distinguishedName": [{"CN": "example ca"}]},
       "kSecAttrSerialNumber": {"base64": "Ag=="},
       "kSecValueData": {"certificate": {"subject": [{"CN": "Leaf"}],
         "issuer": [{"CN": "Example CA"}], "serialNumber": 2,
         "notAfter": "2030-01-01T00:00:00Z", "emailAddresses": ["ann@example.com"]}}}}
    """#

  static func copy(_ extra: String) -> String {
    #"{"app": "A", "call": "SecItemCopyMatching", "query": {"kSecClass": "kSecClassCertificate", \#(extra)}}"#
  }

  @Test("A built certificate is found by issuer, date and email as securityd filters them")
  func builtCertificatesMeetTheFilters() throws {
    let steps = [
      Self.addCertificate,
      Self.copy(#""kSecAttrIssuer": {"distinguishedName": [{"CN": "EXAMPLE  CA"}]}"#),
      Self.copy(#""kSecMatchIssuers": [{"distinguishedName": [{"CN": "Example CA"}]}]"#),
      Self.copy(#""kSecMatchValidOnDate": {"date": "2029-06-01T00:00:00Z"}"#),
      Self.copy(#""kSecMatchValidOnDate": {"date": "2031-01-01T00:00:00Z"}"#),
      Self.copy(#""kSecMatchEmailAddressIfPresent": "ANN@example.com""#),
      Self.copy(
        #""kSecMatchIssuers": [{"distinguishedName": [{"type": "CN", "value": "Example CA", "string": "utf8"}]}]"#
      ),
    ]
    let scenario = try Support.parse(Self.scenario(format: 3, steps.joined(separator: ",")))
    let report = try ScenarioRunner(scenario: scenario).run()
    #expect(
      report.steps.map(\.status.rawValue) == [0, 0, 0, 0, -25300, 0, -25300], "\(report.text)")
  }

  @Test("The built certificate is one the reader accepts, with the parts the scenario gave")
  func builtCertificateHasItsParts() throws {
    let scenario = try Support.parse(Self.scenario(format: 3, Self.addCertificate))
    guard case .call(let add) = scenario.steps[0],
      case .data(let der)? = add.dictionary["v_Data"]
    else {
      Issue.record("the add has no certificate data")
      return
    }
    let certificate = try #require(X509Certificate(der: der))
    #expect(certificate.serialNumber == Data([2]))
    #expect(certificate.emailAddresses == ["ann@example.com"])
    #expect(certificate.normalizedIssuer == TestCertificates.normalizedName("EXAMPLE CA"))
    let end = try #require(ISO8601DateFormatter().date(from: "2030-01-01T00:00:00Z"))
    #expect(certificate.notAfter == end.timeIntervalSinceReferenceDate)
  }

  @Test("In format 2 a one-key certificate object is still a dictionary")
  func format2KeepsItsMeaning() throws {
    let scenario = try Support.parse(
      Self.scenario(
        format: 2,
        #"{"app": "A", "call": "SecItemAdd", "attributes": {"kSecClass": "kSecClassGenericPassword", "kSecAttrGeneric": {"certificate": {"subject": []}}}}"#
      ))
    guard case .call(let add) = scenario.steps[0] else {
      Issue.record("not a call")
      return
    }
    #expect(
      add.dictionary["gena"] == .dictionary(["certificate": .dictionary(["subject": .array([])])]))
  }

  @Test(
    "Malformed parts are refused with the place and the reason",
    arguments: [
      (#"{"distinguishedName": [{"XX": "a"}]}"#, "neither a known attribute type"),
      (#"{"distinguishedName": [{"type": "CN"}]}"#, "has both type and value"),
      (
        #"{"distinguishedName": [{"type": "CN", "value": "a", "string": "bmp"}]}"#,
        "is not printable"
      ),
      (#"{"certificate": {"issuer": []}}"#, "needs a subject"),
      (#"{"certificate": {"subject": [], "notAfter": "soon"}}"#, "is not an ISO 8601 date"),
      (#"{"certificate": {"subject": [], "serial": 1}}"#, "unknown member"),
      (#"{"certificate": {"subject": [], "serialNumber": -1}}"#, "is not negative"),
    ])
  func malformedPartsAreRefused(value: String, message: String) {
    let json = Self.scenario(
      format: 3,
      #"{"app": "A", "call": "SecItemAdd", "attributes": {"kSecClass": "kSecClassGenericPassword", "kSecAttrGeneric": \#(value)}}"#
    )
    do {
      _ = try Support.parse(json)
      Issue.record("\(value) was accepted")
    } catch {
      #expect("\(error)".contains(message), "\(error)")
      #expect("\(error)".contains("kSecAttrGeneric"), "\(error)")
    }
  }
}
