import AccessGroupKit
import Foundation

/// Decides whether a concurrent history is linearizable against sequential replay on a
/// fresh store (Wing and Gong's exhaustive search, with memoization of visited states).
///
/// A linearization is an order of all events that respects real time (an event that
/// responded before another was invoked comes first) in which replaying each operation on a
/// single store, one after another, observes exactly what the concurrent run observed.
struct LinearizabilityChecker {
  let events: [ConcurrentHistory.Event]
  let store = ConcurrentHistory.store()
  let clients: [KeychainClient]
  /// States (events done, store contents) already shown to lead nowhere.
  var dead: Set<String> = []
  /// Search nodes visited.
  var nodes = 0
  /// The most nodes to visit before giving up (`nil` result).
  var nodeBudget = 200_000

  init(events: [ConcurrentHistory.Event]) {
    self.events = events
    clients = ConcurrentHistory.clients(of: store)
  }

  /// A linearization (indexes into `events`), `[]` when none exists, `nil` if the search
  /// ran out of budget.
  mutating func linearization() -> [Int]? {
    var order: [Int] = []
    switch search(done: 0, order: &order) {
    case .found: return order
    case .none: return []
    case .gaveUp: return nil
    }
  }

  enum Result { case found, none, gaveUp }

  private mutating func search(done: UInt64, order: inout [Int]) -> Result {
    if order.count == events.count { return .found }
    nodes += 1
    if nodes > nodeBudget { return .gaveUp }
    let saved = store.exportSnapshot()
    let key = "\(done)|" + Self.stateKey(saved)
    if dead.contains(key) { return .none }
    // Events not yet placed that no other unplaced event must precede.
    let pending = events.indices.filter { done & (1 << UInt64($0)) == 0 }
    let earliestResponse = pending.map { events[$0].responded }.min() ?? 0
    for index in pending where events[index].invoked < earliestResponse {
      let observed = events[index].operation.perform(on: clients, store: store)
      if observed == events[index].observed {
        order.append(index)
        switch search(done: done | (1 << UInt64(index)), order: &order) {
        case .found: return .found
        case .gaveUp: return .gaveUp
        case .none: order.removeLast()
        }
      }
      try? store.importSnapshot(saved)
    }
    dead.insert(key)
    return .none
  }

  /// The store's logical state: items without UUIDs and sequence numbers (they depend on the
  /// order of earlier adds), and the lock state.
  static func stateKey(_ snapshot: Data) -> String {
    guard let view = SnapshotView(snapshot) else { return "?" }
    let items = view.items.map { SnapshotView.canonicalText($0.attributes) + ($0.itemClass) }
    return SnapshotView.canonicalText(view.root["lockState"])
      + items.sorted().joined(separator: ";")
  }
}
