import Foundation
import Testing

@testable import AccessGroupKit

/// A file far larger than any real input (a sparse file costs a hostile repository a few
/// kilobytes) is refused from its size alone, before a byte of it is read.
@Suite("Oversized files are refused before they are read")
struct OversizedFileTests {
  /// A sparse file of `size` bytes at `name` in a new folder.
  static func sparseFile(_ name: String, size: Int) throws -> URL {
    let root = try HostileFiles.folder()
    let url = root.appendingPathComponent(name)
    #expect(FileManager.default.createFile(atPath: url.path, contents: Data("<".utf8)))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(size))
    try handle.close()
    return url
  }

  @Test("Entitlements larger than the property-list cap are refused, naming the size")
  func oversizedEntitlementsAreRefused() throws {
    let size = InputFile.maximumPropertyListSize + 1
    let url = try Self.sparseFile("App.entitlements", size: size)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    #expect(
      throws: EntitlementsLoadingError.unreadable(
        file: url.standardizedFileURL.path,
        reason:
          "it is \(size) bytes, more than the \(InputFile.maximumPropertyListSize) read from "
          + "one such input file")
    ) {
      try EntitlementsLoader.load(contentsOf: url)
    }
  }

  @Test("An xcconfig larger than the input cap is refused, naming the file and its size")
  func oversizedXcconfigIsRefused() throws {
    let size = InputFile.maximumSize + 1
    let url = try Self.sparseFile("Big.xcconfig", size: size)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    do {
      _ = try BuildSettings(xcconfigAt: url)
      Issue.record("the oversized file was read")
    } catch {
      guard case .refusedFile(let file, let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(file == url.standardizedFileURL.path)
      #expect(reason.contains("\(size) bytes, more than the \(InputFile.maximumSize)"))
    }
  }

  @Test("A scenario file larger than the input cap is an error naming its size")
  func oversizedScenarioIsRefused() throws {
    let size = InputFile.maximumSize + 1
    let url = try Self.sparseFile("s.json", size: size)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    do {
      _ = try Scenario(contentsOf: url)
      Issue.record("the oversized file was read")
    } catch {
      #expect(error.file == url.path)
      #expect(error.message.contains("\(size) bytes, more than the \(InputFile.maximumSize)"))
    }
  }

  @Test("A file at the cap is still read: the cap refuses only what is larger")
  func aFileAtTheCapIsRead() throws {
    let url = try Self.sparseFile("App.entitlements", size: 64)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    #expect(InputFile.refusal(for: url, maximumSize: 64) == nil)
    #expect(InputFile.refusal(for: url, maximumSize: 63)?.reason.contains("64 bytes") == true)
  }

  @Test("A project file larger than the input cap is refused unread, naming its size")
  func oversizedProjectFileIsRefused() throws {
    let size = InputFile.maximumSize + 1
    let url = try Self.sparseFile("project.pbxproj", size: size)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    #expect(
      throws: XcodeProjectError.unreadable(
        file: url.standardizedFileURL.path,
        reason: "it is \(size) bytes, more than the \(InputFile.maximumSize) read from one "
          + "such input file")
    ) { try XcodeProject(contentsOf: url) }
  }

  @Test("A file read into bytes is read whole, and a folder or missing file gives nothing")
  func aFileReadIntoBytesIsReadWhole() throws {
    let root = try HostileFiles.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let bytes = (0..<200_000).map { (index: Int) in UInt8(truncatingIfNeeded: index &* 31) }
    let file = root.appendingPathComponent("f")
    try Data(bytes).write(to: file)
    #expect(try InputFile.check(file).bytes() == bytes)
    let empty = root.appendingPathComponent("e")
    try Data().write(to: empty)
    #expect(try InputFile.check(empty).bytes() == [])
    #expect(try InputFile.check(root).bytes() == nil)
    #expect(try InputFile.check(root.appendingPathComponent("none")).bytes() == nil)
    #expect(throws: InputFileRefusal.self) {
      try InputFile.check(file).bytes(maximumSize: bytes.count - 1)
    }
  }
}
