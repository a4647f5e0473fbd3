/// One app's SecItem calls on a ``SimulatedDevice``.
///
/// Each call first checks that the app is installed at that moment (otherwise it throws
/// ``SimulatedDeviceError/appNotInstalled(app:device:)``), then runs with the app's current
/// access groups, so a client made before an uninstall, reinstall or transfer follows the
/// app. On a macOS device a native macOS app's call is routed as the macOS SecItem shim
/// routes it (§2.10; see ``SimulatedDevice/usesFileBasedKeychain``); every other call
/// goes to the device's ``ItemStore`` unchanged.
package struct SimulatedAppClient: Sendable {
  /// The device the app is on.
  package let device: SimulatedDevice

  /// The app's name.
  package let appName: String

  /// Creates a client. Not public: users get one from `SimulatedDevice.client(for:)`,
  /// which first checks that the app was ever installed.
  ///
  /// - Parameters:
  ///   - device: The device.
  ///   - appName: The app's name.
  package init(device: SimulatedDevice, appName: String) {
    self.device = device
    self.appName = appName
  }

  /// Runs one call, like the SecItem function of its verb.
  ///
  /// - Parameter operation: The call.
  /// - Returns: The status, result and explanation.
  /// - Throws: ``SimulatedDeviceError`` when the app is not installed.
  package func perform(_ operation: SecItemOperation) throws(SimulatedDeviceError) -> SecItemOutcome
  {
    try device.perform(operation, app: appName)
  }
}
