import Foundation

/// A strict, fast JSON reader for snapshots, in time linear in the input.
///
/// It reads the JSON that ``SnapshotJSONWriter`` writes, with any whitespace, key order and
/// string escapes, and gives up (returns `nil`) on anything else: malformed JSON, `null`,
/// numbers that are not `Int64` integers (fractions, exponents, `-0`, leading zeros), raw
/// control characters or invalid UTF-8 in strings, lone surrogates, duplicate keys, a byte
/// order mark, more than ``maximumDepth`` levels, or text after the top-level object. When it
/// gives up, the snapshot is read by `JSONSerialization` as before, so what is accepted and
/// every error message stay Foundation's.
struct SnapshotJSONReader {
  /// The deepest nesting read; a snapshot has four levels.
  static let maximumDepth = 16

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The top-level object of `data`, or `nil` when the reader gives up.
  static func read(_ data: Data) -> SnapshotJSONValue? {
    data.withUnsafeBytes { raw in
      var reader = SnapshotJSONReader(bytes: raw.bindMemory(to: UInt8.self))
      reader.skipWhitespace()
      guard reader.peek == UInt8(ascii: "{"), let root = reader.value(depth: 0) else {
        return nil
      }
      reader.skipWhitespace()
      return reader.index == reader.bytes.count ? root : nil
    }
  }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0a, 0x0d: index += 1
      default: return
      }
    }
  }

  /// Consumes `byte` after optional whitespace.
  private mutating func consume(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard peek == byte else { return false }
    index += 1
    return true
  }

  private mutating func value(depth: Int) -> SnapshotJSONValue? {
    guard depth < Self.maximumDepth else { return nil }
    skipWhitespace()
    guard let first = peek else { return nil }
    switch first {
    case UInt8(ascii: "{"): return object(depth: depth)
    case UInt8(ascii: "["): return array(depth: depth)
    case UInt8(ascii: "\""): return string().map(SnapshotJSONValue.string)
    case UInt8(ascii: "t"): return literal("true") ? .boolean(true) : nil
    case UInt8(ascii: "f"): return literal("false") ? .boolean(false) : nil
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return integer().map(SnapshotJSONValue.integer)
    default: return nil
    }
  }

  private mutating func literal(_ word: String) -> Bool {
    var position = index
    for byte in word.utf8 {
      guard position < bytes.count, bytes[position] == byte else { return false }
      position += 1
    }
    index = position
    return true
  }

  private mutating func object(depth: Int) -> SnapshotJSONValue? {
    index += 1  // {
    var members: [SnapshotJSONMember] = []
    if consume(UInt8(ascii: "}")) { return .object(members) }
    while true {
      skipWhitespace()
      guard peek == UInt8(ascii: "\""), let key = string(), consume(UInt8(ascii: ":")),
        let value = value(depth: depth + 1)
      else { return nil }
      members.append(SnapshotJSONMember(key: key, value: value))
      if consume(UInt8(ascii: ",")) { continue }
      guard consume(UInt8(ascii: "}")) else { return nil }
      break
    }
    guard Self.keysAreDistinct(members) else { return nil }
    return .object(members)
  }

  private static func keysAreDistinct(_ members: [SnapshotJSONMember]) -> Bool {
    if members.count <= 12 {
      for first in members.indices {
        for second in members.indices[(first + 1)...]
        where members[first].key == members[second].key {
          return false
        }
      }
      return true
    }
    return Set(members.map(\.key)).count == members.count
  }

  private mutating func array(depth: Int) -> SnapshotJSONValue? {
    index += 1  // [
    var elements: [SnapshotJSONValue] = []
    if consume(UInt8(ascii: "]")) { return .array(elements) }
    while true {
      guard let element = value(depth: depth + 1) else { return nil }
      elements.append(element)
      if consume(UInt8(ascii: ",")) { continue }
      guard consume(UInt8(ascii: "]")) else { return nil }
      return .array(elements)
    }
  }

  /// A decimal integer without leading zeros that fits `Int64`; not `-0`.
  private mutating func integer() -> Int64? {
    let isNegative = peek == UInt8(ascii: "-")
    if isNegative { index += 1 }
    let start = index
    var magnitude: UInt64 = 0
    while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
      let (times, overflow) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
      guard !overflow, !carry else { return nil }
      magnitude = sum
      index += 1
    }
    let digits = index - start
    guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
    // A fraction or an exponent makes Foundation read a real: leave those to it.
    if let byte = peek,
      byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
        || byte == UInt8(ascii: "E")
    {
      return nil
    }
    if isNegative {
      guard magnitude != 0, magnitude <= UInt64(Int64.max) + 1 else { return nil }
      return magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude)
    }
    return Int64(exactly: magnitude)
  }

  /// A string; its opening quote is at `index`.
  private mutating func string() -> String? {
    index += 1  // "
    let start = index
    // Plain ASCII without escapes, the common case, is copied in one step.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
      index += 1
    }
    var utf8 = Array(bytes[start..<index])
    var hasNonASCII = false
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        guard hasNonASCII else { return String(decoding: utf8, as: UTF8.self) }
        return String(bytes: utf8, encoding: .utf8)
      case UInt8(ascii: "\\"):
        guard escape(into: &utf8) else { return nil }
      case 0x00..<0x20: return nil
      case 0x80...:
        hasNonASCII = true
        utf8.append(byte)
      default: utf8.append(byte)
      }
    }
    return nil
  }

  /// Appends the UTF-8 of the escape after a backslash.
  private mutating func escape(into utf8: inout [UInt8]) -> Bool {
    guard let byte = peek else { return false }
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0c)
    case UInt8(ascii: "n"): utf8.append(0x0a)
    case UInt8(ascii: "r"): utf8.append(0x0d)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      guard let unit = codeUnit() else { return false }
      var scalarValue = UInt32(unit)
      if UTF16.isLeadSurrogate(unit) {
        guard literal("\\u"), let trail = codeUnit(), UTF16.isTrailSurrogate(trail) else {
          return false
        }
        scalarValue = 0x10000 + (UInt32(unit - 0xd800) << 10) + UInt32(trail - 0xdc00)
      }
      guard let scalar = Unicode.Scalar(scalarValue) else { return false }
      utf8.append(contentsOf: UTF8.encode(scalar)!)
    default: return false
    }
    return true
  }

  /// Four hexadecimal digits.
  private mutating func codeUnit() -> UInt16? {
    guard bytes.count - index >= 4 else { return nil }
    var unit: UInt16 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      unit = unit << 4 | UInt16(digit)
      index += 1
    }
    return unit
  }
}
