import Foundation
import Testing

@testable import AccessGroupKit

/// The typed API on ``KeychainClient``.
@Suite("Typed keychain API")
struct TypedAPITests {
  let store = TestApps.store()
  var app: KeychainClient { TestApps.appOne(store) }

  @Test func addAndFindGenericPassword() throws {
    let stored = try app.add(
      GenericPassword(service: "api", account: "alice", data: Data.utf8("pw"), label: "API"))
    #expect(stored.accessGroup == TestApps.sharedGroup)
    #expect(stored.persistentReference.count == 20)
    let items = try app.items(matching: .genericPassword(service: "api"))
    #expect(items.count == 1)
    #expect(items.first?.account == "alice")
    #expect(items.first?.data == Data.utf8("pw"))
    #expect(items.first?.label == "API")
    #expect(app.lastExplanation == nil)
  }

  @Test("A typed search reads the clock once, whichever path answers it")
  func typedSearchReadsTheClockOnce() throws {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    let store = ItemStore(clock: .ticking(from: start))
    let app = TestApps.appOne(store)
    func key(_ account: String) -> KeychainQuery {
      KeychainQuery(
        itemClass: .genericPassword,
        attributes: [.service: .string("s"), .account: .string(account)],
        accessGroup: TestApps.sharedGroup, limit: .one)
    }
    try app.add(GenericPassword(service: "s", account: "a"))
    // A hit from the key index, a miss of the same shape (which the general path then
    // answers) and a query of another shape.
    #expect(try app.items(matching: key("a")).map(\.account) == ["a"])
    #expect(throws: KeychainStatus.itemNotFound) { try app.items(matching: key("b")) }
    #expect(throws: KeychainStatus.itemNotFound) {
      try app.items(matching: .genericPassword(service: "none"))
    }
    let added = try app.add(GenericPassword(service: "s", account: "b"))
    #expect(added.attributes[.creationDate] == .date(start.addingTimeInterval(4)))
  }

  @Test func duplicateThrowsWithExplanation() throws {
    try app.add(GenericPassword(service: "api", account: "alice"))
    #expect(throws: KeychainStatus.duplicateItem) {
      try app.add(GenericPassword(service: "api", account: "alice", label: "other"))
    }
    #expect(app.lastExplanation?.status == .duplicateItem)
  }

  @Test func foreignGroupThrowsMissingEntitlement() {
    #expect(throws: KeychainStatus.missingEntitlement) {
      try app.add(
        GenericPassword(service: "s", account: "a"), accessGroup: "com.example.SharedItems")
    }
    #expect(app.lastExplanation?.summary.contains("team ID prefix") == true)
  }

  @Test func internetPasswordWithPortAndProtocol() throws {
    try app.add(
      InternetPassword(
        server: "example.com", account: "bob", protocol: "htps", port: 443, path: "/login",
        data: Data.utf8("pw")))
    let items = try app.items(matching: .internetPassword(server: "example.com"))
    #expect(items.first?.attributes[.port] == .integer(443))
    #expect(items.first?.attributes[.protocol] == .string("htps"))
    #expect(items.first?.server == "example.com")
  }

  @Test func synchronizableMatching() throws {
    try app.add(GenericPassword(service: "s", account: "local"))
    try app.add(GenericPassword(service: "s", account: "synced", synchronizable: true))
    #expect(try app.items(matching: .genericPassword(service: "s")).count == 1)
    #expect(
      try app.items(matching: .genericPassword(service: "s", synchronizable: .yes)).count == 1)
    #expect(
      try app.items(matching: .genericPassword(service: "s", synchronizable: .any)).count == 2)
    #expect(
      try app.items(matching: .genericPassword(service: "s", synchronizable: .any, limit: .one))
        .count == 1)
  }

  @Test func updateMovesAndDeleteRemoves() throws {
    let client = store.client(for: TestApps.groups(keychainAccessGroups: ["g1", "g2"]))
    try client.add(GenericPassword(service: "s", account: "a"), accessGroup: "g1")
    try client.update(
      .genericPassword(service: "s", accessGroup: "g1"), set: [.accessGroup: .string("g2")],
      data: Data.utf8("new"))
    let moved = try client.items(matching: .genericPassword(accessGroup: "g2"))
    #expect(moved.first?.data == Data.utf8("new"))
    try client.delete(.genericPassword(service: "s"))
    #expect(throws: KeychainStatus.itemNotFound) {
      try client.items(matching: .genericPassword())
    }
    #expect(client.lastExplanation?.status == .itemNotFound)
  }

  @Test func typedAndDictionaryCallsShareOneStore() throws {
    try app.add(GenericPassword(service: "s", account: "a", data: Data.utf8("typed")))
    let copy = app.copyMatching([K.cls: K.genp, K.svce: "s", K.rData: true])
    #expect(copy.result as? Data == Data.utf8("typed"))
    #expect(store.callLog.map(\.call) == [.add, .copyMatching])
  }
}
