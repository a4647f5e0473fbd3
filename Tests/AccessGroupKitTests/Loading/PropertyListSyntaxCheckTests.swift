import Foundation
import Testing

@testable import AccessGroupKit

/// Where a malformed XML property list first breaks, with line and column.
@Suite struct PropertyListSyntaxCheckTests {
  @Test(arguments: [
    (
      "<plist><dict>\n  <key>a</key><strin>x</string></dict></plist>",
      "line 2, column 15: <strin> is not a property-list element; did you mean 'string'?"
    ),
    (
      "<plist><dict><key>a</key><array><string>x</string></dict></plist>",
      "line 1, column 51: </dict> where <array> (line 1, column 26) must close first"
    ),
    (
      "<plist>\n<dict>\n<key>a</key>\n<string>x</string>\n",
      "line 2, column 1: <dict> is never closed"
    ),
    ("</dict>", "line 1, column 1: </dict> closes nothing"),
  ])
  func theFirstBrokenTagIsPlaced(xml: String, problem: String) {
    #expect(PropertyListSyntaxCheck.firstProblem(in: xml) == problem)
  }

  @Test func wellFormedTagsHaveNoProblem() {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict><key>a</key><array><string>x</string><true/></array></dict></plist>
      """
    #expect(PropertyListSyntaxCheck.firstProblem(in: xml) == nil)
  }

  @Test func aMalformedEntitlementsFileNamesTheLineAndColumnAndChangesNothing() {
    let data = Data("<plist><dict>\n  <key>a</key><strin>x</string></dict></plist>".utf8)
    do {
      _ = try EntitlementsLoader.load(data: data, file: "App.entitlements")
      Issue.record("a malformed property list loaded")
    } catch {
      guard case .malformedPropertyList(let file, let reason) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(file == "App.entitlements")
      #expect(reason.hasPrefix("line 2, column 15: <strin> is not a property-list element"))
      #expect(reason.contains("(Foundation: "))
    }
  }
}
