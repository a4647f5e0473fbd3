import Foundation

/// What a run measures, from the command line.
///
/// ```
/// accessgroups-benchmarks [--smoke] [--sizes 1000,100000] [--operations N] [--markdown]
/// accessgroups-benchmarks --child store|floor|reference|facade|files SIZE [--operations N]
/// ```
struct BenchmarkConfiguration {
  /// Store sizes.
  var sizes = [1_000, 10_000, 100_000, 1_000_000]
  /// The reference model's size.
  var referenceSize = 10_000
  /// The store size the SecItem facade is timed at: its cost over the library's is
  /// conversion and routing, which do not depend on the size.
  var facadeSize = 10_000
  /// Operations per store measurement.
  var operations = 20_000
  /// Operations per reference measurement (each is a linear scan).
  var referenceOperations = 200
  /// The largest store whose snapshot export and import are timed: both are linear, about
  /// 10 µs and 20 µs per item, so a million items would add half a minute for no new
  /// information.
  var snapshotMaximumSize = 100_000
  /// Repetitions of the scenario and resolver benchmarks.
  var repetitions = 2_000
  /// Whether to print Markdown tables (for the README).
  var markdown = false
  /// The only operations a store job times (`--only a,b`), for profiling.
  var selection: Set<BenchmarkOperation>?
  /// A child job to run in this process instead of orchestrating.
  var child: (kind: String, size: Int)?

  /// The tiny configuration CI runs: seconds, not minutes.
  static var smoke: BenchmarkConfiguration {
    var configuration = BenchmarkConfiguration()
    configuration.sizes = [1_000]
    configuration.referenceSize = 1_000
    configuration.facadeSize = 1_000
    configuration.operations = 200
    configuration.referenceOperations = 20
    configuration.repetitions = 20
    return configuration
  }

  /// Parses `arguments` (without the program name).
  static func parse(_ arguments: [String]) -> Result<BenchmarkConfiguration, UsageError> {
    var configuration =
      arguments.contains("--smoke") ? BenchmarkConfiguration.smoke : BenchmarkConfiguration()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--smoke": break
      case "--markdown": configuration.markdown = true
      case "--sizes":
        let sizes = remaining.popFirst()?.split(separator: ",").compactMap { Int($0) } ?? []
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else {
          return .failure(UsageError("--sizes needs a comma-separated list of positive counts"))
        }
        configuration.sizes = sizes
      case "--operations":
        guard let count = remaining.popFirst().flatMap({ Int($0) }), count > 0 else {
          return .failure(UsageError("--operations needs a positive count"))
        }
        configuration.operations = count
        configuration.referenceOperations = min(configuration.referenceOperations, count)
      case "--only":
        let names = remaining.popFirst()?.split(separator: ",") ?? []
        let operations = names.compactMap { BenchmarkOperation(rawValue: String($0)) }
        guard !operations.isEmpty, operations.count == names.count else {
          return .failure(
            UsageError(
              "--only needs operations among "
                + BenchmarkOperation.allCases.map(\.rawValue).joined(separator: ", ")))
        }
        configuration.selection = Set(operations)
      case "--repetitions":
        guard let count = remaining.popFirst().flatMap({ Int($0) }), count > 0 else {
          return .failure(UsageError("--repetitions needs a positive count"))
        }
        configuration.repetitions = count
      case "--reference-size":
        guard let size = remaining.popFirst().flatMap({ Int($0) }), size > 0 else {
          return .failure(UsageError("--reference-size needs a positive count"))
        }
        configuration.referenceSize = size
      case "--child":
        guard let kind = remaining.popFirst(),
          ["store", "floor", "reference", "facade", "files"].contains(kind),
          let size = remaining.popFirst().flatMap({ Int($0) }), size >= 0
        else {
          return .failure(
            UsageError("--child needs store, floor, reference, facade or files and a size"))
        }
        configuration.child = (kind, size)
      case "--help", "-h":
        return .failure(UsageError(usage))
      default:
        return .failure(UsageError("unknown argument \(argument)\n\(usage)"))
      }
    }
    return .success(configuration)
  }

  /// The help text.
  static let usage = """
    usage: accessgroups-benchmarks [--smoke] [--sizes 1000,100000] [--operations N]
                                   [--reference-size N] [--repetitions N] [--markdown]
      --smoke       tiny sizes, a few seconds (what CI runs)
      --sizes       store sizes (default 1000,10000,100000,1000000)
      --operations  operations per measurement (default 20000)
      --repetitions scenario and resolver runs (default 2000)
      --only        time only these operations of a store or facade job
                    (e.g. typed-get,dict-add or facade-add)
      --markdown    print Markdown tables
      --child store|floor|reference|facade|files SIZE
                    run one job in this process and print raw result lines (for profiling)
    """
}

/// A command-line mistake.
struct UsageError: Error {
  /// What is wrong.
  var message: String

  init(_ message: String) { self.message = message }
}
