extension ScenarioCall {
  /// The call with every place in ``capturedValueUses`` filled from `captured`.
  ///
  /// - Parameter captured: The values earlier steps captured, by name.
  /// - Returns: The call as it runs; a place whose name has no value keeps its placeholder.
  func fillingCapturedValues(from captured: [String: PropertyListValue]) -> ScenarioCall {
    var call = self
    // Each part is filled in place, all its uses at once.
    var dictionary = PropertyListValue.dictionary(call.dictionary)
    var changes = call.attributesToUpdate.map(PropertyListValue.dictionary)
    var expected: PropertyListValue?
    if case .value(let value)? = call.expectation?.result { expected = value }
    for use in capturedValueUses {
      guard let value = captured[use.name] else { continue }
      switch use.part {
      case .dictionary: use.path.replace(in: &dictionary, with: value)
      case .attributesToUpdate:
        if changes != nil { use.path.replace(in: &changes!, with: value) }
      case .expectedResult:
        if expected != nil { use.path.replace(in: &expected!, with: value) }
      }
    }
    call.dictionary = dictionary.dictionaryValue ?? call.dictionary
    if let changes { call.attributesToUpdate = changes.dictionaryValue ?? call.attributesToUpdate }
    if let expected { call.expectation?.result = .value(expected) }
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
