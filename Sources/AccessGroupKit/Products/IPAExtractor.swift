import Foundation

/// Unpacks from an `.ipa` only what reading its built product needs: the folders under
/// `Payload/`, every `Info.plist` and embedded profile, and then each bundle's main
/// executable as its `Info.plist` names it. Assets and code in other files are never
/// decompressed, and an executable is inflated a piece at a time straight into its file, so
/// memory holds a megabyte of it whatever its size (the reader then reads back only its
/// header, load commands and entitlements).
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

  /// Whether the file at `url` is a zip archive (it starts with a local file header).
  static func isArchive(_ url: URL) -> Bool {
    InputFile.prefix(4, of: url) == Data([0x50, 0x4B, 0x03, 0x04])
  }

  /// Unpacks the archive at `url` into `folder`.
  static func extract(_ url: URL, into folder: URL) throws(BuiltProductError) {
    let data: Data
    do throws(InputFileRefusal) {
      data = try InputFile.contents(of: url, options: .alwaysMapped)
    } catch {
      throw .unreadable(path: url.path, reason: error.reason)
    }
    do throws(ZipArchive.Failure) {
      let archive = try ZipArchive(data: data)
      try archive.checkEntriesDoNotOverlap()
      try makeFolder(folder)
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
      var plists: [String] = []
      for (name, entry) in byName.sorted(by: { $0.key < $1.key }) where !entry.name.hasSuffix("/") {
        let file = name.split(separator: "/").last.map(String.init) ?? ""
        guard
          ["Info.plist", "embedded.mobileprovision", "embedded.provisionprofile"]
            .contains(file)
        else { continue }
        try write(
          entry, of: archive, to: folder.appendingPathComponent(name), limit: maximumMetadataSize)
        if file == "Info.plist" { plists.append(name) }
      }
      var executables: [(name: String, entry: ZipArchive.Entry)] = []
      for plist in plists {
        let bundle = String(plist.dropLast("/Info.plist".count))
        guard
          let info = try? BundleInfo.read(folder.appendingPathComponent(plist)),
          let executable = info.executable, !executable.contains("/"), executable != ".."
        else { continue }
        let name =
          bundle.hasSuffix("/Contents")
          ? "\(bundle)/MacOS/\(executable)" : "\(bundle)/\(executable)"
        guard let entry = byName[name] else { continue }
        executables.append((name, entry))
      }
      let total = executables.reduce(0) { $0 + min($1.entry.size, maximumTotalExecutableSize + 1) }
      guard total <= maximumTotalExecutableSize else {
        throw ZipArchive.Failure(
          description: "the \(executables.count) executables declare \(total) bytes in all, "
            + "more than the \(maximumTotalExecutableSize) read from one archive")
      }
      for (name, entry) in executables {
        try stream(entry, of: archive, to: folder.appendingPathComponent(name))
      }
    } catch {
      throw .malformedArchive(path: url.path, reason: error.description)
    }
  }

  /// The path components of an entry name, or `nil` for one that could escape the folder
  /// (absolute, `..`, backslashes) or is empty.
  static func safeComponents(_ name: String) -> [String]? {
    guard !name.hasPrefix("/"), !name.contains("\\") else { return nil }
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
    of entry: ZipArchive.Entry, limit: Int, at url: URL
  ) throws(ZipArchive.Failure) {
    guard entry.size <= limit else {
      throw ZipArchive.Failure(
        description: "entry \(entry.name) declares \(entry.size) bytes, more than the "
          + "\(limit) read from an archive for such a file")
    }
    try makeFolder(url.deletingLastPathComponent())
  }

  /// Inflates an executable into its file a piece at a time.
  private static func stream(
    _ entry: ZipArchive.Entry, of archive: ZipArchive, to url: URL
  ) throws(ZipArchive.Failure) {
    try checkSize(of: entry, limit: maximumEntrySize, at: url)
    let failure = { (reason: String) in
      ZipArchive.Failure(description: "cannot write \(entry.name): \(reason)")
    }
    guard let output = OutputStream(url: url, append: false) else {
      throw failure("the file cannot be created")
    }
    output.open()
    defer { output.close() }
    var writeFailure: String?
    try archive.stream(entry) { piece in
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

  private static func write(
    _ entry: ZipArchive.Entry, of archive: ZipArchive, to url: URL, limit: Int
  ) throws(ZipArchive.Failure) {
    try checkSize(of: entry, limit: limit, at: url)
    let bytes = try archive.contents(of: entry)
    do {
      try Data(bytes).write(to: url)
    } catch {
      throw ZipArchive.Failure(
        description: "cannot write \(entry.name): \(PropertyListReader.describe(error))")
    }
  }
}
