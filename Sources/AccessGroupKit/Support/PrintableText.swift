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

  private static func escaping<S: StringProtocol>(_ text: S, keepsLayout: Bool) -> String {
    var text = String(text)
    let escaped: String? = text.withUTF8 { buffer in
      // Most text is printable: runs between escapes are copied as bytes, and only a
      // non-ASCII character is decoded, to ask whether it is one to escape.
      var result: [UInt8] = []
      var runStart = 0
      var index = 0
      while index < buffer.count {
        let byte = buffer[index]
        let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        let scalar: Unicode.Scalar
        if length == 1 {
          scalar = Unicode.Scalar(byte)
          guard byte < 0x20 || byte == 0x7F,
            !(keepsLayout && (byte == 0x0A || byte == 0x09))
          else {
            index += 1
            continue
          }
        } else {
          // A `String`'s bytes are valid UTF-8; the escaped characters all take two or three.
          var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
          for offset in 1..<length { value = value << 6 | UInt32(buffer[index + offset] & 0x3F) }
          guard let decoded = Unicode.Scalar(value), isEscaped(decoded) else {
            index += length
            continue
          }
          scalar = decoded
        }
        if result.isEmpty { result.reserveCapacity(buffer.count + 16) }
        result.append(contentsOf: buffer[runStart..<index])
        switch scalar {
        case "\n": result.append(contentsOf: "\\n".utf8)
        case "\r": result.append(contentsOf: "\\r".utf8)
        case "\t": result.append(contentsOf: "\\t".utf8)
        default:
          result.append(
            contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".utf8)
        }
        index += length
        runStart = index
      }
      guard runStart > 0 else { return nil }
      result.append(contentsOf: buffer[runStart..<buffer.count])
      return String(decoding: result, as: UTF8.self)
    }
    return escaped ?? text
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
