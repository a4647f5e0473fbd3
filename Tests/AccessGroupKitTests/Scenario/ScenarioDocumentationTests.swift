import AccessGroupKit
import Foundation
import Testing

/// The scenario article's example prints what the article shows.
@Suite struct ScenarioDocumentationTests {
  @Test func articleExamplePrintsTheOutputItShows() throws {
    let json = #"""
      {
        "apps": {
          "AppOne": { "teamID": "SKMME9E2Y8", "bundleID": "com.example.AppOne",
                      "entitlements": { "keychain-access-groups": ["$(AppIdentifierPrefix)com.example.SharedItems"] } },
          "Widget": { "teamID": "SKMME9E2Y8", "bundleID": "com.example.AppOne.Widget" }
        },
        "steps": [
          { "app": "AppOne", "call": "SecItemAdd",
            "attributes": { "kSecClass": "kSecClassGenericPassword", "kSecAttrAccount": "alice",
                            "kSecValueData": { "data": "s3cret" } },
            "expect": { "status": "errSecSuccess" } },
          { "app": "Widget", "call": "SecItemCopyMatching",
            "query": { "kSecClass": "kSecClassGenericPassword", "kSecAttrAccount": "alice" },
            "expect": { "status": "errSecItemNotFound" } }
        ]
      }
      """#
    let scenario = try Scenario(data: Data(json.utf8), file: "Widget.json")
    let report = try ScenarioRunner(scenario: scenario).run()
    var output = ""
    for step in report.steps {
      print(step.index, step.app ?? "device", step.call, step.status, to: &output)
    }
    print(report.summary, to: &output)
    #expect(
      output == """
        0 AppOne SecItemAdd errSecSuccess (0)
        1 Widget SecItemCopyMatching errSecItemNotFound (-25300)
        2 steps; all 2 expectations met.

        """)
    #expect(report.exitStatus == 0)
  }
}
