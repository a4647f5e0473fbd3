/// The text of a long report made a megabyte at a time, kept as those pieces: written out
/// one after another, they are the report.
///
/// One buffer of the whole report would, at its last doubling, hold up to twice the report,
/// and the text made from it, the escaped copy printed and the joined output beside that:
/// several times the report in memory at once (500 MB for 116 MB of `lint --json`). Pieces
/// hold the report once, and a writer writes them in turn.
///
/// A JSON writer writes bytes and hands them over between elements:
///
/// ```swift
/// var pieces = TextPieces()
/// for row in rows {
///   array.nextElement(&output)
///   write(row, to: &output)
///   pieces.take(&output)  // between elements, where the bytes end a whole character
/// }
/// return pieces.finished(ending: output)
/// ```
///
/// A text report appends lines (``append(_:)``), and is cut only after a line.
package struct TextPieces {
  private var pieces: [String] = []
  private var current = ""

  /// Starts with no piece.
  package init() {}

  /// How many bytes a piece holds before the next one starts.
  package static let pieceSize = 1 << 20

  /// Makes a piece of `bytes` and empties them once they hold ``pieceSize`` or more; call it
  /// between elements, never inside a string.
  package mutating func take(_ bytes: inout [UInt8]) {
    guard bytes.count >= Self.pieceSize else { return }
    endPiece()
    pieces.append(String(decoding: bytes, as: UTF8.self))
    bytes.removeAll(keepingCapacity: true)
  }

  /// Adds text; a piece ends after it once the piece holds ``pieceSize`` bytes or more.
  ///
  /// - Parameter text: Text that ends where a piece may end, such as whole lines.
  package mutating func append(_ text: String) {
    current += text
    if current.utf8.count >= Self.pieceSize { endPiece() }
  }

  private mutating func endPiece() {
    guard !current.isEmpty else { return }
    pieces.append(current)
    current = ""
  }

  /// The pieces, followed by `bytes`.
  package mutating func finished(ending bytes: [UInt8] = []) -> [String] {
    endPiece()
    if !bytes.isEmpty { pieces.append(String(decoding: bytes, as: UTF8.self)) }
    defer { pieces = [] }
    return pieces
  }

  /// The pieces, followed by `bytes`, as one text.
  package mutating func text(ending bytes: [UInt8] = []) -> String {
    TextPieces.joined(finished(ending: bytes))
  }

  /// `pieces` as one text, made at its final size.
  package static func joined(_ pieces: [String]) -> String {
    var text = ""
    text.reserveCapacity(pieces.reduce(0) { $0 + $1.utf8.count })
    for piece in pieces { text += piece }
    return text
  }
}
