/// The text of a long JSON document written into a byte buffer, made a megabyte at a time so
/// that the whole text is made once, at its final size.
///
/// One byte buffer of the whole document would, at its last doubling, hold up to twice the
/// document, and then the text made from it beside that: three times the report in memory
/// at once (about 100 MB for 36 MB of `lint --json`). Pieces hold the document once, and the
/// text a second time only while it is joined.
///
/// ```swift
/// var pieces = JSONTextPieces()
/// for row in rows {
///   array.nextElement(&output)
///   write(row, to: &output)
///   pieces.take(&output)  // between elements, where the bytes end a whole character
/// }
/// return pieces.text(ending: output)
/// ```
package struct JSONTextPieces {
  private var pieces: [String] = []
  private var byteCount = 0

  /// Starts with no piece.
  package init() {}

  /// How many bytes the buffer holds before they become a piece.
  package static let pieceSize = 1 << 20

  /// Makes a piece of `bytes` and empties them once they hold ``pieceSize`` or more; call it
  /// between elements, never inside a string.
  package mutating func take(_ bytes: inout [UInt8]) {
    guard bytes.count >= Self.pieceSize else { return }
    pieces.append(String(decoding: bytes, as: UTF8.self))
    byteCount += bytes.count
    bytes.removeAll(keepingCapacity: true)
  }

  /// The pieces taken so far followed by `bytes`, as one text; each piece is let go as it is
  /// joined.
  package mutating func text(ending bytes: [UInt8]) -> String {
    var text = ""
    text.reserveCapacity(byteCount + bytes.count)
    for index in pieces.indices {
      text += pieces[index]
      pieces[index] = ""
    }
    pieces = []
    byteCount = 0
    text += String(decoding: bytes, as: UTF8.self)
    return text
  }
}
