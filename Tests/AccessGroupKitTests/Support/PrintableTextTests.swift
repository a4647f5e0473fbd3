import Testing

@testable import AccessGroupKit

/// `PrintableText`: what text read from a file may not do when it is printed.
@Suite("Printable text")
struct PrintableTextTests {
  @Test("Printable text, ASCII or not, is printed as it is")
  func printableTextIsUnchanged() {
    for text in ["ABCDE12345.com.example.shared", "group.ü.日本", "✓* read-only", ""] {
      #expect(PrintableText.line(text) == text)
      #expect(PrintableText.report(text) == text)
    }
  }

  @Test("A line spells line breaks, escapes and control characters as Swift escapes")
  func aLineSpellsControlCharactersAsEscapes() {
    #expect(PrintableText.line("a\n::add-mask::x") == #"a\n::add-mask::x"#)
    #expect(PrintableText.line("a\r\tb") == #"a\r\tb"#)
    #expect(PrintableText.line("\u{1B}[31mred\u{0}") == #"\u{1B}[31mred\u{0}"#)
    #expect(PrintableText.line("a\u{7F}b\u{85}c") == #"a\u{7F}b\u{85}c"#)
  }

  @Test("Marks that reorder or hide text are escaped too")
  func reorderingMarksAreEscaped() {
    #expect(PrintableText.line("abc\u{202E}fed") == #"abc\u{202E}fed"#)
    #expect(PrintableText.line("a\u{2066}b\u{2069}") == #"a\u{2066}b\u{2069}"#)
    #expect(PrintableText.line("zero\u{200B}width\u{2028}") == #"zero\u{200B}width\u{2028}"#)
    #expect(PrintableText.line("\u{FEFF}bom") == #"\u{FEFF}bom"#)
  }

  @Test("A report keeps its line breaks and tabs and escapes every other control character")
  func aReportKeepsItsLayout() {
    let report = "Findings:\n\tgroup \u{1B}]0;title\u{7}\r\n"
    #expect(PrintableText.report(report) == "Findings:\n\tgroup \\u{1B}]0;title\\u{7}\\r\n")
    #expect(!PrintableText.report(report).unicodeScalars.contains("\u{1B}"))
  }

  @Test("Text of every UTF-8 length around an escape is kept whole")
  func textAroundAnEscapeIsKeptWhole() {
    let text = "✓ é\u{85}日\u{2028}😀\u{FEFF}✗\u{2713}\u{2069}\u{E9}"
    #expect(PrintableText.report(text) == #"✓ é\u{85}日\u{2028}😀\u{FEFF}✗✓\u{2069}é"#)
    #expect(
      PrintableText.line("\u{9F}\u{A0}\u{200A}\u{200B}\u{2070}")
        == "\\u{9F}\u{A0}\u{200A}\\u{200B}\u{2070}")
  }
}
