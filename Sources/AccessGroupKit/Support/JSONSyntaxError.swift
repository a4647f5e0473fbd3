import Foundation

/// Where JSON text first breaks the grammar, with its line and column: the error of
/// ``JSONReader``.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line, counting from 1.
  package var line: Int

  /// The column, counting from 1, in characters.
  package var column: Int

  /// What is wrong there, such as `expected ':' after an object key, found '}'`.
  package var message: String

  /// The key, when the error is a key written twice in one object: the text is JSON, but
  /// only one of the two values could count.
  package var repeatedKey: String?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - line: The line, counting from 1.
  ///   - column: The column, counting from 1.
  ///   - message: What is wrong.
  ///   - repeatedKey: The key written twice, when that is the error.
  package init(line: Int, column: Int, message: String, repeatedKey: String? = nil) {
    self.line = line
    self.column = column
    self.message = message
    self.repeatedKey = repeatedKey
  }

  /// `line 3, column 14: expected a value, found '}'`.
  package var description: String { "line \(line), column \(column): \(message)" }

  /// The first error ``JSONReader`` finds in `text`, or `nil` when it is one valid JSON
  /// value.
  ///
  /// - Parameter text: JSON text.
  /// - Returns: The first error, if any.
  package static func first(in text: String) -> JSONSyntaxError? {
    do {
      _ = try JSONReader.read(text)
      return nil
    } catch {
      return error
    }
  }

  /// Why Foundation refused `data`: the line, column and cause ``JSONReader`` finds, or
  /// Foundation's own reason when the reader accepts the text.
  ///
  /// - Parameters:
  ///   - error: The error `JSONSerialization` threw.
  ///   - data: The bytes it was given.
  /// - Returns: A reason for a message.
  static func reason(for error: any Error, in data: Data) -> String {
    do {
      _ = try JSONReader.read(data)
      return error.localizedDescription
    } catch {
      return error.description
    }
  }
}
