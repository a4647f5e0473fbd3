import Foundation

/// Where an executable's bytes come from: a file read by ranges, or bytes already in memory.
///
/// An executable can be hundreds of megabytes, and hundreds of bundles may share one; the
/// entitlements need only its header, load commands and code signature. A file is read a
/// page at a time as the reader asks for offsets, so reading costs the few pages those
/// structures take, never the file's size.
final class MachOByteSource {
  /// The size of a page read from a file.
  static let pageSize = 16 << 10

  /// How many pages are kept: the header, the load commands and the signature's index
  /// are each read in order, so a few pages serve them all.
  static let keptPages = 8

  /// The file's path or name, for errors.
  let file: String
  /// The file's size.
  let count: Int
  private let memory: [UInt8]?
  private let handle: FileHandle?
  private var pages: [(index: Int, bytes: [UInt8])] = []
  /// Every range read from the file, in order: what reading an executable costs.
  private(set) var reads: [Range<Int>] = []

  /// Bytes already in memory.
  init(bytes: [UInt8], file: String) {
    self.file = file
    memory = bytes
    handle = nil
    count = bytes.count
  }

  /// The regular file at `url`, which ``InputFile`` has let through.
  init(contentsOf url: URL) throws(MachOReadingError) {
    file = url.path
    memory = nil
    func unreadable(_ reason: String) -> MachOReadingError {
      MachOReadingError(file: url.path, problem: .unreadable(reason))
    }
    let real = url.resolvingSymlinksInPath().path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: real) else {
      throw unreadable("no such file")
    }
    // Reading a folder through a file handle traps on Linux.
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw unreadable("it is not a regular file")
    }
    count = (attributes[.size] as? NSNumber)?.intValue ?? 0
    do {
      handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: real))
    } catch {
      throw unreadable(PropertyListReader.describe(error))
    }
  }

  deinit { handle?.closeFile() }

  /// The byte at `offset`, which the caller has checked lies in the file.
  func byte(at offset: Int) throws(MachOReadingError) -> UInt8 {
    if let memory { return memory[offset] }
    let index = offset / Self.pageSize
    let page: [UInt8]
    if let kept = pages.last(where: { $0.index == index }) {
      page = kept.bytes
    } else {
      let start = index * Self.pageSize
      page = try read(start..<min(start + Self.pageSize, count))
      pages.append((index, page))
      if pages.count > Self.keptPages { pages.removeFirst() }
    }
    return page[offset - index * Self.pageSize]
  }

  /// The bytes in `range`, which the caller has checked lies in the file.
  func bytes(in range: Range<Int>) throws(MachOReadingError) -> [UInt8] {
    if let memory { return Array(memory[range]) }
    return try read(range)
  }

  private func read(_ range: Range<Int>) throws(MachOReadingError) -> [UInt8] {
    guard let handle else { return [] }
    reads.append(range)
    handle.seek(toFileOffset: UInt64(range.lowerBound))
    let data = handle.readData(ofLength: range.count)
    guard data.count == range.count else {
      throw MachOReadingError(
        file: file,
        problem: .unreadable(
          "the file ends at offset \(range.lowerBound + data.count), before the "
            + "\(count) bytes it had when opened"))
    }
    return [UInt8](data)
  }
}
