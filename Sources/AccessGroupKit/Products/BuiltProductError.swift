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

  /// The path is not an `.app`, `.appex` or `.xcarchive` directory (nor an unzipped `.ipa`).
  ///
  /// - Parameters:
  ///   - path: The path given.
  ///   - reason: What was found instead.
  case notABundle(path: String, reason: String)

  /// The path is an `.ipa` (a zip archive). Its entries are compressed with deflate, which
  /// this dependency-free package does not decompress.
  ///
  /// - Parameter path: The archive's path.
  case compressedArchive(path: String)

  /// An `.xcarchive` or unzipped `.ipa` holds no application bundle.
  ///
  /// - Parameters:
  ///   - path: The archive's path.
  ///   - folder: The folder where the applications were expected.
  case noApplication(path: String, folder: String)

  /// The path the error is about.
  public var path: String {
    switch self {
    case .unreadable(let path, _), .notABundle(let path, _), .compressedArchive(let path),
      .noApplication(let path, _):
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
    case .compressedArchive(let path):
      "\(path): an .ipa is a zip archive, which is not read directly; unzip it first "
        + "(`unzip App.ipa -d App`) and pass the folder, or Payload/App.app inside it"
    case .noApplication(let path, let folder):
      "\(path): \(folder) holds no .app bundle"
    }
  }
}
