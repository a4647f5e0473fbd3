import AccessGroupKit
import Foundation
import Testing

@Suite("CloudKeychainAccount")
struct CloudKeychainAccountTests {
  typealias Support = DeviceTestSupport

  /// Two signed-in devices sharing one ticking clock, with `App` on both.
  static func pair(
    appOnIPad: Bool = true
  ) throws -> (
    CloudKeychainAccount, SimulatedDevice, SimulatedDevice
  ) {
    let clock = KeychainClock.ticking(from: Support.start)
    let iPhone = Support.device("iPhone", clock: clock)
    let iPad = Support.device("iPad", clock: clock)
    try iPhone.install(Support.app("App"))
    if appOnIPad { try iPad.install(Support.app("App")) }
    let account = CloudKeychainAccount(name: "alice@example.com")
    try account.signIn(iPhone)
    try account.signIn(iPad)
    return (account, iPhone, iPad)
  }

  static var syncAny: [String: Any] { ["sync": "syna"] }

  @Test func synchronizableItemsReplicateOnSyncAndKeepTheirGroup() throws {
    let (account, iPhone, iPad) = try Self.pair()
    #expect(
      try iPhone.client(for: "App").add(Support.password("a", ["sync": true])).status == .success)
    let before = try iPad.client(for: "App").copyMatching(Support.query("a", Self.syncAny))
    #expect(before.status == .itemNotFound)
    #expect(account.sync() == ["iPhone": 0, "iPad": 1])
    let after = try iPad.client(for: "App").copyMatching(
      Support.query("a", ["sync": true, "r_Data": true]))
    #expect(after.status == .success)
    let attributes = try #require(after.result as? [String: Any])
    #expect(attributes["agrp"] as? String == Support.sharedGroup)
    #expect(attributes["v_Data"] as? Data == Data("s3cret".utf8))
  }

  @Test(arguments: ["aku", "cku", "dku", "akpu"])
  func thisDeviceOnlyItemsNeverReplicate(protection: String) throws {
    let (account, iPhone, iPad) = try Self.pair()
    let added = try iPhone.client(for: "App").add(
      Support.password("a", ["sync": true, "pdmn": protection]))
    #expect(added.status == .success)
    #expect(account.sync() == ["iPhone": 0, "iPad": 0])
    let found = try iPad.client(for: "App").copyMatching(Support.query("a", Self.syncAny))
    #expect(found.status == .itemNotFound)
    #expect(found.result == nil)
  }

  @Test func nonSynchronizableItemsStayOnTheirDevice() throws {
    let (account, iPhone, iPad) = try Self.pair()
    #expect(try iPhone.client(for: "App").add(Support.password("a")).status == .success)
    account.sync()
    let found = try iPad.client(for: "App").copyMatching(Support.query("a", Self.syncAny))
    #expect(found.status == .itemNotFound)
    #expect(iPad.store.itemCount == 0)
  }

  @Test func updatesReplicate() throws {
    let (account, iPhone, iPad) = try Self.pair()
    let phone = try iPhone.client(for: "App")
    #expect(try phone.add(Support.password("a", ["sync": true])).status == .success)
    account.sync()
    let updated = try phone.update(
      ["class": "genp", "acct": "a", "sync": true], attributesToUpdate: ["labl": "renamed"])
    #expect(updated.status == .success)
    #expect(account.sync() == ["iPhone": 0, "iPad": 1])
    let found = try iPad.client(for: "App").copyMatching(Support.query("a", ["sync": true]))
    #expect(found.status == .success)
    #expect(((found.result as? [String: Any])?["labl"] as? String) == "renamed")
  }

  @Test func aDeleteReplicatesAsATombstone() throws {
    let (account, iPhone, iPad) = try Self.pair()
    #expect(
      try iPhone.client(for: "App").add(Support.password("a", ["sync": true])).status == .success)
    account.sync()
    let deleted = try iPad.client(for: "App").delete(
      ["class": "genp", "acct": "a", "sync": true])
    #expect(deleted.status == .success)
    #expect(account.sync() == ["iPhone": 1, "iPad": 0])
    let found = try iPhone.client(for: "App").copyMatching(Support.query("a", ["sync": true]))
    #expect(found.status == .itemNotFound)
    #expect(found.result == nil)
    let tombstone = try iPhone.client(for: "App").copyMatching(
      Support.query("a", ["sync": true, "tomb": true]))
    #expect(tombstone.status == .success)
    #expect(((tombstone.result as? [String: Any])?["tomb"] as? NSNumber) == 1)
  }

  @Test func anAppNotInstalledOnTheSecondDeviceCannotSeeTheItemUntilItIsInstalled() throws {
    let (account, iPhone, iPad) = try Self.pair(appOnIPad: false)
    #expect(
      try iPhone.client(for: "App").add(Support.password("a", ["sync": true])).status == .success)
    #expect(account.sync() == ["iPhone": 0, "iPad": 1])
    #expect(throws: SimulatedDeviceError.unknownApp(app: "App", device: "iPad")) {
      try iPad.client(for: "App")
    }
    try iPad.install(Support.app("Other", groups: ["com.example.other"]))
    let stranger = try iPad.client(for: "Other").copyMatching(Support.query("a", Self.syncAny))
    #expect(stranger.status == .itemNotFound)
    try iPad.install(Support.app("App"))
    let found = try iPad.client(for: "App").copyMatching(Support.query("a", Self.syncAny))
    #expect(found.status == .success)
    #expect(Support.group(found) == Support.sharedGroup)
  }

  @Test func theLatestModificationWinsAConflict() throws {
    let (account, iPhone, iPad) = try Self.pair()
    let phone = try iPhone.client(for: "App")
    let pad = try iPad.client(for: "App")
    #expect(
      try phone.add(Support.password("a", ["sync": true, "labl": "phone"])).status == .success)
    #expect(try pad.add(Support.password("a", ["sync": true, "labl": "pad"])).status == .success)
    account.sync()
    for client in [phone, pad] {
      let found = try client.copyMatching(Support.query("a", ["sync": true]))
      #expect(found.status == .success)
      #expect(((found.result as? [String: Any])?["labl"] as? String) == "pad")
    }
  }

  @Test func equalModificationDatesGoToTheDeviceThatSignedInFirst() throws {
    let clock = KeychainClock.fixed(Support.start)
    let iPhone = Support.device("iPhone", clock: clock)
    let iPad = Support.device("iPad", clock: clock)
    for device in [iPhone, iPad] { try device.install(Support.app("App")) }
    let account = CloudKeychainAccount()
    try account.signIn(iPad)
    try account.signIn(iPhone)
    #expect(
      try iPhone.client(for: "App").add(Support.password("a", ["sync": true, "labl": "phone"]))
        .status == .success)
    #expect(
      try iPad.client(for: "App").add(Support.password("a", ["sync": true, "labl": "pad"]))
        .status == .success)
    #expect(account.sync() == ["iPad": 0, "iPhone": 1])
    let found = try iPhone.client(for: "App").copyMatching(Support.query("a", ["sync": true]))
    #expect(found.status == .success)
    #expect(((found.result as? [String: Any])?["labl"] as? String) == "pad")
  }

  @Test func aSecondSyncChangesNothing() throws {
    let (account, iPhone, _) = try Self.pair()
    #expect(
      try iPhone.client(for: "App").add(Support.password("a", ["sync": true])).status == .success)
    #expect(account.sync() == ["iPhone": 0, "iPad": 1])
    #expect(account.sync() == ["iPhone": 0, "iPad": 0])
    #expect(account.signedInDevices.map(\.name) == ["iPhone", "iPad"])
  }

  @Test func aDeviceSignsIntoOneAccountAtATime() throws {
    let (account, iPhone, _) = try Self.pair()
    let other = CloudKeychainAccount(name: "bob@example.com")
    #expect(
      throws: SimulatedDeviceError.alreadySignedIn(device: "iPhone", account: "alice@example.com")
    ) { try other.signIn(iPhone) }
    account.signOut(iPhone)
    try other.signIn(iPhone)
    #expect(other.signedInDevices.map(\.name) == ["iPhone"])
    #expect(account.signedInDevices.map(\.name) == ["iPad"])
  }

  @Test func aSignedOutDeviceNoLongerReceivesItems() throws {
    let (account, iPhone, iPad) = try Self.pair()
    account.signOut(iPad)
    #expect(
      try iPhone.client(for: "App").add(Support.password("a", ["sync": true])).status == .success)
    #expect(account.sync() == ["iPhone": 0])
    let found = try iPad.client(for: "App").copyMatching(Support.query("a", Self.syncAny))
    #expect(found.status == .itemNotFound)
    #expect(found.result == nil)
  }
}

extension CloudKeychainAccountTests {
  @Test func anItemAddedAgainAfterADeleteReplacesTheTombstoneEverywhere() throws {
    let (account, iPhone, iPad) = try Self.pair()
    let phone = try iPhone.client(for: "App")
    #expect(try phone.add(Support.password("a", ["sync": true])).status == .success)
    account.sync()
    #expect(try phone.delete(["class": "genp", "acct": "a", "sync": true]).status == .success)
    account.sync()
    let again = try phone.add(Support.password("a", ["sync": true, "labl": "again"]))
    #expect(again.status == .success)
    #expect(account.sync() == ["iPhone": 0, "iPad": 1])
    let found = try iPad.client(for: "App").copyMatching(Support.query("a", ["sync": true]))
    #expect(found.status == .success)
    #expect(((found.result as? [String: Any])?["labl"] as? String) == "again")
    #expect(iPad.store.itemCount == 1)
  }

  @Test func changingAnItemsAccountMovesItOnEveryDevice() throws {
    let (account, iPhone, iPad) = try Self.pair()
    let phone = try iPhone.client(for: "App")
    #expect(try phone.add(Support.password("a", ["sync": true])).status == .success)
    account.sync()
    let renamed = try phone.update(
      ["class": "genp", "acct": "a", "sync": true], attributesToUpdate: ["acct": "b"])
    #expect(renamed.status == .success)
    #expect(account.sync() == ["iPhone": 0, "iPad": 2])
    let pad = try iPad.client(for: "App")
    #expect(try pad.copyMatching(Support.query("a", ["sync": true])).status == .itemNotFound)
    let moved = try pad.copyMatching(Support.query("b", ["sync": true]))
    #expect(moved.status == .success)
    #expect(Support.group(moved) == Support.sharedGroup)
  }
}
