import Foundation

/// A scenario's apps ready to install, each expanded and resolved at most once per platform
/// however many devices install it and however many checks ask for its groups.
struct ScenarioApps {
  /// The apps by name, with their declared identity.
  let apps: [String: SimulatedApp]

  /// The same apps in name order, the order a scenario installs and checks them in.
  let inNameOrder: [SimulatedApp]

  /// The preparations made so far, by app name and platform.
  private var preparations: [Placement: PreparedApp] = [:]

  private struct Placement: Hashable {
    var app: String
    var platform: Platform
  }

  /// How many preparations were made: at most one per app and platform.
  private(set) var preparationCount = 0

  /// The build-setting values parsed so far: apps written alike parse each value once.
  let expressions = BuildSettingExpressions()

  /// - Parameter inNameOrder: The apps, sorted by name, each name once.
  init(inNameOrder: [SimulatedApp]) {
    self.inNameOrder = inNameOrder
    apps = Dictionary(uniqueKeysWithValues: inNameOrder.lazy.map { ($0.name, $0) })
    preparations.reserveCapacity(inNameOrder.count)
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
    for (app, platforms) in zip(inNameOrder, platforms) {
      guard !platforms.isEmpty else { throw noPlatform(app) }
      for platform in platforms {
        let placement = Placement(app: app.name, platform: platform)
        preparations[placement] = try outcomes[next].get()
        preparationCount += 1
        next += 1
      }
    }
  }

  /// The app prepared for `platform`, prepared by `runner` the first time it is asked for.
  mutating func prepared(
    _ app: SimulatedApp, for platform: Platform, by runner: ScenarioRunner
  ) throws(ScenarioError) -> PreparedApp {
    let placement = Placement(app: app.name, platform: platform)
    if let prepared = preparations[placement] { return prepared }
    let prepared = try runner.prepare(app, platform: platform, expressions: expressions)
    preparations[placement] = prepared
    preparationCount += 1
    return prepared
  }
}
