import AccessGroupKit

/// Splits a command's arguments into options and positional arguments.
///
/// The conventions are the usual ones: `--name value` and `--name=value`, flags without a
/// value, options that may be repeated, `--` to end the options, `-h` for `--help`, and a
/// lone `-` or a negative number (`-34018`) as a positional argument. Options and positional arguments may be mixed.
struct ArgumentParser: Sendable {
  /// The options the command accepts (`--help` is always accepted).
  var options: [OptionSpecification]

  /// Creates a parser for a set of options.
  init(options: [OptionSpecification]) {
    self.options = options
  }

  /// Parses arguments.
  ///
  /// - Parameter arguments: The command's arguments, without the tool and command names.
  /// - Returns: The options and positional arguments.
  /// - Throws: ``ArgumentParsingError`` for an unknown option, a missing or unexpected
  ///   value, or an option given twice that may be given only once.
  func parse(_ arguments: [String]) throws(ArgumentParsingError) -> ParsedArguments {
    let help = SharedOptions.help.specification
    var parsed = ParsedArguments()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        parsed.positionals += remaining
        break
      }
      if argument == "-h" {
        parsed.flags.insert(help.name)
        continue
      }
      guard argument.hasPrefix("-"), argument != "-", !Self.isNegativeNumber(argument) else {
        parsed.positionals.append(argument)
        continue
      }
      guard argument.hasPrefix("--") else { throw .unknownOption(argument) }
      let body = argument.dropFirst(2)
      let name: String
      var inlineValue: String?
      if let equals = body.firstIndex(of: "=") {
        name = String(body[..<equals])
        inlineValue = String(body[body.index(after: equals)...])
      } else {
        name = String(body)
      }
      if name == help.name {
        guard inlineValue == nil else { throw .unexpectedValue(option: help.synopsis) }
        parsed.flags.insert(help.name)
        continue
      }
      guard let option = options.first(where: { $0.name == name }) else {
        throw .unknownOption("--\(name)")
      }
      if option.takesValue {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if let next = remaining.popFirst() {
          value = next
        } else {
          throw .missingValue(option: option.synopsis)
        }
        if !option.isRepeatable, parsed.values[name] != nil {
          throw .repeated(option: "--\(name)")
        }
        parsed.values[name, default: []].append(value)
      } else {
        guard inlineValue == nil else { throw .unexpectedValue(option: "--\(name)") }
        parsed.flags.insert(name)
      }
    }
    return parsed
  }
}

extension ArgumentParser {
  /// Whether an argument is a negative decimal number such as `-34018`, which is a
  /// positional argument (an `OSStatus`), not an option.
  static func isNegativeNumber(_ argument: String) -> Bool {
    let digits = argument.dropFirst()
    return argument.hasPrefix("-") && !digits.isEmpty
      && digits.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
  }
}

/// What ``ArgumentParser`` found: option values, flags and positional arguments.
struct ParsedArguments: Hashable, Sendable {
  /// The values of options that take one, in the order given, by option name.
  var values: [String: [String]] = [:]

  /// The flags given, by name (`help` for `--help` and `-h`).
  var flags: Set<String> = []

  /// The positional arguments, in order.
  var positionals: [String] = []

  /// The value of an option given once, by name, or `nil` when it was not given.
  ///
  /// Commands read an ``Option`` through its typed subscript instead, so that the name
  /// is spelt once, where the option is declared.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value of a repeatable option, by name, in the order given.
  func allValues(_ name: String) -> [String] { values[name] ?? [] }

  /// Whether a flag was given, by name.
  func isSet(_ name: String) -> Bool { flags.contains(name) }
}

/// Why a command's arguments could not be parsed.
enum ArgumentParsingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An option the command does not accept.
  case unknownOption(String)
  /// An option that needs a value came last.
  case missingValue(option: String)
  /// A flag was given a value with `=`.
  case unexpectedValue(option: String)
  /// An option that may be given once was given again.
  case repeated(option: String)

  var description: String {
    switch self {
    case .unknownOption(let option): "unknown option '\(option.excerpted)'"
    case .missingValue(let option): "missing value for '\(option.excerpted)'"
    case .unexpectedValue(let option): "option '\(option.excerpted)' does not take a value"
    case .repeated(let option): "option '\(option.excerpted)' may be given only once"
    }
  }
}
