import AccessGroupKit
import Foundation
import Testing

/// Fuzzes every input-file reader with mutated real files.
///
/// Each case mutates one seed (``FileFuzzSeeds``) one to four times (``FileMutator``) and
/// reads it under a name made from the case seed. The contract: the reader returns a value
/// or throws its typed error, never traps, and the error's message names the file. A read
/// that succeeds is used further (resolved, validated, expanded or run), so a malformed value
/// that slips through is exercised too. The CI budget is 2,500 files per format (12,500, snapshots to `importSnapshot` included).
@Suite("Input-file fuzzing")
struct InputFileFuzzTests {
  /// The formats.
  enum Format: String, CaseIterable, Sendable {
    case entitlements, provisioningProfile, xcconfig, scenario, snapshot
  }

  static let casesPerFormat = 2_500
  /// The default (not full) budget: see ``FuzzBudget/size(full:quick:)``.
  static let quickCasesPerFormat = 500

  @Test(arguments: Format.allCases)
  func everyMutatedFileLoadsOrFailsWithATypedErrorNamingTheFile(format: Format) {
    let budget = FuzzBudget.current
    let seeds = Self.seeds(for: format)
    #expect(!seeds.isEmpty)
    guard !seeds.isEmpty else { return }
    let slot = 3 + Format.allCases.firstIndex(of: format)!
    var loaded = 0
    var failed = 0
    let caseSeeds = budget.seeds(
      budget.size(full: Self.casesPerFormat, quick: Self.quickCasesPerFormat),
      salt: 0xF11E ^ UInt64(slot))
    for caseSeed in caseSeeds {
      CrashBreadcrumbs.set(
        slot, "\(format) fuzzing: \(FuzzBudget.rerun(caseSeed, filter: "InputFileFuzzTests"))")
      var mutator = FileMutator(random: SplitMix64(seed: caseSeed))
      let seed = mutator.random.pick(seeds)
      let bytes = mutator.mutate(seed.bytes, others: seeds.map(\.bytes))
      let name = "fuzz-\(FuzzBudget.hex(caseSeed))-\(seed.name)"
      let verdict = Self.read(bytes, name: name, format: format)
      switch verdict {
      case .loaded: loaded += 1
      case .failed: failed += 1
      case .violation(let text):
        let small = Minimizer.minimize(bytes, budget: 1_500) {
          if case .violation = Self.read($0, name: name, format: format) { return true }
          return false
        }
        Issue.record(
          """
          \(format) fuzzing case \(FuzzBudget.hex(caseSeed)) (seed file \(seed.name)): \(text)
          re-run: \(FuzzBudget.rerun(caseSeed, filter: "InputFileFuzzTests"))
          minimized to \(small.count) bytes: \(FileFuzzSeeds.swiftLiteral(small))
          """)
        CrashBreadcrumbs.set(slot, "")
        return
      }
    }
    CrashBreadcrumbs.set(slot, "")
    #expect(loaded + failed == caseSeeds.count)
    if caseSeeds.count >= 500 {
      // The mutations are neither all fatal nor all harmless.
      // (A snapshot's parser is strict: few mutations survive it.)
      #expect(loaded > caseSeeds.count / (format == .snapshot ? 500 : 50))
      #expect(failed > caseSeeds.count / 10)
    }
  }

  /// What reading one file did.
  enum Verdict: Equatable {
    case loaded
    case failed
    case violation(String)
  }

  static func seeds(for format: Format) -> [FileFuzzSeeds.Seed] {
    switch format {
    case .entitlements: FileFuzzSeeds.entitlements
    case .provisioningProfile: FileFuzzSeeds.profiles
    case .xcconfig: FileFuzzSeeds.xcconfigs
    case .scenario: FileFuzzSeeds.scenarios
    case .snapshot: FileFuzzSeeds.snapshots
    }
  }

  /// Reads `bytes` as `format` and checks the contract.
  static func read(_ bytes: [UInt8], name: String, format: Format) -> Verdict {
    switch format {
    case .entitlements:
      do {
        let document = try EntitlementsLoader.load(data: Data(bytes), file: name)
        guard document.file == name else {
          return .violation("the document's file is \(document.file), not \(name)")
        }
        exercise(document.entitlements, profile: document.provisioningProfile)
        return .loaded
      } catch {
        return named(error.file == name && error.description.contains(name), error)
      }
    case .provisioningProfile:
      do {
        let profile = try ProvisioningProfile(data: Data(bytes), file: name)
        exercise(profile.entitlements, profile: profile)
        return .loaded
      } catch {
        return named(error.file == name && error.description.contains(name), error)
      }
    case .xcconfig:
      let text = String(decoding: bytes, as: UTF8.self)
      do {
        let settings = try BuildSettings(xcconfig: text, file: name, baseDirectory: nil)
        expand(settings)
        return .loaded
      } catch {
        switch error {
        case .malformedXcconfig(let file, _, _), .unreadableFile(let file, _),
          .refusedFile(let file, _):
          // An unreadable include names the include and says which file included it.
          return named(
            file == name || error.description.contains(name) || text.contains(file), error)
        case .includeCycle(let files), .tooManyIncludes(let files, _):
          return named(files.contains(name), error)
        case .undefinedVariable, .cycle, .malformedReference, .expansionTooLong:
          return .violation("reading (not expanding) threw \(error)")
        }
      }
    case .snapshot:
      return importSnapshot(bytes)
    case .scenario:
      do {
        let scenario = try Scenario(
          data: Data(bytes), file: name,
          baseDirectory: FileFuzzSeeds.fixtures?.appendingPathComponent("Scenarios"))
        _ = try? ScenarioRunner(
          scenario: scenario, clock: .fixed(Date(timeIntervalSinceReferenceDate: 800_000_000))
        ).run()
        return .loaded
      } catch {
        return named(error.file == name && error.description.contains(name), error)
      }
    }
  }

  /// Imports a snapshot into a store that holds items: a failed import must leave it as it
  /// was, a successful one must round-trip.
  static func importSnapshot(_ bytes: [UInt8]) -> Verdict {
    let store = ItemStore()
    if let seed = FileFuzzSeeds.snapshots.first { try? store.importSnapshot(Data(seed.bytes)) }
    let before = store.exportSnapshot()
    do {
      try store.importSnapshot(Data(bytes))
    } catch {
      if store.exportSnapshot() != before { return .violation("a failed import changed the store") }
      return error.description.isEmpty ? .violation("an empty error for \(error)") : .failed
    }
    let exported = store.exportSnapshot()
    let fresh = ItemStore()
    do {
      try fresh.importSnapshot(exported)
    } catch {
      return .violation("an imported snapshot re-exports as one that does not import: \(error)")
    }
    return fresh.exportSnapshot() == exported ? .loaded : .violation("no round-trip after import")
  }

  /// `.failed` when the error names the file, else a violation.
  static func named(_ namesTheFile: Bool, _ error: any Error) -> Verdict {
    namesTheFile ? .failed : .violation("the error does not name the file: \(error)")
  }

  /// Uses loaded entitlements: resolution on every platform and profile, validation.
  static func exercise(_ entitlements: Entitlements, profile: ProvisioningProfile?) {
    for platform in [Platform.iOS, .macOS] {
      for behaviour in [BehaviourProfile.current, .legacy] {
        var options = ResolutionOptions()
        options.platform = platform
        options.profile = behaviour
        _ = AccessGroupResolver(options: options).resolve(entitlements)
      }
      let validator = EntitlementsValidator(
        identity: SigningIdentity(
          teamID: "SKMME9E2Y8", appIDPrefix: nil, bundleID: "com.example.App"),
        platform: platform)
      _ = validator.validate(entitlements)
      if let profile { _ = validator.validate(entitlements, against: profile) }
    }
  }

  /// Uses read settings: every value expanded, and raw entitlements expanded with them.
  static func expand(_ settings: BuildSettings) {
    for value in settings.values.values.prefix(64) { _ = try? settings.expand(value) }
    let expander = EntitlementsExpander(
      settings: settings,
      identity: SigningIdentity(
        teamID: "SKMME9E2Y8", appIDPrefix: nil, bundleID: "com.example.App"),
      platform: .iOS)
    _ = try? expander.expand(FileFuzzSeeds.rawEntitlements)
  }
}

extension FileFuzzSeeds {
  /// Swift source for a byte string.
  static func swiftLiteral(_ bytes: [UInt8]) -> String {
    if let text = String(bytes: bytes, encoding: .utf8), !text.contains("\u{0}") {
      return "Data(\(FuzzValue.literal(text)).utf8)"
    }
    return "Data([" + bytes.map { "0x" + String($0, radix: 16) }.joined(separator: ", ") + "])"
  }
}
