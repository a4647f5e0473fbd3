import Foundation

/// The projects an Xcode workspace lists in its `contents.xcworkspacedata`.
///
/// File references are resolved as Xcode does for the location kinds a workspace uses:
/// `group:` (relative to the enclosing `<Group>`s, and finally to the folder holding the
/// `.xcworkspace`), `container:` (relative to that folder) and `absolute:`. Only
/// `.xcodeproj` references are kept.
public struct XcodeWorkspace: Hashable, Sendable {
  /// The `.xcworkspace` folder.
  public var url: URL

  /// The `.xcodeproj` folders it lists, in order; they may not exist.
  public var projects: [URL]

  /// Reads a workspace.
  ///
  /// - Parameter url: The `.xcworkspace` folder.
  /// - Throws: ``XcodeProjectError/unreadable(file:reason:)`` when its
  ///   `contents.xcworkspacedata` cannot be read as UTF-8.
  public init(contentsOf url: URL) throws(XcodeProjectError) {
    let file = url.appendingPathComponent("contents.xcworkspacedata")
    guard let data = try? Data(contentsOf: file), let text = String(data: data, encoding: .utf8)
    else {
      throw .unreadable(file: file.path, reason: "missing, unreadable or not UTF-8")
    }
    self.init(xml: text, url: url)
  }

  /// Reads a workspace's `contents.xcworkspacedata` text.
  ///
  /// - Parameters:
  ///   - xml: The file's text.
  ///   - url: The `.xcworkspace` folder locations resolve from.
  package init(xml: String, url: URL) {
    self.url = url.standardizedFileURL
    let container = self.url.deletingLastPathComponent()
    var groups: [URL] = []
    var projects: [URL] = []
    var rest = Substring(xml)
    while let open = rest.firstIndex(of: "<") {
      guard let close = rest[open...].firstIndex(of: ">") else { break }
      let tag = rest[rest.index(after: open)..<close]
      rest = rest[rest.index(after: close)...]
      if tag.hasPrefix("/Group") {
        _ = groups.popLast()
        continue
      }
      let isGroup = tag.hasPrefix("Group")
      guard isGroup || tag.hasPrefix("FileRef") else { continue }
      let base = groups.last ?? container
      let location = Self.attribute("location", in: tag).flatMap {
        Self.resolve($0, base: base, container: container)
      }
      if isGroup, !tag.hasSuffix("/") { groups.append(location ?? base) }
      if !isGroup, let location, location.pathExtension == "xcodeproj" {
        projects.append(location.standardizedFileURL)
      }
    }
    self.projects = projects
  }

  private static func attribute(_ name: String, in tag: Substring) -> String? {
    // `location = "group:App.xcodeproj"`: Xcode writes spaces around the `=`.
    guard let range = tag.range(of: name) else { return nil }
    var value = tag[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    guard value.first == "=" else { return nil }
    value = value.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    guard value.first == "\"" else { return nil }
    value = value.dropFirst()
    guard let end = value.firstIndex(of: "\"") else { return nil }
    return String(value[..<end])
      .replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  private static func resolve(_ location: String, base: URL, container: URL) -> URL? {
    guard let colon = location.firstIndex(of: ":") else { return nil }
    let kind = location[..<colon]
    let path = String(location[location.index(after: colon)...])
    switch kind {
    case "group": return path.isEmpty ? base : base.appendingPathComponent(path)
    case "container": return path.isEmpty ? container : container.appendingPathComponent(path)
    case "absolute": return URL(fileURLWithPath: path)
    default: return nil
    }
  }
}
