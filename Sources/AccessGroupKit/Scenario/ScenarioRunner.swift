import Foundation

/// Runs a ``Scenario`` against a fresh simulated keychain and reports what each step did.
///
/// ```swift
/// let scenario = try Scenario(contentsOf: URL(fileURLWithPath: "Examples/AppSuite.json"))
/// let report = try ScenarioRunner(scenario: scenario).run()
/// print(report.text)
/// ```
///
/// Before any step runs, every app is set up and every step is checked, so an invalid
/// scenario runs nothing:
///
/// 1. the app's entitlements are taken from the file or loaded from `entitlementsFile`
///    (relative to the scenario file) with ``EntitlementsLoader``;
/// 2. they are expanded by ``EntitlementsExpander`` with the scenario's build settings,
///    overridden by the app's, and the app's ``SigningIdentity`` (which also synthesizes the
///    application identifier); a variable that cannot be expanded makes the scenario invalid,
///    naming the app, the entitlement and the variable;
/// 3. ``AccessGroupResolver`` forms the access groups for the scenario's platform and
///    profile, and the app gets a ``KeychainClient`` of one shared ``ItemStore``.
///
/// `install` and `uninstall` steps are part of the format but need a simulated device with
/// per-app lifetimes, which this runner does not have yet: a scenario containing one is
/// rejected as invalid (never skipped).
public struct ScenarioRunner: Sendable {
  /// The scenario to run.
  public var scenario: Scenario

  /// The clock of the simulated keychain, which stamps `cdat` and `mdat`.
  public var clock: KeychainClock

  /// Creates a runner.
  ///
  /// - Parameters:
  ///   - scenario: The scenario to run.
  ///   - clock: The keychain's clock; fix it to make dates in results reproducible.
  public init(scenario: Scenario, clock: KeychainClock = .system) {
    self.scenario = scenario
    self.clock = clock
  }

  /// Checks the scenario and resolves every app's access groups without running a step.
  ///
  /// - Returns: Each app's resolved access groups, by app name.
  /// - Throws: ``ScenarioError`` for an unsupported step, an entitlements file that cannot be
  ///   loaded, or a build variable that cannot be expanded.
  public func resolveApps() throws(ScenarioError) -> [String: ResolvedAccessGroups] {
    try checkSupportedSteps()
    var groups: [String: ResolvedAccessGroups] = [:]
    for name in scenario.apps.keys.sorted() {
      guard let app = scenario.apps[name] else { continue }
      groups[name] = try resolve(app, named: name)
    }
    return groups
  }

  /// Runs every step in order.
  ///
  /// - Returns: The report of every step.
  /// - Throws: ``ScenarioError`` when the scenario is invalid; then no step has run.
  public func run() throws(ScenarioError) -> ScenarioReport {
    let groups = try resolveApps()
    let store = ItemStore(profile: scenario.profile, clock: clock)
    var clients: [String: KeychainClient] = [:]
    for (name, appGroups) in groups {
      clients[name] = store.client(for: appGroups, name: name)
    }
    var reports: [ScenarioStepReport] = []
    for (index, step) in scenario.steps.enumerated() {
      switch step {
      case .call(let call):
        guard let client = clients[call.app] else {
          throw error(
            JSONPath.root.key("steps").index(index).key("app"), "no app named '\(call.app)'")
        }
        reports.append(Self.perform(call, index: index, client: client))
      case .device(let action):
        switch action {
        case .lock: store.lock()
        case .unlock: store.unlock()
        case .restart: store.restart()
        case .setPasscode(let enabled): store.setPasscode(enabled)
        }
        reports.append(
          ScenarioStepReport(index: index, app: nil, call: action.name, status: .success))
      case .install, .uninstall:
        // Rejected by checkSupportedSteps() before any step runs.
        throw unsupported(step, index: index)
      }
    }
    return ScenarioReport(steps: reports)
  }

  private static func perform(
    _ call: ScenarioCall, index: Int, client: KeychainClient
  ) -> ScenarioStepReport {
    let dictionary = call.dictionary.mapValues(\.foundationObject)
    let outcome: SecItemOutcome
    switch call.function {
    case .add:
      outcome = client.add(dictionary, wantsResult: call.wantsResult)
    case .copyMatching:
      outcome = client.copyMatching(dictionary, wantsResult: call.wantsResult)
    case .update:
      let changes = (call.attributesToUpdate ?? [:]).mapValues(\.foundationObject)
      outcome = client.update(dictionary, attributesToUpdate: changes)
    case .delete:
      outcome = client.delete(dictionary)
    }
    let result = outcome.result.map(ScenarioValue.init(resultObject:))
    let mismatch = call.expectation?.mismatch(status: outcome.status, result: result)
    var explanation = outcome.explanation?.description
    if explanation == nil, !outcome.status.isSuccess {
      explanation = outcome.status.message
    }
    return ScenarioStepReport(
      index: index, app: call.app, call: call.function.rawValue, status: outcome.status,
      result: result, explanation: explanation,
      expectationMet: call.expectation.map { _ in mismatch == nil }, mismatch: mismatch)
  }

  /// Rejects what cannot run, before any step runs: `install`/`uninstall` steps, and calls
  /// by apps the scenario does not define (possible in scenarios built in code).
  private func checkSupportedSteps() throws(ScenarioError) {
    for (index, step) in scenario.steps.enumerated() {
      switch step {
      case .install, .uninstall:
        throw unsupported(step, index: index)
      case .call(let call) where scenario.apps[call.app] == nil:
        throw error(
          JSONPath.root.key("steps").index(index).key("app"), "no app named '\(call.app)'")
      case .call, .device:
        continue
      }
    }
  }

  private func unsupported(_ step: ScenarioStep, index: Int) -> ScenarioError {
    let key = if case .install = step { "install" } else { "uninstall" }
    return error(
      JSONPath.root.key("steps").index(index).key(key),
      "\(key) steps are not supported yet (they need a simulated device with app "
        + "lifetimes); the scenario was not run")
  }

  private func resolve(
    _ app: ScenarioApp, named name: String
  ) throws(ScenarioError)
    -> ResolvedAccessGroups
  {
    let appPath = JSONPath.root.key("apps").key(name)
    let raw: Entitlements
    let entitlementsPath: JSONPath
    switch app.entitlements {
    case .inline(let entitlements):
      raw = entitlements
      entitlementsPath = appPath.key("entitlements")
    case .file(let path):
      entitlementsPath = appPath.key("entitlementsFile")
      let url =
        path.hasPrefix("/")
        ? URL(fileURLWithPath: path)
        : URL(fileURLWithPath: path, relativeTo: scenario.baseDirectory).standardizedFileURL
      do {
        raw = try EntitlementsLoader.load(contentsOf: url).entitlements
      } catch {
        throw self.error(entitlementsPath, "app '\(name)': \(error.description)")
      }
    }
    let settings = BuildSettings(scenario.buildSettings).merging(BuildSettings(app.buildSettings))
    let identity = SigningIdentity(
      teamID: app.teamID, appIDPrefix: app.appIDPrefix, bundleID: app.bundleID)
    let expander = EntitlementsExpander(
      settings: settings, identity: identity, platform: scenario.platform)
    let expansion: EntitlementsExpansion
    do {
      expansion = try expander.expand(raw)
    } catch {
      switch error {
      case .undefinedVariable(let variable, let entitlement?, let value):
        let path =
          if case .inline = app.entitlements {
            entitlementsPath.key(entitlement.rawValue)
          } else {
            entitlementsPath
          }
        throw self.error(
          path,
          "app '\(name)': entitlement \(entitlement.rawValue) uses $(\(variable)) in "
            + "`\(value)`, which cannot be expanded; set \(variable) in buildSettings or give "
            + "the app a teamID and bundleID")
      default:
        throw self.error(entitlementsPath, "app '\(name)': \(error.description)")
      }
    }
    let options = ResolutionOptions(platform: scenario.platform, profile: scenario.profile)
    return AccessGroupResolver(options: options).resolve(expansion.entitlements)
  }

  private func error(_ path: JSONPath, _ message: String) -> ScenarioError {
    ScenarioError(path: path.description, message: message, file: scenario.file)
  }
}
