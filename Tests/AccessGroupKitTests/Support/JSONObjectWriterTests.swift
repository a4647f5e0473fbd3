import AccessGroupKit
import Testing

/// An object written member by member is the text `JSONFragment` writes for the same members.
@Suite struct JSONObjectWriterTests {
  static let members: [(key: String, value: JSONFragment)] = [
    ("a", .string("x\"y\n")), ("b", .null), ("c", .bool(false)), ("d", .integer(-7)),
    ("e", .array([.integer(1), .object(["k": .string("v")])])), ("f", .object([:])),
  ]

  @Test("Members written one by one give the tree writer's text, pretty and compact")
  func writerMatchesTheTreeWriter() {
    for pretty in [true, false] {
      for level in [0, 2] {
        var streamed: [UInt8] = []
        var object = JSONObjectWriter(pretty: pretty, level: level)
        object.member("a", string: "x\"y\n", to: &streamed)
        object.member("b", string: nil, to: &streamed)
        object.member("c", bool: false, to: &streamed)
        object.member("d", integer: -7, to: &streamed)
        for (key, value) in Self.members.dropFirst(4) {
          object.member(key, value, to: &streamed)
        }
        object.end(&streamed)
        var tree: [UInt8] = []
        JSONFragment.object(
          Dictionary(uniqueKeysWithValues: Self.members.map { ($0.key, $0.value) })
        )
        .write(to: &tree, pretty: pretty, level: level)
        #expect(String(decoding: streamed, as: UTF8.self) == String(decoding: tree, as: UTF8.self))
      }
    }
  }

  @Test("An object without members is {} and a null boolean is null")
  func emptyObjectAndNullBoolean() {
    var empty: [UInt8] = []
    JSONObjectWriter(pretty: true, level: 1).end(&empty)
    #expect(String(decoding: empty, as: UTF8.self) == "{}")
    var output: [UInt8] = []
    var object = JSONObjectWriter(pretty: false, level: 0)
    object.member("met", bool: nil, to: &output)
    object.end(&output)
    #expect(String(decoding: output, as: UTF8.self) == #"{"met":null}"#)
  }

  @Test("Arrays written element by element into a member are laid out as two-space JSON")
  func arraysWrittenElementByElement() {
    for pretty in [true, false] {
      var output: [UInt8] = []
      var object = JSONObjectWriter(pretty: pretty, level: 0)
      object.member("list", to: &output) { output in
        var array = JSONArrayWriter(pretty: pretty, level: 1)
        array.nextElement(&output)
        JSONFragment.string("a").write(to: &output, pretty: pretty, level: 2)
        array.nextElement(&output)
        JSONFragment.object(["k": .string("v")]).write(to: &output, pretty: pretty, level: 2)
        array.end(&output)
      }
      object.member("none", to: &output) { output in
        JSONArrayWriter(pretty: pretty, level: 1).end(&output)
      }
      object.end(&output)
      let expected =
        pretty
        ? "{\n  \"list\": [\n    \"a\",\n    {\n      \"k\": \"v\"\n    }\n  ],\n  \"none\": []\n}"
        : #"{"list":["a",{"k":"v"}],"none":[]}"#
      #expect(String(decoding: output, as: UTF8.self) == expected)
    }
  }
}
