import Foundation

/// A folder that the files of a bundle must stay inside, even through symbolic links and
/// `..` in a name: an `.app` whose executable, `Info.plist` or plug-in is a link is read
/// only when the link stays inside it.
///
/// The folder's real path is resolved once, when the boundary is made, so checking the
/// many files of a bundle (and the bundles it embeds) does not resolve it again for each.
package struct BundleBoundary: Sendable {
  /// The folder as it was named.
  package let url: URL
  /// The folder with symbolic links and `..` resolved.
  package let realPath: String

  /// The boundary of the folder at `url`.
  ///
  /// - Parameter url: The bundle or archive folder.
  package init(_ url: URL) {
    self.url = url
    realPath = InputFile.realPath(url)
  }

  /// Whether `path`, a real path, is the folder or inside it.
  package func contains(realPath path: String) -> Bool {
    path == realPath || path.hasPrefix(realPath.hasSuffix("/") ? realPath : realPath + "/")
  }
}
