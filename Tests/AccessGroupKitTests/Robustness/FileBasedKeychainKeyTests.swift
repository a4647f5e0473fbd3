import Foundation
import Testing

@testable import AccessGroupKit

/// The macOS file-based keychain finds a duplicate by its items' keys, not by comparing an
/// item with every other: an add reads no item, an update reads its items once, and both
/// still refuse a duplicate and change nothing when they fail. The full budget
/// (`ACCESSGROUPKIT_FULL_BUDGETS=1`) runs them at thousands of items.
@Suite("File-based keychain keys")
struct FileBasedKeychainKeyTests {
  typealias Support = DeviceTestSupport

  static let count = FuzzBudget.current.size(full: 20_000, quick: 300)

  /// A Mac whose app has added `count` file-based passwords, accounts `a0`, `a1`, ….
  static func macWithItems() throws -> (SimulatedDevice, SimulatedAppClient) {
    let device = Support.device("Mac", platform: .macOS)
    try device.install(Support.app("MacApp"))
    let app = try device.client(for: "MacApp")
    for index in 0..<count {
      try #require(try app.add(Support.password("a\(index)")).status == .success)
    }
    #expect(device.fileBasedItemCount == count)
    return (device, app)
  }

  @Test("Adds of thousands of items read none, and a repeated key is still a duplicate")
  func addsFindDuplicatesByKey() throws {
    let (device, app) = try Self.macWithItems()
    #expect(device.rowsExamined == 0)
    let again = try app.add(Support.password("a\(Self.count / 2)"))
    #expect(again.status == .duplicateItem)
    #expect(again.explanation?.rule == FileBasedKeychain.rule)
    #expect(device.fileBasedItemCount == Self.count)
    #expect(try app.add(Support.password("a\(Self.count)")).status == .success)
  }

  @Test("An update that would repeat a key is a duplicate and changes nothing")
  func anUpdateThatRepeatsAKeyChangesNothing() throws {
    let (device, app) = try Self.macWithItems()
    let update = try app.update(
      ["class": "genp", "acct": "a0"], attributesToUpdate: ["acct": "a1"])
    #expect(update.status == .duplicateItem)
    // The update reads each item once (and looks up the app's groups in the other keychain).
    #expect(device.rowsExamined <= Self.count + 10)
    #expect(device.fileBasedItemCount == Self.count)
    #expect(try app.copyMatching(Support.query("a0")).status == .success)
    // A delete frees the key for an update and an add.
    #expect(try app.delete(["class": "genp", "acct": "a1"]).status == .success)
    #expect(
      try app.update(["class": "genp", "acct": "a0"], attributesToUpdate: ["acct": "a1"]).status
        == .success)
    #expect(try app.add(Support.password("a0")).status == .success)
    #expect(try app.add(Support.password("a1")).status == .duplicateItem)
    #expect(device.fileBasedItemCount == Self.count)
  }

  @Test("A file-based add whose return key is not a boolean fails and stores nothing")
  func aFailingAddStoresNothing() throws {
    let device = Support.device("Mac", platform: .macOS)
    try device.install(Support.app("MacApp"))
    let app = try device.client(for: "MacApp")
    let added = try app.add(Support.password("a", ["r_Attributes": "yes"]))
    #expect(added.status == .parameter)
    #expect(device.fileBasedItemCount == 0)
    #expect(try app.add(Support.password("a")).status == .success)
  }
}
