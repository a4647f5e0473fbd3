import Foundation

/// A JSON value written with sorted keys and stable number formatting: the package's one JSON
/// writer, so every report (`resolve`, `lint`, `explain`, SARIF, scenarios) is byte-for-byte
/// the same on Linux and Apple platforms.
///
/// `JSONSerialization` and `JSONEncoder` format numbers, booleans and empty collections
/// differently across Foundation implementations; this small writer keeps the output under
/// the package's control. Reports that are `Encodable` become a fragment through
/// `init(encoding:)`. The keychain snapshot has its own streaming writer
/// (`SnapshotJSONWriter`), because a million-item export must not build a tree first.
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
    var output = ""
    write(to: &output, pretty: pretty, level: 0)
    return output
  }

  /// Appends the JSON text at nesting `level`, so a long report can be written one element at
  /// a time into the text of its enclosing value.
  package func write(to output: inout String, pretty: Bool, level: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += value
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "["
      for (offset, element) in elements.enumerated() {
        if offset > 0 { output += "," }
        Self.newline(&output, pretty: pretty, level: level + 1)
        element.write(to: &output, pretty: pretty, level: level + 1)
      }
      Self.newline(&output, pretty: pretty, level: level)
      output += "]"
    case .object(let members):
      Self.writeObject(
        members.sorted(by: { $0.key < $1.key }), to: &output, pretty: pretty, level: level)
    }
  }

  /// Appends an object whose members are already in sorted key order, as ``object(_:)``
  /// writes them: a long report writes each of its many small objects without building a
  /// dictionary and sorting its keys.
  package static func writeObject(
    _ sortedMembers: some Collection<(key: String, value: JSONFragment)>,
    to output: inout String, pretty: Bool, level: Int
  ) {
    assert(zip(sortedMembers, sortedMembers.dropFirst()).allSatisfy { $0.key < $1.key })
    guard !sortedMembers.isEmpty else {
      output += "{}"
      return
    }
    output += "{"
    for (offset, member) in sortedMembers.enumerated() {
      if offset > 0 { output += "," }
      Self.newline(&output, pretty: pretty, level: level + 1)
      Self.writeString(member.key, to: &output)
      output += pretty ? ": " : ":"
      member.value.write(to: &output, pretty: pretty, level: level + 1)
    }
    Self.newline(&output, pretty: pretty, level: level)
    output += "}"
  }

  private static func newline(_ output: inout String, pretty: Bool, level: Int) {
    guard pretty else { return }
    // One append per line: a long report writes a line for every member.
    output += level < indents.count ? indents[level] : "\n" + indentation(level)
  }

  /// A line break and the indentation of each of the first levels.
  private static let indents = (0..<8).map { "\n" + indentation($0) }

  private static func indentation(_ level: Int) -> String {
    String(repeating: "  ", count: level)
  }

  /// Writes `value` as a JSON string. Only ASCII bytes are escaped (a quote, a backslash and
  /// the control characters), so the bytes between them are copied as they are.
  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    defer { output += "\"" }
    // Most strings have nothing to escape: appended as they are, without copying their bytes
    // into a new string first.
    guard value.utf8.contains(where: needsEscaping) else {
      output += value
      return
    }
    // Escaped into one buffer, appended once: explanations have a few escapes per line.
    var escaped: [UInt8] = []
    escaped.reserveCapacity(value.utf8.count + 16)
    for byte in value.utf8 {
      guard needsEscaping(byte) else {
        escaped.append(byte)
        continue
      }
      escaped.append(UInt8(ascii: "\\"))
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): escaped.append(byte)
      case UInt8(ascii: "\n"): escaped.append(UInt8(ascii: "n"))
      case UInt8(ascii: "\r"): escaped.append(UInt8(ascii: "r"))
      case UInt8(ascii: "\t"): escaped.append(UInt8(ascii: "t"))
      default:
        let hex = String(byte, radix: 16)
        escaped.append(contentsOf: ("u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
      }
    }
    output += String(decoding: escaped, as: UTF8.self)
  }

  /// Whether a JSON string escapes `byte`: a quote, a backslash or a control character.
  private static func needsEscaping(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }
}
