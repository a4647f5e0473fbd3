import Foundation
import Testing

@testable import AccessGroupKit
@testable import AccessGroupKitTestSupport

/// What a property test observes of one SecItem call: the status and the normalized, masked
/// result (see ``NormalizedValue/masked``). Explanations are not compared.
struct ObservedOutcome: Equatable, CustomStringConvertible {
  /// The status.
  var status: KeychainStatus
  /// The result in normalized form.
  var result: NormalizedValue

  /// Normalizes a raw status and result.
  init(status: KeychainStatus, result: Any?) {
    self.status = status
    self.result = NormalizedValue(result).masked
  }

  /// `errSecItemNotFound (-25300) → nil`.
  var description: String { "\(status.description) → \(result.description)" }
}

/// One of the two implementations a property test drives: the real ``ItemStore`` or the
/// ``ReferenceKeychain``.
protocol KeychainUnderTest {
  /// Runs one step; returns the outcome of a SecItem call, nil for device events.
  mutating func perform(_ operation: KeychainOperation) -> ObservedOutcome?

  /// Every item the given groups can see, live and tombstones, all classes, with attributes,
  /// data and persistent references, in the order CopyMatching returns them. This is the
  /// normalized form in which the two implementations' final contents are compared: it goes
  /// through the public dictionary API only, so it needs no agreement on a file format.
  mutating func contents(visibleTo groups: ResolvedAccessGroups) -> [NormalizedValue]

  /// The number of stored rows, tombstones included.
  var itemCount: Int { get }

  /// A fingerprint of the whole stored state: `ItemStore.exportSnapshot()` for the store,
  /// a rendering of every row for the reference. Equal fingerprints mean equal contents.
  var fingerprint: Data { get }
}

extension KeychainUnderTest {
  /// The queries ``contents(visibleTo:)`` runs: per class, live items then tombstones.
  static var contentQueries: [[String: Any]] {
    ["genp", "inet", "cert", "keys"].flatMap { itemClass -> [[String: Any]] in
      let base: [String: Any] = [
        "class": itemClass, "sync": "syna", "r_Attributes": true, "r_Data": true,
        "r_PersistentRef": true, "m_Limit": "m_LimitAll",
      ]
      var tombstones = base
      tombstones["tomb"] = 1
      return [base, tombstones]
    }
  }

  /// Runs the content queries through `copy` (after unlocking, so every class is readable).
  static func collect(_ copy: ([String: Any]) -> ObservedOutcome) -> [NormalizedValue] {
    contentQueries.map { query in
      let outcome = copy(query)
      return outcome.status == .success ? outcome.result : .string(outcome.status.description)
    }
  }
}

/// A group list holding every group of a family, for reading a whole store.
func auditorGroups(for family: RandomAppFamily, extra: [String] = []) -> ResolvedAccessGroups {
  var names: [String] = []
  for name in family.apps.flatMap(\.groups.writableGroups) + extra where !names.contains(name) {
    names.append(name)
  }
  return ResolvedAccessGroups(
    entries: names.map { ResolvedAccessGroup(name: $0, source: .system) })
}

/// The real store behind its public dictionary API.
struct StoreUnderTest: KeychainUnderTest {
  /// The store.
  let store: ItemStore
  /// One client per app of the family.
  let clients: [KeychainClient]

  /// Creates a store for a family; with `everyKeyColliding`, its hashed indexes file every
  /// row under one key (``ItemDatabase/makeEveryKeyCollide()``).
  init(
    family: RandomAppFamily, profile: BehaviourProfile, now: Date, seed: UInt64,
    clock: KeychainClock? = nil, everyKeyColliding: Bool = false
  ) {
    let store = ItemStore(
      profile: profile, clock: clock ?? .fixed(now), identifiers: .sequential(seed: seed))
    if everyKeyColliding { store.state.withLock { $0.database.makeEveryKeyCollide() } }
    self.store = store
    clients = family.apps.map { store.client(for: $0.groups, name: $0.name) }
  }

  mutating func perform(_ operation: KeychainOperation) -> ObservedOutcome? {
    defer { store.checkDatabaseInvariants("\(operation)") }
    let outcome: SecItemOutcome
    switch operation {
    case .add(let app, let attributes, let wantsResult):
      outcome = clients[app].add(attributes, wantsResult: wantsResult)
    case .copyMatching(let app, let query, let wantsResult):
      outcome = clients[app].copyMatching(query, wantsResult: wantsResult)
    case .update(let app, let query, let changes):
      outcome = clients[app].update(query, attributesToUpdate: changes)
    case .delete(let app, let query):
      outcome = clients[app].delete(query)
    case .lock:
      store.lock()
      return nil
    case .unlock:
      store.unlock()
      return nil
    case .restart:
      store.restart()
      return nil
    case .setPasscode(let enabled):
      store.setPasscode(enabled)
      return nil
    }
    return ObservedOutcome(status: outcome.status, result: outcome.result)
  }

  mutating func contents(visibleTo groups: ResolvedAccessGroups) -> [NormalizedValue] {
    store.unlock()
    let auditor = store.client(for: groups, name: "auditor")
    return Self.collect { query in
      let outcome = auditor.copyMatching(query)
      return ObservedOutcome(status: outcome.status, result: outcome.result)
    }
  }
}

extension StoreUnderTest {
  var itemCount: Int { store.itemCount }
  var fingerprint: Data { store.exportSnapshot() }
}

/// The reference model behind the same interface.
struct ReferenceUnderTest: KeychainUnderTest {
  /// The model.
  var keychain: ReferenceKeychain
  /// The family's resolved groups, by app index.
  let groups: [ResolvedAccessGroups]

  /// Creates a model for a family.
  init(family: RandomAppFamily, profile: BehaviourProfile, now: Date, seed: UInt64) {
    keychain = ReferenceKeychain(
      profile: profile, now: now, identifiers: ReferenceIdentifiers(seed: seed))
    groups = family.apps.map(\.groups)
  }

  mutating func perform(_ operation: KeychainOperation) -> ObservedOutcome? {
    let outcome: ReferenceOutcome
    switch operation {
    case .add(let app, let attributes, let wantsResult):
      outcome = keychain.add(attributes, by: groups[app], wantsResult: wantsResult)
    case .copyMatching(let app, let query, let wantsResult):
      outcome = keychain.copyMatching(query, by: groups[app], wantsResult: wantsResult)
    case .update(let app, let query, let changes):
      outcome = keychain.update(query, changes: changes, by: groups[app])
    case .delete(let app, let query):
      outcome = keychain.delete(query, by: groups[app])
    case .lock:
      keychain.lock()
      return nil
    case .unlock:
      keychain.unlock()
      return nil
    case .restart:
      keychain.restart()
      return nil
    case .setPasscode(let enabled):
      keychain.setPasscode(enabled)
      return nil
    }
    return ObservedOutcome(status: outcome.status, result: outcome.result)
  }

  mutating func contents(visibleTo groups: ResolvedAccessGroups) -> [NormalizedValue] {
    keychain.unlock()
    let model = keychain
    return Self.collect { query in
      let outcome = model.copyMatching(query, by: groups)
      return ObservedOutcome(status: outcome.status, result: outcome.result)
    }
  }

  var itemCount: Int { keychain.items.count }

  var fingerprint: Data {
    Data(
      keychain.items.map { item in
        "\(item.rowID) \(item.itemClass) \(NormalizedValue(item.uuid)) \(NormalizedValue(item.data)) "
          + "\(NormalizedValue(item.attributes.mapValues(\.foundationObject)))"
      }.joined(separator: "\n").utf8)
  }

  /// The persistent reference of the most recently added item, if the last step added one.
  var newestReference: Data? {
    keychain.items.max { $0.uuid.lexicographicallyPrecedes($1.uuid) }?.persistentReference
  }
}
