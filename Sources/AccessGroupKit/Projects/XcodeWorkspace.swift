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
    if let refusal = InputFile.refusal(for: file) {
      throw .unreadable(file: refusal.path, reason: refusal.reason)
    }
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
    // A workspace may list the same reference many times; each is resolved once.
    var resolved: [ResolvedReference: URL?] = [:]
    var scanner = XMLTagScanner(text: xml)
    while let tag = scanner.nextTag() {
      switch tag.kind {
      case .close(name: "Group"):
        _ = groups.popLast()
      case .open(let name, let selfClosing) where name == "Group" || name == "FileRef":
        let base = groups.last ?? container
        let location = XMLTagScanner.attribute("location", in: tag.attributes).flatMap {
          text in
          let reference = ResolvedReference(location: text, base: base.path)
          if let known = resolved[reference] { return known }
          let url = Self.resolve(text, base: base, container: container)?.standardizedFileURL
          resolved[reference] = url
          return url
        }
        if name == "Group", !selfClosing { groups.append(location ?? base) }
        if name == "FileRef", let location, location.pathExtension == "xcodeproj" {
          projects.append(location)
        }
      default:
        break
      }
    }
    self.projects = projects
  }

  /// A location as written and the folder it is resolved against.
  private struct ResolvedReference: Hashable {
    var location: String
    var base: String
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
