import Foundation

/// Runs the suite: each store size, the reference model and the file benchmarks in a child
/// process of their own (so each peak-memory reading belongs to one size), then the SecItem
/// facade against the library in one more, then prints the tables.
struct BenchmarkRunner {
  /// What to measure.
  let configuration: BenchmarkConfiguration

  /// The repository root: three folders above this source file, or the current directory
  /// when the sources have moved.
  static var repository: URL {
    let fromSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let marker = fromSource.appendingPathComponent(FileBenchmarks.scenarioPath).path
    if FileManager.default.fileExists(atPath: marker) { return fromSource }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }

  /// Runs and returns the exit status.
  func run() -> Int32 {
    if let child = configuration.child {
      return runChild(kind: child.kind, size: child.size) ? 0 : 1
    }
    var report = BenchmarkReport()
    var jobs: [(String, Int)] = configuration.sizes.map { ("store", $0) }
    jobs += configuration.sizes.map { ("floor", $0) }
    jobs.append(("reference", configuration.referenceSize))
    jobs.append(("facade", configuration.facadeSize))
    jobs.append(("files", 0))
    for (kind, size) in jobs {
      warn("running \(kind)\(size > 0 ? " at \(size) items" : "")…")
      guard let output = runChildProcess(kind: kind, size: size) else { return 1 }
      for line in output.split(separator: "\n") {
        if let result = BenchmarkResult(line: line) { report.results.append(result) }
        if let memory = MemoryResult(line: line) { report.memory.append(memory) }
      }
    }
    print(report.render(configuration: configuration), terminator: "")
    return 0
  }

  /// Runs one job here and prints its result lines; `false` when the job could not measure.
  private func runChild(kind: String, size: Int) -> Bool {
    let emit: (BenchmarkResult) -> Void = { print($0.line) }
    switch kind {
    case "store":
      StoreBenchmarks(
        size: size, operations: configuration.operations,
        includesSnapshot: size <= configuration.snapshotMaximumSize,
        selection: configuration.selection
      ).run(report: emit, memory: { print($0.line) })
    case "floor":
      FloorBenchmarks(size: size, operations: configuration.operations).run(report: emit)
    case "reference":
      ReferenceBenchmarks(size: size, operations: configuration.referenceOperations)
        .run(report: emit)
    case "facade":
      return FacadeBenchmarks(
        size: size, operations: configuration.operations, selection: configuration.selection
      ).run(report: emit)
    default:
      FileBenchmarks(repository: Self.repository, repetitions: configuration.repetitions)
        .run(report: emit)
    }
    return true
  }

  /// Runs `kind` at `size` in a child process and returns what it printed.
  private func runChildProcess(kind: String, size: Int) -> String? {
    let process = Process()
    process.executableURL =
      Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = [
      "--child", kind, String(size), "--operations",
      String(kind == "reference" ? configuration.referenceOperations : configuration.operations),
    ]
    process.arguments? += ["--repetitions", String(configuration.repetitions)]
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      warn("cannot start a child process: \(error)")
      return nil
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      warn("the \(kind) job at \(size) items exited with \(process.terminationStatus)")
      return nil
    }
    return String(decoding: data, as: UTF8.self)
  }
}
