import AccessGroupKit
import Foundation
import SimulatedSecurity

#if canImport(Darwin)
  import Security

  // On Apple platforms Security owns the SecItem names; these forward to the simulation, as
  // the forwarding file of the Linux-testing article does, so the calls below read the same
  // on every platform. Functions declared in this module shadow the imported ones.
  private func SecItemAdd(
    _ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?
  ) -> OSStatus {
    SimulatedKeychain.add(attributes, result)
  }

  private func SecItemCopyMatching(
    _ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?
  ) -> OSStatus {
    SimulatedKeychain.copyMatching(query, result)
  }

  private func SecItemUpdate(_ query: CFDictionary, _ changes: CFDictionary) -> OSStatus {
    SimulatedKeychain.update(query, changes)
  }

  private func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    SimulatedKeychain.delete(query)
  }
#endif

/// SecItem calls through `SimulatedSecurity` against the same calls through
/// ``KeychainClient``'s dictionary API, on one device and for one app.
///
/// The facade side is written as a Linux user writes it: a `[String: Any]` keyed by the
/// `kSec*` constants, passed `as CFDictionary`, with a `CFTypeRef?` result cast back
/// `as? Data`. The library side hands the same attributes as plain strings to the calling
/// app's ``KeychainClient`` on the scope's device. Both run on the same store in
/// alternating chunks, so drift of a shared machine falls on both alike and the ratio
/// measures what the facade adds: conversion, the scope lookup and lock, and the device's
/// routing.
///
/// A third measurement, `bridging`, times only the caller's own `as CFDictionary` of the
/// same dictionaries. On Linux that is Foundation boxing every key and value into an
/// `NSDictionary`, paid before the facade is reached; the report shows it so the facade's
/// own share can be read off.
struct FacadeBenchmarks {
  /// Items in the store.
  let size: Int
  /// Calls per measurement.
  let operations: Int
  /// The operations to time; `nil` times every one.
  var selection: Set<BenchmarkOperation>? = nil

  /// How many alternating chunks a library and a facade measurement are split into.
  private static let chunks = 8

  /// Runs each facade benchmark and reports a `library` and a `facade` result for each.
  ///
  /// - Returns: Whether every call succeeded; a failing call is not a measurement.
  func run(report: (BenchmarkResult) -> Void) -> Bool {
    // In a scope of its own, as a test with the `.simulatedKeychain` trait runs, so every
    // facade call includes the lookup of the current scope.
    SimulatedKeychain.withApp(
      teamID: KeychainWorkload.teamID, bundleID: "com.example.Suite",
      keychainAccessGroups: (0..<KeychainWorkload.groupCount).map(KeychainWorkload.group)
    ) {
      runInScope(report: report)
    }
  }

  private func runInScope(report: (BenchmarkResult) -> Void) -> Bool {
    let workload = KeychainWorkload(size: size)
    let device = SimulatedKeychain.device
    guard let library = try? device.keychainClient(for: SimulatedKeychain.currentApp.name) else {
      let reason = SimulatedKeychain.lastExplanation?.description ?? "no explanation"
      warn("the facade's app is not installed: \(reason)")
      return false
    }
    for index in 0..<size {
      let item = GenericPassword(
        service: workload.service(ofItem: index), account: workload.account(ofItem: index),
        data: KeychainWorkload.secret)
      blackHole(try? library.add(item, accessGroup: workload.group(ofItem: index)))
      if index & 4095 == 4095 { device.store.clearCallLog() }
    }
    device.store.clearCallLog()

    var failures = 0
    func check(_ status: Int32) {
      if status != 0 { failures += 1 }
    }
    var libraryTimes: [BenchmarkOperation: Double] = [:]
    var facadeTimes: [BenchmarkOperation: Double] = [:]
    var bridgingTimes: [BenchmarkOperation: Double] = [:]
    func timed(_ operation: BenchmarkOperation) -> Bool { selection?.contains(operation) ?? true }
    /// Times `library`, `facade` and the caller's own `bridging` over the same chunks in turn.
    func alternate(
      _ operation: BenchmarkOperation, count: Int, library: (Range<Int>) -> Void,
      facade: (Range<Int>) -> Void, bridging: (Range<Int>) -> Void
    ) {
      guard timed(operation) else { return }
      let length = max(1, (count + Self.chunks - 1) / Self.chunks)
      for start in stride(from: 0, to: count, by: length) {
        let chunk = start..<min(start + length, count)
        libraryTimes[operation, default: 0] += Stopwatch.seconds { library(chunk) }
        facadeTimes[operation, default: 0] += Stopwatch.seconds { facade(chunk) }
        bridgingTimes[operation, default: 0] += Stopwatch.seconds { bridging(chunk) }
      }
      device.store.clearCallLog()
    }

    let keys = workload.sample(operations).map { index in
      (
        group: workload.group(ofItem: index), service: workload.service(ofItem: index),
        account: workload.account(ofItem: index)
      )
    }
    let libraryLookups: [[String: Any]] = keys.map { key in
      [
        "class": "genp", "svce": key.service, "acct": key.account, "agrp": key.group,
        "m_Limit": "m_LimitOne", "r_Data": true,
      ]
    }
    let facadeLookups: [[String: Any]] = keys.map { key in
      [
        kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: key.service,
        kSecAttrAccount as String: key.account, kSecAttrAccessGroup as String: key.group,
        kSecMatchLimit as String: kSecMatchLimitOne, kSecReturnData as String: true,
      ]
    }
    alternate(.facadeCopyOne, count: keys.count) { chunk in
      for query in libraryLookups[chunk] {
        let outcome = library.copyMatching(query)
        check(outcome.status.rawValue)
        blackHole(outcome.result as? Data)
      }
    } facade: { chunk in
      for query in facadeLookups[chunk] {
        var result: CFTypeRef?
        check(SecItemCopyMatching(query as CFDictionary, &result))
        blackHole(result as? Data)
      }
    } bridging: { chunk in
      for query in facadeLookups[chunk] { blackHole(query as CFDictionary) }
    }

    let libraryUpdates: [[String: Any]] = keys.map { key in
      ["class": "genp", "svce": key.service, "acct": key.account, "agrp": key.group]
    }
    let facadeUpdates: [[String: Any]] = keys.map { key in
      [
        kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: key.service,
        kSecAttrAccount as String: key.account, kSecAttrAccessGroup as String: key.group,
      ]
    }
    let libraryChange: [String: Any] = ["labl": "changed"]
    let facadeChange: [String: Any] = [kSecAttrLabel as String: "changed"]
    alternate(.facadeUpdate, count: keys.count) { chunk in
      for query in libraryUpdates[chunk] {
        check(library.update(query, attributesToUpdate: libraryChange).status.rawValue)
      }
    } facade: { chunk in
      for query in facadeUpdates[chunk] {
        check(SecItemUpdate(query as CFDictionary, facadeChange as CFDictionary))
      }
    } bridging: { chunk in
      for query in facadeUpdates[chunk] {
        blackHole((query as CFDictionary, facadeChange as CFDictionary))
      }
    }

    // New items, added and deleted again in the store's rounds (each side its own accounts),
    // so the store stays within 10% of `size`.
    let extra = (0..<operations).map { index in
      (
        group: KeychainWorkload.group(index % KeychainWorkload.groupCount),
        service: "extra-service-\(index % 64)", account: "extra-\(index)"
      )
    }
    let libraryAdditions: [[String: Any]] = extra.map { key in
      [
        "class": "genp", "svce": key.service, "acct": "library-" + key.account,
        "agrp": key.group, "v_Data": KeychainWorkload.secret,
      ]
    }
    let libraryDeletions: [[String: Any]] = extra.map { key in
      ["class": "genp", "svce": key.service, "acct": "library-" + key.account, "agrp": key.group]
    }
    let facadeAdditions: [[String: Any]] = extra.map { key in
      [
        kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: key.service,
        kSecAttrAccount as String: "facade-" + key.account,
        kSecAttrAccessGroup as String: key.group, kSecValueData as String: KeychainWorkload.secret,
      ]
    }
    let facadeDeletions: [[String: Any]] = extra.map { key in
      [
        kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: key.service,
        kSecAttrAccount as String: "facade-" + key.account,
        kSecAttrAccessGroup as String: key.group,
      ]
    }
    if timed(.facadeAdd) || timed(.facadeDelete) {
      for round in workload.rounds(of: operations) {
        libraryTimes[.facadeAdd, default: 0] += Stopwatch.seconds {
          for attributes in libraryAdditions[round] {
            check(library.add(attributes, wantsResult: false).status.rawValue)
          }
        }
        libraryTimes[.facadeDelete, default: 0] += Stopwatch.seconds {
          for query in libraryDeletions[round] { check(library.delete(query).status.rawValue) }
        }
        facadeTimes[.facadeAdd, default: 0] += Stopwatch.seconds {
          for attributes in facadeAdditions[round] {
            check(SecItemAdd(attributes as CFDictionary, nil))
          }
        }
        facadeTimes[.facadeDelete, default: 0] += Stopwatch.seconds {
          for query in facadeDeletions[round] { check(SecItemDelete(query as CFDictionary)) }
        }
        bridgingTimes[.facadeAdd, default: 0] += Stopwatch.seconds {
          for attributes in facadeAdditions[round] { blackHole(attributes as CFDictionary) }
        }
        bridgingTimes[.facadeDelete, default: 0] += Stopwatch.seconds {
          for query in facadeDeletions[round] { blackHole(query as CFDictionary) }
        }
        device.store.clearCallLog()
      }
    }

    guard failures == 0 else {
      let reason = SimulatedKeychain.lastExplanation?.description ?? "no explanation"
      warn("\(failures) SecItem benchmark calls failed; the last call: \(reason)")
      return false
    }
    for operation in BenchmarkOperation.facadeOperations where timed(operation) {
      for (model, times) in [
        ("library", libraryTimes), ("facade", facadeTimes), ("bridging", bridgingTimes),
      ] {
        guard let seconds = times[operation] else { continue }
        report(
          BenchmarkResult(
            operation: operation, size: size, model: model, count: operations, seconds: seconds))
      }
    }
    blackHole(device)
    return true
  }
}
