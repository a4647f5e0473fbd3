extension [UInt8] {
  /// Appends the UTF-8 bytes of `text` in one copy. Appending `text.utf8` goes through the
  /// generic path, a few hundred instructions for a short piece, which a report written in
  /// a hundred thousand small pieces feels.
  mutating func appendUTF8(_ text: String) {
    var text = text
    text.withUTF8 { append(contentsOf: $0) }
  }
}
