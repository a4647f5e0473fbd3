import Foundation

/// How JSON text that is not UTF-8 is recognised: UTF-16 and UTF-32 by their byte-order
/// mark, or, without one, by the zero bytes an ASCII first character leaves (RFC 4627,
/// section 3), as Foundation's reader recognises them.
enum JSONTextEncoding {
  /// The text as UTF-8 when `data` is UTF-16 or UTF-32, `nil` when it is UTF-8 (or too short
  /// to tell), so UTF-8 text is never copied.
  ///
  /// - Parameter data: JSON text.
  /// - Returns: UTF-8 text, or `nil` to read `data` as it is.
  static func utf8(fromWide data: Data) -> Data? {
    guard data.count >= 2 else { return nil }
    let bytes = Array(data.prefix(4)) + [UInt8](repeating: 0xFF, count: max(0, 4 - data.count))
    let encoding: String.Encoding
    switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
    case (0x00, 0x00, 0xFE, 0xFF), (0x00, 0x00, 0x00, _): encoding = .utf32BigEndian
    case (0xFF, 0xFE, 0x00, 0x00), (_, 0x00, 0x00, 0x00): encoding = .utf32LittleEndian
    case (0xFE, 0xFF, _, _), (0x00, _, _, _): encoding = .utf16BigEndian
    case (0xFF, 0xFE, _, _), (_, 0x00, _, _): encoding = .utf16LittleEndian
    default: return nil
    }
    var body = data
    if bytes[0] == 0xFE || bytes[0] == 0xFF || (bytes[0] == 0 && bytes[2] == 0xFE) {
      body = data.dropFirst(encoding == .utf32BigEndian || encoding == .utf32LittleEndian ? 4 : 2)
    }
    // Text that does not decode is left to the UTF-8 reader, which names the first byte
    // that is not UTF-8.
    guard let text = String(data: Data(body), encoding: encoding) else { return nil }
    return Data(text.utf8)
  }
}
