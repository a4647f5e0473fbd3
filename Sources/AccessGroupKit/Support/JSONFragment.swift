import Foundation

/// A JSON value written with sorted keys and stable number formatting: the package's one JSON
/// writer, so every report (`resolve`, `lint`, `explain`, SARIF, scenarios) is byte-for-byte
/// the same on Linux and Apple platforms.
///
/// `JSONSerialization` and `JSONEncoder` format numbers, booleans and empty collections
/// differently across Foundation implementations; this small writer keeps the output under
/// the package's control. Reports that are `Encodable` become a fragment through
/// `init(encoding:)`. The keychain snapshot has its own streaming writer
/// (`SnapshotJSONWriter`), because a million-item export must not build a tree first, and
/// a long report writes its many small objects and long arrays through `JSONObjectWriter`
/// and `JSONArrayWriter`, which follow the same spelling rules (they live here).
package indirect enum JSONFragment: Hashable, Sendable {
  case null
  case bool(Bool)
  /// A number, already in its JSON spelling.
  case number(String)
  case string(String)
  case array([JSONFragment])
  case object([String: JSONFragment])

  /// A JSON number for an integer.
  package static func integer(_ value: Int64) -> Self { .number(String(value)) }

  /// A JSON number for a floating-point value; `null` when it is not finite.
  package static func real(_ value: Double) -> Self {
    guard value.isFinite else { return .null }
    if value == value.rounded(), abs(value) < 1e15 { return .number("\(Int64(value)).0") }
    return .number("\(value)")
  }

  /// The JSON text: on one line, or indented by two spaces per level when `pretty`.
  package func text(pretty: Bool) -> String {
    var output: [UInt8] = []
    write(to: &output, pretty: pretty, level: 0)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the JSON text, as UTF-8, at nesting `level`, so a long report can be written one
  /// element at a time into the text of its enclosing value. Bytes, not a string: appending
  /// to a string checks its form for each of the report's many small pieces.
  package func write(to output: inout [UInt8], pretty: Bool, level: Int) {
    switch self {
    case .null: output.appendUTF8("null")
    case .bool(let value): output.appendUTF8(value ? "true" : "false")
    case .number(let value): output.appendUTF8(value)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let elements):
      var array = JSONArrayWriter(pretty: pretty, level: level)
      for element in elements {
        array.nextElement(&output)
        element.write(to: &output, pretty: pretty, level: level + 1)
      }
      array.end(&output)
    case .object(let members):
      Self.writeObject(
        members.sorted(by: { $0.key < $1.key }), to: &output, pretty: pretty, level: level)
    }
  }

  /// Appends an object whose members are in sorted key order, through the writer a long
  /// report also uses for its many small objects.
  private static func writeObject(
    _ sortedMembers: [(key: String, value: JSONFragment)],
    to output: inout [UInt8], pretty: Bool, level: Int
  ) {
    var object = JSONObjectWriter(pretty: pretty, level: level)
    for member in sortedMembers { object.member(member.key, member.value, to: &output) }
    object.end(&output)
  }

  /// Starts a line at nesting `level` when `pretty`; one line is all otherwise.
  static func newline(_ output: inout [UInt8], pretty: Bool, level: Int) {
    guard pretty else { return }
    output.append(UInt8(ascii: "\n"))
    for _ in 0..<(2 * level) { output.append(UInt8(ascii: " ")) }
  }

  /// Writes `value` as a JSON string. Only ASCII bytes are escaped (a quote, a backslash and
  /// the control characters), so the bytes between them are copied as they are.
  static func writeString(_ value: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { bytes in
      var copied = 0
      for index in bytes.indices where needsEscaping(bytes[index]) {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
        output.append(UInt8(ascii: "\\"))
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
        case UInt8(ascii: "\n"): output.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): output.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): output.append(UInt8(ascii: "t"))
        default:
          let hex = String(byte, radix: 16)
          output.append(contentsOf: ("u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        }
        copied = index + 1
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Whether a JSON string escapes `byte`: a quote, a backslash or a control character.
  private static func needsEscaping(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }
}
