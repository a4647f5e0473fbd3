/// The fixed 32-byte trailer at the end of a binary property list (`bplist00`), used to say
/// *why* a binary property list does not parse (Foundation only reports a generic error,
/// and on Linux a misleading one from its text-format fallback).
///
/// Layout (all big-endian), from the end of the file: 6 unused bytes, the size of an
/// offset-table entry, the size of an object reference, the object count (8 bytes), the
/// top object's index (8 bytes), and the offset of the offset table (8 bytes).
struct BinaryPropertyListTrailer: Hashable, Sendable {
  /// The length of the trailer.
  static let length = 32
  /// The length of the `bplist00` header.
  static let headerLength = 8

  /// The deepest nesting of arrays and dictionaries read. Foundation gives up a little
  /// deeper with a message about text at line 1; checking first names the real cause.
  static let maximumDepth = 512

  /// The size in bytes of each offset-table entry.
  var offsetSize: Int
  /// The size in bytes of each object reference.
  var objectReferenceSize: Int
  /// The number of objects.
  var objectCount: UInt64
  /// The index of the top-level object.
  var topObject: UInt64
  /// Where the offset table starts.
  var offsetTableOffset: UInt64

  /// Reads the trailer at the end of `bytes`, or `nil` when there are too few bytes.
  ///
  /// - Parameter bytes: A binary property list.
  init?(_ bytes: [UInt8]) {
    guard bytes.count >= Self.headerLength + Self.length else { return nil }
    let start = bytes.count - Self.length
    func integer(at offset: Int) -> UInt64 {
      bytes[(start + offset)..<(start + offset + 8)].reduce(0) { $0 << 8 | UInt64($1) }
    }
    offsetSize = Int(bytes[start + 6])
    objectReferenceSize = Int(bytes[start + 7])
    objectCount = integer(at: 8)
    topObject = integer(at: 16)
    offsetTableOffset = integer(at: 24)
  }

  /// What is wrong with the trailer of `bytes`, or `nil` when it is consistent.
  ///
  /// - Parameter bytes: A binary property list.
  /// - Returns: A sentence fragment naming the offsets involved.
  static func problem(in bytes: [UInt8]) -> String? {
    guard let trailer = BinaryPropertyListTrailer(bytes) else {
      return "the binary property list is \(bytes.count) bytes, shorter than its 8-byte "
        + "header and 32-byte trailer (truncated?)"
    }
    let trailerStart = bytes.count - length
    guard (1...8).contains(trailer.offsetSize), (1...8).contains(trailer.objectReferenceSize)
    else {
      return "the trailer at offset \(trailerStart) has entry sizes \(trailer.offsetSize) and "
        + "\(trailer.objectReferenceSize) (expected 1 to 8; truncated or corrupted?)"
    }
    let (tableLength, overflow) = trailer.objectCount.multipliedReportingOverflow(
      by: UInt64(trailer.offsetSize))
    let (tableEnd, endOverflow) = trailer.offsetTableOffset.addingReportingOverflow(tableLength)
    guard !overflow, !endOverflow, trailer.offsetTableOffset >= UInt64(headerLength),
      tableEnd <= UInt64(trailerStart)
    else {
      return "the trailer at offset \(trailerStart) places an offset table of "
        + "\(trailer.objectCount) entries at offset \(trailer.offsetTableOffset), which does "
        + "not fit before the trailer (truncated or corrupted?)"
    }
    guard trailer.topObject < trailer.objectCount else {
      return "the trailer at offset \(trailerStart) names top object \(trailer.topObject) "
        + "of \(trailer.objectCount)"
    }
    return nil
  }

  /// The first object of `bytes` that is a set, as a sentence fragment, or `nil` when there
  /// is none or the trailer is inconsistent (Foundation then reports that itself).
  ///
  /// A binary property list can hold sets (marker `0xC`), which XML cannot, so no
  /// entitlements file has one. Foundation on Linux crashes bridging some malformed sets to
  /// Swift instead of failing, so they are refused before it sees them.
  ///
  /// - Parameter bytes: A binary property list.
  static func setObject(in bytes: [UInt8]) -> String? {
    guard problem(in: bytes) == nil, let trailer = BinaryPropertyListTrailer(bytes) else {
      return nil
    }
    let table = Int(trailer.offsetTableOffset)
    for index in 0..<Int(trailer.objectCount) {
      let entry = table + index * trailer.offsetSize
      let offset = bytes[entry..<(entry + trailer.offsetSize)].reduce(0) { $0 << 8 | Int($1) }
      guard offset >= headerLength, offset < bytes.count - length else { continue }
      if bytes[offset] >> 4 == 0xC {
        return "object \(index) at offset \(offset) is a set, which an entitlements property "
          + "list cannot hold"
      }
    }
    return nil
  }

  /// Why `bytes` would expand into too many values, or `nil` when it would not.
  ///
  /// An object may be referred to from many places. Foundation on Linux builds a new copy
  /// for every reference, so forty arrays that each hold the next twice become 2⁴⁰ objects
  /// before this package sees one. The tree each object stands for is counted here first,
  /// once per object (each object's count is kept); a reference loop and nesting deeper than
  /// ``maximumDepth`` are refused too.
  ///
  /// - Parameters:
  ///   - bytes: A binary property list.
  ///   - limit: The most values the tree may hold.
  /// - Returns: A sentence fragment, or `nil`.
  static func expansionProblem(in bytes: [UInt8], limit: Int) -> String? {
    guard problem(in: bytes) == nil, let trailer = BinaryPropertyListTrailer(bytes) else {
      return nil
    }
    let count = Int(trailer.objectCount)
    guard count <= bytes.count else { return nil }
    func integer(_ range: Range<Int>) -> Int {
      bytes[range].reduce(0) { ($0 << 8) | Int($1) }
    }
    func references(of index: Int) -> [Int] {
      let entry = Int(trailer.offsetTableOffset) + index * trailer.offsetSize
      let start = integer(entry..<(entry + trailer.offsetSize))
      guard start >= headerLength, start < bytes.count - length else { return [] }
      let marker = bytes[start] >> 4
      guard marker == 0xA || marker == 0xC || marker == 0xD else { return [] }
      var elements = Int(bytes[start] & 0x0F)
      var cursor = start + 1
      if elements == 0x0F {
        guard cursor < bytes.count, bytes[cursor] >> 4 == 0x1 else { return [] }
        let width = 1 << Int(bytes[cursor] & 0x0F)
        guard width <= 4, cursor + 1 + width <= bytes.count else { return [] }
        elements = integer((cursor + 1)..<(cursor + 1 + width))
        cursor += 1 + width
      }
      let total = marker == 0xD ? elements * 2 : elements
      let size = trailer.objectReferenceSize
      guard total <= bytes.count, cursor + total * size <= bytes.count else { return [] }
      return (0..<total).map { item in
        integer((cursor + item * size)..<(cursor + (item + 1) * size))
      }
    }
    // Each object's tree size, children first, with an explicit stack rather than
    // recursion as deep as the input.
    var sizes = [Int](repeating: -1, count: count)
    var onPath = [Bool](repeating: false, count: count)
    let top = Int(trailer.topObject)
    var stack: [(index: Int, children: [Int], next: Int)] = [(top, references(of: top), 0)]
    onPath[top] = true
    while var frame = stack.popLast() {
      if frame.next < frame.children.count {
        let child = frame.children[frame.next]
        frame.next += 1
        stack.append(frame)
        guard child < count, sizes[child] < 0 else { continue }
        if onPath[child] { return "object \(child) contains itself" }
        if stack.count >= maximumDepth {
          return "its arrays and dictionaries nest more than \(maximumDepth) levels deep"
        }
        onPath[child] = true
        stack.append((child, references(of: child), 0))
        continue
      }
      var size = 1
      for child in frame.children where child < count {
        size = min(size + max(sizes[child], 0), limit + 1)
      }
      sizes[frame.index] = size
      onPath[frame.index] = false
      if size > limit {
        return "its objects refer to each other so often that it stands for more than "
          + "\(limit) values"
      }
    }
    return nil
  }
}
