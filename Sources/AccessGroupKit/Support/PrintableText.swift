/// Text read from a file, made safe to print in a report, a terminal or a CI log.
///
/// Names, groups, paths and values come from files a hostile repository controls. Printed
/// as they are, a newline in a keychain group starts a line of its own (on GitHub Actions a
/// line that starts with `::` is a workflow command, such as `::add-mask::` or
/// `::stop-commands::`), an escape sequence moves a terminal's cursor or rewrites what is
/// already on screen, and a bidirectional override reorders what a reviewer reads. Every
/// such character is printed as a Swift escape instead (`\n`, `\u{1B}`), which names it and
/// can be read back.
package enum PrintableText {
  /// The text with every control character and invisible reordering mark spelled as an
  /// escape, so that it prints as one line that says what it holds.
  ///
  /// - Parameter text: A name, group, path or message that may hold text from a file.
  /// - Returns: The text, unchanged when it holds nothing to escape.
  package static func line<S: StringProtocol>(_ text: S) -> String {
    escaping(text, keepsLayout: false)
  }

  /// A whole report with its line breaks and tabs kept and every other control character
  /// and invisible reordering mark spelled as an escape: the last guard before standard
  /// output and standard error, for anything a report did not pass through ``line(_:)``.
  ///
  /// - Parameter text: The report.
  /// - Returns: The report, unchanged when it holds nothing to escape.
  package static func report(_ text: String) -> String {
    escaping(text, keepsLayout: true)
  }

  /// A name or group as a report shows it: one printable line (``line(_:)``) of at most
  /// ``labelLength`` characters of it.
  ///
  /// A report repeats labels: a table pads every row to its widest, and each line of a
  /// group names its targets. A label cut to a length keeps the report a small multiple of
  /// its input (a 200 KB group in a table of 1,000 groups printed 200 MB).
  ///
  /// - Parameter text: A target's name or a group.
  /// - Returns: The label.
  package static func label(_ text: String) -> String {
    line(text.excerpted)
  }

  /// How many characters of a name, group or value a report or message shows: more than any
  /// a project writes.
  package static let labelLength = 200

  /// The first `limit` characters of a value a message quotes, and `…` when there are more:
  /// a message names a value, it does not repeat a file (a 200 KB group would otherwise be
  /// a 200 KB line in a CI log).
  ///
  /// - Parameters:
  ///   - text: The value.
  ///   - limit: How many characters to keep.
  /// - Returns: The value, unchanged when it has at most `limit` characters.
  package static func excerpt(_ text: String, limit: Int = 60) -> String {
    // No more bytes than the limit is no more characters: every name a report shows for
    // each target is answered without walking it.
    guard text.utf8.count > limit,
      let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
      end != text.endIndex
    else { return text }
    return String(text[..<end]) + "…"
  }

  private static func escaping<S: StringProtocol>(_ text: S, keepsLayout: Bool) -> String {
    var text = String(text)
    // One pass over the UTF-8 bytes: runs of bytes that need no escape are copied whole,
    // and a scalar is decoded only where its first byte could start an escaped one (a C0
    // byte, DEL, or the lead bytes of C1 controls, U+2000–U+2FFF and U+F000–U+FFFF). A
    // report of a hundred thousand lines holds a ✓ on each, so this is the common path.
    let escaped: String? = text.withUTF8 { bytes in
      var result = ""
      var copied = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        let length = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        defer { index += length }
        guard byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0xEF,
          let scalar = scalar(in: bytes, at: index, length: length),
          !(keepsLayout && (scalar == "\n" || scalar == "\t")), isEscaped(scalar)
        else { continue }
        if result.isEmpty { result.reserveCapacity(bytes.count + 16) }
        result += String(
          decoding: UnsafeBufferPointer(rebasing: bytes[copied..<index]), as: UTF8.self)
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
        copied = index + length
      }
      // Nothing escaped: the text itself is the answer, not a copy of it.
      guard copied > 0 else { return nil }
      result += String(decoding: UnsafeBufferPointer(rebasing: bytes[copied...]), as: UTF8.self)
      return result
    }
    return escaped ?? text
  }

  /// The scalar of one, two or three UTF-8 bytes starting at `index` of valid UTF-8 text;
  /// `nil` for a four-byte one, which is never escaped.
  private static func scalar(
    in bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int
  ) -> Unicode.Scalar? {
    let lead = UInt32(bytes[index])
    switch length {
    case 1: return Unicode.Scalar(lead)
    case 2: return Unicode.Scalar((lead & 0x1F) << 6 | UInt32(bytes[index + 1]) & 0x3F)
    case 3:
      return Unicode.Scalar(
        (lead & 0x0F) << 12 | (UInt32(bytes[index + 1]) & 0x3F) << 6
          | UInt32(bytes[index + 2]) & 0x3F)
    default: return nil
    }
  }

  /// Control characters (C0, DEL, C1), the Unicode line and paragraph separators, and the
  /// marks that reorder or hide text: the characters that change what a reader sees
  /// without being seen themselves.
  private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF: true
    default: false
    }
  }
}

extension String {
  /// The value as a message quotes it: its first ``PrintableText/labelLength`` characters
  /// and `…` when there are more (``PrintableText/excerpt(_:limit:)``). Messages about each
  /// of many targets that share a file would otherwise each repeat a value of megabytes.
  package var excerpted: String {
    PrintableText.excerpt(self, limit: PrintableText.labelLength)
  }
}
