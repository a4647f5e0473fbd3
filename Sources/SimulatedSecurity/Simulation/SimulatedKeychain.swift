import AccessGroupKit
import Foundation

#if canImport(Darwin)
  import Security
#endif

/// The simulated keychain of this process: Security's four SecItem calls, answered by
/// AccessGroupKit's engine for a configurable calling app.
///
/// The calls go to the current ``Scope``: a `SimulatedDevice` on which the calling app (an
/// AccessGroupKit `SimulatedApp`) is installed, so its access groups, the lock state and
/// every keychain rule are the library's. ``withApp(_:_:)`` and
/// ``withNewDevice(platform:profile:apps:_:)`` bind a scope of their own to the work they
/// run, so tests that run in parallel never see each other's app or items; calls outside
/// any scope go to the process-wide keychain.
///
/// On Linux, the global `SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate` and
/// `SecItemDelete` of this module call these functions. On Apple platforms, where Security
/// owns those names, call these directly, or add a four-function forwarding file to a test
/// target (the article "Running keychain tests on Linux" in AccessGroupKit's documentation
/// shows it): functions declared in a module shadow imported ones.
///
/// The process-wide calling app comes from the `ACCESSGROUPKIT_*` environment variables
/// (``SimulatedConfiguration``). A test picks its own:
///
/// ```swift
/// SimulatedKeychain.withApp(teamID: "ABCDE12345", bundleID: "com.example.app") {
///   let status = SecItemAdd(query as CFDictionary, nil)
///   print(SimulatedKeychain.lastExplanation?.description ?? "ok")
/// }
/// ```
public enum SimulatedKeychain {
  /// Adds an item, as `SecItemAdd` does.
  ///
  /// - Parameters:
  ///   - attributes: The item's class, attributes and data.
  ///   - result: Receives the requested `kSecReturn*` result on success; may be `nil`.
  /// - Returns: The `OSStatus` Security would return.
  public static func add(
    _ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?
  ) -> OSStatus {
    run("SecItemAdd", attributes, result) { .add($0, wantsResult: result != nil) }
  }

  /// Finds items, as `SecItemCopyMatching` does.
  ///
  /// - Parameters:
  ///   - query: The class, the attributes to match, the match limit and the return keys.
  ///   - result: Receives the matches on success: `NSData`, an `NSDictionary`, or an
  ///     `NSArray` of them; may be `nil`.
  /// - Returns: The `OSStatus` Security would return.
  public static func copyMatching(
    _ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?
  ) -> OSStatus {
    run("SecItemCopyMatching", query, result) { .copyMatching($0, wantsResult: result != nil) }
  }

  /// Changes the matching items, as `SecItemUpdate` does.
  ///
  /// - Parameters:
  ///   - query: The class and the attributes to match.
  ///   - attributesToUpdate: The new attribute values and data.
  /// - Returns: The `OSStatus` Security would return.
  public static func update(
    _ query: CFDictionary, _ attributesToUpdate: CFDictionary
  )
    -> OSStatus
  {
    let changes: SecItemRequest
    switch SecItemDictionary.request(
      from: attributesToUpdate as NSDictionary, accessControl: SecItemBridge.accessControl)
    {
    case .request(let request): changes = request
    case .nonStringKey(let typeName):
      return report(nonStringKey: typeName, operation: "SecItemUpdate")
    }
    return run("SecItemUpdate", query, nil) { .update($0, changes: changes) }
  }

  /// Deletes the matching items, as `SecItemDelete` does.
  ///
  /// - Parameter query: The class and the attributes to match.
  /// - Returns: The `OSStatus` Security would return.
  public static func delete(_ query: CFDictionary) -> OSStatus {
    run("SecItemDelete", query, nil) { .delete($0) }
  }

  /// Converts the dictionary into the call (`operation` makes it of the request), runs it
  /// for the calling scope's app, and stores the result.
  private static func run(
    _ name: String, _ dictionary: CFDictionary,
    _ result: UnsafeMutablePointer<CFTypeRef?>?,
    _ operation: (SecItemRequest) -> SecItemOperation
  ) -> OSStatus {
    let request: SecItemRequest
    // Each value is classified once, by AccessGroupKit's one classifier; the bridge only
    // recognizes this platform's access-control objects.
    switch SecItemDictionary.request(
      from: dictionary as NSDictionary, accessControl: SecItemBridge.accessControl)
    {
    case .request(let converted): request = converted
    case .nonStringKey(let typeName):
      return report(nonStringKey: typeName, operation: name)
    }
    let outcome = Scope.current.perform(name, operation(request))
    if outcome.status == .success, let result {
      // Already Security's objects (`SecItemBridge.resultObjects`).
      result.pointee = outcome.result.map { $0 as AnyObject }
    }
    return outcome.status.rawValue
  }

  /// Answers a dictionary whose key is not a string.
  ///
  /// The engine's dictionaries have string keys, so this edge answers for it with what
  /// `query_applier` (`keychain/securityd/SecDbQuery.c`) does: a number key is an unknown
  /// attribute (`errSecNoSuchAttr`), any other key type is `errSecParam`
  /// (`errSecItemInvalidKeyType`).
  private static func report(nonStringKey typeName: String, operation: String) -> OSStatus {
    let isNumber = typeName.contains("Number") || typeName.hasPrefix("Int")
    let status: KeychainStatus = isNumber ? .noSuchAttribute : .parameter
    let explanation = KeychainExplanation(
      status: status, rule: "§2.1",
      summary: "\(operation): a dictionary key is a \(typeName), not a string",
      fix: "Use Security's kSec* string constants as keys.")
    return Scope.current.record(
      operation, SecItemOutcome(status: status, explanation: explanation)
    ).status.rawValue
  }
}

extension SimulatedKeychain.Scope {
  /// Answers one SecItem call for the calling app: passes it unchanged to the device,
  /// which runs it on the app's keychain.
  ///
  /// Locks: the scope's lock is the outermost lock of a call and is held for all of it, so
  /// the calls of one scope run one after another; inside it the device takes its own
  /// `state` only to find the app, then the store takes its lock (see "Locks" in
  /// `ARCHITECTURE.md`).
  func perform(_ name: String, _ operation: SecItemOperation) -> SecItemOutcome {
    answer(name) { state in
      do throws(SimulatedDeviceError) {
        return try state.device.perform(
          operation, app: state.app.name, returning: SecItemBridge.resultObjects)
      } catch {
        return Self.notAvailable("\(error)")
      }
    }
  }

  /// Records `outcome`, which the edge decided without the device, as the calling app's
  /// last call.
  func record(_ name: String, _ outcome: SecItemOutcome) -> SecItemOutcome {
    answer(name) { _ in outcome }
  }

  /// Answers a call with `body` when the calling app is configured and installed, keeps
  /// its status and explanation, and prints a failure when asked to; holds the lock.
  private func answer(
    _ name: String, _ body: (State) -> SecItemOutcome
  ) -> SecItemOutcome {
    withState { state in
      let outcome: SecItemOutcome
      if let error = state.configurationError {
        outcome = Self.notAvailable("\(error)")
      } else if let error = state.installationError {
        outcome = Self.notAvailable("\(error)")
      } else {
        if isProcessWide { ScopeNotices.shared.noteProcessWideCall(name, state: state) }
        outcome = body(state)
      }
      state.lastStatus = outcome.status
      state.lastExplanation = outcome.explanation
      if state.configuration.logsFailures, let explanation = outcome.explanation {
        ScopeNotices.print("SimulatedSecurity: \(name) by \(state.app.name): \(explanation)")
      }
      return outcome
    }
  }
}
