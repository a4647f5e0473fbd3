import Foundation

/// The real paths of the folders that files are checked in, each resolved once.
///
/// Resolving a path's symbolic links looks at every folder on it, so a project whose
/// thousands of targets each name an entitlements file in one folder would resolve that
/// folder once per file. Here the folder is resolved once and each file costs one `lstat`;
/// a file that is itself a link, is missing, or is named `.` or `..` is resolved whole by
/// ``InputFile/realPath(_:)``, so the answer is the one that function gives either way.
package struct RealFolderPaths {
  private var folders: [String: String] = [:]

  /// Creates an empty set of folders.
  package init() {}

  /// `url`'s real path, as ``InputFile/realPath(_:)`` gives it, with what `lstat` found
  /// there when it was found through the folder's real path.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - path: The path of `url.standardizedFileURL`.
  /// - Returns: The real path, and the file's status when it was looked at.
  mutating func realPath(
    of url: URL, standardizedPath path: String
  ) -> (path: String, status: stat?) {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else {
      return (InputFile.realPath(url), nil)
    }
    let folder = String(path[..<slash])
    let name = path[path.utf8.index(after: slash)...]
    guard !folder.isEmpty, !name.isEmpty, name != ".", name != ".." else {
      return (InputFile.realPath(url), nil)
    }
    let realFolder: String
    if let known = folders[folder] {
      realFolder = known
    } else {
      realFolder = InputFile.realPath(URL(fileURLWithPath: folder, isDirectory: true))
      folders[folder] = realFolder
    }
    // Only a name that is there and is no link keeps its folder's resolution: what `lstat`
    // finds under a folder that is missing, or is a file, or at a link, is resolved whole.
    let candidate = (realFolder.hasSuffix("/") ? realFolder : realFolder + "/") + name
    var status = stat()
    guard lstat(candidate, &status) == 0, status.st_mode & S_IFMT != S_IFLNK else {
      return (InputFile.realPath(url), nil)
    }
    return (candidate, status)
  }
}
