import AccessGroupKit
import Foundation
import Testing

/// The JSON examples of the article "Scenario format reference" are what they claim to be:
/// each, completed into a whole scenario where it shows only a part, is read by the parser
/// and valid against the schema.
@Suite struct ScenarioFormatReferenceTests {
  static let articleURL = ScenarioSchemaTests.packageRoot.appendingPathComponent(
    "Sources/AccessGroupKit/Documentation.docc/Articles/ScenarioFormatReference.md")

  /// The article's ```json blocks, in order.
  static func jsonBlocks() throws -> [String] {
    let text = try String(contentsOf: articleURL, encoding: .utf8)
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```json" {
        current = []
      } else if let lines = current, line == "```" {
        blocks.append(lines.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// A whole scenario around `block`, chosen by how the block begins: a scenario, an app, the
  /// devices, steps (in format 2 when they capture), a call's attributes or an expectation.
  static func scenario(around block: String) -> String {
    let apps = #""apps": {"AppOne": {"teamID": "SKMME9E2Y8", "bundleID": "com.example.AppOne"}}"#
    let devices = #""devices": ["iPhone"]"#
    if block.hasPrefix("{") && block.contains(#""apps""#) { return block }
    if block.hasPrefix(#""devices""#) { return #"{\#(block), "apps": {}, "steps": []}"# }
    if block.hasPrefix("{") {
      let format = block.contains(#""capture""#) ? #""format": 2, "# : ""
      return #"{\#(format)\#(devices), \#(apps), "steps": [\#(block)]}"#
    }
    if block.hasPrefix(#""attributes""#) || block.hasPrefix(#""expect""#) {
      let attributes = block.hasPrefix(#""attributes""#) ? "" : #""attributes": {}, "#
      return #"""
        {\#(apps), "steps": [{"app": "AppOne", "call": "SecItemAdd", \#(attributes)\#(block)}]}
        """#
    }
    return #"{"apps": {\#(block)}, "steps": []}"#
  }

  @Test func theArticleHasAnExampleForEachSection() throws {
    #expect(try Self.jsonBlocks().count == 10)
  }

  @Test func everyExampleOfTheArticleParsesAndMatchesTheSchema() throws {
    let validator = try ScenarioSchemaTests.validator()
    for block in try Self.jsonBlocks() {
      let json = Self.scenario(around: block)
      #expect(throws: Never.self, "\(block)") { _ = try Scenario(data: Data(json.utf8)) }
      let instance = try JSONSerialization.jsonObject(with: Data(json.utf8))
      #expect(validator.errors(in: instance) == [], "\(block)")
    }
  }
}
