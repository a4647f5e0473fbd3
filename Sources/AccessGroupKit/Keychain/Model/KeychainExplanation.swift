/// Why a SecItem call returned the status it did, in terms a developer can act on.
///
/// Every non-success status an ``ItemStore`` returns carries one: the rule of
/// <doc:KeychainRules> that decided it, a one-line summary, the inputs that triggered it, and
/// a fix when one is likely.
public struct KeychainExplanation: Hashable, Sendable, CustomStringConvertible {
  /// The status explained.
  public var status: KeychainStatus

  /// The rule that decided the status, for example `§2.6`: a numbered heading of
  /// <doc:KeychainRules>, sometimes followed by a note such as `(App Clips)`.
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
  ///   - rule: The rule's number in <doc:KeychainRules>.
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
  ///
  /// These line breaks are the only ones: the summary, details and fix quote names and
  /// values from the caller's dictionaries and entitlements, so a control character in them
  /// is spelled as an escape (`\n`), and a group holding a line break cannot start a line of
  /// a report or a CI log.
  ///
  /// A numbered rule names where it is documented, so a reader who has only the message can
  /// find it: `errSecMissingEntitlement (-34018) [§2.6 in Keychain Rules]: …`.
  public var description: String {
    // Appended in place: a scenario renders one explanation per failing step.
    var text = String(describing: status)
    text += " ["
    text += rule
    if rule.hasPrefix("§") { text += " in Keychain Rules" }
    text += "]: "
    text += PrintableText.line(summary)
    for detail in details {
      text += "\n  - "
      text += PrintableText.line(detail)
    }
    if let fix {
      text += "\n  fix: "
      text += PrintableText.line(fix)
    }
    return text
  }
}
