import AccessGroupKit

/// Which findings fail a `resolve` or `lint` run (exit code 1): `--fail-on
/// warning|error|never`.
///
/// CI chooses how strict to be: `warning` also fails on probable mistakes such as a group
/// without the team prefix, `never` reports without failing. Notes never fail a run.
enum FailureThreshold: String, CaseIterable, Sendable {
  /// A warning or an error fails the run.
  case warning
  /// An error fails the run (the default).
  case error
  /// No finding fails the run.
  case never

  /// `--fail-on LEVEL`.
  static let option: Option<String?> = .value(
    "fail-on", "LEVEL", "warning, error (default) or never: what makes the exit code 1.")

  /// The threshold `--fail-on` gives, ``error`` when it is not given.
  ///
  /// - Parameter arguments: The parsed command line.
  /// - Throws: ``BadInput`` for an unknown level.
  init(_ arguments: ParsedArguments) throws(BadInput) {
    guard let text = arguments[Self.option] else {
      self = .error
      return
    }
    guard let threshold = Self(rawValue: text.lowercased()) else {
      throw BadInput(
        message: "unknown --fail-on level '\(text.excerpted)'; expected warning, error or never"
          + NameSuggestion.clause(for: text, among: Self.allCases.map(\.rawValue)))
    }
    self = threshold
  }

  /// The least severity that fails a run, or `nil` when none does.
  var leastFailingSeverity: Finding.Severity? {
    switch self {
    case .warning: .warning
    case .error: .error
    case .never: nil
    }
  }

  /// The exit code for a run, given whether it found anything at least as severe as a
  /// severity (``FamilyLintReport/hasFindings(atLeast:)`` for `lint`).
  ///
  /// - Parameter hasFindings: Whether the run found a finding of a severity or a greater one.
  /// - Returns: ``ExitCode/findingsFailed`` when a finding reaches the threshold,
  ///   ``ExitCode/success`` otherwise.
  func exitCode(hasFindings: (_ atLeast: Finding.Severity) -> Bool) -> ExitCode {
    guard let least = leastFailingSeverity else { return .success }
    return hasFindings(least) ? .findingsFailed : .success
  }
}
