import Foundation

/// Reads the old-style (OpenStep, "NeXT") property-list text that `project.pbxproj` files
/// are written in.
///
/// ```swift
/// let root = try OpenStepPropertyListReader.parse(text, file: "project.pbxproj")
/// root.dictionaryValue?["objectVersion"]  // .string("76") for NetNewsWire's project
/// ```
///
/// The grammar is the one Xcode writes and Foundation reads:
///
/// - Strings, quoted (`"a \"b\""`, with the escapes `\n \t \r \a \b \f \v \" \' \\`,
///   `\Uxxxx` for a UTF-16 code unit in hexadecimal and `\ooo` in octal) or bare (letters,
///   digits and `_ $ / : . -`). Every scalar is a ``PropertyListValue/string(_:)``: the
///   format has no numbers or booleans of its own.
/// - Arrays, `( a, b, )`, where a trailing comma is allowed.
/// - Dictionaries, `{ key = value; }`, where every entry ends with `;` and keys are strings.
///   A key written twice keeps its last value, as Foundation does.
/// - Data, `<0fbd 7799>`: pairs of hexadecimal digits, spaces allowed between them.
/// - Comments, `/* … */` and `// …` up to the end of the line, anywhere whitespace may be.
///
/// Octal escapes above 127 are taken as Unicode code points rather than through the
/// NeXTSTEP character set; Xcode never writes them.
///
/// Malformed, truncated or hostile input is an ``OpenStepPropertyListError`` that names
/// the line and column; nesting deeper than ``maximumDepth`` is refused so input cannot
/// exhaust the stack.
package enum OpenStepPropertyListReader: Sendable {
  /// How deeply arrays and dictionaries may nest. Real project files nest four levels.
  package static let maximumDepth = 256

  /// Parses a whole document: one value, then nothing but whitespace and comments.
  ///
  /// - Parameters:
  ///   - text: The document.
  ///   - file: The file's path or name, used in errors.
  /// - Returns: The value.
  /// - Throws: ``OpenStepPropertyListError`` naming the line and column of the problem.
  package static func parse(
    _ text: String, file: String
  ) throws(OpenStepPropertyListError) -> PropertyListValue {
    try OpenStepParser.parsing(Array(text.utf8), file: file) {
      (parser: inout OpenStepParser) throws(OpenStepPropertyListError) in
      try parser.parseDocument()
    }
  }

  /// Parses a document from bytes, which must be UTF-8 (a byte-order mark is skipped).
  ///
  /// - Parameters:
  ///   - data: The file's contents.
  ///   - file: The file's path or name, used in errors.
  /// - Returns: The value.
  /// - Throws: ``OpenStepPropertyListError``, also for bytes that are not UTF-8.
  package static func parse(
    data: Data, file: String
  ) throws(OpenStepPropertyListError) -> PropertyListValue {
    let bytes = try OpenStepParser.checkedUTF8(Array(data), file: file)
    return try OpenStepParser.parsing(bytes, file: file) {
      (parser: inout OpenStepParser) throws(OpenStepPropertyListError) in
      try parser.parseDocument()
    }
  }

  /// Parses a document whose top level is a dictionary with one large entry, such as the
  /// `objects` of a `project.pbxproj`, whose members are checked but kept as text.
  ///
  /// A project file is mostly that one dictionary, and a project reads few of its objects
  /// (its targets and their configurations, not its source files), so parsing each object
  /// only when it is asked for keeps memory near the file's size.
  ///
  /// ```swift
  /// let document = try OpenStepPropertyListReader.parse(
  ///   utf8: bytes, file: "project.pbxproj", deferring: "objects")
  /// document.members["ABC"]  // the object ABC, parsed now
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: The file's contents, UTF-8 (a byte-order mark is skipped).
  ///   - file: The file's path or name, used in errors.
  ///   - key: The top-level key whose dictionary's members are kept as text. When the top
  ///     level is not a dictionary, or the key's value is not one, nothing is deferred.
  /// - Returns: The document.
  /// - Throws: ``OpenStepPropertyListError`` for any error in the whole document, deferred
  ///   members included, exactly as ``parse(data:file:)`` would throw it.
  package static func parse(
    utf8 bytes: [UInt8], file: String, deferring key: String
  ) throws(OpenStepPropertyListError) -> OpenStepDeferredDocument {
    let bytes = try OpenStepParser.checkedUTF8(bytes, file: file)
    let (root, ranges) = try OpenStepParser.parsing(bytes, file: file) {
      (parser: inout OpenStepParser) throws(OpenStepPropertyListError) in
      parser.deferredKey = key
      return (try parser.parseDocument(), parser.deferredRanges)
    }
    return OpenStepDeferredDocument(
      root: root, members: OpenStepDeferredMembers(bytes: bytes, file: file, ranges: ranges))
  }
}

/// A recursive-descent parser over UTF-8 bytes. Every structural character is ASCII, so
/// slices cut at them are whole characters.
///
/// It reads the bytes through a pointer that ``parsing(_:file:_:)`` lends it, so reading a
/// byte costs no reference counting, which a debug build would do at every byte.
struct OpenStepParser {
  let bytes: UnsafeBufferPointer<UInt8>
  let file: String
  var index = 0
  var depth = 0
  /// Whether values are built; when not, they are only checked, and each is a placeholder.
  private var building = true
  /// The top-level key whose dictionary's members are checked and kept as ranges of text.
  var deferredKey: String?
  /// The members of the deferred dictionary: where each one's value is in ``bytes``.
  private(set) var deferredRanges: [String: Range<Int>] = [:]

  private init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
    self.bytes = bytes
    self.file = file
  }

  /// Runs `body` with a parser of `bytes`, which stay alive and unchanged meanwhile.
  static func parsing<Result>(
    _ bytes: [UInt8], file: String,
    _ body: (inout OpenStepParser) throws(OpenStepPropertyListError) -> Result
  ) throws(OpenStepPropertyListError) -> Result {
    let result = bytes.withUnsafeBufferPointer { buffer in
      var parser = OpenStepParser(bytes: buffer, file: file)
      return Swift.Result { () throws(OpenStepPropertyListError) in try body(&parser) }
    }
    return try result.get()
  }

  /// The bytes of a file, which must be UTF-8, without a byte-order mark.
  static func checkedUTF8(
    _ bytes: [UInt8], file: String
  ) throws(OpenStepPropertyListError) -> [UInt8] {
    var bytes = bytes
    let isUTF8 = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) == nil }
    guard isUTF8 else {
      throw OpenStepPropertyListError(
        file: file, line: 1, column: 1, reason: "the file is not UTF-8 text")
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    return bytes
  }

  /// Parses the value that starts at `offset`, which a whole-document parse has checked.
  ///
  /// - Parameter offset: Where the value starts.
  /// - Returns: The value, or `nil` if the bytes there are not one.
  func value(at offset: Int) -> PropertyListValue? {
    var parser = OpenStepParser(bytes: bytes, file: file)
    parser.index = offset
    return try? parser.parseValue()
  }

  mutating func parseDocument() throws(OpenStepPropertyListError) -> PropertyListValue {
    try skipTrivia()
    guard index < bytes.count else { throw error("the document is empty", at: index) }
    let value = try parseValue()
    try skipTrivia()
    guard index >= bytes.count else {
      throw error("unexpected \(describe(index)) after the top-level value", at: index)
    }
    return value
  }

  // MARK: Values

  private mutating func parseValue() throws(OpenStepPropertyListError) -> PropertyListValue {
    guard let byte = current else { throw error("expected a value, found the end", at: index) }
    switch byte {
    case UInt8(ascii: "{"): return try parseDictionary()
    case UInt8(ascii: "("): return try parseArray()
    case UInt8(ascii: "<"): return try parseData()
    case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try parseQuotedString())
    default:
      guard Self.isBareByte(byte) else {
        throw error("expected a value, found \(describe(index))", at: index)
      }
      return .string(parseBareString())
    }
  }

  private mutating func enter(at start: Int) throws(OpenStepPropertyListError) {
    guard depth < OpenStepPropertyListReader.maximumDepth else {
      throw error(
        "arrays and dictionaries nest more than \(OpenStepPropertyListReader.maximumDepth) "
          + "levels deep", at: start)
    }
    depth += 1
  }

  /// Parses a dictionary; with `defersMembers`, its members are checked and their ranges
  /// kept in ``deferredRanges`` (the last of a key written twice), and it is returned empty.
  private mutating func parseDictionary(
    defersMembers: Bool = false
  ) throws(OpenStepPropertyListError) -> PropertyListValue {
    let start = index
    try enter(at: start)
    defer { depth -= 1 }
    index += 1
    var entries: [String: PropertyListValue] = [:]
    if defersMembers { deferredRanges = [:] }
    while true {
      try skipTrivia()
      guard let byte = current else {
        throw error("unterminated dictionary: expected `}`, found the end", at: start)
      }
      if byte == UInt8(ascii: "}") {
        index += 1
        return .dictionary(entries)
      }
      let keyStart = index
      guard case .string(let key) = try parseValue() else {
        throw error("a dictionary key must be a string", at: keyStart)
      }
      try skipTrivia()
      guard current == UInt8(ascii: "=") else {
        throw error(
          "expected `=` after the key `\(keyText(key, at: keyStart))`, found \(describe(index))",
          at: index)
      }
      index += 1
      try skipTrivia()
      let valueStart = index
      let value: PropertyListValue
      if defersMembers {
        try skipValue()
        value = .null
      } else if depth == 1, key == self.deferredKey, current == UInt8(ascii: "{") {
        value = try parseDictionary(defersMembers: true)
      } else {
        value = try parseValue()
      }
      let valueEnd = index
      try skipTrivia()
      guard current == UInt8(ascii: ";") else {
        throw error(
          "expected `;` after the value of `\(keyText(key, at: keyStart))`, "
            + "found \(describe(index))", at: index)
      }
      index += 1
      if defersMembers {
        deferredRanges[key] = valueStart..<valueEnd
      } else if building {
        entries[key] = value
      }
    }
  }

  /// Checks one value without building it.
  private mutating func skipValue() throws(OpenStepPropertyListError) {
    let wasBuilding = building
    building = false
    defer { building = wasBuilding }
    _ = try parseValue()
  }

  /// A key for a message: when values are only checked, `key` is a placeholder, and the
  /// key is parsed again from its text.
  private func keyText(_ key: String, at offset: Int) -> String {
    building ? key : value(at: offset)?.stringValue ?? ""
  }

  private mutating func parseArray() throws(OpenStepPropertyListError) -> PropertyListValue {
    let start = index
    try enter(at: start)
    defer { depth -= 1 }
    index += 1
    var elements: [PropertyListValue] = []
    while true {
      try skipTrivia()
      guard let byte = current else {
        throw error("unterminated array: expected `)`, found the end", at: start)
      }
      if byte == UInt8(ascii: ")") {
        index += 1
        return .array(elements)
      }
      let element = try parseValue()
      if building { elements.append(element) }
      try skipTrivia()
      if current == UInt8(ascii: ",") {
        index += 1
      } else if current != UInt8(ascii: ")") {
        throw error("expected `,` or `)` in an array, found \(describe(index))", at: index)
      }
    }
  }

  private mutating func parseData() throws(OpenStepPropertyListError) -> PropertyListValue {
    let start = index
    index += 1
    var data = Data()
    var high: UInt8?
    while true {
      guard let byte = current else {
        throw error("unterminated data: expected `>`, found the end", at: start)
      }
      index += 1
      if byte == UInt8(ascii: ">") {
        guard high == nil else {
          throw error("data has an odd number of hexadecimal digits", at: index - 1)
        }
        return .data(data)
      }
      if Self.isSpace(byte) { continue }
      guard let nibble = Self.hexValue(byte) else {
        throw error(
          "expected a hexadecimal digit in data, found \(describe(index - 1))",
          at: index - 1)
      }
      if let first = high {
        if building { data.append(first << 4 | nibble) }
        high = nil
      } else {
        high = nibble
      }
    }
  }

  private mutating func parseBareString() -> String {
    let start = index
    index = ByteSearch.firstIndex(in: bytes, from: index, to: bytes.count, outside: Self.bareBytes)
    guard building else { return "" }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  private mutating func parseQuotedString() throws(OpenStepPropertyListError) -> String {
    let start = index
    let quote = bytes[index]
    index += 1
    var result: [UInt8] = []
    var runStart = index
    // Only a quote or a backslash ends a run: jump to the nearer one. Each is searched for
    // again only once it is passed, so a long string costs one pass; a backslash is looked
    // for only up to the next quote, so a file of many strings costs one pass too.
    var nextQuote = -1
    var nextBackslash = -1
    while true {
      if nextQuote < index {
        nextQuote = ByteSearch.firstIndex(of: quote, in: bytes, from: index, to: bytes.count)
      }
      if nextBackslash < index {
        nextBackslash = ByteSearch.firstIndex(
          of: UInt8(ascii: "\\"), in: bytes, from: index, to: nextQuote)
      }
      index = min(nextQuote, nextBackslash)
      guard let byte = current else {
        throw error("unterminated string: expected a closing quote", at: start)
      }
      if byte == quote {
        index += 1
        guard building else { return "" }
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index - 1]))
        return String(decoding: result, as: UTF8.self)
      }
      // A backslash: copy the run before it, then its escape.
      if building {
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      }
      let escapeStart = index
      index += 1
      guard let escaped = current else {
        throw error("unterminated string: expected a closing quote", at: start)
      }
      index += 1
      switch escaped {
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "a"): result.append(0x07)
      case UInt8(ascii: "b"): result.append(0x08)
      case UInt8(ascii: "f"): result.append(0x0C)
      case UInt8(ascii: "v"): result.append(0x0B)
      case UInt8(ascii: "U"), UInt8(ascii: "u"):
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, let byte = current, let nibble = Self.hexValue(byte) {
          value = value << 4 | UInt32(nibble)
          digits += 1
          index += 1
        }
        guard digits > 0 else {
          throw error("`\\U` must be followed by hexadecimal digits", at: escapeStart)
        }
        result.append(contentsOf: Self.utf8(value))
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = UInt32(escaped - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, let byte = current, byte >= UInt8(ascii: "0"),
          byte <= UInt8(ascii: "7")
        {
          value = value << 3 | UInt32(byte - UInt8(ascii: "0"))
          digits += 1
          index += 1
        }
        result.append(contentsOf: Self.utf8(value))
      default:
        // `\"`, `\'`, `\\` and any other character stand for themselves.
        result.append(escaped)
      }
      runStart = index
    }
  }

  /// The UTF-8 bytes of a code point; a lone surrogate (`\UD800`) becomes U+FFFD, as
  /// decoding a broken UTF-16 string would.
  private static func utf8(_ value: UInt32) -> [UInt8] {
    let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
    return Array(String(Character(scalar)).utf8)
  }

  // MARK: Trivia

  private mutating func skipTrivia() throws(OpenStepPropertyListError) {
    while let byte = current {
      if Self.isSpace(byte) {
        index = ByteSearch.firstIndex(
          in: bytes, from: index, to: bytes.count, outside: Self.spaces)
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
        index = ByteSearch.firstIndex(
          in: bytes, from: index, to: bytes.count, outside: Self.lineContents)
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        let start = index
        index += 2
        while true {
          index = ByteSearch.firstIndex(
            of: UInt8(ascii: "*"), in: bytes, from: index, to: bytes.count)
          guard index + 1 < bytes.count else {
            throw error("unterminated `/*` comment", at: start)
          }
          if bytes[index + 1] == UInt8(ascii: "/") {
            index += 2
            break
          }
          index += 1
        }
      } else {
        return
      }
    }
  }

  // MARK: Characters

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B
      || byte == 0x0C
  }

  /// The bytes of ``isSpace(_:)`` and ``isBareByte(_:)``, and those a `//` comment runs
  /// over, asked for every byte of the file.
  static let spaces = ByteSet(where: isSpace)
  static let bareBytes = ByteSet(where: isBareByte)
  static let lineContents = ByteSet { $0 != 0x0A && $0 != 0x0D }

  static func isBareByte(_ byte: UInt8) -> Bool {
    byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ":")
      || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// `` `x` `` for a printable character, or "the end".
  private func describe(_ offset: Int) -> String {
    guard offset < bytes.count else { return "the end" }
    let byte = bytes[offset]
    if byte >= 0x21, byte < 0x7F { return "`\(Character(Unicode.Scalar(byte)))`" }
    return String(format: "byte 0x%02X", byte)
  }

  /// An error at a byte offset, with its line and character column.
  private func error(_ reason: String, at offset: Int) -> OpenStepPropertyListError {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var lineStart = 0
    var position = 0
    while position < end {
      let byte = bytes[position]
      if byte == 0x0A
        || (byte == 0x0D && (position + 1 >= bytes.count || bytes[position + 1] != 0x0A))
      {
        line += 1
        lineStart = position + 1
      }
      position += 1
    }
    let column =
      String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<end]), as: UTF8.self)
      .count + 1
    return OpenStepPropertyListError(file: file, line: line, column: column, reason: reason)
  }
}
