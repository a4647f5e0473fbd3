/// A device declared in a scenario's optional `devices` array (an additive extension of
/// format 1).
///
/// ```json
/// "devices": [ "iPhone", { "name": "Mac", "platform": "macOS", "iCloud": false } ]
/// ```
///
/// Without `devices` a scenario has one device, on the scenario's platform. With it, steps
/// choose a device with `"on": "Mac"` (the first device when omitted), and every device with
/// `iCloud` (the default) is signed into one iCloud Keychain account, in array order (the
/// order that breaks sync ties).
package struct ScenarioDevice: Hashable, Sendable {
  /// The device's name, used by steps' `on` key.
  package var name: String

  /// The device's platform, or `nil` for the scenario's.
  package var platform: Platform?

  /// Whether the device is signed into the scenario's iCloud account.
  package var iCloud: Bool

  /// Creates a device.
  ///
  /// - Parameters:
  ///   - name: The device's name.
  ///   - platform: The platform, or `nil` for the scenario's.
  ///   - iCloud: Whether it is signed into iCloud.
  package init(name: String, platform: Platform? = nil, iCloud: Bool = true) {
    self.name = name
    self.platform = platform
    self.iCloud = iCloud
  }
}
