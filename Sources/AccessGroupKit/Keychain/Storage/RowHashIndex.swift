/// An index from a 64-bit key hash to row numbers, several rows per hash allowed, kept in
/// one flat array and probed linearly.
///
/// The keys are hashes already, so a lookup is one multiply and usually one cache line, where
/// a `Dictionary` would hash the hash again and read three separate arrays (each a cache miss
/// at a million rows); hashes that several rows share simply take neighbouring slots. Callers compare the rows they get, so
/// a hash that two different keys share costs a comparison, never a wrong answer.
struct RowHashIndex: Sendable {
  /// One slot: a hash and its row, or empty (`row < 0`).
  ///
  /// The hash is kept as two 32-bit halves, so a slot takes 12 bytes where an `Int` beside
  /// the row would be padded to 16: a store of a hundred thousand items has several indexes
  /// of a quarter of a million slots.
  private struct Slot: Sendable {
    private var hashHigh: UInt32
    private var hashLow: UInt32
    var row: Int32

    init(hash: Int, row: Int32) {
      let bits = UInt64(bitPattern: Int64(hash))
      hashHigh = UInt32(truncatingIfNeeded: bits >> 32)
      hashLow = UInt32(truncatingIfNeeded: bits)
      self.row = row
    }

    var hash: Int { Int(Int64(bitPattern: UInt64(hashHigh) << 32 | UInt64(hashLow))) }
  }

  private var slots: ContiguousArray<Slot> = []
  /// `64 - log2(slots.count)`: a slot's home is the top bits of the hash times a constant.
  private var shift: UInt64 = 64
  /// The number of (hash, row) entries.
  private(set) var count = 0

  private static let empty = Slot(hash: 0, row: -1)

  /// Where probing for `hash` starts (Fibonacci hashing: the multiply spreads any pattern
  /// of the input over the top bits, which pick the slot).
  private func home(of hash: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(hash)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// Calls `body` with every row stored under `hash`.
  func forEachRow(for hash: Int, _ body: (Int32) -> Void) {
    guard count > 0 else { return }
    let mask = slots.count - 1
    var index = home(of: hash)
    while slots[index].row >= 0 {
      if slots[index].hash == hash { body(slots[index].row) }
      index = (index + 1) & mask
    }
  }

  /// The first row stored under `hash` that `accepts`, if any.
  func firstRow(for hash: Int, where accepts: (Int32) -> Bool) -> Int32? {
    guard count > 0 else { return nil }
    let mask = slots.count - 1
    var index = home(of: hash)
    while slots[index].row >= 0 {
      if slots[index].hash == hash, accepts(slots[index].row) { return slots[index].row }
      index = (index + 1) & mask
    }
    return nil
  }

  /// Stores `row` under `hash` (the caller never stores the same pair twice).
  mutating func insert(_ row: Int32, for hash: Int) {
    precondition(row >= 0, "row numbers are not negative")
    // At most three quarters full, so probe runs stay short.
    if (count + 1) * 4 > slots.count * 3 { grow() }
    let mask = slots.count - 1
    var index = home(of: hash)
    while slots[index].row >= 0 { index = (index + 1) & mask }
    slots[index] = Slot(hash: hash, row: row)
    count += 1
  }

  /// Removes `row` from under `hash`, if it is there.
  mutating func remove(_ row: Int32, for hash: Int) {
    guard count > 0 else { return }
    let mask = slots.count - 1
    var index = home(of: hash)
    while slots[index].row >= 0 {
      if slots[index].hash == hash, slots[index].row == row { break }
      index = (index + 1) & mask
    }
    guard slots[index].row >= 0 else { return }
    count -= 1
    // Backward-shift deletion: pull later entries of the run into the hole when their home
    // lies at or before it, so every entry stays reachable from its home without markers.
    var hole = index
    var next = index
    while true {
      next = (next + 1) & mask
      guard slots[next].row >= 0 else { break }
      let wanted = home(of: slots[next].hash)
      // The entry stays when its home lies cyclically in (hole, next].
      let stays =
        hole <= next ? (hole < wanted && wanted <= next) : (hole < wanted || wanted <= next)
      if stays { continue }
      slots[hole] = slots[next]
      hole = next
    }
    slots[hole] = Self.empty
  }

  // MARK: Checking

  /// The number of slots, filled or empty (a test checks how the table grows).
  var slotCount: Int { slots.count }

  /// Calls `body` with every (hash, row) entry, in slot order.
  func forEachEntry(_ body: (_ hash: Int, _ row: Int32) -> Void) {
    for slot in slots where slot.row >= 0 { body(slot.hash, slot.row) }
  }

  /// What is wrong with the table itself: an entry that a probe from its hash's home does not
  /// reach, or a ``count`` that is not the number of entries; empty when it is sound. For
  /// ``ItemDatabase/invariantViolations()``.
  func structuralViolations() -> [String] {
    var violations: [String] = []
    var entries = 0
    for slot in slots where slot.row >= 0 {
      entries += 1
      if firstRow(for: slot.hash, where: { $0 == slot.row }) == nil {
        violations.append("row \(slot.row) under hash \(slot.hash) is out of its probe run")
      }
    }
    if entries != count { violations.append("count is \(count), entries are \(entries)") }
    return violations
  }

  /// Four slots to start: a device's store holds a handful of items and has five indexes,
  /// and a scenario may simulate a hundred thousand devices.
  private mutating func grow() {
    let capacity = max(4, slots.count * 2)
    let old = slots
    slots = ContiguousArray(repeating: Self.empty, count: capacity)
    shift = UInt64(64 - capacity.trailingZeroBitCount)
    count = 0
    for slot in old where slot.row >= 0 { insert(slot.row, for: slot.hash) }
  }
}
