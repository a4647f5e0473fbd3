import Foundation
import Testing

@testable import AccessGroupKit

/// The rules of the call order that depend on the app (its groups, the default group, the
/// token group, the App Clip rules) each live in one gate of `CallContext.swift`. These
/// tests hold every way into the store to the gate's verdict: the dictionary API (whose
/// plain adds and key lookups take the fast paths), the general pipeline called directly,
/// and the typed API. A rule changed in its gate changes all of them together, or these fail.
@Suite("One gate per rule")
struct CallOrderGateTests {
  /// An app, the group its calls name, and the statuses Apple gives it.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let profile: BehaviourProfile
    let groups: ResolvedAccessGroups
    let group: String?
    /// The status of adding a generic password naming `group`.
    let addStatus: KeychainStatus
    /// The status of then looking the password up by its primary key in `group`.
    let searchStatus: KeychainStatus

    var testDescription: String { name }
  }

  static let clipID = "SKMME9E2Y8.com.example.App.Clip"

  static let cases: [Case] = [
    Case(
      name: "an app naming its shared group", profile: .current,
      groups: TestApps.groups(
        applicationIdentifier: TestApps.appOneID, keychainAccessGroups: [TestApps.sharedGroup]),
      group: TestApps.sharedGroup, addStatus: .success, searchStatus: .success),
    Case(
      name: "an app taking its default group", profile: .current,
      groups: TestApps.groups(
        applicationIdentifier: TestApps.appOneID, keychainAccessGroups: [TestApps.sharedGroup]),
      group: nil, addStatus: .success, searchStatus: .success),
    Case(
      name: "an app naming a foreign group", profile: .current,
      groups: TestApps.groups(applicationIdentifier: TestApps.appOneID),
      group: "F.group", addStatus: .missingEntitlement, searchStatus: .missingEntitlement),
    Case(
      name: "an app without CryptoTokenKit naming the token group", profile: .current,
      groups: TestApps.groups(applicationIdentifier: TestApps.appOneID),
      group: ResolvedAccessGroups.tokenGroup, addStatus: .missingEntitlement,
      searchStatus: .missingEntitlement),
    Case(
      name: "an app without groups", profile: .current, groups: TestApps.groups(),
      group: nil, addStatus: .missingEntitlement, searchStatus: .missingEntitlement),
    Case(
      name: "an App Clip naming its application identifier", profile: .current,
      groups: TestApps.groups(applicationIdentifier: clipID, appClip: true),
      group: clipID, addStatus: .success, searchStatus: .success),
    Case(
      name: "an App Clip with a shared group", profile: .current,
      groups: TestApps.groups(
        applicationIdentifier: clipID, keychainAccessGroups: [TestApps.sharedGroup],
        appClip: true),
      group: clipID, addStatus: .restrictedAPI, searchStatus: .restrictedAPI),
    Case(
      name: "a legacy app naming a foreign group", profile: .legacy,
      groups: TestApps.groups(applicationIdentifier: "X.app", profile: .legacy),
      group: "F.group", addStatus: .missingEntitlement, searchStatus: .itemNotFound),
    Case(
      name: "a legacy app naming the token group", profile: .legacy,
      groups: TestApps.groups(applicationIdentifier: "X.app", profile: .legacy),
      group: ResolvedAccessGroups.tokenGroup, addStatus: .parameter,
      searchStatus: .itemNotFound),
    Case(
      name: "a legacy app whose default group is the token group", profile: .legacy,
      groups: TestApps.groups(profile: .legacy), group: nil, addStatus: .parameter,
      searchStatus: .itemNotFound),
  ]

  /// A fresh store and the case's app in it.
  static func app(_ testCase: Case) -> (ItemStore, KeychainClient) {
    let store = TestApps.store(profile: testCase.profile)
    return (store, store.client(for: testCase.groups, name: testCase.name))
  }

  static func addDictionary(_ testCase: Case) -> [String: Any] {
    var dictionary: [String: Any] = [
      K.cls: K.genp, K.svce: "s", K.acct: "a", K.data: Data.utf8("x"), K.rAttrs: true,
    ]
    if let group = testCase.group { dictionary[K.agrp] = group }
    return dictionary
  }

  static func searchDictionary(_ testCase: Case) -> [String: Any] {
    var dictionary: [String: Any] = [K.cls: K.genp, K.svce: "s", K.acct: "a", K.rAttrs: true]
    if let group = testCase.group { dictionary[K.agrp] = group }
    return dictionary
  }

  /// The status the add gates give, asked in the add's order.
  static func addGateStatus(
    _ client: KeychainClient, profile: BehaviourProfile, group: String?
  )
    -> KeychainStatus
  {
    let context = CallContext(client: client, profile: profile, now: TestApps.fixedDate)
    if let failure = context.missingGroupsFailure(for: .add) { return failure.status }
    if case .failure(let failure) = context.groupForAdd(group.map(InputValue.string)) {
      return failure.status
    }
    return context.appClipFailure(makesSynchronizable: false)?.status ?? .success
  }

  @Test(
    "An add gets the gate's status through the dictionary API, the general path and the typed API",
    arguments: cases)
  func addFollowsTheGate(_ testCase: Case) {
    let (gateStore, gateApp) = Self.app(testCase)
    let gate = Self.addGateStatus(gateApp, profile: testCase.profile, group: testCase.group)
    #expect(gate == testCase.addStatus)
    // The plain-add fast path declines exactly when a gate refuses.
    let fast = gateStore.outcomeOfPlainAdd(
      Self.addDictionary(testCase), client: gateApp, wantsResult: true, now: TestApps.fixedDate)
    #expect((fast == nil) == (gate != .success))
    #expect(fast.map { $0.status == .success } ?? true)

    let (dictionaryStore, dictionaryApp) = Self.app(testCase)
    let viaDictionary = dictionaryApp.add(Self.addDictionary(testCase))
    #expect(viaDictionary.status == testCase.addStatus)

    let (generalStore, generalApp) = Self.app(testCase)
    let viaGeneral = generalStore.perform(
      .add(SecItemDictionary.request(from: Self.addDictionary(testCase)), wantsResult: true),
      client: generalApp, fastPaths: false)
    #expect(viaGeneral.status == testCase.addStatus)

    let (typedStore, typedApp) = Self.app(testCase)
    let viaTyped: KeychainStatus
    do {
      try typedApp.add(
        GenericPassword(service: "s", account: "a", data: Data.utf8("x")),
        accessGroup: testCase.group)
      viaTyped = .success
    } catch {
      viaTyped = error.status
    }
    #expect(viaTyped == testCase.addStatus)

    let stored = testCase.addStatus == .success ? 1 : 0
    for store in [dictionaryStore, generalStore, typedStore] { #expect(store.itemCount == stored) }
    let storedGroup = (viaDictionary.result as? [String: Any])?[K.agrp] as? String
    // Without a group, App One's first group, the shared one, is its default.
    #expect(storedGroup == (stored == 1 ? testCase.group ?? TestApps.sharedGroup : nil))
  }

  @Test(
    "A search gets the gate's status through the dictionary API, the general path and the typed API",
    arguments: cases)
  func searchFollowsTheGate(_ testCase: Case) {
    let (store, app) = Self.app(testCase)
    _ = app.add(Self.addDictionary(testCase))
    let context = CallContext(client: app, profile: testCase.profile, now: TestApps.fixedDate)
    let scope = context.searchScope(naming: testCase.group)
    if case .refused(let failure) = scope {
      #expect(failure.status == testCase.searchStatus)
    } else {
      #expect(testCase.searchStatus == .success || testCase.searchStatus == .itemNotFound)
    }
    // The key-lookup fast path declines when the gate refuses.
    let fast = store.outcomeByKey(
      Self.searchDictionary(testCase), client: app, wantsResult: true, now: TestApps.fixedDate)
    if case .refused = scope { #expect(fast == nil) }
    #expect(fast.map { $0.status == .success } ?? true)

    let viaDictionary = app.copyMatching(Self.searchDictionary(testCase))
    let viaGeneral = store.perform(
      .copyMatching(
        SecItemDictionary.request(from: Self.searchDictionary(testCase)), wantsResult: true),
      client: app, fastPaths: false
    ).outcome()
    let viaTyped: KeychainStatus
    let typedGroup: String?
    do {
      let items = try app.items(
        matching: .genericPassword(
          service: "s", account: "a", accessGroup: testCase.group, limit: .one))
      viaTyped = .success
      typedGroup = items.first?.accessGroup
    } catch {
      viaTyped = error.status
      typedGroup = nil
    }
    #expect(viaDictionary.status == testCase.searchStatus)
    #expect(viaGeneral.status == testCase.searchStatus)
    #expect(viaTyped == testCase.searchStatus)
    let dictionaryGroup = (viaDictionary.result as? [String: Any])?[K.agrp] as? String
    let generalGroup = (viaGeneral.result as? [String: Any])?[K.agrp] as? String
    #expect(dictionaryGroup == generalGroup)
    #expect(typedGroup == generalGroup)
    #expect((generalGroup != nil) == (testCase.searchStatus == .success))
  }
}
