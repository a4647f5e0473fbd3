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

  /// The `.xcodeproj` folders it lists, each once, in the order of their first reference;
  /// they may not exist.
  public var projects: [URL]

  /// Reads a workspace.
  ///
  /// - Parameter url: The `.xcworkspace` folder.
  /// - Throws: ``XcodeProjectError/unreadable(file:reason:)`` when its
  ///   `contents.xcworkspacedata` cannot be read as UTF-8, and
  ///   ``XcodeProjectError/malformedProject(file:reason:)`` when its elements are not closed
  ///   in order or nest more than ``maximumGroupDepth`` groups deep.
  public init(contentsOf url: URL) throws(XcodeProjectError) {
    let file = url.appendingPathComponent("contents.xcworkspacedata")
    if let refusal = InputFile.refusal(for: file, maximumSize: InputFile.maximumSize) {
      throw .unreadable(file: refusal.path, reason: refusal.reason)
    }
    guard let data = try? Data(contentsOf: file), let text = String(data: data, encoding: .utf8)
    else {
      throw .unreadable(file: file.path, reason: "missing, unreadable or not UTF-8")
    }
    try self.init(xml: text, url: url, file: file.path)
  }

  /// The deepest nesting of `<Group>`s read; Xcode's own workspaces nest a few levels.
  public static let maximumGroupDepth = 256

  /// Reads a workspace's `contents.xcworkspacedata` text.
  ///
  /// Elements must close in the order they open, as in any XML file Xcode writes; a
  /// location is resolved once however often it is listed.
  ///
  /// - Parameters:
  ///   - xml: The file's text.
  ///   - url: The `.xcworkspace` folder locations resolve from.
  ///   - file: The file's path, for errors.
  /// - Throws: ``XcodeProjectError/malformedProject(file:reason:)`` naming the line and
  ///   column of the first element that does not close, or of the group that nests too deep.
  package init(xml: String, url: URL, file: String? = nil) throws(XcodeProjectError) {
    self.url = url.standardizedFileURL
    let file = file ?? self.url.appendingPathComponent("contents.xcworkspacedata").path
    let container = self.url.deletingLastPathComponent()
    var groups: [URL] = []
    var open: [(name: String, position: PropertyListSourceMap.Position)] = []
    var projects: [URL] = []
    var listed: Set<URL> = []
    var resolved: [String: URL?] = [:]
    var scanner = XMLTagScanner(text: xml)
    func malformed(
      _ reason: String, at position: PropertyListSourceMap.Position
    ) -> XcodeProjectError {
      .malformedProject(
        file: file, reason: "line \(position.line), column \(position.column): \(reason)")
    }
    while let tag = scanner.nextTag() {
      switch tag.kind {
      case .close(let name):
        guard let innermost = open.popLast(), innermost.name == name else {
          throw malformed("</\(name)> closes no open <\(name)>", at: tag.position)
        }
        if name == "Group" { _ = groups.popLast() }
      case .open(let name, let selfClosing) where name == "Group" || name == "FileRef":
        let base = groups.last ?? container
        let location = XMLTagScanner.attribute("location", in: tag.attributes).flatMap {
          location -> URL? in
          // Keyed by the enclosing group too: `group:` locations resolve against it.
          let key = base.path + "\u{0}" + location
          if let known = resolved[key] { return known }
          let url = Self.resolve(location, base: base, container: container)?
            .standardizedFileURL
          resolved[key] = url
          return url
        }
        if !selfClosing {
          open.append((name, tag.position))
          if name == "Group" {
            guard groups.count < Self.maximumGroupDepth else {
              throw malformed(
                "groups nest more than \(Self.maximumGroupDepth) levels deep", at: tag.position)
            }
            groups.append(location ?? base)
          }
        }
        if name == "FileRef", let location, location.pathExtension == "xcodeproj",
          listed.insert(location).inserted
        {
          projects.append(location)
        }
      case .open(let name, let selfClosing):
        if !selfClosing { open.append((name, tag.position)) }
      }
    }
    if let unclosed = open.last {
      throw malformed("<\(unclosed.name)> is never closed", at: unclosed.position)
    }
    self.projects = projects
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
