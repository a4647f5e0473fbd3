import Foundation

/// A small SHA-1 (FIPS 180-4), because Foundation has none on Linux.
///
/// Used only for the simulated `sha1` attribute; it is not a security boundary.
enum SHA1 {
  /// The 20-byte digest of `data`.
  static func digest(_ data: Data) -> Data {
    digest(bytes: [UInt8](data))
  }

  /// The 20-byte digest of `bytes`.
  static func digest(bytes: [UInt8]) -> Data {
    var h0: UInt32 = 0x6745_2301
    var h1: UInt32 = 0xEFCD_AB89
    var h2: UInt32 = 0x98BA_DCFE
    var h3: UInt32 = 0x1032_5476
    var h4: UInt32 = 0xC3D2_E1F0
    var message = bytes
    let bitLength = UInt64(message.count) &* 8
    message.append(0x80)
    while message.count % 64 != 56 { message.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    var words = [UInt32](repeating: 0, count: 80)
    for chunk in stride(from: 0, to: message.count, by: 64) {
      for index in 0..<16 {
        let base = chunk + index * 4
        words[index] =
          UInt32(message[base]) << 24 | UInt32(message[base + 1]) << 16
          | UInt32(message[base + 2]) << 8 | UInt32(message[base + 3])
      }
      for index in 16..<80 {
        let value = words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16]
        words[index] = value << 1 | value >> 31
      }
      var a = h0
      var b = h1
      var c = h2
      var d = h3
      var e = h4
      for index in 0..<80 {
        let f: UInt32
        let k: UInt32
        switch index {
        case 0..<20:
          f = (b & c) | (~b & d)
          k = 0x5A82_7999
        case 20..<40:
          f = b ^ c ^ d
          k = 0x6ED9_EBA1
        case 40..<60:
          f = (b & c) | (b & d) | (c & d)
          k = 0x8F1B_BCDC
        default:
          f = b ^ c ^ d
          k = 0xCA62_C1D6
        }
        let temp = (a << 5 | a >> 27) &+ f &+ e &+ k &+ words[index]
        e = d
        d = c
        c = b << 30 | b >> 2
        b = a
        a = temp
      }
      h0 = h0 &+ a
      h1 = h1 &+ b
      h2 = h2 &+ c
      h3 = h3 &+ d
      h4 = h4 &+ e
    }
    var digest = Data()
    for value in [h0, h1, h2, h3, h4] {
      digest.append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) })
    }
    return digest
  }
}
