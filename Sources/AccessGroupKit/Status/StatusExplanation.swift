/// What a keychain status means, call by call, and what usually causes it — the text of
/// `accessgroups explain`, much like `security error` on macOS but with the keychain's
/// access-group rules behind it.
///
/// ```swift
/// let explanation = StatusExplanation(status: .missingEntitlement)
/// print(explanation.text)
/// ```
///
/// Every status in ``KeychainStatus/allKnown`` has an explanation; for any other number
/// ``isKnown`` is `false` and the text says so.
package struct StatusExplanation: Hashable, Sendable {
  /// A common cause of a status and what to check or change.
  package struct Cause: Hashable, Sendable {
    /// What went wrong, such as "The app's entitlements lack the group".
    package var cause: String

    /// What to check or change.
    package var check: String

    /// Creates a cause.
    ///
    /// - Parameters:
    ///   - cause: What went wrong.
    ///   - check: What to check or change.
    package init(cause: String, check: String) {
      self.cause = cause
      self.check = check
    }
  }

  /// The status explained.
  package var status: KeychainStatus

  /// Whether the simulation knows the status (it is in ``KeychainStatus/allKnown``).
  package var isKnown: Bool

  /// What the status means, in one or two sentences.
  package var summary: String

  /// What the status means for each SecItem call, keyed by function.
  package var calls: [KeychainCall: String]

  /// Common causes, most common first, each with what to check.
  package var causes: [Cause]

  /// Other Security constant names with the same value, such as the private
  /// `errSecItemIllegalQuery` for `errSecParam`.
  package var aliases: [String]

  /// The rules the explanation rests on, such as `§1.6`: numbered headings of
  /// <doc:KeychainRules>, the same numbers ``KeychainExplanation/rule`` uses.
  package var references: [String]

  /// Creates the explanation of a status.
  ///
  /// - Parameter status: Any status; unknown values get an explanation that says the
  ///   simulation does not know them.
  package init(status: KeychainStatus) {
    self.status = status
    guard let guide = KeychainStatus.guide[status.rawValue] else {
      isKnown = false
      let negated = Self.knownNegation(of: status)
      summary =
        (negated.map { "Did you mean \($0.rawValue), \($0.name ?? "a keychain status")? " } ?? "")
        + "OSStatus \(status.rawValue) is not a keychain status the simulation knows. It may "
        + "come from another framework (Foundation, CoreFoundation or a POSIX errno), or "
        + "from a part of Security this package does not model."
      calls = [:]
      causes = [
        Cause(
          cause: "The number comes from another API",
          check: "On macOS, `security error \(status.rawValue)` prints the system's text; "
            + "search Apple's headers (SecBase.h, MacErrors.h, cssmerr.h) for the value.")
      ]
      if let negated {
        causes.insert(
          Cause(
            cause: "The minus sign was dropped",
            check: "Keychain statuses are negative: look up \(negated.rawValue) "
              + "(\(negated.name ?? "a keychain status")) instead."),
          at: 0)
      }
      aliases = []
      references = ["§6"]
      return
    }
    isKnown = true
    summary = guide.summary
    calls = guide.calls
    causes = guide.causes
    aliases = KeychainStatus.aliases[status.rawValue] ?? []
    references = guide.references
  }

  /// The known status whose value is `status` with a minus sign, for a positive number that
  /// most likely lost its sign (`34018` for `errSecMissingEntitlement`); `nil` otherwise.
  private static func knownNegation(of status: KeychainStatus) -> KeychainStatus? {
    guard status.rawValue > 0 else { return nil }
    let negated = KeychainStatus(rawValue: -status.rawValue)
    return KeychainStatus.guide[negated.rawValue] == nil ? nil : negated
  }

  /// Finds the status a name or number stands for and explains it.
  ///
  /// Accepts a decimal number (`-34018`, any value), a Security constant name
  /// (`errSecMissingEntitlement`) or one of the private aliases Apple defines as another
  /// status's value (`errSecItemIllegalQuery` is `errSecParam`).
  ///
  /// - Parameter text: A number or a constant name.
  /// - Returns: The explanation, or `nil` when `text` is neither a number nor a known name.
  package init?(parsing text: String) {
    let trimmed = text.trimmingWhitespace()
    if let status = KeychainStatus(parsing: trimmed) {
      self.init(status: status)
      return
    }
    guard
      let entry = KeychainStatus.aliases.first(where: { $0.value.contains(trimmed) })
    else { return nil }
    self.init(status: KeychainStatus(rawValue: entry.key))
  }

  /// Every name ``init(parsing:)`` accepts: the Security constants, then Apple's private
  /// aliases; what a misspelled name is compared with for a suggestion.
  package static var knownNames: [String] {
    KeychainStatus.allKnown.compactMap(\.name)
      + KeychainStatus.aliases.keys.sorted(by: >).flatMap { KeychainStatus.aliases[$0] ?? [] }
  }

  /// Apple's text for the status (``KeychainStatus/message``), `OSStatus <n>` when it has
  /// none.
  package var message: String { status.message }

  /// What the status means for one call.
  ///
  /// - Parameter call: A SecItem function.
  /// - Returns: The meaning, or `nil` for a status the simulation does not know.
  package func meaning(for call: KeychainCall) -> String? { calls[call] }
}
