import Foundation

/// Defects the fuzzers found whose fix belongs to a file another branch is still editing.
///
/// Each has a disabled regression test in ``FuzzRegressionTests``. While it is open, the
/// generators avoid the input that triggers it, so a CI run can still fuzz everything else;
/// `ACCESSGROUPKIT_FUZZ_KNOWN_DEFECTS=1` generates it anyway (to check a fix).
enum KnownDefects {
  /// Whether to generate inputs that trigger known defects.
  static let generate = ProcessInfo.processInfo.environment["ACCESSGROUPKIT_FUZZ_KNOWN_DEFECTS"] == "1"

  /// A `Date` whose interval is NaN traps when an explanation describes it
  /// (`InputValue.summary` interpolates the `Date`; Foundation's `Date.description` traps on
  /// NaN on Linux). Owner: store (Keychain/InputValue.swift).
  static let nanDateTraps = true
}
