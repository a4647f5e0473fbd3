import Foundation
import Testing

@testable import AccessGroupKit

/// SecItemDelete and SecItemUpdate with `kSecClass` = `kSecClassIdentity` and no
/// `kSecValueRef`: the client (`SecItem.m`, `explode_identity` for Delete,
/// `handleUpdateIdentity` for Update) never sends the identity query. It runs the call on
/// class certificate with the same keys and, only when that succeeded, on class key, so the
/// join plays no part and the first failure is the status.
@Suite("Identity delete and update by class")
struct IdentityByClassTests {
  let store = TestApps.store()
  var client: KeychainClient {
    store.client(for: TestApps.groups(keychainAccessGroups: ["grp-1", "grp-2"]))
  }
  let hash = Data([9, 9, 9])

  func addCertificate(serial: UInt8 = 2, label: String = "identity", hash: Data? = nil) {
    #expect(
      client.add([
        K.cls: K.cert, "ctyp": 1, "issr": Data([1]), "slnr": Data([serial]),
        "pkhh": hash ?? self.hash, K.labl: label, K.agrp: "grp-1", K.data: Data.utf8("DER"),
      ]).status == .success)
  }

  func addKey(tag: String = "key", label: String = "identity", isPrivate: Bool = true) {
    var attributes: [String: Any] = [
      K.cls: K.keys, "kcls": 1, "klbl": hash, "atag": tag, K.labl: label, K.agrp: "grp-1",
    ]
    if isPrivate { attributes["priv"] = true }
    #expect(client.add(attributes).status == .success)
  }

  /// The identity form of si-05-add's case 7: `atag` is a key attribute, so the certificate
  /// half fails with errSecNoSuchAttr and the key half never runs.
  @Test func aKeyOnlyAttributeInAnIdentityDeleteIsNoSuchAttrAndDeletesNothing() {
    addCertificate()
    addKey()
    let outcome = client.delete([K.cls: "idnt", "atag": "key"])
    #expect(outcome.status == .noSuchAttribute)
    #expect(store.itemCount == 2)
    #expect(outcome.explanation?.details.last?.contains("certificate call") == true)
  }

  @Test func anIdentityDeleteByClassDeletesEveryCertificateThenEveryKey() {
    addCertificate()
    addCertificate(serial: 3, label: "other", hash: Data([1, 1]))
    addKey()
    addKey(tag: "lone key", label: "other", isPrivate: false)
    #expect(client.copyMatching([K.cls: "idnt", K.limit: K.all]).status == .success)
    #expect(client.delete([K.cls: "idnt"]).status == .success)
    #expect(store.itemCount == 0)
  }

  @Test func anIdentityDeleteMatchesEachHalfByItsOwnAttributes() {
    addCertificate(label: "certificate")
    addKey(label: "key")
    // The certificate half finds nothing, so the key half never runs.
    #expect(client.delete([K.cls: "idnt", K.labl: "key"]).status == .itemNotFound)
    #expect(store.itemCount == 2)
    addKey(tag: "second", label: "certificate")
    #expect(client.delete([K.cls: "idnt", K.labl: "certificate"]).status == .success)
    #expect(client.copyMatching([K.cls: K.keys, K.labl: "key"]).status == .success)
    #expect(store.itemCount == 1)
  }

  @Test func anIdentityDeleteWithoutCertificatesIsNotFoundAndKeepsTheKeys() {
    addKey()
    #expect(client.delete([K.cls: "idnt"]).status == .itemNotFound)
    #expect(store.itemCount == 1)
  }

  /// On a device the certificates are gone at this point; the simulation undoes the
  /// certificate half of a failing call (see "Where the simulation differs from a device").
  @Test func anIdentityDeleteWhoseKeyHalfFindsNothingIsNotFound() {
    addCertificate()
    let outcome = client.delete([K.cls: "idnt"])
    #expect(outcome.status == .itemNotFound)
    #expect(outcome.explanation?.details.last?.contains("key call") == true)
    #expect(store.itemCount == 1)
  }

  @Test func aKeyOnlyAttributeInAnIdentityUpdateIsNoSuchAttr() {
    addCertificate()
    addKey()
    #expect(
      client.update([K.cls: "idnt"], attributesToUpdate: ["atag": "new"]).status
        == .noSuchAttribute)
    #expect(
      client.update([K.cls: "idnt", "atag": "key"], attributesToUpdate: [K.labl: "new"]).status
        == .noSuchAttribute)
    #expect(
      client.copyMatching([K.cls: K.keys, "atag": "key", K.labl: "identity"]).status == .success)
  }

  @Test func anIdentityUpdateByClassReachesKeysThatFormNoIdentity() {
    addCertificate()
    addKey(isPrivate: false)
    #expect(client.copyMatching([K.cls: "idnt"]).status == .itemNotFound)
    #expect(client.update([K.cls: "idnt"], attributesToUpdate: [K.labl: "new"]).status == .success)
    #expect(client.copyMatching([K.cls: K.cert, K.labl: "new"]).status == .success)
    #expect(client.copyMatching([K.cls: K.keys, K.labl: "new"]).status == .success)
  }

  @Test func anIdentityUpdateWhoseKeyHalfFindsNothingIsNotFoundAndChangesNothing() {
    addCertificate()
    let outcome = client.update([K.cls: "idnt"], attributesToUpdate: [K.labl: "new"])
    #expect(outcome.status == .itemNotFound)
    #expect(client.copyMatching([K.cls: K.cert, K.labl: "identity"]).status == .success)
  }
}
