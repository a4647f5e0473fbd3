/// Why an Xcode project or workspace could not be read.
public enum XcodeProjectError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A file or folder is missing or cannot be read.
  ///
  /// - Parameters:
  ///   - file: The path.
  ///   - reason: What went wrong.
  case unreadable(file: String, reason: String)

  /// `project.pbxproj` is not a well-formed property list.
  ///
  /// - Parameter error: Where and why parsing stopped.
  case malformedPropertyList(OpenStepPropertyListError)

  /// The property list parses but does not describe a project: no root object, or an
  /// object of the wrong kind where the format requires one.
  ///
  /// - Parameters:
  ///   - file: The `project.pbxproj` path.
  ///   - reason: What is missing or wrong.
  case malformedProject(file: String, reason: String)

  /// The project's signed targets list more groups than a family may
  /// (``AppFamily/maximumListedGroups``).
  ///
  /// - Parameters:
  ///   - file: The project or workspace.
  ///   - error: Which target passed the budget.
  case tooManyGroups(file: String, AppFamilyError)

  /// No signed target has the name asked for.
  ///
  /// - Parameters:
  ///   - name: The name asked for.
  ///   - available: The signed targets' names.
  case unknownTarget(name: String, available: [String])

  /// No build configuration has the name asked for.
  ///
  /// - Parameters:
  ///   - name: The name asked for, such as `Release`.
  ///   - available: The configurations the project has.
  case unknownConfiguration(name: String, available: [String])

  /// A sentence naming what is wrong and where.
  public var description: String {
    switch self {
    case .unreadable(let file, let reason):
      return "\(file): cannot be read: \(reason)"
    case .malformedPropertyList(let error):
      return error.description
    case .malformedProject(let file, let reason):
      return "\(file): not an Xcode project: \(reason)"
    case .tooManyGroups(let file, let error):
      return "\(file): too large to check: \(error)"
    case .unknownTarget(let name, let available):
      return "no signed target named `\(name.excerpted)`; the signed targets are: "
        + ShortList.joined(available)
    case .unknownConfiguration(let name, let available):
      return "no build configuration named `\(name.excerpted)`; the project has: "
        + ShortList.joined(available)
    }
  }
}
