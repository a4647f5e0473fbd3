import AccessGroupKit
import Testing

/// A document made in pieces is the text of all its bytes, in order.
@Suite struct JSONTextPiecesTests {
  @Test("An array written past several pieces is the text of one buffer, accents included")
  func piecesJoinToTheWholeText() {
    let names = (0..<100_000).map { "élément \($0) ✓ \"quoted\"" }
    var output: [UInt8] = []
    var whole: [UInt8] = []
    var pieces = JSONTextPieces()
    var array = JSONArrayWriter(pretty: true, level: 0)
    var wholeArray = JSONArrayWriter(pretty: true, level: 0)
    var largest = 0
    for name in names {
      array.nextElement(&output)
      JSONFragment.string(name).write(to: &output, pretty: true, level: 1)
      wholeArray.nextElement(&whole)
      JSONFragment.string(name).write(to: &whole, pretty: true, level: 1)
      largest = max(largest, output.count)
      pieces.take(&output)
    }
    array.end(&output)
    wholeArray.end(&whole)
    #expect(whole.count > 2 * JSONTextPieces.pieceSize)
    // The buffer never held much more than a piece: the pieces took the rest.
    #expect(largest < JSONTextPieces.pieceSize + 100)
    let text = pieces.text(ending: output)
    #expect(text == String(decoding: whole, as: UTF8.self))
    #expect(text.hasSuffix("\"élément 99999 ✓ \\\"quoted\\\"\"\n]"))
  }

  @Test("A document smaller than a piece is its bytes' text")
  func aShortDocumentIsOnePiece() {
    var output = Array(#"{"a": 1}"#.utf8)
    var pieces = JSONTextPieces()
    pieces.take(&output)
    #expect(output.count == 8)
    #expect(pieces.text(ending: output) == #"{"a": 1}"#)
  }
}
