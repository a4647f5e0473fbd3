import AccessGroupKit
import Foundation

/// Places findings in the entitlements files they are about, for the annotation and SARIF
/// formats.
///
/// Each file is read once, and only for a finding about one of its entitlements. An XML
/// property list places such a finding at its entitlement's element or key; any other file
/// (a binary property list, a profile, an executable) or one that cannot be read, and any
/// other finding, is placed at the file alone.
struct FindingLocator {
  /// The directory relative paths are resolved against.
  let currentDirectory: URL

  private var maps: [String: PropertyListSourceMap?] = [:]

  /// Creates a locator that reads relative paths from `currentDirectory`.
  init(currentDirectory: URL) {
    self.currentDirectory = currentDirectory
  }

  /// The finding placed in the file at `path`, the path as the report shows it.
  ///
  /// - Parameters:
  ///   - finding: A finding about the entitlements read from `path`.
  ///   - path: The file's path, absolute or relative to ``currentDirectory``.
  /// - Returns: The finding with its location set.
  mutating func locate(_ finding: Finding, in path: String) -> Finding {
    // Only a finding about an entitlement has a line to find: the file alone places the
    // others, so a file no such finding names is not read at all.
    finding.located(in: path, map: finding.entitlement == nil ? nil : map(of: path))
  }

  private mutating func map(of path: String) -> PropertyListSourceMap? {
    if let known = maps[path] { return known }
    let url = URL(commandLinePath: path, relativeTo: currentDirectory)
    // Only text can be an XML property list: an executable or a binary file (which a built
    // product's findings name, and which may be large) is not read past its first bytes.
    // One look and one open: the first bytes, then the rest only when they may be XML.
    var map: PropertyListSourceMap?
    if url.isFileURL,
      let data = try? InputFile.check(url).contents(
        prefix: Self.sniffedBytes, readingRestIf: Self.mayBeXML),
      Self.mayBeXML(data.prefix(Self.sniffedBytes))
    {
      map = PropertyListSourceMap(data: data)
    }
    maps[path] = map
    return map
  }

  /// How much of a file is read to tell text from a binary file.
  private static let sniffedBytes = 512

  /// Whether a file that starts with `head` may be XML: UTF-8 text without NUL bytes.
  private static func mayBeXML(_ head: Data) -> Bool {
    !head.contains(0) && head.contains(UInt8(ascii: "<"))
  }
}
