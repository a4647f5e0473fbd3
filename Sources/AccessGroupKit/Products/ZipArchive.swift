import Foundation

/// Reads entries of a zip archive (an `.ipa`) as PKWARE's APPNOTE describes it: the end of
/// central directory record, the central directory, and each entry's local header, with
/// stored (method 0) and deflated (method 8, ``Inflater``) entries checked against their
/// CRC-32.
///
/// Every offset and size is checked against the file; ZIP64, encryption and other methods
/// are refused with a message, never guessed at.
struct ZipArchive {
  /// Why the archive cannot be read.
  struct Failure: Error, Hashable, CustomStringConvertible {
    /// What is wrong.
    var description: String
  }

  /// One central-directory entry.
  struct Entry: Hashable {
    var name: String
    var method: UInt16
    var flags: UInt16
    var crc: UInt32
    var compressedSize: Int
    var size: Int
    var localHeaderOffset: Int
  }

  let data: Data
  /// The entries, in central-directory order.
  private(set) var entries: [Entry] = []

  init(data: Data) throws(Failure) {
    self.data = data
    let end = try endRecord()
    let count = Int(uint16(end + 10))
    let size = Int(uint32(end + 12))
    let start = Int(uint32(end + 16))
    guard start <= end, size <= end - start else {
      throw Failure(
        description: "the central directory (offset \(start), \(size) bytes) runs past the "
          + "end record at offset \(end)")
    }
    var cursor = start
    for number in 0..<count {
      guard cursor + 46 <= start + size, uint32(cursor) == 0x0201_4B50 else {
        throw Failure(
          description: "central directory entry \(number) at offset \(cursor) is broken")
      }
      let nameLength = Int(uint16(cursor + 28))
      let extraLength = Int(uint16(cursor + 30))
      let commentLength = Int(uint16(cursor + 32))
      let next = cursor + 46 + nameLength + extraLength + commentLength
      guard next <= start + size else {
        throw Failure(
          description: "central directory entry \(number) at offset \(cursor) runs past the "
            + "directory")
      }
      let nameStart = data.startIndex + cursor + 46
      let name = String(decoding: data[nameStart..<(nameStart + nameLength)], as: UTF8.self)
      entries.append(
        Entry(
          name: name, method: uint16(cursor + 10), flags: uint16(cursor + 8),
          crc: uint32(cursor + 16), compressedSize: Int(uint32(cursor + 20)),
          size: Int(uint32(cursor + 24)), localHeaderOffset: Int(uint32(cursor + 42))))
      cursor = next
    }
  }

  /// Fails when two entries share bytes: entries that point at one stream would have it
  /// decompressed once per entry (a small archive standing for a huge one).
  func checkEntriesDoNotOverlap() throws(Failure) {
    let ordered = entries.sorted { $0.localHeaderOffset < $1.localHeaderOffset }
    for (entry, next) in zip(ordered, ordered.dropFirst()) {
      // The local header is 30 bytes and the name at least as long as the central one's.
      let end = entry.localHeaderOffset + 30 + entry.name.utf8.count + entry.compressedSize
      guard end <= next.localHeaderOffset else {
        throw Failure(
          description: "entries \(entry.name) and \(next.name) overlap (offsets "
            + "\(entry.localHeaderOffset) and \(next.localHeaderOffset))")
      }
    }
  }

  /// The offset of the end of central directory record, searched from the end past a
  /// comment of up to 65,535 bytes.
  private func endRecord() throws(Failure) -> Int {
    guard data.count >= 22 else {
      throw Failure(description: "the file is too short (\(data.count) bytes) for a zip archive")
    }
    var offset = data.count - 22
    let lowest = max(0, offset - 65_535)
    while offset >= lowest {
      if uint32(offset) == 0x0605_4B50 { return offset }
      offset -= 1
    }
    throw Failure(description: "no end of central directory record: not a zip archive")
  }

  /// The contents of an entry.
  func contents(of entry: Entry) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    try stream(entry) { piece in
      bytes += piece
      return true
    }
    return bytes
  }

  /// Hands the contents of an entry to `sink` in order, in pieces, so that an entry of any
  /// size is read in bounded memory; its size and CRC-32 are checked at the end, after the
  /// last piece. `sink` returns whether it wants more: once it says no, the rest of the
  /// entry is neither read nor checked.
  func stream(_ entry: Entry, into sink: @escaping (ArraySlice<UInt8>) -> Bool) throws(Failure) {
    let where_ = "entry \(entry.name)"
    guard entry.flags & 1 == 0 else { throw Failure(description: "\(where_) is encrypted") }
    guard entry.size != 0xFFFF_FFFF, entry.compressedSize != 0xFFFF_FFFF,
      entry.localHeaderOffset != 0xFFFF_FFFF
    else {
      throw Failure(description: "\(where_) uses ZIP64 sizes, which are not supported")
    }
    let header = entry.localHeaderOffset
    guard header <= data.count - 30, uint32(header) == 0x0403_4B50 else {
      throw Failure(description: "\(where_) has no local header at offset \(header)")
    }
    let start = header + 30 + Int(uint16(header + 26)) + Int(uint16(header + 28))
    guard start <= data.count, entry.compressedSize <= data.count - start else {
      throw Failure(
        description: "\(where_)'s data (offset \(start), \(entry.compressedSize) bytes) runs "
          + "past the end of the archive")
    }
    var size = 0
    var crc: UInt32 = 0
    var wantsMore = true
    let deliver = { (piece: ArraySlice<UInt8>) -> Bool in
      size += piece.count
      crc = Self.crc32(piece, continuing: crc)
      wantsMore = sink(piece)
      return wantsMore
    }
    let compressed = start..<(start + entry.compressedSize)
    let result = data.withUnsafeBytes { raw -> Result<Void, Failure> in
      let input = UnsafeRawBufferPointer(rebasing: raw[compressed])
      switch entry.method {
      case 0:
        guard entry.compressedSize == entry.size else {
          return .failure(
            Failure(
              description: "\(where_) holds \(entry.compressedSize) bytes, not the "
                + "\(entry.size) it declares"))
        }
        var offset = 0
        while offset < input.count,
          deliver(ArraySlice(input[offset..<min(offset + Inflater.pieceSize, input.count)]))
        {
          offset += Inflater.pieceSize
        }
        return .success(())
      case 8:
        do {
          try Inflater.inflate(input, limit: entry.size, into: deliver)
          return .success(())
        } catch {
          return .failure(Failure(description: "\(where_) does not decompress: \(error)"))
        }
      default:
        return .failure(
          Failure(description: "\(where_) uses compression method \(entry.method)"))
      }
    }
    try result.get()
    guard wantsMore else { return }
    guard size == entry.size else {
      throw Failure(
        description: "\(where_) holds \(size) bytes, not the \(entry.size) it declares")
    }
    guard crc == entry.crc else {
      throw Failure(description: "\(where_) fails its CRC-32 check")
    }
  }

  private func uint16(_ offset: Int) -> UInt16 {
    guard offset >= 0, offset + 2 <= data.count else { return 0 }
    let base = data.startIndex + offset
    return UInt16(data[base]) | UInt16(data[base + 1]) << 8
  }

  private func uint32(_ offset: Int) -> UInt32 {
    guard offset >= 0, offset + 4 <= data.count else { return 0 }
    let base = data.startIndex + offset
    return (0..<4).reduce(0) { $0 | UInt32(data[base + $1]) << (8 * UInt32($1)) }
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// The CRC-32 (ISO 3309, reflected, polynomial `0xEDB88320`) zip uses.
  static func crc32(_ bytes: [UInt8]) -> UInt32 { crc32(bytes[...], continuing: 0) }

  /// The CRC-32 of what `previous` was the CRC-32 of, followed by `bytes`.
  static func crc32(_ bytes: ArraySlice<UInt8>, continuing previous: UInt32) -> UInt32 {
    var crc = ~previous
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return ~crc
  }
}
