import Foundation

/// Walks the tags of XML text, keeping the line and column of each: just enough of XML for
/// the property lists and workspace files the package reads without a parser (declarations,
/// comments and CDATA are skipped).
struct XMLTagScanner {
  struct Tag {
    enum Kind: Equatable {
      case open(name: String, selfClosing: Bool)
      case close(name: String)
    }

    var kind: Kind
    var position: PropertyListSourceMap.Position
    /// The text between an opening tag's name and its `>` (or `/>`), where its attributes
    /// are; empty for a closing tag.
    var attributes: Substring = ""
  }

  /// The text's UTF-8 bytes: one byte of memory per byte of input, where an array of
  /// `Character`s would take sixteen. Every byte the scanner looks for is ASCII, so a tag's
  /// name and attributes are cut on character boundaries.
  private let bytes: [UInt8]
  private var offset = 0
  private var line = 1
  private var column = 1

  init(text: String) {
    bytes = Array(text.utf8)
  }

  private static let lessThan = UInt8(ascii: "<")
  private static let greaterThan = UInt8(ascii: ">")
  private static let slash = UInt8(ascii: "/")

  /// The next open or close tag, or `nil` at the end of the text.
  mutating func nextTag() -> Tag? {
    while skip(to: Self.lessThan) {
      let position = PropertyListSourceMap.Position(line: line, column: column)
      advance()
      if consume("?") {
        guard skip(past: "?>") else { return nil }
      } else if consume("!--") {
        guard skip(past: "-->") else { return nil }
      } else if consume("![CDATA[") {
        guard skip(past: "]]>") else { return nil }
      } else if consume("!") {
        guard skip(past: ">") else { return nil }
      } else if consume("/") {
        let name = readName()
        guard skip(past: ">") else { return nil }
        return Tag(kind: .close(name: name), position: position)
      } else {
        let name = readName()
        let start = offset
        while offset < bytes.count, bytes[offset] != Self.greaterThan { advance() }
        guard offset < bytes.count else { return nil }
        var end = offset
        advance()
        let selfClosing = end > start && bytes[end - 1] == Self.slash
        if selfClosing { end -= 1 }
        return Tag(
          kind: .open(name: name, selfClosing: selfClosing), position: position,
          attributes: Substring(string(start..<end)))
      }
    }
    return nil
  }

  /// The text up to `terminator`, which is consumed too (the rest of the text when it
  /// never comes).
  mutating func text(until terminator: String) -> String {
    let start = offset
    while offset < bytes.count, !lookingAt(terminator) { advance() }
    let text = string(start..<offset)
    _ = consume(terminator)
    return text
  }

  private func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  private mutating func readName() -> String {
    let start = offset
    while offset < bytes.count {
      let byte = bytes[offset]
      guard !Self.isWhitespace(byte), byte != Self.slash, byte != Self.greaterThan else { break }
      advance()
    }
    return string(start..<offset)
  }

  private mutating func skip(to byte: UInt8) -> Bool {
    while offset < bytes.count, bytes[offset] != byte { advance() }
    return offset < bytes.count
  }

  private mutating func skip(past terminator: String) -> Bool {
    while offset < bytes.count {
      if consume(terminator) { return true }
      advance()
    }
    return false
  }

  private func lookingAt(_ string: String) -> Bool {
    var index = offset
    for byte in string.utf8 {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
    }
    return true
  }

  private mutating func consume(_ string: String) -> Bool {
    guard lookingAt(string) else { return false }
    for _ in string.utf8 { advance() }
    return true
  }

  /// Moves one byte on, counting lines as `Character.isNewline` does for ASCII (`\r\n` is
  /// one line break) and columns in Unicode scalars (a continuation byte adds none).
  private mutating func advance() {
    let byte = bytes[offset]
    offset += 1
    if byte == 0x0D, offset < bytes.count, bytes[offset] == 0x0A {
      return
    }
    if byte >= 0x0A && byte <= 0x0D {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  /// The value of the attribute `name` in an opening tag's ``Tag/attributes``, with its
  /// entities decoded; spaces around the `=` are allowed, as Xcode writes them.
  static func attribute(_ name: String, in attributes: Substring) -> String? {
    var rest = attributes
    while let range = rest.range(of: name) {
      let before = rest[..<range.lowerBound].last
      var value = rest[range.upperBound...].drop(while: \.isWhitespace)
      rest = rest[range.upperBound...]
      guard before?.isWhitespace ?? true, value.first == "=" else { continue }
      value = value.dropFirst().drop(while: \.isWhitespace)
      guard let quote = value.first, quote == "\"" || quote == "'" else { return nil }
      value = value.dropFirst()
      guard let end = value.firstIndex(of: quote) else { return nil }
      return decodingEntities(String(value[..<end]))
    }
    return nil
  }

  /// `text` with XML's references replaced by their characters: the five predefined
  /// entities and character references (`&#10;`, `&#x202E;`), as an XML parser such as
  /// Xcode's reads them. Anything else after `&` is kept as written.
  static func decodingEntities(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
    var result = ""
    var rest = Substring(text)
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      let afterAmpersand = rest.index(after: ampersand)
      // The longest reference is `&#x10FFFF;`: look no further for its `;`.
      guard let semicolon = rest[afterAmpersand...].prefix(9).firstIndex(of: ";"),
        let character = character(named: rest[afterAmpersand..<semicolon])
      else {
        result += "&"
        rest = rest[afterAmpersand...]
        continue
      }
      result.append(character)
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }

  /// The character a reference's name stands for (`lt`, `#10`, `#x1B`), or `nil`.
  private static func character(named name: Substring) -> Character? {
    switch name {
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    case "amp": return "&"
    default: break
    }
    guard name.first == "#" else { return nil }
    let digits = name.dropFirst()
    let number = digits.first == "x" ? digits.dropFirst() : digits
    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
    let value =
      digits.first == "x" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
    // XML forbids a reference to NUL; a surrogate or a value past U+10FFFF is no scalar.
    guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
    return Character(scalar)
  }
}
