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
    #expect(throws: KeychainError(.itemNotFound)) { try app.items(matching: key("b")) }
    #expect(throws: KeychainError(.itemNotFound)) {
      try app.items(matching: .genericPassword(service: "none"))
    }
    let added = try app.add(GenericPassword(service: "s", account: "b"))
    #expect(added.attributes[.creationDate] == .date(start.addingTimeInterval(4)))
  }

  @Test("A duplicate add throws an error that carries its explanation")
  func duplicateThrowsWithExplanation() throws {
    try app.add(GenericPassword(service: "api", account: "alice"))
    let error = #expect(throws: KeychainError(.duplicateItem)) {
      try app.add(GenericPassword(service: "api", account: "alice", label: "other"))
    }
    #expect(error?.explanation?.status == .duplicateItem)
    #expect(error?.description.hasPrefix("errSecDuplicateItem (-25299)") == true)
  }

  @Test("A foreign group throws -34018 with the explanation and fix in its description")
  func foreignGroupThrowsMissingEntitlement() {
    let error = #expect(throws: KeychainError(.missingEntitlement)) {
      try app.add(
        GenericPassword(service: "s", account: "a"), accessGroup: "com.example.SharedItems")
    }
    #expect(error?.explanation?.summary.contains("team ID prefix") == true)
    #expect(error?.description.contains("fix:") == true)
    #expect(error?.localizedDescription == error?.description)
  }

  @Test("Two clients of the same name keep their own failures")
  func clientsOfTheSameNameKeepTheirOwnFailures() throws {
    let first = TestApps.appOne(store)
    let second = TestApps.appOne(store)
    try first.add(GenericPassword(service: "s", account: "a"))
    let duplicate = #expect(throws: KeychainError(.duplicateItem)) {
      try first.add(GenericPassword(service: "s", account: "a"))
    }
    let missing = #expect(throws: KeychainError(.itemNotFound)) {
      try second.items(matching: .genericPassword(service: "absent"))
    }
    #expect(duplicate?.explanation?.status == .duplicateItem)
    #expect(missing?.explanation?.status == .itemNotFound)
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
    let error = #expect(throws: KeychainError(.itemNotFound)) {
      try client.items(matching: .genericPassword())
    }
    #expect(error?.explanation?.status == .itemNotFound)
  }

  @Test func typedAndDictionaryCallsShareOneStore() throws {
    try app.add(GenericPassword(service: "s", account: "a", data: Data.utf8("typed")))
    let copy = app.copyMatching([K.cls: K.genp, K.svce: "s", K.rData: true])
    #expect(copy.result as? Data == Data.utf8("typed"))
    #expect(store.callLog.map(\.call) == [.add, .copyMatching])
  }
}
