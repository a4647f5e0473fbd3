/// A set of byte values, such as the bytes a bare word of a project file may hold.
///
/// Asking it is a shift and a mask: readers ask it for every byte of files of many
/// megabytes, and a debug build (the one `swift run` makes) would call a closure for each.
///
/// ```swift
/// let spaces = ByteSet { $0 == 0x20 || $0 == 0x09 }
/// spaces.contains(0x20)  // true
/// ```
package struct ByteSet: Sendable {
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  /// The bytes that satisfy `predicate`, which is asked once for each of the 256.
  ///
  /// - Parameter predicate: Whether a byte is in the set.
  package init(where predicate: (UInt8) -> Bool) {
    for byte in UInt8.min...UInt8.max where predicate(byte) {
      let bit = UInt64(1) &<< UInt64(byte & 63)
      switch byte >> 6 {
      case 0: words.0 |= bit
      case 1: words.1 |= bit
      case 2: words.2 |= bit
      default: words.3 |= bit
      }
    }
  }

  /// Whether `byte` is in the set.
  ///
  /// - Parameter byte: The byte.
  /// - Returns: `true` when it is.
  @inline(__always)
  package func contains(_ byte: UInt8) -> Bool {
    let bit = UInt64(1) &<< UInt64(byte & 63)
    switch byte >> 6 {
    case 0: return words.0 & bit != 0
    case 1: return words.1 & bit != 0
    case 2: return words.2 & bit != 0
    default: return words.3 & bit != 0
    }
  }
}
