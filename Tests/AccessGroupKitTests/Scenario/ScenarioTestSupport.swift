import AccessGroupKit
import Foundation
import Testing

/// Builds small scenarios for tests.
enum ScenarioTestSupport {
  /// Parses JSON text as a scenario named `test.json`.
  static func parse(_ json: String) throws(ScenarioError) -> Scenario {
    try Scenario(data: Data(json.utf8), file: "test.json")
  }

  /// A scenario with one app, `A`, and the given steps (JSON array elements).
  static func scenario(steps: String, apps: String? = nil) -> String {
    let apps = apps ?? #"{"A": {"teamID": "SKMME9E2Y8", "bundleID": "com.example.A"}}"#
    return #"{"apps": \#(apps), "steps": [\#(steps)]}"#
  }

  /// The error parsing `json` throws, or `nil` when it parses.
  static func parseError(_ json: String) -> ScenarioError? {
    do {
      _ = try parse(json)
      return nil
    } catch {
      return error
    }
  }

  /// The URL of a scenario fixture.
  static func fixture(_ name: String) throws -> URL {
    try #require(
      Bundle.module.url(
        forResource: name, withExtension: nil, subdirectory: "Fixtures/Scenarios"),
      "missing fixture \(name)")
  }

  /// The value a one-key query `{"labl": value}` converts to.
  static func convertedValue(_ valueJSON: String) throws -> PropertyListValue? {
    let scenario = try parse(
      scenario(
        steps: #"{"app": "A", "call": "SecItemCopyMatching", "query": {"labl": \#(valueJSON)}}"#))
    guard case .call(let call)? = scenario.steps.first else { return nil }
    return call.dictionary["labl"]
  }
}
