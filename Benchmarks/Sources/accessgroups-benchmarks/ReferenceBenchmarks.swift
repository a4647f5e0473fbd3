import AccessGroupKit
import AccessGroupKitTestSupport
import Foundation

/// The same workload on the reference model (`ReferenceKeychain`: a plain array, a linear
/// scan per call), for the "× reference" column.
///
/// The model has only the dictionary API, so its typed rows run the dictionary call the
/// typed API makes (the same class, attributes, group, limit and return keys).
struct ReferenceBenchmarks {
  /// Items in the model.
  let size: Int
  /// Operations per measurement.
  let operations: Int

  /// Runs every operation the model supports and reports each result.
  func run(report: (BenchmarkResult) -> Void) {
    let workload = KeychainWorkload(size: size)
    let suite = KeychainWorkload.suiteGroups()
    var model = ReferenceKeychain(
      now: Date(timeIntervalSinceReferenceDate: 800_000_000),
      identifiers: ReferenceIdentifiers(seed: 1))
    func measure(_ operation: BenchmarkOperation, _ count: Int, _ body: () -> Void) {
      report(
        BenchmarkResult(
          operation: operation, size: size, model: "reference", count: count,
          seconds: Stopwatch.seconds(body)))
    }

    measure(.populate, size) {
      for index in 0..<size {
        blackHole(
          model.add(
            [
              "class": "genp", "svce": workload.service(ofItem: index),
              "acct": workload.account(ofItem: index), "agrp": workload.group(ofItem: index),
              "v_Data": KeychainWorkload.secret, "r_Attributes": true, "r_Data": true,
              "r_PersistentRef": true,
            ], by: suite))
      }
    }

    let keys = workload.sample(operations).map { index in
      (
        group: workload.group(ofItem: index), service: workload.service(ofItem: index),
        account: workload.account(ofItem: index)
      )
    }
    let fullKeys: [[String: Any]] = keys.map { key in
      ["class": "genp", "svce": key.service, "acct": key.account, "agrp": key.group]
    }
    let typedGets = fullKeys.map {
      $0.merging([
        "m_Limit": "m_LimitOne", "r_Attributes": true, "r_Data": true, "r_PersistentRef": true,
      ]) { $1 }
    }
    measure(.typedGet, typedGets.count) {
      for query in typedGets { blackHole(model.copyMatching(query, by: suite)) }
    }
    measure(.typedUpdate, fullKeys.count) {
      for query in fullKeys {
        blackHole(model.update(query, changes: ["labl": "updated"], by: suite))
      }
    }
    let extra: [[String: Any]] = (0..<operations).map { index in
      [
        "class": "genp", "svce": "extra-service-\(index % 64)", "acct": "extra-\(index)",
        "agrp": KeychainWorkload.group(index % KeychainWorkload.groupCount),
      ]
    }
    measure(.typedAdd, extra.count) {
      for key in extra {
        var attributes = key
        attributes["v_Data"] = KeychainWorkload.secret
        attributes["r_Attributes"] = true
        attributes["r_Data"] = true
        attributes["r_PersistentRef"] = true
        blackHole(model.add(attributes, by: suite))
      }
    }
    measure(.typedDelete, extra.count) {
      for query in extra { blackHole(model.delete(query, by: suite)) }
    }
    measure(.dictionaryAdd, extra.count) {
      for key in extra {
        var attributes = key
        attributes["v_Data"] = KeychainWorkload.secret
        blackHole(model.add(attributes, by: suite, wantsResult: false))
      }
    }
    measure(.dictionaryDelete, extra.count) {
      for query in extra { blackHole(model.delete(query, by: suite)) }
    }
    let lookups = fullKeys.map { $0.merging(["m_Limit": "m_LimitOne", "r_Data": true]) { $1 } }
    measure(.dictionaryCopyOne, lookups.count) {
      for query in lookups { blackHole(model.copyMatching(query, by: suite)) }
    }
    let serviceQueries: [[String: Any]] = keys.map { key in
      [
        "class": "genp", "svce": key.service, "agrp": key.group, "m_Limit": "m_LimitAll",
        "r_Attributes": true,
      ]
    }
    measure(.dictionaryCopyAll, serviceQueries.count) {
      for query in serviceQueries { blackHole(model.copyMatching(query, by: suite)) }
    }
    measure(.dictionaryUpdate, fullKeys.count) {
      for query in fullKeys {
        blackHole(model.update(query, changes: ["labl": "changed by dictionary"], by: suite))
      }
    }
    let apps = (0..<KeychainWorkload.groupCount).map(KeychainWorkload.appGroups)
    let byService: [(ResolvedAccessGroups, [String: Any])] = keys.enumerated().map {
      offset, key in
      (
        apps[offset % apps.count],
        ["class": "genp", "svce": key.service, "m_Limit": "m_LimitAll", "r_Attributes": true]
      )
    }
    measure(.copyByService, byService.count) {
      for (app, query) in byService { blackHole(model.copyMatching(query, by: app)) }
    }
  }
}
