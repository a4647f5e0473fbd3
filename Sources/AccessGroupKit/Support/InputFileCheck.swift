import Foundation

/// What one look at a file named by an input found (``InputFile/check(_:within:)``): its
/// real path, what is there, and why it may not be read whatever its size.
///
/// The look is taken once and kept: a file that thousands of targets name is resolved,
/// looked at and opened once, not once per question asked about it.
package struct InputFileCheck: Sendable {
  /// What is at the real path, as `lstat` tells it.
  package enum Kind: Hashable, Sendable {
    /// Nothing, or nothing that can be looked at.
    case missing
    /// A folder.
    case directory
    /// A regular file of this many bytes.
    case regular(size: UInt64)
    /// A character or block device.
    case device
    /// A socket.
    case socket
    /// A symbolic link that resolving the path stopped at: its target is missing, or the
    /// links go round.
    case unresolvedLink
    /// A named pipe or another special file.
    case other

    /// What is at `path`, without following a symbolic link there.
    init(ofItemAt path: String) {
      var status = stat()
      guard lstat(path, &status) == 0 else {
        self = .missing
        return
      }
      self.init(status: status)
    }

    /// What `lstat` found.
    init(status: stat) {
      switch status.st_mode & S_IFMT {
      case S_IFDIR: self = .directory
      case S_IFREG: self = .regular(size: UInt64(max(status.st_size, 0)))
      case S_IFCHR, S_IFBLK: self = .device
      case S_IFSOCK: self = .socket
      case S_IFLNK: self = .unresolvedLink
      default: self = .other
      }
    }
  }

  /// The file as it was named.
  package var url: URL
  /// Its path with symbolic links and `..` resolved (as far as the path exists).
  package var realPath: String
  /// What is there.
  package var kind: Kind
  /// Why it may not be read whatever its size (a pseudo file, a special file, outside the
  /// bundle or the contained root), or `nil`.
  package var refusal: InputFileRefusal?

  /// Why nothing can be read at a path that is not refused: `"no such file"` or `"it is a
  /// directory"`; `nil` for a regular file, and for a refused one, whose ``refusal`` says
  /// why (a symbolic link that leads nowhere is one: it names its target).
  ///
  /// Readers ask this after ``refusal``, not `FileManager.fileExists(atPath:)` first: that
  /// answers "no such file" for a loop of links too, which hides the cause.
  package var absence: String? {
    guard refusal == nil else { return nil }
    switch kind {
    case .missing: return "no such file"
    case .directory: return "it is a directory"
    default: return nil
    }
  }

  /// Why the file may not be read when at most `maximumSize` bytes are read from it (no
  /// limit for `nil`), or `nil` when it may be.
  package func refusal(maximumSize: Int?) -> InputFileRefusal? {
    if let refusal { return refusal }
    guard let maximumSize, case .regular(let size) = kind, size > UInt64(maximumSize) else {
      return nil
    }
    return InputFileRefusal(
      path: url.standardizedFileURL.path,
      reason: "it is \(size) bytes, more than the \(maximumSize) read from one such input file")
  }

  /// Reads the file through one open: its first `count` bytes (fewer when it is shorter),
  /// then the rest only when `readsRest` says so of those bytes, so a file's kind is told
  /// without reading it whole.
  ///
  /// - Parameters:
  ///   - count: How many bytes to read first.
  ///   - readsRest: Whether the first bytes call for the whole file.
  ///   - maximumSize: The largest file read whole; a larger one is refused before the rest
  ///     is read.
  /// - Returns: The bytes read, or `nil` for a folder or a missing file.
  /// - Throws: ``InputFileRefusal`` for a refused file, one that cannot be opened or read,
  ///   or one larger than `maximumSize` whose rest is asked for.
  package func contents(
    prefix count: Int, readingRestIf readsRest: (Data) -> Bool,
    maximumSize: Int? = InputFile.maximumSize
  ) throws(InputFileRefusal) -> Data? {
    if let refusal { throw refusal }
    // Reading a folder through a file handle traps on Linux: only a regular file is opened.
    guard case .regular(let size) = kind else { return nil }
    let descriptor = open(realPath, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw openingFailure() }
    defer { close(descriptor) }
    var data = Self.bytes(descriptor, upTo: count)
    guard data.count == count, readsRest(data) else { return data }
    if let refusal = refusal(maximumSize: maximumSize) { throw refusal }
    // One byte past the size `lstat` gave, so a file of that size ends in one more read.
    data.append(Self.bytes(descriptor, upTo: nil, chunk: Int(clamping: size) - count + 1))
    return data
  }

  /// Reads the whole file into the array of bytes that byte-level readers scan, in one
  /// allocation of the size `lstat` gave: going through `Data` would hold the file twice,
  /// which for a project file of a hundred megabytes is the larger part of a run's memory.
  ///
  /// - Parameter maximumSize: The largest file read; a larger one is refused unread, and
  ///   one that grows past it while it is read is refused then.
  /// - Returns: The bytes, or `nil` for a folder or a missing file.
  /// - Throws: ``InputFileRefusal`` for a refused file, one that cannot be opened, or one
  ///   larger than `maximumSize`.
  package func bytes(maximumSize: Int = InputFile.maximumSize) throws(InputFileRefusal) -> [UInt8]?
  {
    if let refusal = refusal(maximumSize: maximumSize) { throw refusal }
    guard case .regular(let size) = kind else { return nil }
    let descriptor = open(realPath, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw openingFailure() }
    defer { close(descriptor) }
    // One byte past the size, so a file of that size ends in one more read.
    var bytes = [UInt8](repeating: 0, count: Int(clamping: size) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard count <= maximumSize else {
          throw InputFileRefusal(
            path: url.standardizedFileURL.path,
            reason: "it grew past the \(maximumSize) bytes read from one such input file")
        }
        bytes.append(contentsOf: repeatElement(0, count: min(count, 1 << 20)))
      }
      let got = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if got < 0, errno == EINTR { continue }
      guard got > 0 else { break }
      count += got
    }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// Why the file cannot be opened, in the words Foundation gives.
  private func openingFailure() -> InputFileRefusal {
    do {
      _ = try FileHandle(forReadingFrom: URL(fileURLWithPath: realPath))
      return InputFileRefusal(
        path: url.path, reason: "cannot be read: \(String(cString: strerror(errno)))")
    } catch {
      return InputFileRefusal(
        path: url.path, reason: "cannot be read: \(PropertyListReader.describe(error))")
    }
  }

  /// Reads from an open file up to `limit` bytes (to its end for `nil`), `chunk` bytes at
  /// a time or fewer: a small file costs one read, where a file handle costs several calls.
  private static func bytes(_ descriptor: Int32, upTo limit: Int?, chunk: Int = 64 << 10) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: min(max(limit ?? chunk, 1), 1 << 20))
    while limit.map({ data.count < $0 }) ?? true {
      let wanted = min(buffer.count, limit.map { $0 - data.count } ?? buffer.count)
      let got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if got < 0, errno == EINTR { continue }
      guard got > 0 else { break }
      data.append(contentsOf: buffer[..<got])
    }
    return data
  }
}
