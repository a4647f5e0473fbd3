/// A parsed build-setting value: literal text and `$(NAME:operator)` references.
///
/// The grammar follows Xcode's build system (swift-build, `SWBMacro/MacroExpressionParsing.swift`,
/// string semantics, which is how entitlements are expanded):
///
/// - `$(NAME)`, `${NAME}` and the deprecated `$[NAME]`; the name may itself contain
///   references (`$(X_$(DEVELOPMENT_TEAM))`).
/// - Operators after the name, separated by `:`, applied left to right: retrieval operators
///   (`:lower`) and replacement operators with an operand that may contain references
///   (`:default=$(OTHER)`).
/// - `$$` is a literal `$`; a `$` followed by anything else that cannot start a reference,
///   or at the very end, is a literal `$`.
/// - The bare form `$NAME` (name `[A-Za-z_][A-Za-z0-9._]*`) is a reference too, but one that
///   Xcode keeps as written when `NAME` has no value (`preserveOriginalIfUnresolved` in
///   `SWBMacro/MacroEvaluationProgram.swift`); this package does the same.
/// - An unterminated reference is an error here (Xcode reports it and treats the rest as
///   literal text).
struct BuildSettingExpression: Hashable, Sendable {
  /// One piece of a value.
  indirect enum Part: Hashable, Sendable {
    /// Text copied as it is.
    case literal(String)
    /// A reference to a setting.
    case reference(Reference)
  }

  /// An operator written after a reference's name.
  enum Operator: Hashable, Sendable {
    /// `:name`, which transforms the value (`:lower`).
    case retrieval(String)
    /// `:name=operand`, which replaces the value (`:default=fallback`).
    case replacement(String, [Part])
  }

  /// `$(NAME:operators)`, `${NAME}`, or the bare `$NAME`.
  struct Reference: Hashable, Sendable {
    /// The name, which may contain references.
    var name: [Part]
    /// The operators, in the order written.
    var operators: [Operator]
    /// `false` for the bare `$NAME` form.
    var isBracketed: Bool
  }

  /// The pieces, in order.
  var parts: [Part]

  /// Parses a value.
  ///
  /// - Parameter text: The value as written.
  /// - Throws: ``BuildSettingsError/malformedReference(value:reason:)`` for an unterminated
  ///   reference or an operator without a name.
  init(parsing text: String) throws(BuildSettingsError) {
    var parser = Parser(text: text)
    parts = try parser.parseParts(closedBy: nil)
  }
}

extension BuildSettingExpression {
  /// A recursive-descent parser over the value's UTF-8 bytes; every significant character
  /// is ASCII, so literal runs are cut on byte boundaries that are also character
  /// boundaries.
  fileprivate struct Parser {
    let text: String
    let bytes: [UInt8]
    var index = 0
    /// How many references enclose the current position.
    var depth = 0

    /// The deepest nesting of references accepted, so hostile input cannot exhaust the
    /// stack.
    static let maximumDepth = 64

    init(text: String) {
      self.text = text
      self.bytes = Array(text.utf8)
    }

    private static let dollar = UInt8(ascii: "$")
    private static let colon = UInt8(ascii: ":")
    private static let equals = UInt8(ascii: "=")

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func byte(at offset: Int) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func string(_ range: Range<Int>) -> String {
      String(decoding: bytes[range], as: UTF8.self)
    }

    private func malformed(_ reason: String) -> BuildSettingsError {
      .malformedReference(value: text, reason: reason)
    }

    /// Parses literal text and references until the end or, inside a reference whose closing
    /// delimiter is `close`, until a `:` or `close` (outside any nested reference).
    mutating func parseParts(closedBy close: UInt8?) throws(BuildSettingsError) -> [Part] {
      var parts: [Part] = []
      var literalStart = index
      while let byte = current, close == nil || (byte != Self.colon && byte != close) {
        guard byte == Self.dollar else {
          // Outside any reference, only a `$` ends the literal: skip to it at once.
          index =
            close == nil
            ? ByteSearch.firstIndex(of: Self.dollar, in: bytes, from: index, to: bytes.count)
            : index + 1
          continue
        }
        Self.append(.literal(string(literalStart..<index)), to: &parts)
        Self.append(try parseDollar(), to: &parts)
        literalStart = index
      }
      Self.append(.literal(string(literalStart..<index)), to: &parts)
      return parts
    }

    /// Appends a part, joining adjacent literals and dropping empty ones.
    private static func append(_ part: Part, to parts: inout [Part]) {
      guard case .literal(let literal) = part else {
        parts.append(part)
        return
      }
      guard !literal.isEmpty else { return }
      if case .literal(let previous) = parts.last {
        parts[parts.count - 1] = .literal(previous + literal)
      } else {
        parts.append(part)
      }
    }

    /// Parses what starts at a `$`.
    private mutating func parseDollar() throws(BuildSettingsError) -> Part {
      let start = index
      guard depth < Self.maximumDepth else {
        throw malformed("references nested more than \(Self.maximumDepth) levels deep")
      }
      depth += 1
      defer { depth -= 1 }
      index += 1
      guard let next = current else { return .literal("$") }
      if let close = Self.closingDelimiter(for: next) {
        index += 1
        let name = try parseParts(closedBy: close)
        guard current != nil else {
          throw malformed("unterminated reference `\(string(start..<index).excerpted)`")
        }
        var operators: [Operator] = []
        while current == Self.colon {
          index += 1
          let nameStart = index
          while let byte = current, Self.isOperatorNameByte(byte) { index += 1 }
          let operatorName = string(nameStart..<index)
          guard let byte = current else {
            throw malformed("unterminated reference `\(string(start..<index).excerpted)`")
          }
          if byte == Self.equals {
            guard !operatorName.isEmpty else {
              throw malformed("missing operator name in `\(string(start..<index).excerpted)`")
            }
            index += 1
            let operand = try parseParts(closedBy: close)
            guard current != nil else {
              throw malformed("unterminated reference `\(string(start..<index).excerpted)`")
            }
            operators.append(.replacement(operatorName, operand))
          } else if byte == Self.colon || byte == close {
            guard !operatorName.isEmpty else {
              throw malformed("missing operator name in `\(string(start..<index + 1).excerpted)`")
            }
            operators.append(.retrieval(operatorName))
          } else {
            throw malformed(
              "invalid character in operator name in `\(string(start..<index + 1).excerpted)`")
          }
        }
        // Only the closing delimiter can be left here.
        index += 1
        return .reference(Reference(name: name, operators: operators, isBracketed: true))
      }
      if Self.isNameFirstByte(next) {
        let nameStart = index
        index += 1
        while let byte = current, Self.isNameByte(byte) { index += 1 }
        let name = string(nameStart..<index)
        return .reference(Reference(name: [.literal(name)], operators: [], isBracketed: false))
      }
      if next == Self.dollar { index += 1 }
      return .literal("$")
    }

    private static func closingDelimiter(for byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "("): UInt8(ascii: ")")
      case UInt8(ascii: "{"): UInt8(ascii: "}")
      case UInt8(ascii: "["): UInt8(ascii: "]")
      default: nil
      }
    }

    private static func isNameFirstByte(_ byte: UInt8) -> Bool {
      byte.isASCIILetter || byte == UInt8(ascii: "_")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
      byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: ".")
    }

    private static func isOperatorNameByte(_ byte: UInt8) -> Bool {
      byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: ".")
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }
  }
}
