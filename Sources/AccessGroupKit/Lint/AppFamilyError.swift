/// Why an ``AppFamily`` could not be formed.
public enum AppFamilyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A target has an empty name.
  case emptyTargetName

  /// Two targets have the same name.
  ///
  /// - Parameter name: The name given twice.
  case duplicateTargetName(String)

  /// A sentence naming what is wrong.
  public var description: String {
    switch self {
    case .emptyTargetName:
      "a target has an empty name; every target needs a name"
    case .duplicateTargetName(let name):
      "two targets are named '\(name)'; target names must be unique"
    }
  }
}
