import AccessGroupKit
import Foundation
import Testing

/// Where JSON text first breaks the grammar, as a scenario's or snapshot's error names it.
@Suite struct JSONSyntaxErrorTests {
  @Test(arguments: [
    ("{\"apps\": {,}}", 1, 11, "expected a string key in double quotes, found ','"),
    ("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7, "expected ':' after an object key, found '2'"),
    ("[1, 2,,]", 1, 7, "expected a value, found ','"),
    ("{\"a\": True}", 1, 7, "expected a value, found 'True'"),
    ("{\"a\": \"x}", 1, 10, "the string is not closed before the end"),
    ("{\"a\": 01}", 1, 8, "expected ',' or '}' after an object member, found '1'"),
    ("{\"a\": 1} x", 1, 10, "expected the end of the text after the top-level value, found 'x'"),
    ("", 1, 1, "expected a value, found the end"),
    ("{\"a\": \"\\q\"}", 1, 9, "invalid escape '\\q' in a string"),
    ("{\"a\": [1 2]}", 1, 10, "expected ',' or ']' after an array element, found '2'"),
    ("{\r\n\"a\": -}", 2, 7, "expected a digit, found '}'"),
  ])
  func theFirstErrorIsNamedWithItsLineAndColumn(
    text: String, line: Int, column: Int, message: String
  ) {
    #expect(
      JSONSyntaxError.first(in: text)
        == JSONSyntaxError(line: line, column: column, message: message))
    #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) == nil)
  }

  @Test(arguments: [
    "{}", "[]", " {\"a\": [1, -2.5e+3, true, false, null, \"\\u00e9\\n\"]} ", "\u{FEFF}{\"b\": {}}",
    "0", "\"text\"", "[1, 2,]", "{\"a\": 1,}",
  ])
  func validJSONHasNoError(_ text: String) {
    #expect(JSONSyntaxError.first(in: text) == nil)
    #expect(
      (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) != nil)
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let text = String(repeating: "[", count: 100_000)
    let error = JSONSyntaxError.first(in: text)
    #expect(error?.message == "nested more than 512 levels deep")
    #expect(error?.column == 513)
  }

  @Test func aScenarioWithASyntaxErrorNamesItsLineAndColumn() {
    let text = "{\n  \"apps\": {},\n  \"steps\": [\n    {\"app\": \"A\"; }\n  ]\n}"
    #expect(throws: ScenarioError.self) { try Scenario(data: Data(text.utf8), file: "s.json") }
    do {
      _ = try Scenario(data: Data(text.utf8), file: "s.json")
    } catch {
      #expect(
        error.description.contains(
          "not valid JSON: line 4, column 16: expected ',' or '}' after an object member, found ';'"
        ))
    }
  }

  @Test func aSnapshotWithASyntaxErrorNamesItsLineAndColumn() {
    let store = ItemStore()
    let before = store.exportSnapshot()
    #expect(
      throws: SnapshotError.malformedJSON(
        reason: "line 1, column 2: expected a string key in double quotes, found 'x'")
    ) {
      try store.importSnapshot(Data("{x".utf8))
    }
    #expect(store.exportSnapshot() == before)
  }
}
