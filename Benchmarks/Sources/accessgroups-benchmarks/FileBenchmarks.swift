import AccessGroupKit
import Foundation

/// Benchmarks that read the repository's own files: a scenario run and the resolver on a
/// corpus entitlements file.
struct FileBenchmarks {
  /// The repository's root directory.
  let repository: URL
  /// How many times each runs.
  let repetitions: Int

  /// The scenario that is run.
  static let scenarioPath = "Examples/AppSuite.json"
  /// The corpus file that is loaded and resolved.
  static let corpusPath =
    "Tests/AccessGroupKitTests/Fixtures/Corpus/home-assistant__iOS/"
    + "Configuration__Entitlements__App-ios.entitlements"

  /// Runs both and reports each result; a missing or invalid file is reported on standard
  /// error and skipped.
  func run(report: (BenchmarkResult) -> Void) {
    func result(_ operation: BenchmarkOperation, _ seconds: Double) {
      report(
        BenchmarkResult(
          operation: operation, size: 0, model: "store", count: repetitions, seconds: seconds))
    }
    let scenarioURL = repository.appendingPathComponent(Self.scenarioPath)
    if let data = try? Data(contentsOf: scenarioURL) {
      var failures = 0
      let seconds = Stopwatch.seconds {
        for _ in 0..<repetitions {
          do {
            let scenario = try Scenario(data: data, file: Self.scenarioPath)
            let report = try ScenarioRunner(scenario: scenario).run()
            if !report.ok { failures += 1 }
          } catch {
            failures += 1
          }
        }
      }
      if failures > 0 { warn("\(Self.scenarioPath): \(failures) runs failed") }
      result(.scenarioRun, seconds)
    } else {
      warn("cannot read \(scenarioURL.path)")
    }

    manyApps(report: report)
    manySteps(report: report)

    let corpusURL = repository.appendingPathComponent(Self.corpusPath)
    if let data = try? Data(contentsOf: corpusURL) {
      let resolver = AccessGroupResolver()
      var groupCount = 0
      let seconds = Stopwatch.seconds {
        for _ in 0..<repetitions {
          if let document = try? EntitlementsLoader.load(data: data, file: Self.corpusPath) {
            groupCount += resolver.resolve(document.entitlements).groups.count
          }
        }
      }
      if groupCount == 0 { warn("\(Self.corpusPath): resolved no groups") }
      result(.resolveCorpusFile, seconds)
    } else {
      warn("cannot read \(corpusURL.path)")
    }
  }
}

extension FileBenchmarks {
  /// How many apps the large scenario declares: each is prepared once, however many checks
  /// and devices ask for it, so the time grows with this count and no faster.
  static let manyAppsCount = 10_000

  /// Parses and runs, once, a scenario of ``manyAppsCount`` apps each sharing a group.
  func manyApps(report: (BenchmarkResult) -> Void) {
    let apps = (0..<Self.manyAppsCount).map {
      "\"A\($0)\": {\"teamID\": \"ABCDE12345\", \"bundleID\": \"com.example.a\($0)\", "
        + "\"entitlements\": {\"keychain-access-groups\": [\"$(AppIdentifierPrefix)shared\"]}}"
    }
    let step =
      "{\"app\": \"A0\", \"call\": \"SecItemCopyMatching\", \"query\": {\"kSecClass\": "
      + "\"kSecClassGenericPassword\"}, \"expect\": {\"status\": \"errSecItemNotFound\"}}"
    let data = Data("{\"apps\": {\(apps.joined(separator: ","))}, \"steps\": [\(step)]}".utf8)
    var ok = false
    let seconds = Stopwatch.seconds {
      ok = (try? ScenarioRunner(scenario: Scenario(data: data)).run().ok) ?? false
    }
    if !ok { warn("the scenario of \(Self.manyAppsCount) apps did not run as expected") }
    report(
      BenchmarkResult(
        operation: .scenarioManyApps, size: Self.manyAppsCount, model: "store", count: 1,
        seconds: seconds))
  }
}

extension FileBenchmarks {
  /// How many steps the long scenario has: each is parsed, run and written in every report
  /// form, so the time grows with this count and no faster.
  static let manyStepsCount = 10_000

  /// Parses and runs, once, a scenario of ``manyStepsCount`` queries that find nothing (each
  /// explained), and writes its text, JSON and JUnit reports.
  func manySteps(report: (BenchmarkResult) -> Void) {
    let steps = (0..<Self.manyStepsCount).map {
      "{\"app\": \"A\", \"call\": \"SecItemCopyMatching\", \"query\": {\"kSecClass\": "
        + "\"kSecClassGenericPassword\", \"kSecAttrAccount\": \"a\($0)\"}, "
        + "\"expect\": {\"status\": \"errSecItemNotFound\"}}"
    }
    let app = "\"A\": {\"teamID\": \"ABCDE12345\", \"bundleID\": \"com.example.a\"}"
    let data = Data("{\"apps\": {\(app)}, \"steps\": [\(steps.joined(separator: ","))]}".utf8)
    var written = 0
    let seconds = Stopwatch.seconds {
      guard let run = try? ScenarioRunner(scenario: Scenario(data: data)).run(), run.ok else {
        return
      }
      written =
        run.text.utf8.count + run.json.utf8.count
        + run.junitXML(suiteName: "steps.json").utf8.count
    }
    if written == 0 { warn("the scenario of \(Self.manyStepsCount) steps did not run as expected") }
    report(
      BenchmarkResult(
        operation: .scenarioManySteps, size: Self.manyStepsCount, model: "store", count: 1,
        seconds: seconds))
  }
}

/// Writes a line to standard error.
func warn(_ message: String) {
  FileHandle.standardError.write(Data("accessgroups-benchmarks: \(message)\n".utf8))
}
