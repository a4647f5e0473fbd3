import Foundation
import Testing

@testable import AccessGroupKit

/// The package's one JSON reader: what it reads, and where and why it refuses text.
@Suite("The JSON reader")
struct JSONReaderTests {
  @Test("Every kind of value is read with its members in the order written")
  func everyKindOfValueIsRead() throws {
    let value = try JSONReader.read(
      #" {"b": [1, -2.5e+3, true, false, null, "\u00e9\n\ud83d\ude00"], "a": {}, "c": []} "#)
    #expect(
      value
        == .object([
          JSONMember(
            key: "b",
            value: .array([
              .integer(1), .real(-2500), .bool(true), .bool(false), .null, .string("é\n😀"),
            ])),
          JSONMember(key: "a", value: .object([])),
          JSONMember(key: "c", value: .array([])),
        ]))
  }

  @Test(
    "A number is an integer when written as one and it fits in 64 bits, a real otherwise",
    arguments: [
      ("0", JSONValue.integer(0)),
      ("-0", .integer(0)),
      ("9223372036854775807", .integer(.max)),
      ("-9223372036854775808", .integer(.min)),
      ("9223372036854775808", .real(9_223_372_036_854_775_808)),
      ("2.0", .real(2)),
      ("1e3", .real(1000)),
      ("-1.5E-2", .real(-0.015)),
    ])
  func numbersKeepTheirKind(text: String, expected: JSONValue) throws {
    #expect(try JSONReader.read(text) == expected)
  }

  @Test(
    "A malformed number names its line and column",
    arguments: [
      ("[1.]", 1, 4, "expected a digit after '.', found ']'"),
      ("[1e]", 1, 4, "expected an exponent, found ']'"),
      ("[+1]", 1, 2, "expected a value, found '+'"),
      ("[1e999]", 1, 2, "the number 1e999 is too large for a 64-bit real"),
    ])
  func malformedNumbersAreNamed(text: String, line: Int, column: Int, message: String) {
    #expect(
      JSONSyntaxError.first(in: text)
        == JSONSyntaxError(line: line, column: column, message: message))
  }

  @Test("A key written twice in one object is an error at the second, naming it")
  func aDuplicateKeyIsNamedWhereItIsWrittenAgain() {
    let text = "{\n  \"a\": 1,\n  \"é\": {\"a\": 2},\n  \"é\": 3\n}"
    #expect(
      JSONSyntaxError.first(in: text)
        == JSONSyntaxError(
          line: 4, column: 3,
          message: "the key \"é\" appears twice in one object; only one can count",
          repeatedKey: "é"))
    // The same key in different objects is fine.
    #expect(JSONSyntaxError.first(in: "[{\"a\": 1}, {\"a\": 2}]") == nil)
  }

  @Test("A build setting written twice is an error naming it, not a value silently lost")
  func aRepeatedBuildSettingIsNamed() {
    let json = """
      [{"target": "App", "buildSettings": {"PRODUCT_BUNDLE_IDENTIFIER": "com.example.a",
        "PRODUCT_BUNDLE_IDENTIFIER": "com.example.b"}}]
      """
    #expect(throws: ShowBuildSettingsError.self) {
      try ShowBuildSettingsReader.read(Data(json.utf8))
    }
    do {
      _ = try ShowBuildSettingsReader.read(Data(json.utf8))
    } catch {
      #expect(
        error.description
          == "line 2, column 3: the key \"PRODUCT_BUNDLE_IDENTIFIER\" appears twice in one "
          + "object; only one can count")
    }
  }

  @Test("A duplicate key among many members is found as among few")
  func aDuplicateKeyInALargeObjectIsFound() {
    let members = (0..<1_000).map { "\"k\($0)\": \($0)" }
    let unique = "{" + members.joined(separator: ", ") + "}"
    #expect(JSONSyntaxError.first(in: unique) == nil)
    let repeated = "{" + (members + ["\"k500\": 0"]).joined(separator: ", ") + "}"
    #expect(
      JSONSyntaxError.first(in: repeated)?.message
        == "the key \"k500\" appears twice in one object; only one can count")
  }

  @Test("Nesting past the depth cap is an error naming the depth, at the bracket too deep")
  func theDepthCapIsNamed() throws {
    let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(throws: Never.self) { try JSONReader.read(deepest) }
    let tooDeep =
      String(repeating: "{\"a\":", count: 513) + "1" + String(repeating: "}", count: 513)
    #expect(
      JSONSyntaxError.first(in: tooDeep)
        == JSONSyntaxError(
          line: 1, column: 512 * 5 + 1, message: "nested more than 512 levels deep"))
  }

  @Test(
    "Bytes that are not UTF-8 are an error at the first such byte",
    arguments: [
      ([0x22, 0xFF, 0x22], 1, 2),  // a byte that never starts a character
      ([0x22, 0xC3, 0x22], 1, 2),  // a character cut short
      ([0x22, 0xC0, 0xAF, 0x22], 1, 2),  // an overlong form
      ([0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2),  // an encoded surrogate
      ([0x5B, 0x31, 0x2C, 0x0A, 0xFE, 0x5D], 2, 1),  // outside a string
    ] as [([UInt8], Int, Int)])
  func invalidUTF8IsNamed(bytes: [UInt8], line: Int, column: Int) {
    #expect {
      try JSONReader.read(Data(bytes))
    } throws: { error in
      guard let error = error as? JSONSyntaxError else { return false }
      return error.line == line && error.column == column
        && error.message.hasPrefix("the text is not UTF-8")
    }
  }

  @Test(
    "Half a surrogate pair in an escape is an error at the escape",
    arguments: [#"["\ud800"]"#, #"["\udc00"]"#, #"["\ud800\u0041"]"#, #"["\ud800x"]"#])
  func loneSurrogatesAreNamed(text: String) {
    let error = JSONSyntaxError.first(in: text)
    #expect(error?.column == 3)
    #expect(error?.message.contains("half of a surrogate pair") == true)
  }

  @Test("A byte-order mark and UTF-16 text are read as today's scenarios are")
  func byteOrderMarksAndWideTextAreRead() throws {
    let expected = JSONValue.object([JSONMember(key: "é", value: .array([.integer(1)]))])
    #expect(try JSONReader.read(Data([0xEF, 0xBB, 0xBF] + Array(#"{"é": [1]}"#.utf8))) == expected)
    for encoding in [String.Encoding.utf16, .utf16LittleEndian, .utf16BigEndian, .utf32] {
      let data = try #require(#"{"é": [1]}"#.data(using: encoding))
      #expect(try JSONReader.read(data) == expected)
    }
    // The column after a byte-order mark counts from the first character of the text.
    #expect(
      throws: JSONSyntaxError(
        line: 1, column: 2, message: "expected a string key in double quotes, found 'x'")
    ) { try JSONReader.read(Data([0xEF, 0xBB, 0xBF] + Array("{x".utf8))) }
  }

  @Test(
    "The portable grammar refuses what readers disagree on, which the lenient one reads",
    arguments: [
      ("\u{feff}[1]", 1, 1, "expected a value, found '\u{feff}'"),
      ("[1,]", 1, 4, "expected a value, found ']'"),
      (#"{"a":1,}"#, 1, 8, "expected a string key in double quotes, found '}'"),
      ("[-0]", 1, 2, "-0 is read as 0 by some readers and as -0.0 by others"),
    ])
  func thePortableGrammarRefusesWhatReadersDisagreeOn(
    text: String, line: Int, column: Int, message: String
  ) throws {
    _ = try JSONReader.read(Data(text.utf8))
    #expect(throws: JSONSyntaxError(line: line, column: column, message: message)) {
      try JSONReader.read(Data(text.utf8), grammar: .portable)
    }
  }

  @Test("The portable grammar reads UTF-8 only, leaving UTF-16 text unread")
  func thePortableGrammarReadsUTF8Only() throws {
    let data = try #require("[1]".data(using: .utf16LittleEndian))
    #expect(try JSONReader.read(data) == .array([.integer(1)]))
    #expect(throws: JSONSyntaxError.self) { try JSONReader.read(data, grammar: .portable) }
    #expect(
      try JSONReader.read(Data("[-1, 0]".utf8), grammar: .portable)
        == .array([.integer(-1), .integer(0)]))
  }

  @Test("Columns count characters, and a carriage return with a line feed ends one line")
  func columnsCountCharacters() {
    #expect(
      JSONSyntaxError.first(in: "{\"é😀\": 1,\r\n\r\"b\": ?}")
        == JSONSyntaxError(line: 3, column: 6, message: "expected a value, found '?'"))
  }

  @Test("A control character in a string is an error telling how to escape it")
  func controlCharactersInStringsAreNamed() {
    #expect(
      JSONSyntaxError.first(in: "[\"a\tb\"]")
        == JSONSyntaxError(
          line: 1, column: 4,
          message: "a control character in a string (write it escaped, e.g. '\\n')"))
  }

  @Test("A large generated document is read whole, its last member included")
  func aLargeDocumentIsReadWhole() throws {
    let count = FuzzBudget.current.size(full: 500_000, quick: 5_000)
    var text = "[{\"target\": \"App\", \"buildSettings\": {"
    for index in 0..<count {
      text += "\"S\(index)\": \"\(String(repeating: "v", count: 20))\\u00e9\(index)\","
    }
    text += "\"LAST\": [1, 2.5, null]}}]"
    let value = try JSONReader.read(text)
    guard case .array(let entries) = value, case .object(let fields)? = entries.first,
      case .object(let settings)? = fields.last?.value
    else {
      Issue.record("the document is not an array of objects")
      return
    }
    #expect(settings.count == count + 1)
    #expect(settings[count / 2].key == "S\(count / 2)")
    #expect(
      settings[count / 2].value == .string(String(repeating: "v", count: 20) + "é\(count / 2)"))
    #expect(settings.last?.value == .array([.integer(1), .real(2.5), .null]))
  }

  @Test("Taking a member hands over its value and leaves null in its place")
  func takingAMemberLeavesNull() throws {
    var root = try JSONReader.read(#"{"format": 1, "steps": [{"app": "A"}, 2], "apps": {}}"#)
    let steps = root.takeMember("steps")
    #expect(steps == .array([.object([JSONMember(key: "app", value: .string("A"))]), .integer(2)]))
    #expect(
      root
        == .object([
          JSONMember(key: "format", value: .integer(1)), JSONMember(key: "steps", value: .null),
          JSONMember(key: "apps", value: .object([])),
        ]))
    // A key the object lacks, or a value that is not an object, gives nothing and stays.
    let before = root
    #expect(root.takeMember("devices") == nil)
    #expect(root == before)
    var number = JSONValue.integer(3)
    #expect(number.takeMember("steps") == nil)
    #expect(number == .integer(3))
  }
}
