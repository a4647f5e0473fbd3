import AccessGroupKit
import Foundation

/// One stored row of the reference model.
struct ReferenceItem: Hashable {
  /// Insertion order; the model's stand-in for SQLite's rowid (results come in this order).
  var rowID: Int
  /// `genp`, `inet`, `cert` or `keys`.
  var itemClass: String
  /// Every stored attribute, defaults included (`tomb`, `musr` and `clip` too).
  var attributes: [String: StoredValue]
  /// `kSecValueData`, if the item has any.
  var data: Data?
  /// The 16-byte UUID behind the item's persistent reference.
  var uuid: Data

  /// Whether the row is a tombstone (`tomb == 1`).
  var isTombstone: Bool { attributes["tomb"] == .number(1) }
  /// Whether the item is synchronizable (`sync == 1`).
  var isSynchronizable: Bool { attributes["sync"] == .number(1) }
  /// The item's access group.
  var accessGroup: String? {
    if case .string(let group) = attributes["agrp"] { return group }
    return nil
  }
  /// The item's protection class (`pdmn`).
  var protection: String {
    if case .string(let name) = attributes["pdmn"] { return name }
    return "ak"
  }
  /// The 20-byte persistent reference: class name and UUID.
  var persistentReference: Data { Data(itemClass.utf8) + uuid }

  /// The primary key (§3.1) in comparable form; absent columns count as empty.
  var primaryKey: [StoredValue] {
    (ReferenceSchema.primaryKey[itemClass] ?? []).map { name in
      ReferenceSchema.comparable(
        attributes[name] ?? ReferenceSchema.emptyValue(for: name), for: name)
    }
  }
}

/// What one reference call returns.
public struct ReferenceOutcome {
  /// The status.
  public var status: KeychainStatus
  /// The result object shaped as Apple's (nil when none).
  public var result: Any?

  /// A failure without result.
  static func failure(_ status: KeychainStatus) -> ReferenceOutcome {
    ReferenceOutcome(status: status, result: nil)
  }
}

/// The simplest implementation of Apple's SecItem rules the team could write: a plain array
/// of items, a linear scan per call, no indexes and no caching.
///
/// It exists to be compared with `ItemStore` (the differential property test): it is written
/// from Apple's Security-61901 and Security-58286 sources, not from the store's code. It is a
/// value type, so a test can copy it before a call and compare afterwards.
///
/// Choices where Apple's source leaves room, documented so the store can agree or disagree:
/// * Keys are parsed in ascending order after the class (§2.1, §9.12); `class` and
///   `v_PersistentRef` set the class again while parsing (`query_set_class`): a conflict is
///   -25306.
/// * Client-side checks come first (§2.0, `SecItemAttributesPrepare`): `accc` that is not an
///   access-control object, `v_Ref`, a non-data `issr`, UI Skip outside CopyMatching: -50.
/// * Lock state (§4.3, and the store's documented `LockState`): class A (`ak aku akpu`)
///   needs the device unlocked, class C (`ck cku`) an unlock since boot, class D is always
///   available; without a passcode everything is available, and clearing the passcode
///   deletes `akpu` items. An add checks `pdmn = f` (-50), then `akpu` without passcode
///   (-25293), then availability (-25308), then the primary key (-25299). An update works row
///   by row in rowid order: decrypt the old row (-25308), then the new protection (`f` -50,
///   `akpu` -25293, -25308), then the new primary key (-25299); the first failing row
///   decides. A delete proceeds while locked unless it writes a tombstone of an unavailable
///   item (§9.6).
/// * Deleting a synchronizable item, or changing its primary key, leaves a tombstone unless
///   `kSecUseTombstones` is false (`s3dl_should_make_tombstone`: "make one, drop it if it is
///   not being synced"; a simulated device keeps it) (§2.9). A delete's tombstone keeps the
///   row and the persistent reference; an update's tombstone is a new row with a new
///   reference; an add over a tombstone takes its row and reference (`SecDbItem.c`).
/// * Results are shaped in two stages, server then client (see
///   `ReferenceKeychain+Results.swift`).
/// * Legacy profile (Security-58286): the whole list, token group included, is used for
///   writes; an explicit foreign group in a query just matches nothing; storing into the
///   token group is -50; moving an item to a foreign group is -25243.
public struct ReferenceKeychain: Equatable {
  /// The behaviour profile (current or legacy).
  var profile: BehaviourProfile
  /// The fixed clock: every `cdat`/`mdat` written is this date.
  var now: Date
  /// The identifiers successful adds consume.
  var identifiers: ReferenceIdentifiers
  /// Every row, tombstones included, in rowid order.
  var items: [ReferenceItem] = []
  /// The next rowid.
  var nextRowID = 1
  /// Whether the device is locked.
  var isLocked = false
  /// Whether the device has been unlocked since boot.
  var unlockedSinceBoot = true
  /// Whether a passcode is set.
  var hasPasscode = true
  /// When true, tombstones follow `ItemStore`'s documented identifier contract instead of
  /// Apple's source: a delete's tombstone is a new row with a new identifier, and an add
  /// that replaces a tombstone is a new row with its own identifier, and an update whose new
  /// primary key hits a tombstone keeps its own row (known disagreement D3,
  /// see `KnownStoreDisagreements.swift`). The differential test sets it so that the rest of
  /// the behaviour stays comparable; the default is Apple's behaviour.
  var followsStoreTombstoneContract = false

  /// Creates an empty keychain.
  public init(profile: BehaviourProfile = .current, now: Date, identifiers: ReferenceIdentifiers) {
    self.profile = profile
    self.now = now
    self.identifiers = identifiers
  }

  // MARK: Lock state

  /// Locks the device.
  public mutating func lock() { isLocked = true }
  /// Unlocks the device.
  public mutating func unlock() {
    isLocked = false
    unlockedSinceBoot = true
  }
  /// Restarts: locked, and not unlocked since boot.
  public mutating func restart() {
    isLocked = true
    unlockedSinceBoot = false
  }
  /// Sets or clears the passcode; clearing it deletes every `akpu` item, as a device does
  /// (the store's documented `setPasscode(_:)` contract).
  public mutating func setPasscode(_ enabled: Bool) {
    hasPasscode = enabled
    if !enabled { items.removeAll { $0.protection == "akpu" } }
  }

  /// Whether items of protection class `pdmn` can be decrypted now (§4.3). Without a
  /// passcode the key bag never locks (the store's documented `LockState` contract).
  func isAvailable(_ protection: String) -> Bool {
    switch protection {
    case "ak", "aku", "akpu": return !isLocked || !hasPasscode
    case "ck", "cku": return unlockedSinceBoot || !hasPasscode
    default: return true
    }
  }

  // MARK: Matching

  /// The rows a parsed query selects among `groups` (nil = every group), in rowid order.
  func matchingRows(_ query: ReferenceQuery, in groups: Set<String>?) -> [ReferenceItem] {
    items.filter { item in
      guard item.itemClass == query.itemClass else { return false }
      if let groups, !groups.contains(item.accessGroup ?? "") { return false }
      if query.attributes["tomb"] == nil, item.isTombstone { return false }
      if !query.mentionsSynchronizable, query.persistentReferenceUUID == nil,
        item.isSynchronizable
      {
        return false
      }
      if let uuid = query.persistentReferenceUUID, item.uuid != uuid { return false }
      for (name, wanted) in query.attributes {
        let stored =
          item.attributes[name]
          ?? ((ReferenceSchema.primaryKey[item.itemClass] ?? []).contains(name)
            ? ReferenceSchema.emptyValue(for: name) : nil)
        guard let stored,
          ReferenceSchema.comparable(stored, for: name)
            == ReferenceSchema.comparable(wanted, for: name)
        else { return false }
      }
      return true
    }
  }

  /// The search scope of a call: the explicit group if given, else `groups` (nil = all).
  func scope(
    _ query: ReferenceQuery, groups: [String], client: ResolvedAccessGroups
  ) -> Set<String>? {
    if case .string(let group)? = query.attributes["agrp"] {
      if client.grantsAllGroups || groups.contains(group) { return [group] }
      return []
    }
    return client.grantsAllGroups ? nil : Set(groups)
  }

  // MARK: Tombstones

  /// A tombstone of `item`: its primary key, group, protection, creation date, `musr` and
  /// UUID, `tomb = 1`, `mdat = now`, `clip = 0`, no data (`SecDbItemCopyTombstone` copies the
  /// primary key, access, creation-date and authenticated-data attributes).
  func tombstone(of item: ReferenceItem, rowID: Int) -> ReferenceItem {
    var attributes: [String: StoredValue] = [:]
    for name in (ReferenceSchema.primaryKey[item.itemClass] ?? []) + ["pdmn", "cdat", "musr"] {
      if let value = item.attributes[name] { attributes[name] = value }
    }
    attributes["tomb"] = .number(1)
    attributes["mdat"] = .date(now)
    // `clip` is not copied (no authenticated-data flag); the NOT NULL column defaults to 0.
    attributes["clip"] = .number(0)
    return ReferenceItem(
      rowID: rowID, itemClass: item.itemClass, attributes: attributes, data: nil,
      uuid: item.uuid)
  }

  /// Whether removing or re-keying `item` leaves a tombstone (`s3dl_should_make_tombstone`).
  func makesTombstone(_ item: ReferenceItem, query: ReferenceQuery) -> Bool {
    if let use = query.useTombstones { return use }
    return item.isSynchronizable && !item.isTombstone
  }
}

/// The UUIDs handed to new items, in order. Only successful adds consume one.
///
/// Mirrors the documented `ItemIdentifierSource.sequential(seed:)` sequence: the 8 ASCII
/// bytes `QMULATED`, then `seed + n` big-endian for the n-th identifier (n from 0).
public struct ReferenceIdentifiers: Equatable {
  /// The seed of the sequence.
  var seed: UInt64
  /// How many identifiers were handed out.
  var count: UInt64 = 0

  /// Creates a sequence.
  public init(seed: UInt64) { self.seed = seed }

  /// The next 16-byte UUID.
  mutating func next() -> Data {
    let value = seed &+ count
    count += 1
    return Data("QMULATED".utf8) + withUnsafeBytes(of: value.bigEndian) { Data($0) }
  }
}
