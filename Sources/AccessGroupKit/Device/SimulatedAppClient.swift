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

  /// Adds an item, like `SecItemAdd`.
  ///
  /// - Parameters:
  ///   - attributes: The item's class, attributes, value and optional `kSecReturn*` keys.
  ///   - wantsResult: Whether the caller passes a result pointer.
  /// - Returns: The status, result and explanation.
  /// - Throws: ``SimulatedDeviceError`` when the app is not installed.
  package func add(
    _ attributes: [String: Any], wantsResult: Bool = true
  ) throws(SimulatedDeviceError) -> SecItemOutcome {
    try device.perform(.add(attributes, wantsResult: wantsResult), app: appName)
  }

  /// Searches for items, like `SecItemCopyMatching`.
  ///
  /// - Parameters:
  ///   - query: The class, attributes to match, limit and `kSecReturn*` keys.
  ///   - wantsResult: Whether the caller passes a result pointer.
  /// - Returns: The status, result and explanation.
  /// - Throws: ``SimulatedDeviceError`` when the app is not installed.
  package func copyMatching(
    _ query: [String: Any], wantsResult: Bool = true
  ) throws(SimulatedDeviceError) -> SecItemOutcome {
    try device.perform(.copyMatching(query, wantsResult: wantsResult), app: appName)
  }

  /// Changes the items a query matches, like `SecItemUpdate`.
  ///
  /// - Parameters:
  ///   - query: Which items to change.
  ///   - attributesToUpdate: The new values.
  /// - Returns: The status and explanation.
  /// - Throws: ``SimulatedDeviceError`` when the app is not installed.
  package func update(
    _ query: [String: Any], attributesToUpdate: [String: Any]
  ) throws(SimulatedDeviceError) -> SecItemOutcome {
    try device.perform(.update(query, attributesToUpdate), app: appName)
  }

  /// Deletes the items a query matches, like `SecItemDelete`.
  ///
  /// - Parameter query: Which items to delete.
  /// - Returns: The status and explanation.
  /// - Throws: ``SimulatedDeviceError`` when the app is not installed.
  package func delete(_ query: [String: Any]) throws(SimulatedDeviceError) -> SecItemOutcome {
    try device.perform(.delete(query), app: appName)
  }
}
