import Foundation
import Testing

@testable import AccessGroupKit

@Suite("Product files")
struct ProductFilesTests {
  private static func infoPlist(_ bundleID: String) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>\(bundleID)</string>
      <key>CFBundleExecutable</key><string>App</string></dict></plist>
      """.utf8)
  }

  @Test("An archive's Info.plist parsed while it was read is not parsed again")
  func anArchivesParsedInfoIsKept() throws {
    let archive = URL(fileURLWithPath: "/tmp/App.ipa")
    var contents = IPAContents(archive: archive)
    // The kept values differ from the bytes, so the answer shows which was read.
    let kept = BundleInfo(values: ["CFBundleIdentifier": .string("com.example.kept")])
    contents.add(
      "Payload/App.app/Info.plist", .bytes(Self.infoPlist("com.example.bytes"), info: kept))
    contents.add(
      "Payload/Other.app/Info.plist", .bytes(Self.infoPlist("com.example.other"), info: nil))
    let files = ProductFiles.archive(contents)
    let app = archive.appendingPathComponent("Payload/App.app/Info.plist")
    let other = archive.appendingPathComponent("Payload/Other.app/Info.plist")
    #expect(try files.bundleInfo(at: app).bundleID == "com.example.kept")
    #expect(try files.bundleInfo(at: other).bundleID == "com.example.other")
    #expect(try files.bundleInfo(at: other).executable == "App")
    #expect(throws: EntitlementsLoadingError.self) {
      try files.bundleInfo(at: archive.appendingPathComponent("Payload/None.app/Info.plist"))
    }
  }

  @Test("A malformed Info.plist in an archive is reported as the bundle reader parses it")
  func aMalformedInfoIsParsedForItsError() throws {
    let archive = URL(fileURLWithPath: "/tmp/App.ipa")
    var contents = IPAContents(archive: archive)
    contents.add("Payload/App.app/Info.plist", .bytes(Array("<plist><dict>".utf8), info: nil))
    let url = archive.appendingPathComponent("Payload/App.app/Info.plist")
    #expect {
      try ProductFiles.archive(contents).bundleInfo(at: url)
    } throws: { error in
      "\(error)".contains("App.app/Info.plist")
    }
  }
}
