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
  /// - Throws: ``BuildSettingsError/malformedReference(value:reason:)`` as
  ///   ``BuildSettingExpression/init(parsing:)`` does.
  func expression(parsing text: String) throws(BuildSettingsError) -> BuildSettingExpression {
    if let known = state.withLock({ $0.expressions[text] }) { return known }
    let expression = try BuildSettingExpression(parsing: text)
    state.withLock {
      $0.expressions[text] = expression
      $0.parseCount += 1
    }
    return expression
  }
}
