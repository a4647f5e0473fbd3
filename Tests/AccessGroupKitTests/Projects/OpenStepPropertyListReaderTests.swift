import AccessGroupKit
import Foundation
import Testing

@Suite("OpenStep property lists")
struct OpenStepPropertyListReaderTests {
  private func parse(_ text: String) throws(OpenStepPropertyListError) -> PropertyListValue {
    try OpenStepPropertyListReader.parse(text, file: "test.pbxproj")
  }

  private func error(_ text: String) -> OpenStepPropertyListError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func projectShapedDocumentReadsIntoNestedDictionariesArraysAndStrings() throws {
    let value = try parse(
      """
      // !$*UTF8*$!
      {
        archiveVersion = 1;
        objects = {
          /* Begin PBXNativeTarget section */
          ABC /* App */ = {isa = PBXNativeTarget; name = "My App"; buildPhases = (X, Y, ); };
        };
        rootObject = ABC /* Project object */;
      }
      """)
    let objects = try #require(value.dictionaryValue?["objects"]?.dictionaryValue)
    let target = try #require(objects["ABC"]?.dictionaryValue)
    #expect(target["name"] == .string("My App"))
    #expect(target["buildPhases"] == .array([.string("X"), .string("Y")]))
    #expect(value.dictionaryValue?["archiveVersion"] == .string("1"))
  }

  @Test func quotedStringsDecodeEveryEscape() throws {
    let value = try parse(#""a\n\t\"q\"\\ \U00e9\U263A \101\102 \r\a\b\f\v'""#)
    #expect(value == .string("a\n\t\"q\"\\ é☺ AB \r\u{07}\u{08}\u{0C}\u{0B}'"))
  }

  @Test func bareStringsKeepPathsVariablesAndDots() throws {
    let value = try parse("( $SRCROOT/App.plist, com.apple.product-type.app-extension, _x:1-2 )")
    #expect(
      value
        == .array([
          .string("$SRCROOT/App.plist"), .string("com.apple.product-type.app-extension"),
          .string("_x:1-2"),
        ]))
  }

  @Test func dataBetweenAngleBracketsIgnoresSpaces() throws {
    #expect(try parse("<0fbd 77 99>") == .data(Data([0x0F, 0xBD, 0x77, 0x99])))
    #expect(try parse("<>") == .data(Data()))
  }

  @Test func arraysAllowATrailingCommaAndKeysMayBeQuoted() throws {
    let value = try parse(#"{ "KEY[sdk=iphoneos*]" = ( a, "b c", ); empty = (); }"#)
    #expect(
      value
        == .dictionary([
          "KEY[sdk=iphoneos*]": .array([.string("a"), .string("b c")]), "empty": .array([]),
        ]))
  }

  @Test(arguments: [
    ("{ a = b }", 1, 9, "expected `;` after the value of `a`"),
    ("{\n  a = b;\n  c d;\n}", 3, 5, "expected `=` after the key `c`"),
    ("( a b )", 1, 5, "expected `,` or `)`"),
    ("{ a = \"unterminated; }", 1, 7, "unterminated string"),
    ("<0fz>", 1, 4, "hexadecimal digit"),
    ("<0f0>", 1, 5, "odd number"),
    ("{ a = b; } extra", 1, 12, "after the top-level value"),
    ("/* never closed", 1, 1, "unterminated `/*` comment"),
    ("", 1, 1, "empty"),
    ("{ a = (", 1, 7, "unterminated array"),
    ("{ é = ; }", 1, 3, "expected a value"),
  ])
  func malformedInputNamesTheLineAndColumn(text: String, line: Int, column: Int, reason: String) {
    let error = self.error(text)
    #expect(error?.file == "test.pbxproj")
    #expect(error?.line == line)
    #expect(error?.column == column)
    #expect(error?.reason.contains(reason) == true, "\(String(describing: error))")
  }

  @Test func nestingBeyondTheLimitIsAnErrorNotACrash() {
    let depth = OpenStepPropertyListReader.maximumDepth + 1
    let text = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
    #expect(error(text)?.reason.contains("nest more than") == true)
    let deepDictionaries = String(repeating: "{a=", count: 100_000)
    #expect(error(deepDictionaries) != nil)
  }

  @Test func everyTruncationOfARealProjectIsAnErrorWithAPosition() throws {
    let root = try #require(Bundle.module.url(forResource: "Fixtures/Projects", withExtension: nil))
    let data = try Data(
      contentsOf: root.appendingPathComponent(
        "maxgoedjen__secretive/Sources/Secretive.xcodeproj/project.pbxproj"))
    #expect(throws: Never.self) { try OpenStepPropertyListReader.parse(data: data, file: "p") }
    let bytes = Array(data)
    for end in stride(from: 0, to: bytes.count - 2, by: 997) {
      do {
        _ = try OpenStepPropertyListReader.parse(data: Data(bytes[0..<end]), file: "p")
        Issue.record("a truncation at \(end) bytes parsed")
      } catch {
        #expect(error.line >= 1 && error.column >= 1)
      }
    }
  }

  @Test func bytesThatAreNotUTF8AreAnError() {
    #expect(throws: OpenStepPropertyListError.self) {
      try OpenStepPropertyListReader.parse(data: Data([0x7B, 0xFF, 0x7D]), file: "p")
    }
  }
}
