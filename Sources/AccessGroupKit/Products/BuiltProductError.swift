/// Why a built product could not be read at all.
///
/// Problems with one member (a missing `Info.plist`, an unsigned or broken executable, a
/// broken profile) are not errors: they become ``BuiltProductFinding``s so the rest of the
/// family is still read.
public enum BuiltProductError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path does not exist or cannot be listed.
  ///
  /// - Parameters:
  ///   - path: The path given.
  ///   - reason: What the file system reported.
  case unreadable(path: String, reason: String)

  /// The path is not an `.app`, `.appex` or `.xcarchive` directory, an `.ipa`, or an
  /// unzipped `.ipa`.
  ///
  /// - Parameters:
  ///   - path: The path given.
  ///   - reason: What was found instead.
  case notABundle(path: String, reason: String)

  /// The product's bundles list more groups than a family may
  /// (``AppFamily/maximumListedGroups``).
  ///
  /// - Parameters:
  ///   - path: The product.
  ///   - error: Which bundle passed the budget.
  case tooManyGroups(path: String, AppFamilyError)

  /// The path is a zip archive (an `.ipa`) that cannot be read: it is damaged, or uses
  /// ZIP64, encryption or a compression method other than stored and deflate.
  ///
  /// - Parameters:
  ///   - path: The archive's path.
  ///   - reason: What is wrong, naming the entry.
  case malformedArchive(path: String, reason: String)

  /// An `.xcarchive` or `.ipa` holds no application bundle.
  ///
  /// - Parameters:
  ///   - path: The archive's path.
  ///   - folder: The folder where the applications were expected.
  case noApplication(path: String, folder: String)

  /// The path the error is about.
  public var path: String {
    switch self {
    case .unreadable(let path, _), .notABundle(let path, _), .malformedArchive(let path, _),
      .noApplication(let path, _), .tooManyGroups(let path, _):
      path
    }
  }

  /// One sentence that starts with the path and says what to do.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "\(path): cannot be read: \(reason)"
    case .notABundle(let path, let reason):
      "\(path): not a built product (an .app, .appex or .xcarchive directory): \(reason)"
    case .tooManyGroups(let path, let error):
      "\(path): too large to check: \(error)"
    case .malformedArchive(let path, let reason):
      "\(path): the archive cannot be read: \(reason); unzip it (`unzip App.ipa -d App`) and "
        + "pass the folder instead"
    case .noApplication(let path, let folder):
      "\(path): \(folder) holds no .app bundle"
    }
  }
}
