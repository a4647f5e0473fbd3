import Foundation

/// Unpacks from an `.ipa` only what reading its built product needs: the folders under
/// `Payload/`, every `Info.plist` and embedded profile, and then each bundle's main
/// executable as its `Info.plist` names it. Assets and code in other files are never
/// decompressed.
enum IPAExtractor {
  /// The largest entry decompressed, so a hostile archive cannot exhaust memory.
  static let maximumEntrySize = 512 << 20

  /// Whether the file at `url` is a zip archive (it starts with a local file header).
  static func isArchive(_ url: URL) -> Bool {
    // A stream rather than `FileHandle.read(upToCount:)`, which needs macOS 10.15.4 and
    // iOS 13.4; a folder or unreadable file reads nothing.
    guard let stream = InputStream(url: url) else { return false }
    stream.open()
    defer { stream.close() }
    var header = [UInt8](repeating: 0, count: 4)
    return stream.read(&header, maxLength: 4) == 4 && header == [0x50, 0x4B, 0x03, 0x04]
  }

  /// Unpacks the archive at `url` into `folder`.
  static func extract(_ url: URL, into folder: URL) throws(BuiltProductError) {
    let data: Data
    do {
      data = try Data(contentsOf: url, options: .alwaysMapped)
    } catch {
      throw .unreadable(path: url.path, reason: PropertyListReader.describe(error))
    }
    do throws(ZipArchive.Failure) {
      let archive = try ZipArchive(data: data)
      try makeFolder(folder)
      var byName: [String: ZipArchive.Entry] = [:]
      for entry in archive.entries {
        guard let components = safeComponents(entry.name), components.first == "Payload"
        else { continue }
        byName[components.joined(separator: "/")] = entry
        let isFolder = entry.name.hasSuffix("/")
        let parent = isFolder ? components : Array(components.dropLast())
        try makeFolder(folder.appendingPathComponent(parent.joined(separator: "/")))
      }
      var plists: [String] = []
      for (name, entry) in byName.sorted(by: { $0.key < $1.key }) where !entry.name.hasSuffix("/") {
        let file = name.split(separator: "/").last.map(String.init) ?? ""
        guard
          ["Info.plist", "embedded.mobileprovision", "embedded.provisionprofile"]
            .contains(file)
        else { continue }
        try write(entry, of: archive, to: folder.appendingPathComponent(name))
        if file == "Info.plist" { plists.append(name) }
      }
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
        try write(entry, of: archive, to: folder.appendingPathComponent(name))
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

  private static func write(
    _ entry: ZipArchive.Entry, of archive: ZipArchive, to url: URL
  ) throws(ZipArchive.Failure) {
    guard entry.size <= maximumEntrySize else {
      throw ZipArchive.Failure(
        description: "entry \(entry.name) declares \(entry.size) bytes, more than the "
          + "\(maximumEntrySize) read from an archive")
    }
    let bytes = try archive.contents(of: entry)
    do {
      try Data(bytes).write(to: url)
    } catch {
      throw ZipArchive.Failure(
        description: "cannot write \(entry.name): \(PropertyListReader.describe(error))")
    }
  }
}
