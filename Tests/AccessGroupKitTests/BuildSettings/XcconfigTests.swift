import AccessGroupKit
import Foundation
import Testing

@Suite struct XcconfigTests {
  /// A fresh directory with the given files, removed by the caller.
  private func directory(with files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("xcconfig-tests-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  private func parse(_ text: String) throws(BuildSettingsError) -> BuildSettings {
    try BuildSettings(xcconfig: text, file: "Test.xcconfig", baseDirectory: nil)
  }

  @Test func assignmentsCommentsAndBlankLinesAreRead() throws {
    let settings = try parse(
      """
      // Config.xcconfig

        ORGANIZATION_IDENTIFIER = com.ranchero   // trailing comment
      DEVELOPMENT_TEAM=M8L2WTLA8W;
      BUNDLE_ID_SUFFIX =
      \tAPP_GROUP_ID = group.$(ORGANIZATION_IDENTIFIER).NetNewsWire.iOS$(APP_GROUP_SUFFIX)
      """)
    #expect(
      settings.values == [
        "ORGANIZATION_IDENTIFIER": "com.ranchero",
        "DEVELOPMENT_TEAM": "M8L2WTLA8W",
        "BUNDLE_ID_SUFFIX": "",
        "APP_GROUP_ID": "group.$(ORGANIZATION_IDENTIFIER).NetNewsWire.iOS$(APP_GROUP_SUFFIX)",
      ])
  }

  @Test func doubleSlashStartsACommentEvenInsideAValue() throws {
    let settings = try parse(
      """
      URL = http://example.com
      ESCAPED = https:/$()/example.com
      """)
    #expect(settings["URL"] == "http:")
    #expect(try settings.expand("$(ESCAPED)") == "https://example.com")
  }

  @Test func laterAssignmentsWin() throws {
    let settings = try parse("TEAM = AAAAAAAAAA\nTEAM = BBBBBBBBBB\r\nOTHER = x\rTEAM = CCCCCCCCCC")
    #expect(settings.values == ["TEAM": "CCCCCCCCCC", "OTHER": "x"])
  }

  @Test("Unicode line and paragraph separators end a line; non-ASCII values keep every byte")
  func unicodeSeparatorsEndALineAndNonASCIIValuesAreKept() throws {
    let settings = try parse(
      "NAME = Café Ünïcode // comment\u{2028}GROUP = 日本.app/x ;\u{2029}EMOJI = 👩‍💻\t//")
    #expect(
      settings.values == ["NAME": "Café Ünïcode", "GROUP": "日本.app/x", "EMOJI": "👩‍💻"])
    #expect(throws: BuildSettingsError.self) { try parse("é = 1") }
  }

  @Test func inheritedAndSelfReferenceTakeTheEarlierValue() throws {
    let settings = try parse(
      """
      FLAGS = -a
      FLAGS = $(inherited) -b
      FLAGS = $(FLAGS) -c
      FRESH = $(inherited) x
      """)
    #expect(settings["FLAGS"] == "-a -b -c")
    #expect(settings["FRESH"] == " x")
  }

  @Test func conditionalAssignmentsAreIgnored() throws {
    let settings = try parse(
      """
      CODE_SIGN_ENTITLEMENTS = App-ios.entitlements
      CODE_SIGN_ENTITLEMENTS[sdk=macosx*] = App-catalyst.entitlements
      ONLY_CONDITIONAL[config=Debug][sdk=iphoneos*] = debug
      """)
    #expect(settings.values == ["CODE_SIGN_ENTITLEMENTS": "App-ios.entitlements"])
  }

  @Test func backslashContinuesAValueOnTheNextLine() throws {
    let settings = try parse("FLAGS = -a \\\n   -b \\\n  -c\nNEXT = n")
    #expect(settings.values == ["FLAGS": "-a -b -c", "NEXT": "n"])
  }

  @Test func defaultOperatorFromSecretiveConfigExpands() throws {
    let settings = try parse(
      """
      SECRETIVE_BASE_BUNDLE_ID = $(SECRETIVE_BASE_BUNDLE_ID_OSS:default=com.maxgoedjen.Secretive)
      SECRETIVE_DEVELOPMENT_TEAM = $(SECRETIVE_DEVELOPMENT_TEAM_OSS:default=Z72PRUAWF6)
      DEVELOPMENT_TEAM = $(SECRETIVE_DEVELOPMENT_TEAM)
      """)
    #expect(try settings.expand("$(SECRETIVE_BASE_BUNDLE_ID)") == "com.maxgoedjen.Secretive")
    #expect(try settings.expand("$(DEVELOPMENT_TEAM)") == "Z72PRUAWF6")
    let fork = settings.merging(BuildSettings(["SECRETIVE_DEVELOPMENT_TEAM_OSS": "ABCDE12345"]))
    #expect(try fork.expand("$(DEVELOPMENT_TEAM)") == "ABCDE12345")
  }

  @Test(arguments: [
    ("ORGANIZATION_IDENTIFIER", 1, "expected `=` after ORGANIZATION_IDENTIFIER"),
    ("A = 1\n= value", 2, "expected a setting name"),
    ("A = 1\nB 2", 2, "expected `=` after B"),
    ("\n\n#import \"Other.xcconfig\"", 3, "unsupported directive `#import`"),
    ("#include Other.xcconfig", 1, "expected a quoted file name"),
    ("#include \"Other.xcconfig", 1, "unterminated file name"),
    ("#include \"Other.xcconfig\" extra", 1, "unexpected text"),
    ("KEY[sdk=iphoneos* = v", 1, "malformed condition"),
  ])
  func lineThatIsNotAnAssignmentIsMalformed(text: String, line: Int, reason: String) {
    let error = capturedError { () throws(BuildSettingsError) in try parse(text) }
    guard case .malformedXcconfig(let file, let errorLine, let message) = error else {
      Issue.record("expected malformedXcconfig, got \(String(describing: error))")
      return
    }
    #expect(file == "Test.xcconfig")
    #expect(errorLine == line)
    #expect(message.contains(reason))
  }

  @Test func includesResolveRelativeToTheIncludingFile() throws {
    let root = try directory(with: [
      "Config/App.xcconfig": """
      #include "common/Base.xcconfig"
      #include? "missing/Local.xcconfig"
      BUNDLE_ID = $(ORGANIZATION_IDENTIFIER).app
      ORGANIZATION_IDENTIFIER = com.example.override
      """,
      "Config/common/Base.xcconfig": """
      ORGANIZATION_IDENTIFIER = com.example
      #include "Team"
      """,
      "Config/common/Team.xcconfig": "DEVELOPMENT_TEAM = ABCDE12345",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let settings = try BuildSettings(xcconfigAt: root.appendingPathComponent("Config/App.xcconfig"))
    #expect(
      settings.values == [
        "ORGANIZATION_IDENTIFIER": "com.example.override",
        "DEVELOPMENT_TEAM": "ABCDE12345",
        "BUNDLE_ID": "$(ORGANIZATION_IDENTIFIER).app",
      ])
    #expect(try settings.expand("$(BUNDLE_ID)") == "com.example.override.app")
  }

  @Test func includedValuesAreInheritedByLaterAssignments() throws {
    let root = try directory(with: [
      "Base.xcconfig": "FLAGS = -base",
      "App.xcconfig": "#include \"Base.xcconfig\"\nFLAGS = $(inherited) -app",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let text = "#include \"App.xcconfig\""
    let settings = try BuildSettings(xcconfig: text, file: "Top.xcconfig", baseDirectory: root)
    #expect(settings.values == ["FLAGS": "-base -app"])
  }

  @Test func missingIncludeIsUnreadable() throws {
    let root = try directory(with: ["App.xcconfig": "A = 1\n#include \"Missing.xcconfig\""])
    defer { try? FileManager.default.removeItem(at: root) }
    let error = capturedError { () throws(BuildSettingsError) in
      try BuildSettings(xcconfigAt: root.appendingPathComponent("App.xcconfig"))
    }
    guard case .unreadableFile(let file, let reason) = error else {
      Issue.record("expected unreadableFile, got \(String(describing: error))")
      return
    }
    #expect(file.hasSuffix("/Missing.xcconfig"))
    #expect(reason.contains("App.xcconfig:2"))
  }

  @Test func relativeIncludeWithoutABaseDirectoryIsUnreadable() {
    #expect(
      throws: BuildSettingsError.unreadableFile(
        file: "Other.xcconfig",
        reason: "included from Test.xcconfig:1, but a relative include needs a base directory")
    ) {
      try parse("#include \"Other.xcconfig\"")
    }
  }

  @Test func missingFileIsUnreadable() {
    let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/App.xcconfig")
    #expect(throws: BuildSettingsError.unreadableFile(file: url.path, reason: "no such file")) {
      try BuildSettings(xcconfigAt: url)
    }
  }

  @Test func includeCycleIsAnError() throws {
    let root = try directory(with: [
      "A.xcconfig": "#include \"B.xcconfig\"",
      "B.xcconfig": "#include \"A.xcconfig\"",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let a = root.appendingPathComponent("A.xcconfig").standardizedFileURL.path
    let b = root.appendingPathComponent("B.xcconfig").standardizedFileURL.path
    #expect(throws: BuildSettingsError.includeCycle(files: [a, b, a])) {
      try BuildSettings(xcconfigAt: URL(fileURLWithPath: a))
    }
  }
}
