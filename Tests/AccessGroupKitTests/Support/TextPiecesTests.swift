import AccessGroupKit
import Testing

/// A document made in pieces is the text of all its bytes, in order.
@Suite struct TextPiecesTests {
  @Test("Lines appended past several pieces join to the whole text, each piece whole lines")
  func appendedLinesEndEachPiece() {
    var pieces = TextPieces()
    var whole = ""
    for index in 0..<60_000 {
      let line = "  note[group-single-target] AppT\(index): groupe ✓ \(index)\n"
      pieces.append(line)
      whole += line
    }
    let finished = pieces.finished()
    #expect(finished.count > 2)
    #expect(finished.allSatisfy { $0.hasSuffix("\n") })
    #expect(finished.dropLast().allSatisfy { $0.utf8.count >= TextPieces.pieceSize })
    #expect(finished.allSatisfy { $0.utf8.count < TextPieces.pieceSize + 100 })
    #expect(TextPieces.joined(finished) == whole)
    // Finishing hands the pieces over: the next report starts empty.
    #expect(pieces.finished().isEmpty)
  }

  @Test("An array written past several pieces is the text of one buffer, accents included")
  func piecesJoinToTheWholeText() {
    let names = (0..<100_000).map { "élément \($0) ✓ \"quoted\"" }
    var output: [UInt8] = []
    var whole: [UInt8] = []
    var pieces = TextPieces()
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
    #expect(whole.count > 2 * TextPieces.pieceSize)
    // The buffer never held much more than a piece: the pieces took the rest.
    #expect(largest < TextPieces.pieceSize + 100)
    let text = TextPieces.joined(pieces.finished(ending: output))
    #expect(text == String(decoding: whole, as: UTF8.self))
    #expect(text.hasSuffix("\"élément 99999 ✓ \\\"quoted\\\"\"\n]"))
  }

  @Test("A document smaller than a piece is its bytes' text")
  func aShortDocumentIsOnePiece() {
    var output = Array(#"{"a": 1}"#.utf8)
    var pieces = TextPieces()
    pieces.take(&output)
    #expect(output.count == 8)
    #expect(pieces.finished(ending: output) == [#"{"a": 1}"#])
  }
}
