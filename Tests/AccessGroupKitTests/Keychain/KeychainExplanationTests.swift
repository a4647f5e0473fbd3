import Foundation
import Testing

@testable import AccessGroupKit

/// Explanations of failures.
@Suite("Keychain explanations")
struct KeychainExplanationTests {
  let store = TestApps.store()

  @Test func missingTeamPrefixIsNamed() throws {
    let app = TestApps.appOne(store)
    let add = app.add([K.cls: K.genp, K.acct: "a", K.agrp: "com.example.SharedItems"])
    #expect(add.status == .missingEntitlement)
    let explanation = try #require(add.explanation)
    #expect(explanation.rule == "§2.6")
    #expect(explanation.summary.contains("team ID prefix is missing"))
    #expect(explanation.fix?.contains("SKMME9E2Y8.com.example.SharedItems") == true)
    #expect(explanation.description.contains("errSecMissingEntitlement (-34018)"))
  }

  @Test func foreignGroupListsTheAppsGroups() throws {
    let app = TestApps.appOne(store)
    let copy = app.copyMatching([K.cls: K.genp, K.agrp: "OTHERTEAM1.com.other"])
    let explanation = try #require(copy.explanation)
    #expect(explanation.summary.contains("only entitled for"))
    #expect(
      explanation.details.contains {
        $0.contains(TestApps.sharedGroup) && $0.contains(TestApps.appOneID)
      })
  }

  @Test func emptyListNamesTheMissingEntitlements() throws {
    let app = store.client(for: TestApps.groups(), name: "unsigned")
    let explanation = try #require(app.add([K.cls: K.genp]).explanation)
    #expect(
      explanation.summary.contains("neither application-identifier nor keychain-access-groups"))
    #expect(explanation.details.contains { $0.contains("missing entitlements") })
  }

  @Test func duplicateAfterMissNamesTheQuerysNonKeyAttributes() throws {
    let app = TestApps.appOne(store)
    #expect(
      app.add([K.cls: K.genp, K.acct: "alice", K.svce: "s", K.labl: "old"]).status == .success)
    let miss = app.copyMatching([K.cls: K.genp, K.acct: "alice", K.svce: "s", K.labl: "new"])
    #expect(miss.status == .itemNotFound)
    let add = app.add([K.cls: K.genp, K.acct: "alice", K.svce: "s", K.labl: "new"])
    #expect(add.status == .duplicateItem)
    let explanation = try #require(add.explanation)
    #expect(
      explanation.details.contains {
        $0.contains("not part of the genp primary key") && $0.contains("labl")
      })
    #expect(
      explanation.details.contains {
        $0.contains("previous SecItemCopyMatching") && $0.contains("labl")
      })
    #expect(explanation.fix?.contains("SecItemUpdate") == true)
  }

  @Test func implicitMissMentionsItemsInOtherGroupsWithoutContent() throws {
    let one = TestApps.appOne(store)
    #expect(
      one.add([K.cls: K.genp, K.acct: "a", K.data: Data.utf8("TOPSECRET")]).status == .success)
    let two = TestApps.appTwo(store)
    let copy = two.copyMatching([K.cls: K.genp, K.acct: "a"])
    #expect(copy.status == .itemNotFound)
    let explanation = try #require(copy.explanation)
    #expect(
      explanation.details.contains {
        $0.contains("1 matching item(s) exist in access groups this app is not in")
      })
    #expect(!explanation.description.contains("TOPSECRET"))
    #expect(explanation.fix?.contains("keychain-access-groups") == true)
  }

  @Test func lockedExplanationNamesProtectionAndLockState() throws {
    let app = TestApps.appOne(store)
    store.lock()
    let explanation = try #require(app.add([K.cls: K.genp, K.pdmn: "aku"]).explanation)
    #expect(explanation.rule == "§4.3")
    #expect(explanation.summary.contains("aku"))
    #expect(explanation.details.contains { $0.contains("lock state: locked") })
  }

  @Test func appClipExplanationNamesTheRule() throws {
    let clip = store.client(
      for: TestApps.groups(
        applicationIdentifier: "T.clip", keychainAccessGroups: ["T.shared"], appClip: true))
    let explanation = try #require(clip.add([K.cls: K.genp]).explanation)
    #expect(explanation.status == .restrictedAPI)
    #expect(explanation.summary.contains("App clips are not permitted"))
  }

  @Test func everyFailureHasAnExplanationAndSuccessHasNone() {
    let app = TestApps.appOne(store)
    let outcomes = [
      app.add([:]), app.add([K.cls: "nope"]), app.add([K.cls: K.genp, "atag": "x"]),
      app.copyMatching([K.cls: K.genp]), app.delete([K.cls: K.genp, K.limit: K.one]),
      app.add([K.cls: K.genp, "sysb": 1]),
    ]
    for outcome in outcomes {
      #expect(outcome.status != .success)
      #expect(outcome.explanation?.status == outcome.status)
      #expect(outcome.explanation?.rule.isEmpty == false)
    }
    #expect(app.add([K.cls: K.genp]).explanation == nil)
  }
}
