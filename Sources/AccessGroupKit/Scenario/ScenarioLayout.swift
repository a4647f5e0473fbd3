/// A scenario's devices and the first lifecycle step of each app on each device, indexed
/// once, so the checks asked for every app on every device take constant time (a scenario
/// may declare many thousands of apps or devices).
struct ScenarioLayout {
  /// The devices the scenario runs on: its `devices`, or one named `device`.
  let devices: [ScenarioDevice]

  /// The name of the device a step without `on` runs on.
  let firstDeviceName: String

  private let scenarioPlatform: Platform
  private let appPlatforms: [String: Platform]
  /// Each device's platform, by name (the first declaration of a name counts).
  private let devicePlatforms: [String: Platform]
  /// Whether an app's first lifecycle step on a device is `install`.
  private let firstLifecycleStepInstalls: [Placement: Bool]

  private struct Placement: Hashable {
    var app: String
    var device: String
  }

  init(_ scenario: Scenario) {
    devices = scenario.devices.isEmpty ? [ScenarioDevice(name: "device")] : scenario.devices
    firstDeviceName = devices[0].name
    scenarioPlatform = scenario.platform
    appPlatforms = scenario.apps.compactMapValues(\.platform)
    devicePlatforms = Dictionary(
      devices.map { ($0.name, $0.platform ?? scenario.platform) },
      uniquingKeysWith: { first, _ in first })
    var firstSteps: [Placement: Bool] = [:]
    for step in scenario.steps {
      guard let app = ScenarioRunner.lifecycleApp(of: step) else { continue }
      let device = ScenarioRunner.deviceName(of: step) ?? firstDeviceName
      let placement = Placement(app: app, device: device)
      guard firstSteps[placement] == nil else { continue }
      if case .install = step {
        firstSteps[placement] = true
      } else {
        firstSteps[placement] = false
      }
    }
    firstLifecycleStepInstalls = firstSteps
  }

  /// The platform of the device named `device`.
  func platform(ofDevice device: String) -> Platform {
    devicePlatforms[device] ?? scenarioPlatform
  }

  /// Whether the device named `device` runs the app's platform.
  func canRun(_ app: String, on device: String) -> Bool {
    let devicePlatform = platform(ofDevice: device)
    let appPlatform = appPlatforms[app] ?? devicePlatform
    return SimulatedDevice.appPlatforms(onDevice: devicePlatform).contains(appPlatform)
  }

  /// Whether `app` is installed on `device` when the run starts: when the device can run it,
  /// unless its first lifecycle step there is `install`.
  func startsInstalled(_ app: String, on device: String) -> Bool {
    guard canRun(app, on: device) else { return false }
    return firstLifecycleStepInstalls[Placement(app: app, device: device)] != true
  }
}
