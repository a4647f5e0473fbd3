import Foundation
import Testing

@testable import AccessGroupKit

/// A bundle or archive is read only from inside: no symbolic link, `..` or duplicate entry
/// leads the reader to a file the product does not hold.
@Suite("Bundles and archives are contained")
struct ContainedBundleTests {
  /// An `.app` in a fresh folder, with a secret file beside it.
  static func app(
    executable: String = "App", files: [String: String] = [:]
  ) throws -> (root: URL, app: URL) {
    let info = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>CFBundleIdentifier</key><string>com.example.app</string>
      <key>CFBundleExecutable</key><string>\(executable)</string>
      </dict></plist>
      """
    var all = files
    all["App.app/Info.plist"] = info
    all["secret.txt"] = "root:x:0:0"
    let root = try HostileFiles.folder(all)
    return (root, root.appendingPathComponent("App.app"))
  }

  static func expectEscape(_ url: URL, naming link: String) {
    do {
      _ = try BuiltProduct(contentsOf: url)
      Issue.record("the product was read")
    } catch {
      guard case .unreadable(let path, let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(path.hasSuffix(link))
      #expect(reason.contains("leads outside"))
      #expect(!error.description.contains("root:x"))
      #expect(!error.description.contains("0x726F6F74"))
    }
  }

  @Test("A CFBundleExecutable with .. is refused, naming it")
  func anExecutableNameWithDotDotIsRefused() throws {
    let (root, app) = try Self.app(executable: "../secret.txt")
    defer { try? FileManager.default.removeItem(at: root) }
    Self.expectEscape(app, naming: "secret.txt")
  }

  @Test("An absolute CFBundleExecutable is refused, naming it, in a folder and in an archive")
  func anAbsoluteExecutableNameIsRefused() throws {
    let (root, app) = try Self.app(executable: "/etc/passwd")
    defer { try? FileManager.default.removeItem(at: root) }
    Self.expectEscape(app, naming: "App.app/Info.plist")
    let info = try Data(contentsOf: app.appendingPathComponent("Info.plist"))
    let (ipaRoot, ipa) = try Self.ipa(
      ZipFixture.archive([.init(name: "Payload/App.app/Info.plist", bytes: [UInt8](info))]))
    defer { try? FileManager.default.removeItem(at: ipaRoot) }
    Self.expectEscape(ipa, naming: "App.app/Info.plist")
  }

  @Test("A symlinked executable that leads outside the bundle is refused, naming the link")
  func aSymlinkedExecutableIsRefused() throws {
    let (root, app) = try Self.app()
    defer { try? FileManager.default.removeItem(at: root) }
    try HostileFiles.link(
      at: app.appendingPathComponent("App"), to: root.appendingPathComponent("secret.txt").path)
    Self.expectEscape(app, naming: "App.app/App")
  }

  @Test("A symlinked plug-in that leads outside the bundle is refused, naming the link")
  func aSymlinkedPlugInIsRefused() throws {
    let (root, app) = try Self.app(files: ["Elsewhere.appex/Info.plist": "<plist/>"])
    defer { try? FileManager.default.removeItem(at: root) }
    try HostileFiles.link(
      at: app.appendingPathComponent("PlugIns/Ext.appex"),
      to: root.appendingPathComponent("Elsewhere.appex").path)
    Self.expectEscape(app, naming: "PlugIns/Ext.appex")
  }

  /// An `.ipa` of these entries, written to a fresh folder.
  /// Whether reading the archive fails as malformed, with a reason that contains `text`.
  static func isMalformedArchive(_ ipa: URL, because text: String) -> Bool {
    do {
      _ = try BuiltProduct(contentsOf: ipa)
      return false
    } catch {
      guard case .malformedArchive(_, let reason) = error else {
        return false
      }
      return reason.contains(text)
    }
  }

  static func ipa(_ archive: [UInt8]) throws -> (root: URL, ipa: URL) {
    let root = try HostileFiles.folder()
    let ipa = root.appendingPathComponent("App.ipa")
    try Data(archive).write(to: ipa)
    return (root, ipa)
  }

  static let info = Array(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>CFBundleExecutable</key><string>App</string></dict></plist>
    """.utf8)

  @Test("An archive with two entries of one name is an error naming it")
  func duplicateEntriesAreAnError() throws {
    let (root, ipa) = try Self.ipa(
      ZipFixture.archive([
        .init(name: "Payload/App.app/Info.plist", bytes: Self.info),
        .init(name: "Payload/App.app/App", bytes: [1, 2, 3]),
        .init(name: "Payload/App.app/App", bytes: [4, 5, 6]),
      ]))
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(Self.isMalformedArchive(ipa, because: "two entries are named Payload/App.app/App"))
  }

  @Test("Entries that share one stream are an error, not inflated once each")
  func overlappingEntriesAreAnError() throws {
    var archive = ZipFixture.archive([
      .init(name: "Payload/App.app/Info.plist", bytes: Self.info),
      .init(name: "Payload/App.app/Other.plist", bytes: Self.info),
    ])
    // Point the second central-directory entry at the first local header.
    let end = archive.count - 22
    let directory = Int(archive[end + 16]) | Int(archive[end + 17]) << 8
    let second = directory + 46 + "Payload/App.app/Info.plist".utf8.count
    for index in 0..<4 { archive[second + 42 + index] = 0 }
    let (root, ipa) = try Self.ipa(archive)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(Self.isMalformedArchive(ipa, because: "overlap"))
  }

  @Test("Executables that add up past the archive's budget are refused before anything is written")
  func executablesPastTheTotalBudgetAreRefused() throws {
    let plugIns = ["A", "B"]
    var entries: [ZipFixture.Entry] = [
      .init(name: "Payload/App.app/Info.plist", bytes: Self.info),
      .init(name: "Payload/App.app/App", bytes: [1, 2, 3]),
    ]
    for name in plugIns {
      let info = String(decoding: Self.info, as: UTF8.self)
        .replacingOccurrences(of: "<string>App</string>", with: "<string>\(name)</string>")
      entries.append(
        .init(name: "Payload/App.app/PlugIns/\(name).appex/Info.plist", bytes: Array(info.utf8)))
      entries.append(
        .init(name: "Payload/App.app/PlugIns/\(name).appex/\(name)", bytes: [1, 2, 3]))
    }
    var archive = ZipFixture.archive(entries)
    // Each executable's central-directory entry declares 400 MiB, under the per-entry cap.
    let end = archive.count - 22
    var offset = Int(archive[end + 16]) | Int(archive[end + 17]) << 8
    for _ in entries.indices {
      let nameLength = Int(archive[offset + 28]) | Int(archive[offset + 29]) << 8
      let extraLength = Int(archive[offset + 30]) | Int(archive[offset + 31]) << 8
      let commentLength = Int(archive[offset + 32]) | Int(archive[offset + 33]) << 8
      let name = String(
        decoding: archive[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self)
      if !name.hasSuffix("Info.plist") {
        let declared = UInt32(400 << 20)
        for index in 0..<4 {
          archive[offset + 24 + index] = UInt8(truncatingIfNeeded: declared >> (8 * index))
        }
      }
      offset += 46 + nameLength + extraLength + commentLength
    }
    let (root, ipa) = try Self.ipa(archive)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
      Self.isMalformedArchive(ipa, because: "the 3 executables declare 1258291200 bytes in all"))
    let folder = root.appendingPathComponent("unpacked")
    #expect(throws: BuiltProductError.self) {
      try IPAExtractor.extract(ipa, executablesInto: folder)
    }
    // Every size is checked before anything is written: not even an Info.plist or a folder.
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test("Folder entries in an archive create no folders")
  func folderEntriesCreateNoFolders() throws {
    let count = FuzzBudget.current.size(full: 5_000, quick: 200)
    var entries: [ZipFixture.Entry] = (0..<count).map {
      .init(name: "Payload/junk/\($0)/a/b/c/", bytes: [], method: 0)
    }
    entries.append(.init(name: "Payload/App.app/Info.plist", bytes: Self.info))
    let (root, ipa) = try Self.ipa(ZipFixture.archive(entries))
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("unpacked")
    let contents = try IPAExtractor.extract(ipa, executablesInto: folder)
    // Nothing is written for an archive without executables, and its tree holds only the
    // folders of the files read.
    #expect(!FileManager.default.fileExists(atPath: folder.path))
    #expect(contents.children(of: ipa).map(\.lastPathComponent) == ["Payload"])
    let payload = ipa.appendingPathComponent("Payload")
    #expect(contents.children(of: payload).map(\.lastPathComponent) == ["App.app"])
    #expect(!contents.isFolder(payload.appendingPathComponent("junk")))
  }

  @Test("An archive of many plug-ins is read from memory, every bundle under its own path")
  func archiveOfManyPlugInsIsReadFromMemory() throws {
    let count = FuzzBudget.current.size(full: 5_000, quick: 100)
    func info(_ bundleID: String, _ executable: String) -> [UInt8] {
      Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>\(bundleID)</string>\
        <key>CFBundleExecutable</key><string>\(executable)</string></dict></plist>
        """.utf8)
    }
    var entries: [ZipFixture.Entry] = [
      .init(name: "Payload/App.app/Info.plist", bytes: info("com.example.app", "App"))
    ]
    for index in 0..<count {
      entries.append(
        .init(
          name: "Payload/App.app/PlugIns/E\(index).appex/Info.plist",
          bytes: info("com.example.app.e\(index)", "E\(index)")))
    }
    let (root, ipa) = try Self.ipa(ZipFixture.archive(entries))
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("unpacked")
    let contents = try IPAExtractor.extract(ipa, executablesInto: folder)
    #expect(!FileManager.default.fileExists(atPath: folder.path))
    let plugIns = ipa.appendingPathComponent("Payload/App.app/PlugIns")
    #expect(contents.children(of: plugIns).count == count)
    let product = try BuiltProduct(contentsOf: ipa)
    #expect(product.bundles.count == count + 1)
    let lastPath = plugIns.appendingPathComponent("E\(count - 1).appex").path
    let last = try #require(product.bundles.first { $0.path == lastPath })
    #expect(last.bundleID == "com.example.app.e\(count - 1)")
    // No executable is in the archive: each bundle says so, under the archive's path.
    #expect(
      product.findings.filter { $0.finding.code == "missing-executable" }.count == count + 1)
    #expect(product.findings.allSatisfy { $0.file.hasPrefix(ipa.path + "/Payload/") })
  }
}
