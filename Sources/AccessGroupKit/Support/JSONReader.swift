import Foundation

/// The package's one JSON reader: RFC 8259 text to a ``JSONValue`` in one pass over the
/// UTF-8 bytes, in time linear in the input.
///
/// Errors are ``JSONSyntaxError``s naming the line, the column and what was expected, so a
/// user never hunts through a file. Beyond the RFC, a trailing comma before `}` or `]` and
/// a byte-order mark are let through (scenario files always allowed both), and a key
/// written twice in one object is an error naming the key: silently keeping one of two
/// `"expect"` keys would turn a check off. Text that is not UTF-8 (a lone surrogate in a
/// `\u` escape included) is an error at the offending byte. UTF-16 and UTF-32 text, told
/// by its byte-order mark or its zero bytes as RFC 4627 describes, is read as well.
///
/// The reader keeps its own stack of open arrays and objects, so deep nesting costs no
/// call stack; past ``maximumDepth`` levels it stops with an error naming the depth.
package enum JSONReader {
  /// The deepest nesting of arrays and objects read; deeper text is an error.
  package static let maximumDepth = 512

  /// How much a reading lets through beyond the common ground of JSON readers.
  package enum Grammar: Sendable {
    /// RFC 8259 and the leniencies above: what scenario files may use.
    case lenient
    /// Only UTF-8 text that every JSON reader reads to the same values: no byte-order mark,
    /// no UTF-16 or UTF-32, no trailing comma, and no `-0` (which some readers take as the
    /// integer 0, others as the real -0.0). A reader that must agree with
    /// `JSONSerialization` on every platform reads this way.
    case portable
  }

  /// Reads one JSON value, with white space around it, from `data`.
  ///
  /// - Parameters:
  ///   - data: JSON text, UTF-8 (or, in the lenient grammar, UTF-16 or UTF-32, told by its
  ///     first bytes).
  ///   - grammar: What is let through beyond the common ground of JSON readers.
  /// - Returns: The value.
  /// - Throws: ``JSONSyntaxError`` at the first place the text breaks the grammar.
  package static func read(
    _ data: Data, grammar: Grammar = .lenient
  ) throws(JSONSyntaxError) -> JSONValue {
    if grammar == .lenient, let transcoded = JSONTextEncoding.utf8(fromWide: data) {
      return try read(utf8: transcoded, isPortable: false)
    }
    return try read(utf8: data, isPortable: grammar == .portable)
  }

  /// Reads one JSON value, with white space around it, from `text`.
  ///
  /// - Parameter text: JSON text.
  /// - Returns: The value.
  /// - Throws: ``JSONSyntaxError`` at the first place the text breaks the grammar.
  package static func read(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try read(utf8: Data(text.utf8), isPortable: false)
  }

  private static func read(
    utf8 data: Data, isPortable: Bool
  ) throws(JSONSyntaxError) -> JSONValue {
    let result: Result<JSONValue, JSONSyntaxError> = data.withUnsafeBytes { raw in
      var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self), isPortable: isPortable)
      do throws(JSONSyntaxError) {
        return .success(try parser.readDocument())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }
}
