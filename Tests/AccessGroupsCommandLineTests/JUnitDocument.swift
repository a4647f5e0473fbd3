import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The parts of a JUnit document the tests check, read with Foundation's XML parser; the
/// same reader as AccessGroupKitTests' JUnit tests, which live in another test target.
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
