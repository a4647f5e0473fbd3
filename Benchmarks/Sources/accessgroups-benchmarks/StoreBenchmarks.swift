import AccessGroupKit
import Foundation

/// The per-size benchmarks of ``ItemStore``: a store is filled with `size` items, then each
/// operation runs `operations` times on items spread over the whole store, and adds and
/// deletes run in rounds that keep the store within 10% of `size`.
struct StoreBenchmarks {
  /// Items in the store.
  let size: Int
  /// Operations per measurement.
  let operations: Int
  /// Whether to time a snapshot export and import.
  let includesSnapshot: Bool
  /// The operations to time; `nil` times every one (`--only`, for profiling one operation).
  var selection: Set<BenchmarkOperation>? = nil

  /// Runs every store benchmark and reports each result through `report`.
  func run(report: (BenchmarkResult) -> Void, memory: (MemoryResult) -> Void) {
    let workload = KeychainWorkload(size: size)
    let before = MemoryUsage.current()
    let store = ItemStore()
    let suite = store.client(for: KeychainWorkload.suiteGroups(), name: "Suite")
    func result(_ operation: BenchmarkOperation, _ count: Int, _ seconds: Double) {
      report(
        BenchmarkResult(
          operation: operation, size: size, model: "store", count: count, seconds: seconds))
    }
    func measure(_ operation: BenchmarkOperation, _ count: Int, _ body: () -> Void) {
      guard selection?.contains(operation) ?? true else { return }
      result(operation, count, Stopwatch.seconds(body))
    }
    // Adds `operations` new items and deletes them again a round at a time
    // (`KeychainWorkload.rounds(of:)`), timing the adds and the deletes apart.
    func measureInRounds(
      adding addition: BenchmarkOperation, deleting deletion: BenchmarkOperation,
      add: (Range<Int>) -> Void, delete: (Range<Int>) -> Void
    ) {
      let timed = [addition, deletion].filter { selection?.contains($0) ?? true }
      guard !timed.isEmpty else { return }
      var addSeconds = 0.0
      var deleteSeconds = 0.0
      for round in workload.rounds(of: operations) {
        addSeconds += Stopwatch.seconds { add(round) }
        deleteSeconds += Stopwatch.seconds { delete(round) }
      }
      if timed.contains(addition) { result(addition, operations, addSeconds) }
      if timed.contains(deletion) { result(deletion, operations, deleteSeconds) }
    }

    // Populate through the typed API; the call log is cleared as it goes so the store's
    // own memory is what is measured.
    var rawBytes = 0
    let populateSeconds = Stopwatch.seconds {
      for index in 0..<size {
        let item = GenericPassword(
          service: workload.service(ofItem: index), account: workload.account(ofItem: index),
          data: KeychainWorkload.secret)
        blackHole(try? suite.add(item, accessGroup: workload.group(ofItem: index)))
        if index & 4095 == 4095 { store.clearCallLog() }
      }
    }
    store.clearCallLog()
    for index in 0..<size { rawBytes += workload.rawBytes(ofItem: index) }
    result(.populate, size, populateSeconds)
    let after = MemoryUsage.current()
    guard store.itemCount == size else {
      FileHandle.standardError.write(Data("populate stored \(store.itemCount) items\n".utf8))
      return
    }

    let sample = workload.sample(operations)
    let keys = sample.map { index in
      (
        group: workload.group(ofItem: index), service: workload.service(ofItem: index),
        account: workload.account(ofItem: index)
      )
    }
    func fullKey(_ key: (group: String, service: String, account: String)) -> KeychainQuery {
      KeychainQuery(
        itemClass: .genericPassword,
        attributes: [.service: .string(key.service), .account: .string(key.account)],
        accessGroup: key.group, limit: .one)
    }

    // Typed API on existing items.
    let typedQueries = keys.map(fullKey)
    measure(.typedGet, typedQueries.count) {
      for query in typedQueries { blackHole(try? suite.items(matching: query)) }
    }
    measure(.typedUpdate, typedQueries.count) {
      for query in typedQueries {
        blackHole(try? suite.update(query, set: [.label: .string("updated")]))
      }
    }
    store.clearCallLog()

    // Typed add of new items and their deletion: the store returns to `size` items.
    let extra = (0..<operations).map { index in
      (
        group: KeychainWorkload.group(index % KeychainWorkload.groupCount),
        service: "extra-service-\(index % 64)", account: "extra-\(index)"
      )
    }
    let extraQueries = extra.map(fullKey)
    measureInRounds(adding: .typedAdd, deleting: .typedDelete) { round in
      for key in extra[round] {
        let item = GenericPassword(
          service: key.service, account: key.account, data: KeychainWorkload.secret)
        blackHole(try? suite.add(item, accessGroup: key.group))
      }
    } delete: { round in
      for query in extraQueries[round] { blackHole(try? suite.delete(query)) }
    }
    store.clearCallLog()

    // Dictionary API.
    let additions: [[String: Any]] = extra.map { key in
      [
        "class": "genp", "svce": key.service, "acct": "dict-" + key.account, "agrp": key.group,
        "v_Data": KeychainWorkload.secret,
      ]
    }
    let deletions: [[String: Any]] = extra.map { key in
      ["class": "genp", "svce": key.service, "acct": "dict-" + key.account, "agrp": key.group]
    }
    measureInRounds(adding: .dictionaryAdd, deleting: .dictionaryDelete) { round in
      for attributes in additions[round] {
        blackHole(suite.add(attributes, wantsResult: false))
      }
    } delete: { round in
      for query in deletions[round] { blackHole(suite.delete(query)) }
    }
    let lookups: [[String: Any]] = keys.map { key in
      [
        "class": "genp", "svce": key.service, "acct": key.account, "agrp": key.group,
        "m_Limit": "m_LimitOne", "r_Data": true,
      ]
    }
    measure(.dictionaryCopyOne, lookups.count) {
      for query in lookups { blackHole(suite.copyMatching(query)) }
    }
    let serviceQueries: [[String: Any]] = keys.map { key in
      [
        "class": "genp", "svce": key.service, "agrp": key.group, "m_Limit": "m_LimitAll",
        "r_Attributes": true,
      ]
    }
    measure(.dictionaryCopyAll, serviceQueries.count) {
      for query in serviceQueries { blackHole(suite.copyMatching(query)) }
    }
    let updates: [[String: Any]] = keys.map { key in
      ["class": "genp", "svce": key.service, "acct": key.account, "agrp": key.group]
    }
    let change: [String: Any] = ["labl": "changed by dictionary"]
    measure(.dictionaryUpdate, updates.count) {
      for query in updates { blackHole(suite.update(query, attributesToUpdate: change)) }
    }
    store.clearCallLog()

    // Many apps, many groups: each app searches its four groups by service.
    let apps = (0..<KeychainWorkload.groupCount).map { index in
      store.client(for: KeychainWorkload.appGroups(index), name: "App\(index)")
    }
    let byService: [(KeychainClient, [String: Any])] = keys.enumerated().map { offset, key in
      (
        apps[offset % apps.count],
        ["class": "genp", "svce": key.service, "m_Limit": "m_LimitAll", "r_Attributes": true]
      )
    }
    measure(.copyByService, byService.count) {
      for (client, query) in byService { blackHole(client.copyMatching(query)) }
    }
    store.clearCallLog()

    if includesSnapshot {
      var snapshot = Data()
      measure(.snapshotExport, 1) { snapshot = store.exportSnapshot() }
      let copy = ItemStore()
      measure(.snapshotImport, 1) { try? copy.importSnapshot(snapshot) }
      blackHole(copy.itemCount)
    }

    memory(
      MemoryResult(
        size: size, rawBytes: rawBytes, storeBytes: max(0, after.resident - before.resident),
        peakBytes: MemoryUsage.current().peak))
    blackHole(store)
  }
}
