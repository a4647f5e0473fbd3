import AccessGroupKit
import Foundation

/// A long mixed run of many apps against one store, checking after every call:
///
/// - **Changes stay in the caller's groups**: every item the call added, removed or changed
///   (compared by UUID between the snapshots before and after) has its access group, before
///   and after, in the caller's *writable* groups.
/// - **Reads stay in the caller's groups**: every dictionary a `SecItemCopyMatching` returns
///   has an `agrp` in the caller's *readable* groups.
/// - **Nothing is learnt through a status** (non-interference): the same call, made against a
///   copy of the store holding only the items in the caller's readable groups, returns the
///   same status and the same number of results. So items outside its groups can't change
///   anything the caller observes: not `errSecDuplicateItem`, not `errSecItemNotFound`,
///   not a count.
/// - **Primary keys are unique** across the snapshot (§3.1, computed independently of
///   the engine by ``SnapshotView``).
/// - **Snapshots round-trip**: export, import into a fresh store, export again gives the same
///   bytes.
struct StressRun {
  /// One generated app.
  struct App {
    var client: KeychainClient
    var readable: Set<String>
    var writable: Set<String>
  }

  let store: ItemStore
  var apps: [App] = []
  var generator: DictionaryGenerator
  /// Calls made.
  var calls = 0
  /// Statuses seen.
  var statuses: [Int32: Int] = [:]
  /// The snapshot after the last step (`nil` after a device step, which changes it).
  var current: Data?
  /// The view of `current`.
  var currentView: SnapshotView?

  static let team = "SKMME9E2Y8"

  init(seed: UInt64) {
    generator = DictionaryGenerator(seed: seed)
    store = ItemStore(
      clock: .fixed(Date(timeIntervalSinceReferenceDate: 800_000_000)),
      identifiers: .sequential(seed: seed))
    let sharedPool = (0..<3).map { "\(Self.team).com.example.shared\($0)" }
    let appGroupPool = (0..<2).map { "group.com.example.suite\($0)" }
    for index in 0..<(3 + generator.random.below(6)) {
      var values: [EntitlementKey: PropertyListValue] = [:]
      let appID = "\(Self.team).com.example.app\(index)"
      values[.applicationIdentifier] = .string(appID)
      if generator.random.chance(15) {
        values[.onDemandInstallCapable] = .bool(true)
        values[.applicationIdentifier] = .string("\(Self.team).com.example.app\(index / 2).Clip")
      }
      if generator.random.chance(60) {
        let groups = sharedPool.filter { _ in generator.random.chance(50) }
        values[.keychainAccessGroups] = .array(
          (groups + (generator.random.chance(30) ? [appID] : [])).map(PropertyListValue.string))
      }
      if generator.random.chance(40) {
        values[.applicationGroups] = .array(
          appGroupPool.filter { _ in generator.random.chance(60) }.map(PropertyListValue.string))
      }
      let groups = AccessGroupResolver(options: ResolutionOptions()).resolve(Entitlements(values))
      apps.append(
        App(
          client: store.client(for: groups, name: "app\(index)"), readable: Set(groups.groups),
          writable: Set(groups.writableGroups)))
    }
  }

  /// Runs `count` steps; returns the first violation, with the step it happened at.
  mutating func run(steps count: Int) -> String? {
    for step in 0..<count {
      if generator.random.chance(3) {
        switch generator.random.below(6) {
        case 0: store.lock()
        case 1: store.restart()
        case 2: store.setPasscode(generator.random.chance(50))
        default: store.unlock()
        }
        current = nil
        currentView = nil
        continue
      }
      if let violation = callOnce() { return "step \(step): \(violation)" }
    }
    return nil
  }

  /// One random call, checked.
  mutating func callOnce() -> String? {
    let app = apps[generator.random.below(apps.count)]
    let groups = Array(app.readable).sorted() + ["\(Self.team).com.example.shared0"]
    let operation = generator.random.pick(["add", "add", "copy", "copy", "update", "delete"])
    var query = generator.dictionary(for: groups, hostility: 8).map(Self.short)
    if operation == "copy", generator.random.chance(70) {
      query.append(FuzzEntry(key: "r_Attributes", value: .bool(true)))
    }
    let changes =
      operation == "update" ? generator.changes(for: groups, hostility: 4).map(Self.short) : []
    let described = "app \(app.client.name) \(operation) \(query.source) \(changes.source)"

    let before = current ?? store.exportSnapshot()
    let outcome = Self.call(app.client, operation, query, changes)
    calls += 1
    statuses[outcome.status.rawValue, default: 0] += 1
    let after = store.exportSnapshot()
    current = after
    generator.harvest(outcome.result)

    guard let beforeView = currentView ?? SnapshotView(before),
      let afterView = after == before ? beforeView : SnapshotView(after)
    else {
      return "the snapshot is not readable JSON after \(described)"
    }
    currentView = afterView
    // Changes stay in the caller's writable groups.
    let old = Dictionary(beforeView.items.map { ($0.uuid, $0) }, uniquingKeysWith: { a, _ in a })
    let new = Dictionary(afterView.items.map { ($0.uuid, $0) }, uniquingKeysWith: { a, _ in a })
    for uuid in Set(old.keys).union(new.keys) where old[uuid] != new[uuid] {
      for group in [old[uuid]?.accessGroup, new[uuid]?.accessGroup].compactMap({ $0 })
      where !app.writable.contains(group) {
        return "\(described) → \(outcome.status) changed item \(uuid) in group \(group)"
      }
    }
    // Reads stay in the caller's readable groups.
    if operation == "copy", outcome.status == .success {
      let dictionaries = (outcome.result as? [Any] ?? [outcome.result as Any])
        .compactMap { $0 as? [String: Any] }
      for dictionary in dictionaries {
        if let group = dictionary["agrp"] as? String, !app.readable.contains(group) {
          return "\(described) returned an item of group \(group)"
        }
      }
    }
    // Nothing is learnt through a status or a count.
    let visible = beforeView.items.filter { $0.accessGroup.map(app.readable.contains) ?? false }
    if visible.count < beforeView.items.count,
      let projected = beforeView.projected(onto: app.readable)
    {
      let shadow = ItemStore(
        clock: store.clock, identifiers: .sequential(seed: 99))
      do {
        try shadow.importSnapshot(projected)
      } catch {
        return "the projected snapshot does not import: \(error)"
      }
      let shadowClient = shadow.client(for: app.client.accessGroups, name: app.client.name)
      let seen = Self.call(shadowClient, operation, query, changes)
      if seen.status != outcome.status || Self.count(seen.result) != Self.count(outcome.result) {
        return """
          \(described) → \(outcome.status) with \(Self.count(outcome.result)) results, but \
          \(seen.status) with \(Self.count(seen.result)) when only the app's groups hold items
          """
      }
    }
    // The last two checks only depend on the snapshot, which a read or a failure leaves as
    // it was (checked by the dictionary fuzzer).
    if after == before { return nil }
    // Primary keys are unique.
    if let (first, second) = afterView.duplicatePrimaryKey() {
      return "after \(described): items \(first.uuid) and \(second.uuid) share a primary key"
    }
    // Snapshots round-trip.
    let fresh = ItemStore()
    do {
      try fresh.importSnapshot(after)
    } catch {
      return "after \(described): the snapshot does not import: \(error)"
    }
    if fresh.exportSnapshot() != after {
      return "after \(described): the snapshot does not round-trip"
    }
    return nil
  }

  static func call(
    _ client: KeychainClient, _ operation: String, _ query: [FuzzEntry], _ changes: [FuzzEntry]
  ) -> SecItemOutcome {
    switch operation {
    case "add": client.add(query.dictionary)
    case "copy": client.copyMatching(query.dictionary)
    case "update": client.update(query.dictionary, attributesToUpdate: changes.dictionary)
    default: client.delete(query.dictionary)
    }
  }

  /// The entry with a long value shortened: the stress run is about isolation, and huge
  /// values (fuzzed by ``DictionaryFuzzer``) would only make every snapshot slow.
  static func short(_ entry: FuzzEntry) -> FuzzEntry {
    var entry = entry
    switch entry.value {
    case .longString(let unit, _): entry.value = .longString(unit: unit, count: 64)
    case .longData(let byte, _): entry.value = .longData(byte: byte, count: 64)
    default: break
    }
    return entry
  }

  /// The number of items in a result (an array counts its elements).
  static func count(_ result: Any?) -> Int {
    guard let result else { return 0 }
    return (result as? [Any])?.count ?? 1
  }
}
