import Foundation

/// A small SHA-1 (FIPS 180-4), because Foundation has none on Linux.
///
/// Used only for the simulated `sha1` attribute; it is not a security boundary. It works on
/// the caller's bytes in place with a 16-word rolling schedule, so a digest needs no buffer
/// but its result, and a row's digest stays cheap enough to compute on first use.
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
    bytes.withUnsafeBufferPointer { buffer in
      let fullBlocks = buffer.count / 64
      for block in 0..<fullBlocks {
        compress(&state, UnsafeBufferPointer(rebasing: buffer[(block * 64)..<(block * 64 + 64)]))
      }
      // The tail, the 0x80 marker and the 64-bit bit length fill one or two final blocks.
      let remaining = buffer.count - fullBlocks * 64
      let tailCount = remaining < 56 ? 64 : 128
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
        tail.initialize(repeating: 0)
        for index in 0..<remaining { tail[index] = buffer[fullBlocks * 64 + index] }
        tail[remaining] = 0x80
        let bitLength = UInt64(buffer.count) &* 8
        for index in 0..<8 {
          tail[tailCount - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> UInt64(8 * index))
        }
        let finished = UnsafeBufferPointer(tail)
        compress(&state, UnsafeBufferPointer(rebasing: finished[0..<64]))
        if tailCount == 128 { compress(&state, UnsafeBufferPointer(rebasing: finished[64..<128])) }
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

  /// One 64-byte block: the 80-word schedule on the stack, then the four rounds of 20 as
  /// four loops, so no round tests which round it is.
  private static func compress(
    _ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32), _ block: UnsafeBufferPointer<UInt8>
  ) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { schedule in
      for index in 0..<16 {
        let base = index &* 4
        schedule[index] =
          UInt32(block[base]) << 24 | UInt32(block[base &+ 1]) << 16
          | UInt32(block[base &+ 2]) << 8 | UInt32(block[base &+ 3])
      }
      for index in 16..<80 {
        let mixed =
          schedule[index &- 3] ^ schedule[index &- 8] ^ schedule[index &- 14]
          ^ schedule[index &- 16]
        schedule[index] = mixed << 1 | mixed >> 31
      }
      var (a, b, c, d, e) = state
      @inline(__always)
      func round(_ f: UInt32, _ k: UInt32, _ word: UInt32) {
        let temp = (a << 5 | a >> 27) &+ f &+ e &+ k &+ word
        e = d
        d = c
        c = b << 30 | b >> 2
        b = a
        a = temp
      }
      for index in 0..<20 { round((b & c) | (~b & d), 0x5A82_7999, schedule[index]) }
      for index in 20..<40 { round(b ^ c ^ d, 0x6ED9_EBA1, schedule[index]) }
      for index in 40..<60 { round((b & c) | (b & d) | (c & d), 0x8F1B_BCDC, schedule[index]) }
      for index in 60..<80 { round(b ^ c ^ d, 0xCA62_C1D6, schedule[index]) }
      state.0 &+= a
      state.1 &+= b
      state.2 &+= c
      state.3 &+= d
      state.4 &+= e
    }
  }
}
