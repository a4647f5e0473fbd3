import Foundation

/// Defects the fuzzers found whose fix belongs to a file another branch is still editing.
///
/// Each has a disabled regression test in ``FuzzRegressionTests``. While it is open, the
/// generators avoid the input that triggers it, so a CI run can still fuzz everything else;
/// `ACCESSGROUPKIT_FUZZ_KNOWN_DEFECTS=1` generates it anyway (to check a fix).
enum KnownDefects {
  /// Whether to generate inputs that trigger known defects.
  static let generate =
    ProcessInfo.processInfo.environment["ACCESSGROUPKIT_FUZZ_KNOWN_DEFECTS"] == "1"

  /// A `Date` whose interval is NaN traps when an explanation describes it
  /// (`InputValue.summary` interpolates the `Date`; Foundation's `Date.description` traps on
  /// NaN on Linux). Owner: store (Keychain/InputValue.swift).
  static let nanDateTraps = true

  /// A `Double` outside `Int64` (NaN, ±infinity, 1e308, or a `UInt64` above `Int64.max`)
  /// traps in `KeychainValue.matchBytes` (`Int64(numberValue ?? 0)` on a value that does
  /// not fit): when a byte attribute (Blob/Data kind) is coerced, and when an added item's
  /// digest is computed over a number attribute that kept the `Double` (`crtr`, `type`, …,
  /// `ItemRecord.refreshDigest`). Owner: store (Keychain/KeychainValue.swift).
  static let hugeDoubleInByteAttributeTraps = true

  /// `entry` with any input that triggers an open defect replaced by a harmless value.
  static func avoiding(_ entry: FuzzEntry) -> FuzzEntry {
    guard !generate else { return entry }
    var entry = entry
    if hugeDoubleInByteAttributeTraps, entry.key.utf8.count == 4 {
      switch entry.value {
      case .double(let value) where !value.isFinite || abs(value) >= 9.2e18:
        entry.value = .double(0.5)
      case .float(let value) where !value.isFinite:
        entry.value = .float(0.5)
      default: break
      }
    }
    return entry
  }
}
