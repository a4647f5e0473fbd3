import Foundation
import Testing

@testable import AccessGroupKit

/// `copyMatching(_:)` answers a dictionary that names a whole primary key from the key index
///; it must give exactly what the general path gives.
@Suite("Key lookup requests")
struct KeyLookupRequestTests {
  static var key: [String: Any] {
    [
      K.cls: K.genp, K.acct: "a1", K.svce: "s1", K.agrp: TestApps.sharedGroup,
    ]
  }

  @Test("A dictionary naming the whole key is read as a key lookup")
  func wholeKeyIsAKeyLookup() throws {
    var dictionary = Self.key
    dictionary[K.limit] = K.all
    dictionary[K.rData] = true
    dictionary[K.rAttrs] = false
    dictionary[K.acct] = Data.utf8("a1")
    let request = try #require(KeyLookupRequest(dictionary))
    #expect(request.schema.itemClass == .genericPassword)
    #expect(request.group == TestApps.sharedGroup)
    #expect(request.limit.count == nil)
    #expect(request.returnTypes == .data)
    let named = Dictionary(
      uniqueKeysWithValues: zip(request.schema.lookupKeyAttributes, request.key))
    #expect(named[.account] == .some(.data(Data.utf8("a1"))))
    #expect(named[.service] == .some(.string("s1")))
    #expect(named[.accessGroup] == .some(.string(TestApps.sharedGroup)))
    #expect(named[.synchronizable] == .some(.integer(0)))
    #expect(named.count == 4)
    // Without m_Limit the limit is one, as CopyMatching's default.
    #expect(KeyLookupRequest(Self.key)?.limit == 1)
  }

  @Test("Any other shape is left to the general path")
  func otherShapesAreNotKeyLookups() {
    let shapes: [(String, [String: Any?])] = [
      ("no group", [K.agrp: nil]),
      ("no account", [K.acct: nil]),
      ("no class", [K.cls: nil]),
      ("an attribute beyond the key", [K.labl: "l"]),
      ("sync named", [K.sync: true]),
      ("a group that is not a string", [K.agrp: 7]),
      ("an unknown class", [K.cls: "nope"]),
      ("a class without a key lookup", [K.cls: "idnt"]),
      ("a return key given a number", [K.rData: 1]),
      ("a limit of the wrong type", [K.limit: Date()]),
      ("an account that is not a property-list value", [K.acct: NSObject()]),
      ("a key the client strips", ["u_CallerName": "x"]),
      ("an attribute name spelled with a Kelvin sign", ["\u{212A}eys": "x"]),
      ("a control key the parse ignores", ["f_Unknown": true]),
      ("a data-protection flag", ["nleg": true]),
    ]
    #expect(KeyLookupRequest(Self.key) != nil)
    for (shape, changes) in shapes {
      var dictionary = Self.key
      for (key, value) in changes { dictionary[key] = value.flatMap { $0 } }
      #expect(KeyLookupRequest(dictionary) == nil, "\(shape)")
    }
  }

  /// A dictionary that names a whole primary key, or nearly, with now and then a value or a
  /// key the general path treats differently.
  static func randomDictionary(_ random: inout SplitMix64) -> [String: Any] {
    func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
    func often() -> Bool { Int.random(in: 0..<5, using: &random) != 0 }
    let stored = Int.random(in: 0..<4, using: &random)
    var dictionary: [String: Any]
    if pick([true, true, false]) {
      dictionary = [
        K.cls: pick([K.genp, K.genp, K.genp, K.genp, "idnt", "nope"]),
        K.acct: often()
          ? pick(["a\(stored)" as Any, "a\(stored)", Data.utf8("a\(stored)")])
          : pick(["gone" as Any, 3, NSNull(), [1] as [Any]]),
        K.svce: often()
          ? pick(["s\(stored % 2)" as Any, Data.utf8("s\(stored % 2)")]) : "none",
      ]
    } else {
      dictionary = [
        K.cls: K.inet, K.acct: pick(["a0", "a1", "a2"]),
        K.srvr: pick(["example.com", "other.example"]),
        // Numeric text ("02", " 1") is the number it spells to the INTEGER column (§2.1).
        "port": pick([0 as Any, 1, "2", 2.5, "02", " 1", "+3", "0x1"]), "sdmn": "",
        "ptcl": pick([0 as Any, "1"]),
        "atyp": "", "path": "",
      ]
    }
    dictionary[K.agrp] =
      often()
      ? pick([TestApps.sharedGroup as Any, TestApps.appOneID, Data.utf8(TestApps.sharedGroup)])
      : pick([TypedSearchTests.foreignGroup as Any, 5, nil])
    if often() {
      dictionary[K.limit] =
        often() ? pick([K.one as Any, K.all, 2, 1.0, -1]) : pick([0 as Any, 1.5, "x"])
    }
    for key in [K.rData, K.rAttrs, K.rPref, K.rRef] where Int.random(in: 0..<3, using: &random) == 0
    {
      dictionary[key] = often() ? pick([true, false]) : 1
    }
    switch Int.random(in: 0..<18, using: &random) {
    case 0: dictionary[K.labl] = "l"
    case 1: dictionary[K.acct] = nil
    case 2: dictionary[K.sync] = pick([true as Any, false, "syna"])
    case 3: dictionary["u_AuthUI"] = "u_AuthUIS"
    case 4: dictionary["tomb"] = 1
    case 5: dictionary["clip"] = 1
    default: break
    }
    return dictionary
  }

  @Test("A key lookup answers with the status, result, explanation and store of the general path")
  func keyLookupEqualsTheGeneralPath() {
    var random = SplitMix64(seed: 0xD1C7)
    let twins = TwinStores()
    let (fastStore, generalStore) = (twins.fast, twins.general)
    var answeredByKey = 0
    var successes = 0
    var failures = 0
    for step in 0..<1_500 {
      twins.lockInStretches(atStep: step)
      let dictionary = Self.randomDictionary(&random)
      let wantsResult = Int.random(in: 0..<6, using: &random) != 0
      let fastApp = TestApps.appOne(fastStore)
      let generalApp = TestApps.appOne(generalStore)
      // Whether the key index answers, asked of a copy of the state so the store is
      // untouched.
      let context = CallContext(client: fastApp, profile: .current, now: Date())
      let byKey = KeyLookupRequest(dictionary).flatMap { request in
        fastStore.state.withLock { state in
          var copy = state
          return copy.records(byKey: request, context: context)
        }
      }
      let fast = fastApp.copyMatching(dictionary, wantsResult: wantsResult)
      let general = generalStore.perform(
        .copyMatching(SecItemDictionary.request(from: dictionary), wantsResult: wantsResult),
        client: generalApp, fastPaths: false
      ).outcome()
      let described = "step \(step): \(SnapshotView.canonicalText(dictionary))"
      if byKey != nil {
        answeredByKey += 1
        #expect(fast.status == .success, "\(described)")
      }
      if fast.status == .success { successes += 1 } else { failures += 1 }
      twins.expectSame(fast, general, described)
    }
    #expect(answeredByKey > 75)
    #expect(successes > answeredByKey)
    #expect(failures > 300)
  }

  @Test("A key lookup reads the clock once and keeps the digests its result shows")
  func keyLookupReadsTheClockOnceAndKeepsDigests() throws {
    let start = TestApps.fixedDate
    let store = ItemStore(clock: .ticking(from: start, by: 1))
    let app = TestApps.appOne(store)
    #expect(app.add(Self.key.merging([K.data: Data.utf8("d")]) { $1 }).status == .success)
    let before = store.clock.now()
    var query = Self.key
    query[K.rAttrs] = true
    let found = app.copyMatching(query)
    #expect(found.status == .success)
    let attributes = try #require(found.result as? [String: Any])
    #expect((attributes["sha1"] as? Data)?.count == 20)
    // One reading for the call: the next one is a single tick later.
    #expect(store.clock.now() == before.addingTimeInterval(2))
    let row = try #require(store.state.withLock { $0.database.orderedRecords.first })
    #expect(!row.digestIsStale)
  }
}
