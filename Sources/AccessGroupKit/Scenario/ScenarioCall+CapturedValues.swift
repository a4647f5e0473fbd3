extension ScenarioCall {
  /// The call with every place in ``capturedValueUses`` filled from `captured`.
  ///
  /// - Parameter captured: The values earlier steps captured, by name.
  /// - Returns: The call as it runs; a place whose name has no value keeps its placeholder.
  func fillingCapturedValues(from captured: [String: PropertyListValue]) -> ScenarioCall {
    var call = self
    for use in capturedValueUses {
      guard let value = captured[use.name] else { continue }
      switch use.part {
      case .dictionary:
        call.dictionary =
          use.path.replacing(in: .dictionary(call.dictionary), with: value).dictionaryValue
          ?? call.dictionary
      case .attributesToUpdate:
        guard let changes = call.attributesToUpdate else { continue }
        call.attributesToUpdate =
          use.path.replacing(in: .dictionary(changes), with: value).dictionaryValue ?? changes
      case .expectedResult:
        guard case .value(let expected)? = call.expectation?.result else { continue }
        call.expectation?.result = .value(use.path.replacing(in: expected, with: value))
      }
    }
    return call
  }

  /// Takes the parts of `result` named by ``captures``.
  ///
  /// - Parameter result: The call's result, or `nil` when it returned none.
  /// - Returns: The captured values by name, and a sentence about the first capture that
  ///   found nothing, if one did.
  func capturedValues(
    from result: PropertyListValue?
  ) -> (values: [String: PropertyListValue], failure: String?) {
    var values: [String: PropertyListValue] = [:]
    var failure: String?
    for (name, path) in captures.sorted(by: { $0.key < $1.key }) {
      if let value = path.value(in: result) {
        values[name] = value
      } else if failure == nil {
        let reason = result == nil ? "the call returned no result" : "the result has no \(path)"
        failure = "nothing to capture as '\(name.excerpted)': \(reason)"
      }
    }
    return (values, failure)
  }
}
