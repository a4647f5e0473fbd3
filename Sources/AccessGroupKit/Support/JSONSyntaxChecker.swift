/// A recursive-descent reader of RFC 8259 JSON that keeps nothing but its position: the
/// grammar behind `JSONSyntaxError.first(in:)`.
///
/// A trailing comma before `}` or `]` is let through, as Foundation's reader on Linux lets
/// it through: the checker only runs after Foundation refused the text, and must then name
/// what Foundation refused, not a comma it accepted.
struct JSONSyntaxChecker {
  private let scalars: [Unicode.Scalar]
  private var offset = 0
  private var line = 1
  private var column = 1
  private var depth = 0

  /// Whether a key written twice in one object is an error. Foundation keeps one of the
  /// two silently, so a scenario step with two `"expect"` keys would lose one.
  var rejectsDuplicateKeys = false

  /// Deeper nesting than any real scenario is refused rather than risking the stack.
  private static let maximumDepth = 512

  init(text: String) {
    scalars = Array(text.unicodeScalars)
  }

  mutating func checkDocument() throws(JSONSyntaxError) {
    if scalars.first == "\u{FEFF}" { offset = 1 }
    skipWhitespace()
    try checkValue()
    skipWhitespace()
    if offset < scalars.count {
      throw failure("expected the end of the text after the top-level value, found \(found)")
    }
  }

  private mutating func checkValue() throws(JSONSyntaxError) {
    guard let scalar = current else { throw failure("expected a value, found the end") }
    switch scalar {
    case "{": try checkObject()
    case "[": try checkArray()
    case "\"": try checkString()
    case "-", "0"..."9": try checkNumber()
    case "t": try checkLiteral("true")
    case "f": try checkLiteral("false")
    case "n": try checkLiteral("null")
    default: throw failure("expected a value, found \(foundWord)")
    }
  }

  private mutating func checkObject() throws(JSONSyntaxError) {
    try enter()
    advance()
    skipWhitespace()
    if current == "}" {
      advance()
      depth -= 1
      return
    }
    var keys: Set<String> = []
    while true {
      guard current == "\"" else {
        throw failure("expected a string key in double quotes, found \(found)")
      }
      let keyStart = offset
      let keyPosition = (line, column)
      try checkString()
      if rejectsDuplicateKeys {
        var key = String.UnicodeScalarView()
        key.append(contentsOf: scalars[(keyStart + 1)..<(offset - 1)])
        let text = String(key)
        guard keys.insert(text).inserted else {
          let quoted = text.count <= 40 ? text : text.prefix(36) + "…"
          throw JSONSyntaxError(
            line: keyPosition.0, column: keyPosition.1,
            message: "the key \"\(quoted)\" appears twice in one object; only one can count")
        }
      }
      skipWhitespace()
      guard current == ":" else {
        throw failure("expected ':' after an object key, found \(found)")
      }
      advance()
      skipWhitespace()
      try checkValue()
      skipWhitespace()
      if current == "," {
        advance()
        skipWhitespace()
        if current != "}" { continue }
      }
      guard current == "}" else {
        throw failure("expected ',' or '}' after an object member, found \(found)")
      }
      advance()
      depth -= 1
      return
    }
  }

  private mutating func checkArray() throws(JSONSyntaxError) {
    try enter()
    advance()
    skipWhitespace()
    if current == "]" {
      advance()
      depth -= 1
      return
    }
    while true {
      try checkValue()
      skipWhitespace()
      if current == "," {
        advance()
        skipWhitespace()
        if current != "]" { continue }
      }
      guard current == "]" else {
        throw failure("expected ',' or ']' after an array element, found \(found)")
      }
      advance()
      depth -= 1
      return
    }
  }

  private mutating func checkString() throws(JSONSyntaxError) {
    advance()
    while let scalar = current {
      switch scalar {
      case "\"":
        advance()
        return
      case "\\":
        advance()
        guard let escaped = current else { break }
        switch escaped {
        case "\"", "\\", "/", "b", "f", "n", "r", "t": advance()
        case "u":
          advance()
          for _ in 0..<4 {
            guard let digit = current, digit.properties.isASCIIHexDigit else {
              throw failure("expected four hexadecimal digits after '\\u', found \(found)")
            }
            advance()
          }
        default: throw failure("invalid escape '\\\(escaped)' in a string")
        }
      case _ where scalar.value < 0x20:
        throw failure("a control character in a string (write it escaped, e.g. '\\n')")
      default: advance()
      }
    }
    throw failure("the string is not closed before the end")
  }

  private mutating func checkNumber() throws(JSONSyntaxError) {
    if current == "-" { advance() }
    if current == "0" {
      advance()
    } else {
      guard skipDigits() else { throw failure("expected a digit, found \(found)") }
    }
    if current == "." {
      advance()
      guard skipDigits() else { throw failure("expected a digit after '.', found \(found)") }
    }
    if current == "e" || current == "E" {
      advance()
      if current == "+" || current == "-" { advance() }
      guard skipDigits() else { throw failure("expected an exponent, found \(found)") }
    }
  }

  private mutating func checkLiteral(_ literal: String) throws(JSONSyntaxError) {
    let start = failure("expected a value, found \(foundWord)")
    for expected in literal.unicodeScalars {
      guard current == expected else { throw start }
      advance()
    }
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw failure("nested more than \(Self.maximumDepth) levels deep")
    }
  }

  private mutating func skipDigits() -> Bool {
    var any = false
    while let scalar = current, ("0"..."9").contains(scalar) {
      advance()
      any = true
    }
    return any
  }

  private mutating func skipWhitespace() {
    while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    {
      advance()
    }
  }

  private var current: Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }

  /// The character at the error, quoted, for messages.
  private var found: String {
    guard let current else { return "the end" }
    return current.value < 0x20 ? "a control character" : "'\(Character(current))'"
  }

  /// The word at the error, for a misspelled literal such as `True` or `nil`.
  private var foundWord: String {
    var word = ""
    var index = offset
    while index < scalars.count, word.unicodeScalars.count < 20,
      scalars[index].properties.isAlphabetic
    {
      word.unicodeScalars.append(scalars[index])
      index += 1
    }
    return word.isEmpty ? found : "'\(word)'"
  }

  private func failure(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(line: line, column: column, message: message)
  }

  private mutating func advance() {
    if scalars[offset] == "\n" {
      line += 1
      column = 1
    } else if scalars[offset] == "\r" {
      if offset + 1 >= scalars.count || scalars[offset + 1] != "\n" {
        line += 1
        column = 1
      }
    } else {
      column += 1
    }
    offset += 1
  }
}
