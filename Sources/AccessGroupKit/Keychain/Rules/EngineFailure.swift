/// A failing status with its explanation, thrown inside the engine's pipelines.
struct EngineFailure: Error {
  var status: KeychainStatus
  var explanation: KeychainExplanation

  init(
    _ status: KeychainStatus, rule: String, _ summary: String, details: [String] = [],
    fix: String? = nil
  ) {
    self.status = status
    self.explanation = KeychainExplanation(
      status: status, rule: rule, summary: summary, details: details, fix: fix)
  }

  /// `errSecParam` for a value that failed to convert (§2.1).
  static func invalidValue(_ key: String, _ value: InputValue, expected: String) -> Self {
    Self(
      .parameter, rule: "§2.1",
      "The value of \(key) cannot be converted to the attribute's type.",
      details: ["\(key) = \(value.summary)", "expected: \(expected)"],
      fix: "Pass \(key) as \(expected).")
  }
}
