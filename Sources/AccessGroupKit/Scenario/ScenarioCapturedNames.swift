/// The names a step of a scenario may use for captured values: those earlier steps captured,
/// in the order they were captured, and in the step's own comparisons also its own.
///
/// A scenario may capture a value in each of a hundred thousand steps: a name is found
/// through a set, a step adds its own names without copying the earlier ones, and a message
/// shows the first few names, not all of them.
struct ScenarioCapturedNames: Sendable {
  /// The names earlier steps captured, in order.
  private var earlier: [String] = []
  private var earlierSet: Set<String> = []
  /// The step's own names, usable in its comparisons only.
  private var own: [String] = []

  /// No name captured yet.
  init() {}

  /// Whether `name` may be used here.
  func contains(_ name: String) -> Bool {
    earlierSet.contains(name) || own.contains(name)
  }

  /// Whether an earlier step captured `name`.
  func isEarlier(_ name: String) -> Bool { earlierSet.contains(name) }

  /// Every name that may be used here, earlier ones first.
  var all: FlattenSequence<[[String]]> { [earlier, own].joined() }

  /// These names and a step's own (which no earlier step captured), for its comparisons.
  func includingOwn(_ names: [String]) -> Self {
    var result = self
    result.own = names
    return result
  }

  /// Adds the names a step captured, after the step.
  mutating func append(_ names: [String]) {
    for name in names where earlierSet.insert(name).inserted { earlier.append(name) }
  }
}
