import Foundation

/// Everything an ``ItemStore`` keeps behind its lock.
struct StoreState {
  var database = ItemDatabase()
  var lockState = LockState.unlocked
  var identifiers: ItemIdentifierGenerator
  var callLog: [KeychainCallRecord] = []
  var plannedFailures: [PlannedFailure] = []
  /// Per client name: the last CopyMatching that found nothing (for -25299 explanations).
  var lastMisses: [String: RecordedMiss] = [:]
  /// The apps with a client of the store, for near-miss explanations.
  var knownApps = KnownApps()

  init(identifiers: ItemIdentifierSource) {
    self.identifiers = ItemIdentifierGenerator(identifiers)
  }

  /// The next item UUID that no row uses yet, inline.
  mutating func nextIdentifier() -> ItemUUID {
    var identifier = identifiers.nextIdentifier()
    while database.record(withIdentifier: identifier) != nil {
      identifier = identifiers.nextIdentifier()
    }
    return identifier
  }

  /// Deletes `akpu` items, which a device destroys when its passcode is removed.
  mutating func removePasscodeBoundItems() {
    database.removeAll { $0.protection == .whenPasscodeSetThisDeviceOnly }
  }
}

/// A "fail the next N calls of kind X" instruction.
struct PlannedFailure {
  var call: KeychainCall?
  var status: KeychainStatus
  var remaining: Int
}

/// A CopyMatching miss remembered to explain a later duplicate.
struct RecordedMiss {
  var itemClass: ItemClass
  var nonKeyAttributes: [KeychainAttribute]
}
