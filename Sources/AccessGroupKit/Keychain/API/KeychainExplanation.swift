/// Why a SecItem call returned the status it did, in terms a developer can act on.
///
/// Every non-success status an ``ItemStore`` returns carries one: the rule of the
/// specification that decided it, a one-line summary, the inputs that triggered it, and a
/// fix when one is likely.
public struct KeychainExplanation: Hashable, Sendable, CustomStringConvertible {
  /// The status explained.
  public var status: KeychainStatus

  /// The section of the keychain specification that decided the status, for example `§2.6`.
  public var rule: String

  /// One sentence saying what happened.
  public var summary: String

  /// The inputs that triggered the status, one fact per line.
  public var details: [String]

  /// What to change, when a fix is likely.
  public var fix: String?

  /// Creates an explanation.
  ///
  /// - Parameters:
  ///   - status: The status explained.
  ///   - rule: The specification section.
  ///   - summary: One sentence saying what happened.
  ///   - details: The inputs that triggered the status.
  ///   - fix: What to change, if likely.
  package init(
    status: KeychainStatus, rule: String, summary: String, details: [String] = [],
    fix: String? = nil
  ) {
    self.status = status
    self.rule = rule
    self.summary = summary
    self.details = details
    self.fix = fix
  }

  /// Several lines: the status and rule, the summary, the details, and the fix.
  public var description: String {
    var lines = ["\(status) [\(rule)]: \(summary)"]
    lines += details.map { "  - \($0)" }
    if let fix { lines.append("  fix: \(fix)") }
    return lines.joined(separator: "\n")
  }
}
