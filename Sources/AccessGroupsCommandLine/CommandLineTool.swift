import AccessGroupKit
import Foundation

/// The `accessgroups` command-line tool, callable in-process.
///
/// `accessgroups` turns an app's entitlements into the ordered list of keychain access
/// groups the OS gives it (`accessgroups resolve FILE`). The executable's `main.swift` only
/// calls ``run(_:standardOutput:standardError:currentDirectory:)``; tests call it directly.
///
/// Exit codes: 0 when the command succeeded without error findings, 1 when a finding has
/// severity error (`--fail-on` chooses warning, error or never), 2 on bad input (an unknown
/// option or command, an unreadable or malformed file, an unexpanded build variable in a
/// keychain entitlement).
public enum CommandLineTool {
  /// Runs the tool.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the tool's name, such as `["resolve", "App.entitlements"]`.
  ///   - standardOutput: Where results go.
  ///   - standardError: Where error messages go.
  ///   - currentDirectory: The directory relative paths are resolved against.
  ///   - environment: The variables a command may read, such as `ACCESSGROUPKIT_BUNDLE_ID`.
  ///   - standardInput: Reads all of standard input when an option is given `-` as its
  ///     file; called at most once. Without it, standard input is empty.
  /// - Returns: The exit code: 0, 1 or 2.
  public static func run(
    _ arguments: [String],
    standardOutput: inout some TextOutputStream,
    standardError: inout some TextOutputStream,
    currentDirectory: URL,
    environment: [String: String] = [:],
    standardInput: @escaping () -> Data = { Data() }
  ) -> Int32 {
    var context = CommandContext(currentDirectory: currentDirectory, environment: environment)
    context.readStandardInput = standardInput
    // Standard output is written as the command makes it; the writer is taken back before
    // the command returns, so it never outlives `standardOutput`.
    let code = withoutActuallyEscaping({ (text: String) in standardOutput.write(text) }) {
      write in
      context.output.write = write
      defer {
        context.output.flush()
        context.output.write = nil
      }
      return dispatch(arguments, context: &context)
    }
    standardError.write(context.errors)
    return code.rawValue
  }

  /// Reads the process's standard input to its end, or to one byte past the largest input
  /// the tool reads from a stream (128 MiB): a stream has no size to check first, and
  /// `/dev/zero` piped into `--build-settings-json -` never ends.
  ///
  /// - Returns: The bytes read; more than the largest input only when the stream is too long.
  public static func readStandardInput() -> Data {
    var data = Data()
    let handle = FileHandle.standardInput
    while data.count <= InputFile.maximumStreamSize {
      let chunk = handle.readData(ofLength: 1 << 20)
      if chunk.isEmpty { break }
      data.append(chunk)
    }
    return data
  }

  private static func dispatch(_ arguments: [String], context: inout CommandContext) -> ExitCode {
    guard let first = arguments.first else {
      context.errors += overview
      return .badInput
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "--help", "-h":
      context.output += overview
      return .success
    case "--version":
      context.print(ToolVersion.current)
      return .success
    case "help":
      return help(rest, context: &context)
    default:
      break
    }
    guard let command = Commands.named(first) else {
      guard !first.hasPrefix("-") else {
        let name = String(first.drop { $0 == "-" })
        if let closest = NameSuggestion.closest(to: name, among: ["help", "version"]) {
          return context.fail("unknown option '\(first.excerpted)'; did you mean '--\(closest)'?")
        }
        return context.fail("unknown option '\(first.excerpted)'; see 'accessgroups --help'")
      }
      return context.fail(unknownCommandMessage(first))
    }
    let parsed: ParsedArguments
    do {
      parsed = try ArgumentParser(options: command.options).parse(rest)
    } catch {
      return context.fail(error.message(for: command))
    }
    if parsed[SharedOptions.help] {
      context.output += command.help
      return .success
    }
    return Containment.run(parsed, currentDirectory: context.currentDirectory) {
      command.run(parsed, &context)
    }
  }

  private static func help(_ arguments: [String], context: inout CommandContext) -> ExitCode {
    guard let name = arguments.first else {
      context.output += overview
      return .success
    }
    guard arguments.count == 1, let command = Commands.named(name) else {
      return context.fail(unknownCommandMessage(name))
    }
    context.output += command.help
    return .success
  }

  /// `unknown command 'reslove'; did you mean 'resolve'?`, or a pointer to the command list
  /// when no command is close.
  private static func unknownCommandMessage(_ name: String) -> String {
    let suggestion = NameSuggestion.clause(for: name, among: Commands.all.map(\.name) + ["help"])
    guard suggestion.isEmpty else { return "unknown command '\(name.excerpted)'\(suggestion)" }
    return "unknown command '\(name.excerpted)'; see 'accessgroups --help'"
  }

  /// The text of `accessgroups --help`.
  static var overview: String {
    let width = Commands.all.map(\.name.count).max() ?? 0
    var text = """
      accessgroups \(ToolVersion.current): the keychain access groups Apple's OS gives an app.

      Usage: accessgroups COMMAND [options]
             accessgroups help COMMAND
             accessgroups --version

      Commands:

      """
    for command in Commands.all {
      let padding = String(repeating: " ", count: width - command.name.count)
      text += "  \(command.name)\(padding)  \(command.summary)\n"
    }
    text += """

      Exit codes: 0 success, 1 a finding of severity error (see --fail-on), 2 bad input.
      Run 'accessgroups help COMMAND' for a command's options.

      """
    return text
  }
}
