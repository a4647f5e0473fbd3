import Foundation

/// Where JSON text first breaks the grammar, with its line and column.
///
/// Foundation's `JSONSerialization` says only that "the data is not in the correct
/// format" on some platforms, which leaves a user to hunt through the file; reading the
/// text once more with this checker (only after Foundation refused it, so valid files pay
/// nothing) names the line, the column and what was expected there.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line, counting from 1.
  package var line: Int

  /// The column, counting from 1, in characters.
  package var column: Int

  /// What is wrong there, such as `expected ':' after an object key, found '}'`.
  package var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - line: The line, counting from 1.
  ///   - column: The column, counting from 1.
  ///   - message: What is wrong.
  package init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `line 3, column 14: expected a value, found '}'`.
  package var description: String { "line \(line), column \(column): \(message)" }

  /// The first syntax error in `text`, or `nil` when it is one valid JSON value (RFC 8259,
  /// white space around it and a trailing comma in an object or array allowed).
  ///
  /// - Parameter text: JSON text.
  /// - Returns: The first error, if any.
  package static func first(in text: String) -> JSONSyntaxError? {
    var checker = JSONSyntaxChecker(text: text)
    do {
      try checker.checkDocument()
      return nil
    } catch {
      return error
    }
  }

  /// The first key written twice in one object of `text`, or `nil` when there is none (or
  /// the text is not JSON, which Foundation reports).
  ///
  /// - Parameter text: JSON text Foundation accepted.
  /// - Returns: The duplicate key's position.
  static func firstDuplicateKey(in text: String) -> JSONSyntaxError? {
    var checker = JSONSyntaxChecker(text: text)
    checker.rejectsDuplicateKeys = true
    do {
      try checker.checkDocument()
      return nil
    } catch {
      return error.message.contains("appears twice") ? error : nil
    }
  }

  /// Why Foundation refused `data`: the line, column and cause when the text breaks the
  /// grammar, otherwise Foundation's own reason (for example text that is not UTF-8).
  ///
  /// - Parameters:
  ///   - error: The error `JSONSerialization` threw.
  ///   - data: The bytes it was given.
  /// - Returns: A reason for a message.
  static func reason(for error: any Error, in data: Data) -> String {
    guard let text = String(data: data, encoding: .utf8) else {
      return "the file is not UTF-8 text"
    }
    return first(in: text)?.description ?? error.localizedDescription
  }
}
