/// The state of one ``JSONReader`` pass: the bytes, the position, the line, and the stack
/// of arrays and objects still open.
///
/// Each depth of nesting keeps the list its open array or object is filling; closing the
/// container moves that list out whole (nothing is copied), and the next container at that
/// depth reserves as much room as the last one took, so siblings of one shape (the items of
/// a snapshot, the steps of a scenario) cost one allocation each. The room reserved beyond
/// what a container needs is at most what its previous sibling used.
struct JSONParser {
  /// An array or object still open.
  private struct OpenContainer {
    var isObject: Bool
    /// Whether it has the last table of ``keyTables``.
    var hasKeyTable = false
  }

  /// Objects with fewer members are checked for a repeated key by comparing with each.
  private static let keySetThreshold = 16

  private let bytes: UnsafeBufferPointer<UInt8>
  private var offset = 0
  private var line = 1
  private var lineStart = 0
  /// The arrays and objects open, outermost first.
  private var open: [OpenContainer] = []
  /// By depth, the elements read so far of the array open there.
  private var elementLists: [[JSONValue]] = []
  /// By depth, the members read so far of the object open there.
  private var memberLists: [[JSONMember]] = []
  /// By depth, how many elements or members the container closed last there had.
  private var lastCounts: [Int] = []
  /// By depth, the key of the member whose value the object open there is reading.
  private var keys: [String] = []
  /// For each open object with many members, where each member sits by its key's hash:
  /// open addressing, -1 for an empty slot. Positions take a quarter of the memory a set of
  /// the keys would.
  private var keyTables: [[Int32]] = []
  /// Whether only portable text is read (see ``JSONReader/Grammar/portable``).
  private let isPortable: Bool
  /// The strings read so far, so that text the document repeats is held once.
  private var strings = StringInterner()

  init(bytes: UnsafeBufferPointer<UInt8>, isPortable: Bool = false) {
    self.bytes = bytes
    self.isPortable = isPortable
  }

  /// Reads the one value of the text, with white space around it.
  mutating func readDocument() throws(JSONSyntaxError) -> JSONValue {
    if !isPortable, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      offset = 3
      lineStart = 3
    }
    var value: JSONValue
    readingValues: while true {
      skipWhitespace()
      guard offset < bytes.count else { throw failure("expected a value, found the end") }
      // The bytes are written as numbers, the character beside each: the reader's inner
      // loops stay quick in a debug build too.
      switch bytes[offset] {
      case 0x7B:  // {
        try enter(isObject: true)
        skipWhitespace()
        if current == 0x7D {  // }
          offset += 1
          value = leaveObject()
        } else {
          try readKey()
          continue readingValues
        }
      case 0x5B:  // [
        try enter(isObject: false)
        skipWhitespace()
        if current == 0x5D {  // ]
          offset += 1
          value = leaveArray()
        } else {
          continue readingValues
        }
      case 0x22: value = .string(try readString())  // "
      case 0x2D, 0x30...0x39: value = try readNumber()  // - and digits
      case 0x74: value = try readLiteral("true", .bool(true))  // t
      case 0x66: value = try readLiteral("false", .bool(false))  // f
      case 0x6E: value = try readLiteral("null", .null)  // n
      default: throw unexpected("expected a value", word: true)
      }
      // A value is complete: add it to the innermost open container, and close every
      // container that ends here.
      while !open.isEmpty {
        skipWhitespace()
        let depth = open.count - 1
        if open[depth].isObject {
          memberLists[depth].append(JSONMember(key: keys[depth], value: value))
          if current == 0x2C {  // ,
            offset += 1
            skipWhitespace()
            if current != 0x7D {  // }
              try readKey()
              continue readingValues
            }
            if isPortable { throw unexpected("expected a string key in double quotes") }
          }
          guard current == 0x7D else {  // }
            throw unexpected("expected ',' or '}' after an object member")
          }
          offset += 1
          value = leaveObject()
        } else {
          elementLists[depth].append(value)
          if current == 0x2C {  // ,
            offset += 1
            skipWhitespace()
            if current != 0x5D { continue readingValues }  // ]
            if isPortable { throw unexpected("expected a value") }
          }
          guard current == 0x5D else {  // ]
            throw unexpected("expected ',' or ']' after an array element")
          }
          offset += 1
          value = leaveArray()
        }
      }
      skipWhitespace()
      guard offset == bytes.count else {
        throw unexpected("expected the end of the text after the top-level value")
      }
      return value
    }
  }

  /// Opens an array or object at the current bracket.
  private mutating func enter(isObject: Bool) throws(JSONSyntaxError) {
    let depth = open.count
    guard depth < JSONReader.maximumDepth else {
      throw failure("nested more than \(JSONReader.maximumDepth) levels deep")
    }
    if depth == lastCounts.count {
      elementLists.append([])
      memberLists.append([])
      keys.append("")
      lastCounts.append(0)
    }
    if isObject {
      memberLists[depth].reserveCapacity(lastCounts[depth])
    } else {
      elementLists[depth].reserveCapacity(lastCounts[depth])
    }
    open.append(OpenContainer(isObject: isObject))
    offset += 1
  }

  /// Closes the innermost container, an object, returning it.
  private mutating func leaveObject() -> JSONValue {
    if open.removeLast().hasKeyTable { keyTables.removeLast() }
    var object: [JSONMember] = []
    swap(&object, &memberLists[open.count])
    lastCounts[open.count] = object.count
    return .object(object)
  }

  /// Closes the innermost container, an array, returning it.
  private mutating func leaveArray() -> JSONValue {
    open.removeLast()
    var array: [JSONValue] = []
    swap(&array, &elementLists[open.count])
    lastCounts[open.count] = array.count
    return .array(array)
  }

  /// Reads a member's key and the colon after it into the innermost object, refusing a key
  /// the object already has.
  private mutating func readKey() throws(JSONSyntaxError) {
    guard current == 0x22 else {  // "
      throw unexpected("expected a string key in double quotes")
    }
    // A key holds no line break, so its line is the current one; its column is counted
    // only for an error, as a long line would make counting each key quadratic.
    let keyStart = offset
    let key = try readString()
    if !insertKey(key) {
      let quoted = key.count <= 40 ? key : key.prefix(36) + "…"
      throw JSONSyntaxError(
        line: line, column: column(at: keyStart),
        message: "the key \"\(quoted)\" appears twice in one object; only one can count",
        repeatedKey: key)
    }
    keys[open.count - 1] = key
    skipWhitespace()
    guard current == 0x3A else {  // :
      throw unexpected("expected ':' after an object key")
    }
    offset += 1
  }

  /// Whether `key` is new to the innermost object (and now recorded, as the position of
  /// the member about to be added).
  private mutating func insertKey(_ key: String) -> Bool {
    let depth = open.count - 1
    let count = memberLists[depth].count
    guard count >= Self.keySetThreshold, count < Int32.max / 4 else {
      var index = 0
      while index < count {
        if memberLists[depth][index].key == key { return false }
        index += 1
      }
      return true
    }
    if !open[depth].hasKeyTable {
      open[depth].hasKeyTable = true
      keyTables.append([])
    }
    let table = keyTables.count - 1
    if (count + 1) * 2 > keyTables[table].count {
      rebuildKeyTable(size: max(64, keyTables[table].count * 2))
    }
    let mask = keyTables[table].count - 1
    var slot = key.hashValue & mask
    while keyTables[table][slot] >= 0 {
      if memberLists[depth][Int(keyTables[table][slot])].key == key { return false }
      slot = (slot + 1) & mask
    }
    keyTables[table][slot] = Int32(count)
    return true
  }

  /// Places every member of the innermost object in a new key table of `size` slots (a
  /// power of two).
  private mutating func rebuildKeyTable(size: Int) {
    var table = [Int32](repeating: -1, count: size)
    let mask = size - 1
    let members = memberLists[open.count - 1]
    var position = 0
    while position < members.count {
      var slot = members[position].key.hashValue & mask
      while table[slot] >= 0 { slot = (slot + 1) & mask }
      table[slot] = Int32(position)
      position += 1
    }
    keyTables[keyTables.count - 1] = table
  }

  // MARK: - Scalars

  /// Reads a string from its opening quote.
  private mutating func readString() throws(JSONSyntaxError) -> String {
    let start = offset + 1
    // Printable ASCII other than '"' (0x22) and '\\' (0x5C) is taken as it is, counted in a
    // local so the loop stays in registers.
    var position = start
    while position < bytes.count {
      let byte = bytes[position]
      guard byte >= 0x20, byte < 0x80, byte != 0x22, byte != 0x5C else { break }
      position += 1
    }
    offset = position
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte >= 0x20, byte < 0x80, byte != 0x22, byte != 0x5C {
        offset += 1
      } else if byte == 0x22 {
        let text = strings.string(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        offset += 1
        return text
      } else if byte == 0x5C {
        return try readEscapedString(from: start)
      } else if byte < 0x20 {
        throw controlCharacter()
      } else {
        try skipMultibyteScalar()
      }
    }
    throw failure("the string is not closed before the end")
  }

  /// Reads the rest of a string that has an escape, from `start`, its first byte.
  private mutating func readEscapedString(from start: Int) throws(JSONSyntaxError) -> String {
    var text = Array(bytes[start..<offset])
    while offset < bytes.count {
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        let backslash = offset
        offset += 1
        guard offset < bytes.count else { break }
        let escaped = bytes[offset]
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
          text.append(escaped)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
          offset += 1
          let scalar = try readUnicodeEscape(from: backslash)
          text.append(contentsOf: Array(String(Character(scalar)).utf8))
          continue
        default:
          throw failure("invalid escape '\\\(describeScalar(at: offset))' in a string")
        }
        offset += 1
      case 0..<0x20:
        throw controlCharacter()
      case 0x80...:
        let scalarStart = offset
        try skipMultibyteScalar()
        text.append(contentsOf: bytes[scalarStart..<offset])
      default:
        text.append(byte)
        offset += 1
      }
    }
    throw failure("the string is not closed before the end")
  }

  /// Reads the four hexadecimal digits after `\u` (and a second escape after a high
  /// surrogate); `backslash` is where the escape started, for a lone surrogate's error.
  private mutating func readUnicodeEscape(
    from backslash: Int
  ) throws(JSONSyntaxError) -> Unicode.Scalar {
    let first = try readHexadecimalDigits()
    if (0xDC00...0xDFFF).contains(first) {
      throw loneSurrogate(first, at: backslash)
    }
    guard (0xD800...0xDBFF).contains(first) else {
      return Unicode.Scalar(first) ?? "\u{FFFD}"
    }
    guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
      bytes[offset + 1] == UInt8(ascii: "u")
    else { throw loneSurrogate(first, at: backslash) }
    offset += 2
    let second = try readHexadecimalDigits()
    guard (0xDC00...0xDFFF).contains(second) else { throw loneSurrogate(first, at: backslash) }
    let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }

  private mutating func readHexadecimalDigits() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current else {
        throw unexpected("expected four hexadecimal digits after '\\u'")
      }
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 0x30)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 0x57)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 0x37)
      default: throw unexpected("expected four hexadecimal digits after '\\u'")
      }
      value = value << 4 | digit
      offset += 1
    }
    return value
  }

  /// Reads a number as the RFC writes it: an integer when it has neither a fraction nor an
  /// exponent and fits in 64 bits, otherwise a real.
  private mutating func readNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = offset
    var isInteger = true
    if current == UInt8(ascii: "-") { offset += 1 }
    if current == UInt8(ascii: "0") {
      offset += 1
    } else {
      guard skipDigits() else { throw unexpected("expected a digit") }
    }
    if current == UInt8(ascii: ".") {
      isInteger = false
      offset += 1
      guard skipDigits() else { throw unexpected("expected a digit after '.'") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      isInteger = false
      offset += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
      guard skipDigits() else { throw unexpected("expected an exponent") }
    }
    let digits = UnsafeBufferPointer(rebasing: bytes[start..<offset])
    if isInteger, let integer = Self.integer(digits) {
      // Readers disagree on `-0`: some give the integer 0, others the real -0.0.
      if isPortable, integer == 0, digits.count > 1 {
        throw JSONSyntaxError(
          line: line, column: column(at: start),
          message: "-0 is read as 0 by some readers and as -0.0 by others")
      }
      return .integer(integer)
    }
    let text = String(decoding: digits, as: UTF8.self)
    guard let real = Double(text), real.isFinite else {
      throw JSONSyntaxError(
        line: line, column: column(at: start),
        message: "the number \(text.prefix(40)) is too large for a 64-bit real")
    }
    return .real(real)
  }

  /// The integer `digits` spell (an optional minus, then digits), or `nil` past 64 bits.
  private static func integer(_ digits: UnsafeBufferPointer<UInt8>) -> Int64? {
    let isNegative = digits.first == UInt8(ascii: "-")
    var value: Int64 = 0
    for byte in digits.dropFirst(isNegative ? 1 : 0) {
      let digit = Int64(byte - UInt8(ascii: "0"))
      let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowB) =
        isNegative
        ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      if overflowA || overflowB { return nil }
      value = next
    }
    return value
  }

  private mutating func readLiteral(
    _ literal: StaticString, _ value: JSONValue
  ) throws(JSONSyntaxError) -> JSONValue {
    let count = literal.utf8CodeUnitCount
    guard bytes.count - offset >= count,
      UnsafeBufferPointer(rebasing: bytes[offset..<(offset + count)]).elementsEqual(
        UnsafeBufferPointer(start: literal.utf8Start, count: count))
    else { throw unexpected("expected a value", word: true) }
    offset += count
    return value
  }

  private mutating func skipDigits() -> Bool {
    let start = offset
    while offset < bytes.count, bytes[offset].isASCIIDigit {
      offset += 1
    }
    return offset > start
  }

  /// Moves past white space; the position is kept in a local so the loop stays in registers.
  private mutating func skipWhitespace() {
    var position = offset
    while position < bytes.count {
      let byte = bytes[position]
      if byte == 0x20 || byte == 0x09 {  // space, tab
        position += 1
        continue
      }
      if byte == 0x0A {  // line feed
        startLine(after: position)
      } else if byte == 0x0D {  // carriage return, a line break unless a line feed follows
        if position + 1 >= bytes.count || bytes[position + 1] != 0x0A { startLine(after: position) }
      } else {
        break
      }
      position += 1
    }
    offset = position
  }

  private mutating func startLine(after index: Int) {
    line += 1
    lineStart = index + 1
  }

  private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  // MARK: - UTF-8

  /// Moves past the multi-byte UTF-8 character at the current byte, or throws naming the
  /// byte that breaks UTF-8.
  private mutating func skipMultibyteScalar() throws(JSONSyntaxError) {
    guard let length = UTF8Validation.scalarLength(bytes, at: offset) else { throw notUTF8() }
    offset += length
  }

  // MARK: - Errors

  /// The column of `index` on the current line, counting characters from 1.
  private func column(at index: Int) -> Int {
    var column = 1
    for position in lineStart..<min(index, bytes.count) where bytes[position] & 0xC0 != 0x80 {
      column += 1
    }
    return column
  }

  private func failure(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(line: line, column: column(at: offset), message: message)
  }

  /// `expected …, found …` for what is at the current byte, or why the text is not UTF-8
  /// when that byte breaks it; `word` quotes a run of letters, for a misspelled literal such
  /// as `True` or `nil`.
  private func unexpected(_ expectation: String, word: Bool = false) -> JSONSyntaxError {
    guard let byte = current else { return failure("\(expectation), found the end") }
    if byte >= 0x80, UTF8Validation.scalarLength(bytes, at: offset) == nil { return notUTF8() }
    if byte < 0x20 { return failure("\(expectation), found a control character") }
    if word {
      var end = offset
      while end < bytes.count, end - offset < 80, bytes[end] >= 0x80 || bytes[end].isASCIILetter {
        end += 1
      }
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
      var letters = String.UnicodeScalarView()
      for scalar in text.unicodeScalars {
        guard scalar.properties.isAlphabetic, letters.count < 20 else { break }
        letters.append(scalar)
      }
      if !letters.isEmpty { return failure("\(expectation), found '\(String(letters))'") }
    }
    return failure("\(expectation), found '\(describeScalar(at: offset))'")
  }

  /// The character at `index` (which is well-formed UTF-8), for a message.
  private func describeScalar(at index: Int) -> String {
    let length = UTF8Validation.scalarLength(bytes, at: index) ?? 1
    return String(
      decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]), as: UTF8.self)
  }

  private func controlCharacter() -> JSONSyntaxError {
    failure("a control character in a string (write it escaped, e.g. '\\n')")
  }

  private func notUTF8() -> JSONSyntaxError {
    let byte = String(bytes[offset], radix: 16, uppercase: true)
    return failure(
      "the text is not UTF-8: the byte 0x\(byte.count == 1 ? "0" + byte : byte) does not "
        + "begin or continue a character here")
  }

  private func loneSurrogate(_ value: UInt32, at index: Int) -> JSONSyntaxError {
    let hex = String(value, radix: 16, uppercase: true)
    return JSONSyntaxError(
      line: line, column: column(at: index),
      message: "'\\u\(hex)' is half of a surrogate pair with no other half; the text is not "
        + "valid Unicode")
  }
}
