/// An expectation that one captured value is earlier than, later than or equal to another
/// (`"later": ["mdatAfter", "mdatBefore"]`).
///
/// Both operands are names of values captured by this step or an earlier one. `earlier` and
/// `later` order two dates by time or two numbers by value, and fail for any other pair;
/// `equal` holds when the two values are the same value of the same kind, so `true` is not
/// equal to `1`.
package struct ScenarioComparison: Hashable, Sendable {
  /// How the first value must relate to the second.
  package enum Relation: String, CaseIterable, Hashable, Sendable {
    /// The first comes before the second.
    case earlier
    /// The first comes after the second.
    case later
    /// The two are the same value.
    case equal
  }

  /// How ``first`` must relate to ``second``.
  package var relation: Relation

  /// The captured name of the value on the left.
  package var first: String

  /// The captured name of the value on the right.
  package var second: String

  /// Creates a comparison.
  ///
  /// - Parameters:
  ///   - relation: How the first value must relate to the second.
  ///   - first: The captured name on the left.
  ///   - second: The captured name on the right.
  package init(_ relation: Relation, _ first: String, _ second: String) {
    self.relation = relation
    self.first = first
    self.second = second
  }

  /// Says how the captured values fail the comparison.
  ///
  /// - Parameter captured: The values captured so far, by name.
  /// - Returns: A sentence such as `expected mdatAfter {"date": …} later than mdatBefore
  ///   {"date": …}`, or `nil` when the comparison holds.
  package func mismatch(captured: [String: PropertyListValue]) -> String? {
    guard let left = captured[first] else { return "nothing was captured as '\(first.excerpted)'" }
    guard let right = captured[second] else {
      return "nothing was captured as '\(second.excerpted)'"
    }
    let holds: Bool
    switch relation {
    case .equal: holds = left == right
    case .earlier: holds = Self.order(left, right) == .some(true)
    case .later: holds = Self.order(right, left) == .some(true)
    }
    if holds { return nil }
    return
      "expected \(first) \(left.jsonText.excerpted) \(phrase) \(second) \(right.jsonText.excerpted)"
  }

  private var phrase: String {
    switch relation {
    case .earlier: "earlier than"
    case .later: "later than"
    case .equal: "equal to"
    }
  }

  /// Whether `left` comes before `right`; `nil` when the two can't be ordered.
  private static func order(_ left: PropertyListValue, _ right: PropertyListValue) -> Bool? {
    switch (left, right) {
    case (.date(let left), .date(let right)): left < right
    case (.integer(let left), .integer(let right)): left < right
    case (.integer(let left), .real(let right)): Double(left) < right
    case (.real(let left), .integer(let right)): left < Double(right)
    case (.real(let left), .real(let right)): left < right
    default: nil
    }
  }
}
