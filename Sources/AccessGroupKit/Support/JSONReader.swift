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

  /// Reads one JSON value, with white space around it, from `data`.
  ///
  /// - Parameter data: JSON text, UTF-8 (or UTF-16 or UTF-32, told by its first bytes).
  /// - Returns: The value.
  /// - Throws: ``JSONSyntaxError`` at the first place the text breaks the grammar.
  package static func read(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
    if let transcoded = JSONTextEncoding.utf8(fromWide: data) {
      return try read(utf8: transcoded)
    }
    return try read(utf8: data)
  }

  /// Reads one JSON value, with white space around it, from `text`.
  ///
  /// - Parameter text: JSON text.
  /// - Returns: The value.
  /// - Throws: ``JSONSyntaxError`` at the first place the text breaks the grammar.
  package static func read(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try read(utf8: Data(text.utf8))
  }

  private static func read(utf8 data: Data) throws(JSONSyntaxError) -> JSONValue {
    let result: Result<JSONValue, JSONSyntaxError> = data.withUnsafeBytes { raw in
      var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self))
      do throws(JSONSyntaxError) {
        return .success(try parser.readDocument())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }
}
