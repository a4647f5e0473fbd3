import Foundation
import Testing

@testable import AccessGroupKit

/// The shortcuts of the request edge against the general operations they stand in for:
/// entry lookups against `Dictionary`, key spellings against `String.count`, descriptor
/// lookups by attribute code against the schema's dictionary.
@Suite("Request entries and key spellings")
struct RequestEntriesTests {
  /// Keys that stress the shortcuts: non-ASCII, combining marks, CR LF, canonical
  /// equivalents of ASCII keys (the Kelvin sign U+212A equals `K`), long and empty keys.
  static let awkwardKeys = [
    "", "c", "acct", "accc", "ACCT", "a\u{301}cct", "\u{E1}cct", "acct\u{0}", "\u{FEFF}acct",
    "🔑🔑", "ac\r\nt", "\r\nabc", "u_Keychain", "u_\u{212A}eychain", "class", "c\u{301}lass",
    "m_Limit", "m\u{301}_Limit", "r_Data", "r_PersistentRef", "v_PersistentRef",
    "m_EmailAddressIfPresent", String(repeating: "k", count: 300), "é", "e\u{301}", "sync",
    "Kx", "\u{212A}x", ";a", "\u{037E}a", "`b", "\u{1FEF}b", "\u{0}a",
  ]

  @Test("A request finds every key a dictionary would, canonical equivalents included")
  func entriesAnswerAsADictionaryDoes() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<200 {
      var dictionary: [String: InputValue] = [:]
      for index in 0..<random.below(8) {
        dictionary[random.pick(Self.awkwardKeys)] = .integer(Int64(index))
      }
      var entries = SecItemEntries(dictionary)
      #expect(entries.count == dictionary.count)
      for key in Self.awkwardKeys { #expect(entries[key] == dictionary[key], "\(key)") }
      // Setting, replacing and removing keep the two in step.
      let key = random.pick(Self.awkwardKeys)
      let value: InputValue? = random.chance(50) ? nil : .string("new")
      entries[key] = value
      dictionary[key] = value
      #expect(entries == SecItemEntries(dictionary))
      #expect(Set(entries.keys) == Set(dictionary.keys))
      for key in Self.awkwardKeys { #expect(entries[key] == dictionary[key], "\(key)") }
    }
  }

  @Test("A request's equality and hash ignore the order of its keys")
  func entriesEqualityIgnoresOrder() {
    var forward = SecItemEntries()
    var backward = SecItemEntries()
    let keys = ["class", "acct", "svce", "r_Data"]
    for key in keys { forward.append(uniqueKey: key, .string(key)) }
    for key in keys.reversed() { backward.append(uniqueKey: key, .string(key)) }
    #expect(forward == backward)
    #expect(forward.hashValue == backward.hashValue)
    backward["acct"] = .string("other")
    #expect(forward != backward)
  }

  @Test("A key's spelling counts characters and reads the first one as String does")
  func spellingAgreesWithString() {
    for key in Self.awkwardKeys {
      let spelling = KeySpelling(key)
      #expect(spelling.characterCount == key.count, "\(key.debugDescription)")
      #expect(spelling.firstASCIICharacter == key.first?.asciiValue, "\(key.debugDescription)")
      #expect((spelling.code != nil) == (key.utf8.count == 4), "\(key.debugDescription)")
    }
  }

  @Test(
    "Looking a key up by its attribute code finds what the schema's dictionary finds",
    arguments: ItemClass.allCases)
  func descriptorLookupAgreesWithTheDictionary(itemClass: ItemClass) {
    let schema = ClassSchema.schema(for: itemClass)
    let keys =
      Self.awkwardKeys + DictionaryGenerator.knownKeys + schema.descriptors.keys.map(\.rawValue)
    for key in keys {
      let expected = schema.descriptors[KeychainAttribute(key)]
      #expect(schema.descriptor(forKey: key) == expected, "\(key.debugDescription)")
      let found = schema.attributeKind(forKey: key, code: AttributeCode(key))
      #expect(found?.attribute == expected?.attribute, "\(key.debugDescription)")
      #expect(found?.kind == expected?.kind, "\(key.debugDescription)")
    }
    #expect(!schema.descriptors.isEmpty)
  }

  @Test("A key with a non-ASCII spelling of an attribute fails as securityd fails it")
  func nonASCIIKeysFailAsBefore() {
    let store = FuzzApps.store()
    let client = store.client(for: FuzzApps.groups(0))
    // Four characters make an attribute name, which these are not in any class; five make
    // no key at all.
    for (key, status) in [
      ("a\u{301}cct", KeychainStatus.noSuchAttribute), ("\u{E1}cct", .noSuchAttribute),
      ("ACCT", .noSuchAttribute), ("acct\u{0}", .parameter),
    ] {
      let outcome = client.add(["class": "genp", key: "alice", "v_Data": Data([1])])
      #expect(outcome.status == status, "\(key.debugDescription)")
      #expect(outcome.result == nil)
    }
    let outcome = client.add(["class": "genp", "c\u{301}lass": "genp", "v_Data": Data([1])])
    #expect(outcome.status == .parameter)
    #expect(outcome.result == nil)
    #expect(store.itemCount == 0)
  }
}
