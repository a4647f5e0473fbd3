import Foundation

/// One shared copy of each string a reader meets again and again.
///
/// Machine-written JSON repeats itself: every entry of `xcodebuild -showBuildSettings -json`
/// has the same five hundred setting names and mostly the same values, and every step of a
/// generated scenario the same class and group names. Each string longer than a small string
/// (15 UTF-8 bytes) is its own allocation, so a reader that makes a new `String` per
/// occurrence holds the same text tens of thousands of times. Asked for the text of some
/// bytes, the interner hands back the copy it made the first time.
///
/// The table is bounded: it stops taking new strings at ``maximumCount`` and probes at most
/// ``maximumProbes`` slots, so input written to defeat the hash costs a few comparisons per
/// string and never more memory than the strings themselves.
struct StringInterner {
  private struct Slot {
    var hash = 0
    var text: String?
  }

  private var slots: [Slot] = []
  private var count = 0

  /// Strings no longer than this are stored inline in the `String` itself.
  static let longestSmallString = 15
  /// Longer strings are rarely repeated, and comparing them costs more than it saves.
  static let longestShared = 256
  /// The most strings the table holds.
  static let maximumCount = 1 << 16
  /// The most slots a lookup reads.
  static let maximumProbes = 8

  /// An empty table.
  init() {}

  /// The text of `bytes`, which are valid UTF-8: the copy made for the same bytes before,
  /// when there is one.
  mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard bytes.count > Self.longestSmallString, bytes.count <= Self.longestShared else {
      return String(decoding: bytes, as: UTF8.self)
    }
    if slots.isEmpty { slots = Array(repeating: Slot(), count: 1_024) }
    var hasher = KeyHasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    let hash = hasher.value
    let mask = slots.count - 1
    var index = home(of: hash)
    for _ in 0..<Self.maximumProbes {
      guard let text = slots[index].text else {
        let text = String(decoding: bytes, as: UTF8.self)
        if count < Self.maximumCount {
          slots[index] = Slot(hash: hash, text: text)
          count += 1
          if count * 2 > slots.count { grow() }
        }
        return text
      }
      if slots[index].hash == hash, Self.text(text, equals: bytes) { return text }
      index = (index + 1) & mask
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `text`'s UTF-8 is `bytes`.
  private static func text(_ text: String, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var text = text
    return text.withUTF8 { stored in
      stored.count == bytes.count
        && memcmp(stored.baseAddress!, bytes.baseAddress!, bytes.count) == 0
    }
  }

  /// Where probing for `hash` starts: the top bits of the hash times a constant.
  private func home(of hash: Int) -> Int {
    let shift = UInt64(64 - slots.count.trailingZeroBitCount)
    return Int(
      truncatingIfNeeded: (UInt64(bitPattern: Int64(hash)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// Doubles the table, placing each string again.
  private mutating func grow() {
    let old = slots
    slots = Array(repeating: Slot(), count: old.count * 2)
    let mask = slots.count - 1
    for slot in old where slot.text != nil {
      var index = home(of: slot.hash)
      // A string that finds no free slot within the probe limit is dropped from the
      // table: only its sharing is lost.
      for _ in 0..<Self.maximumProbes {
        if slots[index].text == nil {
          slots[index] = slot
          break
        }
        index = (index + 1) & mask
      }
    }
    count = slots.lazy.filter { $0.text != nil }.count
  }
}
