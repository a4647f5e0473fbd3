/// Writes one JSON object member by member, straight into a byte buffer, exactly as
/// ``JSONFragment`` writes an object with the same members: a long report writes each of its
/// many small objects without building a fragment for each of their values.
///
/// The caller gives the members in sorted key order, as ``JSONFragment`` sorts them.
///
/// ```swift
/// var object = JSONObjectWriter(pretty: true, level: 0)
/// object.member("count", integer: 2, to: &output)
/// object.member("name", string: nil, to: &output)
/// object.end(&output)  // {\n  "count": 2,\n  "name": null\n}
/// ```
package struct JSONObjectWriter {
  private var layout: JSONContainerLayout
  #if DEBUG
    private var lastKey: String?
  #endif

  /// Starts an object at nesting `level`; nothing is written until its first member or its end.
  package init(pretty: Bool, level: Int) {
    layout = JSONContainerLayout(object: true, pretty: pretty, level: level)
  }

  /// Writes a member whose value is any fragment.
  package mutating func member(_ key: String, _ value: JSONFragment, to output: inout [UInt8]) {
    writeKey(key, to: &output)
    value.write(to: &output, pretty: layout.pretty, level: layout.level + 1)
  }

  /// Writes a member whose value `write` writes, at nesting `level + 1`: a long array or
  /// object written piece by piece.
  package mutating func member(
    _ key: String, to output: inout [UInt8], writing write: (inout [UInt8]) -> Void
  ) {
    writeKey(key, to: &output)
    write(&output)
  }

  /// Writes a member whose value is a string, or `null`.
  package mutating func member(_ key: String, string value: String?, to output: inout [UInt8]) {
    writeKey(key, to: &output)
    if let value {
      JSONFragment.writeString(value, to: &output)
    } else {
      output.appendUTF8("null")
    }
  }

  /// Writes a member whose value is an integer.
  package mutating func member(_ key: String, integer value: Int64, to output: inout [UInt8]) {
    writeKey(key, to: &output)
    output.appendUTF8(String(value))
  }

  /// Writes a member whose value is a boolean, or `null`.
  package mutating func member(_ key: String, bool value: Bool?, to output: inout [UInt8]) {
    writeKey(key, to: &output)
    output.appendUTF8(value.map { $0 ? "true" : "false" } ?? "null")
  }

  /// Ends the object: `{}` when it has no member.
  package func end(_ output: inout [UInt8]) {
    layout.end(&output)
  }

  /// The opening brace or the comma before a member, its line, and its key.
  private mutating func writeKey(_ key: String, to output: inout [UInt8]) {
    #if DEBUG
      assert(lastKey.map { $0 < key } ?? true, "members must come in sorted key order")
      lastKey = key
    #endif
    layout.nextItem(&output)
    JSONFragment.writeString(key, to: &output)
    output.appendUTF8(layout.pretty ? ": " : ":")
  }
}
