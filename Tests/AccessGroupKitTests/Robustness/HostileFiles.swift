import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes the files a hostile repository would hold: small by default, full size under
/// `ACCESSGROUPKIT_FULL_BUDGETS=1` (see ``FuzzBudget``).
enum HostileFiles {
  /// A fresh folder holding `files` (path to text).
  static func folder(_ files: [String: String] = [:]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (path, text) in files { try write(text, to: root.appendingPathComponent(path)) }
    return root.resolvingSymlinksInPath()
  }

  /// Writes `text` to `url`, creating its folder.
  static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Makes a named pipe at `url`; nothing ever writes to it, so a reader would block.
  static func fifo(at url: URL) throws -> URL {
    guard mkfifo(url.path, 0o600) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    return url
  }

  /// A symbolic link at `url` to `destination`.
  static func link(at url: URL, to destination: String) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
  }

  /// A minimal XML entitlements file with these keychain groups.
  static func entitlements(_ groups: [String]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>keychain-access-groups</key><array>
    \(groups.map { "<string>\($0)</string>" }.joined())
    </array></dict></plist>
    """
  }
}
