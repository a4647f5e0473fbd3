import Testing

@testable import AccessGroupKit

/// The references an XML parser replaces in workspace attributes and property-list keys.
@Suite("XML references")
struct XMLEntityTests {
  @Test(
    "Predefined entities and character references become their characters",
    arguments: [
      ("a &lt;b&gt; &quot;c&quot; &apos;d&apos; &amp;", "a <b> \"c\" 'd' &"),
      ("line&#10;break", "line\nbreak"),
      ("esc&#x1B;[2J and &#X41;", "esc\u{1B}[2J and &#X41;"),
      ("&#x202E;txt", "\u{202E}txt"),
      ("&amp;lt; stays &lt;", "&lt; stays <"),
    ])
  func referencesBecomeCharacters(written: String, read: String) {
    #expect(XMLTagScanner.decodingEntities(written) == read)
  }

  @Test(
    "Anything else after an ampersand is kept as written",
    arguments: [
      "AT&T", "&unknown;", "&#0;", "&#xD800;", "&#x110000;", "&#+5;", "&#;", "&#x;",
      "&#1234567890123;", "trailing &",
    ])
  func otherAmpersandsAreKept(written: String) {
    #expect(XMLTagScanner.decodingEntities(written) == written)
  }
}
