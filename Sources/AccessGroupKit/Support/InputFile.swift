import Foundation

/// Why a file named by an input was not read.
package struct InputFileRefusal: Error, Hashable, Sendable {
  /// The path as it was named.
  package var path: String
  /// Why it was refused, as a clause (`is a named pipe, not a regular file`).
  package var reason: String
}

/// The one gate every file the package reads passes through.
///
/// Projects, settings files, entitlements, bundles and scenarios name other files, and a
/// hostile repository controls those names. Whatever led to a path (an `#include`, a
/// build setting, a workspace reference, a scenario, the command line), only a regular
/// file is read: never a named pipe, socket or device, which can block forever or never
/// end, and never anything under `/proc`, `/sys` or `/dev`, whose pseudo files hold the
/// process environment and other secrets. With ``containmentRoots`` set (`--contained`),
/// a file whose real path (symbolic links followed) lies outside every root is refused
/// too.
package enum InputFile {
  /// The folders a contained run may read from, as real paths; `nil` when any folder may
  /// be read, as in Xcode.
  @TaskLocal package static var containmentRoots: [String]?

  /// The largest file read whole. Projects, settings, scenarios and build-settings JSON of
  /// real apps take megabytes; a larger file (a sparse file costs a hostile repository a few
  /// kilobytes) is refused before a byte is read, so it cannot exhaust memory or time.
  package static let maximumSize = 256 << 20

  /// The largest stream read (standard input given as `-`). A stream has no size to check
  /// before its bytes are held, so an endless one (`/dev/zero` piped in) is refused only
  /// after this many; half the file limit keeps that refusal within a small memory budget.
  /// Larger settings can still be given as a file.
  package static let maximumStreamSize = 128 << 20

  /// The largest property list read whole: entitlements, `Info.plist` files and profiles
  /// take kilobytes.
  package static let maximumPropertyListSize = 16 << 20

  /// The top-level folders that hold pseudo files rather than project files.
  static let pseudoFileSystems: Set<String> = ["proc", "sys", "dev"]

  /// Runs `body` with reads confined to `roots` (their real paths are used).
  ///
  /// - Parameters:
  ///   - roots: The folders the inputs live in.
  ///   - body: The work that reads files.
  /// - Returns: What `body` returns.
  @discardableResult
  package static func confining<Value, Failure: Error>(
    to roots: [URL], _ body: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    var result: Result<Value, Failure>?
    $containmentRoots.withValue(roots.map(realPath)) {
      result = Result { () throws(Failure) in try body() }
    }
    // `withValue` runs its operation exactly once.
    return try result!.get()
  }

  /// Why `url` may not be read, or `nil` when it is a regular file that may be.
  ///
  /// A missing file is not refused here: callers report it in their own words.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - bundle: A folder the file must stay inside even through symbolic links (an
  ///     `.app` whose executable is a link), or `nil`.
  ///   - maximumSize: The largest size read, or `nil` for a file read by ranges (an
  ///     executable, an archive).
  package static func refusal(
    for url: URL, within bundle: URL? = nil, maximumSize: Int? = nil
  ) -> InputFileRefusal? {
    check(url, within: bundle).refusal(maximumSize: maximumSize)
  }

  /// ``refusal(for:within:maximumSize:)`` for one of the many files of a bundle, whose
  /// real path `boundary` has resolved once.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - boundary: The bundle it must stay inside.
  /// - Returns: Why it may not be read, or `nil`.
  package static func refusal(for url: URL, inside boundary: BundleBoundary) -> InputFileRefusal? {
    check(url, path: url.standardizedFileURL.path, real: (realPath(url), nil), within: boundary)
      .refusal(maximumSize: nil)
  }

  /// Looks at `url` once: its real path, why it may not be read whatever its size, and
  /// what is there. A caller that both checks and reads a file (or checks it for many
  /// targets) keeps the look, so the path is resolved once.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - bundle: A folder the file must stay inside, or `nil`.
  /// - Returns: What was found.
  package static func check(_ url: URL, within bundle: URL? = nil) -> InputFileCheck {
    check(
      url, path: url.standardizedFileURL.path, real: (realPath(url), nil),
      within: bundle.map(BundleBoundary.init))
  }

  /// ``check(_:within:)`` for one of many files in a few folders: each folder's real path
  /// is resolved once, in `folders`.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - path: The path of `url.standardizedFileURL`, which the caller has at hand.
  ///   - folders: The folders resolved so far.
  /// - Returns: What was found.
  package static func check(
    _ url: URL, standardizedPath path: String, folders: inout RealFolderPaths
  ) -> InputFileCheck {
    check(
      url, path: path, real: folders.realPath(of: url, standardizedPath: path), within: nil)
  }

  private static func check(
    _ url: URL, path: String, real resolved: (path: String, status: stat?),
    within bundle: BundleBoundary?
  ) -> InputFileCheck {
    let real = resolved.path
    func refused(_ reason: String) -> InputFileCheck {
      InputFileCheck(
        url: url, realPath: real, kind: .other,
        refusal: InputFileRefusal(path: path, reason: reason))
    }
    if isPseudo(path) || isPseudo(real) {
      return refused(
        "it is under /proc, /sys or /dev, which hold the system's pseudo files, not an input's")
    }
    if let refusal = bundle?.refusal(path: path, realPath: real) {
      return InputFileCheck(url: url, realPath: real, kind: .other, refusal: refusal)
    }
    if let roots = containmentRoots, !roots.contains(where: { isInside(real, root: $0) }) {
      return refused(
        "it is outside the inputs' root (" + roots.joined(separator: ", ")
          + "), and --contained reads nothing outside it")
    }
    let kind =
      resolved.status.map(InputFileCheck.Kind.init(status:))
      ?? InputFileCheck.Kind(ofItemAt: real)
    var check = InputFileCheck(url: url, realPath: real, kind: kind, refusal: nil)
    switch kind {
    case .missing, .directory, .regular: break
    case .device:
      check.refusal = InputFileRefusal(
        path: path, reason: "it is a device, not a regular file")
    case .socket:
      check.refusal = InputFileRefusal(
        path: path, reason: "it is a socket, not a regular file")
    case .unresolvedLink:
      // Resolving stopped at this link: its target is missing, or the links go round.
      let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: real)) ?? "?"
      check.refusal = InputFileRefusal(
        path: path,
        reason:
          "it is a symbolic link to \(target), which leads to no file (missing, or a loop of links)"
      )
    case .other:
      check.refusal = InputFileRefusal(
        path: path, reason: "it is a named pipe or other special file, not a regular file")
    }
    return check
  }

  /// Reads a regular file that passes ``refusal(for:within:)``.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - bundle: The folder it must stay inside, if any.
  ///   - options: How to read it (mapped or not).
  ///   - maximumSize: The largest size read, or `nil` for an archive that is mapped and
  ///     read by ranges.
  /// - Returns: Its bytes.
  /// - Throws: ``InputFileRefusal`` for a refused, missing, unreadable or oversized file.
  package static func contents(
    of url: URL, within bundle: URL? = nil, options: Data.ReadingOptions = [],
    maximumSize: Int? = InputFile.maximumSize
  ) throws(InputFileRefusal) -> Data {
    let check = check(url, within: bundle)
    if let refusal = check.refusal(maximumSize: maximumSize) { throw refusal }
    if let absence = check.absence { throw InputFileRefusal(path: url.path, reason: absence) }
    do {
      return try Data(contentsOf: url, options: options)
    } catch {
      throw InputFileRefusal(
        path: url.path, reason: "cannot be read: \(PropertyListReader.describe(error))")
    }
  }

  /// The first `count` bytes of a regular file that passes ``refusal(for:within:)`` (fewer
  /// when the file is shorter), so a file's kind is told without reading it whole; `nil` for
  /// a folder, a refused file or one that cannot be opened.
  ///
  /// - Parameters:
  ///   - count: How many bytes to read.
  ///   - url: The file.
  /// - Returns: The bytes, or `nil`.
  package static func prefix(_ count: Int, of url: URL) -> Data? {
    guard url.isFileURL else { return nil }
    return try? check(url).contents(prefix: count, readingRestIf: { _ in false })
  }

  /// Whether `path` is `root` or inside it.
  static func isInside(_ path: String, root: String) -> Bool {
    root == "/" || path == root || path.hasPrefix(root + "/")
  }

  /// The path with symbolic links and `..` resolved (as far as the path exists).
  static func realPath(_ url: URL) -> String {
    url.standardizedFileURL.resolvingSymlinksInPath().path
  }

  private static func isPseudo(_ path: String) -> Bool {
    // The first component, read as bytes: thousands of files are checked, and splitting a
    // path by characters costs more than the rest of the check.
    let slash = UInt8(ascii: "/")
    guard path.utf8.first == slash else { return false }
    let first = path.utf8.drop { $0 == slash }.prefix { $0 != slash }
    return pseudoFileSystems.contains(String(Substring(first)))
  }
}
