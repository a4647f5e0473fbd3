import Foundation
import Testing

@testable import AccessGroupKit

/// `xcodebuild -showBuildSettings -json` lists the environment it ran in; the library's
/// reader drops those settings by default, so no caller can expand a CI's secret into a
/// keychain group, and an entitlement that asks for one is an error naming it, never its
/// value.
@Suite("The build-settings reader drops xcodebuild's environment")
struct ReaderEnvironmentTests {
  static let secret = "ghp_s3cr3tT0ken"

  static func json(_ settings: [String: String]) throws -> Data {
    var all = settings
    all["DEVELOPMENT_TEAM"] = "ABCDE12345"
    all["PRODUCT_BUNDLE_IDENTIFIER"] = "com.example.app"
    all["SRCROOT"] = "/Users/\(secret)/Example"
    let entry: [String: Any] = ["action": "build", "target": "App", "buildSettings": all]
    return try JSONSerialization.data(withJSONObject: [entry])
  }

  static func entitlements(_ group: String) -> Entitlements {
    var entitlements = Entitlements()
    entitlements.values[.keychainAccessGroups] = .array([.string(group)])
    return entitlements
  }

  @Test(
    "A CI token setting never reaches the settings, a message, or an expansion",
    arguments: ["CI_TOKEN", "GROUP", "HOME"])
  func aSecretNeverAppears(reference: String) throws {
    let data = try Self.json([
      "CI_TOKEN": Self.secret, "GROUP": "x.\(Self.secret)", "HOME": "/Users/\(Self.secret)",
      "SUFFIX": "shared",
    ])
    let targets = try ShowBuildSettingsReader.read(
      data, environment: .drop(environment: ["CI_TOKEN": Self.secret]))
    let target = try #require(targets.first)
    #expect(!String(describing: target.settings).contains(Self.secret))
    #expect(target.settings["SUFFIX"] == "shared")
    #expect(target.droppedSettings["CI_TOKEN"] == .fromEnvironment)
    #expect(target.droppedSettings["HOME"] == .fromEnvironment)
    #expect(target.droppedSettings["GROUP"] == .holdsEnvironmentValue)
    // The project's folder is still found, though `SRCROOT` is never expanded.
    #expect(target.projectDirectory == "/Users/\(Self.secret)/Example")
    #expect(target.settings["SRCROOT"] == nil)

    let raw = Self.entitlements("$(AppIdentifierPrefix)x.$(\(reference))")
    let error = #expect(throws: ShowBuildSettingsError.self) {
      try target.checkNoDroppedSetting(in: raw)
    }
    #expect(error?.description.contains("$(\(reference))") == true)
    #expect(error?.description.contains("environment") == true)
    #expect(error.map { "\($0)" }?.contains(Self.secret) == false)

    // Expanding with what the reader kept leaves the reference undefined, never the secret.
    let expander = EntitlementsExpander(
      settings: target.settings,
      identity: SigningIdentity(teamID: "ABCDE12345", bundleID: "com.example.app"),
      platform: .iOS, undefinedVariables: .expandToEmpty)
    let expanded = try expander.expand(raw)
    #expect(!"\(expanded)".contains(Self.secret))
  }

  @Test("The default drops the shell's names even when this process lacks them")
  func theDefaultDropsShellNames() throws {
    let target = try #require(
      try ShowBuildSettingsReader.read(try Self.json(["PATH": "/opt/\(Self.secret)/bin"])).first)
    #expect(target.settings["PATH"] == nil)
    #expect(target.droppedSettings["PATH"] == .fromEnvironment)
    #expect(target.settings["DEVELOPMENT_TEAM"] == "ABCDE12345")
    try target.checkNoDroppedSetting(in: Self.entitlements("$(AppIdentifierPrefix)x"))
  }

  @Test("A caller that trusts the project can keep every setting")
  func keepingIsAnExplicitChoice() throws {
    let target = try #require(
      try ShowBuildSettingsReader.read(
        try Self.json(["CI_TOKEN": Self.secret]), environment: .keep
      ).first)
    #expect(target.settings["CI_TOKEN"] == Self.secret)
    #expect(target.droppedSettings.isEmpty)
  }
}
