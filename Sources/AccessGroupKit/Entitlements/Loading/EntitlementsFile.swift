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
    try contents(of: url, checked: nil, prefix: 0) { _ in true }
  }

  /// The contents of a local file, read through one open: its first `count` bytes, and
  /// the rest when `readsRest` says so of them.
  ///
  /// - Parameters:
  ///   - url: A file URL; other schemes are refused rather than fetched.
  ///   - checked: The look already taken at `url` (``InputFile/check(_:within:)``), or
  ///     `nil` to take one.
  ///   - count: How many bytes to read first.
  ///   - readsRest: Whether the first bytes call for the whole file, which is then refused
  ///     past ``InputFile/maximumPropertyListSize``.
  /// - Returns: The bytes read.
  /// - Throws: ``EntitlementsLoadingError/unreadable(file:reason:)``.
  static func contents(
    of url: URL, checked: InputFileCheck?, prefix count: Int,
    readingRestIf readsRest: (Data) -> Bool
  ) throws(EntitlementsLoadingError) -> Data {
    guard url.isFileURL else {
      throw .unreadable(
        file: url.absoluteString, reason: "only local file URLs can be loaded")
    }
    let check = checked ?? InputFile.check(url)
    if let reason = check.refusal?.reason ?? check.absence {
      throw .unreadable(file: url.path, reason: reason)
    }
    do throws(InputFileRefusal) {
      guard
        let data = try check.contents(
          prefix: count, readingRestIf: readsRest, maximumSize: InputFile.maximumPropertyListSize)
      else { throw InputFileRefusal(path: url.path, reason: "no such file") }
      return data
    } catch {
      throw .unreadable(file: url.path, reason: error.reason)
    }
  }
}
