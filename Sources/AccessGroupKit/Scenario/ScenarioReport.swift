/// The outcome of running a scenario: one report per step, and whether every expectation
/// was met.
///
/// Render it with ``text`` (one line per step, for people) or ``json`` (for tools); both
/// are in `ScenarioReport+Rendering.swift`.
public struct ScenarioReport: Hashable, Sendable {
  /// The steps, in the order they ran.
  public var steps: [ScenarioStepReport]

  /// Creates a report.
  ///
  /// - Parameter steps: The step reports in order.
  package init(steps: [ScenarioStepReport]) {
    self.steps = steps
  }

  /// Whether no expectation failed (a scenario without expectations is ok).
  public var ok: Bool { !steps.contains { $0.expectationMet == false } }

  /// The number of steps that have an expectation.
  public var expectationCount: Int { steps.filter { $0.expectationMet != nil }.count }

  /// The number of expectations that were not met.
  public var unmetExpectationCount: Int { steps.filter { $0.expectationMet == false }.count }

  /// The exit status of `accessgroups simulate`: 0 when every expectation is met (or there
  /// are none), 1 when any is not.
  public var exitStatus: Int32 { ok ? 0 : 1 }

  /// The exit status of `accessgroups simulate` for an invalid scenario: 2.
  public static var invalidScenarioExitStatus: Int32 { 2 }
}
