import Foundation

/// A row's 16-byte UUID kept inline: `Data` would put 16 bytes on the heap for every row.
struct ItemUUID: Hashable, Sendable {
  private var high: UInt64
  private var low: UInt64

  /// The UUID whose first eight bytes are `high` and last eight `low`, each most significant
  /// byte first.
  init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// The UUID of `bytes`: the first 16 bytes, zero-padded when there are fewer (rows are
  /// only ever given 16).
  init(_ bytes: Data) {
    var high: UInt64 = 0
    var low: UInt64 = 0
    var offset = 0
    for byte in bytes.prefix(16) {
      if offset < 8 { high = high << 8 | UInt64(byte) } else { low = low << 8 | UInt64(byte) }
      offset += 1
    }
    // Left-align a short input so the bytes read back in order.
    if offset < 8 {
      high <<= UInt64(8 * (8 - offset))
    } else if offset < 16 {
      low <<= UInt64(8 * (16 - offset))
    }
    self.high = high
    self.low = low
  }

  /// The UUID of a Foundation `UUID`'s bytes.
  init(_ uuid: uuid_t) {
    (high, low) = withUnsafeBytes(of: uuid) { raw in
      (
        UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)),
        UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      )
    }
  }

  /// The all-zero UUID, which no drawn UUID is: a row's identifier before it is given one.
  static let zero = ItemUUID(Data())

  /// The key of the UUID index: both halves mixed (random UUIDs are spread already; the
  /// index spreads sequential ones).
  var indexHash: Int { Int(truncatingIfNeeded: high ^ (low &* 0xFF51_AFD7_ED55_8CCD)) }

  /// The 16 bytes.
  var data: Data {
    var bytes = [UInt8](repeating: 0, count: 16)
    for index in 0..<8 {
      bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * index))
      bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (56 - 8 * index))
    }
    return Data(bytes)
  }
}
