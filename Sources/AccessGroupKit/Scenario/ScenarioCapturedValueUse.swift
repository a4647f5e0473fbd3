/// A place in a step where a value captured by an earlier step goes
/// (`{"captured": "ref"}`, format 2).
///
/// The runner puts the captured value there just before the step runs.
package struct ScenarioCapturedValueUse: Hashable, Sendable {
  /// The part of the step that holds the place.
  package enum Part: Hashable, Sendable {
    /// The call's `query` or `attributes`.
    case dictionary
    /// `SecItemUpdate`'s `attributesToUpdate`.
    case attributesToUpdate
    /// The expected `result`.
    case expectedResult
  }

  /// The name the value was captured under.
  package var name: String

  /// The part of the step that holds the place.
  package var part: Part

  /// Where in that part the value goes; `ScenarioValuePath.segments` start at the part's
  /// top level.
  package var path: ScenarioValuePath

  /// Creates a use.
  ///
  /// - Parameters:
  ///   - name: The captured name.
  ///   - part: The part of the step.
  ///   - path: Where in the part the value goes.
  package init(name: String, part: Part, path: ScenarioValuePath) {
    self.name = name
    self.part = part
    self.path = path
  }
}
