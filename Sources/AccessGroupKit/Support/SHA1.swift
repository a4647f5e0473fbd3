import Foundation

/// A small SHA-1 (FIPS 180-4), because Foundation has none on Linux.
///
/// Used only for the simulated `sha1` attribute; it is not a security boundary. It works on
/// the caller's bytes in place with a 16-word rolling schedule, so a digest costs a few
/// thousand instructions and one allocation (the result).
enum SHA1 {
  /// The 20-byte digest of `data`.
  static func digest(_ data: Data) -> Data {
    digest(bytes: [UInt8](data))
  }

  /// The 20-byte digest of `bytes`.
  static func digest(bytes: [UInt8]) -> Data {
    var state: (UInt32, UInt32, UInt32, UInt32, UInt32) = (
      0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0
    )
    let fullBlocks = bytes.count / 64
    bytes.withUnsafeBufferPointer { buffer in
      for block in 0..<fullBlocks {
        compress(&state, UnsafeBufferPointer(rebasing: buffer[(block * 64)..<(block * 64 + 64)]))
      }
    }
    // The tail, the 0x80 marker and the 64-bit bit length fill one or two final blocks.
    let remaining = bytes.count - fullBlocks * 64
    var tail = [UInt8](repeating: 0, count: remaining < 56 ? 64 : 128)
    for index in 0..<remaining { tail[index] = bytes[fullBlocks * 64 + index] }
    tail[remaining] = 0x80
    let bitLength = UInt64(bytes.count) &* 8
    for index in 0..<8 {
      tail[tail.count - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> UInt64(8 * index))
    }
    tail.withUnsafeBufferPointer { buffer in
      for start in stride(from: 0, to: buffer.count, by: 64) {
        compress(&state, UnsafeBufferPointer(rebasing: buffer[start..<(start + 64)]))
      }
    }
    var digest = [UInt8](repeating: 0, count: 20)
    for (index, word) in [state.0, state.1, state.2, state.3, state.4].enumerated() {
      for byte in 0..<4 {
        digest[index * 4 + byte] = UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * byte))
      }
    }
    return Data(digest)
  }

  /// One 64-byte block.
  private static func compress(
    _ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32), _ block: UnsafeBufferPointer<UInt8>
  ) {
    var words:
      (
        UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32,
        UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32
      ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &words) { raw in
      let schedule = raw.bindMemory(to: UInt32.self)
      for index in 0..<16 {
        let base = index * 4
        schedule[index] =
          UInt32(block[base]) << 24 | UInt32(block[base + 1]) << 16
          | UInt32(block[base + 2]) << 8 | UInt32(block[base + 3])
      }
      var (a, b, c, d, e) = state
      for index in 0..<80 {
        let word: UInt32
        if index < 16 {
          word = schedule[index]
        } else {
          let mixed =
            schedule[(index - 3) & 15] ^ schedule[(index - 8) & 15]
            ^ schedule[(index - 14) & 15] ^ schedule[index & 15]
          word = mixed << 1 | mixed >> 31
          schedule[index & 15] = word
        }
        let f: UInt32
        let k: UInt32
        if index < 20 {
          f = (b & c) | (~b & d)
          k = 0x5A82_7999
        } else if index < 40 {
          f = b ^ c ^ d
          k = 0x6ED9_EBA1
        } else if index < 60 {
          f = (b & c) | (b & d) | (c & d)
          k = 0x8F1B_BCDC
        } else {
          f = b ^ c ^ d
          k = 0xCA62_C1D6
        }
        let temp = (a << 5 | a >> 27) &+ f &+ e &+ k &+ word
        e = d
        d = c
        c = b << 30 | b >> 2
        b = a
        a = temp
      }
      state.0 &+= a
      state.1 &+= b
      state.2 &+= c
      state.3 &+= d
      state.4 &+= e
    }
  }
}
