/// Why a scenario file is invalid: where in the JSON, and what is wrong there.
///
/// An invalid scenario runs no step; `accessgroups simulate` prints this error and exits
/// with status 2. ``path`` uses the scenario's own spelling of keys, such as
/// `steps[3].query.kSecAttrAccount` or `apps["App One"].entitlementsFile`; it is empty when
/// the problem is the file as a whole (unreadable, not JSON).
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scenario file, when the scenario was read from one.
  public var file: String?

  /// The JSON path of the offending value; empty for the whole document.
  public var path: String

  /// What is wrong, in a sentence fragment such as `expected a string, found a number`.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The JSON path of the offending value.
  ///   - message: What is wrong.
  ///   - file: The scenario file.
  package init(path: String, message: String, file: String? = nil) {
    self.path = path
    self.message = message
    self.file = file
  }

  /// `file: path: message`, leaving out the parts that are unknown or empty.
  public var description: String {
    var parts: [String] = []
    if let file { parts.append(file) }
    if !path.isEmpty { parts.append(path) }
    parts.append(message)
    return "invalid scenario: " + parts.joined(separator: ": ")
  }
}
