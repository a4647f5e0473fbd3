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
  /// Where each piece goes as soon as it is made, if anywhere; else the pieces are kept.
  private let write: ((String) -> Void)?

  /// Starts with no piece, keeping the pieces.
  package init() { write = nil }

  /// Starts with no piece, each piece to go to `write` as soon as it is made: a report then
  /// never holds more than a piece of its text.
  package init(writingTo write: @escaping (String) -> Void) { self.write = write }

  /// Makes `make` write a report piece by piece to `write`, through the pieces it is given.
  package static func writing(
    to write: (String) -> Void, _ make: (inout TextPieces) -> Void
  ) {
    withoutActuallyEscaping(write) { write in
      var pieces = TextPieces(writingTo: write)
      make(&pieces)
      _ = pieces.finished()
    }
  }

  /// The pieces `make` makes, kept.
  package static func kept(_ make: (inout TextPieces) -> Void) -> [String] {
    var pieces = TextPieces()
    make(&pieces)
    return pieces.finished()
  }

  /// How many bytes a piece holds before the next one starts.
  package static let pieceSize = 1 << 20

  /// Makes a piece of `bytes` and empties them once they hold ``pieceSize`` or more; call it
  /// between elements, never inside a string.
  package mutating func take(_ bytes: inout [UInt8]) {
    guard bytes.count >= Self.pieceSize else { return }
    endPiece()
    keep(String(decoding: bytes, as: UTF8.self))
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
    keep(current)
    current = ""
  }

  private mutating func keep(_ piece: String) {
    if let write { write(piece) } else { pieces.append(piece) }
  }

  /// Adds the last bytes, and hands over the pieces kept (none when they were written).
  package mutating func finished(ending bytes: [UInt8] = []) -> [String] {
    endPiece()
    if !bytes.isEmpty { keep(String(decoding: bytes, as: UTF8.self)) }
    defer { pieces = [] }
    return pieces
  }

  /// `pieces` as one text, made at its final size.
  package static func joined(_ pieces: [String]) -> String {
    var text = ""
    text.reserveCapacity(pieces.reduce(0) { $0 + $1.utf8.count })
    for piece in pieces { text += piece }
    return text
  }
}
