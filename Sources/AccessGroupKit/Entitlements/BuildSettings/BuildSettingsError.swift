/// Why build settings could not be read or a value could not be expanded.
///
/// Every case names what is wrong and where: the variable and the entitlement, the file and
/// the line, or the variables that form a cycle.
public enum BuildSettingsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A variable has no value in a place where an empty expansion would change what the app
  /// may access.
  ///
  /// - Parameters:
  ///   - name: The variable, such as `BASE_BUNDLE_ID`.
  ///   - entitlement: The entitlement whose value referenced it, or `nil` when a string was
  ///     expanded on its own with ``BuildSettings/expand(_:)``.
  ///   - value: The value as written, such as `$(AppIdentifierPrefix)$(BASE_BUNDLE_ID)`.
  case undefinedVariable(name: String, entitlement: EntitlementKey?, value: String)

  /// Settings refer to each other in a loop (`A = $(B)`, `B = $(A)`) or a setting refers to
  /// itself.
  ///
  /// - Parameter variables: The loop in the order it was followed; the first name is
  ///   repeated at the end (`["A", "B", "A"]`).
  case cycle(variables: [String])

  /// A reference is not well formed: an unterminated `$(`, an empty operator name, or an
  /// operator this package does not evaluate.
  ///
  /// - Parameters:
  ///   - value: The value that holds the reference.
  ///   - reason: What is wrong.
  case malformedReference(value: String, reason: String)

  /// A file could not be read: it is missing, unreadable, or not UTF-8.
  ///
  /// - Parameters:
  ///   - file: The path.
  ///   - reason: What went wrong.
  case unreadableFile(file: String, reason: String)

  /// A line of an `.xcconfig` file is neither blank, a comment, an `#include` nor an
  /// assignment.
  ///
  /// - Parameters:
  ///   - file: The file's path or name.
  ///   - line: The one-based line number.
  ///   - reason: What is wrong with the line.
  case malformedXcconfig(file: String, line: Int, reason: String)

  /// A file was named (by an `#include`, a setting or the caller) that is never read: a
  /// named pipe, socket or device, a pseudo file under `/proc`, `/sys` or `/dev`, or, in a
  /// contained run, a file outside the inputs' root.
  ///
  /// - Parameters:
  ///   - file: The path.
  ///   - reason: What the file is and what named it.
  case refusedFile(file: String, reason: String)

  /// A value expands to more than `BuildSettingEvaluator.maximumLength` bytes, as settings
  /// that repeat each other (`L1 = $(L0)$(L0)`) or `$(inherited)` do.
  ///
  /// - Parameters:
  ///   - name: The setting whose expansion grew too long, or `nil` for the value itself.
  ///   - limit: The cap, in UTF-8 bytes.
  case expansionTooLong(name: String?, limit: Int)

  /// `.xcconfig` files include (directly or not) more files, or nest deeper, than a
  /// project plausibly does.
  ///
  /// - Parameters:
  ///   - files: The chain of includes that reached the limit, outermost first.
  ///   - reason: Which limit.
  case tooManyIncludes(files: [String], reason: String)

  /// `.xcconfig` files include each other in a loop.
  ///
  /// Xcode warns and skips the repeated include; this package reports it as an error so a
  /// configuration that would be read differently from how it looks is never used silently.
  ///
  /// - Parameter files: The chain of includes; the first file is repeated at the end.
  case includeCycle(files: [String])

  /// A sentence naming what is wrong and where.
  public var description: String {
    switch self {
    case .undefinedVariable(let name, let entitlement, let value):
      let quoted = value.excerpted
      let reference = "$(\(name.excerpted))"
      if let entitlement {
        return "\(entitlement.rawValue): `\(quoted)` uses \(reference), which is not defined"
      }
      return "`\(quoted)` uses \(reference), which is not defined"
    case .cycle(let variables):
      let names = variables.map(\.excerpted)
      return "build settings refer to each other in a cycle: \(names.joined(separator: " -> "))"
    case .malformedReference(let value, let reason):
      return "malformed build setting reference in "
        + "`\(value.excerpted)`: \(reason)"
    case .unreadableFile(let file, let reason):
      return "\(file): cannot be read: \(reason)"
    case .refusedFile(let file, let reason):
      return "\(file): refused: \(reason)"
    case .malformedXcconfig(let file, let line, let reason):
      return "\(file):\(line): \(reason)"
    case .expansionTooLong(let name, let limit):
      return (name.map { "$(\($0))" } ?? "the value")
        + " expands to more than \(limit) bytes, the most a build setting may expand to here"
    case .tooManyIncludes(let files, let reason):
      return "xcconfig includes \(reason): \(files.joined(separator: " -> "))"
    case .includeCycle(let files):
      return "xcconfig files include each other in a cycle: \(files.joined(separator: " -> "))"
    }
  }
}
