import Foundation
import Testing

@testable import AccessGroupKit

/// How a signed target's entitlements file and bundle identifier are named from its
/// settings: the path as the file system would name it, and an identifier with an empty
/// component reported.
@Suite("Signed targets name their file and identifier")
struct SignedTargetNamingTests {
  private static func family(
    entitlementsPath: String, bundleID: String
  ) throws -> (
    XcodeProjectFamily, root: URL
  ) {
    let url = try XcodeBuildSettingsResolverTests.project(
      targetSettings: """
        CODE_SIGN_ENTITLEMENTS = "\(entitlementsPath)"; DEVELOPMENT_TEAM = ABCDE12345;
        PRODUCT_BUNDLE_IDENTIFIER = "\(bundleID)";
        """,
      files: [
        "App.entitlements": HostileFiles.entitlements(["$(AppIdentifierPrefix)shared"]),
        "Sub/Other.entitlements": HostileFiles.entitlements(["$(AppIdentifierPrefix)other"]),
      ])
    return (try XcodeProjectFamily(projectAt: url), url.deletingLastPathComponent())
  }

  @Test(
    "A path with . or .. components names the file they lead to",
    arguments: [
      ("App.entitlements", "App.entitlements", "ABCDE12345.shared"),
      ("./App.entitlements", "App.entitlements", "ABCDE12345.shared"),
      ("Sub/../App.entitlements", "App.entitlements", "ABCDE12345.shared"),
      ("Sub/./Other.entitlements", "Sub/Other.entitlements", "ABCDE12345.other"),
      ("Sub/..ok/../Other.entitlements", "Sub/Other.entitlements", "ABCDE12345.other"),
    ])
  func aPathIsStandardized(written: String, named: String, group: String) throws {
    let (family, root) = try Self.family(entitlementsPath: written, bundleID: "com.example.app")
    defer { try? FileManager.default.removeItem(at: root) }
    let target = try #require(family.targets.first)
    let expected = root.appendingPathComponent(named).standardizedFileURL.path
    #expect(target.entitlementsFile.path == expected)
    #expect(!target.entitlementsFile.pathComponents.contains { $0 == "." || $0 == ".." })
    #expect(target.target.resolvedAccessGroups.groups.first == group)
  }

  @Test(
    "A bundle identifier with an empty component is reported, others are not",
    arguments: [
      ("com..app", true), (".com.app", true), ("com.app.", true), (".", true),
      ("com.app", false), ("app", false), ("com.app-é.x", false),
    ])
  func anEmptyComponentIsReported(bundleID: String, reported: Bool) throws {
    let (family, root) = try Self.family(entitlementsPath: "App.entitlements", bundleID: bundleID)
    defer { try? FileManager.default.removeItem(at: root) }
    let findings = family.findings.filter { $0.code == "missing-bundle-id" }
    #expect(findings.count == (reported ? 1 : 0))
    #expect(
      findings.allSatisfy { $0.message.contains("`\(bundleID)`, which has an empty component") })
    #expect(family.targets.first?.bundleID == bundleID)
  }
}
