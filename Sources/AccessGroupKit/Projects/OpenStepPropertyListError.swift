/// Why text is not a well-formed old-style (OpenStep) property list, and where.
///
/// Line and column are one-based; the column counts characters, so an editor's cursor
/// position matches it.
public struct OpenStepPropertyListError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file's path or name.
  public var file: String

  /// The one-based line of the problem.
  public var line: Int

  /// The one-based column of the problem, in characters.
  public var column: Int

  /// What is wrong, such as "expected `;` after the value of `isa`".
  public var reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - file: The file's path or name.
  ///   - line: The one-based line.
  ///   - column: The one-based column.
  ///   - reason: What is wrong.
  package init(file: String, line: Int, column: Int, reason: String) {
    self.file = file
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// `file:line:column: reason`, the form compilers use so editors can jump to it.
  public var description: String { "\(file):\(line):\(column): \(reason)" }
}
