import Foundation

/// The entitlements files one project or family read has loaded, by standardized path:
/// targets that share one file (thousands may) have it read and parsed once.
final class EntitlementsFileCache {
  private var loaded: [String: Result<Entitlements, EntitlementsLoadingError>] = [:]

  /// How many files were read and parsed, so a test can check that sharing costs nothing.
  private(set) var loadCount = 0

  /// The entitlements in `file`, or the error loading it gave, loaded on first use.
  func entitlements(in file: URL) throws(EntitlementsLoadingError) -> Entitlements {
    let key = file.standardizedFileURL.path
    if let result = loaded[key] { return try result.get() }
    loadCount += 1
    let result: Result<Entitlements, EntitlementsLoadingError>
    do throws(EntitlementsLoadingError) {
      result = .success(try EntitlementsLoader.load(contentsOf: file).entitlements)
    } catch {
      result = .failure(error)
    }
    loaded[key] = result
    return try result.get()
  }
}
