/// What the parse needs to know about how a dictionary key is spelled, read in one pass
/// over its bytes: its length in characters, its first character and, for a four-byte key,
/// its ``AttributeCode``.
///
/// Securityd tells keys apart by length and first character (`query_add_attribute` for four
/// characters, then `class`, `m_`, `r_`, `u_`, `v_`, `f_`). Counting characters walks
/// grapheme clusters, the costliest step of classifying a key, yet a key of printable ASCII
/// (every key Security defines) has exactly as many characters as bytes, and no cluster of it
/// spans two bytes; only other keys are measured the slow way.
struct KeySpelling {
  /// The length in characters (grapheme clusters).
  let characterCount: Int
  /// The first character when it is one ASCII byte, else `nil`.
  let firstASCIICharacter: UInt8?
  /// The key's four bytes as an ``AttributeCode``, when it has exactly four.
  let code: AttributeCode?

  /// The spelling of `key`.
  init(_ key: String) {
    var key = key
    let bytes = key.withUTF8 { bytes in
      var isPrintableASCII = true
      var code: UInt32 = 0
      for byte in bytes {
        isPrintableASCII = isPrintableASCII && byte >= 0x20 && byte < 0x7F
        code = code << 8 | UInt32(byte)
      }
      return (
        count: bytes.count, isPrintableASCII: isPrintableASCII, first: bytes.first, code: code
      )
    }
    code = bytes.count == 4 ? AttributeCode(rawValue: bytes.code) : nil
    if bytes.isPrintableASCII {
      characterCount = bytes.count
      firstASCIICharacter = bytes.first
    } else {
      characterCount = key.count
      firstASCIICharacter = key.first?.asciiValue
    }
  }
}
