import Foundation

/// A scenario's apps ready to install, each expanded and resolved at most once per platform
/// however many devices install it and however many checks ask for its groups.
struct ScenarioApps {
  /// The apps in name order, the order a scenario installs and checks them in, and the
  /// order ``app(named:)`` searches.
  let inNameOrder: [SimulatedApp]

  /// The preparations made so far: one slot per app of ``inNameOrder`` and platform, at
  /// ``slot(of:platform:)``. Slots, not a dictionary keyed by name: a scenario may have a
  /// hundred thousand apps, and a dictionary's buckets cost several times the few bytes a
  /// slot does.
  private var preparations: [PreparedApp?]

  /// How many preparations were made: at most one per app and platform.
  private(set) var preparationCount = 0

  /// The build-setting values parsed so far: apps written alike parse each value once.
  let expressions = BuildSettingExpressions()

  /// - Parameter inNameOrder: The apps, sorted by name, each name once.
  init(inNameOrder: [SimulatedApp]) {
    self.inNameOrder = inNameOrder
    preparations = Array(repeating: nil, count: inNameOrder.count * Platform.allCases.count)
  }

  /// The app named `name`, if the scenario declares one.
  func app(named name: String) -> SimulatedApp? {
    position(of: name).map { inNameOrder[$0] }
  }

  /// Where the app named `name` is in ``inNameOrder``, found by halving the sorted list.
  private func position(of name: String) -> Int? {
    var low = 0
    var high = inNameOrder.count
    while low < high {
      let middle = (low + high) / 2
      if inNameOrder[middle].name < name { low = middle + 1 } else { high = middle }
    }
    return low < inNameOrder.count && inNameOrder[low].name == name ? low : nil
  }

  /// The slot of the app at `position` prepared for `platform`.
  private func slot(of position: Int, platform: Platform) -> Int {
    position * Platform.allCases.count + Platform.allCases.firstIndex(of: platform)!
  }

  /// Prepares each app for each of its platforms, on every core: apps are prepared apart
  /// from each other, and a scenario may have a hundred thousand.
  ///
  /// - Parameters:
  ///   - platforms: The platforms of each app of ``inNameOrder``, in that order.
  ///   - runner: The runner that prepares them.
  ///   - noPlatform: The error for an app that has no platform.
  /// - Throws: The error of the first app, in name order, that cannot be prepared or has no
  ///   platform: the error that preparing the apps one after another would meet first.
  mutating func prepareAll(
    on platforms: [[Platform]], by runner: ScenarioRunner,
    noPlatform: (SimulatedApp) -> ScenarioError
  ) throws(ScenarioError) {
    let expressions = expressions
    let placements = zip(inNameOrder, platforms).flatMap { app, platforms in
      platforms.lazy.map { (app: app, platform: $0) }
    }
    let outcomes = placements.concurrentMap { placement in
      Result { () throws(ScenarioError) in
        try runner.prepare(
          placement.app, platform: placement.platform, expressions: expressions)
      }
    }
    var next = outcomes.startIndex
    for (position, (app, platforms)) in zip(inNameOrder, platforms).enumerated() {
      guard !platforms.isEmpty else { throw noPlatform(app) }
      for platform in platforms {
        preparations[slot(of: position, platform: platform)] = try outcomes[next].get()
        preparationCount += 1
        next += 1
      }
    }
  }

  /// The app prepared for `platform`, prepared by `runner` the first time it is asked for.
  mutating func prepared(
    _ app: SimulatedApp, for platform: Platform, by runner: ScenarioRunner
  ) throws(ScenarioError) -> PreparedApp {
    let known = position(of: app.name).map { slot(of: $0, platform: platform) }
    if let known, let prepared = preparations[known] { return prepared }
    let prepared = try runner.prepare(app, platform: platform, expressions: expressions)
    if let known { preparations[known] = prepared }
    preparationCount += 1
    return prepared
  }
}
