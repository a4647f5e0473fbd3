import Foundation
import Testing

@testable import AccessGroupsCommandLine

@Suite("info-plist command")
struct InfoPlistCommandTests {
  typealias Harness = ToolHarness

  /// A new empty folder for one test.
  private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("info-plist-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("Without --output the property list goes to standard output")
  func printsThePropertyList() throws {
    let run = try Harness.run(["info-plist", "--bundle-id", "com.example.app"])
    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
    let plist = try PropertyListSerialization.propertyList(
      from: Data(run.output.utf8), format: nil)
    #expect((plist as? [String: String]) == ["CFBundleIdentifier": "com.example.app"])
  }

  @Test("A folder gets an Info.plist that Foundation reads as the bundle's identifier")
  func writesInfoPlistIntoAFolder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Harness.run(
      ["info-plist", "--bundle-id", "com.auth0.simplekeychain", "--output", folder.path])
    #expect(run.exitCode == 0)
    #expect(run.output.contains("Info.plist with CFBundleIdentifier com.auth0.simplekeychain"))
    let written = folder.appendingPathComponent("Info.plist")
    let plist = try PropertyListSerialization.propertyList(
      from: Data(contentsOf: written), format: nil)
    #expect((plist as? [String: String])?["CFBundleIdentifier"] == "com.auth0.simplekeychain")
  }

  @Test("The bundle identifier defaults to ACCESSGROUPKIT_BUNDLE_ID")
  func readsTheConfiguredBundleID() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Custom.plist")
    let run = try Harness.run(
      ["info-plist", "--output", file.path],
      environment: ["ACCESSGROUPKIT_BUNDLE_ID": "com.example.configured"])
    #expect(run.exitCode == 0)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("<string>com.example.configured</string>"))
  }

  @Test("No bundle identifier anywhere is bad input that names both sources")
  func aMissingBundleIDIsBadInput() throws {
    let run = try Harness.run(["info-plist"], environment: ["ACCESSGROUPKIT_BUNDLE_ID": " "])
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("--bundle-id"))
    #expect(run.errors.contains("ACCESSGROUPKIT_BUNDLE_ID"))
  }

  @Test(
    "An identifier with a character Apple does not allow is bad input",
    arguments: ["com.example/app", "com.example app", "<x>", ""])
  func anInvalidBundleIDIsBadInput(bundleID: String) throws {
    let run = try Harness.run(["info-plist", "--bundle-id", bundleID])
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("is not a bundle identifier"))
  }

  @Test("An unwritable output path is bad input naming the path")
  func anUnwritablePathIsBadInput() throws {
    let run = try Harness.run(
      ["info-plist", "--bundle-id", "com.example.app", "--output", "/nonexistent/dir/Info.plist"])
    #expect(run.exitCode == 2)
    #expect(run.errors.contains("/nonexistent/dir/Info.plist"))
  }
}
