/// The bytes of an executable with reads that check every offset and length, turning an
/// out-of-range read into a `MachOReadingError` instead of a trap.
///
/// Only what is asked for is read (see ``MachOByteSource``): a lying size fails against the
/// file's size before anything is read, and no region is ever read whole except the
/// entitlements, which are capped.
struct MachOBytes {
  /// The largest entitlements property list or DER blob read; real ones take kilobytes.
  static let maximumEntitlementsSize = 16 << 20

  /// Where the bytes come from.
  let source: MachOByteSource
  /// The file's path or name, for errors.
  var file: String { source.file }
  /// The slice being read, for errors.
  var architecture: String?

  /// The file's size.
  var count: Int { source.count }

  /// An error about this file and slice.
  func error(_ problem: MachOReadingError.Problem) -> MachOReadingError {
    MachOReadingError(file: file, architecture: architecture, problem: problem)
  }

  /// Checks that `length` bytes at `offset` lie before `end` (itself within the file).
  func require(
    _ structure: String, offset: Int, length: Int, end: Int
  ) throws(MachOReadingError) {
    let limit = min(end, count)
    let (last, overflow) = offset.addingReportingOverflow(length)
    guard offset >= 0, length >= 0, !overflow, last <= limit else {
      throw error(
        .truncated(structure: structure, offset: offset, needed: length, available: limit - offset)
      )
    }
  }

  /// Checks that a region a structure declares, `length` bytes at `offset`, lies before
  /// `end`, and returns it as a range of the file.
  func region(
    _ structure: String, offset: UInt64, length: UInt64, end: Int
  ) throws(MachOReadingError) -> Range<Int> {
    let limit = min(end, count)
    let (last, overflow) = offset.addingReportingOverflow(length)
    guard !overflow, last <= UInt64(max(limit, 0)) else {
      throw error(.outOfBounds(structure: structure, offset: offset, length: length, limit: limit))
    }
    return Int(offset)..<Int(last)
  }

  /// The bytes of `range` (already checked against the file), which holds entitlements:
  /// at most ``maximumEntitlementsSize`` of them.
  func entitlementsBytes(
    _ range: Range<Int>, structure: String
  ) throws(MachOReadingError) -> [UInt8] {
    guard range.count <= Self.maximumEntitlementsSize else {
      throw error(
        .invalid(
          structure: structure,
          reason: "it is \(range.count) bytes, more than the \(Self.maximumEntitlementsSize) "
            + "read for entitlements"))
    }
    return try source.bytes(in: range)
  }

  /// The bytes of `range`, which the caller has checked lie in the file.
  func bytes(in range: Range<Int>) throws(MachOReadingError) -> [UInt8] {
    try source.bytes(in: range)
  }

  /// A 32-bit integer at `offset`, which must lie before `end`.
  func uint32(
    at offset: Int, bigEndian: Bool, end: Int, structure: String
  ) throws(MachOReadingError) -> UInt32 {
    UInt32(
      try integer(at: offset, size: 4, bigEndian: bigEndian, end: end, structure: structure))
  }

  /// A 64-bit integer at `offset`, which must lie before `end`.
  func uint64(
    at offset: Int, bigEndian: Bool, end: Int, structure: String
  ) throws(MachOReadingError) -> UInt64 {
    try integer(at: offset, size: 8, bigEndian: bigEndian, end: end, structure: structure)
  }

  /// An unsigned integer of `size` bytes (at most 8) at `offset`, which must lie before `end`.
  private func integer(
    at offset: Int, size: Int, bigEndian: Bool, end: Int, structure: String
  ) throws(MachOReadingError) -> UInt64 {
    try require(structure, offset: offset, length: size, end: end)
    var value: UInt64 = 0
    for index in 0..<size {
      value =
        value << 8 | UInt64(try source.byte(at: offset + (bigEndian ? index : size - 1 - index)))
    }
    return value
  }

  /// Eight upper-case hexadecimal digits.
  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 8 - digits.count)) + digits
  }
}
