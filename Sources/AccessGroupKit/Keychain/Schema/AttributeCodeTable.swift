/// Values looked up by the ``AttributeCode`` of a name: a small open-addressing table, so a
/// lookup is one multiply and usually one comparison.
///
/// A result looks up every attribute it shows, so the lookup must be cheap: searching a
/// sorted array of a class's few dozen attributes by halving takes several comparisons. Here
/// the codes sit in a power-of-two table at least twice their number, each at the slot its
/// code's multiplicative hash names or just after.
struct AttributeCodeTable<Value: Sendable>: Sendable {
  /// Per slot, the code with bit 32 set, or 0 for an empty slot (so that the code 0, of a
  /// name of four NUL bytes, is told from an empty slot).
  private let slotCodes: [UInt64]
  /// Per slot, where its value sits in ``values``.
  private let slotValues: [Int32]
  private let values: [Value]
  /// `64 - log2(slotCodes.count)`.
  private let shift: UInt64

  /// A table of `entries`, or `nil` when a name has no code. When a name repeats, its first
  /// value is kept.
  init?(_ entries: [(name: String, value: Value)]) {
    var coded: [(code: AttributeCode, value: Value)] = []
    for (name, value) in entries {
      guard let code = AttributeCode(name) else { return nil }
      if !coded.contains(where: { $0.code == code }) { coded.append((code, value)) }
    }
    var size = 8
    while size < 2 * coded.count { size *= 2 }
    let shift = UInt64(64 - size.trailingZeroBitCount)
    var slotCodes = [UInt64](repeating: 0, count: size)
    var slotValues = [Int32](repeating: -1, count: size)
    for (index, entry) in coded.enumerated() {
      var slot = Self.home(of: entry.code, shift: shift)
      while slotCodes[slot] != 0 { slot = (slot + 1) & (size - 1) }
      slotCodes[slot] = Self.stored(entry.code)
      slotValues[slot] = Int32(index)
    }
    self.slotCodes = slotCodes
    self.slotValues = slotValues
    self.values = coded.map(\.value)
    self.shift = shift
  }

  private static func home(of code: AttributeCode, shift: UInt64) -> Int {
    Int(truncatingIfNeeded: (UInt64(code.rawValue) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  private static func stored(_ code: AttributeCode) -> UInt64 {
    UInt64(code.rawValue) | 1 << 32
  }

  /// The value of `code`, or `nil`.
  subscript(code: AttributeCode) -> Value? {
    let wanted = Self.stored(code)
    let mask = slotCodes.count - 1
    var slot = Self.home(of: code, shift: shift)
    // At most half full, so an empty slot ends every probe.
    while slotCodes[slot] != 0 {
      if slotCodes[slot] == wanted { return values[Int(slotValues[slot])] }
      slot = (slot + 1) & mask
    }
    return nil
  }
}
