import AccessGroupKit
import Foundation
import Testing

/// Reading entitlements from Mach-O code signatures written byte by byte.
@Suite("Signed executables")
struct SignedExecutableTests {
  static let entitlements = Entitlements(dictionary: [
    "application-identifier": .string("ABCDE12345.com.example.app"),
    "com.apple.developer.team-identifier": .string("ABCDE12345"),
    "keychain-access-groups": .array([.string("ABCDE12345.com.example.shared")]),
    "com.apple.security.application-groups": .array([.string("group.com.example")]),
    "get-task-allow": .bool(false),
  ])

  static func signature(_ entitlements: Entitlements = entitlements) throws -> [UInt8] {
    MachOFixture.superBlob(xml: try MachOFixture.xml(entitlements))
  }

  @Test(arguments: [(true, false), (true, true), (false, false), (false, true)])
  func thinExecutablesOfEitherWordSizeAndByteOrderYieldTheirEntitlements(
    is64: Bool, bigEndian: Bool
  ) throws {
    let bytes = MachOFixture.thin(
      is64: is64, bigEndian: bigEndian, cpu: is64 ? MachOFixture.arm64 : MachOFixture.armv7,
      signature: try Self.signature())

    let executable = try SignedExecutable(data: Data(bytes), file: "App")

    #expect(!executable.isUniversal)
    #expect(executable.entitlements == Self.entitlements)
    #expect(executable.slices.map(\.architecture.name) == [is64 ? "arm64" : "armv7"])
    #expect(executable.findings.isEmpty)
  }

  @Test(arguments: [false, true])
  func universalBinariesYieldEverySlicesEntitlements(is64: Bool) throws {
    let signature = try Self.signature()
    let bytes = MachOFixture.universal(
      [
        (MachOFixture.arm64, MachOFixture.thin(signature: signature)),
        (MachOFixture.x86_64, MachOFixture.thin(cpu: MachOFixture.x86_64, signature: signature)),
      ], is64: is64)

    let executable = try SignedExecutable(data: Data(bytes), file: "App")

    #expect(executable.isUniversal)
    #expect(executable.slices.map(\.architecture.name) == ["arm64", "x86_64"])
    #expect(executable.slices.allSatisfy { $0.entitlements == Self.entitlements })
    #expect(executable.slices[1].offset > 0)
    #expect(executable.findings.isEmpty)
  }

  @Test func universalSlicesSignedWithDifferentEntitlementsAreReported() throws {
    var other = Self.entitlements
    other.values[.keychainAccessGroups] = .array([.string("ABCDE12345.other")])
    let bytes = MachOFixture.universal([
      (MachOFixture.arm64, MachOFixture.thin(signature: try Self.signature())),
      (
        MachOFixture.x86_64,
        MachOFixture.thin(cpu: MachOFixture.x86_64, signature: try Self.signature(other))
      ),
    ])

    let executable = try SignedExecutable(data: Data(bytes), file: "App")

    #expect(executable.findings.map(\.code) == ["slices-disagree"])
    #expect(executable.findings.first?.message.contains("x86_64") == true)
    #expect(executable.entitlements == Self.entitlements)
  }

  @Test func derEntitlementsAreReadAlongsideAndInsteadOfXML() throws {
    let der = MachOFixture.der(Self.entitlements)
    let both = MachOFixture.thin(
      signature: MachOFixture.superBlob(xml: try MachOFixture.xml(Self.entitlements), der: der))
    let derOnly = MachOFixture.thin(signature: MachOFixture.superBlob(xml: nil, der: der))

    let fromBoth = try SignedExecutable(data: Data(both), file: "App")
    let fromDER = try SignedExecutable(data: Data(derOnly), file: "App")

    #expect(fromBoth.slices.first?.derEntitlements == Self.entitlements)
    #expect(fromBoth.findings.isEmpty)
    #expect(fromDER.entitlements == Self.entitlements)
    #expect(fromDER.slices.first?.entitlements == nil)
  }

  @Test func derEntitlementsThatDifferFromTheXMLAreReported() throws {
    var other = Self.entitlements
    other.values[.keychainAccessGroups] = .array([.string("ABCDE12345.other")])
    let bytes = MachOFixture.thin(
      signature: MachOFixture.superBlob(
        xml: try MachOFixture.xml(Self.entitlements), der: MachOFixture.der(other)))

    let executable = try SignedExecutable(data: Data(bytes), file: "App")

    #expect(executable.findings.map(\.code) == ["der-entitlements-differ"])
    #expect(executable.findings.first?.message.contains("keychain-access-groups") == true)
    #expect(executable.entitlements == Self.entitlements)
  }

  @Test func aSignatureWithoutEntitlementsGivesNoneAndANote() throws {
    let bytes = MachOFixture.thin(signature: MachOFixture.superBlob(xml: nil))

    let executable = try SignedExecutable(data: Data(bytes), file: "App")

    #expect(!executable.hasEntitlements)
    #expect(executable.entitlements == Entitlements())
    #expect(executable.findings.map(\.code) == ["no-signed-entitlements"])
  }

  @Test(arguments: [true, false])
  func aSimulatorBuildsEntitlementsSectionIsWhatItRunsWith(is64: Bool) throws {
    let adHoc = Entitlements(dictionary: ["get-task-allow": .bool(true)])
    let bytes = MachOFixture.thin(
      is64: is64, bigEndian: !is64, cpu: is64 ? MachOFixture.arm64 : MachOFixture.armv7,
      signature: try Self.signature(adHoc), simulated: try MachOFixture.xml(Self.entitlements))

    let executable = try SignedExecutable(data: Data(bytes), file: "App")

    #expect(executable.slices.first?.entitlements == adHoc)
    #expect(executable.slices.first?.simulatedEntitlements == Self.entitlements)
    #expect(executable.entitlements == Self.entitlements)
  }

  @Test func anUnsignedBinaryWithAnEntitlementsSectionStillHasEntitlements() throws {
    let bytes = MachOFixture.thin(
      signature: nil, simulated: try MachOFixture.xml(Self.entitlements))

    #expect(try SignedExecutable(data: Data(bytes), file: "App").entitlements == Self.entitlements)
  }

  @Test func aSectionThatRunsPastTheEndIsOutOfBounds() throws {
    let section = try MachOFixture.xml(Self.entitlements)
    var bytes = MachOFixture.thin(signature: nil, simulated: section)
    bytes.removeLast(10)

    let error = Self.error(bytes)

    #expect(error?.architecture == "arm64")
    guard case .outOfBounds(let structure, _, let length, let limit) = error?.problem else {
      Issue.record("got \(String(describing: error))")
      return
    }
    #expect(structure == "__TEXT,__entitlements section")
    #expect(length == UInt64(section.count))
    #expect(limit == bytes.count)
  }

  @Test func architecturesAreNamedAsLipoNamesThem() {
    let names = [
      (0x0100_000C, 0), (0x0100_000C, 0x8000_0002), (0x0200_000C, 1), (0x0000_000C, 9),
      (0x0000_000C, 11), (0x0000_000C, 12), (0x0100_0007, 3), (0x0100_0007, 8), (7, 3),
      (0x42, 5),
    ].map { MachOArchitecture(cpuType: UInt32($0.0), cpuSubtype: UInt32($0.1)).name }

    #expect(
      names == [
        "arm64", "arm64e", "arm64_32", "armv7", "armv7s", "armv7k", "x86_64", "x86_64h", "i386",
        "cpu 0x00000042/5",
      ])
  }

  @Test func theEntitlementsLoaderReadsASignedExecutableToo() throws {
    let thin = MachOFixture.thin(signature: try Self.signature())
    let universal = MachOFixture.universal([(MachOFixture.arm64, thin)])

    for bytes in [thin, universal] {
      let document = try EntitlementsLoader.load(data: Data(bytes), file: "App")
      #expect(document.kind == .signedBinaryOutput)
      #expect(document.entitlements == Self.entitlements)
    }
    #expect(
      throws: EntitlementsLoadingError.unsupportedFormat(
        file: "App",
        reason: "the executable is not signed (no LC_CODE_SIGNATURE), so it has no entitlements")
    ) {
      try EntitlementsLoader.load(data: Data(MachOFixture.thin(signature: nil)), file: "App")
    }
    let error = #expect(throws: EntitlementsLoadingError.self) {
      try EntitlementsLoader.load(data: Data(thin.prefix(40)), file: "App")
    }
    #expect(
      error?.description.hasPrefix(
        "App: the property list is malformed: in the executable (arm64 slice): the load commands")
        == true)
  }

  // MARK: Malformed files

  static func error(_ bytes: [UInt8], file: String = "App") -> MachOReadingError? {
    do {
      _ = try SignedExecutable(data: Data(bytes), file: file)
      return nil
    } catch {
      return error
    }
  }

  @Test func anExecutableWithoutLCCodeSignatureIsUnsigned() throws {
    let error = Self.error(MachOFixture.thin(signature: nil))

    #expect(
      error == MachOReadingError(file: "App", architecture: "arm64", problem: .noCodeSignature))
    #expect(
      error?.description.hasPrefix("App (arm64): the executable has no LC_CODE_SIGNATURE") == true)
  }

  @Test func aTruncatedHeaderIsReportedWithItsSize() throws {
    let bytes = Array(MachOFixture.thin(signature: try Self.signature()).prefix(20))

    #expect(
      Self.error(bytes)
        == MachOReadingError(
          file: "App",
          problem: .truncated(structure: "Mach-O header", offset: 0, needed: 32, available: 20)))
  }

  @Test func aFileThatIsNotMachOSaysWhatItStartsWith() throws {
    #expect(
      Self.error(Array("#!/bin/sh\necho hi\n".utf8))
        == MachOReadingError(file: "App", problem: .notMachO(magic: 0x2321_2F62)))
    #expect(
      Self.error([0xFE, 0xED]) == MachOReadingError(file: "App", problem: .notMachO(magic: nil)))
  }

  @Test func aSignatureOffsetPastTheEndIsOutOfBounds() throws {
    let signature = try Self.signature()
    var bytes = MachOFixture.thin(signature: signature)
    let cut = bytes.count - 100
    bytes.removeLast(100)

    let error = Self.error(bytes)

    let start = UInt64(cut + 100 - signature.count)
    #expect(
      error
        == MachOReadingError(
          file: "App", architecture: "arm64",
          problem: .outOfBounds(
            structure: "code signature", offset: start, length: UInt64(signature.count),
            limit: cut)))
  }

  @Test func anEntitlementsBlobThatClaimsMoreBytesThanTheSuperBlobIsOutOfBounds() throws {
    var signature = try Self.signature()
    // The entitlements blob is the second blob: its header follows the code directory.
    let blobOffset = 12 + 8 * 2 + 32
    #expect(Array(signature[blobOffset..<(blobOffset + 4)]) == [0xFA, 0xDE, 0x71, 0x71])
    signature.replaceSubrange((blobOffset + 4)..<(blobOffset + 8), with: MachOFixture.word(100_000))
    let bytes = MachOFixture.thin(signature: signature)
    let signatureStart = bytes.count - signature.count

    #expect(
      Self.error(bytes)
        == MachOReadingError(
          file: "App", architecture: "arm64",
          problem: .outOfBounds(
            structure: "entitlements blob (slot 5)", offset: UInt64(signatureStart + blobOffset),
            length: 100_000, limit: bytes.count)))
  }

  @Test func aSuperBlobWhoseIndexCountLiesIsOutOfBounds() throws {
    var signature = try Self.signature()
    signature.replaceSubrange(8..<12, with: MachOFixture.word(0x1000_0000))
    let bytes = MachOFixture.thin(signature: signature)
    let start = bytes.count - signature.count

    #expect(
      Self.error(bytes)
        == MachOReadingError(
          file: "App", architecture: "arm64",
          problem: .outOfBounds(
            structure: "blob index of 268435456 entries", offset: UInt64(start + 12),
            length: 0x8000_0000, limit: bytes.count)))
  }

  @Test func aWrongSuperBlobMagicIsInvalid() throws {
    var signature = try Self.signature()
    signature[3] = 0xC1
    let error = Self.error(MachOFixture.thin(signature: signature))

    guard case .invalid(let structure, let reason) = error?.problem else {
      Issue.record("got \(String(describing: error))")
      return
    }
    #expect(structure == "code signature super blob")
    #expect(reason.contains("0xFADE0CC1"))
  }

  @Test func aLoadCommandSmallerThanItsHeaderIsInvalid() throws {
    var bytes = MachOFixture.thin(signature: try Self.signature())
    bytes.replaceSubrange(36..<40, with: [4, 0, 0, 0])  // the first command's cmdsize

    #expect(
      Self.error(bytes)
        == MachOReadingError(
          file: "App", architecture: "arm64",
          problem: .invalid(
            structure: "load command 0",
            reason: "its cmdsize 4 is smaller than the 8-byte load command header")))
  }

  @Test func aUniversalSlicePastTheEndIsOutOfBoundsAndNamesTheArchitecture() throws {
    let slice = MachOFixture.thin(signature: try Self.signature())
    var bytes = MachOFixture.universal([(MachOFixture.arm64, slice)])
    bytes.removeLast(bytes.count - 64)

    let error = Self.error(bytes, file: "/tmp/App")

    #expect(error?.architecture == "arm64")
    #expect(
      error?.problem
        == .outOfBounds(
          structure: "slice 0 (arm64)", offset: 32, length: UInt64(slice.count), limit: 64))
    #expect(error?.description.hasPrefix("/tmp/App (arm64): the slice 0 (arm64)") == true)
  }

  @Test func malformedEntitlementsXMLIsReportedAsSuch() throws {
    let bytes = MachOFixture.thin(
      signature: MachOFixture.superBlob(xml: Array("<plist><dict><key>a</key>".utf8)))

    guard case .malformedEntitlements = Self.error(bytes)?.problem else {
      Issue.record("expected malformed entitlements")
      return
    }
  }

  @Test func aMissingFileIsUnreadable() throws {
    let url = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString)/App")
    #expect(throws: MachOReadingError.self) { try SignedExecutable(contentsOf: url) }
    do {
      _ = try SignedExecutable(contentsOf: url)
    } catch {
      #expect(error.file == url.path)
      guard case .unreadable = error.problem else {
        Issue.record("got \(error)")
        return
      }
    }
  }
}
