import Foundation
import Testing

@testable import AccessGroupKit

/// What the macOS shim removes before a call reaches the data-protection keychain
/// (`SecItemCopyTranslatedAttributes` with `iOSOut` true, `OSX/libsecurity_keychain/lib/
/// SecItem.cpp`), and the file-based keychain's type checks (`_CreateSecItemParamsFromDictionary`
/// and `_ValidateDictionaryEntry`, same file).
@Suite("macOS shim translation and file-based keychain type checks")
struct MacTranslationTests {
  typealias Support = DeviceTestSupport

  static func mac(fileBased: Bool = true) throws -> (SimulatedDevice, SimulatedAppClient) {
    let device = SimulatedDevice(name: "Mac", platform: .macOS, usesFileBasedKeychain: fileBased)
    try device.install(Support.app("MacApp"))
    return (device, try device.client(for: "MacApp"))
  }

  @Test(
    "Keys the shim translates away do not reach the data-protection keychain",
    arguments: ["u_Keychain", "m_SearchList", "acls", "mdat"])
  func translatedKeysAreRemovedFromAnAdd(key: String) throws {
    let (device, app) = try Self.mac()
    let value: Any = key == "mdat" ? Date(timeIntervalSinceReferenceDate: 1) : ["a keychain"]
    let added = try app.add(Support.password("alice", ["nleg": true, key: value]))
    #expect(added.status == .success)
    #expect(device.store.itemCount == 1)
    #expect(device.fileBasedItemCount == 0)
  }

  @Test("A modification date in a data-protection query is not a search criterion")
  func modificationDateIsNotSearched() throws {
    let (_, app) = try Self.mac()
    #expect(try app.add(Support.password("alice", ["nleg": true])).status == .success)
    let found = try app.copyMatching(
      Support.query("alice", ["nleg": true, "mdat": Date(timeIntervalSinceReferenceDate: 5)]))
    #expect(found.status == .success)
    #expect((found.result as? [String: Any])?["acct"] as? String == "alice")
  }

  @Test("kSecAttrSynchronizable next to a persistent reference is removed on macOS, not -50")
  func synchronizableNextToAPersistentReference() throws {
    let (_, app) = try Self.mac()
    let added = try app.add(
      Support.password("alice", ["nleg": true, "r_PersistentRef": true]))
    let reference = try #require(added.result as? Data)
    let query: [String: Any] = [
      "class": "genp", "v_PersistentRef": reference, "sync": true, "nleg": true,
      "r_Attributes": true,
    ]
    let found = try app.copyMatching(query)
    #expect(found.status == .success)
    #expect((found.result as? [String: Any])?["acct"] as? String == "alice")
    // An iOS app's identical query is errSecParam (§2.3 step 11).
    let phone = Support.device("Phone", platform: .iOS)
    try phone.install(Support.app("PhoneApp"))
    let phoneApp = try phone.client(for: "PhoneApp")
    let phoneAdded = try phoneApp.add(Support.password("alice", ["r_PersistentRef": true]))
    var phoneQuery = query
    phoneQuery["v_PersistentRef"] = phoneAdded.result as? Data
    #expect(try phoneApp.copyMatching(phoneQuery).status == .parameter)
  }

  /// Values of the wrong type for the file-based keychain's checks.
  static var wrongTypes: [String: Any] {
    [
      "svce": Data("api".utf8), "kcls": 1, "issr": "CN=abc", "slnr": 5, "v_PersistentRef": "ref",
      "m_EmailAddressIfPresent": Data(), "m_ValidOnDate": "today", "m_Limit": -2,
      "m_Issuers": [Data()], "u_Keychain": "login", "m_SearchList": "login",
    ]
  }

  @Test(
    "The file-based keychain rejects values of the wrong type with errSecParam",
    arguments: wrongTypes.keys.sorted())
  func fileBasedTypeChecks(key: String) throws {
    let value = try #require(Self.wrongTypes[key])
    let (device, app) = try Self.mac()
    var attributes = Support.password("alice")
    attributes[key] = value
    let added = try app.add(attributes)
    #expect(added.status == .parameter)
    #expect(device.fileBasedItemCount == 0)
    var query = Support.query("alice")
    query[key] = value
    #expect(try app.copyMatching(query).status == .parameter)
  }

  @Test("A string kSecValueData is stored as its UTF-8 bytes by the file-based keychain")
  func stringDataIsConverted() throws {
    let (device, app) = try Self.mac()
    let added = try app.add(Support.password("alice", ["v_Data": "s3cret"]))
    #expect(added.status == .success)
    #expect(device.fileBasedItemCount == 1)
    let found = try app.copyMatching(["class": "genp", "acct": "alice", "r_Data": true])
    #expect(found.result as? Data == Data("s3cret".utf8))
  }
}
