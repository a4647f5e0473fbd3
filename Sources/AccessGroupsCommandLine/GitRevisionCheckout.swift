import Foundation

/// The files of git work trees as they were at a revision, written to a temporary folder
/// with `git archive`, so that `lint --baseline-revision` reads a release's project without
/// a second checkout and without touching the work tree or its index.
struct GitRevisionCheckout {
  /// The temporary folder holding one subfolder per repository.
  let folder: URL

  /// Each repository's top-level folder (standardized) and its copy in ``folder``.
  private let copies: [(root: String, copy: URL)]

  /// The directory relative paths are resolved against.
  private let currentDirectory: URL

  /// Writes the repositories that hold `paths` at `revision`.
  ///
  /// - Parameters:
  ///   - revision: A commit, tag or branch, such as `v2.3.0`.
  ///   - paths: The files and folders the command reads, as given.
  ///   - currentDirectory: What relative paths are resolved against.
  ///   - environment: The command's environment; its `PATH` (or the process's) finds `git`.
  /// - Throws: ``BadInput`` when `git` is missing, a path is not in a git work tree, or the
  ///   revision does not exist there.
  init(
    revision: String, of paths: [String], currentDirectory: URL, environment: [String: String]
  ) throws(BadInput) {
    self.currentDirectory = currentDirectory
    let git = try Self.executable(
      "git", path: environment["PATH"] ?? ProcessInfo.processInfo.environment["PATH"] ?? "",
      purpose: "--baseline-revision needs git to read the files at \(revision)")
    guard
      let tar = Self.find(
        "tar", path: "/usr/bin:/bin:/usr/local/bin:" + (environment["PATH"] ?? ""))
    else {
      throw BadInput(message: "--baseline-revision needs tar to unpack `git archive`; none found")
    }
    guard !revision.isEmpty, !revision.hasPrefix("-") else {
      throw BadInput(message: "--baseline-revision needs a revision, got '\(revision)'")
    }
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("accessgroups-baseline-\(UUID().uuidString)")
    var copies: [(root: String, copy: URL)] = []
    do {
      for path in paths {
        let url = URL(commandLinePath: path, relativeTo: currentDirectory).standardizedFileURL
        let directory = Self.isDirectory(url) ? url : url.deletingLastPathComponent()
        let top = try Self.run(
          git, ["-C", directory.path, "rev-parse", "--show-toplevel"],
          failure: "\(path) is not in a git work tree, so --baseline-revision cannot read it")
        let root = URL(fileURLWithPath: top.trimmingCharacters(in: .whitespacesAndNewlines))
          .resolvingSymlinksInPath().path
        if copies.contains(where: { $0.root == root }) { continue }
        _ = try Self.run(
          git, ["-C", root, "rev-parse", "--verify", "--quiet", "\(revision)^{commit}"],
          failure: "revision '\(revision)' does not exist in the git repository at \(root)")
        let copy = folder.appendingPathComponent("\(copies.count)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        let archive = folder.appendingPathComponent("\(copies.count).tar")
        _ = try Self.run(
          git, ["-C", root, "archive", "--format=tar", "-o", archive.path, revision],
          failure: "git archive could not write \(revision) of \(root)")
        _ = try Self.run(
          tar, ["-xf", archive.path, "-C", copy.path],
          failure: "tar could not unpack \(revision) of \(root)")
        try? FileManager.default.removeItem(at: archive)
        copies.append((root, copy))
      }
    } catch let error as BadInput {
      try? FileManager.default.removeItem(at: folder)
      throw error
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw BadInput(message: "--baseline-revision: \(error.localizedDescription)")
    }
    self.copies = copies
  }

  /// Where a path given on the command line is in the copy at the revision.
  ///
  /// - Parameter path: A path as given.
  /// - Returns: The copy's path (a path outside every repository is returned as it is).
  func path(_ path: String) -> String {
    let url = URL(commandLinePath: path, relativeTo: currentDirectory).standardizedFileURL
    let resolved = url.deletingLastPathComponent().resolvingSymlinksInPath()
      .appendingPathComponent(url.lastPathComponent).path
    for (root, copy) in copies where resolved == root || resolved.hasPrefix(root + "/") {
      let relative = String(resolved.dropFirst(root.count)).drop { $0 == "/" }
      return relative.isEmpty ? copy.path : copy.appendingPathComponent(String(relative)).path
    }
    return path
  }

  /// Removes the temporary folder.
  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// An executable found on `path`, or ``BadInput`` saying what needs it.
  private static func executable(
    _ name: String, path: String, purpose: String
  ) throws(BadInput) -> URL {
    guard let found = find(name, path: path) else {
      throw BadInput(message: "\(purpose), but `\(name)` is not on PATH")
    }
    return found
  }

  private static func find(_ name: String, path: String) -> URL? {
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Runs a tool and returns its standard output, or throws ``BadInput`` with `failure` and
  /// what the tool wrote to standard error.
  private static func run(
    _ executable: URL, _ arguments: [String], failure: String
  ) throws(BadInput) -> String {
    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      // No child processes there; the command-line tool runs on a Mac or Linux.
      throw BadInput(
        message: "\(failure): running \(executable.lastPathComponent) needs a Mac or Linux")
    #else
      return try runProcess(executable, arguments, failure: failure)
    #endif
  }

  #if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
    private static func runProcess(
      _ executable: URL, _ arguments: [String], failure: String
    ) throws(BadInput) -> String {
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      let output = Pipe()
      let errors = Pipe()
      process.standardOutput = output
      process.standardError = errors
      process.standardInput = FileHandle.nullDevice
      do {
        try process.run()
      } catch {
        throw BadInput(message: "\(failure): \(executable.lastPathComponent) did not start")
      }
      let data = output.fileHandleForReading.readDataToEndOfFile()
      let errorData = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        let detail = String(decoding: errorData, as: UTF8.self)
          .trimmingCharacters(in: .whitespacesAndNewlines)
        throw BadInput(message: failure + (detail.isEmpty ? "" : " (\(detail))"))
      }
      return String(decoding: data, as: UTF8.self)
    }
  #endif
}
