import Foundation
import Testing

@testable import AccessGroupKit

/// A real number given for an attribute that holds integers. securityd keeps a number as the
/// caller gave it for a number attribute (`copyNumber`, `SecDbItem.c`) and binds a real as a
/// double (`SecDbBindObject`, `SecDb.c`); the column is declared INTEGER, so SQLite stores a
/// whole real as an integer and compares the two numerically. A data attribute takes a
/// number's 32-bit integer value as four bytes (`copyData`, `SecDbItem.c`).
@Suite("Real numbers for integer attributes")
struct RealNumberAttributeTests {
  let store = TestApps.store()
  var client: KeychainClient {
    store.client(for: TestApps.groups(keychainAccessGroups: ["grp-1"]))
  }

  func key(size: Any, label: Any = Data([1])) -> [String: Any] {
    [K.cls: K.keys, "kcls": 1, "klbl": label, "bsiz": size]
  }

  @Test func aWholeRealFindsTheEqualInteger() {
    #expect(client.add(key(size: 2048)).status == .success)
    #expect(client.copyMatching([K.cls: K.keys, "bsiz": 2048.0]).status == .success)
    #expect(client.copyMatching([K.cls: K.keys, "bsiz": 2048.5]).status == .itemNotFound)
  }

  @Test func aWholeRealIsTheSamePrimaryKeyAsTheInteger() {
    #expect(client.add(key(size: 2048)).status == .success)
    #expect(client.add(key(size: 2048.0)).status == .duplicateItem)
    #expect(client.add(key(size: 2048.5)).status == .success)
    #expect(client.copyMatching([K.cls: K.keys, "bsiz": 2048.5]).status == .success)
    #expect(store.itemCount == 2)
  }

  @Test func aRealForADataAttributeIsItsIntegerPartAsFourBytes() {
    #expect(client.add(key(size: 1, label: 7.9)).status == .success)
    #expect(client.copyMatching([K.cls: K.keys, "klbl": Data([7, 0, 0, 0])]).status == .success)
    #expect(client.copyMatching([K.cls: K.keys, "klbl": 7]).status == .success)
    #expect(client.copyMatching([K.cls: K.keys, "klbl": 8]).status == .itemNotFound)
  }

  /// `query_add_match` (`SecDbQuery.c`) reads a number limit with `CFNumberGetValue` as a
  /// `CFIndex`, which reports a lossy conversion, and that is errSecParam
  /// (`errSecItemInvalidValue`).
  @Test func aNonIntegralMatchLimitIsParam() {
    #expect(client.add(key(size: 2048)).status == .success)
    #expect(client.copyMatching([K.cls: K.keys, K.limit: 1.5]).status == .parameter)
    #expect(client.copyMatching([K.cls: K.keys, K.limit: 1.0]).status == .success)
  }
}

/// `kSecMatchLimit` numbers below 0: `query_add_match` (`SecDbQuery.c`) keeps any `CFIndex`,
/// and only -1 is `kSecMatchUnlimited`.
@Suite("Negative match limits")
struct NegativeMatchLimitTests {
  let store = TestApps.store()
  var client: KeychainClient {
    store.client(for: TestApps.groups(keychainAccessGroups: ["grp-1"]))
  }

  func addPasswords() {
    for account in ["a", "b", "c"] {
      #expect(
        client.add([K.cls: K.genp, K.svce: "s", K.acct: account, K.data: Data.utf8(account)])
          .status == .success)
    }
  }

  @Test func minusOneIsEveryItem() {
    addPasswords()
    let copy = client.copyMatching([K.cls: K.genp, K.limit: -1, K.rData: true])
    #expect(copy.status == .success)
    #expect(copy.result as? [Data] == ["a", "b", "c"].map(Data.utf8))
  }

  /// SQLite reads `LIMIT -2` as no limit (`SecDbAppendLimit`, `SecItemDb.c`), but
  /// `s3dl_query` stops as soon as the rows found reach the limit: after the first row.
  /// The result is an array, as for every limit but 1.
  @Test(arguments: [-2, -100])
  func anotherNegativeLimitGivesTheFirstItemInAnArray(limit: Int) {
    addPasswords()
    // An integer and a whole real read the same.
    for value in [limit, Double(limit)] as [Any] {
      let copy = client.copyMatching([K.cls: K.genp, K.limit: value, K.rData: true])
      #expect(copy.status == .success)
      #expect(copy.result as? [Data] == [Data.utf8("a")])
      let keyed = client.copyMatching([
        K.cls: K.genp, K.svce: "s", K.acct: "b", K.agrp: "grp-1", K.limit: value, K.rData: true,
      ])
      #expect(keyed.result as? [Data] == [Data.utf8("b")])
    }
  }

  /// `_SecItemDelete` (`SecItemServer.c`) refuses any limit but `kSecMatchUnlimited`.
  @Test func aDeleteWithANegativeLimitOtherThanMinusOneIsParam() {
    addPasswords()
    #expect(client.delete([K.cls: K.genp, K.limit: -2]).status == .parameter)
    #expect(store.itemCount == 3)
  }
}
