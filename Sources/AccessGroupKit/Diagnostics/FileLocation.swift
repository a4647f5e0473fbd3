/// Where in a file a finding points: the file, and the line and column when the file is
/// text that can be placed (an XML property list); a binary file has neither.
///
/// Lines and columns count from 1, columns in characters, as compilers, Xcode and GitHub's
/// annotations count them.
public struct FileLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file's path, as the user gave it.
  public var file: String

  /// The line, counting from 1, when known.
  public var line: Int?

  /// The column within ``line``, counting from 1, when known.
  public var column: Int?

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - file: The file's path.
  ///   - line: The line, counting from 1.
  ///   - column: The column, counting from 1.
  public init(file: String, line: Int? = nil, column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = line == nil ? nil : column
  }

  /// `path:line:column`, `path:line` or `path`, the prefix compilers print before a
  /// diagnostic.
  public var description: String {
    guard let line else { return file }
    guard let column else { return "\(file):\(line)" }
    return "\(file):\(line):\(column)"
  }
}
