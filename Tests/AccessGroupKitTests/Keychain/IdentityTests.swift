import Foundation
import Testing

@testable import AccessGroupKit

/// Identities as securityd joins them (`s3dl_create_select_sql`, `SecItemDb.c`) and as the
/// client splits a delete or update by class (`explode_identity` and `handleUpdateIdentity`,
/// `SecItem.m`).
@Suite("Identities")
struct IdentityTests {
  let store = TestApps.store()
  var client: KeychainClient {
    store.client(for: TestApps.groups(keychainAccessGroups: ["grp-1", "grp-2"]))
  }

  /// A certificate and its private key as adding a `SecIdentityRef` stores them: both parts
  /// carry the caller's label (`explode_identity` adds the same dictionary twice), and the
  /// key's attributes include `priv` true (`SecKey.m` puts `kSecAttrIsPrivate` in every key's
  /// attribute dictionary).
  func seed() {
    let hash = Data([9, 9, 9])
    #expect(
      client.add([
        K.cls: K.cert, "ctyp": 1, "issr": Data([1]), "slnr": Data([2]), "pkhh": hash,
        K.labl: "identity", K.agrp: "grp-1", K.data: Data.utf8("DER"),
      ]).status == .success)
    #expect(
      client.add([
        K.cls: K.keys, "kcls": 1, "priv": true, "klbl": hash, K.labl: "identity",
        K.agrp: "grp-1",
      ]).status == .success)
  }

  @Test func identityIsFoundThroughTheJoin() throws {
    seed()
    let copy = client.copyMatching([K.cls: "idnt", K.rAttrs: true, K.rData: true])
    #expect(copy.status == .success)
    let dictionary = try #require(copy.result as? [String: Any])
    #expect(dictionary[K.labl] as? String == "identity")
    #expect(dictionary[K.data] as? Data == Data.utf8("DER"))
    #expect(client.copyMatching([K.cls: "idnt", "atag": "x"]).status == .itemNotFound)
  }

  /// Mirrors `secitemfunctionality`: an identity moves to another group with both parts,
  /// and an update through a persistent reference is errSecInternal.
  @Test func identityUpdateMovesBothPartsButNotByPersistentReference() throws {
    seed()
    let move = client.update(
      [K.cls: "idnt", K.agrp: "grp-1", K.labl: "identity"], attributesToUpdate: [K.agrp: "grp-2"])
    #expect(move.status == .success)
    #expect(client.copyMatching([K.cls: K.cert, K.agrp: "grp-2"]).status == .success)
    #expect(client.copyMatching([K.cls: K.keys, K.agrp: "grp-2"]).status == .success)
    let reference = try #require(
      client.copyMatching([K.cls: "idnt", K.rPref: true]).result as? Data)
    let byReference = client.update([K.pref: reference], attributesToUpdate: [K.labl: "x"])
    #expect(byReference.status == .internal)
  }

  @Test func identityDeleteRemovesCertificateAndKey() {
    seed()
    #expect(client.delete([K.cls: "idnt"]).status == .success)
    #expect(store.itemCount == 0)
    #expect(client.add([K.cls: "idnt", K.labl: "x"]).status == .internal)
  }

  /// securityd's identity class has no columns (`v_identity_class`, `SecItemSchema.c`), so
  /// `s3dl_query_add` (`SecItemDb.c`) fails to give the new row a persistent reference:
  /// errSecInternal, after the checks before it (a match key still makes the add a no-op).
  @Test func anIdentityAddByClassIsInternalAfterTheChecksBeforeIt() {
    #expect(client.add([K.cls: "idnt", K.labl: "x"]).status == .internal)
    #expect(
      client.add([K.cls: "idnt", K.labl: "x", K.agrp: "other"]).status == .missingEntitlement)
    #expect(client.add([K.cls: "idnt", K.labl: "x", K.limit: K.one]).status == .success)
    #expect(store.itemCount == 0)
  }
}
