import Foundation
import Testing

@testable import AccessGroupKit

/// The dependency-free zip and deflate readers behind `.ipa` support.
@Suite("Zip archives")
struct ZipArchiveTests {
  @Test func aDynamicHuffmanStreamFromZlibInflatesToItsText() throws {
    let output = try Inflater.inflate(ZipFixture.dynamicDeflate, limit: 1 << 20)

    #expect(output == ZipFixture.dynamicText)
    #expect(ZipArchive.crc32(output) == 0xC691_6F73)
  }

  @Test func fixedHuffmanAndStoredBlocksInflateToTheirBytes() throws {
    let bytes = Array((0..<300).map { UInt8(truncatingIfNeeded: $0 * 7) })

    #expect(try Inflater.inflate(ZipFixture.fixedHuffman(bytes), limit: 300) == bytes)
    #expect(try Inflater.inflate(ZipFixture.stored(bytes), limit: 300) == bytes)
  }

  @Test func outputBeyondTheDeclaredSizeIsRefused() throws {
    #expect(throws: Inflater.Failure.self) {
      try Inflater.inflate(ZipFixture.dynamicDeflate, limit: 100)
    }
  }

  @Test func everyTruncationOfAStreamFailsWithoutTrapping() throws {
    for length in 0..<ZipFixture.dynamicDeflate.count {
      #expect(throws: Inflater.Failure.self) {
        try Inflater.inflate(Array(ZipFixture.dynamicDeflate.prefix(length)), limit: 1 << 20)
      }
    }
  }

  @Test func theCRCMatchesAnIndependentImplementation() {
    let bytes = Array("The quick brown fox jumps over the lazy dog".utf8)
    #expect(ZipArchive.crc32(bytes) == 0x414F_A339)
    #expect(ZipFixture.crc32(bytes) == 0x414F_A339)
  }

  @Test func storedAndDeflatedEntriesReadBack() throws {
    let archive = try ZipArchive(
      data: Data(
        ZipFixture.archive([
          .init(name: "Payload/", bytes: [], method: 0),
          .init(name: "Payload/a.txt", bytes: Array("stored".utf8), method: 0),
          .init(name: "Payload/b.txt", bytes: Array("deflated".utf8)),
        ])))

    #expect(archive.entries.map(\.name) == ["Payload/", "Payload/a.txt", "Payload/b.txt"])
    #expect(try archive.contents(of: archive.entries[1]) == Array("stored".utf8))
    #expect(try archive.contents(of: archive.entries[2]) == Array("deflated".utf8))
  }

  @Test func aCorruptedEntryFailsItsCRCCheck() throws {
    var bytes = ZipFixture.archive([.init(name: "a.txt", bytes: Array("hello".utf8), method: 0)])
    bytes[30 + 5] ^= 0x01  // the first byte of the stored data, after the header and name
    let archive = try ZipArchive(data: Data(bytes))

    #expect(throws: ZipArchive.Failure(description: "entry a.txt fails its CRC-32 check")) {
      try archive.contents(of: archive.entries[0])
    }
  }

  @Test func namesThatCouldEscapeTheFolderAreRefused() {
    #expect(IPAExtractor.safeComponents("Payload/App.app/Info.plist") != nil)
    #expect(IPAExtractor.safeComponents("/etc/passwd") == nil)
    #expect(IPAExtractor.safeComponents("Payload/../../x") == nil)
    #expect(IPAExtractor.safeComponents("Payload\\..\\x") == nil)
  }

  @Test func bytesThatAreNotAnArchiveSaySo() {
    #expect(throws: ZipArchive.Failure.self) { try ZipArchive(data: Data("not a zip".utf8)) }
    #expect(throws: ZipArchive.Failure.self) {
      try ZipArchive(data: Data([UInt8](repeating: 0x50, count: 100)))
    }
  }
}
