import Foundation

/// The least any store could cost on this machine: the throughput targets measured on a toy
/// store that keeps no fidelity at all.
///
/// The toy holds each item as one object in a Swift dictionary keyed by group, service and
/// account, behind a lock, and keeps a call log. A typed get is one dictionary lookup that
/// returns the row; a dictionary CopyMatching casts the query's values out of `[String: Any]`
/// and returns the row's data; an add casts the attributes and inserts a row. It checks no
/// entitlement, parses no class schema, keeps no second index, computes no digest and
/// explains nothing. The engine can only be slower, so where the toy itself misses a target
/// (at large sizes, where every call waits on cache misses), that target is out of reach
/// for this workload on this machine, and the report says so.
struct FloorBenchmarks {
  let size: Int
  let operations: Int

  private final class Row {
    let group: String
    let service: String
    let account: String
    let data: Data

    init(group: String, service: String, account: String, data: Data) {
      self.group = group
      self.service = service
      self.account = account
      self.data = data
    }
  }

  private struct Key: Hashable {
    var group: String
    var service: String
    var account: String
  }

  /// What the toy reads of a `[String: Any]` request: one pass, one cast per value.
  private struct Request {
    var key = Key(group: "", service: "", account: "")
    var itemClass = ""
    var limit = ""
    var returnsData = false
    var data = Data()

    init(_ dictionary: [String: Any]) {
      for (name, value) in dictionary {
        switch name {
        case "class": itemClass = value as? String ?? ""
        case "svce": key.service = value as? String ?? ""
        case "acct": key.account = value as? String ?? ""
        case "agrp": key.group = value as? String ?? ""
        case "m_Limit": limit = value as? String ?? ""
        case "r_Data": returnsData = value as? Bool ?? false
        case "v_Data": data = value as? Data ?? Data()
        default: break
        }
      }
    }
  }

  private struct Item {
    var row: AnyObject
    var data: Data
  }

  private final class Store {
    let lock = NSLock()
    var rows: [Key: Row] = [:]
    var log: [(client: String, status: Int32)] = []

    func record(_ status: Int32) {
      log.append((client: "Suite", status: status))
      if log.count >= 8192 { log.removeFirst(4096) }
    }
  }

  func run(report: (BenchmarkResult) -> Void) {
    let workload = KeychainWorkload(size: size)
    let store = Store()
    for index in 0..<size {
      let key = Key(
        group: workload.group(ofItem: index), service: workload.service(ofItem: index),
        account: workload.account(ofItem: index))
      store.rows[key] = Row(
        group: key.group, service: key.service, account: key.account,
        data: KeychainWorkload.secret)
    }
    func measure(_ operation: BenchmarkOperation, _ count: Int, _ body: () -> Void) {
      report(
        BenchmarkResult(
          operation: operation, size: size, model: "floor", count: count,
          seconds: Stopwatch.seconds(body)))
    }

    // The same calls as `StoreBenchmarks`: the same sample and freshly made key strings.
    let keys = workload.sample(operations).map { index in
      Key(
        group: workload.group(ofItem: index), service: workload.service(ofItem: index),
        account: workload.account(ofItem: index))
    }
    measure(.typedGet, keys.count) {
      for key in keys {
        store.lock.lock()
        var found: [Item] = []
        if let row = store.rows[key] { found.append(Item(row: row, data: row.data)) }
        store.record(0)
        store.lock.unlock()
        blackHole(found)
      }
    }

    let lookups: [[String: Any]] = keys.map { key in
      [
        "class": "genp", "svce": key.service, "acct": key.account, "agrp": key.group,
        "m_Limit": "m_LimitOne", "r_Data": true,
      ]
    }
    measure(.dictionaryCopyOne, lookups.count) {
      for query in lookups {
        let request = Request(query)
        store.lock.lock()
        var result: Any?
        if request.itemClass == "genp", request.limit == "m_LimitOne", request.returnsData,
          let row = store.rows[request.key]
        {
          result = row.data
        }
        store.record(result == nil ? -25300 : 0)
        store.lock.unlock()
        blackHole(result)
      }
    }

    let additions: [[String: Any]] = (0..<operations).map { index in
      [
        "class": "genp", "svce": "extra-service-\(index % 64)", "acct": "dict-extra-\(index)",
        "agrp": KeychainWorkload.group(index % KeychainWorkload.groupCount),
        "v_Data": KeychainWorkload.secret,
      ]
    }
    // In the store's rounds, each taken out again untimed before the next.
    var addSeconds = 0.0
    for round in workload.rounds(of: additions.count) {
      addSeconds += Stopwatch.seconds {
        for attributes in additions[round] {
          let request = Request(attributes)
          let key = request.key
          store.lock.lock()
          var status: Int32 = -25299
          if request.itemClass == "genp", store.rows[key] == nil {
            store.rows[key] = Row(
              group: key.group, service: key.service, account: key.account, data: request.data)
            status = 0
          }
          store.record(status)
          store.lock.unlock()
        }
      }
      store.lock.lock()
      for attributes in additions[round] { store.rows[Request(attributes).key] = nil }
      store.lock.unlock()
    }
    report(
      BenchmarkResult(
        operation: .dictionaryAdd, size: size, model: "floor", count: additions.count,
        seconds: addSeconds))
    blackHole(store)
  }
}
