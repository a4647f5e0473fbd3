import Foundation

extension BuildSettings {
  /// Reads the settings of an `.xcconfig` file and the files it includes.
  ///
  /// - Parameter url: The file.
  /// - Throws: ``BuildSettingsError/unreadableFile(file:reason:)`` when it or a required
  ///   include cannot be read, ``BuildSettingsError/malformedXcconfig(file:line:reason:)``
  ///   for a line that is not understood, ``BuildSettingsError/includeCycle(files:)``.
  public init(xcconfigAt url: URL) throws(BuildSettingsError) {
    let file = url.standardizedFileURL
    let text = try XcconfigReader.read(file)
    var reader = XcconfigReader()
    try reader.parse(
      text, file: file.path, baseDirectory: file.deletingLastPathComponent(),
      chain: [file.path])
    self.init(reader.values)
  }

  /// Reads settings in `.xcconfig` syntax.
  ///
  /// The format is Xcode's (swift-build, `SWBMacro/MacroConfigFileParser.swift`):
  ///
  /// - `NAME = value` assignments; spaces around the name and the value are ignored, and a
  ///   trailing `;` is dropped. A later assignment wins. A value ending in `\` continues on
  ///   the next line (the pieces are joined with a space).
  /// - `//` starts a comment **anywhere**, even inside a value: `URL = http://example.com`
  ///   sets `http:`, as in Xcode. Write `http:/$()/example.com` to keep both slashes.
  /// - `#include "path"` reads another file in place, and `#include? "path"` does so only when
  ///   it exists. A relative path is resolved against the directory of the including file
  ///   (`baseDirectory` for this text); `.xcconfig` is appended when the path has no
  ///   extension and the file without it does not exist. A missing required include is
  ///   ``BuildSettingsError/unreadableFile(file:reason:)``; files that include each other
  ///   in a loop are ``BuildSettingsError/includeCycle(files:)`` (Xcode only warns and skips).
  ///   Includes nested more than 32 deep, or more than 1,000 in all, are
  ///   ``BuildSettingsError/tooManyIncludes(files:reason:)``.
  /// - `$(inherited)`, and a reference to the setting itself (`FLAGS = $(FLAGS) -v`), stand
  ///   for the setting's earlier value (nothing when there is none).
  /// - Conditional assignments, `NAME[sdk=iphoneos*] = value`, are **ignored** here: their
  ///   conditions (SDK, architecture, configuration) describe one build among many and
  ///   there is no build here to match them against. Only unconditional assignments count;
  ///   add the value you want explicitly when a setting is only set conditionally.
  ///   `XcodeBuildSettingsResolver` does apply them, for the build it evaluates.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - file: The file's path or name, used in errors.
  ///   - baseDirectory: The directory relative includes are resolved against; `nil` when the
  ///     text has no location (a relative `#include` is then unreadable).
  /// - Throws: As ``init(xcconfigAt:)``.
  public init(
    xcconfig text: String, file: String, baseDirectory: URL?
  )
    throws(BuildSettingsError)
  {
    let identity: String
    if file.hasPrefix("/") {
      identity = URL(fileURLWithPath: file).standardizedFileURL.path
    } else if let baseDirectory {
      identity = baseDirectory.appendingPathComponent(file).standardizedFileURL.path
    } else {
      identity = file
    }
    var reader = XcconfigReader()
    try reader.parse(text, file: file, baseDirectory: baseDirectory, chain: [identity])
    self.init(reader.values)
  }
}

/// Parses `.xcconfig` text into settings, following includes.
struct XcconfigReader {
  /// The settings read so far.
  var values: [String: String] = [:]

  /// Every assignment read so far, conditional ones included, in the order Xcode applies
  /// them (includes inlined where they stand).
  var assignments: [XcconfigAssignment] = []

  /// When `true`, a required include that does not exist is recorded in
  /// ``missingIncludes`` instead of thrown, and one whose name only matches with another
  /// letter case is read (as on a case-insensitive Mac file system) and recorded in
  /// ``caseInsensitiveIncludes``. A project reader uses this to report what the committed
  /// files lack instead of stopping.
  var toleratesMissingIncludes = false

  /// Required includes that do not exist: the path and where it was included from.
  var missingIncludes: [(path: String, includedFrom: String, line: Int)] = []

  /// Includes found only by ignoring letter case: the name written and the file read.
  var caseInsensitiveIncludes: [(written: String, found: String, includedFrom: String)] = []

  /// The deepest chain of includes read; real configurations nest a handful deep.
  static let maximumIncludeDepth = 32

  /// The most includes read in all, counting a file each time it is included; real
  /// configurations have tens.
  static let maximumIncludeCount = 1_000

  /// How many includes were read so far.
  private(set) var includeCount = 0

  /// Each file's text by path, so a file included many times is read once.
  private var texts: [String: String] = [:]

  /// Reads a file as UTF-8 text.
  ///
  /// - Parameter url: The file.
  /// - Returns: Its text, without a byte-order mark.
  static func read(_ url: URL) throws(BuildSettingsError) -> String {
    let check = InputFile.check(url)
    if let refusal = check.refusal(maximumSize: InputFile.maximumSize) {
      throw .refusedFile(file: refusal.path, reason: refusal.reason)
    }
    if let absence = check.absence { throw .unreadableFile(file: url.path, reason: absence) }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadableFile(file: url.path, reason: "\(error.localizedDescription)")
    }
    guard var text = String(data: data, encoding: .utf8) else {
      throw .unreadableFile(file: url.path, reason: "not UTF-8 text")
    }
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    return text
  }

  /// Parses text, assigning into ``values``.
  ///
  /// - Parameters:
  ///   - text: The contents.
  ///   - file: The name used in errors.
  ///   - baseDirectory: Where relative includes are resolved.
  ///   - chain: The files being read, outermost first, to find include cycles.
  mutating func parse(
    _ text: String, file: String, baseDirectory: URL?, chain: [String]
  )
    throws(BuildSettingsError)
  {
    // Bytes, not characters: every delimiter is ASCII, and a byte of a multi-byte character
    // never equals one, so scanning UTF-8 splits no character and costs a byte's work.
    let bytes = Array(text.utf8)
    let lines = LineScanner.lines(of: bytes)
    var lineIndex = 0
    while lineIndex < lines.count {
      let lineNumber = lineIndex + 1
      var scanner = LineScanner(bytes, line: lines[lineIndex])
      lineIndex += 1
      scanner.skipSpaces()
      if scanner.isAtEnd || scanner.isAtComment { continue }
      if scanner.isAt("#") {
        scanner.advance()
        try include(
          scanner, file: file, line: lineNumber, baseDirectory: baseDirectory, chain: chain)
        continue
      }
      guard let first = scanner.current, Self.isNameStart(first) else {
        throw .malformedXcconfig(
          file: file, line: lineNumber,
          reason:
            "expected a setting name, found `\(scanner.currentCharacter.map(String.init) ?? "")`")
      }
      let name = scanner.scan(while: Self.isNameCharacter)
      scanner.skipSpaces()
      var conditions: [BuildSettingCondition] = []
      while scanner.isAt("[") {
        scanner.advance()
        let condition = scanner.scan { $0 != UInt8(ascii: "]") }
        guard scanner.isAt("]"), let parsed = BuildSettingCondition.parse(condition) else {
          throw .malformedXcconfig(
            file: file, line: lineNumber,
            reason: "malformed condition `[\(condition)` on \(name); expected `[key=pattern]`")
        }
        conditions += parsed
        scanner.advance()
        scanner.skipSpaces()
      }
      guard scanner.isAt("=") else {
        throw .malformedXcconfig(
          file: file, line: lineNumber,
          reason: "expected `=` after \(name), found "
            + (scanner.currentCharacter.map { "`\($0)`" } ?? "the end of the line"))
      }
      scanner.advance()
      // The pieces are joined once at the end, so a long run of continued lines costs what
      // its text does.
      var pieces = [scanner.restAsValue()]
      while let last = pieces.last, last.hasSuffix("\\") {
        pieces[pieces.count - 1] = String(last.dropLast()).trimmingCharacters(in: .whitespaces)
        guard lineIndex < lines.count else { break }
        var continuation = LineScanner(bytes, line: lines[lineIndex])
        lineIndex += 1
        pieces.append(continuation.restAsValue())
      }
      let value = pieces.filter { !$0.isEmpty }.joined(separator: " ")
      assignments.append(XcconfigAssignment(name: name, conditions: conditions, value: value))
      guard conditions.isEmpty else { continue }
      do throws(BuildSettingsError) {
        values[name] = try BuildSettings.substitutingInherited(
          in: value, name: name, with: values[name])
      } catch {
        throw .malformedXcconfig(file: file, line: lineNumber, reason: error.description)
      }
    }
  }

  private mutating func include(
    _ directive: LineScanner, file: String, line: Int, baseDirectory: URL?, chain: [String]
  ) throws(BuildSettingsError) {
    var scanner = directive
    scanner.skipSpaces()
    let keyword = scanner.scan { !LineScanner.isSpace($0) && $0 != UInt8(ascii: "\"") }
    guard keyword == "include" || keyword == "include?" else {
      throw .malformedXcconfig(
        file: file, line: line, reason: "unsupported directive `#\(keyword)`")
    }
    let isOptional = keyword == "include?"
    scanner.skipSpaces()
    guard scanner.isAt("\"") else {
      throw .malformedXcconfig(
        file: file, line: line, reason: "expected a quoted file name after `#\(keyword)`")
    }
    scanner.advance()
    let path = scanner.scan { $0 != UInt8(ascii: "\"") }
    guard scanner.isAt("\"") else {
      throw .malformedXcconfig(file: file, line: line, reason: "unterminated file name")
    }
    scanner.advance()
    scanner.skipSpaces()
    guard scanner.isAtEnd || scanner.isAtComment else {
      throw .malformedXcconfig(
        file: file, line: line, reason: "unexpected text after `#\(keyword) \"\(path)\"`")
    }
    var url: URL
    if path.hasPrefix("/") {
      url = URL(fileURLWithPath: path)
    } else if let baseDirectory {
      url = baseDirectory.appendingPathComponent(path)
    } else {
      guard isOptional else {
        throw .unreadableFile(
          file: path,
          reason: "included from \(file):\(line), but a relative include needs a base directory")
      }
      return
    }
    url = url.standardizedFileURL
    let manager = FileManager.default
    if !manager.fileExists(atPath: url.path), url.pathExtension.isEmpty {
      let withExtension = url.appendingPathExtension("xcconfig")
      if manager.fileExists(atPath: withExtension.path) { url = withExtension }
    }
    if !manager.fileExists(atPath: url.path), toleratesMissingIncludes,
      let match = Self.caseInsensitiveMatch(for: url)
    {
      caseInsensitiveIncludes.append((written: path, found: match.path, includedFrom: file))
      url = match
    }
    guard manager.fileExists(atPath: url.path) else {
      if toleratesMissingIncludes, !isOptional {
        missingIncludes.append((path: url.path, includedFrom: file, line: line))
        return
      }
      guard isOptional else {
        // A link that leads nowhere is named with its target, not called missing.
        let absence = InputFile.check(url).refusal?.reason ?? "it does not exist"
        throw .unreadableFile(
          file: url.path, reason: "included from \(file):\(line), but \(absence)")
      }
      return
    }
    if let start = chain.firstIndex(of: url.path) {
      throw .includeCycle(files: Array(chain[start...]) + [url.path])
    }
    guard chain.count < Self.maximumIncludeDepth else {
      throw .tooManyIncludes(
        files: chain + [url.path], reason: "nest more than \(Self.maximumIncludeDepth) deep")
    }
    includeCount += 1
    guard includeCount <= Self.maximumIncludeCount else {
      throw .tooManyIncludes(
        files: chain + [url.path],
        reason: "read more than \(Self.maximumIncludeCount) files in all")
    }
    if let refusal = InputFile.refusal(for: url) {
      throw .refusedFile(
        file: refusal.path, reason: "\(refusal.reason); included from \(file):\(line)")
    }
    let text: String
    if let known = texts[url.path] {
      text = known
    } else {
      text = try Self.read(url)
      texts[url.path] = text
    }
    try parse(
      text, file: url.path, baseDirectory: url.deletingLastPathComponent(),
      chain: chain + [url.path])
  }

  /// A file in the same directory whose name equals `url`'s last component ignoring
  /// letter case (also with `.xcconfig` appended when the name has no extension).
  static func caseInsensitiveMatch(for url: URL) -> URL? {
    let directory = url.deletingLastPathComponent()
    let wanted = url.lastPathComponent.lowercased()
    let wantedWithExtension = url.pathExtension.isEmpty ? wanted + ".xcconfig" : nil
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
      return nil
    }
    for name in names.sorted() {
      let lowered = name.lowercased()
      if lowered == wanted || lowered == wantedWithExtension {
        return directory.appendingPathComponent(name)
      }
    }
    return nil
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_")
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
  }

  private static func isNameCharacter(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}

/// Walks one line of an `.xcconfig` file, in the UTF-8 bytes of the whole file.
private struct LineScanner {
  let bytes: [UInt8]
  var index: Int
  let end: Int

  init(_ bytes: [UInt8], line: Range<Int>) {
    self.bytes = bytes
    index = line.lowerBound
    end = line.upperBound
  }

  /// Each line's bytes, without its break: `\n`, `\r`, `\r\n`, U+2028 or U+2029.
  static func lines(of bytes: [UInt8]) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      let breakLength: Int
      switch bytes[index] {
      case 0x0A: breakLength = 1
      case 0x0D: breakLength = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
      case 0xE2
      where index + 2 < bytes.count && bytes[index + 1] == 0x80
        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
        breakLength = 3
      default:
        index += 1
        continue
      }
      lines.append(start..<index)
      index += breakLength
      start = index
    }
    lines.append(start..<bytes.count)
    return lines
  }

  var isAtEnd: Bool { index >= end }
  var current: UInt8? { isAtEnd ? nil : bytes[index] }

  /// The character that starts the rest of the line, for a message.
  var currentCharacter: Character? {
    String(decoding: bytes[index..<min(end, index + 16)], as: UTF8.self).first
  }

  func isAt(_ ascii: Unicode.Scalar) -> Bool { current == UInt8(ascii: ascii) }

  var isAtComment: Bool {
    index + 1 < end && bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "/")
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
  }

  mutating func advance() { index += 1 }

  mutating func skipSpaces() {
    while let byte = current, Self.isSpace(byte) { index += 1 }
  }

  mutating func scan(while predicate: (UInt8) -> Bool) -> String {
    let start = index
    while let byte = current, predicate(byte) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// The rest of the line as a value: up to a `//` comment, without surrounding spaces or
  /// a trailing `;`.
  mutating func restAsValue() -> String {
    skipSpaces()
    let start = index
    while !isAtEnd, !isAtComment {
      index = ByteSearch.firstIndex(of: UInt8(ascii: "/"), in: bytes, from: index + 1, to: end)
    }
    var last = index
    while last > start, Self.isSpace(bytes[last - 1]) { last -= 1 }
    if last > start, bytes[last - 1] == UInt8(ascii: ";") {
      last -= 1
      while last > start, Self.isSpace(bytes[last - 1]) { last -= 1 }
    }
    return String(decoding: bytes[start..<last], as: UTF8.self)
  }
}
