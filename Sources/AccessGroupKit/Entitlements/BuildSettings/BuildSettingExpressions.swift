/// Parsed build-setting values by their text, shared by the expansions of many apps.
///
/// Apps written alike (a scenario of thousands, targets sharing an entitlements file) expand
/// the same few values, such as `$(AppIdentifierPrefix)shared`, each with its own settings:
/// the text parses the same way every time, so it is parsed once and only evaluated per app.
/// A value that does not parse is not kept; parsing it again throws the same error.
final class BuildSettingExpressions: Sendable {
  private struct State {
    var expressions: [String: BuildSettingExpression] = [:]
    var parseCount = 0
  }

  private let state = Locked(State())

  /// How many values were parsed rather than found: one per distinct text.
  var parseCount: Int { state.withLock { $0.parseCount } }

  /// The parsed `text`, parsed the first time it is asked for.
  ///
  /// A new text is parsed while the table is locked, so threads that expand apps or targets
  /// at the same time never parse one text twice; a value takes microseconds to parse.
  ///
  /// - Throws: ``BuildSettingsError/malformedReference(value:reason:)`` as
  ///   ``BuildSettingExpression/init(parsing:)`` does.
  func expression(parsing text: String) throws(BuildSettingsError) -> BuildSettingExpression {
    try state.withLock { state -> Result<BuildSettingExpression, BuildSettingsError> in
      if let known = state.expressions[text] { return .success(known) }
      let parsed = Result { () throws(BuildSettingsError) in
        try BuildSettingExpression(parsing: text)
      }
      if case .success(let expression) = parsed {
        state.expressions[text] = expression
        state.parseCount += 1
      }
      return parsed
    }.get()
  }
}
