import Foundation

/// The entitlements files one project or family read has loaded, by standardized path:
/// targets that share one file (thousands may) have it read and parsed once, and looked
/// through for setting references once. Targets evaluated on several threads share it: each
/// file is still checked and parsed once, by the first thread that needs it.
final class EntitlementsFileCache: Sendable {
  /// A file's entitlements and those of its entitlements that mention a setting.
  struct Loaded: Sendable {
    /// The entitlements as written.
    var entitlements: Entitlements
    /// The entitlements whose key or value mentions a setting
    /// (`EntitlementsExpander.templatedKeys(in:)`).
    var templatedKeys: Set<EntitlementKey>
  }

  private let loaded = OncePerKey<String, Result<Loaded, EntitlementsLoadingError>>()

  /// The files' values that mention settings, parsed once for every target that expands
  /// them: targets sharing a file, or written alike, expand the same few texts.
  let expressions = BuildSettingExpressions()

  /// How many files were read and parsed, so a test can check that sharing costs nothing.
  var loadCount: Int { loaded.computedCount }

  /// The entitlements in `file`, or the error loading it gave, loaded on first use.
  func entitlements(in file: URL) throws(EntitlementsLoadingError) -> Entitlements {
    try contents(of: file).entitlements
  }

  /// The entitlements in `file` with the keys that mention a setting, or the error loading
  /// it gave, loaded on first use.
  ///
  /// - Parameters:
  ///   - file: The file.
  ///   - path: The path of `file.standardizedFileURL`, when the caller has it.
  func contents(of file: URL, path: String? = nil) throws(EntitlementsLoadingError) -> Loaded {
    let key = path ?? file.standardizedFileURL.path
    let checked = check(of: file, path: key)
    return try loaded.value(for: key) {
      Result { () throws(EntitlementsLoadingError) in
        let entitlements = try EntitlementsLoader.load(contentsOf: file, checked: checked)
          .entitlements
        return Loaded(
          entitlements: entitlements,
          templatedKeys: EntitlementsExpander.templatedKeys(in: entitlements))
      }
    }.get()
  }

  /// The look taken at each file asked about, by standardized path; loading a file reads
  /// it through that look rather than resolving its path again.
  private let checks = OncePerKey<String, InputFileCheck>()

  /// The real paths of the folders those files are in: thousands of files in one folder
  /// resolve it once.
  private let folders = Locked(RealFolderPaths())

  /// How many files were checked: at most one check per file.
  var refusalCheckCount: Int { checks.computedCount }

  /// Why `file` may not be read (see `InputFile.refusal(for:within:)`), checked once however
  /// many targets name it: each check resolves every folder of the path.
  ///
  /// - Parameters:
  ///   - file: The file.
  ///   - path: The path of `file.standardizedFileURL`, when the caller has it.
  func refusal(for file: URL, path: String? = nil) -> InputFileRefusal? {
    check(of: file, path: path).refusal(maximumSize: nil)
  }

  /// Whether something is at `file`, as `FileManager.fileExists(atPath:)` answers, told
  /// from the same look ``refusal(for:path:)`` takes, so naming a file costs one look.
  ///
  /// - Parameters:
  ///   - file: The file.
  ///   - path: The path of `file.standardizedFileURL`, when the caller has it.
  func exists(_ file: URL, path: String? = nil) -> Bool {
    let check = check(of: file, path: path)
    // A refused file was not looked at.
    guard check.refusal == nil else {
      return FileManager.default.fileExists(atPath: check.url.path)
    }
    switch check.kind {
    case .missing, .unresolvedLink: return false
    default: return true
    }
  }

  /// The look taken at `file`, taken on first use.
  private func check(of file: URL, path: String?) -> InputFileCheck {
    let key = path ?? file.standardizedFileURL.path
    return checks.value(for: key) {
      folders.withLock { folders in
        InputFile.check(file, standardizedPath: key, folders: &folders)
      }
    }
  }
}
