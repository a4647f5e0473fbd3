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

  private let characters: [Character]
  private var offset = 0
  private var line = 1
  private var column = 1

  init(text: String) {
    characters = Array(text)
  }

  /// The next open or close tag, or `nil` at the end of the text.
  mutating func nextTag() -> Tag? {
    while skip(to: "<") {
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
        var attributes = ""
        while offset < characters.count, characters[offset] != ">" {
          attributes.append(characters[offset])
          advance()
        }
        guard offset < characters.count else { return nil }
        advance()
        let selfClosing = attributes.last == "/"
        return Tag(
          kind: .open(name: name, selfClosing: selfClosing), position: position,
          attributes: selfClosing ? attributes.dropLast() : attributes[...])
      }
    }
    return nil
  }

  /// The text up to `terminator`, which is consumed too (the rest of the text when it
  /// never comes).
  mutating func text(until terminator: String) -> String {
    var text = ""
    while offset < characters.count, !lookingAt(terminator) {
      text.append(characters[offset])
      advance()
    }
    _ = consume(terminator)
    return text
  }

  private mutating func readName() -> String {
    var name = ""
    while offset < characters.count {
      let character = characters[offset]
      guard !character.isWhitespace, character != "/", character != ">" else { break }
      name.append(character)
      advance()
    }
    return name
  }

  private mutating func skip(to character: Character) -> Bool {
    while offset < characters.count, characters[offset] != character { advance() }
    return offset < characters.count
  }

  private mutating func skip(past terminator: String) -> Bool {
    while offset < characters.count {
      if consume(terminator) { return true }
      advance()
    }
    return false
  }

  private func lookingAt(_ string: String) -> Bool {
    var index = offset
    for character in string {
      guard index < characters.count, characters[index] == character else { return false }
      index += 1
    }
    return true
  }

  private mutating func consume(_ string: String) -> Bool {
    guard lookingAt(string) else { return false }
    for _ in string { advance() }
    return true
  }

  private mutating func advance() {
    if characters[offset].isNewline {
      line += 1
      column = 1
    } else {
      column += 1
    }
    offset += 1
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

  /// `text` with XML's five predefined entities replaced by their characters.
  static func decodingEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    return
      text
      .replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
