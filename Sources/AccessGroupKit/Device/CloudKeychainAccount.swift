import Foundation

/// An iCloud account with iCloud Keychain turned on, and the devices signed into it.
///
/// Synchronizable items (`kSecAttrSynchronizable: true`) replicate between the devices when
/// ``sync()`` runs — only then, so tests decide exactly when a change arrives:
///
/// ```swift
/// let account = CloudKeychainAccount(name: "alice@example.com")
/// try account.signIn(iPhone)
/// try account.signIn(iPad)
/// _ = try iPhone.keychainClient(for: "App").add(["class": "genp", "acct": "alice", "sync": true])
/// account.sync()   // now the iPad has the item, in the same access group
/// ```
///
/// Rules:
/// - Only synchronizable items whose protection is not `…ThisDeviceOnly` (`aku`, `cku`,
///   `dku`, `akpu`) replicate; every other item stays on its device. Items keep every
///   attribute, their access group, their dates and their UUID.
/// - Deletes replicate as tombstones (a delete of a synchronizable item leaves one,
///   §2.9): the tombstone wins over older copies and removes them.
/// - An item is identified by its primary key (§3.1). When several devices hold
///   different versions, the one with the **latest modification date (`mdat`) wins; on equal
///   dates the device that signed in first wins**. Identical copies are left alone, a newer
///   local version is kept until the next sync carries it, and a local `…ThisDeviceOnly` item
///   with the same primary key is never overwritten.
/// - Items arrive whatever the lock state and whether or not an app that can read them is
///   installed: an app sees them once it is installed and entitled to their group.
///
/// Known deviations: real iCloud Keychain (CKKS) syncs per view, asynchronously, only while
/// unlocked, keeps tombstones for a limited time and resolves conflicts on the server; the
/// simulation syncs everything at once, keeps tombstones forever and uses the rule above.
public final class CloudKeychainAccount {
  let devices: Locked<[SimulatedDevice]>

  /// The account's name, for messages.
  public let name: String

  /// Creates an account with no devices.
  ///
  /// - Parameter name: The account's name.
  public init(name: String = "iCloud") {
    self.name = name
    self.devices = Locked([])
  }

  /// The devices signed in, in sign-in order (the order that breaks ties).
  public var signedInDevices: [SimulatedDevice] { devices.withLock { $0 } }

  /// Signs a device into the account.
  ///
  /// - Parameter device: The device.
  /// - Throws: ``SimulatedDeviceError/alreadySignedIn(device:account:)`` when the device is
  ///   signed into an account already.
  public func signIn(_ device: SimulatedDevice) throws(SimulatedDeviceError) {
    let previous: String? = device.state.withLock { state in
      if let current = state.accountName { return current }
      state.accountName = name
      return nil
    }
    if let previous { throw .alreadySignedIn(device: device.name, account: previous) }
    devices.withLock { $0.append(device) }
  }

  /// Signs a device out. Its items stay on it.
  ///
  /// - Parameter device: The device.
  public func signOut(_ device: SimulatedDevice) {
    let removed = devices.withLock { devices in
      let before = devices.count
      devices.removeAll { $0 === device }
      return devices.count < before
    }
    if removed { device.state.withLock { $0.accountName = nil } }
  }

  /// Replicates synchronizable items between every signed-in device, deterministically.
  ///
  /// - Returns: How many items changed on each device, by device name.
  @discardableResult
  public func sync() -> [String: Int] {
    let members = signedInDevices
    var winners: [PrimaryKey: (record: ItemRecord, device: Int)] = [:]
    for (index, device) in members.enumerated() {
      for record in device.store.cloudSyncedRecords() {
        let key = record.primaryKey
        if let current = winners[key],
          current.record.modificationDate >= record.modificationDate
        {
          continue
        }
        winners[key] = (record, index)
      }
    }
    let ordered = winners.values.sorted {
      ($0.record.modificationDate, $0.device, $0.record.sequence)
        < ($1.record.modificationDate, $1.device, $1.record.sequence)
    }.map(\.record)
    var changes: [String: Int] = [:]
    for device in members {
      changes[device.name, default: 0] += device.store.applyCloudRecords(ordered)
    }
    return changes
  }
}

// `CloudKeychainAccount` keeps its only mutable state, the device list, in a `Locked` value;
// `name` is an immutable `let`. So sharing an account between threads is safe.
extension CloudKeychainAccount: @unchecked Sendable {}
