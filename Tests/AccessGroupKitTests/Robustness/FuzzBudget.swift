import AccessGroupKit
import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How much a fuzz run does, read from the environment.
///
/// - `ACCESSGROUPKIT_FULL_BUDGETS`: `1` (or `true`, `yes`) runs every suite's full budget,
///   the one CI runs (`.ci/run` sets it). Without it, a plain `swift test` runs each suite's
///   smaller default budget (see ``size(full:quick:)``): the same checks on the first cases
///   of the same seeded sequence, so the default run fits in about a minute on two cores.
/// - `ACCESSGROUPKIT_FUZZ_SCALE`: a multiplier on the budget in effect (default 1; `100` for an
///   open-ended campaign, `0.01` for a quick local check). Under ThreadSanitizer, where
///   every call is many times slower and `.ci/run` runs the whole suite a second time, the
///   default is ``sanitizerScale`` for everything but the concurrency tests
///   (``concurrency``), which are what the sanitizer is for.
/// - `ACCESSGROUPKIT_FUZZ_SEED`: a case seed (decimal or `0x` hexadecimal) printed by a
///   failure; when set, each fuzzer runs just that one case.
/// - `ACCESSGROUPKIT_FUZZ_CAMPAIGN`: the campaign seed the case seeds are derived from
///   (default fixed, so CI runs the same cases every time).
struct FuzzBudget: Sendable {
  /// The multiplier on every count.
  var scale: Double
  /// Whether the full (CI) budgets run (`ACCESSGROUPKIT_FULL_BUDGETS`).
  var isFull: Bool
  /// The single case to run, if any.
  var singleSeed: UInt64?
  /// The campaign seed.
  var campaign: UInt64

  /// The budget of this process.
  static let current = FuzzBudget(
    environment: ProcessInfo.processInfo.environment,
    defaultScale: isThreadSanitizerActive ? sanitizerScale : 1)

  /// The budget of the concurrency tests: the CI budget even under ThreadSanitizer.
  static let concurrency = FuzzBudget(environment: ProcessInfo.processInfo.environment)

  /// The default scale under ThreadSanitizer.
  static let sanitizerScale = 0.02

  /// Whether this process runs under ThreadSanitizer (its runtime's entry point is linked).
  static let isThreadSanitizerActive: Bool = {
    guard let process = dlopen(nil, RTLD_NOW) else { return false }
    defer { dlclose(process) }
    return dlsym(process, "__tsan_init") != nil
  }()

  /// The variable that selects the full budgets.
  static let fullBudgetsVariable = "ACCESSGROUPKIT_FULL_BUDGETS"

  /// Whether `environment` asks for the full budgets.
  static func asksForFullBudgets(_ environment: [String: String]) -> Bool {
    ["1", "true", "yes"].contains(environment[fullBudgetsVariable]?.lowercased() ?? "")
  }

  init(environment: [String: String], defaultScale: Double = 1) {
    isFull = Self.asksForFullBudgets(environment)
    scale =
      environment["ACCESSGROUPKIT_FUZZ_SCALE"].flatMap(Double.init).map { max($0, 0) }
      ?? defaultScale
    singleSeed = environment["ACCESSGROUPKIT_FUZZ_SEED"].flatMap(Self.parseSeed)
    campaign =
      environment["ACCESSGROUPKIT_FUZZ_CAMPAIGN"].flatMap(Self.parseSeed) ?? 0xACCE_5509_F022
  }

  /// A suite's count (before scaling): `full` when the full budgets run, else `quick`.
  func size(full: Int, quick: Int) -> Int { isFull ? full : quick }

  /// `count` scaled, at least one.
  func scaled(_ count: Int) -> Int { max(1, Int((Double(count) * scale).rounded())) }

  /// The seeds of `count` cases (scaled), or the single seed from the environment.
  func seeds(_ count: Int, salt: UInt64) -> [UInt64] {
    if let singleSeed { return [singleSeed] }
    return (0..<scaled(count)).map {
      SplitMix64.caseSeed(campaign: campaign ^ salt, index: $0)
    }
  }

  /// How to re-run one case.
  static func rerun(_ seed: UInt64, filter: String) -> String {
    "ACCESSGROUPKIT_FUZZ_SEED=\(hex(seed)) swift test --filter \(filter)"
  }

  /// `0x`-prefixed hexadecimal.
  static func hex(_ seed: UInt64) -> String { "0x" + String(seed, radix: 16) }

  static func parseSeed(_ text: String) -> UInt64? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
      return UInt64(trimmed.dropFirst(2), radix: 16)
    }
    return UInt64(trimmed)
  }
}
