import Foundation

/// Reads the bytes of an entitlements file, turning file-system failures into
/// ``EntitlementsLoadingError/unreadable(file:reason:)``.
enum EntitlementsFile {
  /// The contents of a local file.
  ///
  /// - Parameter url: A file URL; other schemes are refused rather than fetched.
  /// - Returns: The file's bytes.
  /// - Throws: ``EntitlementsLoadingError/unreadable(file:reason:)``.
  static func contents(of url: URL) throws(EntitlementsLoadingError) -> Data {
    guard url.isFileURL else {
      throw .unreadable(
        file: url.absoluteString, reason: "only local file URLs can be loaded")
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw .unreadable(file: url.path, reason: "no such file")
    }
    guard !isDirectory.boolValue else {
      throw .unreadable(file: url.path, reason: "it is a directory")
    }
    do throws(InputFileRefusal) {
      return try InputFile.contents(of: url, maximumSize: InputFile.maximumPropertyListSize)
    } catch {
      throw .unreadable(file: url.path, reason: error.reason)
    }
  }
}
