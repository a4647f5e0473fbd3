/// What reading a step's values needs besides the reader: the names earlier steps captured,
/// and, as it reads, the places that use them.
struct ScenarioValueReading {
  /// The names captured by earlier steps, in the order they were captured.
  var capturedNames: [String] = []

  /// The part of the step being read, for the uses it records.
  var part: ScenarioCapturedValueUse.Part = .dictionary

  /// The places read so far that take a captured value.
  var uses: [ScenarioCapturedValueUse] = []

  /// Checks that `name` was captured by an earlier step.
  ///
  /// - Throws: ``ScenarioError`` at `path` naming the captured names, or saying there are
  ///   none yet.
  func checkCaptured(
    _ name: String, at path: JSONPath, reader: ScenarioJSONReader
  ) throws(ScenarioError) {
    guard !capturedNames.contains(name) else { return }
    let known =
      capturedNames.isEmpty
      ? "no earlier step captures a value"
      : "earlier steps capture " + capturedNames.joined(separator: ", ")
    throw reader.error(
      path,
      "nothing is captured as '\(name)' before this step; \(known)"
        + NameSuggestion.clause(for: name, among: capturedNames))
  }
}
