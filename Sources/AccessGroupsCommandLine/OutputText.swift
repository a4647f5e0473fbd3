import AccessGroupKit

/// What a command writes to standard output, kept in pieces of about a megabyte and written
/// piece by piece: a report of tens of megabytes is never joined into one text, which with
/// its escaped copy would hold it in memory twice more.
struct OutputText {
  /// The pieces, in order.
  private(set) var pieces: [String] = []

  /// Adds `text`, to the last piece while that holds less than a piece's size, so that many
  /// short lines are written in few writes.
  static func += (output: inout OutputText, text: String) {
    guard let last = output.pieces.indices.last,
      output.pieces[last].utf8.count < TextPieces.pieceSize
    else {
      output.pieces.append(text)
      return
    }
    output.pieces[last] += text
  }

  /// Adds pieces that are already about a piece's size.
  mutating func append(contentsOf pieces: [String]) {
    self.pieces += pieces
  }
}
