import AccessGroupKit

/// What a command writes to standard output, written out a megabyte at a time as it is made.
///
/// A report of a hundred thousand findings is tens of megabytes of text; held until the
/// command ends, with the report's pieces and escaped copies beside it, it would count
/// several times over against the memory a run may take. Short writes are gathered into
/// pieces of about ``TextPieces/pieceSize`` bytes, so many lines cost few writes.
struct OutputText {
  /// The text not written yet.
  private var pieces: [String] = []

  /// Where pieces go once they are full; without it, everything stays in ``pieces``.
  var write: ((String) -> Void)?

  /// Adds `text`, to the last piece while that holds less than a piece's size.
  static func += (output: inout OutputText, text: String) {
    if let last = output.pieces.indices.last,
      output.pieces[last].utf8.count < TextPieces.pieceSize
    {
      output.pieces[last] += text
    } else {
      output.pieces.append(text)
    }
    if output.pieces.count > 1 || text.utf8.count >= TextPieces.pieceSize { output.writeFull() }
  }

  /// Writes every piece but a last one that is not full yet.
  private mutating func writeFull() {
    guard let write else { return }
    let keepsLast = pieces.last.map { $0.utf8.count < TextPieces.pieceSize } ?? false
    for piece in pieces.dropLast(keepsLast ? 1 : 0) { write(piece) }
    pieces.removeFirst(pieces.count - (keepsLast ? 1 : 0))
  }

  /// Writes everything not written yet.
  mutating func flush() {
    guard let write else { return }
    for piece in pieces { write(piece) }
    pieces = []
  }
}
