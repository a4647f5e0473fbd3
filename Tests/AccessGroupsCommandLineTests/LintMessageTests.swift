import Foundation
import Testing

/// Each lint finding names its target once, in its `target`, never in its message.
@Suite("Lint messages")
struct LintMessageTests {
  typealias Harness = ToolHarness

  /// Inputs whose findings name targets: corpus projects (with and without the settings
  /// they lack), a built product, entitlements files with errors.
  static let inputs: [[String]] = [
    [ProjectAndProductInputTests.netNewsWire],
    [ProjectAndProductInputTests.wireGuard],
    [ProjectAndProductInputTests.project("home-assistant__iOS/HomeAssistant.xcodeproj")],
    [ProjectAndProductInputTests.project("maxgoedjen__secretive/Sources/Secretive.xcodeproj")],
    [ProjectAndProductInputTests.project("duckduckgo__iOS/DuckDuckGo-iOS.xcodeproj")],
    [ProjectAndProductInputTests.project("Automattic__pocket-casts-ios/podcasts.xcodeproj")],
    [
      "--target", "ShareExtension=NetNewsWire-iOS-ShareExtension.entitlements",
      "--target", "MainApp=UnprefixedKeychainGroup.entitlements", "--target",
      "TheClip=AppClip.entitlements", "--team-id", "ABCDE12345", "--platform", "MainApp=macos",
    ],
  ]

  /// Whether `name` stands in `message` as a word of its own, as a sentence names a
  /// target ("app: …", "… by app;"), not inside a bundle ID or a group.
  static func names(_ message: String, _ name: String) -> Bool {
    var rest = Substring(message)
    while let range = rest.range(of: name) {
      let before =
        range.lowerBound == message.startIndex
        ? nil : message[message.index(before: range.lowerBound)]
      let after = range.upperBound == message.endIndex ? nil : message[range.upperBound]
      let startsWord = before == nil || before == " " || before == "("
      let endsWord = after == nil || [" ", ":", ";", ",", "'"].contains(after!)
      if startsWord && endsWord { return true }
      rest = message[range.upperBound...]
    }
    return false
  }

  @Test("No lint message repeats its target's name", arguments: inputs)
  func noMessageRepeatsItsTarget(_ input: [String]) throws {
    let run = try Harness.run(["lint"] + input + ["--json"])
    #expect(run.exitCode != 2, "\(run.errors)")
    let findings = try #require(try run.jsonObject()["findings"] as? [[String: Any]])
    let targeted = findings.filter { $0["target"] is String }
    #expect(!targeted.isEmpty, "\(input) should have findings about targets")
    for finding in targeted {
      let target = try #require(finding["target"] as? String)
      let message = try #require(finding["message"] as? String)
      #expect(!Self.names(message, target), "\(target): \(message)")
    }
    // The text report names each target once per finding line.
    let text = try Harness.run(["lint"] + input)
    for line in text.output.split(separator: "\n") where line.hasPrefix("  ") && line.contains("[")
    {
      for finding in targeted {
        let target = try #require(finding["target"] as? String)
        #expect(!line.contains("\(target): \(target)"), "\(line)")
        #expect(line.components(separatedBy: " \(target): ").count <= 2, "\(line)")
      }
    }
  }

  @Test("A foreign team prefix names the team once when the App ID prefix is the team")
  func aForeignPrefixNamesTheTeamOnce() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "ShareExtension.entitlements",
      TemporaryFolder.entitlements(
        groups: ["$(AppIdentifierPrefix)com.example.app", "FFFFFFFFFF.com.example.shared"]))
    let run = try Harness.run([
      "lint", file, "--team-id", "ABCDE12345", "--bundle-id", "com.example.share",
    ])
    #expect(run.exitCode == 1)
    let line = try #require(
      run.output.split(separator: "\n").first { $0.contains("[foreign-team-prefix]") },
      "\(run.output)")
    #expect(line.contains("error[foreign-team-prefix] ShareExtension: keychain-access-groups["))
    #expect(line.contains("not ABCDE12345;"))
    #expect(!line.contains("ABCDE12345 or ABCDE12345"))
    #expect(line.components(separatedBy: "keychain-access-groups[").count == 2)
  }
}
