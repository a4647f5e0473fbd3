import Foundation
import Testing

/// `xcodebuild -showBuildSettings -json` lists the environment it ran in as settings; a
/// hostile project that refers to them in its entitlements must not print them as groups.
@Suite("Settings from xcodebuild's environment are never printed")
struct EnvironmentSettingsTests {
  typealias Harness = ToolHarness

  static let secret = "ghp_s3cr3tT0ken"

  /// Resolves an entitlements file whose group is `group`, with these JSON settings.
  static func resolve(
    group: String, settings: [String: String], environment: [String: String] = [:]
  ) throws -> ToolRun {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("environment-settings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("App.entitlements")
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>keychain-access-groups</key><array>
      <string>\(group)</string></array></dict></plist>
      """.utf8
    ).write(to: file)
    var all = settings
    all["DEVELOPMENT_TEAM"] = "ABCDE12345"
    all["PRODUCT_BUNDLE_IDENTIFIER"] = "com.example.app"
    let entry: [String: Any] = ["action": "build", "target": "App", "buildSettings": all]
    let json = try JSONSerialization.data(withJSONObject: [entry])
    return try Harness.run(
      ["resolve", file.path, "--build-settings-json", "-", "--target", "App"],
      environment: environment, standardInput: String(decoding: json, as: UTF8.self))
  }

  @Test("A setting the tool's environment also holds is exit 2 naming it, not its value")
  func anEnvironmentVariableIsRefused() throws {
    let run = try Self.resolve(
      group: "$(AppIdentifierPrefix)x.$(CI_TOKEN)", settings: ["CI_TOKEN": Self.secret],
      environment: ["CI_TOKEN": Self.secret])
    #expect(run.exitCode == 2)
    #expect(run.errors.contains("$(CI_TOKEN)") && run.errors.contains("environment"))
    #expect(!(run.output + run.errors).contains(Self.secret))
  }

  @Test("A project setting that xcodebuild expanded from HOME is exit 2 naming the setting")
  func aValueFromTheEnvironmentIsRefused() throws {
    let run = try Self.resolve(
      group: "$(AppIdentifierPrefix)x.$(GROUP)",
      settings: ["HOME": "/Users/\(Self.secret)", "GROUP": "/Users/\(Self.secret)"])
    #expect(run.exitCode == 2)
    #expect(run.errors.contains("$(GROUP)"))
    #expect(!(run.output + run.errors).contains(Self.secret))
  }

  @Test("A project's own setting still expands, as do the signing settings")
  func ownSettingsStillExpand() throws {
    let run = try Self.resolve(
      group: "$(AppIdentifierPrefix)$(PRODUCT_BUNDLE_IDENTIFIER).$(SUFFIX)",
      settings: ["SUFFIX": "shared", "HOME": "/Users/someone"],
      environment: ["DEVELOPMENT_TEAM": "ABCDE12345"])
    #expect(run.exitCode == 0, "\(run.errors)")
    #expect(run.output.contains("ABCDE12345.com.example.app.shared"))
  }
}
