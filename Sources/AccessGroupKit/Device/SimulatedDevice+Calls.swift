import Foundation

extension SimulatedDevice {
  /// An installed app's calls.
  ///
  /// - Parameter name: The app's name.
  /// - Returns: A client that checks, at each call, that the app is still installed.
  /// - Throws: ``SimulatedDeviceError/unknownApp(app:device:)`` for an app never installed.
  package func client(for name: String) throws(SimulatedDeviceError) -> SimulatedAppClient {
    _ = try knownApp(name)
    return SimulatedAppClient(device: self, appName: name)
  }

  /// The installed app's ``KeychainClient`` on the device's data-protection keychain, for
  /// the typed API. It is a snapshot: it does not check installation and does not route
  /// macOS calls, which `SimulatedKeychain` (in SimulatedSecurity) does for each call.
  ///
  /// - Parameter name: The app's name.
  /// - Returns: The client.
  /// - Throws: ``SimulatedDeviceError`` when the app is unknown or not installed.
  public func keychainClient(for name: String) throws(SimulatedDeviceError) -> KeychainClient {
    try installedApp(name).client
  }

  /// The number of items in the macOS file-based keychain.
  public var fileBasedItemCount: Int {
    state.withLock { $0.fileBasedKeychain.items.count }
  }

  /// How many items the device's keychains have read so far, for a scenario's budget
  /// (``ItemDatabase/rowsExamined``).
  var rowsExamined: Int {
    store.rowsExamined + state.withLock { $0.fileBasedKeychain.rowsExamined }
  }

  /// Runs one call for an installed app.
  ///
  /// Every call made on a Mac passes the macOS SecItem shim (`SecItem.cpp`), which copies the
  /// dictionary for each keychain it targets and prunes keys the data-protection keychain
  /// would reject: `kSecMatch*` from Add, Update and Delete, `kSecReturn*` from Update and
  /// Delete, `kSecValueData` and `kSecAttrAccess` from every search, and from every call the
  /// keys of ``MacKeychainRoute/dataProtectionRequest(_:pruning:)``. So a native macOS app's
  /// `SecItemDelete` with `kSecMatchLimitAll` succeeds where an iOS app's is `errSecParam`.
  ///
  /// - A native macOS app's call is categorized (``MacKeychainRoute``); without
  ///   ``usesFileBasedKeychain`` every category but an invalid one goes to the
  ///   data-protection keychain, still pruned.
  /// - A Mac Catalyst app's call always goes to the data-protection keychain
  ///   (`SecItemCategorizeQuery` forces it when `_CFMZEnabled()`), pruned the same way.
  /// - Calls of iOS and iOS Simulator apps reach the data-protection keychain unchanged.
  ///
  /// The call goes straight to the engine (`ItemStore.perform`) with the app's client, and
  /// its result is made once, of `objects`.
  ///
  /// Locks: the device's `state` is held only to read the app (and, on macOS, for the
  /// file-based keychain's part of a call), and released before the store is called.
  ///
  /// - Parameters:
  ///   - operation: The call, built once by the caller.
  ///   - name: The calling app's name.
  ///   - objects: What the result is made of.
  /// - Returns: The status, result and explanation.
  /// - Throws: ``SimulatedDeviceError`` when the app is not installed.
  package func perform(
    _ operation: SecItemOperation, app name: String, returning objects: ResultObjects = .values
  ) throws(SimulatedDeviceError)
    -> SecItemOutcome
  {
    let app = try installedApp(name)
    switch app.platform {
    case .macOS:
      let route = operation.request.map(MacKeychainRoute.init) ?? .dataProtection
      if usesFileBasedKeychain || route == .invalid {
        return routed(operation, route: route, client: app.client, objects: objects)
      }
      return routed(operation, route: .dataProtection, client: app.client, objects: objects)
    case .macCatalyst:
      return routed(operation, route: .dataProtection, client: app.client, objects: objects)
    case .iOS, .iOSSimulator:
      return store.perform(operation, client: app.client).outcome(objects)
    }
  }

  /// The app called `name`, installed or not (a removed app stays known).
  ///
  /// Locks: takes the device's `state` only to read the app.
  func knownApp(_ name: String) throws(SimulatedDeviceError) -> DeviceApp {
    let known = state.withLock { $0.apps[name] }
    guard let known else { throw .unknownApp(app: name, device: self.name) }
    return known
  }

  /// The installed app called `name`: the caller of every call made in its name.
  func installedApp(_ name: String) throws(SimulatedDeviceError) -> DeviceApp {
    let known = try knownApp(name)
    guard known.isInstalled else { throw .appNotInstalled(app: name, device: self.name) }
    return known
  }

  /// The macOS shim (§2.10): which keychains a call targets, how it is pruned for the
  /// data-protection keychain (``MacKeychainRoute/dataProtectionOperation(_:)``), and how two
  /// outcomes merge (`SecItemMergeResults`). Nothing here depends on the verb but Add's one
  /// target: the file-based keychain, a second engine, takes the call as the store does.
  private func routed(
    _ operation: SecItemOperation, route: MacKeychainRoute, client: KeychainClient,
    objects: ResultObjects
  ) -> SecItemOutcome {
    if route == .invalid {
      return SecItemOutcome(
        status: .parameter,
        explanation: KeychainExplanation(
          status: .parameter, rule: "§2.10",
          summary: "The dictionary can target neither the data-protection nor the file-based "
            + "keychain.",
          details: ["the macOS SecItem shim found keys that exclude each keychain"]))
    }
    let now = store.clock.now()
    // Add cannot go to both: the file-based keychain wins unless it is impossible.
    let asksDataProtection =
      route == .dataProtection || (route == .both && operation.call != .add)
    let dataProtection: SecItemOutcome? =
      asksDataProtection
      ? store.perform(MacKeychainRoute.dataProtectionOperation(operation), client: client)
        .outcome(objects)
      : nil
    var fileBased: SecItemOutcome? =
      route == .dataProtection
      ? nil
      : state.withLock { $0.fileBasedKeychain.perform(operation, now: now, objects: objects) }
    if !operation.wantsResult { fileBased?.result = nil }
    return Self.merge(dataProtection, fileBased, objects: objects)
  }

  /// `SecItemMergeResults`: when both keychains were asked, a data-protection failure
  /// (including `errSecMissingEntitlement`) yields the file-based outcome; a file-based
  /// failure yields the data-protection success; two successes concatenate arrays
  /// (data-protection first) or keep the data-protection single result.
  static func merge(
    _ dataProtection: SecItemOutcome?, _ fileBased: SecItemOutcome?,
    objects: ResultObjects = .values
  )
    -> SecItemOutcome
  {
    switch (dataProtection, fileBased) {
    case (let dataProtection?, let fileBased?):
      if !dataProtection.status.isSuccess { return fileBased }
      if !fileBased.status.isSuccess { return dataProtection }
      if let first = dataProtection.result.flatMap(objects.elements(of:)),
        let second = fileBased.result.flatMap(objects.elements(of:))
      {
        return SecItemOutcome(status: .success, result: objects.array(first + second))
      }
      return SecItemOutcome(
        status: .success, result: dataProtection.result ?? fileBased.result)
    case (let dataProtection?, nil): return dataProtection
    case (nil, let fileBased?): return fileBased
    case (nil, nil): return SecItemOutcome(status: .parameter)
    }
  }
}
