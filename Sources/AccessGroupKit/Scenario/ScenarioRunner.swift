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
/// 3. ``AccessGroupResolver`` forms the access groups for each device's platform (or the
///    app's own `platform`) and the scenario's profile.
///
/// Then every step runs on a ``SimulatedDevice`` (one per entry of the scenario's
/// `devices`, or a single device on the scenario's platform), the devices with `iCloud`
/// signed into one ``CloudKeychainAccount``:
///
/// - an app is installed on a device when the run starts if the device can run its
///   platform, unless its first lifecycle step (`install`, `uninstall` or `transfer`) on that
///   device is `install`: scenarios without lifecycle steps keep their meaning, and
///   `{"install": "App"}` as an app's first lifecycle step makes it arrive at that point
///   (App Clips are installed last, so a clip and its full app can both start installed);
/// - `install` installs a removed (or not yet installed) app, `uninstall` removes it (its
///   items stay), `transfer` re-signs it for another team; installing a full app replaces
///   the App Clips that name it as their parent (see ``SimulatedDevice``);
/// - a call by an app that is not installed on its device at that step, installing an
///   installed app or one the device cannot run, and removing or transferring one that is
///   not installed make the scenario invalid; this is checked before any step runs;
/// - `{"device": "sync"}` syncs iCloud Keychain (``CloudKeychainAccount/sync()``);
/// - with `"fileBasedKeychain": true`, native macOS apps' calls go through the macOS SecItem
///   shim (§2.10) and can reach the file-based keychain;
/// - in format 2, a call's `ScenarioCall.captures` are taken from its result and fill the
///   `ScenarioCall.capturedValueUses` of later steps; a capture that finds nothing fails
///   its step and ends the run, because the steps after it may need the value.
public struct ScenarioRunner: Sendable {
  /// The scenario to run.
  public var scenario: Scenario

  /// The clock of the simulated keychain, which stamps `cdat` and `mdat`.
  public var clock: KeychainClock

  /// The most items the scenario's calls may return in all before the run stops with an
  /// error at the step that passes it (``defaultMaximumReturnedItems``).
  var maximumReturnedItems = Self.defaultMaximumReturnedItems

  /// The most bytes of values (data and text) the scenario's calls may return in all before
  /// the run stops with an error at the step that passes it (``defaultMaximumReturnedBytes``).
  var maximumReturnedBytes = Self.defaultMaximumReturnedBytes

  /// The most stored items the scenario's steps may read in all before the run stops with an
  /// error at the step that passes it (``defaultMaximumExaminedItems``).
  var maximumExaminedItems = Self.defaultMaximumExaminedItems

  /// The most items the scenario's iCloud syncs may compare in all before the run stops
  /// with an error at the sync that passes it (``defaultMaximumSyncedItems``).
  var maximumSyncedItems = Self.defaultMaximumSyncedItems

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
  /// - Returns: Each app's resolved access groups on the first device, by app name.
  /// - Throws: ``ScenarioError`` for an app the device cannot run, a lifecycle step that
  ///   cannot happen, an entitlements file that cannot be loaded, or a build variable that
  ///   cannot be expanded.
  public func resolveApps() throws(ScenarioError) -> [String: ResolvedAccessGroups] {
    let layout = ScenarioLayout(scenario)
    var apps = try checkedApps(layout)
    let platform = layout.devices[0].platform ?? scenario.platform
    var groups: [String: ResolvedAccessGroups] = [:]
    for app in apps.inNameOrder {
      groups[app.name] = try apps.prepared(app, for: app.platform ?? platform, by: self).groups
    }
    return groups
  }

  /// Runs every step in order.
  ///
  /// Consuming: each step is let go once it has run, so a runner given the only copy of a
  /// scenario of a hundred thousand steps does not hold them all beside the keychains they
  /// fill.
  ///
  /// - Returns: The report of every step.
  /// - Throws: ``ScenarioError`` when the scenario is invalid; then no step has run.
  public consuming func run() throws(ScenarioError) -> ScenarioReport {
    let layout = ScenarioLayout(scenario)
    var prepared = try checkedApps(layout)
    return try run(layout, apps: &prepared)
  }

  /// Runs every step with the apps ``checkedApps(_:)`` returned, preparing each app for a
  /// platform at most once however many devices install it, letting each step go once it
  /// has run.
  consuming func run(
    _ layout: ScenarioLayout, apps prepared: inout ScenarioApps
  ) throws(ScenarioError) -> ScenarioReport {
    let devices = layout.devices.map { declaration in
      SimulatedDevice(
        name: declaration.name, platform: declaration.platform ?? scenario.platform,
        profile: scenario.profile, clock: clock,
        usesFileBasedKeychain: scenario.fileBasedKeychain)
    }
    let account = CloudKeychainAccount(name: "iCloud")
    var byName: [String: SimulatedDevice] = [:]
    // App Clips last, so that a clip and its full app can both start installed.
    let order =
      prepared.inNameOrder.filter { !$0.entitlements.isAppClip }
      + prepared.inNameOrder.filter(\.entitlements.isAppClip)
    for (declaration, device) in zip(layout.devices, devices) {
      byName[device.name] = device
      if declaration.iCloud { try? account.signIn(device) }
      for app in order where layout.startsInstalled(app.name, on: device.name) {
        try install(app, on: device, step: nil, prepared: &prepared)
      }
    }
    let namesDevices = !scenario.devices.isEmpty
    // Taken out of the scenario, the runner's copy of the steps is the only one when its
    // caller let go of the scenario, and each step is freed as it is taken.
    var steps = scenario.steps
    scenario.steps = []
    steps.reverse()
    let stepCount = steps.count
    var reports: [ScenarioStepReport] = []
    reports.reserveCapacity(stepCount)
    var captured: [String: PropertyListValue] = [:]
    var returnedItems = 0
    var returnedBytes = 0
    // What each device's keychains had read after its last step, and the total read since.
    var examinedBefore: [ObjectIdentifier: Int] = [:]
    var examinedItems = 0
    var syncedItems = 0
    while let step = steps.popLast() {
      let index = stepCount - steps.count - 1
      // The list's own storage shrinks too, half at a time, while the keychains grow.
      if steps.capacity > 2 * steps.count + Self.stepsKeptWithoutShrinking {
        var shrunk: [ScenarioStep] = []
        shrunk.reserveCapacity(steps.count)
        shrunk.append(contentsOf: steps)
        steps = shrunk
      }
      let deviceName = Self.deviceName(of: step) ?? devices.first?.name ?? "device"
      guard let device = byName[deviceName] else { continue }
      let shownDevice = namesDevices ? deviceName : nil
      switch step {
      case .call(let call):
        let (report, captureFailed) = try perform(
          call, index: index, isLast: steps.isEmpty, device: device, shownDevice: shownDevice,
          captured: &captured)
        reports.append(report)
        returnedItems += report.result.map(Self.itemCount) ?? 0
        returnedBytes += report.result.map(Self.byteCount) ?? 0
        guard returnedBytes <= maximumReturnedBytes else {
          throw overBudget(
            at: index,
            "the calls up to this one return more than \(maximumReturnedBytes) bytes of data "
              + "and text in all (a report repeats each result, so a large item read n times "
              + "is written n times)", "store smaller values, or read them fewer times")
        }
        guard returnedItems <= maximumReturnedItems else {
          throw overBudget(
            at: index,
            "the calls up to this one return more than \(maximumReturnedItems) items in all",
            "add fewer, or narrow the queries that return them all (kSecMatchLimit)")
        }
        // Later steps may use what this one failed to capture, so none of them runs.
        if captureFailed { return ScenarioReport(steps: reports) }
      case .device(let action, _):
        var result: PropertyListValue?
        switch action {
        case .lock: device.lock()
        case .unlock: device.unlock()
        case .restart: device.restart()
        case .setPasscode(let enabled): device.setPasscode(enabled)
        case .sync:
          result = .dictionary(account.sync().mapValues { .integer(Int64($0)) })
          syncedItems += account.signedInDevices.reduce(0) { $0 + $1.store.itemCount }
          guard syncedItems <= maximumSyncedItems else {
            throw overBudget(
              at: index,
              "the syncs up to this one compare more than \(maximumSyncedItems) items in all "
                + "(each sync reads every item of every device signed into iCloud, so n adds "
                + "and n syncs read n²)", "add fewer, or sync fewer times")
          }
        }
        reports.append(
          ScenarioStepReport(
            index: index, app: nil, call: action.name, status: .success, result: result,
            device: action == .sync ? nil : shownDevice))
      case .install(let name, _):
        guard let app = prepared.app(named: name) else { continue }
        if (try? device.accessGroups(for: name)) != nil {
          // Installed before and removed since: install the app as it was last (a transfer
          // included).
          try lifecycle(index) { () throws(SimulatedDeviceError) in _ = try device.reinstall(name) }
        } else {
          try install(app, on: device, step: index, prepared: &prepared)
        }
        reports.append(
          ScenarioStepReport(
            index: index, app: name, call: "install", status: .success, device: shownDevice))
      case .uninstall(let name, _):
        try lifecycle(index) { () throws(SimulatedDeviceError) in try device.uninstall(name) }
        reports.append(
          ScenarioStepReport(
            index: index, app: name, call: "uninstall", status: .success, device: shownDevice))
      case .transfer(let name, let teamID, let prefix, _):
        try lifecycle(index) { () throws(SimulatedDeviceError) in
          _ = try device.transfer(name, toTeam: teamID, appIDPrefix: prefix)
        }
        reports.append(
          ScenarioStepReport(
            index: index, app: name, call: "transfer", status: .success, device: shownDevice))
      }
      // A step's searches run on its own device.
      let examined = device.rowsExamined
      examinedItems += examined - examinedBefore[ObjectIdentifier(device), default: 0]
      examinedBefore[ObjectIdentifier(device)] = examined
      guard examinedItems <= maximumExaminedItems else {
        throw overBudget(
          at: index,
          "the steps up to this one read more than \(maximumExaminedItems) stored items in all "
            + "(a search that no index serves, such as a password query without its service or "
            + "server, reads every item of its groups, so n adds and n such searches read n²)",
          "add fewer, or search fewer times")
      }
    }
    return ScenarioReport(steps: reports)
  }

  /// How much room for steps the run keeps before it moves the steps still to run into a
  /// list of their size (each move copies half the list, so all of them cost one copy).
  static let stepsKeptWithoutShrinking = 4_096

  /// The most items a scenario's calls return in all. Each call that returns every item
  /// costs what the keychain holds, so n adds and n such reads return n² items: a scenario
  /// of a megabyte could ask for billions, kept in its report. Real scenarios return tens.
  static let defaultMaximumReturnedItems = 100_000

  /// The most stored items a scenario's steps read in all. A search by the whole primary key,
  /// or by a password's service or server, reads the few items it finds; one that no index
  /// serves reads every item of its groups, as securityd's table scan does, so n adds and
  /// n such searches read n² items: twenty thousand of each would run for minutes. Real
  /// scenarios read hundreds; this budget runs in under a second.
  static let defaultMaximumExaminedItems = 5_000_000

  /// The most items a scenario's iCloud syncs compare in all. Each sync reads, keys and
  /// compares every item of every signed-in device, some microseconds an item, so n adds
  /// and n syncs cost n²: real scenarios sync tens of items a few times; this budget runs
  /// in about a second.
  static let defaultMaximumSyncedItems = 250_000

  /// The error of the step at `index`, which passed one of the scenario's budgets: `what`
  /// passed it, and `advice` says how a scenario stays within it.
  private func overBudget(at index: Int, _ what: String, _ advice: String) -> ScenarioError {
    error(
      JSONPath.root.key("steps").index(index),
      what + "; a scenario checks behaviour on a few items: " + advice)
  }

  /// The most bytes of data and text a scenario's calls return in all. A report writes every
  /// result, so one item of a megabyte read a thousand times writes a gigabyte; real
  /// scenarios return kilobytes.
  static let defaultMaximumReturnedBytes = 64 << 20

  /// The bytes of data and text in a result, keys included, and eight for any other value.
  private static func byteCount(_ value: PropertyListValue) -> Int {
    switch value {
    case .data(let bytes): bytes.count
    case .string(let text): text.utf8.count
    case .array(let elements): elements.reduce(0) { $0 + byteCount($1) }
    case .dictionary(let entries):
      entries.reduce(0) { $0 + $1.key.utf8.count + byteCount($1.value) }
    case .integer, .real, .bool, .date, .null: 8
    }
  }

  /// How many items a result holds: an array's elements, or one.
  private static func itemCount(_ result: PropertyListValue) -> Int {
    if case .array(let items) = result { return items.count }
    return 1
  }

  static func deviceName(of step: ScenarioStep) -> String? {
    switch step {
    case .call(let call): call.device
    case .device(_, let device), .install(_, let device), .uninstall(_, let device),
      .transfer(_, _, _, let device):
      device
    }
  }

  static func lifecycleApp(of step: ScenarioStep) -> String? {
    switch step {
    case .install(let app, _), .uninstall(let app, _), .transfer(let app, _, _, _): app
    case .call, .device: nil
    }
  }

  /// Installs an app with the preparation the scenario's other devices of its platform share.
  private func install(
    _ app: SimulatedApp, on device: SimulatedDevice, step: Int?,
    prepared: inout ScenarioApps
  ) throws(ScenarioError) {
    let platform = app.platform ?? device.platform
    // The device says why an app it cannot run is refused, before anything is prepared.
    let preparation =
      device.supportedAppPlatforms.contains(platform)
      ? try prepared.prepared(app, for: platform, by: self) : nil
    do {
      _ = try device.install(app, prepared: preparation)
    } catch {
      let path =
        step.map { JSONPath.root.key("steps").index($0).key("install") }
        ?? JSONPath.root.key("apps").key(app.name)
      throw self.error(path, error.description)
    }
  }

  private func lifecycle(
    _ index: Int, _ body: () throws(SimulatedDeviceError) -> Void
  ) throws(ScenarioError) {
    do {
      try body()
    } catch {
      throw self.error(JSONPath.root.key("steps").index(index), error.description)
    }
  }

  /// Runs a call with the values earlier steps captured filled in, checks its expectation,
  /// and adds what it captures to `captured`.
  ///
  /// - Returns: The step's report, and whether a capture found nothing (which fails the step
  ///   and ends the run).
  private func perform(
    _ call: ScenarioCall, index: Int, isLast: Bool, device: SimulatedDevice, shownDevice: String?,
    captured: inout [String: PropertyListValue]
  ) throws(ScenarioError) -> (report: ScenarioStepReport, captureFailed: Bool) {
    let call = call.fillingCapturedValues(from: captured)
    // Through Foundation objects, as a Security caller would pass the values.
    let request = SecItemDictionary.request(from: call.dictionary.mapValues(\.foundationObject))
    let operation: SecItemOperation
    switch call.function {
    case .add: operation = .add(request, wantsResult: call.wantsResult)
    case .copyMatching: operation = .copyMatching(request, wantsResult: call.wantsResult)
    case .update:
      let changes = (call.attributesToUpdate ?? [:]).mapValues(\.foundationObject)
      operation = .update(request, changes: SecItemDictionary.request(from: changes))
    case .delete: operation = .delete(request)
    }
    let outcome: SecItemOutcome
    do {
      outcome = try device.client(for: call.app).perform(operation)
    } catch {
      // Ruled out by checkLifecycle() before any step runs.
      throw self.error(JSONPath.root.key("steps").index(index).key("app"), error.description)
    }
    let result = outcome.result.map(PropertyListValue.init(resultObject:))
    let capture = call.capturedValues(from: result)
    captured.merge(capture.values) { _, new in new }
    let mismatch =
      call.expectation?.mismatch(status: outcome.status, result: result, captured: captured)
      ?? capture.failure.map { isLast ? $0 : $0 + "; the steps after this one were not run" }
    var explanation = outcome.explanation?.description
    if explanation == nil, !outcome.status.isSuccess {
      explanation = outcome.status.message
    }
    let checks = call.expectation != nil || capture.failure != nil
    let report = ScenarioStepReport(
      index: index, app: call.app, call: call.function.functionName, status: outcome.status,
      result: result, explanation: explanation, expectationMet: checks ? mismatch == nil : nil,
      mismatch: mismatch, device: shownDevice)
    return (report, capture.failure != nil)
  }

  /// Everything that can make the scenario invalid, checked before any step runs; returns
  /// the apps ready to install.
  func checkedApps(_ layout: ScenarioLayout) throws(ScenarioError) -> ScenarioApps {
    var sorted: [SimulatedApp] = []
    sorted.reserveCapacity(scenario.apps.count)
    // Sorted by position, not moved: an app's declaration is a large value.
    let declared = scenario.apps
    var files = EntitlementsFiles()
    for position in declared.indices.sorted(by: { declared.keys[$0] < declared.keys[$1] }) {
      let (name, app) = declared[position]
      sorted.append(try simulatedApp(app, named: name, files: &files))
    }
    var prepared = ScenarioApps(inNameOrder: sorted)
    // Once per platform: the groups depend on the platform, not on the device. (A few
    // platforms, compared in turn: a scenario may have a hundred thousand apps.)
    let platforms = sorted.map { app in
      var platforms: [Platform] = []
      for device in layout.devices where layout.canRun(app.name, on: device.name) {
        let platform = app.platform ?? layout.platform(ofDevice: device.name)
        if !platforms.contains(platform) { platforms.append(platform) }
      }
      return platforms
    }
    try prepared.prepareAll(on: platforms, by: self) { app in
      let platform = app.platform ?? scenario.platform
      return error(
        JSONPath.root.key("apps").key(app.name).key("platform"),
        "app '\(app.name.excerpted)' is built for \(platform), which no device of the scenario can "
          + "run"
      )
    }
    try checkLifecycle(clips: appClips(&prepared, layout), layout)
    for (index, step) in scenario.steps.enumerated() {
      guard case .transfer(let name, let teamID, let prefix, _) = step,
        var app = prepared.app(named: name)
      else { continue }
      app.identity = SigningIdentity(
        teamID: teamID, appIDPrefix: prefix, bundleID: app.identity.bundleID)
      do {
        // Another identity: checked once here, prepared again by the device it moves on.
        _ = try prepare(app, platform: app.platform ?? scenario.platform)
      } catch {
        throw self.error(
          JSONPath.root.key("steps").index(index).key("transfer"), error.message)
      }
    }
    return prepared
  }

  /// Each App Clip's name with the application identifiers of its full apps
  /// (`com.apple.developer.parent-application-identifiers`), and each app's application
  /// identifier: installing a full app replaces its clip.
  private func appClips(
    _ apps: inout ScenarioApps, _ layout: ScenarioLayout
  ) throws(ScenarioError) -> (parents: [String: [String]], identifiers: [String: String]) {
    var parents: [String: [String]] = [:]
    var preparations: [(app: String, prepared: PreparedApp)] = []
    preparations.reserveCapacity(apps.inNameOrder.count)
    let firstDevicePlatform = layout.platform(ofDevice: layout.firstDeviceName)
    for app in apps.inNameOrder {
      let name = app.name
      let appPlatform = app.platform ?? firstDevicePlatform
      let prepared = try apps.prepared(app, for: appPlatform, by: self)
      preparations.append((name, prepared))
      if let clipParents = prepared.parentApplicationIdentifiers {
        parents[name] = clipParents
      }
    }
    // Only a clip is replaced by an install: without one, no step needs the identifiers.
    guard !parents.isEmpty else { return (parents, [:]) }
    var identifiers: [String: String] = [:]
    identifiers.reserveCapacity(preparations.count)
    for (name, prepared) in preparations {
      identifiers[name] = prepared.groups.applicationIdentifier
    }
    return (parents, identifiers)
  }

  /// Calls by unknown apps, and lifecycle steps that cannot happen: a call by an app that is
  /// not installed on its device at that step, installing an installed app or one the device
  /// cannot run, removing or transferring one that is not installed.
  private func checkLifecycle(
    clips: (parents: [String: [String]], identifiers: [String: String]),
    _ layout: ScenarioLayout
  ) throws(ScenarioError) {
    let first = layout.firstDeviceName
    var installed: [String: Set<String>] = [:]
    for declaration in layout.devices {
      installed[declaration.name] = Set(
        scenario.apps.keys.filter { layout.startsInstalled($0, on: declaration.name) })
    }
    var lastChange: [String: Int] = [:]
    for (index, step) in scenario.steps.enumerated() {
      let device = Self.deviceName(of: step) ?? first
      let path = JSONPath.root.key("steps").index(index)
      let isInstalled = { (app: String) in installed[device]?.contains(app) ?? false }
      let history = { (app: String) -> String in
        lastChange["\(device)/\(app)"].map { " (see steps[\($0)])" } ?? ""
      }
      switch step {
      case .call(let call):
        guard scenario.apps[call.app] != nil else {
          throw error(path.key("app"), "no app named '\(call.app.excerpted)'")
        }
        if !isInstalled(call.app) {
          throw error(
            path.key("app"),
            "app '\(call.app.excerpted)' is not installed on device '\(device.excerpted)' at this "
              + "step"
              + history(call.app) + "; add an install step before it")
        }
      case .device:
        continue
      case .install(let app, _):
        if !layout.canRun(app, on: device) {
          throw error(
            path.key("install"),
            "device '\(device.excerpted)' (\(layout.platform(ofDevice: device))) cannot run app "
              + "'\(app.excerpted)'"
          )
        }
        if isInstalled(app) {
          throw error(
            path.key("install"),
            "app '\(app.excerpted)' is already installed on device '\(device.excerpted)'"
              + history(app))
        }
        installed[device, default: []].insert(app)
        lastChange["\(device)/\(app)"] = index
        if let identifier = clips.identifiers[app], clips.parents[app] == nil {
          for (clip, parents) in clips.parents
          where parents.contains(identifier) && isInstalled(clip) {
            installed[device]?.remove(clip)
            lastChange["\(device)/\(clip)"] = index
          }
        }
      case .uninstall(let app, _), .transfer(let app, _, _, _):
        let key = if case .uninstall = step { "uninstall" } else { "transfer" }
        if !isInstalled(app) {
          throw error(
            path.key(key),
            "app '\(app.excerpted)' is not installed on device '\(device.excerpted)' at this step"
              + history(app))
        }
        if key == "uninstall" { installed[device]?.remove(app) }
        lastChange["\(device)/\(app)"] = index
      }
    }
  }

  /// The entitlements files the apps name, each read once, and the groups the apps list
  /// through them so far.
  ///
  /// Apps that name one file share its groups, so thousands of apps naming a file of a
  /// megabyte would each resolve a megabyte: the apps' groups from files are budgeted as a
  /// family's are (``AppFamily/maximumListedGroups``, ``AppFamily/maximumListedGroupBytes``).
  /// Groups written in the scenario itself grow with the file and are not budgeted.
  private struct EntitlementsFiles {
    var loaded: [String: Entitlements] = [:]
    var listed = AppFamily.ListedGroups()
  }

  /// The app as a device installs it, its entitlements loaded when they are in a file.
  private func simulatedApp(
    _ app: ScenarioApp, named name: String, files: inout EntitlementsFiles
  ) throws(ScenarioError) -> SimulatedApp {
    let raw: Entitlements
    switch app.entitlements {
    case .inline(let entitlements):
      raw = entitlements
    case .file(let path):
      let url =
        path.hasPrefix("/")
        ? URL(fileURLWithPath: path)
        : URL(fileURLWithPath: path, relativeTo: scenario.baseDirectory).standardizedFileURL
      let at = JSONPath.root.key("apps").key(name).key("entitlementsFile")
      do {
        if let known = files.loaded[url.path] {
          raw = known
        } else {
          raw = try EntitlementsLoader.load(contentsOf: url).entitlements
          files.loaded[url.path] = raw
        }
      } catch {
        throw self.error(at, "app '\(name.excerpted)': \(error.description)")
      }
      do {
        try AppFamily.count(raw, of: name, into: &files.listed)
      } catch {
        throw self.error(at, error.description)
      }
    }
    return SimulatedApp(
      name: name, entitlements: raw,
      identity: SigningIdentity(
        teamID: app.teamID, appIDPrefix: app.appIDPrefix, bundleID: app.bundleID),
      buildSettings: BuildSettings(scenario.buildSettings).merging(
        BuildSettings(app.buildSettings)),
      platform: app.platform, entitlementsValidated: app.entitlementsValidated)
  }

  /// Expands and resolves an app for `platform` as a device of the scenario does, naming the
  /// app, the entitlement and the variable when a variable cannot be expanded; values are
  /// parsed through `expressions` when the scenario's apps share one.
  func prepare(
    _ app: SimulatedApp, platform: Platform, expressions: BuildSettingExpressions? = nil
  ) throws(ScenarioError) -> PreparedApp {
    do {
      return try app.prepared(for: platform, profile: scenario.profile, expressions: expressions)
    } catch {
      // The path is spelled only for an error: a scenario may have thousands of apps.
      let name = app.name
      let isInline = if case .file? = scenario.apps[name]?.entitlements { false } else { true }
      let entitlementsPath = JSONPath.root.key("apps").key(name)
        .key(isInline ? "entitlements" : "entitlementsFile")
      switch error {
      case .undefinedVariable(let variable, let entitlement?, let value):
        throw self.error(
          isInline ? entitlementsPath.key(entitlement.rawValue) : entitlementsPath,
          "app '\(name.excerpted)': entitlement \(entitlement.rawValue) uses $(\(variable)) in "
            + "`\(value.excerpted)`, which cannot be expanded; set \(variable) in buildSettings or "
            + "give the app a teamID and bundleID")
      default:
        throw self.error(entitlementsPath, "app '\(name.excerpted)': \(error.description)")
      }
    }
  }

  private func error(_ path: JSONPath, _ message: String) -> ScenarioError {
    ScenarioError(path: path.description, message: message, file: scenario.file)
  }
}
