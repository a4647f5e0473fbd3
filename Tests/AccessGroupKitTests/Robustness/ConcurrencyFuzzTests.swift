import AccessGroupKit
import Dispatch
import Foundation
import Testing

/// Concurrency: threads and Swift tasks hammering one store through both
/// APIs. Small histories are checked for linearizability by exhaustive search
/// (``LinearizabilityChecker``); a long hammering run is checked for the store's invariants.
/// Both run under `swift test --sanitize=thread`.
@Suite("Concurrency fuzzing")
struct ConcurrencyFuzzTests {
  static let histories = 400
  /// The default (not full) budget: see ``FuzzBudget/size(full:quick:)``.
  static let quickHistories = 100
  static let workers = 4
  static let operationsPerWorker = 3

  /// Runs `workers` workers at once, half on their own threads and half as Swift tasks,
  /// each doing `body(worker)`, and waits for all without blocking a thread.
  static func hammer(workers: Int, _ body: @escaping @Sendable (Int) -> Void) async {
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<workers {
        if worker % 2 == 0 {
          group.addTask {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
              Thread {
                body(worker)
                continuation.resume()
              }.start()
            }
          }
        } else {
          group.addTask { body(worker) }
        }
      }
    }
  }

  @Test func everySmallHistoryIsLinearizable() async {
    let budget = FuzzBudget.concurrency
    var checked = 0
    var overlapping = 0
    let histories = budget.size(full: Self.histories, quick: Self.quickHistories)
    for seed in budget.seeds(histories, salt: 0xC0C0) {
      CrashBreadcrumbs.set(
        6, "concurrency: \(FuzzBudget.rerun(seed, filter: "ConcurrencyFuzzTests"))")
      var random = SplitMix64(seed: seed)
      let plans = (0..<Self.workers).map { _ in
        (0..<Self.operationsPerWorker).map { _ in HistoryOperation.random(&random) }
      }
      let store = ConcurrentHistory.store()
      let clients = ConcurrentHistory.clients(of: store)
      let history = ConcurrentHistory()
      await Self.hammer(workers: Self.workers) { worker in
        for operation in plans[worker] {
          history.run(operation, worker: worker, clients: clients, store: store)
        }
      }
      let events = history.events
      if zip(events, events.dropFirst()).contains(where: { $1.invoked < $0.responded }) {
        overlapping += 1
      }
      var checker = LinearizabilityChecker(events: events)
      let order = checker.linearization()
      checked += 1
      guard let order else {
        Issue.record(
          "history \(FuzzBudget.hex(seed)): the search gave up after \(checker.nodes) nodes")
        continue
      }
      if order.isEmpty {
        Issue.record(
          """
          history \(FuzzBudget.hex(seed)) is not linearizable:
          \(events.map { "  [\($0.invoked)–\($0.responded)] worker \($0.worker): \($0.operation) → \($0.observed)" }.joined(separator: "\n"))
          re-run: \(FuzzBudget.rerun(seed, filter: "ConcurrencyFuzzTests"))
          """)
        break
      }
    }
    CrashBreadcrumbs.set(6, "")
    #expect(checked == budget.seeds(histories, salt: 0xC0C0).count)
    // Some histories really overlap (else the check proves nothing).
    if checked >= 50 { #expect(overlapping > 0) }
  }

  @Test func hammeringKeepsTheStoreConsistent() async throws {
    let budget = FuzzBudget.concurrency
    let store = ConcurrentHistory.store()
    let clients = ConcurrentHistory.clients(of: store)
    let perWorker = budget.scaled(600)
    let seed = budget.singleSeed ?? budget.campaign
    await Self.hammer(workers: 6) { worker in
      var random = SplitMix64(seed: SplitMix64.caseSeed(campaign: seed, index: worker))
      for _ in 0..<perWorker {
        var operation = HistoryOperation.random(&random)
        if case .lock = operation { operation = .unlock }
        _ = operation.perform(on: clients, store: store)
        if random.chance(1) { _ = store.exportSnapshot() }
      }
    }
    store.unlock()
    let snapshot = store.exportSnapshot()
    let view = try #require(SnapshotView(snapshot))
    #expect(view.items.count == store.itemCount)
    #expect(view.duplicatePrimaryKey() == nil)
    let fresh = ItemStore()
    try fresh.importSnapshot(snapshot)
    #expect(fresh.exportSnapshot() == snapshot)
    // Every item is findable by the apps that share its group.
    let found = clients[0].copyMatching(
      ["class": "genp", "m_Limit": "m_LimitAll", "r_Attributes": true])
    let shared = view.items.filter { $0.accessGroup == ConcurrentHistory.shared }.count
    #expect(found.status == (shared == 0 ? .itemNotFound : .success))
    #expect(((found.result as? [Any])?.count ?? 0) == shared)
  }

  @Test func theCheckerRejectsAHistoryThatNoOrderExplains() {
    typealias Event = ConcurrentHistory.Event
    let add = HistoryOperation.add(app: 0, account: "a", value: 1, typed: false)
    let find = HistoryOperation.find(app: 1, account: "a", typed: false)
    // The search saw the item before the add was even invoked.
    let impossible = [
      Event(worker: 0, operation: find, invoked: 1, responded: 2, observed: "0 a=[1]"),
      Event(worker: 1, operation: add, invoked: 3, responded: 4, observed: "0"),
    ]
    var checker = LinearizabilityChecker(events: impossible)
    #expect(checker.linearization() == [])
    // Overlapping, the same two events are explained by add-then-find.
    var overlapping = impossible
    overlapping[0].responded = 5
    var second = LinearizabilityChecker(events: overlapping)
    #expect(second.linearization() == [1, 0])
  }
}
