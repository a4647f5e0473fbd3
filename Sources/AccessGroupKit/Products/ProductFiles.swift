import Foundation

/// Where a built product's files are read from: folders on disk, or the entries of an
/// `.ipa` (``IPAContents``). The bundle reader asks this one place what is there, so a
/// product reads the same either way.
enum ProductFiles {
  /// Files and folders on disk, each passing ``InputFile``'s checks.
  case disk
  /// An archive's entries.
  case archive(IPAContents)

  /// The boundary of the bundle at `url`, which its files must stay inside.
  func boundary(of url: URL) -> BundleBoundary {
    switch self {
    case .disk: BundleBoundary(url)
    // An archive holds no links: its paths are what they say.
    case .archive: BundleBoundary(url, realPath: IPAContents.standardPath(of: url))
    }
  }

  /// Fails when `file` (a link, or a name with `..`) leads outside `bundle`, or is a file
  /// that is never read.
  func checkInside(_ file: URL, _ bundle: BundleBoundary) throws(BuiltProductError) {
    let refusal: InputFileRefusal?
    switch self {
    case .disk:
      refusal = InputFile.refusal(for: file, inside: bundle)
    case .archive:
      let path = IPAContents.standardPath(of: file)
      refusal = bundle.refusal(path: path, realPath: path)
    }
    if let refusal { throw .unreadable(path: refusal.path, reason: refusal.reason) }
  }

  /// Whether there is a file (not a folder) at `url`.
  func fileExists(_ url: URL) -> Bool {
    switch self {
    case .disk: FileManager.default.fileExists(atPath: url.path)
    case .archive(let contents): contents.file(at: url) != nil
    }
  }

  /// Whether there is a folder at `url`.
  func isFolder(_ url: URL) -> Bool {
    switch self {
    case .disk:
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    case .archive(let contents):
      return contents.isFolder(url)
    }
  }

  /// The entries of the folder at `url`, sorted by name; none when it does not exist.
  func children(of url: URL) -> [URL] {
    switch self {
    case .disk:
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.sorted().map { url.appendingPathComponent($0) }
    case .archive(let contents):
      return contents.children(of: url)
    }
  }

  /// The bytes of a property list file (an `Info.plist` or profile) at `url`.
  func propertyList(at url: URL) throws(EntitlementsLoadingError) -> Data {
    switch self {
    case .disk:
      return try EntitlementsFile.contents(of: url)
    case .archive(let contents):
      switch contents.file(at: url) {
      case .bytes(let bytes, _): return Data(bytes)
      case .file(let file): return try EntitlementsFile.contents(of: file)
      case nil: throw .unreadable(file: url.path, reason: "no such file")
      }
    }
  }

  /// The `Info.plist` at `url`, parsed: an archive's were parsed as it was read.
  func bundleInfo(at url: URL) throws(EntitlementsLoadingError) -> BundleInfo {
    if case .archive(let contents) = self, case .bytes(_, let info?) = contents.file(at: url) {
      return info
    }
    return try BundleInfo.read(propertyList(at: url), file: url.path)
  }

  /// Where the executable at `url` is read from: the file itself, or the private file an
  /// archive's entry was inflated into.
  func executableFile(at url: URL) -> URL {
    switch self {
    case .disk: url
    case .archive(let contents):
      if case .file(let file) = contents.file(at: url) { file } else { url }
    }
  }
}
