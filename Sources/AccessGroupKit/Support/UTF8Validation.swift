/// What well-formed UTF-8 is, decided in one place for every reader that takes bytes.
///
/// The rule is Unicode's: no overlong forms, no surrogates, nothing past U+10FFFF. It is
/// the one `String(data:encoding: .utf8)` applies, checked without making a copy of the
/// text, which for a project file of a hundred megabytes is a hundred megabytes saved.
package enum UTF8Validation {
  /// The length of the well-formed UTF-8 character at `index`, or `nil` when the bytes
  /// there are not one (overlong forms and surrogates included).
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - index: Where the character starts.
  /// - Returns: 1 to 4, or `nil`.
  package static func scalarLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    let lead = bytes[index]
    let length: Int
    var secondLow: UInt8 = 0x80
    var secondHigh: UInt8 = 0xBF
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondLow = 0xA0
    case 0xED:
      length = 3
      secondHigh = 0x9F
    case 0xE1...0xEF: length = 3
    case 0xF0:
      length = 4
      secondLow = 0x90
    case 0xF4:
      length = 4
      secondHigh = 0x8F
    case 0xF1...0xF3: length = 4
    default: return nil
    }
    guard index + length <= bytes.count, bytes[index + 1] >= secondLow,
      bytes[index + 1] <= secondHigh
    else { return nil }
    for next in (index + 2)..<(index + length) where bytes[next] & 0xC0 != 0x80 { return nil }
    return length
  }

  /// The offset of the first byte that does not begin or continue a well-formed character,
  /// or `nil` when all of `bytes` is UTF-8.
  ///
  /// ASCII, nearly all of a project file, is passed over eight bytes at a time.
  ///
  /// - Parameter bytes: The text.
  /// - Returns: The offset, or `nil`.
  package static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let highBits: UInt64 = 0x8080_8080_8080_8080
    var index = 0
    while index < bytes.count {
      if bytes[index] < 0x80 {
        if index + 8 <= bytes.count, let base = bytes.baseAddress,
          Int(bitPattern: base + index) & 7 == 0
        {
          let word = UnsafeRawPointer(base + index).load(as: UInt64.self)
          if word & highBits == 0 {
            index += 8
            continue
          }
        }
        index += 1
        continue
      }
      guard let length = scalarLength(bytes, at: index) else { return index }
      index += length
    }
    return nil
  }
}
