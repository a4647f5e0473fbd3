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
}
