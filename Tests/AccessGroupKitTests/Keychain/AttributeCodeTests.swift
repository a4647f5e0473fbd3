import Testing

@testable import AccessGroupKit

@Suite("Attribute codes")
struct AttributeCodeTests {
  @Test(
    "Each constant code the store writes with is the code of its attribute's name",
    arguments: [
      (AttributeCode.accessGroup, KeychainAttribute.accessGroup),
      (.accessible, .accessible), (.sha1, .sha1), (.creationDate, .creationDate),
      (.modificationDate, .modificationDate), (.synchronizable, .synchronizable),
      (.tombstone, .tombstone), (.appClipItem, .appClipItem), (.multiUser, .multiUser),
    ])
  func constantsMatchTheirNames(code: AttributeCode, attribute: KeychainAttribute) {
    #expect(AttributeCode(asciiName: attribute.rawValue) == code)
  }

  @Test("A name that is not four ASCII bytes has no code")
  func onlyFourASCIIBytesHaveACode() {
    #expect(AttributeCode(asciiName: "acct")?.rawValue == 0x6163_6374)
    #expect(AttributeCode(asciiName: "acc") == nil)
    #expect(AttributeCode(asciiName: "accts") == nil)
    #expect(AttributeCode(asciiName: "\u{212A}") == nil)
    #expect(AttributeCode("ac\u{E9}")?.isASCII == false)
  }
}

@Suite("Item class names")
struct ItemClassNameTests {
  @Test("A class name read by its code gives the class its raw value names, and nothing else")
  func classNamesAreReadByCode() {
    for itemClass in ItemClass.allCases {
      #expect(ItemClass(name: itemClass.rawValue) == itemClass)
    }
    for name in ["GENP", "gen", "genpw", "", "acct", "idn\u{E9}", "gen\u{070}"] {
      #expect(ItemClass(name: name) == ItemClass(rawValue: name), "\(name)")
    }
    #expect(ItemClass(name: "GENP") == nil)
    #expect(ItemClass(name: "gen\u{070}") == .genericPassword)
  }
}
