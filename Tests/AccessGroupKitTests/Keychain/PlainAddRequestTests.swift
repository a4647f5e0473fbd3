import Foundation
import Testing

@testable import AccessGroupKit

/// `add(_:)` stores a plain password dictionary without building and parsing a request
///; it must give exactly what the general path gives.
@Suite("Plain add requests")
struct PlainAddRequestTests {
  static var password: [String: Any] {
    [K.cls: K.genp, K.acct: "a", K.svce: "s", K.data: Data.utf8("secret")]
  }

  @Test("A plain password add is read into a row's attributes")
  func plainAddIsReadIntoAttributes() throws {
    var dictionary = Self.password
    dictionary[K.agrp] = TestApps.sharedGroup
    dictionary[K.pdmn] = "dku"
    dictionary[K.labl] = Data.utf8("label")
    dictionary[K.rAttrs] = true
    dictionary[K.rData] = false
    let request = try #require(PlainAddRequest(dictionary))
    #expect(request.itemClass == .genericPassword)
    #expect(request.group == TestApps.sharedGroup)
    #expect(request.data == Data.utf8("secret"))
    #expect(request.returnTypes == .attributes)
    #expect(request.attributes[.account] == .string("a"))
    #expect(request.attributes[.accessible] == .string("dku"))
    #expect(request.attributes[.label] == .data(Data.utf8("label")))
    #expect(request.attributes[.synchronizable] == .integer(0))
    #expect(request.attributes[.accessGroup] == .string(TestApps.sharedGroup))
    #expect(request.attributes.count == 6)
    #expect(PlainAddRequest(Self.password)?.group == nil)
  }

  @Test("Any other shape is left to the general path")
  func otherShapesAreNotPlainAdds() {
    let shapes: [(String, [String: Any?])] = [
      ("no class", [K.cls: nil]),
      ("a certificate", [K.cls: K.cert]),
      ("sync named", [K.sync: false]),
      ("a group given as data", [K.agrp: Data.utf8(TestApps.sharedGroup)]),
      ("data given as a string", [K.data: "secret"]),
      ("an attribute the class lacks", [K.srvr: "example.com"]),
      ("an SPI attribute", ["sysb": 1]),
      ("the App Clip flag", ["clip": 1]),
      ("a tombstone flag", ["tomb": 1]),
      ("a sharing group", ["ggrp": "g"]),
      ("access control", ["accc": KeychainAccessControl(protection: .whenUnlocked)]),
      ("a match key", [K.limit: K.one]),
      ("a use key", ["u_AuthUI": "u_AuthUIF"]),
      ("a persistent reference", [K.pref: Data(count: 20)]),
      ("a return key given a number", [K.rData: 1]),
      ("a value that does not convert", [K.labl: Date()]),
      ("a value that is not a property-list value", [K.acct: NSObject()]),
      ("a name spelled with a Kelvin sign", ["\u{212A}eys": "x"]),
    ]
    #expect(PlainAddRequest(Self.password) != nil)
    for (shape, changes) in shapes {
      var dictionary = Self.password
      for (key, value) in changes { dictionary[key] = value.flatMap { $0 } }
      #expect(PlainAddRequest(dictionary) == nil, "\(shape)")
    }
  }

  @Test("A duplicate is left to the general path, which explains it")
  func duplicateIsLeftToTheGeneralPath() throws {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    let first = store.outcomeOfPlainAdd(
      Self.password, client: app, wantsResult: false, now: TestApps.fixedDate)
    #expect(first?.status == .success)
    #expect(first?.result == nil)
    #expect(
      store.outcomeOfPlainAdd(
        Self.password, client: app, wantsResult: false, now: TestApps.fixedDate) == nil)
    let second = app.add(Self.password)
    #expect(second.status == .duplicateItem)
    #expect(second.explanation?.status == .duplicateItem)
    #expect(store.callLog.map(\.status) == [.success, .duplicateItem])
  }

  /// An add dictionary of a password or nearly, with now and then a value, a key or a
  /// state of the app the general path treats differently.
  static func pick<T>(_ choices: [T], _ random: inout SplitMix64) -> T {
    choices[Int.random(in: 0..<choices.count, using: &random)]
  }

  static func randomDictionary(_ random: inout SplitMix64) -> [String: Any] {
    func pick<T>(_ choices: [T]) -> T { Self.pick(choices, &random) }
    func often() -> Bool { Int.random(in: 0..<5, using: &random) != 0 }
    var dictionary: [String: Any] = [
      K.cls: often() ? pick([K.genp, K.genp, K.inet]) : pick([K.cert, "nope", "idnt"]),
      K.acct: often()
        ? pick(["a\(Int.random(in: 0..<6, using: &random))" as Any, Data.utf8("a1")])
        : pick([3 as Any, NSNull(), [1] as [Any], 2.5]),
    ]
    if dictionary[K.cls] as? String == K.inet {
      dictionary[K.srvr] = pick(["example.com", "other.example"])
      if often() { dictionary["port"] = pick([443 as Any, "80", 1.5, "0443", " 80"]) }
      if often() { dictionary["ptcl"] = pick(["htps" as Any, 7]) }
    } else if often() {
      dictionary[K.svce] = pick(["s0" as Any, "s1", Data.utf8("s0"), 7])
    }
    if Int.random(in: 0..<3, using: &random) == 0 {
      dictionary[K.agrp] =
        often()
        ? pick([TestApps.sharedGroup as Any, TestApps.appOneID])
        : pick([
          TypedSearchTests.foreignGroup as Any, Data.utf8(TestApps.sharedGroup), 5,
          ResolvedAccessGroups.tokenGroup,
        ])
    }
    if Int.random(in: 0..<3, using: &random) == 0 {
      dictionary[K.pdmn] = often() ? pick(["ak", "dku", "cku", "akpu"]) : pick(["f", "xyz", 5])
    }
    if often() { dictionary[K.data] = often() ? Data.utf8("secret") : "secret" }
    if Int.random(in: 0..<4, using: &random) == 0 { dictionary[K.labl] = pick(["l", "m"]) }
    for key in [K.rData, K.rAttrs, K.rPref, K.rRef] where Int.random(in: 0..<4, using: &random) == 0
    {
      dictionary[key] = often() ? pick([true, false]) : 1
    }
    switch Int.random(in: 0..<20, using: &random) {
    case 0: dictionary[K.sync] = pick([true as Any, false, "syna"])
    case 1: dictionary["clip"] = 1
    case 2: dictionary["tomb"] = 1
    case 3: dictionary[K.limit] = K.one
    case 4: dictionary["sysb"] = 1
    case 5: dictionary["u_AuthUI"] = "u_AuthUIS"
    case 6: dictionary["accc"] = KeychainAccessControl(protection: .whenUnlocked)
    case 7: dictionary["gena"] = Date(timeIntervalSinceReferenceDate: 0)
    default: break
    }
    return dictionary
  }

  @Test(
    "A plain add answers with the status, result, explanation and store of the general path",
    arguments: [BehaviourProfile.current, .legacy])
  func plainAddEqualsTheGeneralPath(profile: BehaviourProfile) {
    var random = SplitMix64(seed: 0xADD5)
    let twins = TwinStores(profile: profile)
    let (fastStore, generalStore) = (twins.fast, twins.general)
    var plain = 0
    var successes = 0
    var failures = 0
    for step in 0..<1_500 {
      switch step % 300 {
      case 100: twins.both { $0.lock() }
      case 150: twins.both { $0.unlock() }
      case 200: twins.both { $0.setPasscode(false) }
      case 250: twins.both { $0.setPasscode(true) }
      default: break
      }
      let dictionary = Self.randomDictionary(&random)
      let wantsResult = Int.random(in: 0..<6, using: &random) != 0
      // Mostly App One; now and then an app with only its app ID, one with no entitlements
      // (whose one group is the token group), or an App Clip.
      let groups = Self.pick(
        [
          nil, nil, nil, nil, nil, TestApps.groups(applicationIdentifier: TestApps.appTwoID),
          TestApps.groups(profile: profile),
          TestApps.groups(
            applicationIdentifier: TestApps.appOneID, keychainAccessGroups: [TestApps.sharedGroup],
            appClip: true, profile: profile),
        ], &random)
      let fastApp =
        groups.map { fastStore.client(for: $0, name: "Other") } ?? TestApps.appOne(fastStore)
      let generalApp =
        groups.map { generalStore.client(for: $0, name: "Other") } ?? TestApps.appOne(generalStore)
      if PlainAddRequest(dictionary) != nil { plain += 1 }
      let fast = fastApp.add(dictionary, wantsResult: wantsResult)
      let general = generalStore.perform(
        .add(SecItemDictionary.request(from: dictionary), wantsResult: wantsResult),
        client: generalApp, fastPaths: false
      ).outcome()
      let described = "step \(step): \(SnapshotView.canonicalText(dictionary))"
      if fast.status == .success { successes += 1 } else { failures += 1 }
      // The stores grow with every add; comparing them now and then finds a difference as
      // surely, a few steps later.
      twins.expectSame(fast, general, comparingStores: step % 25 == 24, described)
    }
    #expect(plain > 400)
    #expect(successes > 100)
    #expect(failures > 300)
  }
}
