import AccessGroupKit
import Foundation

/// One operation of a concurrency history, through either API.
enum HistoryOperation: Sendable, CustomStringConvertible {
  case add(app: Int, account: String, value: UInt8, typed: Bool)
  case find(app: Int, account: String?, typed: Bool)
  case update(app: Int, account: String, value: UInt8, typed: Bool)
  case delete(app: Int, account: String, typed: Bool)
  case lock
  case unlock

  var description: String {
    switch self {
    case .add(let app, let account, let value, let typed):
      "\(typed ? "typed" : "dict") add app\(app) \(account)=\(value)"
    case .find(let app, let account, let typed):
      "\(typed ? "typed" : "dict") find app\(app) \(account ?? "*")"
    case .update(let app, let account, let value, let typed):
      "\(typed ? "typed" : "dict") update app\(app) \(account)=\(value)"
    case .delete(let app, let account, let typed):
      "\(typed ? "typed" : "dict") delete app\(app) \(account)"
    case .lock: "lock"
    case .unlock: "unlock"
    }
  }

  /// A random operation.
  static func random(_ random: inout SplitMix64) -> HistoryOperation {
    let app = random.below(ConcurrentHistory.appCount)
    let account = random.pick(["a", "b"])
    let value = UInt8(random.below(4))
    let typed = random.chance(40)
    switch random.below(14) {
    case 0...3: return .add(app: app, account: account, value: value, typed: typed)
    case 4...6: return .find(app: app, account: random.chance(25) ? nil : account, typed: typed)
    case 7...9: return .update(app: app, account: account, value: value, typed: typed)
    case 10...11: return .delete(app: app, account: account, typed: typed)
    case 12: return .lock
    default: return .unlock
    }
  }

  /// Performs the operation and describes what the caller observed: the status and, for a
  /// search, the accounts and values found (sorted; UUIDs and dates left out).
  func perform(on clients: [KeychainClient], store: ItemStore) -> String {
    switch self {
    case .lock:
      store.lock()
      return "ok"
    case .unlock:
      store.unlock()
      return "ok"
    case .add(let app, let account, let value, let typed):
      if typed {
        do {
          try clients[app].add(
            GenericPassword(service: "s", account: account, data: Data([value])))
          return "\(KeychainStatus.success.rawValue)"
        } catch { return "\(error.status.rawValue)" }
      }
      let outcome = clients[app].add(
        ["class": "genp", "svce": "s", "acct": account, "v_Data": Data([value])])
      return "\(outcome.status.rawValue)"
    case .find(let app, let account, let typed):
      if typed {
        do {
          let items = try clients[app].items(
            matching: .genericPassword(service: "s", account: account))
          return "0 "
            + items.map { "\($0.account ?? "?")=\(Array($0.data ?? Data()))" }.sorted()
            .joined(separator: ",")
        } catch { return "\(error.status.rawValue)" }
      }
      var query: [String: Any] = [
        "class": "genp", "svce": "s", "r_Attributes": true, "r_Data": true,
        "m_Limit": "m_LimitAll",
      ]
      if let account { query["acct"] = account }
      let outcome = clients[app].copyMatching(query)
      let found = (outcome.result as? [[String: Any]] ?? []).map {
        "\($0["acct"] as? String ?? "?")=\(Array($0["v_Data"] as? Data ?? Data()))"
      }
      return "\(outcome.status.rawValue) " + found.sorted().joined(separator: ",")
    case .update(let app, let account, let value, let typed):
      if typed {
        do {
          try clients[app].update(
            .genericPassword(service: "s", account: account), set: [:], data: Data([value]))
          return "0"
        } catch { return "\(error.status.rawValue)" }
      }
      let outcome = clients[app].update(
        ["class": "genp", "svce": "s", "acct": account],
        attributesToUpdate: ["v_Data": Data([value])])
      return "\(outcome.status.rawValue)"
    case .delete(let app, let account, let typed):
      if typed {
        do {
          try clients[app].delete(.genericPassword(service: "s", account: account))
          return "0"
        } catch { return "\(error.status.rawValue)" }
      }
      let outcome = clients[app].delete(["class": "genp", "svce": "s", "acct": account])
      return "\(outcome.status.rawValue)"
    }
  }
}

/// A recorded concurrent history: each operation with its invocation and response times on
/// one logical clock, and what it observed.
final class ConcurrentHistory: @unchecked Sendable {
  // `@unchecked`: every access to `events` and `clock` holds `lock`.

  /// One completed operation.
  struct Event: Sendable {
    var worker: Int
    var operation: HistoryOperation
    var invoked: Int
    var responded: Int
    var observed: String
  }

  static let appCount = 3
  static let shared = "SKMME9E2Y8.com.example.shared"

  private let lock = NSLock()
  private var clock = 0
  private var recorded: [Event] = []

  /// The events, in response order.
  var events: [Event] { lock.withLock { recorded } }

  /// A tick of the logical clock.
  func tick() -> Int {
    lock.withLock {
      clock += 1
      return clock
    }
  }

  /// Records a completed operation.
  func record(_ event: Event) { lock.withLock { recorded.append(event) } }

  /// Runs `operation` and records it.
  func run(_ operation: HistoryOperation, worker: Int, clients: [KeychainClient], store: ItemStore)
  {
    let invoked = tick()
    let observed = operation.perform(on: clients, store: store)
    let responded = tick()
    record(
      Event(
        worker: worker, operation: operation, invoked: invoked, responded: responded,
        observed: observed))
  }

  /// The clients of a store: two apps sharing a group (first), one with only its own.
  static func clients(of store: ItemStore) -> [KeychainClient] {
    let entitlements: [[EntitlementKey: PropertyListValue]] = [
      [
        .applicationIdentifier: .string("SKMME9E2Y8.com.example.a"),
        .keychainAccessGroups: .array([.string(shared)]),
      ],
      [
        .applicationIdentifier: .string("SKMME9E2Y8.com.example.b"),
        .keychainAccessGroups: .array([.string(shared)]),
      ],
      [.applicationIdentifier: .string("SKMME9E2Y8.com.example.c")],
    ]
    return entitlements.enumerated().map {
      store.client(
        for: AccessGroupResolver(options: ResolutionOptions()).resolve(Entitlements($0.element)),
        name: "app\($0.offset)")
    }
  }

  /// A store for histories: fixed clock, so replays give the same dates.
  static func store() -> ItemStore {
    ItemStore(
      clock: .fixed(Date(timeIntervalSinceReferenceDate: 800_000_000)),
      identifiers: .sequential(seed: 3))
  }
}
