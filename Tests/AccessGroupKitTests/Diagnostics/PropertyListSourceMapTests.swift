import AccessGroupKit
import Foundation
import Testing

/// Placing the entries of an XML property list by line and column.
@Suite struct PropertyListSourceMapTests {
  static let entitlements = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<!-- <key>keychain-access-groups</key> in a comment is not an entry -->
    \t<key>keychain-access-groups</key>
    \t<array>
    \t\t<string>$(AppIdentifierPrefix)com.example.shared</string>
    \t\t<string>com.example.unprefixed</string>
    \t</array>
    \t<key>com.apple.security.application-groups</key>
    \t<array/>
    \t<key>get-task-allow</key>
    \t<true/>
    </dict>
    </plist>
    """

  @Test func anArrayElementIsPlacedAtItsOpeningTag() {
    let map = PropertyListSourceMap(xml: Self.entitlements)
    #expect(
      map.position(of: "keychain-access-groups", index: 0)
        == PropertyListSourceMap.Position(line: 8, column: 3))
    #expect(
      map.position(of: "keychain-access-groups", index: 1)
        == PropertyListSourceMap.Position(line: 9, column: 3))
  }

  @Test func aKeyWithoutAnIndexIsPlacedAtItsKeyTag() {
    let map = PropertyListSourceMap(xml: Self.entitlements)
    #expect(
      map.position(of: "keychain-access-groups")
        == PropertyListSourceMap.Position(line: 6, column: 2))
    #expect(
      map.position(of: "get-task-allow") == PropertyListSourceMap.Position(line: 13, column: 2))
  }

  @Test func anIndexPastTheEndOrAnEmptyArrayOrAnUnknownKeyIsNotPlaced() {
    let map = PropertyListSourceMap(xml: Self.entitlements)
    #expect(map.position(of: "keychain-access-groups", index: 2) == nil)
    #expect(map.position(of: "com.apple.security.application-groups", index: 0) == nil)
    #expect(map.position(of: "com.apple.developer.team-identifier") == nil)
  }

  @Test func nestedDictionariesDoNotAddTopLevelEntries() {
    let xml = """
      <plist><dict><key>outer</key><dict><key>inner</key><string>x</string></dict>
      <key>after</key><array><string>a</string><dict><key>k</key><string>v</string></dict>
      <string>c</string></array></dict></plist>
      """
    let map = PropertyListSourceMap(xml: xml)
    #expect(map.position(of: "inner") == nil)
    #expect(map.position(of: "outer") == PropertyListSourceMap.Position(line: 1, column: 14))
    #expect(
      map.position(of: "after", index: 1) == PropertyListSourceMap.Position(line: 2, column: 42))
    #expect(
      map.position(of: "after", index: 2) == PropertyListSourceMap.Position(line: 3, column: 1))
  }

  @Test func entitiesInKeysAreDecodedAndWindowsLineEndsCountOnce() {
    let xml = "<plist>\r\n<dict>\r\n<key>a&amp;b</key>\r\n<string>x</string>\r\n</dict></plist>"
    let map = PropertyListSourceMap(xml: xml)
    #expect(map.position(of: "a&b") == PropertyListSourceMap.Position(line: 3, column: 1))
  }

  @Test(arguments: [
    "", "<", "<plist", "<plist><dict><key>unterminated", "<!-- never closed",
    "<plist><dict><!-- <key>k</key>", "</dict></plist><dict>", "<![CDATA[ <key>k</key>",
    "<?xml", "<plist><dict><dict><key>k</key></dict></dict></plist>", "<plist><key>k</key>",
  ])
  func textItCannotFollowPlacesNothingAndNeverCrashes(_ xml: String) {
    let map = PropertyListSourceMap(xml: xml)
    #expect(map.position(of: "k") == nil)
    #expect(map.position(of: "k", index: 0) == nil)
  }

  @Test func entriesBeforeTheTextBreaksOffAreStillPlaced() {
    let map = PropertyListSourceMap(xml: "<plist><dict><key>k</key><array><string>a")
    #expect(map.position(of: "k") == PropertyListSourceMap.Position(line: 1, column: 14))
    #expect(map.position(of: "k", index: 0) == PropertyListSourceMap.Position(line: 1, column: 33))
    #expect(map.position(of: "k", index: 1) == nil)
  }
}

/// Which bytes are read as XML text.
@Suite struct PropertyListSourceMapDataTests {
  @Test func xmlBytesAreReadAndOtherBytesAreNot() throws {
    let map = try #require(
      PropertyListSourceMap(data: Data("  \n<plist><dict><key>k</key></dict></plist>".utf8)))
    #expect(map.position(of: "k") == PropertyListSourceMap.Position(line: 2, column: 14))
    #expect(PropertyListSourceMap(data: Data("bplist00\u{0}\u{1}".utf8)) == nil)
    #expect(PropertyListSourceMap(data: Data([0xCF, 0xFA, 0xED, 0xFE, 0xFF])) == nil)
    #expect(PropertyListSourceMap(data: Data()) == nil)
  }
}
