import Foundation
import Testing

@testable import AccessGroupKit

/// What a search reads: each candidate row once, however many rows share an issuer, a
/// public-key hash or a group. The store counts the rows its searches read
/// (``ItemDatabase/rowsExamined``), so each test checks the answer and that count, which
/// grew with the square of the rows when each row's issuer was searched for anew. The full
/// budget (`ACCESSGROUPKIT_FULL_BUDGETS=1`) runs them at thousands of rows.
@Suite("Searches read each row once")
struct SearchWorkTests {
  typealias C = TestCertificates

  static let count = FuzzBudget.current.size(full: 5_000, quick: 200)

  @Test("kSecMatchIssuers reads the certificates once however many share an issuer")
  func anIssuerFilterReadsTheCertificatesOnce() throws {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    CertificateMatchFilterTests.addCertificate(app, subject: "Root", issuer: "Root", serial: 1)
    CertificateMatchFilterTests.addCertificate(
      app, subject: "Intermediate", issuer: "Root", serial: 2)
    for index in 0..<Self.count {
      let status = app.add([
        K.cls: K.cert, "ctyp": 3, "issr": C.name("Intermediate"),
        "subj": C.normalizedName("LEAF \(index)"),
        "slnr": Data("serial \(index)".utf8), K.labl: "Leaf \(index)", K.data: Data([0x30]),
      ]).status
      try #require(status == .success)
    }
    let before = store.rowsExamined
    let outcome = app.copyMatching([
      K.cls: K.cert, "m_Issuers": [C.name("Root")], K.rAttrs: true, K.limit: K.all,
    ])
    #expect(outcome.status == .success)
    let labels = ((outcome.result as? [[String: Any]]) ?? []).compactMap { $0[K.labl] as? String }
    #expect(labels.count == Self.count + 2)
    #expect(labels.contains("Leaf \(Self.count - 1)"))
    // The search's rows, then the parents' rows once: each row read twice, and each of the
    // app's few groups looked up twice.
    #expect(store.rowsExamined - before <= 2 * (Self.count + 2) + 10)
  }

  @Test("An identity search reads each key's certificates, not every certificate")
  func anIdentitySearchJoinsByHash() throws {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    for index in 0..<Self.count {
      let hash = Data("key \(index)".utf8)
      try #require(
        app.add([
          K.cls: K.cert, "ctyp": 1, "issr": Data([1]), "slnr": Data("\(index)".utf8),
          "pkhh": hash, K.labl: "certificate \(index)", K.data: Data.utf8("DER \(index)"),
        ]).status == .success)
      try #require(
        app.add([K.cls: K.keys, "klbl": hash, "priv": true, "atag": Data("\(index)".utf8)])
          .status == .success)
    }
    let before = store.rowsExamined
    let outcome = app.copyMatching([K.cls: "idnt", K.rAttrs: true, K.limit: K.all])
    #expect(outcome.status == .success)
    let identities = (outcome.result as? [[String: Any]]) ?? []
    #expect(identities.count == Self.count)
    #expect(identities.last?[K.labl] as? String == "certificate \(Self.count - 1)")
    // The keys, the certificates and one joined row per key, each once.
    #expect(store.rowsExamined - before <= 3 * Self.count + 4)
  }

  @Test(
    "A group named many times is searched once, on the short and the long path",
    arguments: [3, 50])
  func aRepeatedGroupIsSearchedOnce(distinctGroups: Int) {
    var database = ItemDatabase()
    let groups = (0..<distinctGroups).map { "group \($0)" }
    for (index, group) in groups.enumerated() {
      database.insert(
        ItemRecord(
          itemClass: .genericPassword,
          attributes: [.account: .string("a"), .accessGroup: .string(group)], data: nil,
          uuid: Data(repeating: UInt8(index), count: 16), accessControl: nil,
          sequence: UInt64(index + 1)))
    }
    let found = database.search(.genericPassword, in: groups + groups.reversed(), pairs: [:])
    #expect(found.map(\.accessGroup) == groups)
    // A look at each group named, and one row per distinct group.
    #expect(database.rowsExamined == 3 * distinctGroups)
  }

  @Test("A failure of an app with thousands of groups names five of them")
  func failuresNameAFewOfManyGroups() throws {
    let groups = (0..<Self.count).map { "\(TestApps.teamID).group\($0)" }
    let store = TestApps.store()
    let app = store.client(
      for: TestApps.groups(keychainAccessGroups: groups), name: "Many Groups")
    let first = groups.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ")
    let refused = app.add([K.cls: K.genp, K.acct: "a", K.agrp: "OTHERTEAM1.group0"])
    #expect(refused.status == .missingEntitlement)
    let summary = try #require(refused.explanation?.summary)
    #expect(
      summary
        == "Client explicitly specifies access group \"OTHERTEAM1.group0\" but is only "
        + "entitled for \(first) and \(Self.count - 5) more.")
    #expect(store.itemCount == 0)
    let missing = app.copyMatching([K.cls: K.genp, K.acct: "nobody"])
    #expect(missing.status == .itemNotFound)
    let details = try #require(missing.explanation?.details)
    #expect(details.first == "searched genp items in \(first) and \(Self.count - 5) more")
  }

  @Test("A failure of an app with groups of 100,000 characters names the start of each")
  func failuresNameTheStartOfLongGroups() throws {
    let long = String(repeating: "q", count: 100_000)
    let groups = (0..<3).map { "\(TestApps.teamID).\(long)\($0)" }
    let store = TestApps.store()
    let app = store.client(for: TestApps.groups(keychainAccessGroups: groups), name: "Long")
    let refused = app.add([K.cls: K.genp, K.acct: "a", K.agrp: "OTHERTEAM1.group0"])
    #expect(refused.status == .missingEntitlement)
    #expect(store.itemCount == 0)
    let summary = try #require(refused.explanation?.summary)
    // Each group is shown by its first 200 characters: the explanation of every failing
    // call would otherwise repeat the whole list.
    let shown = "\"\(String(groups[0].prefix(PrintableText.labelLength)))…\""
    #expect(
      summary.contains("only entitled for \(shown), \(shown), \(shown)"), "\(summary.prefix(500))")
    #expect(summary.utf8.count < 1_000)
    let missing = app.copyMatching([K.cls: K.genp, K.acct: "nobody"])
    #expect(missing.status == .itemNotFound)
    let details = try #require(missing.explanation?.details)
    #expect(details.allSatisfy { $0.utf8.count < 1_000 }, "\(details.map(\.utf8.count))")
  }
}
