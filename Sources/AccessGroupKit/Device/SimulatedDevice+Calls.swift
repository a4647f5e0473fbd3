import Foundation

/// One SecItem call as a device receives it, before routing.
enum DeviceCall {
  case add([String: Any], wantsResult: Bool)
  case copyMatching([String: Any], wantsResult: Bool)
  case update([String: Any], [String: Any])
  case delete([String: Any])

  var dictionary: [String: Any] {
    switch self {
    case .add(let dictionary, _), .copyMatching(let dictionary, _), .update(let dictionary, _),
      .delete(let dictionary):
      dictionary
    }
  }
}

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

  /// Runs one call for an installed app.
  ///
  /// Every call made on a Mac passes the macOS SecItem shim (`SecItem.cpp`), which copies the
  /// dictionary for each keychain it targets and prunes keys the data-protection keychain
  /// would reject: `kSecMatch*` from Add, Update and Delete, `kSecReturn*` from Update and
  /// Delete, `kSecValueData` and `kSecAttrAccess` from every search, and from every call the
  /// keys of ``MacKeychainRoute/dataProtectionDictionary(_:pruning:)``. So a native macOS app's
  /// `SecItemDelete` with `kSecMatchLimitAll` succeeds where an iOS app's is `errSecParam`.
  ///
  /// - A native macOS app's call is categorized (``MacKeychainRoute``); without
  ///   ``usesFileBasedKeychain`` every category but an invalid one goes to the
  ///   data-protection keychain, still pruned.
  /// - A Mac Catalyst app's call always goes to the data-protection keychain
  ///   (`SecItemCategorizeQuery` forces it when `_CFMZEnabled()`), pruned the same way.
  /// - Calls of iOS and iOS Simulator apps reach the data-protection keychain unchanged.
  func perform(
    _ call: DeviceCall, app name: String
  ) throws(SimulatedDeviceError)
    -> SecItemOutcome
  {
    let app = try installedApp(name)
    switch app.platform {
    case .macOS:
      let route = MacKeychainRoute(SecItemDictionary.request(from: call.dictionary))
      if usesFileBasedKeychain || route == .invalid {
        return routed(call, route: route, client: app.client)
      }
      return routed(call, route: .dataProtection, client: app.client)
    case .macCatalyst:
      return routed(call, route: .dataProtection, client: app.client)
    case .iOS, .iOSSimulator:
      return Self.dataProtection(call, client: app.client)
    }
  }

  private static func dataProtection(_ call: DeviceCall, client: KeychainClient) -> SecItemOutcome {
    switch call {
    case .add(let attributes, let wantsResult):
      client.add(attributes, wantsResult: wantsResult)
    case .copyMatching(let query, let wantsResult):
      client.copyMatching(query, wantsResult: wantsResult)
    case .update(let query, let changes):
      client.update(query, attributesToUpdate: changes)
    case .delete(let query):
      client.delete(query)
    }
  }

  /// The macOS shim (§2.10): which keychains a call targets, how each dictionary is
  /// pruned, and how two outcomes merge (`SecItemMergeResults`).
  private func routed(
    _ call: DeviceCall, route: MacKeychainRoute, client: KeychainClient
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
    let match = MacKeychainRoute.prunedMatchKeys
    let returns = MacKeychainRoute.prunedReturnKeys
    switch call {
    case .add(let attributes, let wantsResult):
      // Add cannot go to both: the file-based keychain wins unless it is impossible.
      if route == .dataProtection {
        return client.add(
          MacKeychainRoute.dataProtectionDictionary(attributes, pruning: match),
          wantsResult: wantsResult)
      }
      var outcome = state.withLock {
        $0.fileBasedKeychain.add(SecItemDictionary.request(from: attributes), now: now)
      }
      if !wantsResult { outcome.result = nil }
      return outcome
    case .copyMatching(let query, let wantsResult):
      let dataProtection: SecItemOutcome? =
        route == .fileBased
        ? nil
        : client.copyMatching(
          MacKeychainRoute.dataProtectionDictionary(query, pruning: ["v_Data", "acls"]),
          wantsResult: wantsResult)
      var fileBased: SecItemOutcome? =
        route == .dataProtection
        ? nil
        : state.withLock {
          $0.fileBasedKeychain.copyMatching(SecItemDictionary.request(from: query))
        }
      if !wantsResult { fileBased?.result = nil }
      return Self.merge(dataProtection, fileBased)
    case .update(let query, let changes):
      let dataProtection: SecItemOutcome? =
        route == .fileBased
        ? nil
        : client.update(
          MacKeychainRoute.dataProtectionDictionary(
            query, pruning: match.union(returns).union(["v_Data", "acls"])),
          attributesToUpdate: changes)
      let fileBased: SecItemOutcome? =
        route == .dataProtection
        ? nil
        : state.withLock {
          $0.fileBasedKeychain.update(
            SecItemDictionary.request(from: query),
            changes: SecItemDictionary.request(from: changes), now: now)
        }
      return Self.merge(dataProtection, fileBased)
    case .delete(let query):
      let dataProtection: SecItemOutcome? =
        route == .fileBased
        ? nil
        : client.delete(
          MacKeychainRoute.dataProtectionDictionary(
            query, pruning: match.union(returns).union(["v_Data", "acls"])))
      let fileBased: SecItemOutcome? =
        route == .dataProtection
        ? nil
        : state.withLock { $0.fileBasedKeychain.delete(SecItemDictionary.request(from: query)) }
      return Self.merge(dataProtection, fileBased)
    }
  }

  /// `SecItemMergeResults`: when both keychains were asked, a data-protection failure
  /// (including `errSecMissingEntitlement`) yields the file-based outcome; a file-based
  /// failure yields the data-protection success; two successes concatenate arrays
  /// (data-protection first) or keep the data-protection single result.
  static func merge(
    _ dataProtection: SecItemOutcome?, _ fileBased: SecItemOutcome?
  )
    -> SecItemOutcome
  {
    switch (dataProtection, fileBased) {
    case (let dataProtection?, let fileBased?):
      if !dataProtection.status.isSuccess { return fileBased }
      if !fileBased.status.isSuccess { return dataProtection }
      if let first = dataProtection.result as? [Any], let second = fileBased.result as? [Any] {
        return SecItemOutcome(status: .success, result: first + second)
      }
      return SecItemOutcome(
        status: .success, result: dataProtection.result ?? fileBased.result)
    case (let dataProtection?, nil): return dataProtection
    case (nil, let fileBased?): return fileBased
    case (nil, nil): return SecItemOutcome(status: .parameter)
    }
  }
}
