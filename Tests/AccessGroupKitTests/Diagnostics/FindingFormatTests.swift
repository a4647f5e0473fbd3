import AccessGroupKit
import Foundation
import Testing

/// Findings in the formats CI shows: compiler-style annotations and SARIF.
@Suite struct FindingFormatTests {
  static let identity = SigningIdentity(teamID: "ABCDE12345", bundleID: "com.example.app")

  static let file = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>keychain-access-groups</key>
      <array>
        <string>ABCDE12345.com.example.shared</string>
        <string>com.example.unprefixed</string>
      </array>
    </dict>
    </plist>
    """

  static func findings() throws -> [Finding] {
    let data = Data(Self.file.utf8)
    let entitlements = try EntitlementsLoader.load(data: data, file: "App.entitlements")
      .entitlements
    let map = try #require(PropertyListSourceMap(data: data))
    return EntitlementsValidator(identity: identity, platform: .iOS)
      .validate(entitlements)
      .map { $0.located(in: "App/App.entitlements", map: map) }
  }

  @Test func anUnprefixedGroupIsAnnotatedAtTheLineOfItsString() throws {
    let finding = try #require(try Self.findings().first { $0.code == "missing-team-prefix" })
    #expect(finding.location == FileLocation(file: "App/App.entitlements", line: 7, column: 5))
    #expect(
      finding.annotation.hasPrefix(
        "App/App.entitlements:7:5: warning: keychain-access-groups[1] `com.example.unprefixed`"))
    #expect(finding.annotation.hasSuffix(" [missing-team-prefix]"))
  }

  @Test func aFindingWithoutAPlaceInTheFileNamesTheFileAlone() {
    let finding = Finding(
      severity: .warning, code: "platform-looks-like-macos", message: "Looks like macOS."
    )
    .located(in: "App.entitlements", map: nil)
    #expect(finding.location == FileLocation(file: "App.entitlements"))
    #expect(
      finding.annotation
        == "App.entitlements: warning: Looks like macOS. [platform-looks-like-macos]")
  }

  @Test func aFamilyFindingWithoutAFileLeadsWithItsTarget() {
    let finding = Finding(
      severity: .note, code: "group-single-target", message: "Only App reaches it.",
      target: "App")
    #expect(finding.annotation == "note: App: Only App reaches it. [group-single-target]")
  }

  @Test func sarifHasEveryRequiredFieldAndOneResultPerFinding() throws {
    let findings = try Self.findings()
    #expect(!findings.isEmpty)
    let data = try SARIFLog(findings: findings, toolVersion: "1.2.3").encoded()
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let tool = try #require(runs[0]["tool"] as? [String: Any])
    let driver = try #require(tool["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "accessgroups")
    #expect(driver["version"] as? String == "1.2.3")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(Set(rules.compactMap { $0["id"] as? String }) == Set(findings.map(\.code)))
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count == findings.count)
    for (result, finding) in zip(results, findings) {
      #expect(result["ruleId"] as? String == finding.code)
      #expect(["error", "warning", "note"].contains(result["level"] as? String))
      #expect(result["level"] as? String == finding.severity.rawValue)
      let message = try #require(result["message"] as? [String: Any])
      #expect(message["text"] as? String == finding.message)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let artifact = try #require(physical["artifactLocation"] as? [String: Any])
      #expect(artifact["uri"] as? String == "App/App.entitlements")
    }
    let unprefixed = try #require(
      results.first { $0["ruleId"] as? String == "missing-team-prefix" })
    let region = try #require(
      ((unprefixed["locations"] as? [[String: Any]])?.first?["physicalLocation"]
        as? [String: Any])?["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 7)
    #expect(region["startColumn"] as? Int == 5)
  }

  @Test func sarifOfNoFindingsIsAValidLogWithNoResults() throws {
    let data = try SARIFLog(findings: []).encoded()
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect((runs[0]["results"] as? [Any])?.isEmpty == true)
    #expect(log["version"] as? String == "2.1.0")
  }

  @Test func aPathWithSpacesIsAPercentEncodedURI() throws {
    let finding = Finding(severity: .error, code: "c", message: "m")
      .located(in: "My App/App.entitlements", map: nil)
    let data = try SARIFLog(findings: [finding]).encoded()
    let text = try #require(String(data: data, encoding: .utf8))
    #expect(text.contains(#""uri": "My%20App/App.entitlements""#))
    #expect(!text.contains("region"))
  }

  @Test func aFileUnderTheBaseDirectoryIsWrittenRelativeToIt() throws {
    let inside = Finding(severity: .error, code: "c", message: "m")
      .located(in: "/repo/App/App.entitlements", map: nil)
    let outside = Finding(severity: .error, code: "c", message: "m")
      .located(in: "/elsewhere/App.entitlements", map: nil)
    let data = try SARIFLog(findings: [inside, outside], baseDirectory: "/repo").encoded()
    let text = try #require(String(data: data, encoding: .utf8))
    #expect(text.contains(#""uri": "App/App.entitlements""#))
    #expect(text.contains(#""uri": "/elsewhere/App.entitlements""#))
  }
}
