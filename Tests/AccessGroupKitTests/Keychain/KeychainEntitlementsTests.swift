import Foundation
import Testing

@testable import AccessGroupKit

/// Apple's `secdxctests/KeychainEntitlementsTest.m` (§8.1), iOS current profile.
@Suite("Keychain entitlements (KeychainEntitlementsTest)")
struct KeychainEntitlementsTests {
  let store = TestApps.store()

  /// Mirrors `KeychainEntitlementsTest.testNoEntitlements` (iOS: -34018 for every call).
  @Test func noEntitlementsIsMissingEntitlementForCopyAddAndDelete() {
    let app = store.client(for: TestApps.groups(), name: "bare")
    let query: [String: Any] = ["nleg": true, K.cls: K.genp, K.labl: "label"]
    let copy = app.copyMatching(query)
    #expect(copy.status == .missingEntitlement)
    #expect(copy.result == nil)
    #expect(copy.explanation?.rule == "§1.6")
    #expect(copy.explanation?.details.contains { $0.contains("keychain-access-groups") } == true)
    #expect(app.add(query).status == .missingEntitlement)
    #expect(app.delete(query).status == .missingEntitlement)
    #expect(store.itemCount == 0)
  }

  /// Mirrors `KeychainEntitlementsTest.testValidEntitlementsAppID`.
  @Test func validApplicationIdentifierCanUseItsGroup() {
    let app = store.client(for: TestApps.groups(applicationIdentifier: "X.app"))
    let query: [String: Any] = [K.cls: K.genp, K.labl: "label", K.agrp: "X.app"]
    #expect(app.copyMatching(query).status == .itemNotFound)
    let add = app.add(query)
    #expect(add.status == .success)
    #expect(add.result == nil)
    #expect(app.delete(query).status == .success)
    #expect(store.itemCount == 0)
  }

  /// Mirrors `KeychainEntitlementsTest.testEntitlementsAssociatedAppID`.
  @Test func addWithoutAccessGroupLandsInAssociatedApplicationIdentifier() {
    var values: [EntitlementKey: PropertyListValue] = [
      .applicationIdentifier: .string("X.app"),
      .associatedApplicationIdentifier: .array([.string("Y.app")]),
    ]
    values[.onDemandInstallCapable] = nil
    let groups = AccessGroupResolver().resolve(Entitlements(values))
    let app = store.client(for: groups)
    #expect(app.add([K.cls: K.genp, K.labl: "label"]).status == .success)
    let copy = app.copyMatching([K.cls: K.genp, K.rAttrs: true])
    #expect(copy.status == .success)
    #expect((copy.result as? [String: Any])?[K.agrp] as? String == "Y.app")
    #expect(app.delete([K.cls: K.genp]).status == .success)
  }

  /// Mirrors `KeychainEntitlementsTest.testDisallowTokenGroupWrite` on iOS with the token
  /// group entitled and CryptoTokenKit enabled.
  @Test func tokenGroupIsReadOnly() {
    var options = ResolutionOptions()
    options.cryptoTokenKitEnabled = true
    let groups = AccessGroupResolver(options: options).resolve(
      Entitlements([.keychainAccessGroups: .array([.string("com.apple.token")])]))
    let app = store.client(for: groups)
    let query: [String: Any] = [K.cls: K.genp, K.labl: "l", K.agrp: "com.apple.token"]
    #expect(app.copyMatching(query).status == .itemNotFound)
    let add = app.add(query)
    #expect(add.status == .missingEntitlement)
    #expect(add.explanation?.details.contains { $0.contains("read-only") } == true)
    #expect(app.delete(query).status == .missingEntitlement)
    #expect(store.itemCount == 0)
  }

  /// Mirrors `KeychainEntitlementsTest.testTokenItemsGroup` (iOS): without the token group an
  /// implicit query does not see token items.
  @Test func tokenItemsAreInvisibleWithoutTheTokenGroup() {
    var options = ResolutionOptions()
    options.cryptoTokenKitEnabled = true
    let tokenReader = store.client(
      for: AccessGroupResolver(options: options).resolve(
        Entitlements([
          .applicationIdentifier: .string("X.app"),
          .keychainAccessGroups: .array([.string("X.app"), .string("com.apple.token")]),
        ])))
    // Seed a token item as a platform tool holding "*" (no app can write the token group).
    let tool = store.client(for: ResolvedAccessGroups(entries: [], grantsAllGroups: true))
    let seed = tool.add([K.cls: K.genp, K.acct: "token item", K.agrp: "com.apple.token"])
    #expect(seed.status == .success)
    #expect(tokenReader.copyMatching([K.cls: K.genp]).status == .success)
    let plain = store.client(for: TestApps.groups(applicationIdentifier: "X.app"))
    #expect(plain.copyMatching([K.cls: K.genp]).status == .itemNotFound)
  }

  /// Mirrors `KeychainEntitlementsTest.testEntitlementForExplicitAccessGroupLacking`.
  @Test func entitlementForExplicitAccessGroupLackingIsMissingEntitlementInAllFourCalls() {
    let limited = store.client(for: TestApps.groups(applicationIdentifier: "X.app"), name: "app")
    let item: [String: Any] = [
      K.cls: K.genp, K.acct: "a", K.labl: "l", K.agrp: "F.group", K.data: Data.utf8("x"),
    ]
    #expect(limited.add(item).status == .missingEntitlement)
    #expect(limited.copyMatching(item).status == .missingEntitlement)
    #expect(
      limited.update(item, attributesToUpdate: [K.labl: "new"]).status == .missingEntitlement)
    #expect(limited.delete(item).status == .missingEntitlement)
    #expect(store.itemCount == 0)

    let entitled = store.client(
      for: TestApps.groups(applicationIdentifier: "X.app", keychainAccessGroups: ["F.group"]))
    #expect(entitled.add(item).status == .success)
    #expect(entitled.copyMatching(item).status == .success)
    let copy = limited.copyMatching([K.cls: K.genp, K.agrp: "F.group"])
    #expect(copy.status == .missingEntitlement)
    #expect(copy.explanation?.details.contains { $0.contains("\"X.app\"") } == true)
    let move = limited.update([K.cls: K.genp], attributesToUpdate: [K.agrp: "G.group"])
    #expect(move.status == .missingEntitlement)
    #expect(entitled.delete(item).status == .success)
    #expect(store.itemCount == 0)
  }

  /// Mirrors `KeychainEntitlementsTest.testEntitlementForImplicitAccessGroupLacking`.
  @Test func entitlementForImplicitAccessGroupLackingIsItemNotFound() {
    let owner = store.client(
      for: TestApps.groups(applicationIdentifier: "X.app", keychainAccessGroups: ["F.group"]))
    #expect(owner.add([K.cls: K.genp, K.acct: "a", K.agrp: "F.group"]).status == .success)
    let outsider = store.client(for: TestApps.groups(applicationIdentifier: "X.app"))
    let query: [String: Any] = [K.cls: K.genp, K.acct: "a"]
    let copy = outsider.copyMatching(query)
    #expect(copy.status == .itemNotFound)
    #expect(
      copy.explanation?.details.contains {
        $0.contains("1 matching item(s) exist in access groups this app is not in")
      } == true)
    #expect(outsider.update(query, attributesToUpdate: [K.labl: "x"]).status == .itemNotFound)
    #expect(outsider.delete(query).status == .itemNotFound)
    #expect(owner.update(query, attributesToUpdate: [K.labl: "new"]).status == .success)
    #expect(owner.copyMatching([K.cls: K.genp, K.labl: "new"]).status == .success)
    #expect(owner.delete(query).status == .success)
    #expect(store.itemCount == 0)
  }
}

/// The macOS cases of `KeychainEntitlementsTest` (§8.1), with the data-protection
/// keychain, CryptoTokenKit enabled and entitlements not validated.
@Suite("Keychain entitlements on macOS (KeychainEntitlementsTest)")
struct MacKeychainEntitlementsTests {
  let store = TestApps.store()

  func client(
    _ values: [EntitlementKey: PropertyListValue], validated: Bool = false
  )
    -> KeychainClient
  {
    var options = ResolutionOptions()
    options.platform = .macOS
    options.entitlementsValidated = validated
    options.cryptoTokenKitEnabled = true
    return store.client(for: AccessGroupResolver(options: options).resolve(Entitlements(values)))
  }

  /// Mirrors `KeychainEntitlementsTest.testNoEntitlements` on macOS (token group readable).
  @Test func noEntitlementsCanSearchTheTokenGroupButNotWrite() {
    let app = client([:])
    let query: [String: Any] = ["nleg": true, K.cls: K.genp, K.labl: "label"]
    let copy = app.copyMatching(query)
    #expect(copy.status == .itemNotFound)
    #expect(copy.result == nil)
    #expect(app.add(query).status == .missingEntitlement)
    #expect(app.delete(query).status == .missingEntitlement)
    #expect(store.itemCount == 0)
  }

  /// Mirrors `KeychainEntitlementsTest.testInvalidEntitlementsAppID`.
  @Test func invalidEntitlementsAppIDIsMissingEntitlement() {
    let appID = client([.appleApplicationIdentifier: .string("X.app")])
    let query: [String: Any] = ["nleg": true, K.cls: K.genp, K.labl: "l"]
    #expect(appID.copyMatching(query).status == .missingEntitlement)
    #expect(appID.add(query).status == .missingEntitlement)
    #expect(appID.delete(query).status == .missingEntitlement)
    let groups = client([.keychainAccessGroups: .array([.string("X.group")])])
    #expect(groups.copyMatching(query).status == .itemNotFound)
    #expect(groups.add(query).status == .success)
    #expect(groups.delete(query).status == .success)
    #expect(store.itemCount == 0)
  }

  /// Mirrors `KeychainEntitlementsTest.testInvalidAppGroups`.
  @Test func invalidAppGroupsAreIgnored() {
    let app = client([.applicationGroups: .array([.string("group.example")])])
    let query: [String: Any] = ["nleg": true, K.cls: K.genp, K.labl: "l"]
    #expect(app.copyMatching(query).status == .itemNotFound)
    #expect(app.add(query).status == .missingEntitlement)
    #expect(app.delete(query).status == .missingEntitlement)
    var explicit = query
    explicit[K.agrp] = "group.example"
    #expect(app.copyMatching(explicit).status == .missingEntitlement)
    #expect(app.add(explicit).status == .missingEntitlement)
    #expect(app.delete(explicit).status == .missingEntitlement)
    var token = query
    token[K.agrp] = "com.apple.token"
    let copy = app.copyMatching(token)
    #expect(copy.status == .itemNotFound)
    #expect(store.itemCount == 0)
  }
}
