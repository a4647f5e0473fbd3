import AccessGroupKit
import Foundation

/// One step of a dictionary-fuzzing run: a SecItem call by one app, or a device event.
enum FuzzStep: Sendable, CustomStringConvertible {
  /// The four calls.
  enum Operation: String, Sendable { case add, copyMatching, update, delete }

  case call(
    app: Int, operation: Operation, query: [FuzzEntry], changes: [FuzzEntry], wantsResult: Bool)
  case lock
  case unlock
  case restart
  case passcode(Bool)

  /// Swift source that performs the step (`apps[i]` are the clients of ``FuzzApps``).
  var description: String {
    switch self {
    case .call(let app, let operation, let query, let changes, let wantsResult):
      switch operation {
      case .add: "apps[\(app)].add(\(query.source), wantsResult: \(wantsResult))"
      case .copyMatching: "apps[\(app)].copyMatching(\(query.source), wantsResult: \(wantsResult))"
      case .update: "apps[\(app)].update(\(query.source), attributesToUpdate: \(changes.source))"
      case .delete: "apps[\(app)].delete(\(query.source))"
      }
    case .lock: "store.lock()"
    case .unlock: "store.unlock()"
    case .restart: "store.restart()"
    case .passcode(let enabled): "store.setPasscode(\(enabled))"
    }
  }
}

/// Runs dictionary-fuzzing steps against a fresh store and checks the contract of every call.
///
/// The contract: the status is one of §6's (``KeychainStatus/allKnown``);
/// a non-success status carries an explanation for that status and no result; a failing call
/// leaves ``ItemStore/exportSnapshot()`` byte-identical; and a `SecItemCopyMatching` never
/// changes the store.
struct DictionaryFuzzer {
  let profile: BehaviourProfile
  let store: ItemStore
  let apps: [KeychainClient]
  /// Statuses seen, for the report.
  var statuses: [Int32: Int] = [:]
  /// The snapshot after the last call (`nil` after a device step, which changes it).
  var current: Data?

  static let known = Set(KeychainStatus.allKnown)

  /// The key of ``statuses`` that counts dictionaries passed (not a status).
  static let dictionaryCountKey = Int32.min

  init(profile: BehaviourProfile) {
    self.profile = profile
    let store = FuzzApps.store(profile: profile)
    self.store = store
    apps = FuzzApps.entitlements.indices.map {
      store.client(for: FuzzApps.groups($0, profile: profile), name: FuzzApps.entitlements[$0].name)
    }
  }

  /// Performs one step; returns a violation of the contract, or `nil`.
  mutating func perform(_ step: FuzzStep) -> (violation: String?, result: Any?) {
    guard case .call(let app, let operation, let query, let changes, let wantsResult) = step else {
      switch step {
      case .lock: store.lock()
      case .unlock: store.unlock()
      case .restart: store.restart()
      case .passcode(let enabled): store.setPasscode(enabled)
      case .call: break
      }
      current = nil
      return (nil, nil)
    }
    let client = apps[app]
    let before = current ?? store.exportSnapshot()
    let outcome: SecItemOutcome
    switch operation {
    case .add: outcome = client.add(query.dictionary, wantsResult: wantsResult)
    case .copyMatching: outcome = client.copyMatching(query.dictionary, wantsResult: wantsResult)
    case .update: outcome = client.update(query.dictionary, attributesToUpdate: changes.dictionary)
    case .delete: outcome = client.delete(query.dictionary)
    }
    statuses[outcome.status.rawValue, default: 0] += 1
    // Update takes two dictionaries; the others one. Counted under a key no status uses.
    statuses[Self.dictionaryCountKey, default: 0] += operation == .update ? 2 : 1
    let status = outcome.status
    guard Self.known.contains(status) else {
      return ("status \(status.rawValue) is not in §6", nil)
    }
    if status != .success {
      guard let explanation = outcome.explanation else {
        return ("\(status) without an explanation", nil)
      }
      if explanation.status != status {
        return ("\(status) explained as \(explanation.status)", nil)
      }
      if explanation.summary.isEmpty || explanation.rule.isEmpty {
        return ("\(status) with an empty explanation \(explanation)", nil)
      }
      if outcome.result != nil {
        return ("\(status) with a result \(String(describing: outcome.result))", nil)
      }
    } else if outcome.explanation != nil {
      return ("errSecSuccess with an explanation \(String(describing: outcome.explanation))", nil)
    }
    let after = store.exportSnapshot()
    current = after
    if status != .success || operation == .copyMatching, after != before {
      return ("\(operation.rawValue) returning \(status) changed the snapshot", nil)
    }
    if !wantsResult, outcome.result != nil {
      return ("a result without a result pointer", nil)
    }
    return (nil, outcome.result)
  }

  /// Replays `steps` on a fresh store; returns the index and text of the first violation.
  static func firstViolation(_ steps: [FuzzStep], profile: BehaviourProfile) -> (Int, String)? {
    var fuzzer = DictionaryFuzzer(profile: profile)
    for (index, step) in steps.enumerated() {
      if let violation = fuzzer.perform(step).violation { return (index, violation) }
    }
    return nil
  }

  /// Shrinks a failing run: drops earlier steps, then entries of the failing call.
  static func minimize(_ steps: [FuzzStep], profile: BehaviourProfile) -> [FuzzStep] {
    guard let last = steps.last else { return steps }
    let failsAtEnd: ([FuzzStep]) -> Bool = { candidate in
      guard let (index, _) = firstViolation(candidate, profile: profile) else { return false }
      return index == candidate.count - 1
    }
    let prefix = Minimizer.minimize(Array(steps.dropLast()), budget: 400) {
      failsAtEnd($0 + [last])
    }
    guard case .call(let app, let operation, let query, let changes, let wantsResult) = last else {
      return prefix + [last]
    }
    let smallQuery = Minimizer.minimize(query, budget: 300) {
      failsAtEnd(
        prefix + [
          .call(
            app: app, operation: operation, query: $0, changes: changes, wantsResult: wantsResult)
        ])
    }
    let smallChanges = Minimizer.minimize(changes, budget: 300) {
      failsAtEnd(
        prefix + [
          .call(
            app: app, operation: operation, query: smallQuery, changes: $0, wantsResult: wantsResult
          )
        ])
    }
    return prefix + [
      .call(
        app: app, operation: operation, query: smallQuery, changes: smallChanges,
        wantsResult: wantsResult)
    ]
  }

  /// Generates and runs the case `seed`: `length` steps on a fresh store.
  ///
  /// - Returns: The steps up to and including the first violation and its text, or `nil`;
  ///   and the statuses seen.
  static func run(
    seed: UInt64, length: Int
  ) -> (
    failure: (steps: [FuzzStep], violation: String, profile: BehaviourProfile)?,
    statuses: [Int32: Int]
  ) {
    var generator = DictionaryGenerator(seed: seed)
    let profile: BehaviourProfile = generator.random.chance(20) ? .legacy : .current
    var fuzzer = DictionaryFuzzer(profile: profile)
    var steps: [FuzzStep] = []
    for _ in 0..<length {
      let step = nextStep(&generator, fuzzer: fuzzer)
      steps.append(step)
      let (violation, result) = fuzzer.perform(step)
      if let violation { return ((steps, violation, profile), fuzzer.statuses) }
      generator.harvest(result)
    }
    return (nil, fuzzer.statuses)
  }

  /// The next step: mostly calls, sometimes a lock-state change.
  static func nextStep(_ generator: inout DictionaryGenerator, fuzzer: DictionaryFuzzer) -> FuzzStep
  {
    if generator.random.chance(4) {
      return generator.random.pick([
        .lock, .unlock, .unlock, .restart, .passcode(false), .passcode(true),
      ])
    }
    let app = generator.random.below(fuzzer.apps.count)
    let groups = fuzzer.apps[app].accessGroups.groups
    let operation: FuzzStep.Operation = generator.random.pick([
      .add, .add, .copyMatching, .copyMatching, .update, .delete,
    ])
    let hostility = 45
    let query = generator.dictionary(for: groups, hostility: hostility)
    let changes =
      operation == .update ? generator.changes(for: groups, hostility: hostility / 2) : []
    return .call(
      app: app, operation: operation, query: query, changes: changes,
      wantsResult: generator.random.chance(85))
  }
}
