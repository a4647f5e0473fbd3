import AccessGroupKit

extension Command {
  /// `accessgroups explain STATUS`: what a keychain status means and what causes it.
  static var explain: Command {
    Command(
      name: "explain",
      summary: "Explain a keychain status: Apple's message, each SecItem call, common causes.",
      usage: "explain STATUS [--json]",
      discussion: """
        STATUS is a number (-34018) or a Security constant name (errSecMissingEntitlement,
        or a private alias such as errSecItemIllegalQuery). Like 'security error' on macOS,
        with what the status means for SecItemAdd, SecItemCopyMatching, SecItemUpdate and
        SecItemDelete and what to check. Any number is accepted (exit 0); one the
        simulation does not know prints 'OSStatus N' and says so, and suggests -N when that
        is a keychain status (34018: did you mean -34018?). A word that is neither a
        number nor a known name is bad input (exit 2). Rule numbers such as §2.6 are
        headings of the article "Keychain Rules" in AccessGroupKit's documentation.
        """,
      options: [SharedOptions.json],
      run: { arguments, context in
        guard let text = arguments.positionals.first else {
          return context.fail("explain needs a STATUS; see 'accessgroups help explain'")
        }
        guard arguments.positionals.count == 1 else {
          let extra = arguments.positionals.dropFirst().joined(separator: " ")
          return context.fail("explain takes one STATUS; unexpected '\(extra.excerpted)'")
        }
        if Int32(text) == nil, Int64(text) != nil || Double(text) != nil {
          return context.fail(
            "'\(text.excerpted)' is not an OSStatus: a whole number from "
              + "\(Int32.min) to \(Int32.max)")
        }
        guard let explanation = StatusExplanation(parsing: text) else {
          return context.fail(
            "'\(text.excerpted)' is neither a number nor a keychain status name such as "
              + "errSecItemNotFound"
              + NameSuggestion.clause(for: text, among: StatusExplanation.knownNames))
        }
        context.output += arguments[SharedOptions.json] ? explanation.json : explanation.text
        return .success
      }
    )
  }
}
