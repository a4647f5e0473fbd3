import AccessGroupKit
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A scenario report as JUnit XML, read back with an XML parser as a CI dashboard reads it.
@Suite struct ScenarioJUnitTests {
  static let report = ScenarioReport(steps: [
    ScenarioStepReport(
      index: 0, app: "AppOne", call: "SecItemAdd", status: .success, expectationMet: true),
    ScenarioStepReport(
      index: 1, app: "AppTwo", call: "SecItemCopyMatching", status: .itemNotFound,
      explanation: "errSecItemNotFound (-25300): no match <in> \"group\" & more",
      expectationMet: false, mismatch: "expected errSecSuccess (0)"),
    ScenarioStepReport(index: 2, app: nil, call: "lock", status: .success),
    ScenarioStepReport(
      index: 3, app: "AppOne", call: "SecItemDelete", status: .success, expectationMet: true,
      device: "iPad"),
  ])

  @Test func everyStepWithAnExpectationIsOneTestCaseAndUnmetOnesFail() throws {
    let parsed = try JUnitDocument(xml: Self.report.junitXML(suiteName: "Suite & <Co>.json"))
    #expect(
      parsed.suites == [
        [
          "name": "Suite & <Co>.json", "tests": "3", "failures": "1",
          "errors": "0", "skipped": "0",
        ]
      ])
    #expect(
      parsed.cases.map(\.name) == [
        "steps[0] AppOne SecItemAdd", "steps[1] AppTwo SecItemCopyMatching",
        "steps[3] iPad: AppOne SecItemDelete",
      ])
    #expect(parsed.cases.map(\.failure) == [nil, "expected errSecSuccess (0)", nil])
    let details = try #require(parsed.cases[1].failureText)
    #expect(details.contains("returned errSecItemNotFound (-25300)"))
    #expect(details.contains("no match <in> \"group\" & more"))
  }

  @Test("Control characters become U+FFFD, apostrophes are escaped and line ends stay")
  func controlCharactersApostrophesAndLineEnds() {
    let report = ScenarioReport(steps: [
      ScenarioStepReport(
        index: 0, app: "It's\u{1}", call: "SecItemAdd", status: .success,
        expectationMet: false, mismatch: "a\tb\nc'")
    ])
    let xml = report.junitXML(suiteName: "s'\u{2}.json")
    #expect(xml.contains("<testsuite name=\"s&apos;\u{FFFD}.json\" tests=\"1\" failures=\"1\""))
    #expect(xml.contains("name=\"steps[0] It&apos;s\u{FFFD} SecItemAdd\">"))
    #expect(xml.contains("<failure message=\"a\tb\nc&apos;\" type=\"expectation\">"))
    #expect(xml.hasSuffix("    </testcase>\n  </testsuite>\n</testsuites>\n"))
  }

  @Test func aScenarioThatRanGivesTheSameCountsAsItsReport() throws {
    let scenario = try Scenario(
      data: Data(
        """
        {"apps": {"App": {"teamID": "ABCDE12345", "bundleID": "com.example.app"}},
         "steps": [
          {"app": "App", "call": "SecItemAdd",
           "attributes": {"kSecClass": "kSecClassGenericPassword", "kSecAttrAccount": "a"},
           "expect": {"status": "errSecSuccess"}},
          {"app": "App", "call": "SecItemAdd",
           "attributes": {"kSecClass": "kSecClassGenericPassword", "kSecAttrAccount": "a"},
           "expect": {"status": "errSecSuccess"}}]}
        """.utf8))
    let report = try ScenarioRunner(scenario: scenario).run()
    let parsed = try JUnitDocument(xml: report.junitXML(suiteName: "dup"))
    #expect(parsed.cases.count == report.expectationCount)
    #expect(parsed.cases.filter { $0.failure != nil }.count == report.unmetExpectationCount)
    #expect(parsed.cases.last?.failureText?.contains("errSecDuplicateItem (-25299)") == true)
  }
}

/// The parts of a JUnit document the tests check, read with Foundation's XML parser.
final class JUnitDocument: NSObject, XMLParserDelegate {
  struct TestCase {
    var name: String
    var failure: String?
    var failureText: String?
  }

  struct ParseError: Error {}

  private(set) var suites: [[String: String]] = []
  private(set) var cases: [TestCase] = []
  private var inFailure = false

  init(xml: String) throws {
    super.init()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = self
    guard parser.parse() else { throw ParseError() }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    switch elementName {
    case "testsuite": suites.append(attributes)
    case "testcase": cases.append(TestCase(name: attributes["name"] ?? ""))
    case "failure":
      cases[cases.count - 1].failure = attributes["message"]
      cases[cases.count - 1].failureText = ""
      inFailure = true
    default: break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if inFailure { cases[cases.count - 1].failureText? += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if elementName == "failure" { inFailure = false }
  }
}
