/// The outcome a scenario step must have: a status, a result, or both; and in format 2,
/// keys that must be absent, the kind and length of values, and how captured values compare.
///
/// Results are compared in the typed domain, after both sides are converted to
/// ``PropertyListValue``:
///
/// - a dictionary matches when every expected key is present with a matching value; other
///   keys are allowed (unless ``resultExact``), and the rule applies to nested dictionaries;
/// - arrays match element by element and must have the same length;
/// - numbers match by value, and `true`/`false` match the numbers 1 and 0, because Apple
///   returns booleans it stored as numbers (`sync` comes back as 0 or 1);
/// - strings and data are different values (a result's `acct` keeps the type it was added
///   with);
/// - ``Result/none`` (`"result": null`) expects no result at all;
/// - ``types`` are strict where matching is not: a boolean is never a number.
package struct ScenarioExpectation: Hashable, Sendable {
  /// What the step expects of the call's result.
  package enum Result: Hashable, Sendable {
    /// The result is not checked (no `result` key).
    case unchecked
    /// No result: the call leaves its result pointer `NULL` (`"result": null`).
    case none
    /// A result that matches this value.
    case value(PropertyListValue)
  }

  /// The status the call must return, if one is stated.
  package var status: KeychainStatus?

  /// What the result must be.
  package var result: Result

  /// Whether a dictionary result must equal the expected one exactly, with no extra keys.
  package var resultExact: Bool

  /// Places the result must not have (`"absent"`), such as `result.v_Data`.
  package var absent: [ScenarioValuePath]

  /// The kind each place in the result must have (`"type"`); the place must exist.
  package var types: [ScenarioValuePath: ScenarioValueType]

  /// The length each place in the result must have (`"length"`); see
  /// `ScenarioValueType.length(of:)`.
  package var lengths: [ScenarioValuePath: Int]

  /// How captured values must compare (`"earlier"`, `"later"`, `"equal"`), checked after the
  /// step's own captures.
  package var comparisons: [ScenarioComparison]

  /// Creates an expectation.
  ///
  /// - Parameters:
  ///   - status: The status the call must return.
  ///   - result: What the result must be.
  ///   - resultExact: Whether dictionaries must match exactly.
  ///   - absent: Places the result must not have.
  ///   - types: The kind of each place in the result.
  ///   - lengths: The length of each place in the result.
  ///   - comparisons: How captured values must compare.
  package init(
    status: KeychainStatus? = nil, result: Result = .unchecked, resultExact: Bool = false,
    absent: [ScenarioValuePath] = [], types: [ScenarioValuePath: ScenarioValueType] = [:],
    lengths: [ScenarioValuePath: Int] = [:], comparisons: [ScenarioComparison] = []
  ) {
    self.status = status
    self.result = result
    self.resultExact = resultExact
    self.absent = absent
    self.types = types
    self.lengths = lengths
    self.comparisons = comparisons
  }

  /// Whether a call's outcome meets the expectation.
  ///
  /// - Parameters:
  ///   - status: The status the call returned.
  ///   - result: The result it returned, or `nil` for none.
  ///   - captured: The values captured so far by name, for ``comparisons``.
  /// - Returns: `true` when the status, the result and the comparisons are as expected.
  package func isMet(
    status: KeychainStatus, result: PropertyListValue?,
    captured: [String: PropertyListValue] = [:]
  ) -> Bool {
    mismatch(status: status, result: result, captured: captured) == nil
  }

  /// Says how a call's outcome differs from the expectation.
  ///
  /// - Parameters:
  ///   - status: The status the call returned.
  ///   - result: The result it returned, or `nil` for none.
  ///   - captured: The values captured so far by name, this step's included, for
  ///     ``comparisons``.
  /// - Returns: A sentence about the first difference, such as
  ///   `expected errSecItemNotFound (-25300)`, or `nil` when the expectation is met.
  package func mismatch(
    status: KeychainStatus, result: PropertyListValue?,
    captured: [String: PropertyListValue] = [:]
  ) -> String? {
    if let expected = self.status, expected != status {
      return "expected \(expected)"
    }
    switch self.result {
    case .unchecked:
      break
    case .none:
      if let result { return "expected no result, got \(result.jsonText.excerpted)" }
    case .value(let expected):
      guard let result else { return "expected result \(expected.jsonText.excerpted), got none" }
      if !Self.matches(expected, result, exact: resultExact) {
        return "expected result \(expected.jsonText.excerpted)"
      }
    }
    return placeMismatch(in: result)
      ?? comparisons.lazy.compactMap { $0.mismatch(captured: captured) }.first
  }

  /// The first place that is present though it must be absent, or lacks its kind or length.
  private func placeMismatch(in result: PropertyListValue?) -> String? {
    for path in absent.sorted(by: { $0.description < $1.description }) {
      if let value = path.value(in: result) {
        return "expected no \(path), got \(value.jsonText.excerpted)"
      }
    }
    for (path, type) in types.sorted(by: { $0.key.description < $1.key.description }) {
      guard let value = path.value(in: result) else {
        return "expected \(path) to be \(type.rawValue), got none"
      }
      let found = ScenarioValueType(of: value)
      if found != type {
        return
          "expected \(path) to be \(type.rawValue), got \(found.rawValue) \(value.jsonText.excerpted)"
      }
    }
    for (path, length) in lengths.sorted(by: { $0.key.description < $1.key.description }) {
      guard let value = path.value(in: result) else {
        return "expected \(path) to have length \(length), got none"
      }
      let found = ScenarioValueType.length(of: value)
      if found != length {
        let actual = found.map { "length \($0)" } ?? "a \(ScenarioValueType(of: value).rawValue)"
        return "expected \(path) to have length \(length), got \(actual)"
      }
    }
    return nil
  }

  /// Whether `actual` matches `expected` under the rules in the type's discussion.
  static func matches(
    _ expected: PropertyListValue, _ actual: PropertyListValue, exact: Bool
  ) -> Bool {
    switch (expected, actual) {
    case (.dictionary(let expected), .dictionary(let actual)):
      if exact, Set(expected.keys) != Set(actual.keys) { return false }
      for (key, value) in expected {
        guard let other = actual[key], matches(value, other, exact: exact) else { return false }
      }
      return true
    case (.array(let expected), .array(let actual)):
      guard expected.count == actual.count else { return false }
      return zip(expected, actual).allSatisfy { matches($0, $1, exact: exact) }
    case (.integer(let expected), .integer(let actual)):
      return expected == actual
    default:
      if let left = numericValue(expected), let right = numericValue(actual) {
        return left == right
      }
      return expected == actual
    }
  }

  private static func numericValue(_ value: PropertyListValue) -> Double? {
    switch value {
    case .integer(let integer): Double(integer)
    case .real(let real): real
    case .bool(let bool): bool ? 1 : 0
    default: nil
    }
  }
}
