import AccessGroupKit
import Foundation

/// The files of git work trees as they were at a revision, written to a temporary folder,
/// so that `lint --baseline-revision` reads a release's project without a second checkout
/// and without touching the work tree or its index.
///
/// Only what the baseline may read is written (``isWanted(_:named:)``): everything under the
/// paths the command names, and elsewhere the kinds of file a project names for its
/// settings and entitlements. A repository's sources and assets are never copied, and a
/// revision that lists too many files or bytes is refused before a file is written.
struct GitRevisionCheckout {
  /// The temporary folder holding one subfolder per repository.
  let folder: URL

  /// Each repository's top-level folder (standardized) and its copy in ``folder``.
  private let copies: [(root: String, copy: URL)]

  /// The directory relative paths are resolved against.
  private let currentDirectory: URL

  /// Writes the files of the repositories that hold `paths` at `revision`.
  ///
  /// - Parameters:
  ///   - revision: A commit, tag or branch, such as `v2.3.0`.
  ///   - paths: The files and folders the command reads, as given.
  ///   - currentDirectory: What relative paths are resolved against.
  ///   - environment: The command's environment; its `PATH` (or the process's) finds `git`.
  /// - Throws: ``BadInput`` when `git` is missing, a path is not in a git work tree, the
  ///   revision does not exist there, or it holds more than the copy's limits.
  init(
    revision: String, of paths: [String], currentDirectory: URL, environment: [String: String]
  ) throws(BadInput) {
    self.currentDirectory = currentDirectory
    let git = try Self.executable(
      "git", path: environment["PATH"] ?? ProcessInfo.processInfo.environment["PATH"] ?? "",
      purpose: "--baseline-revision needs git to read the files at \(revision)")
    guard !revision.isEmpty, !revision.hasPrefix("-") else {
      throw BadInput(message: "--baseline-revision needs a revision, got '\(revision.excerpted)'")
    }
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("accessgroups-baseline-\(UUID().uuidString)")
    var named: [(root: String, paths: [String])] = []
    do {
      for path in paths {
        let url = URL(commandLinePath: path, relativeTo: currentDirectory).standardizedFileURL
        let directory = Self.isDirectory(url) ? url : url.deletingLastPathComponent()
        let top = try Self.run(
          git, ["-C", directory.path, "rev-parse", "--show-toplevel"],
          failure: "\(path) is not in a git work tree, so --baseline-revision cannot read it")
        let root = URL(fileURLWithPath: top.trimmingCharacters(in: .whitespacesAndNewlines))
          .resolvingSymlinksInPath().path
        let resolved = Self.resolved(url)
        let relative = String(resolved.dropFirst(root.count)).drop { $0 == "/" }
        if let index = named.firstIndex(where: { $0.root == root }) {
          named[index].paths.append(String(relative))
          continue
        }
        _ = try Self.run(
          git, ["-C", root, "rev-parse", "--verify", "--quiet", "\(revision)^{commit}"],
          failure:
            "revision '\(revision.excerpted)' does not exist in the git repository at \(root)")
        named.append((root, [String(relative)]))
      }
      var copies: [(root: String, copy: URL)] = []
      for (root, paths) in named {
        let entries = try Self.wantedEntries(of: revision, in: root, named: paths, git: git)
        let copy = folder.appendingPathComponent("\(copies.count)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try Self.write(entries, of: root, to: copy, in: folder, git: git)
        copies.append((root, copy))
      }
      self.copies = copies
    } catch let error as BadInput {
      try? FileManager.default.removeItem(at: folder)
      throw error
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw BadInput(message: "--baseline-revision: \(error.localizedDescription)")
    }
  }

  /// A path with the links of its folder resolved, as `git rev-parse --show-toplevel`
  /// spells the repository's top.
  private static func resolved(_ url: URL) -> String {
    url.deletingLastPathComponent().resolvingSymlinksInPath()
      .appendingPathComponent(url.lastPathComponent).path
  }

  /// Where a path given on the command line is in the copy at the revision.
  ///
  /// - Parameter path: A path as given.
  /// - Returns: The copy's path (a path outside every repository is returned as it is).
  func path(_ path: String) -> String {
    let url = URL(commandLinePath: path, relativeTo: currentDirectory).standardizedFileURL
    let resolved = Self.resolved(url)
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
    var output = Data()
    _ = try streamProcess(executable, arguments, failure: failure) { chunk in
      output.append(chunk)
      return true
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Runs a tool and hands its standard output to `consume` as it comes, until `consume`
  /// returns `false` (the tool is then stopped) or the output ends.
  ///
  /// - Parameters:
  ///   - executable: The tool.
  ///   - arguments: Its arguments.
  ///   - input: A file it reads as standard input, or `nil` for none.
  ///   - failure: What the error says when the tool does not start or fails.
  ///   - consume: Takes each piece of output; returns whether to read on.
  /// - Returns: `true` when the output was read to its end, `false` when `consume` stopped.
  /// - Throws: ``BadInput`` with `failure` and what the tool wrote to standard error, when
  ///   it does not start or fails.
  static func streamProcess(
    _ executable: URL, _ arguments: [String], input: URL? = nil, failure: String,
    consume: (Data) -> Bool
  ) throws(BadInput) -> Bool {
    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      // No child processes there; the command-line tool runs on a Mac or Linux.
      throw BadInput(
        message: "\(failure): running \(executable.lastPathComponent) needs a Mac or Linux")
    #else
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      let output = Pipe()
      let errors = Pipe()
      process.standardOutput = output
      process.standardError = errors
      do {
        process.standardInput =
          try input.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
        try process.run()
      } catch {
        throw BadInput(message: "\(failure): \(executable.lastPathComponent) did not start")
      }
      var stopped = false
      while true {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        if !consume(chunk) {
          // Closing the pipe ends the tool at its next write even where it inherited a
          // mask that blocks the signal `terminate()` sends.
          stopped = true
          try? output.fileHandleForReading.close()
          process.terminate()
          break
        }
      }
      process.waitUntilExit()
      if stopped { return false }
      guard process.terminationStatus == 0 else {
        let detail = String(
          decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self
        )
        .trimmingCharacters(in: .whitespacesAndNewlines)
        throw BadInput(message: failure + (detail.isEmpty ? "" : " (\(detail))"))
      }
      return true
    #endif
  }
}
