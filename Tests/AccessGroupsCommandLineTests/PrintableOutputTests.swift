import AccessGroupsCommandLine
import Foundation
import Testing

/// What a hostile repository's names and groups may not do to the terminal or CI log that
/// `resolve` and `lint` print to: start a line of their own (on GitHub Actions a line that
/// starts with `::` is a workflow command), send escape sequences, or reorder text.
@Suite("Printable output")
struct PrintableOutputTests {
  /// Groups that try each trick; `&#10;` and `&#27;` are a newline and ESC in the XML.
  static let hostileGroups = [
    "$(AppIdentifierPrefix)a&#10;::add-mask::planted",
    "$(AppIdentifierPrefix)b&#27;[2J&#27;]0;title&#7;",
    "$(AppIdentifierPrefix)c&#x202E;txt.exe",
    "d&#13;::error::planted",
    "$(AppIdentifierPrefix)e&#13;&#10;::add-mask::crlf",
  ]

  static let options = ["--team-id", "ABCDE12345", "--bundle-id", "com.example.app"]

  /// Runs the tool in `folder`.
  static func run(_ arguments: [String], in folder: TemporaryFolder) -> ToolRun {
    var output = ""
    var errors = ""
    let code = CommandLineTool.run(
      arguments, standardOutput: &output, standardError: &errors,
      currentDirectory: URL(fileURLWithPath: folder.url.path, isDirectory: true))
    return ToolRun(exitCode: code, output: output, errors: errors)
  }

  /// Checks that `text` holds no line a CI runner would obey and no control character
  /// but line breaks.
  ///
  /// Lines are cut at every line-feed byte, as a CI runner cuts them: split by `Character`,
  /// a carriage return and line feed are one character that is not `"\n"`.
  static func expectPrintable(_ text: String, _ comment: Comment) {
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    #expect(!lines.contains { $0.starts(with: "::".utf8) }, comment)
    #expect(
      !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0 == "\u{202E}" },
      comment)
  }

  @Test(
    "Resolve and lint print hostile groups as escapes on their own line, in text and annotations",
    arguments: [
      ["resolve"], ["resolve", "--format", "annotations"], ["lint"],
      ["lint", "--format", "annotations"], ["lint", "--graph", "dot"],
      ["lint", "--graph", "mermaid"],
    ])
  func hostileGroupsPrintAsEscapes(command: [String]) throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App.entitlements", TemporaryFolder.entitlements(groups: Self.hostileGroups))
    let run = Self.run(
      [command[0], "App.entitlements"] + command.dropFirst() + Self.options, in: folder)
    #expect([0, 1].contains(run.exitCode), "\(run.errors)")
    Self.expectPrintable(run.output, "\(command)")
    if command.count == 1 {
      #expect(run.output.contains(#"ABCDE12345.a\n::add-mask::planted"#))
      #expect(run.output.contains(#"ABCDE12345.b\u{1B}[2J\u{1B}]0;title\u{7}"#))
      #expect(run.output.contains(#"ABCDE12345.c\u{202E}txt.exe"#))
      #expect(run.output.contains(#"ABCDE12345.e\r\n::add-mask::crlf"#))
    }
    if command.contains("annotations") {
      #expect(run.output.contains(#"`d\r::error::planted`"#))
    }
  }

  @Test("Simulate prints the scenario's names and values as escapes, each step on its own line")
  func simulatePrintsHostileNamesAsEscapes() throws {
    let folder = try TemporaryFolder()
    let planted = #"x\n::add-mask::planted"#
    try folder.write(
      "Scenario.json",
      """
      {"apps": {"\(planted)": {"teamID": "ABCDE12345", "bundleID": "com.example.app",
        "entitlements": {"keychain-access-groups": ["ABCDE12345.g\\r\\n::add-mask::group"]}}},
       "steps": [
        {"app": "\(planted)", "call": "SecItemAdd", "attributes": {
          "kSecClass": "kSecClassGenericPassword", "kSecAttrService": "\(planted)"}},
        {"app": "\(planted)", "call": "SecItemCopyMatching", "query": {
          "kSecClass": "kSecClassGenericPassword", "kSecAttrService": "y\\n::add-mask::other"},
         "expect": {"status": "errSecSuccess"}}]}
      """)
    let run = Self.run(["simulate", "Scenario.json"], in: folder)
    #expect(run.exitCode == 1, "\(run.errors)")
    Self.expectPrintable(run.output, "simulate")
    #expect(run.output.contains(#"0  x\n::add-mask::planted  SecItemAdd"#), "\(run.output)")
    #expect(run.output.contains(#""x\n::add-mask::planted" (stored)"#), "\(run.output)")
    let json = Self.run(["simulate", "Scenario.json", "--json"], in: folder)
    let steps = try #require(json.jsonObject()["steps"] as? [[String: Any]])
    #expect(steps.first?["app"] as? String == "x\n::add-mask::planted")
  }

  @Test("JSON keeps the groups exactly as the file has them")
  func jsonKeepsTheGroupsAsTheyAre() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App.entitlements", TemporaryFolder.entitlements(groups: Self.hostileGroups))
    let run = Self.run(["resolve", "App.entitlements", "--json"] + Self.options, in: folder)
    #expect(run.exitCode == 0, "\(run.errors)")
    let groups = try #require(run.jsonObject()["accessGroups"] as? [String])
    #expect(
      groups.prefix(2) == [
        "ABCDE12345.a\n::add-mask::planted", "ABCDE12345.b\u{1B}[2J\u{1B}]0;title\u{7}",
      ])
    #expect(groups.contains("d\r::error::planted"))
  }

  @Test("A path that starts with colons cannot start an annotation line")
  func aPathWithColonsCannotStartAnAnnotation() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "::warning::x.entitlements", TemporaryFolder.entitlements(groups: ["unprefixed"]))
    let run = Self.run(
      ["resolve", "::warning::x.entitlements", "--format", "annotations"] + Self.options,
      in: folder)
    #expect(run.exitCode == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("./::warning::x.entitlements:"))
    Self.expectPrintable(run.output, "annotations")
  }

  @Test("An error's findings print one per line, each a line whatever the names hold")
  func anErrorsFindingsPrintOnePerLine() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "W.xcworkspace/contents.xcworkspacedata",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version="1.0">
      <FileRef location="group:A&#10;::add-mask::x.xcodeproj"></FileRef>
      <FileRef location="group:B.xcodeproj"></FileRef>
      </Workspace>
      """)
    let run = Self.run(["lint", "W.xcworkspace"], in: folder)
    #expect(run.exitCode == 2)
    let lines = run.errors.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(run.errors)")
    #expect(
      lines.first?.hasSuffix(
        "has no target signed with entitlements (CODE_SIGN_ENTITLEMENTS) in configuration Release")
        == true)
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  warning[missing-project] ") })
    #expect(lines.contains { $0.contains(#"A\n::add-mask::x.xcodeproj"#) })
    Self.expectPrintable(run.errors, "errors")
  }

  @Test("An error that names a file with a line break in its name stays on one line")
  func anErrorNamingAHostilePathStaysOnOneLine() throws {
    let folder = try TemporaryFolder()
    let run = Self.run(["resolve", "gone\n::add-mask::x.entitlements"] + Self.options, in: folder)
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains(#"gone\n::add-mask::x.entitlements"#))
    #expect(run.errors.split(separator: "\n").count == 1, "\(run.errors)")
    Self.expectPrintable(run.errors, "errors")
  }
}
