import AccessGroupKit
import Foundation
import Testing

@testable import AccessGroupKit

/// What an explanation says came closest when a call finds nothing, a group is refused, or
/// an item collides: the recurring mistakes of apps that share keychain items.
@Suite("Near misses")
struct NearMissTests {
  let store = TestApps.store()
  static let shared = "SKMME9E2Y8.com.example.shared"

  /// An app and its share extension with the same keychain group.
  func appAndExtension() -> (app: KeychainClient, share: KeychainClient) {
    let app = store.client(
      for: TestApps.groups(
        applicationIdentifier: "SKMME9E2Y8.com.example.app", keychainAccessGroups: [Self.shared]),
      name: "App")
    let share = store.client(
      for: TestApps.groups(
        applicationIdentifier: "SKMME9E2Y8.com.example.app.share",
        keychainAccessGroups: [Self.shared]),
      name: "Share Extension")
    return (app, share)
  }

  @Test func anExtensionThatDiffersOnlyInServiceIsToldTheServiceAndWhoseBundleIDItIs() throws {
    let (app, share) = appAndExtension()
    let item: [String: Any] = [K.cls: K.genp, K.svce: "com.example.app", K.acct: "session"]
    #expect(app.add(item.merging([K.data: Data.utf8("t")]) { $1 }).status == .success)
    let copy = share.copyMatching([
      K.cls: K.genp, K.svce: "com.example.app.share", K.acct: "session", K.rData: true,
    ])
    #expect(copy.status == .itemNotFound)
    #expect(copy.result == nil)
    let explanation = try #require(copy.explanation)
    #expect(explanation.summary == "No matching items found.")
    #expect(
      explanation.details.contains(
        "1 item matches except kSecAttrService: \"com.example.app\" (stored) ≠ "
          + "\"com.example.app.share\" (queried), in \"\(Self.shared)\""),
      "\(explanation)")
    #expect(
      explanation.details.contains {
        $0.contains("\"com.example.app\" looks like the bundle ID of App")
          && $0.contains("\"com.example.app.share\" is this app's own bundle ID")
          && $0.contains("Bundle.main.bundleIdentifier differs between an app and its extension")
      }, "\(explanation)")
    #expect(explanation.fix?.contains("same kSecAttrService") == true)
    #expect(store.itemCount == 1)
  }

  @Test("A miss in a large store compares a sample of its items, and says so")
  func aMissInALargeStoreComparesASample() throws {
    let (app, _) = appAndExtension()
    let note =
      "near misses were looked for among the first \(NearMisses.mostItemsCompared) items of "
      + "the class only"
    // The item differing only in its account is among the first items compared.
    for index in 0..<NearMisses.mostItemsCompared {
      #expect(app.add([K.cls: K.genp, K.svce: "api", K.acct: "user\(index)"]).status == .success)
    }
    let query: [String: Any] = [K.cls: K.genp, K.svce: "api", K.acct: "bob"]
    let whole = try #require(app.copyMatching(query).explanation)
    #expect(!whole.details.contains(note), "\(whole)")
    let closest = "\(NearMisses.mostItemsCompared) items match except kSecAttrAccount"
    #expect(whole.details.contains { $0.hasPrefix(closest) })
    #expect(app.add([K.cls: K.genp, K.svce: "api", K.acct: "one more"]).status == .success)
    let copy = app.copyMatching(query)
    #expect(copy.status == .itemNotFound)
    let sample = try #require(copy.explanation)
    #expect(sample.details.contains(note), "\(sample)")
    #expect(sample.details.contains { $0.hasPrefix(closest) })
    #expect(store.itemCount == NearMisses.mostItemsCompared + 1)
  }

  @Test func anAccountMismatchNamesBothAccountsForCopyUpdateAndDelete() throws {
    let (app, _) = appAndExtension()
    #expect(app.add([K.cls: K.genp, K.svce: "api", K.acct: "alice"]).status == .success)
    let query: [String: Any] = [K.cls: K.genp, K.svce: "api", K.acct: "bob"]
    let expected =
      "1 item matches except kSecAttrAccount: \"alice\" (stored) ≠ \"bob\" (queried), in "
      + "\"\(Self.shared)\""
    let outcomes = [
      app.copyMatching(query), app.update(query, attributesToUpdate: [K.labl: "x"]),
      app.delete(query),
    ]
    for outcome in outcomes {
      #expect(outcome.status == .itemNotFound)
      #expect(outcome.explanation?.details.contains(expected) == true, "\(outcome)")
    }
    #expect(outcomes[1].explanation?.summary.hasPrefix("No items updated") == true)
    #expect(outcomes[2].explanation?.summary.hasPrefix("Delete failed") == true)
    let stored = app.copyMatching([K.cls: K.genp, K.acct: "alice", K.rAttrs: true])
    #expect(stored.status == .success)
    #expect((stored.result as? [String: Any])?[K.labl] == nil)
  }

  @Test func aSynchronizableItemHiddenFromAQueryWithoutTheKeyIsCounted() throws {
    let (app, _) = appAndExtension()
    #expect(app.add([K.cls: K.genp, K.acct: "a", K.sync: true]).status == .success)
    let copy = app.copyMatching([K.cls: K.genp, K.acct: "a"])
    #expect(copy.status == .itemNotFound)
    let explanation = try #require(copy.explanation)
    #expect(
      explanation.details.contains(
        "1 synchronizable item(s) match, but a query without kSecAttrSynchronizable sees only "
          + "non-synchronizable items"), "\(explanation)")
    #expect(!explanation.details.contains { $0.contains("matches except") })
    let any = app.copyMatching([K.cls: K.genp, K.acct: "a", K.sync: "syna"])
    #expect(any.status == .success)
  }

  @Test func anItemOfTheSameKeyInAGroupTheAppLacksIsNamedByGroupOnly() throws {
    let one = TestApps.appOne(store)
    #expect(
      one.add([K.cls: K.genp, K.acct: "a", K.labl: "SECRETLABEL", K.data: Data.utf8("TOPSECRET")])
        .status == .success)
    let two = TestApps.appTwo(store)
    let copy = two.copyMatching([K.cls: K.genp, K.acct: "a", K.agrp: TestApps.appTwoID])
    #expect(copy.status == .itemNotFound)
    let explanation = try #require(copy.explanation)
    #expect(
      explanation.details.contains(
        "1 matching item(s) exist in access groups this app is not in: "
          + "\"\(TestApps.sharedGroup)\" (their contents are not shown)"), "\(explanation)")
    #expect(!explanation.description.contains("SECRETLABEL"))
    #expect(!explanation.description.contains("TOPSECRET"))
    #expect(!explanation.details.contains { $0.contains("matches except") })
  }

  @Test func anItemInAnotherTargetsDefaultGroupIsNamedWithThatTarget() throws {
    let (app, _) = appAndExtension()
    #expect(app.add([K.cls: K.genp, K.svce: "api", K.acct: "a"]).status == .success)
    let ownGroup = "SKMME9E2Y8.com.example.app.widget"
    let widget = store.client(
      for: TestApps.groups(
        applicationIdentifier: ownGroup, keychainAccessGroups: [ownGroup, Self.shared]),
      name: "Widget")
    let copy = widget.copyMatching([K.cls: K.genp, K.svce: "api", K.acct: "a", K.agrp: ownGroup])
    #expect(copy.status == .itemNotFound)
    let explanation = try #require(copy.explanation)
    #expect(
      explanation.details.contains(
        "1 item matches except kSecAttrAccessGroup: \"\(Self.shared)\" (stored) ≠ "
          + "\"\(ownGroup)\" (queried), in \"\(Self.shared)\""), "\(explanation)")
    #expect(
      explanation.details.contains(
        "\"\(Self.shared)\" is the default group of App, Share Extension: their adds without "
          + "kSecAttrAccessGroup land there"), "\(explanation)")
  }

  /// The app adds an item to the shared group; a widget without that group looks for it.
  private func widgetLooksForTheAppsItem(_ app: KeychainClient) -> SecItemOutcome {
    #expect(app.add([K.cls: K.genp, K.svce: "api", K.acct: "a"]).status == .success)
    let widget = store.client(
      for: TestApps.groups(applicationIdentifier: "SKMME9E2Y8.com.example.app.widget"),
      name: "Widget")
    return widget.copyMatching([K.cls: K.genp, K.svce: "api", K.acct: "a"])
  }

  @Test func anItemInTheDefaultGroupOfATargetTheReaderLacksNamesThatTarget() throws {
    let (app, _) = appAndExtension()
    let copy = widgetLooksForTheAppsItem(app)
    #expect(copy.status == .itemNotFound)
    let explanation = try #require(copy.explanation)
    #expect(
      explanation.details.contains(
        "1 matching item(s) exist in access groups this app is not in: \"\(Self.shared)\" "
          + "(their contents are not shown)"), "\(explanation)")
    #expect(
      explanation.details.contains {
        $0.hasPrefix("\"\(Self.shared)\" is the default group of App, Share Extension")
      }, "\(explanation)")
    #expect(explanation.fix?.contains("keychain-access-groups") == true)
  }

  @Test("Apps are indexed for hints only when a miss has something to hint at")
  func appsAreIndexedOnlyWhenAHintNeedsThem() throws {
    let (app, share) = appAndExtension()
    let indexed = { self.store.state.withLock { $0.knownApps.indexedCount } }
    let empty = share.copyMatching([K.cls: K.genp, K.svce: "api", K.acct: "a"])
    #expect(empty.status == .itemNotFound)
    #expect(indexed() == 0)
    let copy = widgetLooksForTheAppsItem(app)
    #expect(copy.status == .itemNotFound)
    #expect(indexed() == 3)
    let explanation = try #require(copy.explanation)
    #expect(
      explanation.details.contains {
        $0.hasPrefix("\"\(Self.shared)\" is the default group of App, Share Extension")
      }, "\(explanation)")
  }

  @Test func anItemDifferingInThreeAttributesIsNotANearMiss() throws {
    let (app, _) = appAndExtension()
    #expect(app.add([K.cls: K.genp, K.svce: "s", K.acct: "a", K.labl: "l"]).status == .success)
    let copy = app.copyMatching([K.cls: K.genp, K.svce: "t", K.acct: "b", K.labl: "m"])
    #expect(copy.status == .itemNotFound)
    #expect(copy.explanation?.details.contains { $0.contains("matches except") } == false)
  }

  @Test func aGroupQueriedWithThePrefixTheEntitlementLacksNamesTheEntryAndTheFix() throws {
    let app = store.client(
      for: TestApps.groups(
        applicationIdentifier: "SKMME9E2Y8.com.example.app",
        keychainAccessGroups: ["com.example.shared"]),
      name: "App")
    let copy = app.copyMatching([K.cls: K.genp, K.agrp: Self.shared])
    #expect(copy.status == .missingEntitlement)
    #expect(copy.result == nil)
    let explanation = try #require(copy.explanation)
    #expect(explanation.summary.hasPrefix("Client explicitly specifies access group"))
    #expect(
      explanation.details.contains(
        "keychain-access-groups[0] is \"com.example.shared\", without a team ID prefix: the "
          + "entitlements file lists the group without $(AppIdentifierPrefix)"),
      "\(explanation)")
    #expect(
      explanation.fix
        == "Write the entry as $(AppIdentifierPrefix)com.example.shared in the entitlements "
        + "file (keychain-access-groups[0]), so the signed entitlement is \"\(Self.shared)\".")
  }

  @Test func anApplicationGroupQueriedWithATeamPrefixIsToldToDropIt() throws {
    let app = store.client(
      for: TestApps.groups(
        applicationIdentifier: "SKMME9E2Y8.com.example.app",
        applicationGroups: ["group.com.example"]),
      name: "App")
    let copy = app.copyMatching([K.cls: K.genp, K.agrp: "SKMME9E2Y8.group.com.example"])
    #expect(copy.status == .missingEntitlement)
    let explanation = try #require(copy.explanation)
    #expect(
      explanation.details.contains {
        $0.hasSuffix(
          "is \"group.com.example\": application groups are named without a team "
            + "ID prefix")
      }, "\(explanation)")
    #expect(explanation.fix == "Use \"group.com.example\", without the team ID prefix.")
  }

  @Test func aGroupUnderAnotherTeamsPrefixNamesTheEntryAndTheAppsPrefix() throws {
    let (app, _) = appAndExtension()
    let add = app.add([K.cls: K.genp, K.agrp: "ABCDE12345.com.example.shared"])
    #expect(add.status == .missingEntitlement)
    let explanation = try #require(add.explanation)
    #expect(
      explanation.details.contains(
        "keychain-access-groups[0] is \"\(Self.shared)\": the same group under the team ID "
          + "prefix SKMME9E2Y8, not ABCDE12345"), "\(explanation)")
    #expect(explanation.fix?.hasPrefix("Use \"\(Self.shared)\"") == true)
    #expect(store.itemCount == 0)
  }

  @Test func aGroupWithoutItsPrefixNamesTheEntitlementEntry() throws {
    let (app, _) = appAndExtension()
    let add = app.add([K.cls: K.genp, K.agrp: "com.example.shared"])
    #expect(add.status == .missingEntitlement)
    let explanation = try #require(add.explanation)
    #expect(explanation.summary.hasPrefix("The team ID prefix is missing"))
    #expect(
      explanation.details.contains(
        "\"\(Self.shared)\" is keychain-access-groups[0] of the app's entitlements"))
  }

  @Test func aDuplicateNamesTheExistingKeyAndTheAttributesThatDoNotDistinguishIt() throws {
    let (app, _) = appAndExtension()
    let key: [String: Any] = [K.cls: K.genp, K.svce: "api", K.acct: "alice"]
    #expect(app.add(key.merging([K.labl: "old"]) { $1 }).status == .success)
    let add = app.add(
      key.merging([K.labl: "new", "desc": "work account", K.data: Data.utf8("pw")]) { $1 })
    #expect(add.status == .duplicateItem)
    #expect(add.result == nil)
    let explanation = try #require(add.explanation)
    #expect(
      explanation.summary
        == "The specified item already exists in the keychain (duplicate primary key).")
    let keyLine = try #require(
      explanation.details.first { $0.hasPrefix("the existing item's primary key: ") })
    for part in [
      "kSecAttrAccessGroup \"\(Self.shared)\"", "kSecAttrAccount \"alice\"",
      "kSecAttrService \"api\"",
    ] {
      #expect(keyLine.contains(part), "\(keyLine)")
    }
    #expect(
      explanation.details.contains(
        "the add differs from it only in attributes outside the primary key, which do not make "
          + "an item distinct: kSecAttrDescription: no value (stored) ≠ \"work account\" (added); "
          + "kSecAttrLabel: \"old\" (stored) ≠ \"new\" (added); kSecValueData (differs; not shown)"
      ), "\(explanation)")
    #expect(!explanation.description.contains("\"pw\""))
    let stored = app.copyMatching(key.merging([K.rAttrs: true]) { $1 })
    #expect((stored.result as? [String: Any])?[K.labl] as? String == "old")
  }

  @Test func anUpdateCollisionNamesTheOtherItemsPrimaryKey() throws {
    let (app, _) = appAndExtension()
    #expect(app.add([K.cls: K.genp, K.svce: "api", K.acct: "alice"]).status == .success)
    #expect(app.add([K.cls: K.genp, K.svce: "api", K.acct: "bob"]).status == .success)
    let update = app.update(
      [K.cls: K.genp, K.svce: "api", K.acct: "bob"], attributesToUpdate: [K.acct: "alice"])
    #expect(update.status == .duplicateItem)
    let explanation = try #require(update.explanation)
    #expect(
      explanation.details.contains {
        $0.hasPrefix("the existing item's primary key: ")
          && $0.contains("kSecAttrAccount \"alice\"") && $0.contains("kSecAttrService \"api\"")
      }, "\(explanation)")
    #expect(app.copyMatching([K.cls: K.genp, K.acct: "bob"]).status == .success)
  }

  @Test func theServiceMismatchExampleExplainsTheNearMiss() throws {
    let url = ScenarioSchemaTests.packageRoot.appendingPathComponent(
      "Examples/ExtensionServiceMismatch.json")
    let report = try ScenarioRunner(scenario: try Scenario(contentsOf: url)).run()
    #expect(report.steps.map(\.status) == [.success, .itemNotFound, .success])
    #expect(report.ok, "\(report.text)")
    #expect(report.exitStatus == 0)
    let explanation = try #require(report.steps[1].explanation)
    #expect(
      explanation.contains(
        "1 item matches except kSecAttrService: \"com.example.MyApp\" (stored) ≠ "
          + "\"com.example.MyApp.ShareExtension\" (queried)"), "\(explanation)")
    #expect(explanation.contains("\"com.example.MyApp\" looks like the bundle ID of MyApp"))
    // The README quotes the whole report, as it prints.
    let readme = try String(
      contentsOf: ScenarioSchemaTests.packageRoot.appendingPathComponent("README.md"),
      encoding: .utf8)
    #expect(
      readme.contains(
        "$ swift run accessgroups simulate Examples/ExtensionServiceMismatch.json\n"
          + report.text + "```"), "README lacks:\n\(report.text)")
  }
}
