import Foundation
import Testing

@testable import AccessGroupKit

/// Which attributes a result shows, decided without hashing.
@Suite("Returned attributes")
struct ReturnedAttributesTests {
  /// Every attribute any schema knows, every key constant, and names that only a set lookup
  /// decides correctly (other lengths, non-ASCII, a Kelvin sign that equals `K`).
  static let names: [String] = {
    var names = Set<String>()
    for itemClass in ItemClass.allCases {
      for (attribute, _) in ClassSchema.schema(for: itemClass).descriptors {
        names.insert(attribute.rawValue)
        names.insert(attribute.rawValue.uppercased())
        names.insert(String(attribute.rawValue.dropLast()))
        names.insert(attribute.rawValue + "x")
      }
    }
    names.formUnion([
      "", "a", "acc\u{e9}", "acce\u{301}", "\u{212A}cls", "Kcls", "kcls", "v_Data", "class",
      "UUID", "persistref", "data", "ac\u{0}t", "\u{1F511}",
    ])
    return names.sorted()
  }()

  @Test("The packed lookup agrees with the set of returned attributes for every class and name")
  func packedLookupAgreesWithSet() {
    var shown = 0
    for itemClass in ItemClass.allCases {
      let returned = ReturnedAttributes.of(itemClass)
      let schema = ClassSchema.schema(for: itemClass)
      for name in Self.names {
        let attribute = KeychainAttribute(name)
        let expected =
          !ResultShaper.hiddenAttributes.contains(attribute)
          && schema.descriptors[attribute]?.isReturned == true
        #expect(returned.contains(attribute) == expected, "\(itemClass) \(name)")
        #expect(returned.all.contains(attribute) == expected, "\(itemClass) \(name)")
        if expected { shown += 1 }
      }
    }
    #expect(shown > 60)
  }

  @Test("Only four-character ASCII names are packed")
  func packing() {
    #expect(ReturnedAttributes.packed("acct") == 0x6163_6374)
    #expect(ReturnedAttributes.packed("sha1") != nil)
    #expect(ReturnedAttributes.packed("acc") == nil)
    #expect(ReturnedAttributes.packed("accts") == nil)
    #expect(ReturnedAttributes.packed("acc\u{e9}") == nil)
    #expect(ReturnedAttributes.packed("\u{212A}cl") == nil)
  }
}
