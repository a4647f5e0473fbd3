import Foundation
import Testing

@testable import AccessGroupKit

/// Input that used to be read silently in part, or to fail with a message that hid why,
/// names its cause.
@Suite("Failures name their cause")
struct SayTheCauseTests {
  @Test("A scenario step with two expect keys is an error at that key")
  func aDuplicateJSONKeyIsAnError() {
    let json = #"""
      {"format": 1, "apps": {"A": {"teamID": "ABCDE12345", "bundleID": "com.example.a",
        "entitlements": {}}},
       "steps": [{"app": "A", "call": "SecItemDelete",
         "query": {"kSecClass": "kSecClassGenericPassword"},
         "expect": "errSecItemNotFound", "expect": "errSecSuccess"}]}
      """#
    #expect {
      try Scenario(data: Data(json.utf8), file: "s.json")
    } throws: { error in
      let text = "\(error)"
      return text.contains("\"expect\" appears twice") && text.contains("line 5")
    }
  }

  @Test("A project whose only target's settings form a cycle names the cycle")
  func aSettingsCycleIsNamed() throws {
    let url = try XcodeBuildSettingsResolverTests.project(
      targetSettings: """
        CODE_SIGN_ENTITLEMENTS = App.entitlements; DEVELOPMENT_TEAM = ABCDE12345;
        PRODUCT_BUNDLE_IDENTIFIER = com.example.app; A = "$(B)"; B = "$(A)";
        """,
      files: ["App.entitlements": HostileFiles.entitlements(["$(AppIdentifierPrefix)$(A)"])])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let family = try XcodeProjectFamily(projectAt: url)
    #expect(family.targets.isEmpty)
    // The target is named once, in the finding's target; the message names the cycle.
    #expect(family.findings.contains { $0.message.contains("cycle") && $0.target == "App" })
  }

  @Test(
    "A settings cycle or an endless expansion in the entitlements path names its cause",
    arguments: [
      ("A = \"$(B)\"; B = \"$(A)\";", "$(A).entitlements", "cycle"),
      (SayTheCauseTests.doublingSettings(depth: 24), "$(L24).entitlements", "expands to more than"),
    ])
  func anUnevaluablePathSettingIsNamed(settings: String, path: String, cause: String) throws {
    let url = try XcodeBuildSettingsResolverTests.project(
      targetSettings: """
        CODE_SIGN_ENTITLEMENTS = "\(path)"; DEVELOPMENT_TEAM = ABCDE12345;
        PRODUCT_BUNDLE_IDENTIFIER = com.example.app; \(settings)
        """,
      files: ["App.entitlements": HostileFiles.entitlements(["$(AppIdentifierPrefix)a"])])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let family = try XcodeProjectFamily(projectAt: url)
    #expect(family.targets.isEmpty)
    let finding = try #require(family.findings.first { $0.target == "App" })
    #expect(finding.message.hasPrefix("CODE_SIGN_ENTITLEMENTS cannot be evaluated"))
    #expect(finding.message.contains(cause))
    #expect(!finding.message.contains("no such file"))
  }

  /// Every reader of a named file, each given `name` in `folder`, with the message its
  /// failure prints.
  static func readFailures(of name: String, in folder: URL) -> [(reader: String, message: String)] {
    let url = folder.appendingPathComponent(name)
    func message(_ read: () throws -> Void) -> String {
      do {
        try read()
        return "read"
      } catch {
        return "\(error)"
      }
    }
    return [
      ("entitlements", message { _ = try EntitlementsLoader.load(contentsOf: url) }),
      ("xcconfig", message { _ = try BuildSettings(xcconfigAt: url) }),
      ("scenario", message { _ = try Scenario(contentsOf: url) }),
      (
        "xcconfig include",
        message {
          let main = folder.appendingPathComponent("main-\(UUID().uuidString).xcconfig")
          try HostileFiles.write("#include \"\(name)\"\n", to: main)
          _ = try BuildSettings(xcconfigAt: main)
        }
      ),
    ]
  }

  @Test("A loop of symbolic links is named as one by every reader, not called missing")
  func aLoopOfLinksIsNamed() throws {
    let folder = try HostileFiles.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try HostileFiles.link(at: folder.appendingPathComponent("a"), to: "b")
    try HostileFiles.link(at: folder.appendingPathComponent("b"), to: "a")
    for (reader, message) in Self.readFailures(of: "a", in: folder) {
      #expect(message.contains("symbolic link to b"), "\(reader): \(message)")
      #expect(message.contains("loop of links"), "\(reader): \(message)")
      #expect(!message.contains("no such file"), "\(reader): \(message)")
    }
  }

  @Test("A folder where a file belongs is named as a directory by every reader")
  func aFolderIsNamed() throws {
    let folder = try HostileFiles.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("d"), withIntermediateDirectories: true)
    for (reader, message) in Self.readFailures(of: "d", in: folder) {
      #expect(message.contains("is a directory"), "\(reader): \(message)")
      #expect(!message.contains("NSCocoaErrorDomain"), "\(reader): \(message)")
    }
  }

  /// Project settings `L0 = ha; L<n> = "$(L<n-1>)$(L<n-1>)"`: a few bytes whose expansion
  /// doubles with every level.
  static func doublingSettings(depth: Int) -> String {
    "L0 = ha; "
      + (1...depth).map { "L\($0) = \"$(L\($0 - 1))$(L\($0 - 1))\";" }.joined(separator: " ")
  }
}
