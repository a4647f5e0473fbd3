import Foundation

// Device-level operations on an ItemStore's rows, kept out of the engine's files: each runs
// as one critical section of the store's lock, like a SecItem call.

extension ItemRecord {
  /// Whether iCloud Keychain carries this row: synchronizable, and not `…ThisDeviceOnly`.
  /// Tombstones of such items are carried too.
  var isCloudSynced: Bool { isSynchronizable && !protection.isThisDeviceOnly }

  var modificationDate: Date {
    // From the stored fields: `mdat` is never the digest, which `attributes` would compute.
    if case .date(let date)? = fields[.modificationDate] { return date }
    return .distantPast
  }

  /// Whether two rows hold the same item (ignoring row id and UUID).
  func hasSameContent(as other: ItemRecord) -> Bool {
    guard itemClass == other.itemClass, data == other.data, accessControl == other.accessControl
    else { return false }
    // Two rows with their digests in place compare as stored; otherwise the digests are
    // computed, since a row may carry a digest it was given rather than its own.
    if !digestIsStale, !other.digestIsStale { return fields == other.fields }
    return attributes == other.attributes
  }
}

extension ItemStore {
  /// The rows iCloud Keychain carries, tombstones included, in insertion order.
  func cloudSyncedRecords() -> [ItemRecord] {
    state.withLock { state in
      var synced = state.database.orderedRecords.filter(\.isCloudSynced)
      // Each row's digest is computed once and kept, not at every sync that compares it.
      for index in synced.indices where synced[index].digestIsStale {
        synced[index].completeDigest()
        state.database.replace(synced[index])
      }
      return synced.sorted { $0.sequence < $1.sequence }
    }
  }

  /// Applies rows that won a sync: each replaces this store's row with the same primary key
  /// unless that row is newer, identical, or a `…ThisDeviceOnly` item (never overwritten).
  ///
  /// - Returns: How many rows changed.
  func applyCloudRecords(_ records: [ItemRecord]) -> Int {
    state.withLock { state in
      var changed = 0
      for incoming in records {
        if let existing = state.database.record(withPrimaryKey: incoming.primaryKey) {
          if existing.hasSameContent(as: incoming) { continue }
          if !existing.isCloudSynced { continue }
          if existing.modificationDate > incoming.modificationDate { continue }
          state.database.remove(identifier: existing.identifier)
        }
        var copy = incoming
        copy.sequence = state.database.nextSequence
        if state.database.record(withIdentifier: copy.identifier) != nil {
          copy.identifier = state.nextIdentifier()
        }
        state.database.insert(copy)
        changed += 1
      }
      return changed
    }
  }

  /// Deletes an App Clip's own items when the clip is removed
  /// (`SecServerDeleteForAppClipApplicationIdentifier`, `keychain/securityd/SecItemDb.c`):
  /// every row whose group is the clip's application identifier and whose `clip` is 1.
  ///
  /// - Returns: How many rows were deleted.
  @discardableResult
  func deleteAppClipItems(applicationIdentifier: String) -> Int {
    state.withLock { state in
      let doomed = state.database.examineAllRecords().filter {
        $0.accessGroup == applicationIdentifier
          && ($0.fields[.appClipItem]?.integerValue ?? 0) != 0
      }
      for record in doomed { state.database.remove(identifier: record.identifier) }
      return doomed.count
    }
  }

  /// Moves an App Clip's items to its full app when the full app is installed
  /// (`SecServerPromoteAppClipItemsToParentApp`, `keychain/securityd/SecItemDb.c`): each
  /// clip item gets the parent's application identifier as its group and `clip` 0, replacing
  /// an item of the parent with the same primary key; leftovers are deleted.
  ///
  /// - Returns: How many items were promoted.
  @discardableResult
  func promoteAppClipItems(from clipIdentifier: String, to parentIdentifier: String) -> Int {
    state.withLock { state in
      let clipItems = state.database.examineAllRecords().filter {
        $0.accessGroup == clipIdentifier && ($0.fields[.appClipItem]?.integerValue ?? 0) != 0
      }
      var promoted = 0
      for record in clipItems {
        state.database.remove(identifier: record.identifier)
        var moved = record
        moved.attributes[.accessGroup] = .string(parentIdentifier)
        moved.attributes[.appClipItem] = .integer(0)
        moved.refreshDigest()
        if let existing = state.database.record(withPrimaryKey: moved.primaryKey) {
          state.database.remove(identifier: existing.identifier)
        }
        moved.sequence = state.database.nextSequence
        state.database.insert(moved)
        promoted += 1
      }
      return promoted
    }
  }
}
