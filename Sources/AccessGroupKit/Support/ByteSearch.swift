import Foundation

/// Finding one ASCII byte in UTF-8 text at the C library's speed.
///
/// Readers scan values and lines of many megabytes for one delimiter (`$`, `/`). A
/// generic search of the standard library is not specialized in a debug build, which
/// makes it a hundred times slower there; `memchr` is as fast in every build.
package enum ByteSearch {
  /// The index of the first `byte` in `bytes[start..<end]`, or `end` when there is none.
  ///
  /// - Parameters:
  ///   - byte: The byte to find.
  ///   - bytes: The bytes.
  ///   - start: Where the search starts.
  ///   - end: Where it stops, at most `bytes.count`.
  /// - Returns: The index found, or `end`.
  package static func firstIndex(
    of byte: UInt8, in bytes: [UInt8], from start: Int, to end: Int
  )
    -> Int
  {
    bytes.withUnsafeBufferPointer { firstIndex(of: byte, in: $0, from: start, to: end) }
  }

  /// ``firstIndex(of:in:from:to:)-(UInt8,[UInt8],_,_)`` in bytes a reader holds by pointer.
  package static func firstIndex(
    of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Int {
    guard start < end, let base = bytes.baseAddress,
      let found = memchr(base + start, Int32(byte), end - start)
    else { return end }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// The index where `pattern` first starts in `bytes[start..<end]`, or `end` when it is
  /// not there: `memchr` finds each candidate for its first byte, so text without it costs
  /// no more than one search for a byte.
  ///
  /// - Parameters:
  ///   - pattern: The bytes to find; an empty pattern is found at `start`.
  ///   - bytes: The bytes.
  ///   - start: Where the search starts.
  ///   - end: Where it stops, at most `bytes.count`: the whole pattern lies before it.
  /// - Returns: The index found, or `end`.
  package static func firstIndex(
    of pattern: [UInt8], in bytes: [UInt8], from start: Int, to end: Int
  ) -> Int {
    pattern.withUnsafeBufferPointer { pattern in
      bytes.withUnsafeBufferPointer { bytes in
        firstIndex(of: pattern, in: bytes, from: start, to: end)
      }
    }
  }

  /// Whether `text` holds `pattern`, compared byte for byte, as Xcode compares the text
  /// of build settings (Foundation's `contains` would go through `NSString`, a tenth of the
  /// time of evaluating a project of thousands of targets).
  ///
  /// - Parameters:
  ///   - pattern: The text to find; an empty one is in every text.
  ///   - text: The text.
  /// - Returns: `true` when the UTF-8 of `text` holds that of `pattern`.
  package static func contains(_ pattern: String, in text: String) -> Bool {
    var pattern = pattern
    var text = text
    return pattern.withUTF8 { pattern in
      text.withUTF8 { text in
        firstIndex(of: pattern, in: text, from: 0, to: text.count) < text.count
          || pattern.isEmpty
      }
    }
  }

  private static func firstIndex(
    of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>,
    from start: Int, to end: Int
  ) -> Int {
    guard let first = pattern.first else { return min(start, end) }
    guard let base = bytes.baseAddress else { return end }
    let lastStart = end - pattern.count
    var candidate = start
    while candidate <= lastStart {
      guard let found = memchr(base + candidate, Int32(first), lastStart + 1 - candidate) else {
        break
      }
      candidate = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      var offset = 1
      while offset < pattern.count, bytes[candidate + offset] == pattern[offset] { offset += 1 }
      if offset == pattern.count { return candidate }
      candidate += 1
    }
    return end
  }

  /// The index of the first byte of `bytes[start..<end]` that is not in `set`, or `end`
  /// when there is none: the length of a run of spaces or of a word. One loop over the
  /// array's storage, where a loop over a parser's stored array would retain and release it
  /// at every byte in a debug build.
  ///
  /// - Parameters:
  ///   - bytes: The bytes.
  ///   - start: Where the search starts.
  ///   - end: Where it stops, at most `bytes.count`.
  ///   - set: The bytes the run is made of.
  /// - Returns: The index found, or `end`.
  package static func firstIndex(
    in bytes: [UInt8], from start: Int, to end: Int, outside set: ByteSet
  ) -> Int {
    bytes.withUnsafeBufferPointer { firstIndex(in: $0, from: start, to: end, outside: set) }
  }

  /// ``firstIndex(in:from:to:outside:)-([UInt8],_,_,_)`` in bytes a reader holds by pointer.
  package static func firstIndex(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, outside set: ByteSet
  ) -> Int {
    var index = start
    while index < end, set.contains(bytes[index]) { index += 1 }
    return index
  }

  /// Whether `text` holds `byte`.
  ///
  /// - Parameters:
  ///   - byte: The byte to find, an ASCII character's.
  ///   - text: The text.
  /// - Returns: `true` when the text's UTF-8 holds it.
  package static func contains(_ byte: UInt8, in text: String) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return false }
      return memchr(base, Int32(byte), buffer.count) != nil
    }
  }
}
