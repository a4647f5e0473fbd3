import AccessGroupKit
import Foundation

extension GitRevisionCheckout {
  /// One file of a revision that the baseline may read, as `git ls-tree -l` lists it.
  struct Entry {
    /// Its path from the repository's top.
    var path: String
    /// The object holding its bytes (for a symbolic link, the link's target).
    var object: String
    /// Its size in bytes.
    var size: Int64
    /// Whether it is a symbolic link rather than a file.
    var isLink: Bool
  }

  /// The most entries a revision's listing is read to. A real app's repository lists tens
  /// of thousands; a few kilobytes of trees that each name the next ten times list billions.
  static let maximumListedFiles = 500_000

  /// The most files written for one repository.
  static let maximumFiles = 20_000

  /// The most bytes written for one repository.
  static let maximumBytes: Int64 = 1 << 30

  /// The kinds of file a project or workspace names for its settings and entitlements
  /// (build configuration files and what they include, entitlements, workspaces, nested
  /// projects, profiles): the only files written outside the paths the command names.
  static let settingsExtensions: Set<String> = [
    "pbxproj", "xcworkspacedata", "xcconfig", "entitlements", "xcent", "plist",
    "mobileprovision", "provisionprofile",
  ]

  /// Whether a file of the revision may be read by the baseline: it is under one of
  /// `named` (paths from the repository's top, `""` for the top itself) or of a kind a
  /// project names.
  static func isWanted(_ path: String, named: [String]) -> Bool {
    if named.contains(where: { $0.isEmpty || path == $0 || path.hasPrefix($0 + "/") }) {
      return true
    }
    guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")),
      !path.utf8[dot...].contains(UInt8(ascii: "/"))
    else { return false }
    return settingsExtensions.contains(path[path.index(after: dot)...].lowercased())
  }

  /// Lists the files of `revision` that the baseline may read, with one `git ls-tree` read
  /// as it comes, and refuses a revision past the limits before anything is written.
  ///
  /// - Parameters:
  ///   - revision: The revision.
  ///   - root: The repository's top-level folder.
  ///   - named: The paths the command names, from the repository's top.
  ///   - git: The `git` executable.
  /// - Returns: The wanted files and symbolic links.
  /// - Throws: ``BadInput`` naming the revision, the repository and the limit passed, or
  ///   an entry whose path would leave the copy.
  static func wantedEntries(
    of revision: String, in root: String, named: [String], git: URL
  ) throws(BadInput) -> [Entry] {
    var entries: [Entry] = []
    var listed = 0
    var bytes: Int64 = 0
    var pending: [UInt8] = []
    var refusal: BadInput?
    let limit = "--baseline-revision copies at most that: check the revision out and give it "
    let what = "revision '\(revision.excerpted)' of the git repository at \(root)"
    let complete = try streamProcess(
      git, ["-C", root, "ls-tree", "-r", "-z", "-l", "--full-tree", revision],
      failure: "git could not list \(revision) of \(root)"
    ) { chunk in
      pending.append(contentsOf: chunk)
      var start = 0
      while true {
        let end = ByteSearch.firstIndex(of: 0, in: pending, from: start, to: pending.count)
        guard end < pending.count else { break }
        listed += 1
        do throws(BadInput) {
          if let entry = try entry(pending[start..<end], named: named) {
            entries.append(entry)
            bytes += entry.size
          }
        } catch {
          refusal = error
          return false
        }
        start = end + 1
        if listed > maximumListedFiles || entries.count > maximumFiles || bytes > maximumBytes {
          let passed =
            listed > maximumListedFiles
            ? "more than \(maximumListedFiles) files"
            : entries.count > maximumFiles
              ? "more than \(maximumFiles) files a project may read"
              : "more than \(maximumBytes) bytes of files a project may read"
          refusal = BadInput(message: "\(what) holds \(passed); \(limit)with --baseline")
          return false
        }
      }
      pending.removeFirst(start)
      return true
    }
    if let refusal { throw refusal }
    guard complete else { throw BadInput(message: "git could not list \(revision) of \(root)") }
    return entries
  }

  /// One record of `git ls-tree -r -z -l`, `<mode> <type> <object> <size>\t<path>`, when
  /// the baseline may read it; `nil` for another file or a submodule, whose files are not
  /// in this repository.
  private static func entry(
    _ record: ArraySlice<UInt8>, named: [String]
  ) throws(BadInput) -> Entry? {
    guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { return nil }
    let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
    guard isWanted(path, named: named) else { return nil }
    let fields = record[..<tab].split(separator: UInt8(ascii: " "))
    guard fields.count == 4, let size = Int64(String(decoding: fields[3], as: UTF8.self)) else {
      return nil
    }
    let mode = String(decoding: fields[0], as: UTF8.self)
    guard mode.hasPrefix("100") || mode == "120000" else { return nil }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !path.hasPrefix("/"), parts.allSatisfy({ !["", ".", ".."].contains($0) }) else {
      throw BadInput(
        message: "the revision names a file '\(PrintableText.line(path))', which would leave "
          + "its copy")
    }
    return Entry(
      path: path, object: String(decoding: fields[2], as: UTF8.self), size: size,
      isLink: mode == "120000")
  }

  /// Writes `entries` under `copy` with one `git cat-file --batch`: folders and files first,
  /// then the symbolic links, so no file is written through a link.
  ///
  /// - Throws: ``BadInput`` when git fails or a file cannot be written.
  static func write(
    _ entries: [Entry], of root: String, to copy: URL, in folder: URL, git: URL
  ) throws(BadInput) {
    guard !entries.isEmpty else { return }
    let objects = folder.appendingPathComponent("objects-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: objects) }
    let list = entries.map { $0.object + "\n" }.joined()
    do {
      try Data(list.utf8).write(to: objects)
    } catch {
      throw BadInput(message: "--baseline-revision: cannot write to \(folder.path)")
    }
    var folders: Set<String> = []
    var links: [(path: String, target: String)] = []
    var index = 0
    var pending: [UInt8] = []
    var failure: String?
    _ = try streamProcess(
      git, ["-C", root, "cat-file", "--batch"], input: objects,
      failure: "git could not read the files of \(root)"
    ) { chunk in
      pending.append(contentsOf: chunk)
      var start = 0
      // Each object is `<object> <type> <size>\n<bytes>\n`.
      while index < entries.count {
        let newline = ByteSearch.firstIndex(
          of: UInt8(ascii: "\n"), in: pending, from: start, to: pending.count)
        guard newline < pending.count else { break }
        let entry = entries[index]
        let bytesStart = newline + 1
        guard pending.count >= bytesStart + Int(entry.size) + 1 else { break }
        let bytes = pending[bytesStart..<(bytesStart + Int(entry.size))]
        if entry.isLink {
          links.append((entry.path, String(decoding: bytes, as: UTF8.self)))
        } else {
          let url = copy.appendingPathComponent(entry.path)
          let parent = url.deletingLastPathComponent().path
          do {
            if folders.insert(parent).inserted {
              try FileManager.default.createDirectory(
                atPath: parent, withIntermediateDirectories: true)
            }
            try Data(bytes).write(to: url)
          } catch {
            failure =
              "--baseline-revision cannot write \(entry.path): \(error.localizedDescription)"
            return false
          }
        }
        index += 1
        start = bytesStart + Int(entry.size) + 1
      }
      pending.removeFirst(start)
      return index < entries.count
    }
    if let failure { throw BadInput(message: failure) }
    guard index == entries.count else {
      throw BadInput(message: "git could not read the files of \(root)")
    }
    for (path, target) in links {
      let url = copy.appendingPathComponent(path)
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
      } catch {
        throw BadInput(
          message: "--baseline-revision cannot write the link \(PrintableText.line(path))")
      }
    }
  }
}
