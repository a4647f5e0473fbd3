import Foundation
import Testing

@testable import AccessGroupKit

/// The plain-XML reader gives exactly what Foundation gives, or leaves the text to it.
@Suite struct PlainXMLPropertyListTests {
  /// What Foundation reads from `bytes`, through the same bridge the loader used before.
  private func foundationDictionary(_ bytes: [UInt8]) throws -> [String: PropertyListValue] {
    let object = try PropertyListSerialization.propertyList(
      from: Data(bytes), options: [], format: nil)
    let value = try #require(PropertyListValue(foundationObject: object))
    return try #require(value.dictionaryValue)
  }

  @Test("Every XML property list of the corpus it reads comes out as Foundation reads it")
  func theCorpusReadsAsFoundationReadsIt() throws {
    let root = try CorpusFixtures.root()
    let files = try #require(
      FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    )
    .compactMap { $0 as? URL }
    .filter { ["entitlements", "plist"].contains($0.pathExtension) }
    var read = 0
    for file in files {
      let bytes = try [UInt8](Data(contentsOf: file))
      guard bytes.first == UInt8(ascii: "<") else { continue }
      guard let plain = PlainXMLPropertyList.dictionary(in: bytes) else { continue }
      #expect(plain == (try foundationDictionary(bytes)), "\(file.lastPathComponent)")
      read += 1
    }
    #expect(read >= 10)
  }

  @Test(
    "Text it understands reads as Foundation reads it, whitespace and non-ASCII kept",
    arguments: [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n\t<key>a</key>\n\t<string> x y \t</string>\n</dict>\n</plist>\n",
      "<plist><dict><key>b</key><true/><key>c</key><false/><key>d</key><array/><key>e</key><dict/><key>f</key><string/></dict></plist>",
      "<plist version=\"1.0\"><dict><key>grüße</key><array><string>é\nline</string><array><string></string></array><dict><key></key><true/></dict></array></dict></plist>",
      "<plist><dict><key>a > b</key><string>$(TEAM)x ' \" ></string></dict></plist>",
    ])
  func understoodTextReadsAsFoundationReadsIt(text: String) throws {
    let bytes = Array(text.utf8)
    let plain = try #require(PlainXMLPropertyList.dictionary(in: bytes))
    #expect(plain == (try foundationDictionary(bytes)))
  }

  @Test(
    "Text it does not fully understand is left to Foundation",
    arguments: [
      "<plist><dict><key>a</key><string>&amp;</string></dict></plist>",
      "<plist><dict><key>a</key><string><![CDATA[x]]></string></dict></plist>",
      "<plist><dict><!-- note --><key>a</key><true/></dict></plist>",
      "<plist><dict><key>a</key><integer>1</integer></dict></plist>",
      "<plist><dict><key>a</key><true/><key>a</key><false/></dict></plist>",
      "<plist><dict><key>a</key><string>x\r\ny</string></dict></plist>",
      "<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist><dict/></plist>",
      "<!DOCTYPE plist [<!ENTITY x \"y\">]><plist><dict/></plist>",
      "<plist version=\"2\"><dict/></plist>",
      "<plist><array/></plist>",
      "<plist><dict/></plist>trailing",
      "<plist><dict><key>a</key><string>x</string></dict>",
      " <plist><dict/></plist>",
      "<dict/>",
    ])
  func otherTextIsLeftToFoundation(text: String) {
    #expect(PlainXMLPropertyList.dictionary(in: Array(text.utf8)) == nil)
  }

  @Test("Bytes that are not UTF-8 and deep nesting are left to Foundation")
  func invalidBytesAndDeepNestingAreLeftToFoundation() {
    let invalid =
      Array("<plist><dict><key>a</key><string>".utf8) + [0xFF, 0xFE]
      + Array("</string></dict></plist>".utf8)
    #expect(PlainXMLPropertyList.dictionary(in: invalid) == nil)
    let deep =
      "<plist><dict><key>a</key>" + String(repeating: "<array>", count: 100)
      + String(repeating: "</array>", count: 100) + "</dict></plist>"
    #expect(PlainXMLPropertyList.dictionary(in: Array(deep.utf8)) == nil)
    let shallow =
      "<plist><dict><key>a</key>" + String(repeating: "<array>", count: 10)
      + String(repeating: "</array>", count: 10) + "</dict></plist>"
    #expect(PlainXMLPropertyList.dictionary(in: Array(shallow.utf8)) != nil)
  }
}
