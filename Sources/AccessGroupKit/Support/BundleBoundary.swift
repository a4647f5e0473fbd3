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
    self.init(url, realPath: InputFile.realPath(url))
  }

  /// The boundary of a folder whose real path is known: one inside an archive, which holds
  /// no links.
  ///
  /// - Parameters:
  ///   - url: The folder.
  ///   - realPath: Its real path.
  package init(_ url: URL, realPath: String) {
    self.url = url
    self.realPath = realPath
  }

  /// Why the file at `path`, whose real path is `real`, may not be read as part of the
  /// bundle: `nil` when it is inside.
  ///
  /// - Parameters:
  ///   - path: The file's path as it was named.
  ///   - real: Its real path.
  package func refusal(path: String, realPath real: String) -> InputFileRefusal? {
    guard !InputFile.isInside(real, root: realPath) else { return nil }
    return InputFileRefusal(
      path: path,
      reason: "it leads outside \(url.lastPathComponent) (to \(real)) through a symbolic link "
        + "or `..`; a bundle is read only from inside")
  }
}
