import Foundation

/// Takes from an `.ipa` only what reading its built product needs: every `Info.plist` and
/// embedded profile under `Payload/`, held in memory, and then each bundle's main executable
/// as its `Info.plist` names it. Assets and code in other files are never decompressed, and
/// no folder is made for an entry: the bundles' folders exist only in ``IPAContents``.
///
/// An executable may take hundreds of megabytes, so it alone goes to disk: inflated a piece
/// at a time straight into a file of its own in a private folder, memory holds a megabyte of
/// it whatever its size (the reader then reads back only its header, load commands and
/// entitlements).
enum IPAExtractor {
  /// The largest executable decompressed, so a hostile archive cannot fill the disk.
  static let maximumEntrySize = 512 << 20

  /// The most bytes all the executables of one archive may decompress to: many bundles
  /// whose executables each stay under ``maximumEntrySize`` must not add up to gigabytes of
  /// inflating and writing (each entry's declared size is checked against what it inflates to).
  static let maximumTotalExecutableSize = 1 << 30

  /// The largest `Info.plist` or provisioning profile decompressed; real ones take
  /// kilobytes.
  static let maximumMetadataSize = 8 << 20

  /// The most bytes all the `Info.plist` files and profiles of one archive may decompress to;
  /// they are held in memory until every size has been checked.
  static let maximumTotalMetadataSize = 64 << 20

  /// Whether the file at `url` is a zip archive (it starts with a local file header).
  static func isArchive(_ url: URL) -> Bool {
    InputFile.prefix(4, of: url) == Data([0x50, 0x4B, 0x03, 0x04])
  }

  /// Reads the entries of the archive at `url` that a built product needs.
  ///
  /// - Parameters:
  ///   - url: The archive.
  ///   - folder: A private folder for the executables, made only when there is one.
  /// - Returns: The entries, under the archive's own path.
  /// - Throws: ``BuiltProductError/malformedArchive(path:reason:)`` for a damaged archive,
  ///   duplicate or overlapping entries, or entries past their size limits.
  static func extract(
    _ url: URL, executablesInto folder: URL
  ) throws(BuiltProductError) -> IPAContents {
    let data: Data
    do throws(InputFileRefusal) {
      data = try InputFile.contents(of: url, options: .alwaysMapped, maximumSize: nil)
    } catch {
      throw .unreadable(path: url.path, reason: error.reason)
    }
    do throws(ZipArchive.Failure) {
      let archive = try ZipArchive(data: data)
      try archive.checkEntriesDoNotOverlap()
      // Folders are made only for the files written below: an archive of many nested
      // folder entries costs nothing.
      var byName: [String: ZipArchive.Entry] = [:]
      for entry in archive.entries {
        guard let components = safeComponents(entry.name), components.first == "Payload"
        else { continue }
        let name = components.joined(separator: "/")
        guard byName[name] == nil else {
          throw ZipArchive.Failure(
            description: "two entries are named \(name); which one the app holds is unknown")
        }
        byName[name] = entry
      }
      // Every size is checked before anything is written, so an archive refused for its
      // size costs no disk work.
      var metadata: [(name: String, bytes: [UInt8], info: BundleInfo?)] = []
      var metadataSize = 0
      var executables: [(name: String, entry: ZipArchive.Entry)] = []
      for (name, entry) in byName.sorted(by: { $0.key < $1.key }) where !entry.name.hasSuffix("/") {
        let file = name.split(separator: "/").last.map(String.init) ?? ""
        guard
          ["Info.plist", "embedded.mobileprovision", "embedded.provisionprofile"]
            .contains(file)
        else { continue }
        try checkSize(of: entry, limit: maximumMetadataSize)
        metadataSize += entry.size
        guard metadataSize <= maximumTotalMetadataSize else {
          throw ZipArchive.Failure(
            description: "the Info.plist and profile entries declare more than the "
              + "\(maximumTotalMetadataSize) bytes read from one archive")
        }
        let bytes = try archive.contents(of: entry)
        // Parsed here to find the executable, and kept for the bundle reader; one that does
        // not parse is parsed again there, to report why.
        let info =
          file == "Info.plist" ? try? BundleInfo.read(Data(bytes), file: name) : nil
        metadata.append((name, bytes, info))
        if let info,
          let executable = executableName(
            in: info, at: String(name.dropLast("/Info.plist".count))),
          let executableEntry = byName[executable]
        {
          try checkSize(of: executableEntry, limit: maximumEntrySize)
          executables.append((executable, executableEntry))
        }
      }
      let total = executables.reduce(0) { $0 + min($1.entry.size, maximumTotalExecutableSize + 1) }
      guard total <= maximumTotalExecutableSize else {
        throw ZipArchive.Failure(
          description: "the \(executables.count) executables declare \(total) bytes in all, "
            + "more than the \(maximumTotalExecutableSize) read from one archive")
      }
      var contents = IPAContents(archive: url)
      for (name, bytes, info) in metadata { contents.add(name, .bytes(bytes, info: info)) }
      if !executables.isEmpty { try makeFolder(folder) }
      for (number, (name, entry)) in executables.enumerated() {
        // Numbered, not named: no entry name reaches the file system.
        let file = folder.appendingPathComponent("executable-\(number)")
        try stream(entry, of: archive, to: file)
        contents.add(name, .file(file))
      }
      return contents
    } catch {
      throw .malformedArchive(path: url.path, reason: error.description)
    }
  }

  /// The path components of an entry name, or `nil` for one that could escape the folder
  /// (absolute, `..`, backslashes) or is empty.
  static func safeComponents(_ name: String) -> [String]? {
    guard !name.hasPrefix("/"), !name.utf8.contains(UInt8(ascii: "\\")) else { return nil }
    let components = name.split(separator: "/").map(String.init)
    guard !components.isEmpty, !components.contains(where: { $0 == ".." || $0 == "." })
    else { return nil }
    return components
  }

  private static func makeFolder(_ url: URL) throws(ZipArchive.Failure) {
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw ZipArchive.Failure(
        description: "cannot create \(url.lastPathComponent): \(PropertyListReader.describe(error))"
      )
    }
  }

  private static func checkSize(
    of entry: ZipArchive.Entry, limit: Int
  ) throws(ZipArchive.Failure) {
    guard entry.size <= limit else {
      throw ZipArchive.Failure(
        description: "entry \(entry.name) declares \(entry.size) bytes, more than the "
          + "\(limit) read from an archive for such a file")
    }
  }

  /// The archive path of the executable the bundle at `bundle` names in its `Info.plist`
  /// `info`, or `nil` when it names none or a name that is not a plain file name (the
  /// bundle reader then reports what is wrong).
  private static func executableName(in info: BundleInfo, at bundle: String) -> String? {
    guard
      let executable = info.executable,
      !executable.utf8.contains(UInt8(ascii: "/")), executable != ".."
    else { return nil }
    return bundle.hasSuffix("/Contents")
      ? "\(bundle)/MacOS/\(executable)" : "\(bundle)/\(executable)"
  }

  /// Inflates an executable into its file a piece at a time, and only its first piece when
  /// that does not start as an executable: the reader refuses such a file from its first four
  /// bytes, and a few hundred kilobytes of archive may inflate to half a gigabyte.
  private static func stream(
    _ entry: ZipArchive.Entry, of archive: ZipArchive, to url: URL
  ) throws(ZipArchive.Failure) {
    try writeFile(named: entry.name, at: url) { write throws(ZipArchive.Failure) in
      var isFirstPiece = true
      try archive.stream(entry) { piece in
        write(piece)
        defer { isFirstPiece = false }
        guard isFirstPiece, piece.count >= 4 else { return true }
        let magic = piece.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return SignedExecutable.isExecutable(magic: magic)
      }
    }
  }

  /// Writes the pieces `produce` hands over into a new file at `url`.
  ///
  /// The folder is private and removed after reading, so nothing is flushed to disk:
  /// `Data.write(to:)` syncs every file it writes on Linux, which made an archive of a few
  /// hundred small `Info.plist` files take seconds.
  private static func writeFile(
    named name: String, at url: URL,
    _ produce: (_ write: @escaping (ArraySlice<UInt8>) -> Void) throws(ZipArchive.Failure) -> Void
  ) throws(ZipArchive.Failure) {
    let failure = { (reason: String) in
      ZipArchive.Failure(description: "cannot write \(name): \(reason)")
    }
    guard let output = OutputStream(url: url, append: false) else {
      throw failure("the file cannot be created")
    }
    output.open()
    defer { output.close() }
    var writeFailure: String?
    try produce { piece in
      var rest = piece
      while writeFailure == nil, !rest.isEmpty {
        let written = rest.withUnsafeBufferPointer { buffer in
          output.write(buffer.baseAddress!, maxLength: buffer.count)
        }
        guard written > 0 else {
          writeFailure =
            output.streamError.map(PropertyListReader.describe) ?? "the file system refused it"
          return
        }
        rest = rest.dropFirst(written)
      }
    }
    if let writeFailure { throw failure(writeFailure) }
  }
}
