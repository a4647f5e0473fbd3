/// The number SQLite stores for text written into a column of `INTEGER` affinity.
///
/// securityd keeps a number attribute given as a string that is not the canonical spelling of
/// a 32-bit integer as that string (`copyNumber`, `SecDbItem.c`), and binds it as text; the
/// column is `INTEGER` (`SecDbGetKindSQL`, `SecItemDb.c`). SQLite converts text that is a
/// well-formed integer or real literal into a number on the way in, and compares such text
/// with the column as a number (https://www.sqlite.org/datatype3.html, "Type Affinity" and
/// "Comparison Expressions"). So "0443", " 443", "+443", "443.0" and "4.43e2" are all 443 to
/// the `UNIQUE` constraint and to a search, while "0x1BB", "443a" and "" stay text.
enum SQLiteNumericText {
  /// The number `text` is as a literal (blanks around it allowed), or `nil` when it is not
  /// one.
  static func number(_ text: String) -> Double? {
    var bytes = Substring(text).utf8[...]
    while let first = bytes.first, isSpace(first) { bytes = bytes.dropFirst() }
    while let last = bytes.last, isSpace(last) { bytes = bytes.dropLast() }
    var cursor = bytes.startIndex
    func peek() -> UInt8? { cursor < bytes.endIndex ? bytes[cursor] : nil }
    if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
      bytes.formIndex(after: &cursor)
    }
    var digits = 0
    while let byte = peek(), byte.isASCIIDigit {
      digits += 1
      bytes.formIndex(after: &cursor)
    }
    if peek() == UInt8(ascii: ".") {
      bytes.formIndex(after: &cursor)
      while let byte = peek(), byte.isASCIIDigit {
        digits += 1
        bytes.formIndex(after: &cursor)
      }
    }
    guard digits > 0 else { return nil }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      bytes.formIndex(after: &cursor)
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
        bytes.formIndex(after: &cursor)
      }
      var exponentDigits = 0
      while let byte = peek(), byte.isASCIIDigit {
        exponentDigits += 1
        bytes.formIndex(after: &cursor)
      }
      guard exponentDigits > 0 else { return nil }
    }
    guard cursor == bytes.endIndex else { return nil }
    return Double(String(decoding: bytes, as: UTF8.self))
  }

  /// SQLite's white space: space, tab, line feed, vertical tab, form feed, carriage return.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}
