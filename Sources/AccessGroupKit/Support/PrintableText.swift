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
    // Most text is printable ASCII: one pass over its storage, no copy but the result.
    var text = String(text)
    let needsWork = text.withUTF8 { buffer in
      var index = 0
      while index < buffer.count {
        let byte = buffer[index]
        if byte < 0x20 && !(keepsLayout && (byte == 0x0A || byte == 0x09)) || byte == 0x7F
          || byte >= 0xC2
        {
          return true
        }
        index += 1
      }
      return false
    }
    guard needsWork else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if keepsLayout && (scalar == "\n" || scalar == "\t") || !isEscaped(scalar) {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return result
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
