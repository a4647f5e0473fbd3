import Foundation
import Testing

@testable import AccessGroupKit

/// Large but plausible inputs other than families: a workspace that lists one project many
/// times, a scenario with many apps and steps. Each is read in one pass; these tests assert
/// the results, and the full budget (`ACCESSGROUPKIT_FULL_BUDGETS=1`) runs them at the size
/// the benchmark notes the times of.
@Suite("Large inputs are read in one pass")
struct LargeInputTests {
  @Test("A workspace listing one project many times reads it once")
  func repeatedWorkspaceReferencesReadTheProjectOnce() throws {
    let count = FuzzBudget.current.size(full: 100_000, quick: 2_000)
    let url = try HostileFiles.project(apps: 3, extensions: 0, groups: ["g"])
    let root = url.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: root) }
    let reference = "<FileRef location = \"group:App.xcodeproj\"></FileRef>\n"
    try HostileFiles.write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace version = \"1.0\">\n"
        + String(repeating: reference, count: count) + "</Workspace>\n",
      to: root.appendingPathComponent("W.xcworkspace/contents.xcworkspacedata"))
    let workspace = try XcodeWorkspace(contentsOf: root.appendingPathComponent("W.xcworkspace"))
    #expect(workspace.projects == [url.standardizedFileURL])
    let family = try XcodeProjectFamily(projectAt: root.appendingPathComponent("W.xcworkspace"))
    #expect(family.projects.count == 1)
    #expect(family.targets.map(\.name) == ["AppT0", "AppT1", "AppT2"])
  }

  @Test("A scenario with many apps, each named by a step, parses every step")
  func manyAppsAndStepsParse() throws {
    let count = FuzzBudget.current.size(full: 100_000, quick: 2_000)
    let apps = (0..<count).map {
      "\"A\($0)\": {\"teamID\": \"ABCDE12345\", \"bundleID\": \"com.example.a\($0)\"}"
    }
    let steps = (0..<count).map {
      "{\"app\": \"A\($0)\", \"call\": \"SecItemAdd\", \"attributes\": "
        + "{\"kSecClass\": \"kSecClassGenericPassword\", \"kSecAttrAccount\": \"a\($0)\"}}"
    }
    let json =
      "{\"apps\": {\(apps.joined(separator: ","))}, \"steps\": [\(steps.joined(separator: ","))]}"
    let scenario = try Scenario(data: Data(json.utf8))
    #expect(scenario.apps.count == count)
    #expect(scenario.steps.count == count)
    guard case .call(let last) = scenario.steps.last else {
      Issue.record("the last step is not a call")
      return
    }
    #expect(last.app == "A\(count - 1)")
    let unknown = json.replacingOccurrences(
      of: "{\"app\": \"A0\",", with: "{\"app\": \"B0\",")
    #expect {
      try Scenario(data: Data(unknown.utf8))
    } throws: { error in
      "\(error)".contains("no app named 'B0'")
    }
  }
}
