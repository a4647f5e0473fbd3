/// Writes JSON byte for byte as Foundation's `JSONSerialization` writes it with
/// `[.sortedKeys, .prettyPrinted]`, in one pass and in time linear in the output.
///
/// The caller gives object members in ``SnapshotKeyOrder`` order; the writer lays them out:
/// two spaces of indentation per level, `"key" : value`, `,` and a line break between
/// members, and an empty container as an opening line, an empty line and its closing
/// bracket. Strings are escaped as Foundation escapes them: `"`, `\` and `/` with a
/// backslash, `\b`, `\f`, `\n`, `\r` and `\t` by name, the other control characters as
/// `\u00xx` in lowercase hexadecimal, everything else as UTF-8.
struct SnapshotJSONWriter {
  /// The UTF-8 written so far.
  private(set) var bytes: [UInt8] = []
  /// The indentation of the current container's members, in spaces.
  private var indentation = 0
  /// Whether the current container has no member yet.
  private var isEmptyContainer = true

  /// Creates a writer that expects about `capacity` bytes.
  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// Opens an object (`{`); members follow through ``key(_:)``.
  mutating func openObject() { open(UInt8(ascii: "{")) }

  /// Closes the innermost object (`}`).
  mutating func closeObject() { close(UInt8(ascii: "}")) }

  /// Opens an array (`[`); each element is preceded by ``element()``.
  mutating func openArray() { open(UInt8(ascii: "[")) }

  /// Closes the innermost array (`]`).
  mutating func closeArray() { close(UInt8(ascii: "]")) }

  /// Starts an object member: its key and the separator; its value follows.
  mutating func key(_ name: String) {
    element()
    string(name)
    bytes.append(contentsOf: [0x20, 0x3a, 0x20])  // " : "
  }

  /// Starts an array element; its value follows.
  mutating func element() {
    if !isEmptyContainer { bytes.append(contentsOf: [0x2c, 0x0a]) }  // ",\n"
    isEmptyContainer = false
    for _ in 0..<indentation { bytes.append(0x20) }
  }

  /// Writes a string value, escaped.
  mutating func string(_ text: String) {
    bytes.append(0x22)
    var text = text
    text.withUTF8 { utf8 in
      for byte in utf8 {
        switch byte {
        case 0x22: bytes.append(contentsOf: [0x5c, 0x22])  // \"
        case 0x5c: bytes.append(contentsOf: [0x5c, 0x5c])  // \\
        case 0x2f: bytes.append(contentsOf: [0x5c, 0x2f])  // \/
        case 0x08: bytes.append(contentsOf: [0x5c, 0x62])  // \b
        case 0x0c: bytes.append(contentsOf: [0x5c, 0x66])  // \f
        case 0x0a: bytes.append(contentsOf: [0x5c, 0x6e])  // \n
        case 0x0d: bytes.append(contentsOf: [0x5c, 0x72])  // \r
        case 0x09: bytes.append(contentsOf: [0x5c, 0x74])  // \t
        case 0x00..<0x20:
          bytes.append(contentsOf: [0x5c, 0x75, 0x30, 0x30])  // \u00
          bytes.append(Self.hexDigits[Int(byte >> 4)])
          bytes.append(Self.hexDigits[Int(byte & 0x0f)])
        default: bytes.append(byte)
        }
      }
    }
    bytes.append(0x22)
  }

  /// Writes ASCII text that needs no escaping inside quotes (base64, hexadecimal, numbers).
  mutating func plainString(_ text: String) {
    bytes.append(0x22)
    bytes.append(contentsOf: text.utf8)
    bytes.append(0x22)
  }

  /// Writes an integer.
  mutating func integer(_ value: some BinaryInteger) {
    bytes.append(contentsOf: String(value).utf8)
  }

  /// Writes `true` or `false`.
  mutating func boolean(_ value: Bool) {
    bytes.append(contentsOf: value ? Array("true".utf8) : Array("false".utf8))
  }

  /// Writes raw bytes as lowercase hexadecimal in quotes.
  mutating func hexString(_ data: some Sequence<UInt8>) {
    bytes.append(0x22)
    for byte in data {
      bytes.append(Self.hexDigits[Int(byte >> 4)])
      bytes.append(Self.hexDigits[Int(byte & 0x0f)])
    }
    bytes.append(0x22)
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  private mutating func open(_ bracket: UInt8) {
    bytes.append(bracket)
    bytes.append(0x0a)
    indentation += 2
    isEmptyContainer = true
  }

  private mutating func close(_ bracket: UInt8) {
    bytes.append(0x0a)
    indentation -= 2
    for _ in 0..<indentation { bytes.append(0x20) }
    bytes.append(bracket)
    // The container was the value of its parent's member, which therefore has one.
    isEmptyContainer = false
  }
}
