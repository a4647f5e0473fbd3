import Foundation
import Testing

@testable import AccessGroupKit

/// Which keys and certificates form an identity, and which of their columns a query on
/// `kSecClassIdentity` compares: securityd's join in `s3dl_create_select_sql` (`SecItemDb.c`)
/// pairs keys having `priv` = 1 with certificates whose `pkhh` equals the key's `klbl`, and
/// takes the certificate's `labl`, `issr`, `slnr`, `skid` and `tkid`, the key's every other
/// column.
@Suite("Identity join")
struct IdentityJoinTests {
  let store = TestApps.store()
  var client: KeychainClient {
    store.client(for: TestApps.groups(keychainAccessGroups: ["grp-1", "grp-2"]))
  }
  let hash = Data([9, 9, 9])

  func addCertificate(label: String = "certificate", group: String = "grp-1") {
    #expect(
      client.add([
        K.cls: K.cert, "ctyp": 1, "issr": Data([1]), "slnr": Data([2]), "pkhh": hash,
        K.labl: label, K.agrp: group, K.data: Data.utf8("DER"),
      ]).status == .success)
  }

  func addKey(_ attributes: [String: Any], group: String = "grp-1") {
    var dictionary: [String: Any] = [K.cls: K.keys, "klbl": hash, K.agrp: group]
    dictionary.merge(attributes) { $1 }
    #expect(client.add(dictionary).status == .success)
  }

  @Test func aPrivateKeyClassWithoutIsPrivateFormsNoIdentity() {
    addCertificate()
    addKey(["kcls": 1])
    #expect(client.copyMatching([K.cls: "idnt"]).status == .itemNotFound)
  }

  @Test func aKeyWithIsPrivateFormsAnIdentityWhateverItsKeyClass() throws {
    addCertificate()
    addKey(["kcls": 0, "priv": true])
    let copy = client.copyMatching([K.cls: "idnt", K.rAttrs: true, K.rData: true])
    #expect(copy.status == .success)
    let identity = try #require(copy.result as? [String: Any])
    #expect(identity[K.labl] as? String == "certificate")
    #expect(identity[K.data] as? Data == Data.utf8("DER"))
  }

  @Test func isPrivateFalseFormsNoIdentity() {
    addCertificate()
    addKey(["kcls": 1, "priv": false])
    #expect(client.copyMatching([K.cls: "idnt"]).status == .itemNotFound)
  }

  @Test func anIdentityQueryComparesTheCertificatesLabelNotTheKeys() {
    addCertificate(label: "certificate")
    addKey(["priv": true, K.labl: "key"])
    #expect(client.copyMatching([K.cls: "idnt", K.labl: "certificate"]).status == .success)
    #expect(client.copyMatching([K.cls: "idnt", K.labl: "key"]).status == .itemNotFound)
  }

  @Test func anIdentityQueryComparesTheKeysProtectionClass() throws {
    #expect(
      client.add([
        K.cls: K.cert, "ctyp": 1, "issr": Data([1]), "slnr": Data([2]), "pkhh": hash,
        K.agrp: "grp-1", K.pdmn: "ak",
      ]).status == .success)
    addKey(["priv": true, K.pdmn: "ck"])
    #expect(client.copyMatching([K.cls: "idnt", K.pdmn: "ck"]).status == .success)
    #expect(client.copyMatching([K.cls: "idnt", K.pdmn: "ak"]).status == .itemNotFound)
    // The row returned carries the certificate's attributes over the key's
    // (`s3dl_query_row`).
    let copy = client.copyMatching([K.cls: "idnt", K.pdmn: "ck", K.rAttrs: true])
    let identity = try #require(copy.result as? [String: Any])
    #expect(identity[K.pdmn] as? String == "ak")
  }

  /// A query naming a group narrows the searched groups to it (`_SecItemCopyMatching`), and
  /// the join asks both the certificate's group and the key's to be among them.
  @Test func bothPartsMustBeInTheNamedGroup() {
    addCertificate(group: "grp-1")
    addKey(["priv": true], group: "grp-2")
    #expect(client.copyMatching([K.cls: "idnt"]).status == .success)
    #expect(client.copyMatching([K.cls: "idnt", K.agrp: "grp-1"]).status == .itemNotFound)
    #expect(client.copyMatching([K.cls: "idnt", K.agrp: "grp-2"]).status == .itemNotFound)
  }

  @Test func bothPartsMustBeInTheAppsGroups() {
    addCertificate(group: "grp-1")
    addKey(["priv": true], group: "grp-2")
    let narrow = store.client(for: TestApps.groups(keychainAccessGroups: ["grp-1"]))
    #expect(narrow.copyMatching([K.cls: "idnt"]).status == .itemNotFound)
    #expect(client.copyMatching([K.cls: "idnt"]).status == .success)
  }
}

extension IdentityJoinTests {
  /// `pkhh`, `subj`, `ctyp` and `cenc` are certificate attributes that securityd's identity
  /// join has no column for, so SQLite cannot prepare the search and the client reports that
  /// SQLite error as errSecNotAvailable (`osstatus_for_s3e`, `SecItem.m`).
  @Test(arguments: ["pkhh", "subj", "ctyp", "cenc"])
  func aCertificateOnlyAttributeInAnIdentitySearchIsNotAvailable(attribute: String) {
    addCertificate()
    addKey(["priv": true])
    let value: Any = attribute == "ctyp" || attribute == "cenc" ? 1 : hash
    #expect(client.copyMatching([K.cls: "idnt", attribute: value]).status == .notAvailable)
    #expect(client.copyMatching([K.cls: "idnt", "alis": Data([1])]).status == .itemNotFound)
  }
}
