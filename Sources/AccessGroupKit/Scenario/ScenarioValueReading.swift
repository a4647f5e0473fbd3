/// What reading a step's values needs besides the reader: the names earlier steps captured,
/// and, as it reads, the places that use them.
struct ScenarioValueReading {
  /// The names that may be used here: those captured by earlier steps, in the order they were
  /// captured, and for a step's comparisons also its own.
  var capturedNames = ScenarioCapturedNames()

  /// The part of the step being read, for the uses it records.
  var part: ScenarioCapturedValueUse.Part = .dictionary

  /// The places read so far that take a captured value.
  var uses: [ScenarioCapturedValueUse] = []

  /// Checks that `name` is among ``capturedNames``.
  ///
  /// - Throws: ``ScenarioError`` at `path` naming the names captured so far, or saying there
  ///   are none yet.
  func checkCaptured(
    _ name: String, at path: JSONPath, reader: ScenarioJSONReader
  ) throws(ScenarioError) {
    guard !capturedNames.contains(name) else { return }
    let names = capturedNames.all
    let known =
      names.isEmpty
      ? "no value is captured yet"
      : "the names captured so far are " + ShortList.joined(names)
    throw reader.error(
      path,
      "'\(name.excerpted)' is not captured at this point; \(known)"
        + NameSuggestion.clause(for: name, among: names))
  }
}
