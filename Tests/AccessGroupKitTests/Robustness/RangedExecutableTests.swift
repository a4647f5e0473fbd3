import Foundation
import Testing

@testable import AccessGroupKit

/// An executable is read only as far as its header, load commands and entitlements need:
/// hundreds of megabytes of code cost a few pages, and a lying size fails against the file's
/// size before anything past the header is read. Checked through the byte source's record of
/// what it read, never through timing.
@Suite("Executables are read by ranges")
struct RangedExecutableTests {
  static let group = "ABCDE12345.com.example.ranged"

  /// A thin arm64 Mach-O of `size` bytes whose signature lies at the very end, after a hole
  /// of zeros (written sparse), or at `signatureOffset` when given.
  static func largeExecutable(
    size: Int, in folder: URL, signatureOffset: UInt32? = nil
  ) throws -> URL {
    var entitlements = Entitlements()
    entitlements.values[.keychainAccessGroups] = .array([.string(group)])
    let signature = MachOFixture.superBlob(xml: try MachOFixture.xml(entitlements))
    let dataOffset = size - signature.count
    func le(_ value: UInt32) -> [UInt8] { MachOFixture.word(value, bigEndian: false) }
    let commands =
      le(0x1B) + le(24) + [UInt8](repeating: 0xAB, count: 16)
      + le(0x1D) + le(16) + le(signatureOffset ?? UInt32(dataOffset))
      + le(UInt32(signature.count))
    let header =
      le(0xFEED_FACF) + le(0x0100_000C) + le(0) + le(2) + le(2) + le(UInt32(commands.count))
      + le(0) + le(0)
    let url = folder.appendingPathComponent("Big")
    try Data(header + commands).write(to: url)
    let handle = try FileHandle(forWritingTo: url)
    handle.seek(toFileOffset: UInt64(dataOffset))
    handle.write(Data(signature))
    handle.closeFile()
    return url
  }

  static var size: Int { FuzzBudget.current.isFull ? 512 << 20 : 48 << 20 }

  @Test("A large signed executable is read a few pages at a time, never in full")
  func aLargeExecutableIsReadByRanges() throws {
    try BundleFixture.withTemporaryFolder { folder in
      let url = try Self.largeExecutable(size: Self.size, in: folder)
      let source = try MachOByteSource(contentsOf: url)
      let executable = try SignedExecutable(source: source)
      #expect(source.count == Self.size)
      #expect(
        executable.entitlements[.keychainAccessGroups]?.arrayValue?.compactMap(\.stringValue)
          == [Self.group])
      let read = source.reads.map(\.count).reduce(0, +)
      #expect(read > 0)
      #expect(read <= 4 * MachOByteSource.pageSize, "read \(read) of \(Self.size) bytes")
      #expect(source.reads.allSatisfy { $0.upperBound <= Self.size })
    }
  }

  @Test("A signature offset past the end of a large file fails with its offset, unread")
  func aLyingSignatureOffsetFailsBeforeReading() throws {
    try BundleFixture.withTemporaryFolder { folder in
      let url = try Self.largeExecutable(
        size: Self.size, in: folder, signatureOffset: 0xFFFF_FF00)
      let source = try MachOByteSource(contentsOf: url)
      let error = #expect(throws: MachOReadingError.self) {
        try SignedExecutable(source: source)
      }
      guard case .outOfBounds(let structure, let offset, _, let limit) = error?.problem else {
        Issue.record("expected an out-of-bounds signature, got \(String(describing: error))")
        return
      }
      #expect(structure == "code signature" && offset == 0xFFFF_FF00 && limit == Self.size)
      #expect(error?.description.contains("offset 4294967040") == true)
      // Only the page holding the header and load commands was read.
      #expect(source.reads == [0..<MachOByteSource.pageSize])
    }
  }

  @Test("Load commands declaring more than the cap fail naming the cap, unread")
  func hugeLoadCommandsAreRefused() throws {
    try BundleFixture.withTemporaryFolder { folder in
      let url = try Self.largeExecutable(size: Self.size, in: folder)
      // sizeofcmds sits at offset 20 of the header.
      let handle = try FileHandle(forWritingTo: url)
      handle.seek(toFileOffset: 20)
      handle.write(Data(MachOFixture.word(UInt32(40 << 20), bigEndian: false)))
      handle.closeFile()
      let source = try MachOByteSource(contentsOf: url)
      let error = #expect(throws: MachOReadingError.self) {
        try SignedExecutable(source: source)
      }
      #expect(
        error?.description.contains("more than the \(MachOHeader.maximumCommandsSize) read")
          == true, "\(String(describing: error))")
      #expect(source.reads.map(\.count).reduce(0, +) <= MachOByteSource.pageSize)
    }
  }

  @Test("An executable named as an entitlements file is read by ranges too")
  func anExecutableAsEntitlementsFileIsRead() throws {
    try BundleFixture.withTemporaryFolder { folder in
      let url = try Self.largeExecutable(size: Self.size, in: folder)
      let document = try EntitlementsLoader.load(contentsOf: url)
      #expect(document.kind == .signedBinaryOutput)
      #expect(document.file == url.path)
      #expect(document.entitlements.keychainAccessGroups == [Self.group])
    }
  }

  @Test("Inflating hands the output over in bounded pieces that add up to the whole")
  func inflatingStreamsInBoundedPieces() throws {
    let bytes = (0..<(3 * Inflater.pieceSize + 12_345)).map { UInt8(truncatingIfNeeded: $0 / 7) }
    var pieces: [Int] = []
    var output: [UInt8] = []
    let stream = ZipFixture.stored(bytes)
    let result = stream.withUnsafeBytes { raw in
      Result { () throws(Inflater.Failure) in
        try Inflater.inflate(raw, limit: bytes.count) { piece in
          pieces.append(piece.count)
          output += piece
          return true
        }
      }
    }
    try result.get()
    #expect(output == bytes)
    #expect(pieces.count >= 3)
    // A piece is handed over once it reaches the piece size, after at most one more block.
    #expect(pieces.allSatisfy { $0 < Inflater.pieceSize + 65_536 })
  }

  @Test(
    "An .ipa's executable that does not start as one is unpacked no further than its first piece")
  func anArchivedNonExecutableIsNotUnpackedWhole() throws {
    try BundleFixture.withTemporaryFolder { folder in
      let info = try PropertyListSerialization.data(
        fromPropertyList: BundleFixture.iOSInfo(bundleID: "com.example.zeros", executable: "Zeros"),
        format: .xml, options: 0)
      // Zeros past the first piece, under a CRC-32 no content has: read whole, the entry
      // would fail its check and the archive be refused.
      let zeros = [UInt8](repeating: 0, count: 3 * Inflater.pieceSize)
      let archive = ZipFixture.archive([
        .init(name: "Payload/Zeros.app/Info.plist", bytes: [UInt8](info)),
        .init(name: "Payload/Zeros.app/Zeros", bytes: zeros, method: 0, declaredCRC: 0x1234_5678),
      ])
      let url = folder.appendingPathComponent("Zeros.ipa")
      try Data(archive).write(to: url)
      let product = try BuiltProduct(contentsOf: url)
      let finding = try #require(product.findings.first)
      #expect(product.findings.count == 1)
      #expect(finding.finding.code == "malformed-executable")
      #expect(finding.finding.message.contains("starts with 0x00000000"))
    }
  }

  @Test(
    "Inflating stops at the piece after which the receiver wants no more",
    arguments: [false, true])
  func inflatingStopsWhenTheReceiverSaysSo(asLiterals: Bool) throws {
    let bytes = [UInt8](repeating: 7, count: 3 * Inflater.pieceSize)
    var pieces = 0
    // Stored blocks, or one block of literals only, which no length code interrupts.
    let stream = asLiterals ? ZipFixture.fixedHuffman(bytes) : ZipFixture.stored(bytes)
    let result = stream.withUnsafeBytes { raw in
      Result { () throws(Inflater.Failure) in
        try Inflater.inflate(raw, limit: bytes.count) { _ in
          pieces += 1
          return false
        }
      }
    }
    try result.get()
    #expect(pieces == 1)
  }

  @Test("An .ipa's large executable is unpacked by pieces and read for its entitlements")
  func anArchivedExecutableIsStreamed() throws {
    try BundleFixture.withTemporaryFolder { folder in
      let executable = try Data(
        contentsOf: try Self.largeExecutable(size: 4 << 20, in: folder))
      let info = try PropertyListSerialization.data(
        fromPropertyList: BundleFixture.iOSInfo(bundleID: "com.example.ranged", executable: "Big"),
        format: .xml, options: 0)
      let archive = ZipFixture.archive([
        .init(name: "Payload/Big.app/Info.plist", bytes: [UInt8](info)),
        .init(name: "Payload/Big.app/Big", bytes: [UInt8](executable), method: 0),
      ])
      let url = folder.appendingPathComponent("Big.ipa")
      try Data(archive).write(to: url)
      let product = try BuiltProduct(contentsOf: url)
      let bundle = try #require(product.bundles.first)
      #expect(bundle.executablePath == url.path + "/Payload/Big.app/Big")
      #expect(bundle.target.entitlements.keychainAccessGroups == [Self.group])
    }
  }
}
