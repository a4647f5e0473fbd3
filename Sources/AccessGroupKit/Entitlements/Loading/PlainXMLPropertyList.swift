/// Reads the plain XML property lists entitlements files almost always are — a prolog, a
/// `<plist>` holding a dictionary of keys, strings, booleans, arrays and dictionaries —
/// without Foundation, which parses such a file many times slower.
///
/// It answers only for text it understands completely and would read exactly as
/// `PropertyListSerialization` does; for anything else (an entity or character reference,
/// a comment, CDATA, another value type, an attribute on a value, a repeated key, a
/// carriage return or other control character, bytes that are not UTF-8, deep nesting) it
/// gives `nil` and the caller asks Foundation, so every error still comes from one place.
struct PlainXMLPropertyList {
  private let bytes: [UInt8]
  private var position = 0
  /// Values left before the reader gives up (``PropertyListValue/maximumValueCount``).
  private var budget = PropertyListValue.maximumValueCount

  /// Containers nest at most this deep here; deeper text goes to Foundation.
  private static let maximumDepth = 32

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The top-level dictionary of `bytes`, or `nil` when they are not a plain XML property
  /// list whose top level is a dictionary.
  static func dictionary(in bytes: [UInt8]) -> [String: PropertyListValue]? {
    var reader = Self(bytes)
    return reader.document()
  }

  private mutating func document() -> [String: PropertyListValue]? {
    if skip("<?xml"), skipsWhitespace() {
      guard let end = find("?>") else { return nil }
      guard declarationIsUTF8(bytes[position..<end]) else { return nil }
      position = end + 2
      skipWhitespace()
    }
    if skip("<!DOCTYPE"), skipsWhitespace() {
      guard let end = bytes[position...].firstIndex(of: UInt8(ascii: ">")),
        !bytes[position..<end].contains(where: {
          $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "<")
        })
      else { return nil }
      position = end + 1
      skipWhitespace()
    }
    guard skip("<plist>") || skip("<plist version=\"1.0\">") else { return nil }
    skipWhitespace()
    guard case .dictionary(let top)? = value(depth: 0) else { return nil }
    skipWhitespace()
    guard skip("</plist>") else { return nil }
    skipWhitespace()
    return position == bytes.count ? top : nil
  }

  /// One value at `position`, whitespace before it skipped by the caller.
  private mutating func value(depth: Int) -> PropertyListValue? {
    budget -= 1
    guard budget >= 0, depth < Self.maximumDepth, position + 1 < bytes.count,
      bytes[position] == UInt8(ascii: "<")
    else { return nil }
    // The letter after `<` tells which few forms to try.
    switch bytes[position + 1] {
    case UInt8(ascii: "s"): return string()
    case UInt8(ascii: "t"): return skip("<true/>") ? .bool(true) : nil
    case UInt8(ascii: "f"): return skip("<false/>") ? .bool(false) : nil
    case UInt8(ascii: "a"): return array(depth: depth)
    case UInt8(ascii: "d"): return dictionary(depth: depth)
    default: return nil
    }
  }

  private mutating func string() -> PropertyListValue? {
    if skip("<string>") {
      return text(until: "</string>").map(PropertyListValue.string)
    }
    return skip("<string/>") ? .string("") : nil
  }

  private mutating func array(depth: Int) -> PropertyListValue? {
    if skip("<array/>") { return .array([]) }
    guard skip("<array>") else { return nil }
    var elements: [PropertyListValue] = []
    while true {
      skipWhitespace()
      if skip("</array>") { return .array(elements) }
      guard let element = value(depth: depth + 1) else { return nil }
      elements.append(element)
    }
  }

  private mutating func dictionary(depth: Int) -> PropertyListValue? {
    if skip("<dict/>") { return .dictionary([:]) }
    guard skip("<dict>") else { return nil }
    var entries: [String: PropertyListValue] = [:]
    while true {
      skipWhitespace()
      if skip("</dict>") { return .dictionary(entries) }
      guard skip("<key>"), let key = text(until: "</key>"), entries[key] == nil else {
        return nil
      }
      skipWhitespace()
      guard let element = value(depth: depth + 1) else { return nil }
      entries[key] = element
    }
  }

  /// The text up to `closing`, which is skipped; `nil` when markup, a reference or a byte
  /// Foundation might read differently comes first.
  private mutating func text(until closing: String) -> String? {
    let start = position
    var isASCII = true
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "<") {
        let content = bytes[start..<position]
        guard skip(closing) else { return nil }
        // Decoding replaces what is not UTF-8, so the bytes differ unless they were (ASCII
        // always is).
        let string = String(decoding: content, as: UTF8.self)
        return isASCII || string.utf8.elementsEqual(content) ? string : nil
      }
      if byte >= 0x80 { isASCII = false }
      if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\r")
        || (byte < 0x20 && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t"))
        || byte == 0x7F
      {
        return nil
      }
      position += 1
    }
    return nil
  }

  /// Whether an XML declaration names no encoding or UTF-8.
  private func declarationIsUTF8(_ declaration: ArraySlice<UInt8>) -> Bool {
    let lowercased = declaration.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    guard Self.contains("encoding", in: lowercased) else { return true }
    return Self.contains("encoding=\"utf-8\"", in: lowercased)
      || Self.contains("encoding='utf-8'", in: lowercased)
  }

  private static func contains(_ literal: String, in bytes: [UInt8]) -> Bool {
    ByteSearch.firstIndex(of: Array(literal.utf8), in: bytes, from: 0, to: bytes.count)
      < bytes.count
  }

  /// Skips `literal` when the bytes at `position` are it.
  private mutating func skip(_ literal: String) -> Bool {
    var index = position
    for byte in literal.utf8 {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
    }
    position = index
    return true
  }

  /// Where `literal` next starts, from `position`.
  private func find(_ literal: String) -> Int? {
    let found = ByteSearch.firstIndex(
      of: Array(literal.utf8), in: bytes, from: position, to: bytes.count)
    return found < bytes.count ? found : nil
  }

  /// Skips whitespace, `true` when there was some.
  private mutating func skipsWhitespace() -> Bool {
    let start = position
    skipWhitespace()
    return position > start
  }

  private mutating func skipWhitespace() {
    while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
