import AccessGroupKit
import Foundation

/// One subcommand of `accessgroups`: its name, help text, options and what it does.
///
/// Commands are listed in ``Commands/all``; adding one is a new file with a
/// `static var` on `Command` and one line in that table.
struct Command: Sendable {
  /// The name typed after `accessgroups`, such as `resolve`.
  var name: String

  /// One line for the command list.
  var summary: String

  /// The usage line after `accessgroups`, such as `resolve FILE [options]`.
  var usage: String

  /// Paragraphs printed after the usage line by `accessgroups help NAME`.
  var discussion: String

  /// The options the command accepts, in the order its help lists them; `--help` is
  /// accepted too and listed last.
  var options: [OptionSpecification]

  /// Runs the command with parsed arguments and returns its exit code.
  var run: @Sendable (ParsedArguments, inout CommandContext) -> ExitCode

  /// Creates a command from the options it declares, each an ``Option`` it reads back.
  init(
    name: String, summary: String, usage: String, discussion: String,
    options: [any DeclaredOption],
    run: @escaping @Sendable (ParsedArguments, inout CommandContext) -> ExitCode
  ) {
    self.name = name
    self.summary = summary
    self.usage = usage
    self.discussion = discussion
    self.options = options.map(\.specification)
    self.run = run
  }

  /// The command's help text.
  var help: String {
    var text = "Usage: accessgroups \(usage)\n\n\(summary)\n"
    if !discussion.isEmpty { text += "\n\(discussion)\n" }
    let rows = options + [SharedOptions.help.specification]
    let width = rows.map(\.synopsis.count).max() ?? 0
    text += "\nOptions:\n"
    for option in rows {
      let padding = String(repeating: " ", count: width - option.synopsis.count)
      text += "  \(option.synopsis)\(padding)  \(option.summary)\n"
    }
    return text
  }
}

/// The exit codes of `accessgroups`.
enum ExitCode: Int32, Sendable {
  /// The command did its job and found nothing of severity error.
  case success = 0
  /// The command did its job and found at least one error.
  case findingsFailed = 1
  /// Bad input: unknown option, missing file, malformed file, unexpanded variable, …
  case badInput = 2
}

/// What a running command writes to and where it runs.
struct CommandContext {
  /// The directory relative paths are resolved against.
  var currentDirectory: URL

  /// The environment variables the command may read.
  var environment: [String: String] = [:]

  /// What the command writes to standard output, written out as it is made.
  var output = OutputText()

  /// Everything written to standard error.
  var errors = ""

  /// Reads all of standard input, for an option given `-` as its file.
  var readStandardInput: () -> Data = { Data() }

  /// Writes a line to standard output.
  mutating func print(_ line: String = "") {
    output += line + "\n"
  }

  /// Writes a report for people (text, a graph) to standard output, as a
  /// ``PrintableText`` report: whatever a file put in it, it cannot drive the terminal or
  /// the CI log it is printed to. Machine formats (JSON, SARIF) escape their own strings
  /// and are written as they are.
  mutating func show(_ report: String) {
    output += PrintableText.report(report)
  }

  /// ``show(_:)`` for a report `make` writes in pieces (``TextPieces``): each piece is shown
  /// as it is made, so a report of tens of megabytes is never held whole.
  mutating func show(_ make: (inout TextPieces) -> Void) {
    TextPieces.writing(to: { output += PrintableText.report($0) }, make)
  }

  /// Writes a machine format (JSON, SARIF) that `make` writes in pieces, each as it is made.
  mutating func write(_ make: (inout TextPieces) -> Void) {
    TextPieces.writing(to: { output += $0 }, make)
  }

  /// Writes `accessgroups: message` to standard error, then each detail indented on a line
  /// of its own, and returns ``ExitCode/badInput``.
  ///
  /// The message and each detail are one ``PrintableText`` line: error messages quote
  /// paths and values from the files read.
  mutating func fail(_ message: String, details: [String] = []) -> ExitCode {
    errors += "accessgroups: \(PrintableText.line(message))\n"
    for detail in details { errors += "  \(PrintableText.line(detail))\n" }
    return .badInput
  }

}

extension URL {
  /// A file URL for a path given on the command line: absolute as given, or relative to a
  /// directory.
  init(commandLinePath path: String, relativeTo directory: URL) {
    if path.hasPrefix("/") {
      self = URL(fileURLWithPath: path)
    } else {
      self = URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL
    }
  }
}
