import Foundation

/// The entries of an `.ipa` that reading its built product needs, as a tree of folders under
/// the archive's own path: `App.ipa/Payload/App.app/Info.plist`.
///
/// Paths and messages therefore name the file the user gave, and a folder exists only
/// because a file needed is in it, however many folder entries the archive lists.
struct IPAContents {
  /// Where one file's bytes are.
  enum File {
    /// Held in memory: an `Info.plist` or profile, with an `Info.plist`'s values when the
    /// archive's reader parsed them to find the executable, so they are parsed once.
    case bytes([UInt8], info: BundleInfo?)
    /// Inflated into a private file: an executable.
    case file(URL)
  }

  /// The archive, which stands as the root folder.
  let archive: URL
  /// The archive's standardized path.
  private let root: String
  private var files: [String: File] = [:]
  /// The names in each folder, by the folder's path inside the archive (`Payload`; the
  /// archive itself is the empty path).
  private var folders: [String: Set<String>] = [:]

  /// Contents with nothing in them yet.
  ///
  /// - Parameter archive: The `.ipa`.
  init(archive: URL) {
    self.archive = archive
    root = Self.standardPath(of: archive)
  }

  /// Adds the file at `name`, a path inside the archive whose components are safe
  /// (``IPAExtractor/safeComponents(_:)``), and the folders that hold it.
  mutating func add(_ name: String, _ file: File) {
    files[name] = file
    var child = Substring(name)
    while true {
      let slash = child.lastIndex(of: "/")
      let folder = slash.map { String(child[..<$0]) } ?? ""
      let leaf = String(slash.map { child[child.index(after: $0)...] } ?? child)
      // A folder already listed has its own folders listed too.
      guard folders[folder, default: []].insert(leaf).inserted, !folder.isEmpty else { return }
      child = Substring(folder)
    }
  }

  /// The path inside the archive of `url` (empty for the archive itself), or `nil` when it
  /// is not in the archive.
  func name(of url: URL) -> String? {
    let path = Self.standardPath(of: url)
    if path == root { return "" }
    guard path.hasPrefix(root + "/") else { return nil }
    return String(path.dropFirst(root.count + 1))
  }

  /// The path of `url` with `.` and `..` resolved. The reader's paths are built from the
  /// archive's own safe names, so only a name it was given (`CFBundleExecutable`) may need
  /// resolving.
  static func standardPath(of url: URL) -> String {
    url.standardizedWhenDotted.path
  }

  /// The file at `url`, or `nil`.
  func file(at url: URL) -> File? {
    name(of: url).flatMap { files[$0] }
  }

  /// Whether `url` is a folder of the tree.
  func isFolder(_ url: URL) -> Bool {
    name(of: url).map { folders[$0] != nil } ?? false
  }

  /// The entries of the folder at `url`, sorted by name; none when it is not a folder.
  func children(of url: URL) -> [URL] {
    guard let name = name(of: url), let names = folders[name] else { return [] }
    return names.sorted().map { child in
      url.appendingPathComponent(
        child, isDirectory: folders[name.isEmpty ? child : name + "/" + child] != nil)
    }
  }
}
