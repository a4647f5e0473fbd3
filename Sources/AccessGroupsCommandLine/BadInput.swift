/// A message for standard error that ends a command with exit code 2 (bad input).
struct BadInput: Error, Sendable {
  /// What is wrong, naming the file, option or value.
  var message: String

  /// Lines printed under the message, each indented on its own line: the findings that
  /// explain it.
  var details: [String] = []
}
