import Foundation
import Testing

@testable import AccessGroupKit

/// Fuzzes the Mach-O code-signature reader and the built-product reader with mutated
/// executables.
///
/// The seeds are executables written by ``MachOFixture`` around real corpus entitlements:
/// thin 32- and 64-bit in both byte orders, simulator builds with an entitlements section,
/// universal with 32- and 64-bit tables, with XML
/// and DER blobs. Besides ``FileMutator``'s generic edits, a case may overwrite an aligned
/// 32-bit word with a value that stresses a length or an offset (0, all ones, the file's
/// size and its neighbours), since every header field is such a word. The contract: the
/// reader returns a signature or throws ``MachOReadingError`` naming the file, never traps.
/// Deflate streams and `.ipa` archives are mutated the same way. The CI budget is 2,000
/// executables and deflate streams, and 60 bundles and archives; `ACCESSGROUPKIT_FUZZ_SCALE` raises it.
@Suite("Mach-O fuzzing")
struct MachOFuzzTests {
  static let executableCases = 2_000
  static let bundleCases = 60
  /// The default (not full) budgets: see ``FuzzBudget/size(full:quick:)``.
  static let quickExecutableCases = 500
  static let quickBundleCases = 20

  /// The executable and deflate cases in effect.
  static var executableBudget: Int {
    FuzzBudget.current.size(full: executableCases, quick: quickExecutableCases)
  }
  /// The bundle and archive cases in effect.
  static var bundleBudget: Int {
    FuzzBudget.current.size(full: bundleCases, quick: quickBundleCases)
  }
  static let executableSlot = 8
  static let bundleSlot = 9

  /// Executables signed with corpus entitlements, in every layout the reader knows.
  static let seeds: [FileFuzzSeeds.Seed] = {
    let corpus = FileFuzzSeeds.files(in: "Corpus", suffixes: [".entitlements"]).prefix(4)
    var seeds: [FileFuzzSeeds.Seed] = []
    for file in corpus {
      guard
        let document = try? EntitlementsLoader.load(data: Data(file.bytes), file: file.name),
        let xml = try? MachOFixture.xml(document.entitlements)
      else { continue }
      let der = MachOFixture.der(document.entitlements)
      let signature = MachOFixture.superBlob(xml: xml, der: der)
      let thin64 = MachOFixture.thin(signature: signature)
      let thin32 = MachOFixture.thin(
        is64: false, bigEndian: true, cpu: MachOFixture.armv7, signature: signature)
      seeds.append(FileFuzzSeeds.Seed(name: file.name + ".thin64", bytes: thin64))
      seeds.append(FileFuzzSeeds.Seed(name: file.name + ".thin32be", bytes: thin32))
      seeds.append(
        FileFuzzSeeds.Seed(
          name: file.name + ".simulator",
          bytes: MachOFixture.thin(
            is64: file.name.count % 2 == 0, cpu: MachOFixture.x86_64,
            signature: MachOFixture.superBlob(xml: nil), simulated: xml)))
      seeds.append(
        FileFuzzSeeds.Seed(
          name: file.name + ".fat",
          bytes: MachOFixture.universal([
            (MachOFixture.arm64, thin64),
            (
              MachOFixture.x86_64, MachOFixture.thin(cpu: MachOFixture.x86_64, signature: signature)
            ),
          ])))
      seeds.append(
        FileFuzzSeeds.Seed(
          name: file.name + ".fat64",
          bytes: MachOFixture.universal(
            [(MachOFixture.arm64, thin64), (MachOFixture.armv7, thin32)], is64: true)))
    }
    return seeds
  }()

  @Test func everyMutatedExecutableReadsOrFailsWithATypedErrorNamingTheFile() {
    let seeds = Self.seeds
    #expect(seeds.count >= 8)
    guard !seeds.isEmpty else { return }
    var read = 0
    var failed = 0
    let caseSeeds = FuzzBudget.current.seeds(Self.executableBudget, salt: 0x3AC4_0001)
    for caseSeed in caseSeeds {
      CrashBreadcrumbs.set(
        Self.executableSlot,
        "Mach-O fuzzing: \(FuzzBudget.rerun(caseSeed, filter: "MachOFuzzTests"))")
      var mutator = FileMutator(random: SplitMix64(seed: caseSeed))
      let seed = mutator.random.pick(seeds)
      let bytes = Self.mutate(seed.bytes, with: &mutator, others: seeds.map(\.bytes))
      let name = "fuzz-\(FuzzBudget.hex(caseSeed))-\(seed.name)"
      switch Self.read(bytes, name: name) {
      case .loaded: read += 1
      case .failed: failed += 1
      case .violation(let text):
        Issue.record(
          """
          Mach-O fuzzing case \(FuzzBudget.hex(caseSeed)) (seed \(seed.name)): \(text)
          re-run: \(FuzzBudget.rerun(caseSeed, filter: "MachOFuzzTests"))
          """)
        CrashBreadcrumbs.set(Self.executableSlot, "")
        return
      }
    }
    CrashBreadcrumbs.set(Self.executableSlot, "")
    #expect(read + failed == caseSeeds.count)
    if caseSeeds.count >= 500 {
      // The mutations are neither all fatal nor all harmless.
      #expect(read > caseSeeds.count / 50)
      #expect(failed > caseSeeds.count / 10)
    }
  }

  @Test func everyBundleWithAMutatedExecutableOrInfoPlistIsReadWithFindings() throws {
    let seeds = Self.seeds
    guard let seed = seeds.first else { return }
    let info = try PropertyListSerialization.data(
      fromPropertyList: BundleFixture.iOSInfo(bundleID: "com.example.app", executable: "App"),
      format: .xml, options: 0)
    try BundleFixture.withTemporaryFolder { folder in
      for caseSeed in FuzzBudget.current.seeds(Self.bundleBudget, salt: 0x3AC4_0002) {
        CrashBreadcrumbs.set(
          Self.bundleSlot,
          "built-product fuzzing: \(FuzzBudget.rerun(caseSeed, filter: "MachOFuzzTests"))")
        var mutator = FileMutator(random: SplitMix64(seed: caseSeed))
        let app = folder.appendingPathComponent("\(FuzzBudget.hex(caseSeed)).app")
        let mutateInfo = mutator.random.below(3) == 0
        let executable =
          mutateInfo
          ? seed.bytes : Self.mutate(mutator.random.pick(seeds).bytes, with: &mutator, others: [])
        let plist = mutateInfo ? mutator.mutate(Array(info), others: []) : Array(info)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(plist).write(to: app.appendingPathComponent("Info.plist"))
        try Data(executable).write(to: app.appendingPathComponent("App"))
        do {
          let product = try BuiltProduct(contentsOf: app)
          #expect(product.targets.count == 1)
          _ = product.targets.first?.resolvedAccessGroups
        } catch {
          Issue.record("case \(FuzzBudget.hex(caseSeed)): a bundle that exists threw \(error)")
        }
      }
    }
    CrashBreadcrumbs.set(Self.bundleSlot, "")
  }

  @Test func everyMutatedDeflateStreamAndIPAFailsWithATypedErrorOrReads() throws {
    let executable = try #require(Self.seeds.first).bytes
    let info = try PropertyListSerialization.data(
      fromPropertyList: BundleFixture.iOSInfo(bundleID: "com.example.app", executable: "App"),
      format: .xml, options: 0)
    let streams = [
      ZipFixture.dynamicDeflate, ZipFixture.fixedHuffman(Array(info)),
      ZipFixture.stored(Array(info)),
    ]
    let ipa = ZipFixture.archive([
      .init(name: "Payload/App.app/Info.plist", bytes: Array(info)),
      .init(name: "Payload/App.app/App", bytes: executable, method: 0),
    ])
    var inflated = 0
    for caseSeed in FuzzBudget.current.seeds(Self.executableBudget, salt: 0x3AC4_0003) {
      CrashBreadcrumbs.set(
        Self.executableSlot,
        "deflate fuzzing: \(FuzzBudget.rerun(caseSeed, filter: "MachOFuzzTests"))")
      var mutator = FileMutator(random: SplitMix64(seed: caseSeed))
      let stream = mutator.mutate(mutator.random.pick(streams), others: streams)
      if (try? Inflater.inflate(stream, limit: 1 << 16)) != nil { inflated += 1 }
    }
    try BundleFixture.withTemporaryFolder { folder in
      for caseSeed in FuzzBudget.current.seeds(Self.bundleBudget, salt: 0x3AC4_0004) {
        CrashBreadcrumbs.set(
          Self.bundleSlot, "ipa fuzzing: \(FuzzBudget.rerun(caseSeed, filter: "MachOFuzzTests"))")
        var mutator = FileMutator(random: SplitMix64(seed: caseSeed))
        let file = folder.appendingPathComponent("\(FuzzBudget.hex(caseSeed)).ipa")
        var bytes = Self.mutate(ipa, with: &mutator, others: [])
        bytes.replaceSubrange(0..<min(4, bytes.count), with: [0x50, 0x4B, 0x03, 0x04])
        try Data(bytes).write(to: file)
        do throws(BuiltProductError) {
          let product = try BuiltProduct(contentsOf: file)
          #expect(product.path == file.path)
        } catch {
          guard case .malformedArchive(let path, _) = error else {
            if case .noApplication(let path, _) = error, path == file.path { continue }
            Issue.record("case \(FuzzBudget.hex(caseSeed)): \(error)")
            continue
          }
          #expect(path == file.path)
        }
      }
    }
    CrashBreadcrumbs.set(Self.executableSlot, "")
    CrashBreadcrumbs.set(Self.bundleSlot, "")
    #expect(inflated > 0)
  }

  /// What reading one executable did.
  enum Verdict: Equatable {
    case loaded
    case failed
    case violation(String)
  }

  static func read(_ bytes: [UInt8], name: String) -> Verdict {
    do {
      let executable = try SignedExecutable(data: Data(bytes), file: name)
      guard executable.file == name, !executable.slices.isEmpty else {
        return .violation("read \(executable.slices.count) slices of \(executable.file)")
      }
      InputFileFuzzTests.exercise(executable.entitlements, profile: nil)
      return .loaded
    } catch {
      guard error.file == name, error.description.hasPrefix(name) else {
        return .violation("the error does not name the file: \(error)")
      }
      return .failed
    }
  }

  /// One to four edits: ``FileMutator``'s, or a header word set to a stressing value.
  static func mutate(
    _ input: [UInt8], with mutator: inout FileMutator, others: [[UInt8]]
  ) -> [UInt8] {
    var bytes = input
    for _ in 0..<(1 + mutator.random.below(4)) {
      guard bytes.count >= 4, mutator.random.below(2) == 0 else {
        bytes = mutator.mutateOnce(bytes, others: others)
        continue
      }
      // Header fields sit early; bias the word towards the first 128 bytes.
      let limit = mutator.random.below(3) == 0 ? bytes.count : min(bytes.count, 128)
      let offset = mutator.random.below(max(1, (limit - 3) / 4)) * 4
      let size = UInt32(truncatingIfNeeded: bytes.count)
      let value = mutator.random.pick([
        0, 1, 8, 12, 0xFFFF_FFFF, 0x7FFF_FFFF, 0x8000_0000, size, size &- 1, size &+ 1,
        size / 2, 0xFADE_7171, 0xFADE_0CC0, 0x1D,
      ])
      let word = mutator.random.below(2) == 0 ? value : value.byteSwapped
      for index in 0..<4 where offset + index < bytes.count {
        bytes[offset + index] = UInt8((word >> UInt32(24 - 8 * index)) & 0xFF)
      }
    }
    return bytes
  }
}
